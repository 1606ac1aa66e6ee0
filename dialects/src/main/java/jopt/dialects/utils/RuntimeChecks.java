package jopt.dialects.utils;

import java.util.List;
import java.util.function.BiFunction;
import jopt.dialects.arith.CmpOps.CmpIOp;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.arith.IntBinaryOps.AndIOp;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;

/**
 * The IR the runtime verification of memref and tensor ops shares (MLIR builds the same checks
 * in each dialect's RuntimeOpVerification): constants, comparisons folded where they can be, and
 * the bounds check of an index list. Ops are created as MLIR's builders create them (an index
 * constant per use), so the output is mlir-opt-22's.
 */
public final class RuntimeChecks {
  private RuntimeChecks() {}

  /** {@code arith.cmpi}, folded when both sides are constants. */
  public static Value cmpi(Builder b, Location loc, String predicate, Value lhs, Value rhs) {
    return b.createOrFold(CmpIOp.create(b, loc, predicate, lhs, rhs).getOperation());
  }

  /** {@code arith.andi}, folded when it can be (true and x is x). */
  public static Value andi(Builder b, Location loc, Value lhs, Value rhs) {
    return b.createOrFold(AndIOp.create(b, loc, lhs, rhs).getOperation());
  }

  /** {@code lb <= value < ub}. */
  public static Value inBounds(Builder b, Location loc, Value value, Value lb, Value ub) {
    Value lower = cmpi(b, loc, "sge", value, lb);
    Value upper = cmpi(b, loc, "slt", value, ub);
    return andi(b, loc, lower, upper);
  }

  /**
   * Every index in {@code [0, dim)} of its dimension, {@code dim.apply(b, i)} giving dimension
   * {@code i}'s size (memref.dim or tensor.dim, folded for a static size); at least one index.
   */
  public static Value indicesInBounds(Builder b, Location loc, List<Value> indices,
      BiFunction<Builder, Integer, Value> dim) {
    Value zero = ConstantOp.createIndex(b, loc, 0);
    Value cond = null;
    for (int i = 0; i < indices.size(); i++) {
      Value size = dim.apply(b, i);
      Value inBounds = inBounds(b, loc, indices.get(i), zero, size);
      cond = cond == null ? inBounds : andi(b, loc, cond, inBounds);
    }
    return cond;
  }

  /** A load's or store's indices in bounds (nothing for a 0-d one), MLIR's "out-of-bounds access". */
  public static void assertIndicesInBounds(Builder b, Location loc, List<Value> indices,
      BiFunction<Builder, Integer, Value> dim, Operation op, BiFunction<Operation, String, String> message) {
    if (indices.isEmpty()) {
      return;
    }
    jopt.dialects.cf.AssertOp.create(b, loc, indicesInBounds(b, loc, indices, dim),
        message.apply(op, "out-of-bounds access"));
  }

  /** A dim op's index in {@code [0, rank)}. */
  public static void assertIndexBelowRank(Builder b, Location loc, Value index, Value rank,
      Operation op, BiFunction<Operation, String, String> message) {
    Value zero = ConstantOp.createIndex(b, loc, 0);
    jopt.dialects.cf.AssertOp.create(b, loc, inBounds(b, loc, index, zero, rank),
        message.apply(op, "index is out of bounds"));
  }

  /** {@code arith.cmpi eq}, not folded (as MLIR's checks of casts build it). */
  public static Value eq(Builder b, Location loc, Value lhs, Value rhs) {
    return CmpIOp.create(b, loc, "eq", lhs, rhs).getOperation().getResult(0);
  }

  /** A cast of an unranked value: its {@code rank} equal to the result's. */
  public static void assertRank(Builder b, Location loc, Value rank, int expected, Operation op,
      BiFunction<Operation, String, String> message) {
    jopt.dialects.cf.AssertOp.create(b, loc, eq(b, loc, rank, ConstantOp.createIndex(b, loc, expected)),
        message.apply(op, "rank mismatch"));
  }

  /**
   * A cast to static sizes: each static size of {@code result} that {@code source} (null when
   * unranked) may not have, {@code dim.apply(b, i)} (an unfolded memref.dim or tensor.dim) equal
   * to it.
   */
  public static void assertStaticSizes(Builder b, Location loc, jopt.ir.type.ShapedType source,
      jopt.ir.type.ShapedType result, BiFunction<Builder, Integer, Value> dim, Operation op,
      BiFunction<Operation, String, String> message) {
    for (int i = 0; i < result.getRank(); i++) {
      if (source != null && !source.isDynamicDim(i) || result.isDynamicDim(i)) {
        continue;
      }
      Value same = eq(b, loc, dim.apply(b, i), ConstantOp.createIndex(b, loc, result.getDimSize(i)));
      jopt.dialects.cf.AssertOp.create(b, loc, same, message.apply(op, "size mismatch of dim " + i));
    }
  }

  /** One dimension of a slice: its offset, size and stride, and the sliced dimension's size. */
  public record SliceDim(Value offset, Value size, Value stride, Value dimSize) {}

  /**
   * The checks of one dimension of a memref.subview or tensor.extract_slice ({@code what}), as
   * MLIR 22 builds them: the offset in {@code [0, dimSize]} for an empty slice and in
   * {@code [0, dimSize)} otherwise, then the last index {@code offset + (size - 1) * stride} in
   * bounds for a non-empty slice. {@code zero} and {@code one} are index constants.
   */
  public static void sliceDim(Builder b, Location loc, int i, SliceDim d, Value zero, Value one,
      String what, Operation op, BiFunction<Operation, String, String> message) {
    jopt.ir.Type i1 = jopt.ir.type.IntegerType.get(1);
    Value isEmpty = CmpIOp.create(b, loc, "eq", d.size(), zero).getOperation().getResult(0);
    jopt.dialects.scf.IfOp offsetIf = jopt.dialects.scf.IfOp.create(b, loc, List.of(i1), isEmpty, true);
    Builder.InsertPoint after = b.saveInsertionPoint();
    b.setInsertionPointToEnd(offsetIf.thenBlock());
    Value lower = CmpIOp.create(b, loc, "sge", d.offset(), zero).getOperation().getResult(0);
    Value upper = CmpIOp.create(b, loc, "sle", d.offset(), d.dimSize()).getOperation().getResult(0);
    yieldValue(b, loc, AndIOp.create(b, loc, lower, upper).getOperation().getResult(0));
    b.setInsertionPointToEnd(offsetIf.elseBlock());
    yieldValue(b, loc, inBounds(b, loc, d.offset(), zero, d.dimSize()));
    b.restoreInsertionPoint(after);
    jopt.dialects.cf.AssertOp.create(b, loc, offsetIf.getOperation().getResult(0),
        message.apply(op, "offset " + i + " is out-of-bounds"));

    Value nonEmpty = CmpIOp.create(b, loc, "sgt", d.size(), zero).getOperation().getResult(0);
    jopt.dialects.scf.IfOp lastIf = jopt.dialects.scf.IfOp.create(b, loc, List.of(i1), nonEmpty, true);
    after = b.saveInsertionPoint();
    b.setInsertionPointToEnd(lastIf.thenBlock());
    Value sizeMinusOne = jopt.dialects.arith.IntBinaryOps.SubIOp.create(b, loc, d.size(), one)
        .getOperation().getResult(0);
    Value span = jopt.dialects.arith.IntBinaryOps.MulIOp.create(b, loc, sizeMinusOne, d.stride())
        .getOperation().getResult(0);
    Value last = jopt.dialects.arith.IntBinaryOps.AddIOp.create(b, loc, d.offset(), span)
        .getOperation().getResult(0);
    Value lastLower = CmpIOp.create(b, loc, "sge", last, zero).getOperation().getResult(0);
    Value lastUpper = CmpIOp.create(b, loc, "slt", last, d.dimSize()).getOperation().getResult(0);
    yieldValue(b, loc, AndIOp.create(b, loc, lastLower, lastUpper).getOperation().getResult(0));
    b.setInsertionPointToEnd(lastIf.elseBlock());
    yieldValue(b, loc, ConstantOp.create(b, loc, IntegerAttr.get(i1, 1)).getOperation().getResult(0));
    b.restoreInsertionPoint(after);
    jopt.dialects.cf.AssertOp.create(b, loc, lastIf.getOperation().getResult(0),
        message.apply(op, what + " runs out-of-bounds along dimension " + i));
  }

  private static void yieldValue(Builder b, Location loc, Value v) {
    jopt.dialects.scf.YieldOp.create(b, loc, List.of(v));
  }
}
