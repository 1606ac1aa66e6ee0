package jopt.dialects.memref;

import jopt.ir.type.ShapedType;
import jopt.ir.ods.format.DynamicIndexList;
import java.util.List;
import java.util.Objects;
import java.util.function.BiConsumer;
import jopt.ir.rewrite.Builder;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.Attribute;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.interfaces.ViewLikeOpInterface;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.MemRefType;
import jopt.ir.type.StridesAndOffset;

/**
 * memref.reinterpret_cast: {@code %source to offset: [o], sizes: [..], strides: [..] attr-dict
 * : type to type}; a new descriptor over the source's buffer.
 */
@Op
public final class ReinterpretCastOp extends ReinterpretCastOpBase {
  public static final OpSpec SPEC = OpSpec.op("memref.reinterpret_cast")
      .summary("memref reinterpret cast operation")
      .operand("source", TypeConstraints.RANKED_OR_UNRANKED_MEMREF)
      .variadicOperand("offsets", TypeConstraints.INDEX)
      .variadicOperand("sizes", TypeConstraints.INDEX)
      .variadicOperand("strides", TypeConstraints.INDEX)
      .attr(OffsetSizeStride.OFFSETS, AttrConstraints.DENSE_I64_ARRAY)
      .attr(OffsetSizeStride.SIZES, AttrConstraints.DENSE_I64_ARRAY)
      .attr(OffsetSizeStride.STRIDES, AttrConstraints.DENSE_I64_ARRAY)
      .attrSizedOperandSegments()
      .result("result", MemRefConstraints.STRIDED_MEMREF)
      .customDirective("DynamicIndexList", DynamicIndexList.SQUARE)
      .format("$source `to` `offset` `` `:` custom<DynamicIndexList>($offsets, $static_offsets) "
          + "`` `,` `sizes` `` `:` custom<DynamicIndexList>($sizes, $static_sizes) "
          + "`` `,` `strides` `` `:` custom<DynamicIndexList>($strides, $static_strides) "
          + "attr-dict `:` type($source) `to` type($result)")
      .build();

  ReinterpretCastOp(Operation op) {
    super(op);
  }

  /**
   * Creates {@code memref.reinterpret_cast} of {@code resultType}: static entries where {@code
   * offset}, {@code sizes} and {@code strides} hold a number, the next dynamic value where they
   * hold {@link ShapedType#DYNAMIC}.
   */
  public static ReinterpretCastOp create(Builder b, Location loc, MemRefType resultType, Value source, long offset,
      long[] sizes, long[] strides, List<? extends Value> dynamicOffsets, List<? extends Value> dynamicSizes,
      List<? extends Value> dynamicStrides) {
    OperationState st = SPEC.newState(loc).addOperand(source);
    st.addOperands(dynamicOffsets).addOperands(dynamicSizes).addOperands(dynamicStrides);
    OpSpec.setOperandSegmentSizes(st, 1, dynamicOffsets.size(), dynamicSizes.size(), dynamicStrides.size());
    st.addAttribute(OffsetSizeStride.OFFSETS, Attrs.denseI64(new long[] {offset}));
    st.addAttribute(OffsetSizeStride.SIZES, Attrs.denseI64(sizes));
    st.addAttribute(OffsetSizeStride.STRIDES, Attrs.denseI64(strides));
    return new ReinterpretCastOp(b.create(st.addType(resultType)));
  }

  public long[] staticOffsets() {
    return OffsetSizeStride.offsets(getOperation());
  }

  public long[] staticSizes() {
    return OffsetSizeStride.sizes(getOperation());
  }

  public long[] staticStrides() {
    return OffsetSizeStride.strides(getOperation());
  }

  /** The definition: MLIR's interface and result-type checks. */
  public static final class Def extends OpDefinition
      implements ViewLikeOpInterface, Traits.Pure, Traits.AttrSizedOperandSegments {
    public Def() {
      super(SPEC);
    }

    /**
     * Static entries of the operands must agree with the result type; a dynamic offset, size
     * or stride in the result type accepts any entry, a static one only an equal static entry.
     */
    @Override
    public boolean verify(Operation op) {
      ReinterpretCastOp reinterpretCast = ReinterpretCastOp.of(op);
      Type src = reinterpretCast.source().getType();
      MemRefType res = (MemRefType) reinterpretCast.result().getType();
      int rank = res.getRank();
      if (!OffsetSizeStride.verify(op, SPEC, new int[] {1, rank, rank})) {
        return false;
      }
      if (!Objects.equals(ShapedTypes.memorySpace(src), res.getMemorySpace())) {
        op.emitError("different memory spaces specified for source type " + Asm.quote(src)
            + " and result memref type " + Asm.quote(res));
        return false;
      }
      if (!Objects.equals(ShapedTypes.elementType(src), res.getElementType())) {
        op.emitError("different element types specified for source type " + Asm.quote(src)
            + " and result memref type " + Asm.quote(res));
        return false;
      }
      long[] shape = res.getShape();
      long[] sizes = OffsetSizeStride.sizes(op);
      for (int i = 0; i < shape.length; i++) {
        if (shape[i] != ShapedType.DYNAMIC && shape[i] != sizes[i]) {
          op.emitError("expected result type with size = " + entry(sizes[i]) + " instead of " + shape[i]
              + " in dim = " + i);
          return false;
        }
      }
      StridesAndOffset so = res.getStridesAndOffset();
      long offset = OffsetSizeStride.offsets(op)[0];
      if (so.offset() != ShapedType.DYNAMIC && so.offset() != offset) {
        op.emitError("expected result type with offset = " + entry(offset) + " instead of " + so.offset());
        return false;
      }
      long[] strides = OffsetSizeStride.strides(op);
      for (int i = 0; i < strides.length; i++) {
        long s = so.getStride(i);
        if (s != ShapedType.DYNAMIC && s != strides[i]) {
          op.emitError("expected result type with stride = " + entry(strides[i]) + " instead of " + s
              + " in dim = " + i);
          return false;
        }
      }
      return true;
    }

    @Override
    public void getCanonicalizationPatterns(jopt.ir.rewrite.RewritePatternSet patterns) {
      patterns.add(new ReinterpretCastPatterns.ConstantFolder());
    }

    /**
     * MLIR's ReinterpretCastOp::fold: a source that is itself a reinterpret_cast, a cast or a
     * subview at zero offsets is replaced by its source in place; a cast that changes nothing
     * (static shape, same type, zero offset) is its source.
     */
    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      ReinterpretCastOp reinterpretCast = ReinterpretCastOp.of(op);
      Operation prev = reinterpretCast.source().getDefiningOp();
      String name = prev == null ? "" : prev.getName();
      boolean foldsSource = name.equals(SPEC.name()) || name.equals(CastOp.SPEC.name())
          || name.equals(SubViewOp.SPEC.name()) && allZero(SubViewOp.of(prev));
      if (foldsSource) {
        op.setOperand(0, prev.getOperand(0));
        return true;
      }
      MemRefType type = (MemRefType) reinterpretCast.result().getType();
      if (type.hasStaticShape() && reinterpretCast.source().getType().equals(type)
          && OffsetSizeStride.offsets(op)[0] == 0) {
        results.add(OpFoldResult.of(reinterpretCast.source()));
        return true;
      }
      return false;
    }

    /** Whether every offset of a subview is the constant 0. */
    private static boolean allZero(SubViewOp subview) {
      long[] offsets = subview.staticOffsets();
      List<Value> dynamic = subview.offsets();
      for (int i = 0, d = 0; i < offsets.length; i++) {
        long v = offsets[i];
        if (v == ShapedType.DYNAMIC) {
          Long c = OpFoldResult.getConstantIntValue(dynamic.get(d++));
          if (c == null) {
            return false;
          }
          v = c;
        }
        if (v != 0) {
          return false;
        }
      }
      return true;
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(ReinterpretCastOp.of(op).result(), "reinterpret_cast");
    }
  }

  /** A static entry as MLIR prints it in the messages: its value, or "dynamic". */
  private static String entry(long v) {
    return v == ShapedType.DYNAMIC ? "dynamic" : Long.toString(v);
  }
}
