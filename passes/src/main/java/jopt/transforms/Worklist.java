package jopt.transforms;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.Map;
import jopt.ir.Operation;

/** The greedy driver's worklist: a stack with O(1) membership and removal (MLIR's Worklist). */
final class Worklist {
  private final ArrayList<Operation> list = new ArrayList<>();
  private final Map<Operation, Integer> index = new HashMap<>();

  boolean isEmpty() {
    return index.isEmpty();
  }

  void clear() {
    list.clear();
    index.clear();
  }

  void push(Operation op) {
    if (index.putIfAbsent(op, list.size()) == null) {
      list.add(op);
    }
  }

  /** Removes and returns the most recently pushed op. */
  Operation pop() {
    while (true) {
      Operation op = list.remove(list.size() - 1);
      if (op != null) {
        index.remove(op);
        return op;
      }
    }
  }

  void remove(Operation op) {
    Integer i = index.remove(op);
    if (i != null) {
      list.set(i, null);
    }
  }

  /** Reverses the order, so that pops follow the order of pushes. */
  void reverse() {
    java.util.Collections.reverse(list);
    index.clear();
    for (int i = 0; i < list.size(); i++) {
      if (list.get(i) != null) {
        index.put(list.get(i), i);
      }
    }
  }
}
