package jopt.ir;

import java.util.ArrayList;
import java.util.Collections;

/**
 * A stack of distinct operations with O(1) membership and removal (the worklist of MLIR's
 * greedy rewrite driver). Each op keeps its own position, so no hash table is looked up per
 * push, pop or removal, which matters for worklists of 10^6 ops. An op is in at most one
 * worklist at a time: pushing it while another holds it is an error, and {@link #clear} must
 * run before a list is dropped with ops in it.
 */
public final class OperationWorklist {
  private final ArrayList<Operation> list = new ArrayList<>();
  private int size;
  /**
   * Positions are encoded: a reversal sets the pivot to the list's length instead of
   * renumbering every op, so a slot below the pivot is {@code pivot - 1 - position} and one at
   * or above it {@code pivot + position}.
   */
  private int pivot;

  public boolean isEmpty() {
    return size == 0;
  }

  public boolean contains(Operation op) {
    return op.worklist == this;
  }

  public void clear() {
    for (Operation op : list) {
      if (op != null) {
        op.worklist = null;
      }
    }
    list.clear();
    size = 0;
    pivot = 0;
  }

  /** Pushes {@code op} unless it is in the list already (then it keeps its place). */
  public void push(Operation op) {
    if (op.worklist == this) {
      return;
    }
    if (op.worklist != null) {
      throw new IllegalStateException("'" + op.getName() + "' is in another worklist");
    }
    op.worklist = this;
    op.worklistSlot = pivot + list.size();
    list.add(op);
    size++;
  }

  /** Removes and returns the op pushed last; the list must not be empty. */
  public Operation pop() {
    while (true) {
      Operation op = list.remove(list.size() - 1);
      if (op != null) {
        op.worklist = null;
        size--;
        return op;
      }
    }
  }

  public void remove(Operation op) {
    if (op.worklist == this) {
      int s = op.worklistSlot;
      list.set(s < pivot ? pivot - 1 - s : s - pivot, null);
      op.worklist = null;
      size--;
    }
  }

  /** Reverses the order, so that pops follow the order of pushes. */
  public void reverse() {
    Collections.reverse(list);
    if (pivot == 0) {
      pivot = list.size();
      return;
    }
    pivot = 0;
    for (int i = 0; i < list.size(); i++) {
      if (list.get(i) != null) {
        list.get(i).worklistSlot = i;
      }
    }
  }
}
