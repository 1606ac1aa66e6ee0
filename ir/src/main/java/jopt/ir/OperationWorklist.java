package jopt.ir;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A stack of distinct operations with O(1) membership and removal (the worklist of MLIR's
 * greedy rewrite driver). Each op keeps its own position, so no hash table is looked up per
 * push, pop or removal, which matters for worklists of 10^6 ops. An op is in at most one
 * worklist at a time: pushing it while another holds it is an error, and {@link #clear} must
 * run before a list is dropped with ops in it. An op records the list holding it by the list's
 * epoch, as {@link OperationMarks} do: lists and the ops they hold come from one context, and
 * an epoch repeats only after 2^32 more were drawn from it while this list holds ops.
 */
public final class OperationWorklist {
  /** This list's mark in the ops it holds. */
  private final int epoch;
  private final ArrayList<Operation> list = new ArrayList<>();
  private int size;
  /**
   * Positions are encoded: a reversal sets the pivot to the list's length instead of
   * renumbering every op, so a slot below the pivot is {@code pivot - 1 - position} and one at
   * or above it {@code pivot + position}.
   */
  private int pivot;
  /**
   * The ops {@link #pushWithAncestors} found in the list with all their ancestors below the
   * scope, since the last pop, removal or {@link #forgetAncestors}; each has its flag set.
   */
  private final List<Operation> ancestorsQueued = new ArrayList<>();

  public OperationWorklist(MLIRContext ctx) {
    this.epoch = ctx.nextMarkEpoch();
  }

  public boolean isEmpty() {
    return size == 0;
  }

  public boolean contains(Operation op) {
    return op.worklistEpoch == epoch;
  }

  public void clear() {
    forgetAncestors();
    for (Operation op : list) {
      if (op != null) {
        op.worklistEpoch = 0;
      }
    }
    list.clear();
    size = 0;
    pivot = 0;
  }

  /** Pushes {@code op} unless it is in the list already (then it keeps its place). */
  public void push(Operation op) {
    if (op.worklistEpoch == epoch) {
      return;
    }
    if (op.worklistEpoch != 0) {
      throw new IllegalStateException("'" + op.getName() + "' is in another worklist");
    }
    op.worklistEpoch = epoch;
    op.worklistSlot = pivot + list.size();
    list.add(op);
    size++;
  }

  /**
   * Pushes {@code op}, then each of its ancestors below the region {@code scope}, inner first,
   * skipping those in the list already (MLIR's addToWorklist); pushes nothing when {@code
   * scope} does not hold {@code op}. That climb is O(depth) per op, so n ops of a nest n deep
   * changed by one rewrite cost O(n^2); this one stops at an op that an earlier call found with
   * all its ancestors in the list, as long as nothing left the list since (a pop or removal)
   * and no op in the list moved ({@link #forgetAncestors} must be called then). The list
   * afterwards, and its order, are MLIR's. One scope for every call until {@link #clear}.
   */
  public void pushWithAncestors(Operation op, Region scope) {
    int first = ancestorsQueued.size();
    Operation o = op;
    while (true) {
      if (o.worklistEpoch == epoch && o.ancestorsQueued) {
        break; // it and all above it are in the list already
      }
      ancestorsQueued.add(o);
      Region region = o.getParentRegion();
      if (region == scope) {
        break;
      }
      if (region == null || (o = region.getParentOp()) == null) {
        // Outside the scope: nothing pushed, nothing learned.
        ancestorsQueued.subList(first, ancestorsQueued.size()).clear();
        return;
      }
    }
    for (int i = first; i < ancestorsQueued.size(); i++) {
      Operation a = ancestorsQueued.get(i);
      push(a);
      a.ancestorsQueued = true;
    }
  }

  /**
   * Forgets what {@link #pushWithAncestors} learned: to be called when an op in the list moves
   * (its ancestors, and those of the ops it holds, change).
   */
  public void forgetAncestors() {
    for (Operation op : ancestorsQueued) {
      op.ancestorsQueued = false;
    }
    ancestorsQueued.clear();
  }

  /** Removes and returns the op pushed last; the list must not be empty. */
  public Operation pop() {
    forgetAncestors();
    while (true) {
      Operation op = list.remove(list.size() - 1);
      if (op != null) {
        op.worklistEpoch = 0;
        size--;
        return op;
      }
    }
  }

  public void remove(Operation op) {
    if (op.worklistEpoch == epoch) {
      forgetAncestors();
      int s = op.worklistSlot;
      list.set(s < pivot ? pivot - 1 - s : s - pivot, null);
      op.worklistEpoch = 0;
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
