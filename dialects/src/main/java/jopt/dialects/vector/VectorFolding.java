package jopt.dialects.vector;

import jopt.dialects.arith.ConstantOp;
import jopt.ir.rewrite.OpFoldResult;
import jopt.dialects.arith.FloatBinaryOps;
import jopt.dialects.arith.IntBinaryOps;
import jopt.ir.Attribute;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.type.FloatType;
import jopt.ir.type.VectorType;

/** What the vector dialect's folders and patterns share (MLIR's getMaskFormat, makeArithReduction, ...). */
final class VectorFolding {
  private VectorFolding() {}

  /** MLIR's MaskFormat: what is known of a mask's bits. */
  enum MaskFormat { ALL_TRUE, ALL_FALSE, UNKNOWN }

  /** MLIR's getMaskFormat: constants, constant_mask and create_mask with a non-positive bound. */
  static MaskFormat maskFormat(Value mask) {
    Operation def = mask.getDefiningOp();
    if (def == null) {
      return MaskFormat.UNKNOWN;
    }
    if (def.getName().equals(ConstantOp.SPEC.name())) {
      if (def.getAttr("value") instanceof DenseElementsAttr d
          && d.getElementType() instanceof jopt.ir.type.IntegerType) {
        long count = 0;
        for (int i = 0; i < d.getNumElements(); i++) {
          boolean b = d.getBool(i);
          if (b && count >= 0) {
            count++;
          } else if (!b && count <= 0) {
            count--;
          } else {
            return MaskFormat.UNKNOWN;
          }
        }
        return count > 0 ? MaskFormat.ALL_TRUE : count < 0 ? MaskFormat.ALL_FALSE : MaskFormat.UNKNOWN;
      }
      return MaskFormat.UNKNOWN;
    }
    if (ConstantMaskOp.isa(def)) {
      long[] bounds = ConstantMaskOp.of(def).maskDimSizes();
      VectorType type = (VectorType) def.getResult(0).getType();
      boolean allTrue = true;
      boolean allFalse = true;
      for (int i = 0; i < Math.min(bounds.length, type.getRank()); i++) {
        allTrue &= bounds[i] >= type.getDimSize(i);
        allFalse &= bounds[i] <= 0;
      }
      return allTrue ? MaskFormat.ALL_TRUE : allFalse ? MaskFormat.ALL_FALSE : MaskFormat.UNKNOWN;
    }
    if (CreateMaskOp.isa(def)) {
      for (Value operand : def.getOperands()) {
        Long c = OpFoldResult.getConstantIntValue(operand);
        if (c != null && c <= 0) {
          return MaskFormat.ALL_FALSE;
        }
      }
    }
    return MaskFormat.UNKNOWN;
  }

  /** The scalar a vector.broadcast of a non-vector splats into {@code v}, or null (getScalarSplatSource). */
  static Value scalarSplatSource(Value v) {
    Operation def = v.getDefiningOp();
    if (def == null || !BroadcastOp.isa(def) || BroadcastOp.of(def).source().getType() instanceof VectorType) {
      return null;
    }
    return BroadcastOp.of(def).source();
  }

  /** The broadcast value of a broadcast-like op ({@link #isBroadcastLike}): both name it {@code source}. */
  static Value broadcastSource(Operation op) {
    return BroadcastOp.isa(op) ? BroadcastOp.of(op).source() : ShapeCastOp.of(op).source();
  }

  /** isBroadcastLike: a broadcast, or a shape_cast that only prepends unit dims. */
  static boolean isBroadcastLike(Operation op) {
    if (BroadcastOp.isa(op)) {
      return true;
    }
    if (!ShapeCastOp.isa(op)) {
      return false;
    }
    long[] src = ((VectorType) ShapeCastOp.of(op).source().getType()).getShape();
    long[] dst = ((VectorType) op.getResult(0).getType()).getShape();
    if (dst.length < src.length) {
      return false;
    }
    for (int i = 0; i < src.length; i++) {
      if (dst[dst.length - src.length + i] != src[i]) {
        return false;
      }
    }
    return true;
  }

  /** Row-major strides of {@code shape}. */
  static long[] strides(long[] shape) {
    long[] s = new long[shape.length];
    long stride = 1;
    for (int i = shape.length - 1; i >= 0; i--) {
      s[i] = stride;
      stride *= shape[i];
    }
    return s;
  }

  /** The linear index of {@code position} (a prefix of the dims, the rest 0) in {@code shape}. */
  static long linearize(long[] position, long[] shape) {
    long[] s = strides(shape);
    long index = 0;
    for (int i = 0; i < position.length; i++) {
      index += position[i] * s[i];
    }
    return index;
  }

  /**
   * MLIR's makeArithReduction without a mask: the arith op combining {@code v1} with {@code acc}
   * by {@code kind}.
   */
  static Value arithReduction(Builder b, Location loc, CombiningKindAttr.Kind kind, Value v1, Value acc) {
    boolean isFloat = VectorTypes.elementTypeOrSelf(v1.getType()) instanceof FloatType;
    return switch (kind) {
      case ADD -> isFloat ? FloatBinaryOps.AddFOp.create(b, loc, v1, acc).result()
          : IntBinaryOps.AddIOp.create(b, loc, v1, acc).result();
      case MUL -> isFloat ? FloatBinaryOps.MulFOp.create(b, loc, v1, acc).result()
          : IntBinaryOps.MulIOp.create(b, loc, v1, acc).result();
      case AND -> IntBinaryOps.AndIOp.create(b, loc, v1, acc).result();
      case OR -> IntBinaryOps.OrIOp.create(b, loc, v1, acc).result();
      case XOR -> IntBinaryOps.XOrIOp.create(b, loc, v1, acc).result();
      case MAXSI -> IntBinaryOps.MaxSIOp.create(b, loc, v1, acc).result();
      case MAXUI -> IntBinaryOps.MaxUIOp.create(b, loc, v1, acc).result();
      case MINSI -> IntBinaryOps.MinSIOp.create(b, loc, v1, acc).result();
      case MINUI -> IntBinaryOps.MinUIOp.create(b, loc, v1, acc).result();
      case MAXNUMF -> FloatBinaryOps.MaxNumFOp.create(b, loc, v1, acc).result();
      case MAXIMUMF -> FloatBinaryOps.MaximumFOp.create(b, loc, v1, acc).result();
      case MINNUMF -> FloatBinaryOps.MinNumFOp.create(b, loc, v1, acc).result();
      case MINIMUMF -> FloatBinaryOps.MinimumFOp.create(b, loc, v1, acc).result();
    };
  }

  /** A DenseElementsAttr's elements in [from, from + n) as a dense attribute of {@code type}. */
  static DenseElementsAttr slice(DenseElementsAttr d, int from, VectorType type) {
    java.util.List<Attribute> elems = new java.util.ArrayList<>();
    for (int i = 0; i < VectorTypes.numElements(type); i++) {
      elems.add(d.getElementAttr(from + i));
    }
    return DenseElementsAttr.get(type, elems);
  }
}
