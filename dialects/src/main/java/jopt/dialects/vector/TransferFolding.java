package jopt.dialects.vector;

import jopt.ir.rewrite.OpFoldResult;
import java.util.List;
import jopt.dialects.memref.MemRefFolding;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.affine.AffineConstantExpr;
import jopt.ir.affine.AffineDimExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.ods.OpSpec;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;
import jopt.ir.type.VectorType;

/** The folds vector.transfer_read and vector.transfer_write share, as MLIR's. */
final class TransferFolding {
  private TransferFolding() {}

  /** The views of a transfer op's parts, read or write. */
  record Transfer(Operation op, boolean write) {
    Value base() {
      return write ? TransferWriteOp.of(op).base() : TransferReadOp.of(op).base();
    }

    Value vector() {
      return write ? TransferWriteOp.of(op).valueToStore() : TransferReadOp.of(op).vector();
    }

    VectorType vectorType() {
      return (VectorType) vector().getType();
    }

    ShapedType shapedType() {
      return (ShapedType) base().getType();
    }

    int[] segments() {
      return ((DenseArrayAttr) op.getAttr("operandSegmentSizes")).asInts();
    }

    List<Value> indices() {
      int[] s = segments();
      int start = write ? 2 : 1;
      return op.getOperands().subList(start, start + s[write ? 2 : 1]);
    }

    Value mask() {
      int[] s = segments();
      return s[3] == 0 ? null : op.getOperand(op.getNumOperands() - 1);
    }

    AffineMap map() {
      return Transfers.permutationMap(op);
    }

    int rank() {
      return map().getNumResults();
    }

    boolean hasOutOfBoundsDim() {
      for (boolean b : Transfers.inBounds(op)) {
        if (!b) {
          return true;
        }
      }
      return false;
    }
  }

  static Transfer read(Operation op) {
    return new Transfer(op, false);
  }

  static Transfer write(Operation op) {
    return new Transfer(op, true);
  }

  /** The in-place folds both ops share: in_bounds inference, an all-true mask dropped, memref casts. */
  static boolean foldInPlace(Transfer t) {
    return foldInBounds(t) || foldFullMask(t) || MemRefFolding.foldMemRefCast(t.op());
  }

  /** foldTransferInBoundsAttribute: dims statically in bounds marked so (broadcast dims with them). */
  static boolean foldInBounds(Transfer t) {
    int rank = t.rank();
    if (rank == 0) {
      return false;
    }
    AffineMap map = t.map();
    boolean[] inBounds = Transfers.inBounds(t.op());
    boolean changed = false;
    boolean allNonBroadcast = true;
    for (int i = 0; i < rank; i++) {
      if (inBounds[i]) {
        continue;
      }
      if (map.getResult(i) instanceof AffineDimExpr d) {
        inBounds[i] = isInBounds(t, i, d.getPosition());
        changed |= inBounds[i];
        allNonBroadcast &= inBounds[i];
      }
    }
    if (allNonBroadcast) {
      for (int i = 0; i < rank; i++) {
        if (map.getResult(i) instanceof AffineConstantExpr && !inBounds[i]) {
          inBounds[i] = true;
          changed = true;
        }
      }
    }
    if (changed) {
      t.op().setAttr(Transfers.IN_BOUNDS, Transfers.inBoundsAttr(inBounds));
    }
    return changed;
  }

  private static boolean isInBounds(Transfer t, int resultIdx, int indicesIdx) {
    ShapedType shaped = t.shapedType();
    if (shaped.getDimSize(indicesIdx) == ShapedType.DYNAMIC) {
      return false;
    }
    Long c = OpFoldResult.getConstantIntValue(t.indices().get(indicesIdx));
    return c != null && c + t.vectorType().getDimSize(resultIdx) <= shaped.getDimSize(indicesIdx);
  }

  /** foldTransferFullMask: an all-true mask is no mask. */
  static boolean foldFullMask(Transfer t) {
    Value mask = t.mask();
    if (mask == null || VectorFolding.maskFormat(mask) != VectorFolding.MaskFormat.ALL_TRUE) {
      return false;
    }
    Operation op = t.op();
    op.setOperands(op.getOperands().subList(0, op.getNumOperands() - 1));
    int[] s = t.segments();
    s[3] = 0;
    op.setAttr(OpSpec.OPERAND_SEGMENT_SIZES, DenseArrayAttr.i32(s));
    return true;
  }

  /** isDisjointTransferIndices with constant indices only: the two transfers touch different elements. */
  static boolean disjoint(Transfer a, Transfer b) {
    if (!a.vectorType().equals(b.vectorType())) {
      return false;
    }
    int rankOffset = a.shapedType().getRank() - a.rank();
    List<Value> ia = a.indices();
    List<Value> ib = b.indices();
    for (int i = 0; i < ia.size(); i++) {
      Long ca = OpFoldResult.getConstantIntValue(ia.get(i));
      Long cb = OpFoldResult.getConstantIntValue(ib.get(i));
      if (ca == null || cb == null) {
        continue;
      }
      if (i < rankOffset) {
        if (!ca.equals(cb)) {
          return true;
        }
      } else if (Math.abs(ca - cb) >= a.vectorType().getDimSize(i - rankOffset)) {
        return true;
      }
    }
    return false;
  }

  /** checkSameValueRAW, unmasked: the read gets exactly what the in-bounds write wrote. */
  static boolean sameValueRAW(Transfer write, Transfer read) {
    return !write.hasOutOfBoundsDim() && write.indices().equals(read.indices())
        && write.vectorType().equals(read.vectorType()) && write.map().equals(read.map())
        && write.mask() == null && read.mask() == null;
  }

  /** foldRAW: a tensor read of a value a write chain just wrote at the same place. */
  static Value foldRAW(Transfer read) {
    if (!(read.shapedType() instanceof RankedTensorType)) {
      return null;
    }
    Operation def = read.base().getDefiningOp();
    while (def != null && TransferWriteOp.isa(def)) {
      Transfer write = write(def);
      if (sameValueRAW(write, read)) {
        return write.vector();
      }
      if (!disjoint(write, read)) {
        break;
      }
      def = write.base().getDefiningOp();
    }
    return null;
  }

  /** foldReadInitWrite: writing back a whole static tensor just read in bounds from 0 gives that tensor. */
  static Value foldReadInitWrite(Transfer write) {
    if (write.rank() == 0 || !(write.shapedType() instanceof RankedTensorType tensor)) {
      return null;
    }
    Operation def = write.vector().getDefiningOp();
    if (def == null || !TransferReadOp.isa(def)) {
      return null;
    }
    Transfer read = read(def);
    if (read.rank() == 0 || !Transfers.isMinorIdentity(read.map()) || !Transfers.isMinorIdentity(write.map())
        || read.rank() != write.rank() || read.hasOutOfBoundsDim() || write.hasOutOfBoundsDim()
        || !read.base().getType().equals(tensor) || !read.vectorType().equals(write.vectorType())
        || !java.util.Arrays.equals(read.vectorType().getShape(), tensor.getShape())) {
      return null;
    }
    for (List<Value> indices : List.of(read.indices(), write.indices())) {
      for (Value i : indices) {
        Long c = OpFoldResult.getConstantIntValue(i);
        if (c == null || c != 0) {
          return null;
        }
      }
    }
    return read.base();
  }

  /** foldWAR: writing back, unmasked, what was just read from the same place of the same tensor. */
  static Value foldWAR(Transfer write) {
    if (!(write.shapedType() instanceof RankedTensorType)) {
      return null;
    }
    Operation def = write.vector().getDefiningOp();
    if (def == null || !TransferReadOp.isa(def)) {
      return null;
    }
    Transfer read = read(def);
    boolean same = read.base() == write.base() && read.indices().equals(write.indices())
        && read.map().equals(write.map()) && read.vectorType().equals(write.vectorType()) && read.mask() == null
        && write.mask() == null;
    return same ? read.base() : null;
  }
}
