package jopt.transforms;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Map;
import jopt.ir.Operation;

/** The greedy driver's worklist: a stack with O(1) membership and removal (MLIR's Worklist). */
final class Worklist {
  private final ArrayList<Operation> list = new ArrayList<>();
  /**
   * Each op's position, encoded: a reversal sets {@link #pivot} to the size instead of
   * renumbering every op, so a slot below the pivot is {@code pivot - 1 - position} and one at
   * or above it {@code pivot + position}.
   */
  private final Map<Operation, Integer> slot = new IdentityHashMap<>();
  private int pivot;

  boolean isEmpty() {
    return slot.isEmpty();
  }

  void clear() {
    list.clear();
    slot.clear();
    pivot = 0;
  }

  void push(Operation op) {
    if (slot.putIfAbsent(op, pivot + list.size()) == null) {
      list.add(op);
    }
  }

  /** Removes and returns the most recently pushed op. */
  Operation pop() {
    while (true) {
      Operation op = list.remove(list.size() - 1);
      if (op != null) {
        slot.remove(op);
        return op;
      }
    }
  }

  void remove(Operation op) {
    Integer s = slot.remove(op);
    if (s != null) {
      list.set(s < pivot ? pivot - 1 - s : s - pivot, null);
    }
  }

  /** Reverses the order, so that pops follow the order of pushes. */
  void reverse() {
    Collections.reverse(list);
    if (pivot == 0) {
      pivot = list.size();
      return;
    }
    slot.clear();
    pivot = 0;
    for (int i = 0; i < list.size(); i++) {
      if (list.get(i) != null) {
        slot.put(list.get(i), i);
      }
    }
  }
}
