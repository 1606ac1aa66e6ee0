package jopt.transforms;

import java.util.List;
import java.util.Objects;
import jopt.ir.Operation;

/**
 * The key under which CSE finds an equivalent op: name, attributes (properties included),
 * opaque properties, result types, operands (the same SSA values) and successors. Ops with
 * regions are never equivalent here.
 */
final class OperationEquivalence {
  private final Operation op;
  private final int hash;

  OperationEquivalence(Operation op) {
    this.op = op;
    this.hash = Objects.hash(op.getName(), op.getAttrDictionary(), op.getOpaqueProperties(),
        op.getResultTypes(), identityHashes(op.getOperands()), identityHashes(op.getSuccessors()));
  }

  private static int identityHashes(List<?> values) {
    int h = 1;
    for (Object v : values) {
      h = 31 * h + System.identityHashCode(v);
    }
    return h;
  }

  Operation op() {
    return op;
  }

  @Override
  public int hashCode() {
    return hash;
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof OperationEquivalence other) || other.hash != hash) {
      return false;
    }
    Operation b = other.op;
    return op.getName().equals(b.getName())
        && op.getNumRegions() == 0 && b.getNumRegions() == 0
        && op.getAttrDictionary().equals(b.getAttrDictionary())
        && Objects.equals(op.getOpaqueProperties(), b.getOpaqueProperties())
        && op.getResultTypes().equals(b.getResultTypes())
        && sameElements(op.getOperands(), b.getOperands())
        && sameElements(op.getSuccessors(), b.getSuccessors());
  }

  private static boolean sameElements(List<?> a, List<?> b) {
    if (a.size() != b.size()) {
      return false;
    }
    for (int i = 0; i < a.size(); i++) {
      if (a.get(i) != b.get(i)) {
        return false;
      }
    }
    return true;
  }
}
