package jopt.passes.transforms;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Value;

/**
 * MLIR's OperationEquivalence as CSE uses it (locations ignored). Two ops are equivalent when
 * name, attributes, properties and result types match and their operands are the same SSA
 * values, in any order for commutative ops. Ops with regions also need structurally equal
 * regions, where values defined inside them correspond one to one.
 */
final class OperationEquivalence {
  private OperationEquivalence() {}

  /** Whether the op has MLIR's Commutative trait. */
  static boolean isCommutative(Operation op) {
    return op.isRegistered() && op.getDef() instanceof Traits.Commutative;
  }

  /** Hashes what {@link #isEquivalentTo} compares at the top level (not regions). */
  static int computeHash(Operation op) {
    boolean commutative = isCommutative(op);
    int operands = 1;
    for (int i = 0, n = op.getNumOperands(); i < n; i++) {
      int h = System.identityHashCode(op.getOperand(i));
      operands = commutative ? operands + h : 31 * operands + h;
    }
    int types = 1;
    for (int i = 0, n = op.getNumResults(); i < n; i++) {
      types = 31 * types + op.getResult(i).getType().hashCode();
    }
    int h = op.getName().hashCode();
    h = 31 * h + Objects.hashCode(op.getAttrDictionary());
    h = 31 * h + Objects.hashCode(op.getOpaqueProperties());
    h = 31 * h + types;
    return 31 * h + operands;
  }

  static boolean isEquivalentTo(Operation lhs, Operation rhs) {
    if (lhs == rhs) {
      return true;
    }
    if (!sameHeader(lhs, rhs)) {
      return false;
    }
    List<Value> l = lhs.getOperands();
    List<Value> r = rhs.getOperands();
    if (!(isCommutative(lhs) ? sameMultiset(l, r) : l.equals(r))) {
      return false;
    }
    if (lhs.getNumRegions() == 0) {
      return true;
    }
    Map<Value, Value> equivalent = new IdentityHashMap<>();
    Map<Block, Block> blocks = new IdentityHashMap<>();
    for (int i = 0; i < lhs.getNumRegions(); i++) {
      if (!regionsEquivalent(lhs.getRegion(i), rhs.getRegion(i), equivalent, blocks)) {
        return false;
      }
    }
    return true;
  }

  /** Everything but operands and regions: name, attributes, properties, counts, result types. */
  private static boolean sameHeader(Operation lhs, Operation rhs) {
    return lhs.getName().equals(rhs.getName())
        && lhs.getAttrDictionary().equals(rhs.getAttrDictionary())
        && Objects.equals(lhs.getOpaqueProperties(), rhs.getOpaqueProperties())
        && lhs.getNumRegions() == rhs.getNumRegions()
        && lhs.getNumSuccessors() == rhs.getNumSuccessors()
        && lhs.getNumOperands() == rhs.getNumOperands()
        && lhs.getResultTypes().equals(rhs.getResultTypes());
  }

  /** Whether {@code r} is a permutation of {@code l} (values compared by identity). */
  private static boolean sameMultiset(List<Value> l, List<Value> r) {
    List<Value> remaining = new ArrayList<>(r);
    for (Value v : l) {
      int i = indexOfIdentity(remaining, v);
      if (i < 0) {
        return false;
      }
      remaining.remove(i);
    }
    return true;
  }

  private static int indexOfIdentity(List<Value> values, Value v) {
    for (int i = 0; i < values.size(); i++) {
      if (values.get(i) == v) {
        return i;
      }
    }
    return -1;
  }

  private static boolean regionsEquivalent(Region lhs, Region rhs, Map<Value, Value> equivalent,
      Map<Block, Block> blocks) {
    List<Block> lb = lhs.getBlocks();
    List<Block> rb = rhs.getBlocks();
    if (lb.size() != rb.size()) {
      return false;
    }
    for (int i = 0; i < lb.size(); i++) {
      if (!blocksEquivalent(lb.get(i), rb.get(i), equivalent, blocks)) {
        return false;
      }
    }
    return true;
  }

  private static boolean blocksEquivalent(Block lhs, Block rhs, Map<Value, Value> equivalent,
      Map<Block, Block> blocks) {
    if (lhs.getNumArguments() != rhs.getNumArguments() || !mapTo(blocks, lhs, rhs)
        || !lhs.getArgumentTypes().equals(rhs.getArgumentTypes())) {
      return false;
    }
    for (int i = 0; i < lhs.getNumArguments(); i++) {
      equivalent.put(lhs.getArgument(i), rhs.getArgument(i));
    }
    Iterator<Operation> lo = lhs.getOperations().iterator();
    Iterator<Operation> ro = rhs.getOperations().iterator();
    while (lo.hasNext() && ro.hasNext()) {
      if (!nestedOpsEquivalent(lo.next(), ro.next(), equivalent, blocks)) {
        return false;
      }
    }
    return !lo.hasNext() && !ro.hasNext();
  }

  /** Nested ops compare operands in order, through the values mapped so far. */
  private static boolean nestedOpsEquivalent(Operation lhs, Operation rhs,
      Map<Value, Value> equivalent, Map<Block, Block> blocks) {
    if (!sameHeader(lhs, rhs)) {
      return false;
    }
    for (int i = 0; i < lhs.getNumOperands(); i++) {
      Value l = lhs.getOperand(i);
      Value r = rhs.getOperand(i);
      if (l != r && (!l.getType().equals(r.getType()) || equivalent.get(l) != r)) {
        return false;
      }
    }
    for (int i = 0; i < lhs.getNumResults(); i++) {
      equivalent.put(lhs.getResult(i), rhs.getResult(i));
    }
    for (int i = 0; i < lhs.getNumRegions(); i++) {
      if (!regionsEquivalent(lhs.getRegion(i), rhs.getRegion(i), equivalent, blocks)) {
        return false;
      }
    }
    for (int i = 0; i < lhs.getNumSuccessors(); i++) {
      if (!mapTo(blocks, lhs.getSuccessor(i), rhs.getSuccessor(i))) {
        return false;
      }
    }
    return true;
  }

  /** Maps {@code l} to {@code r} unless {@code l} is already mapped to another block. */
  private static boolean mapTo(Map<Block, Block> blocks, Block l, Block r) {
    return blocks.computeIfAbsent(l, k -> r) == r;
  }
}
