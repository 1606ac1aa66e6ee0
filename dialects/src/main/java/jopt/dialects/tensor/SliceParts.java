package jopt.dialects.tensor;

import jopt.ir.ods.format.DynamicIndexList;
import java.util.ArrayList;
import java.util.List;
import jopt.ir.OperationState;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/**
 * The offsets, sizes and strides shared by the slice ops: their spec groups, the {@code [o] [s]
 * [t]} assembly, and the operand groups of an op (after {@code leading} fixed operands).
 */
final class SliceParts {
  static final String[] ATTRS = {"static_offsets", "static_sizes", "static_strides"};

  final List<UnresolvedOperand> offsets = new ArrayList<>();
  final List<UnresolvedOperand> sizes = new ArrayList<>();
  final List<UnresolvedOperand> strides = new ArrayList<>();
  long[] staticOffsets;
  long[] staticSizes;
  long[] staticStrides;

  private SliceParts() {}

  /** Declares the three variadic index groups and the three static arrays, in ODS's order. */
  static OpSpec.Builder declare(OpSpec.Builder b) {
    return b.variadicOperand("offsets", TypeConstraints.INDEX)
        .variadicOperand("sizes", TypeConstraints.INDEX)
        .variadicOperand("strides", TypeConstraints.INDEX)
        .attr("static_offsets", AttrConstraints.DENSE_I64_ARRAY)
        .attr("static_sizes", AttrConstraints.DENSE_I64_ARRAY)
        .attr("static_strides", AttrConstraints.DENSE_I64_ARRAY)
        .attrSizedOperandSegments();
  }

  /** Parses {@code [offsets] [sizes] [strides]}. */
  static SliceParts parse(OpAsmParser p) {
    SliceParts s = new SliceParts();
    s.staticOffsets = DynamicIndexList.SQUARE.parse(p, s.offsets);
    s.staticSizes = DynamicIndexList.SQUARE.parse(p, s.sizes);
    s.staticStrides = DynamicIndexList.SQUARE.parse(p, s.strides);
    return s;
  }

  /** Records the static arrays in {@code result} (they may be overridden by the attr-dict). */
  void addAttributes(OperationState result) {
    result.addAttribute("static_offsets", TensorAsm.i64Array(staticOffsets));
    result.addAttribute("static_sizes", TensorAsm.i64Array(staticSizes));
    result.addAttribute("static_strides", TensorAsm.i64Array(staticStrides));
  }

  /** Resolves the dynamic values after the {@code leading} operands and records the segment sizes. */
  void resolve(OpAsmParser p, OperationState result, int leading) {
    result.addOperands(TensorAsm.resolveIndices(p, offsets));
    result.addOperands(TensorAsm.resolveIndices(p, sizes));
    result.addOperands(TensorAsm.resolveIndices(p, strides));
    int[] segs = new int[leading + 3];
    java.util.Arrays.fill(segs, 0, leading, 1);
    segs[leading] = offsets.size();
    segs[leading + 1] = sizes.size();
    segs[leading + 2] = strides.size();
    OpSpec.setOperandSegmentSizes(result, segs);
  }

  /** Prints {@code [o] [s] [t]} of a verified slice op. */
  static void print(OpAsmPrinter p, OffsetSizeAndStrideOp v) {
    DynamicIndexList.SQUARE.print(p, v.staticOffsets(), v.offsets());
    p.print(' ');
    DynamicIndexList.SQUARE.print(p, v.staticSizes(), v.sizes());
    p.print(' ');
    DynamicIndexList.SQUARE.print(p, v.staticStrides(), v.strides());
  }

  /** The names the custom forms keep out of the attr-dict. */
  static String[] elided() {
    return new String[] {OpSpec.OPERAND_SEGMENT_SIZES, "static_offsets", "static_sizes", "static_strides"};
  }
}
