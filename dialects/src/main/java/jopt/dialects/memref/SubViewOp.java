package jopt.dialects.memref;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import jopt.ir.Attribute;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.StridedLayoutAttr;
import jopt.ir.interfaces.RuntimeVerifiableOpInterface;
import jopt.ir.interfaces.SliceBounds;
import jopt.ir.interfaces.ViewLikeOpInterface;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.ods.format.DynamicIndexList;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.MemRefType;
import jopt.ir.type.ShapedType;
import jopt.ir.type.StridesAndOffset;

/**
 * memref.subview: {@code %source[offsets] [sizes] [strides] attr-dict : type to type}, possibly
 * rank-reducing (dropping unit dimensions).
 */
@Op
public final class SubViewOp extends SubViewOpBase {
  public static final OpSpec SPEC = OpSpec.op("memref.subview")
      .summary("memref subview operation")
      .operand("source", TypeConstraints.MEMREF)
      .variadicOperand("offsets", TypeConstraints.INDEX)
      .variadicOperand("sizes", TypeConstraints.INDEX)
      .variadicOperand("strides", TypeConstraints.INDEX)
      .attr(OffsetSizeStride.OFFSETS, AttrConstraints.DENSE_I64_ARRAY)
      .attr(OffsetSizeStride.SIZES, AttrConstraints.DENSE_I64_ARRAY)
      .attr(OffsetSizeStride.STRIDES, AttrConstraints.DENSE_I64_ARRAY)
      .attrSizedOperandSegments()
      .result("result", TypeConstraints.MEMREF)
      .customDirective("DynamicIndexList", DynamicIndexList.SQUARE)
      .format("$source `` custom<DynamicIndexList>($offsets, $static_offsets) "
          + "custom<DynamicIndexList>($sizes, $static_sizes) "
          + "custom<DynamicIndexList>($strides, $static_strides) "
          + "attr-dict `:` type($source) `to` type($result)")
      .build();

  SubViewOp(Operation op) {
    super(op);
  }

  /**
   * Creates {@code memref.subview} with static entries where {@code offsets}, {@code sizes} and
   * {@code strides} hold a number and dynamic ones (the next value of the matching list) where
   * they hold {@link ShapedType#DYNAMIC}; the result type is inferred (not rank-reduced).
   */
  public static SubViewOp create(Builder b, Location loc, Value source, long[] offsets, long[] sizes,
      long[] strides, List<? extends Value> dynamicOffsets, List<? extends Value> dynamicSizes,
      List<? extends Value> dynamicStrides) {
    return create(b, loc, inferResultType((MemRefType) source.getType(), offsets, sizes, strides), source,
        offsets, sizes, strides, dynamicOffsets, dynamicSizes, dynamicStrides);
  }

  /** As the inferring builder, with the (possibly rank-reduced) {@code resultType} given. */
  public static SubViewOp create(Builder b, Location loc, MemRefType resultType, Value source, long[] offsets,
      long[] sizes, long[] strides, List<? extends Value> dynamicOffsets, List<? extends Value> dynamicSizes,
      List<? extends Value> dynamicStrides) {
    OperationState st = SPEC.newState(loc).addOperand(source);
    st.addOperands(dynamicOffsets).addOperands(dynamicSizes).addOperands(dynamicStrides);
    OpSpec.setOperandSegmentSizes(st, 1, dynamicOffsets.size(), dynamicSizes.size(), dynamicStrides.size());
    st.addAttribute(OffsetSizeStride.OFFSETS, Attrs.denseI64(offsets));
    st.addAttribute(OffsetSizeStride.SIZES, Attrs.denseI64(sizes));
    st.addAttribute(OffsetSizeStride.STRIDES, Attrs.denseI64(strides));
    return new SubViewOp(b.create(st.addType(resultType)));
  }

  /** MLIR's SubViewOp::inferResultType: sizes as given, strides and offset composed with the source's. */
  public static MemRefType inferResultType(MemRefType source, long[] offsets, long[] sizes, long[] strides) {
    StridesAndOffset so = source.getStridesAndOffset();
    long offset = so.offset();
    long[] newStrides = new long[sizes.length];
    for (int i = 0; i < sizes.length; i++) {
      long s = so.getStride(i);
      offset = ShapedTypes.satAdd(offset, ShapedTypes.satMul(offsets[i], s));
      newStrides[i] = ShapedTypes.satMul(s, strides[i]);
    }
    return (MemRefType) ShapedTypes.memref(sizes, source.getElementType(),
        ShapedTypes.stridedLayout(offset, newStrides), source.getMemorySpace());
  }

  /**
   * MLIR's getCanonicalSubViewResultType: the type of a subview of {@code source} with these
   * entries, rank-reduced as the current subview ({@code currentSource} to {@code currentResult})
   * is (the dims dropped by its rank-reduction mask with the new sizes); null when the dropped
   * dims cannot be told.
   */
  static MemRefType canonicalResultType(MemRefType currentResult, MemRefType currentSource,
      MemRefType source, long[] offsets, long[] sizes, long[] strides) {
    MemRefType full = inferResultType(source, offsets, sizes, strides);
    if (full.getRank() == currentResult.getRank()) {
      return full;
    }
    StridesAndOffset cs = currentSource.getStridesAndOffset();
    StridesAndOffset rs = currentResult.getStridesAndOffset();
    boolean[] dropped = cs == null || rs == null ? null
        : memRefRankReductionMask(sizes, cs.strides(), currentResult.getRank(), rs.strides());
    if (dropped == null) {
      return null;
    }
    StridesAndOffset fs = full.getStridesAndOffset();
    long[] shape = new long[currentResult.getRank()];
    long[] keptStrides = new long[shape.length];
    for (int i = 0, k = 0; i < sizes.length; i++) {
      if (!dropped[i]) {
        shape[k] = full.getShape()[i];
        keptStrides[k++] = fs.getStride(i);
      }
    }
    return (MemRefType) ShapedTypes.memref(shape, full.getElementType(),
        ShapedTypes.stridedLayout(fs.offset(), keptStrides), full.getMemorySpace());
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

  /**
   * MLIR's getDroppedDims: the dims of the subview's sizes its rank-reduced result drops, told
   * apart by the layouts' strides where several are of size 1 (1x128x1 to 1x128 with strides
   * [128, 1] drops the last); null when the layouts cannot tell.
   */
  public boolean[] droppedDims() {
    MemRefType source = (MemRefType) source().getType();
    MemRefType type = (MemRefType) result().getType();
    StridesAndOffset ss = source.getStridesAndOffset();
    StridesAndOffset rs = type.getStridesAndOffset();
    return ss == null || rs == null ? null
        : memRefRankReductionMask(staticSizes(), ss.strides(), type.getRank(), rs.strides());
  }

  /**
   * The dynamic size operand giving dimension {@code resultDim} of the result (MLIR's
   * getDroppedDims and getDynamicSize), or null when that size is static.
   */
  Value dynamicSizeOfResultDim(int resultDim) {
    long[] sizes = staticSizes();
    boolean[] dropped = droppedDims();
    if (dropped == null) {
      return null;
    }
    for (int i = 0, r = 0, dyn = 0; i < sizes.length; i++) {
      boolean dynamic = sizes[i] == ShapedType.DYNAMIC;
      if (!dropped[i]) {
        if (r++ == resultDim) {
          return dynamic ? sizes().get(dyn) : null;
        }
      }
      if (dynamic) {
        dyn++;
      }
    }
    return null;
  }

  /** The definition: MLIR's interface and subview checks. */
  public static final class Def extends OpDefinition
      implements RuntimeVerifiableOpInterface, ViewLikeOpInterface, Traits.Pure, Traits.AttrSizedOperandSegments {
    public Def() {
      super(SPEC);
    }

    @Override
    public void generateRuntimeVerification(Operation op, Builder builder, Location loc,
        BiFunction<Operation, String, String> errorMessage) {
      RuntimeOpVerification.subView(op, builder, loc, errorMessage);
    }

    @Override
    public boolean verify(Operation op) {
      SubViewOp subView = SubViewOp.of(op);
      MemRefType base = (MemRefType) subView.source().getType();
      MemRefType result = (MemRefType) subView.result().getType();
      int rank = base.getRank();
      if (!OffsetSizeStride.verify(op, SPEC, new int[] {rank, rank, rank})) {
        return false;
      }
      if (!Objects.equals(base.getMemorySpace(), result.getMemorySpace())) {
        op.emitError("different memory spaces specified for base memref type " + Asm.quote(base)
            + " and subview memref type " + Asm.quote(result));
        return false;
      }
      if (base.getStridesAndOffset() == null) {
        op.emitError("base type " + Asm.quote(base) + " is not strided");
        return false;
      }
      long[] offsets = OffsetSizeStride.offsets(op);
      long[] sizes = OffsetSizeStride.sizes(op);
      long[] strides = OffsetSizeStride.strides(op);
      MemRefType expected = inferResultType(base, offsets, sizes, strides);
      StridesAndOffset eso = expected.getStridesAndOffset();
      // MLIR's isRankReducedType, then offsets, then strides of the kept dims.
      if (!expected.equals(result)) {
        long[] resShape = result.getShape();
        if (resShape.length > sizes.length) {
          op.emitError("expected result rank to be smaller or equal to the source rank, but got "
              + Asm.quote(result));
          return false;
        }
        if (rankReductionMask(sizes, resShape) == null) {
          return layoutError(op, expected, result, "sizes");
        }
        if (!expected.getElementType().equals(result.getElementType())) {
          op.emitError("expected result element type to be " + Asm.quote(expected.getElementType())
              + ", but got " + Asm.quote(result));
          return false;
        }
      }
      StridesAndOffset rso = result.getStridesAndOffset();
      if (rso == null || rso.offset() != eso.offset()) {
        return layoutError(op, expected, result, "layout");
      }
      boolean[] dropped = memRefRankReductionMask(sizes, eso.strides(), result.getRank(), rso.strides());
      if (dropped == null) {
        return layoutError(op, expected, result, "layout");
      }
      for (int i = 0, j = 0; i < sizes.length; i++) {
        if (!dropped[i] && eso.getStride(i) != rso.getStride(j++)) {
          return layoutError(op, expected, result, "layout");
        }
      }
      return verifyInBounds(op, base.getShape(), offsets, sizes, strides);
    }

    /**
     * MLIR's SubViewOp::fold: a subview to the source's own static type is the source; so is a
     * subview of a subview at zero offsets, unit strides and the same sizes and type.
     */
    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      SubViewOp subView = SubViewOp.of(op);
      MemRefType source = (MemRefType) subView.source().getType();
      MemRefType type = (MemRefType) subView.result().getType();
      boolean staticLayout = !(type.getLayout() instanceof StridedLayoutAttr l) || l.hasStaticLayout();
      if (type.equals(source) && type.hasStaticShape() && staticLayout) {
        results.add(OpFoldResult.of(subView.source()));
        return true;
      }
      Operation src = subView.source().getDefiningOp();
      if (src == null || !src.getName().equals(SPEC.name()) || !type.equals(source)) {
        return false;
      }
      SubViewOp self = of(op);
      SubViewOp inner = of(src);
      if (MemRefFolding.allConstant(self.staticOffsets(), self.offsets(), 0)
          && MemRefFolding.allConstant(self.staticStrides(), self.strides(), 1)
          && MemRefFolding.sameMixed(self.staticSizes(), self.sizes(), inner.staticSizes(), inner.sizes())) {
        results.add(OpFoldResult.of(subView.source()));
        return true;
      }
      return false;
    }

    @Override
    public void getCanonicalizationPatterns(jopt.ir.rewrite.RewritePatternSet patterns) {
      patterns.add(new SubViewPatterns.ConstantArgumentFolder());
      patterns.add(new SubViewPatterns.SubViewOpMemRefCastFolder());
      patterns.add(new SubViewPatterns.TrivialSubViewOpFolder());
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(SubViewOp.of(op).result(), "subview");
    }
  }

  /** MLIR's verifyInBoundsSlice: static offsets and last positions stay inside static dimensions. */
  private static boolean verifyInBounds(Operation op, long[] shape, long[] offsets, long[] sizes, long[] strides) {
    String error = SliceBounds.inBoundsError(shape, offsets, sizes, strides);
    if (error != null) {
      op.emitError(error);
      return false;
    }
    return true;
  }


  /**
   * MLIR's computeMemRefRankReductionMask: unit dims whose stride does not survive in the
   * reduced type are the dropped ones; null when the strides cannot be matched.
   */
  private static boolean[] memRefRankReductionMask(long[] sizes, long[] strides, int reducedRank,
      long[] reducedStrides) {
    boolean[] unused = new boolean[sizes.length];
    if (sizes.length == reducedRank) {
      return unused;
    }
    int count = 0;
    for (int i = 0; i < sizes.length; i++) {
      if (sizes[i] == 1) {
        unused[i] = true;
        count++;
      }
    }
    if (count + reducedRank == sizes.length) {
      return unused;
    }
    Map<Long, Integer> unaccounted = occurrences(strides);
    Map<Long, Integer> candidate = occurrences(reducedStrides);
    for (int i = 0; i < sizes.length; i++) {
      if (!unused[i]) {
        continue;
      }
      int have = unaccounted.getOrDefault(strides[i], 0);
      int want = candidate.getOrDefault(strides[i], 0);
      if (have > want) {
        unaccounted.put(strides[i], have - 1);
      } else if (have == want) {
        unused[i] = false;
        count--;
      } else {
        return null;
      }
    }
    return count + reducedRank == sizes.length ? unused : null;
  }

  private static Map<Long, Integer> occurrences(long[] values) {
    Map<Long, Integer> m = new HashMap<>();
    for (long v : values) {
      m.merge(v, 1, Integer::sum);
    }
    return m;
  }

  private static boolean layoutError(Operation op, Type expected, Type result, String what) {
    op.emitError("expected result type to be " + Asm.quote(expected)
        + " or a rank-reduced version. (mismatch of result " + what + "), but got " + Asm.quote(result));
    return false;
  }

  /** MLIR's computeRankReductionMask: dims of {@code original} dropped to get {@code reduced}, or null. */
  static boolean[] rankReductionMask(long[] original, long[] reduced) {
    boolean[] dropped = new boolean[original.length];
    int r = 0;
    for (int o = 0; o < original.length; o++) {
      if (r < reduced.length && original[o] == reduced[r]) {
        r++;
      } else if (original[o] == 1) {
        dropped[o] = true;
      } else {
        return null;
      }
    }
    return r == reduced.length ? dropped : null;
  }
}
