package jopt.bufferreuse;

import java.util.List;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Value;

/**
 * Copy elision: {@code %t = memref.alloc()}, no use of %t, {@code memref.copy %s, %t},
 * {@code memref.dealloc %s}: %t is completely overwritten by %s, which dies right after, so %t
 * becomes %s and the alloc, copy and dealloc disappear. With a function argument marked
 * {@code deallocation.restrict} as target, unused before the copy, %s is computed in place in
 * the argument instead.
 */
final class CopyElision {
  private CopyElision() {}

  static boolean run(Operation func) {
    List<Operation> copies = Buffers.opsNamed(func, "memref.copy");
    boolean changed = false;
    for (Operation copy : copies) {
      changed |= tryElide(copy);
    }
    return changed;
  }

  private static boolean tryElide(Operation copy) {
    Value src = copy.getOperand(0);
    Value tgt = copy.getOperand(1);
    if (isRestrictArgument(tgt)) {
      return elideIntoArgument(copy, src, tgt);
    }
    Operation alloc = tgt.getDefiningOp();
    Block block = copy.getBlock();
    if (alloc == null || alloc.getBlock() != block || !Buffers.isStaticAlloc(alloc)
        || !src.getType().equals(tgt.getType()) || alloc.hasAttr("alignment")) {
      return false;
    }
    if (Buffers.usedBetween(tgt, alloc, copy)) {
      return false;
    }
    // The seed's pattern: the source dies right after the copy. (Allowing ops in between
    // would need every alias of the source to be dead there, not just the value itself.)
    Operation dealloc = copy.getNextNode();
    if (dealloc == null || !Buffers.isDealloc(dealloc) || dealloc.getOperand(0) != src) {
      return false;
    }
    copy.erase();
    dealloc.erase();
    tgt.replaceAllUsesWith(src);
    alloc.erase();
    return true;
  }

  /**
   * The target is a function argument marked {@code deallocation.restrict} (it aliases no other
   * argument) and unused before the copy: %s is computed in place in the argument instead.
   */
  private static boolean elideIntoArgument(Operation copy, Value src, Value arg) {
    Operation alloc = src.getDefiningOp();
    Block block = copy.getBlock();
    Operation dealloc = copy.getNextNode();
    if (alloc == null || alloc.getBlock() != block || !Buffers.isStaticAlloc(alloc)
        || !src.getType().equals(arg.getType()) || dealloc == null
        || !Buffers.isDealloc(dealloc) || dealloc.getOperand(0) != src
        || arg.getParentBlock() != block) {
      return false;
    }
    for (Operation o = block.getFirstOp(); o != copy; o = o.getNextNode()) {
      if (usesValue(o, arg)) {
        return false;
      }
    }
    copy.erase();
    dealloc.erase();
    src.replaceAllUsesWith(arg);
    alloc.erase();
    return true;
  }

  private static boolean usesValue(Operation op, Value v) {
    boolean[] found = {false};
    op.walk(o -> {
      found[0] |= o.getOperands().contains(v);
    });
    return found[0];
  }

  private static boolean isRestrictArgument(Value v) {
    if (!(v instanceof jopt.ir.BlockArgument a) || !a.getOwner().isEntryBlock()) {
      return false;
    }
    Operation func = a.getOwner().getParentOp();
    if (func == null || !func.getName().equals("func.func")
        || !(func.getAttr("arg_attrs") instanceof jopt.ir.attr.ArrayAttr attrs)
        || attrs.getValue().size() <= a.getArgNumber()
        || !(attrs.getValue().get(a.getArgNumber()) instanceof jopt.ir.attr.DictionaryAttr d)) {
      return false;
    }
    return d.get("deallocation.restrict") instanceof jopt.ir.attr.BoolAttr b && b.value();
  }
}
