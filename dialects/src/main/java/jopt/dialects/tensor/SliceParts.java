package jopt.dialects.tensor;

import java.util.List;
import jopt.ir.OperationState;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.ods.OpSpec;
import jopt.ir.rewrite.OpFoldResult;

/** What the slice ops' builders share: the offsets, sizes and strides of a new slice op. */
final class SliceParts {
  private SliceParts() {}

  /**
   * Adds the dynamic values, static arrays and segment sizes of a slice after {@code leading}
   * single operands.
   */
  static void add(OperationState st, List<OpFoldResult> offsets, List<OpFoldResult> sizes,
      List<OpFoldResult> strides, int leading) {
    MixedValues o = MixedValues.of(offsets);
    MixedValues s = MixedValues.of(sizes);
    MixedValues t = MixedValues.of(strides);
    st.addOperands(o.dynamics()).addOperands(s.dynamics()).addOperands(t.dynamics());
    st.addAttribute("static_offsets", DenseArrayAttr.i64(o.statics()));
    st.addAttribute("static_sizes", DenseArrayAttr.i64(s.statics()));
    st.addAttribute("static_strides", DenseArrayAttr.i64(t.statics()));
    int[] segs = new int[leading + 3];
    java.util.Arrays.fill(segs, 0, leading, 1);
    segs[leading] = o.dynamics().size();
    segs[leading + 1] = s.dynamics().size();
    segs[leading + 2] = t.dynamics().size();
    OpSpec.setOperandSegmentSizes(st, segs);
  }
}
