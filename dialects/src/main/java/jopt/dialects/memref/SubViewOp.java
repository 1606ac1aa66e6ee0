package jopt.dialects.memref;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.BiConsumer;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.type.StridesAndOffset;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.interfaces.ViewLikeOpInterface;

/**
 * memref.subview: {@code %source[offsets] [sizes] [strides] attr-dict : type to type}, possibly
 * rank-reducing (dropping unit dimensions).
 */
public final class SubViewOp extends OpDefinition
    implements ViewLikeOpInterface, Traits.Pure, Traits.AttrSizedOperandSegments {
  public SubViewOp() {
    super("memref.subview");
  }

  @Override
  public Set<String> inherentAttributeNames() {
    return Set.of("operandSegmentSizes", "static_offsets", "static_sizes", "static_strides");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser p, OperationState result) {
    UnresolvedOperand src = p.parseOperand();
    List<UnresolvedOperand> offsets = new ArrayList<>();
    List<UnresolvedOperand> sizes = new ArrayList<>();
    List<UnresolvedOperand> strides = new ArrayList<>();
    long[] so = MixedIndices.parse(p, offsets);
    long[] ss = MixedIndices.parse(p, sizes);
    long[] st = MixedIndices.parse(p, strides);
    p.parseOptionalAttrDict(result.attributes);
    Type srcType = p.parseColonType();
    p.parseKeyword("to");
    Type resType = p.parseType();
    result.addOperand(p.resolveOperand(src, srcType));
    result.addOperands(Asm.resolveIndices(p, offsets));
    result.addOperands(Asm.resolveIndices(p, sizes));
    result.addOperands(Asm.resolveIndices(p, strides));
    result.addAttribute("operandSegmentSizes",
        Attrs.denseI32(new long[] {1, offsets.size(), sizes.size(), strides.size()}));
    result.addAttribute("static_offsets", Attrs.denseI64(so));
    result.addAttribute("static_sizes", Attrs.denseI64(ss));
    result.addAttribute("static_strides", Attrs.denseI64(st));
    result.addType(resType);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print(' ').printOperand(op.getOperand(0));
    MixedIndices.print(p, MixedIndices.staticArray(op, "static_offsets"), MixedIndices.segment(op, 1));
    p.print(' ');
    MixedIndices.print(p, MixedIndices.staticArray(op, "static_sizes"), MixedIndices.segment(op, 2));
    p.print(' ');
    MixedIndices.print(p, MixedIndices.staticArray(op, "static_strides"), MixedIndices.segment(op, 3));
    Asm.printAttrDict(p, op, "operandSegmentSizes", "static_offsets", "static_sizes", "static_strides");
    Asm.printTypeToType(p, op.getOperand(0).getType(), "to", op.getResult(0).getType());
  }

  @Override
  public boolean verify(Operation op) {
    if (!MixedIndices.verifySegments(op, 4)) {
      return false;
    }
    long[] offsets = MixedIndices.staticArray(op, "static_offsets");
    long[] sizes = MixedIndices.staticArray(op, "static_sizes");
    long[] strides = MixedIndices.staticArray(op, "static_strides");
    if (!MixedIndices.verifyOffsetSizeStride(op, offsets, sizes, strides)) {
      return false;
    }
    Type base = op.getOperand(0).getType();
    Type result = op.getResult(0).getType();
    if (!ShapedTypes.isMemRef(base) || !ShapedTypes.isMemRef(result)) {
      return true;
    }
    if (offsets.length != ShapedTypes.rank(base)) {
      op.emitError("expected " + ShapedTypes.rank(base) + " offset values, got " + offsets.length);
      return false;
    }
    if (!Objects.equals(ShapedTypes.memorySpace(base), ShapedTypes.memorySpace(result))) {
      op.emitError("different memory spaces specified for base memref type " + Asm.quote(base)
          + " and subview memref type " + Asm.quote(result));
      return false;
    }
    StridesAndOffset so = ShapedTypes.stridesAndOffset(base);
    if (so == null) {
      op.emitError("base type " + Asm.quote(base) + " is not strided");
      return false;
    }
    // MLIR's SubViewOp::inferResultType: always a strided layout.
    long offset = so.offset();
    long[] newStrides = new long[sizes.length];
    for (int i = 0; i < sizes.length; i++) {
      long s = so.strides()[i];
      offset = ShapedTypes.satAdd(offset, ShapedTypes.satMul(offsets[i], s));
      newStrides[i] = ShapedTypes.satMul(s, strides[i]);
    }
    Type expected = ShapedTypes.memref(sizes, ShapedTypes.elementType(base),
        ShapedTypes.stridedLayout(offset, newStrides), ShapedTypes.memorySpace(base));
    // MLIR's isRankReducedType, then offsets, then strides of the kept dims.
    long[] resShape = ShapedTypes.shape(result);
    if (resShape.length > sizes.length) {
      op.emitError("expected result rank to be smaller or equal to the source rank, but got " + Asm.quote(result));
      return false;
    }
    if (rankReductionMask(sizes, resShape) == null) {
      return layoutError(op, expected, result, "sizes");
    }
    if (!Objects.equals(ShapedTypes.elementType(expected), ShapedTypes.elementType(result))) {
      op.emitError("expected result element type to be " + Asm.quote(ShapedTypes.elementType(expected))
          + ", but got " + Asm.quote(result));
      return false;
    }
    StridesAndOffset rso = ShapedTypes.stridesAndOffset(result);
    if (rso == null || rso.offset() != offset) {
      return layoutError(op, expected, result, "layout");
    }
    boolean[] dropped = memRefRankReductionMask(sizes, newStrides, resShape.length, rso.strides());
    if (dropped == null) {
      return layoutError(op, expected, result, "layout");
    }
    for (int i = 0, j = 0; i < sizes.length; i++) {
      if (!dropped[i] && newStrides[i] != rso.strides()[j++]) {
        return layoutError(op, expected, result, "layout");
      }
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
    int count = 0;
    for (int i = 0; i < sizes.length; i++) {
      if (sizes[i] == 1) {
        unused[i] = true;
        count++;
      }
    }
    if (sizes.length == reducedRank) {
      return new boolean[sizes.length];
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
    op.emitError("expected result type to be " + Asm.quote(expected) + " or a rank-reduced version. (mismatch of result "
        + what + "), but got " + Asm.quote(result));
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

  @Override
  public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
    setName.accept(op.getResult(0), "subview");
  }

  @Override
  public Value getViewSource(Operation op) {
    return op.getOperand(0);
  }
}
