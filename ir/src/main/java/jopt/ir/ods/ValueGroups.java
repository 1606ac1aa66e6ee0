package jopt.ir.ods;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.attr.DenseArrayAttr;

/**
 * Where each operand or result group of an op starts and how many values it holds, by ODS's
 * rules: from the {@code operandSegmentSizes}/{@code resultSegmentSizes} property when the op
 * has AttrSized*Segments, else every fixed group holds one value and the one variable group
 * the rest. Only meaningful on ops the generic verifier accepted.
 */
public final class ValueGroups {
  private ValueGroups() {}

  /** {@code {start, size}} of operand group {@code group} of {@code op}. */
  public static int[] operandRange(OpSpec spec, Operation op, int group) {
    return range(spec.operands(), spec.hasAttrSizedOperandSegments()
        ? op.getAttr(OpSpec.OPERAND_SEGMENT_SIZES) : null, op.getNumOperands(), group,
        spec.hasSameVariadicOperandSize());
  }

  /** {@code {start, size}} of result group {@code group} of {@code op}. */
  public static int[] resultRange(OpSpec spec, Operation op, int group) {
    return range(spec.results(), spec.hasAttrSizedResultSegments()
        ? op.getAttr(OpSpec.RESULT_SEGMENT_SIZES) : null, op.getNumResults(), group, false);
  }

  /** The values of operand group {@code group}. */
  public static List<Value> operands(OpSpec spec, Operation op, int group) {
    int[] r = operandRange(spec, op, group);
    return op.getOperands(r[0], r[0] + r[1]);
  }

  /** The values of result group {@code group}. */
  public static List<Value> results(OpSpec spec, Operation op, int group) {
    int[] r = resultRange(spec, op, group);
    return List.copyOf(op.getResults().subList(r[0], r[0] + r[1]));
  }

  /** The single value of operand group {@code group}, or null when an optional group is empty. */
  public static Value operand(OpSpec spec, Operation op, int group) {
    int[] r = operandRange(spec, op, group);
    return r[1] == 0 ? null : op.getOperand(r[0]);
  }

  /**
   * The size of each variable group when there are no segment sizes: one variable group takes
   * the rest; several (SameVariadic*Size) share it equally, as ODS's getODSOperandIndexAndLength
   * (values left over by the division belong to no group).
   */
  static int variableSize(List<ValueDef> defs, int total) {
    int fixed = 0;
    int variable = 0;
    for (int i = 0; i < defs.size(); i++) {
      if (defs.get(i).isVariable()) {
        variable++;
      } else {
        fixed++;
      }
    }
    return Math.max(0, total - fixed) / Math.max(1, variable);
  }

  static int[] range(List<ValueDef> defs, Attribute sizes, int total, int group, boolean sameVariadicSize) {
    if (sizes instanceof DenseArrayAttr d) {
      int start = 0;
      for (int i = 0; i < group; i++) {
        start += (int) d.getLong(i);
      }
      return new int[] {start, (int) d.getLong(group)};
    }
    int variableSize = variableSize(defs, total);
    int start = 0;
    for (int i = 0; i < group; i++) {
      start += defs.get(i).isVariable() ? variableSize : 1;
    }
    return new int[] {start, defs.get(group).isVariable() ? variableSize : 1};
  }
}
