package jopt.dialects.tensor;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import jopt.dialects.scf.OpUtils;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;

/** The {@code [offsets] [sizes] [strides]} part shared by the slice ops. */
final class SliceParts {
  static final Set<String> ATTRS =
      Set.of("operandSegmentSizes", "static_offsets", "static_sizes", "static_strides");

  final List<UnresolvedOperand> offsets = new ArrayList<>();
  final List<UnresolvedOperand> sizes = new ArrayList<>();
  final List<UnresolvedOperand> strides = new ArrayList<>();
  long[] staticOffsets;
  long[] staticSizes;
  long[] staticStrides;

  static SliceParts parse(OpAsmParser p) {
    SliceParts s = new SliceParts();
    s.staticOffsets = OpUtils.parseDynamicIndexList(p, s.offsets, false);
    s.staticSizes = OpUtils.parseDynamicIndexList(p, s.sizes, false);
    s.staticStrides = OpUtils.parseDynamicIndexList(p, s.strides, false);
    return s;
  }

  /** Resolves the dynamic values and records the static arrays; {@code leading} operands come first. */
  void finish(OpAsmParser p, OperationState result, int... leading) {
    OpUtils.resolveOperands(p, offsets, OpUtils.indexType(), result.operands);
    OpUtils.resolveOperands(p, sizes, OpUtils.indexType(), result.operands);
    OpUtils.resolveOperands(p, strides, OpUtils.indexType(), result.operands);
    result.addAttribute("static_offsets", OpUtils.denseI64(staticOffsets));
    result.addAttribute("static_sizes", OpUtils.denseI64(staticSizes));
    result.addAttribute("static_strides", OpUtils.denseI64(staticStrides));
    int[] segs = new int[leading.length + 3];
    System.arraycopy(leading, 0, segs, 0, leading.length);
    segs[leading.length] = offsets.size();
    segs[leading.length + 1] = sizes.size();
    segs[leading.length + 2] = strides.size();
    result.addAttribute("operandSegmentSizes", OpUtils.denseI32(segs));
  }

  /** Prints {@code [o] [s] [t]}; the segments after {@code first} hold the dynamic values. */
  static void print(Operation op, OpAsmPrinter p, int first) {
    OpUtils.printDynamicIndexList(p, OpUtils.denseValues(op, "static_offsets"), OpUtils.segment(op, first), false);
    p.print(' ');
    OpUtils.printDynamicIndexList(p, OpUtils.denseValues(op, "static_sizes"), OpUtils.segment(op, first + 1), false);
    p.print(' ');
    OpUtils.printDynamicIndexList(p, OpUtils.denseValues(op, "static_strides"), OpUtils.segment(op, first + 2), false);
  }
}
