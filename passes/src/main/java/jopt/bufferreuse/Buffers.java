package jopt.bufferreuse;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Block;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.type.MemRefType;

/** Facts about allocations and deallocations the buffer reuse transforms rely on. */
final class Buffers {
  private Buffers() {}

  /**
   * A {@code memref.alloc} of a static shape whose result is not tracked by ownership
   * indicators (hlo-deallocate's own ops): the transforms may replace or move it.
   */
  static boolean isStaticAlloc(Operation op) {
    if (!op.getName().equals("memref.alloc") || op.getNumOperands() != 0
        || !(op.getResult(0).getType() instanceof MemRefType)) {
      return false;
    }
    for (OpOperand use : op.getResult(0).getUses()) {
      if (use.getOwner().getName().startsWith("deallocation.")) {
        return false;
      }
    }
    return true;
  }

  static boolean isMemRefValue(Value v) {
    return v.getType() instanceof MemRefType || v.getType() instanceof jopt.ir.type.UnrankedMemRefType;
  }

  static boolean isDealloc(Operation op) {
    return op.getName().equals("memref.dealloc");
  }

  /** The memref.dealloc ops of {@code v} in {@code block} (not nested). */
  static List<Operation> deallocsIn(Value v, Block block) {
    List<Operation> r = new ArrayList<>();
    for (OpOperand use : v.getUses()) {
      Operation u = use.getOwner();
      if (isDealloc(u) && u.getBlock() == block) {
        r.add(u);
      }
    }
    return r;
  }

  /** Whether {@code v} has any use other than by memref.dealloc. */
  static boolean hasNonDeallocUse(Value v) {
    for (OpOperand use : v.getUses()) {
      if (!isDealloc(use.getOwner())) {
        return true;
      }
    }
    return false;
  }

  /** Whether an op of {@code block} at or after {@code from} (nested included) uses {@code v}. */
  static boolean usedFrom(Value v, Operation from) {
    for (OpOperand use : v.getUses()) {
      Operation a = Operation.findAncestorOpInBlock(from.getBlock(), use.getOwner());
      if (a != null && (a == from || from.isBeforeInBlock(a))) {
        return true;
      }
    }
    return false;
  }

  /** Whether {@code v} is used strictly between {@code a} and {@code b} of one block. */
  static boolean usedBetween(Value v, Operation a, Operation b) {
    for (OpOperand use : v.getUses()) {
      Operation o = Operation.findAncestorOpInBlock(a.getBlock(), use.getOwner());
      if (o != null && a.isBeforeInBlock(o) && o.isBeforeInBlock(b)) {
        return true;
      }
    }
    return false;
  }

  /** The ops of {@code func} (nested included) with one of {@code names}, in walk order. */
  static List<Operation> opsNamed(Operation func, String... names) {
    java.util.Set<String> set = java.util.Set.of(names);
    List<Operation> r = new ArrayList<>();
    func.walk(op -> {
      if (set.contains(op.getName())) {
        r.add(op);
      }
    });
    return r;
  }

  /** Whether {@code op} is, or contains, an op that allocates or frees memory. */
  static boolean touchesHeap(Operation op) {
    boolean[] found = {false};
    op.walk(o -> {
      String n = o.getName();
      found[0] |= n.equals("memref.alloc") || n.equals("memref.alloca")
          || n.equals("memref.dealloc") || n.equals("memref.realloc")
          || n.equals("bufferization.clone") || n.equals("bufferization.dealloc")
          || n.startsWith("deallocation.") || n.equals("func.call")
          || n.equals("func.call_indirect") || !o.isRegistered();
    });
    return found[0];
  }
}
