package jopt.ir.ods;

import java.util.Collections;
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
    long r = packedOperandRange(spec, op, group);
    return new int[] {start(r), size(r)};
  }

  /** {@code {start, size}} of result group {@code group} of {@code op}. */
  public static int[] resultRange(OpSpec spec, Operation op, int group) {
    long r = packedResultRange(spec, op, group);
    return new int[] {start(r), size(r)};
  }

  // The ranges as one long (start in the high half), so that the accessors below allocate
  // nothing for them: they run for every op printed or verified, and C1, jopt's JIT, does no
  // escape analysis.
  private static long packedOperandRange(OpSpec spec, Operation op, int group) {
    return range(spec.operands(), spec.fixedOperands, spec.hasAttrSizedOperandSegments()
        ? op.getAttr(OpSpec.OPERAND_SEGMENT_SIZES) : null, op.getNumOperands(), group);
  }

  private static long packedResultRange(OpSpec spec, Operation op, int group) {
    return range(spec.results(), spec.fixedResults, spec.hasAttrSizedResultSegments()
        ? op.getAttr(OpSpec.RESULT_SEGMENT_SIZES) : null, op.getNumResults(), group);
  }

  private static int start(long range) {
    return (int) (range >>> 32);
  }

  private static int size(long range) {
    return (int) range;
  }

  /** The number of values in operand group {@code group} (no list made). */
  public static int operandCount(OpSpec spec, Operation op, int group) {
    return size(packedOperandRange(spec, op, group));
  }

  /** The values of operand group {@code group} (unmodifiable). */
  public static List<Value> operands(OpSpec spec, Operation op, int group) {
    long r = packedOperandRange(spec, op, group);
    switch (size(r)) {
      case 0:
        return List.of();
      case 1:
        return List.of(op.getOperand(start(r)));
      default:
        return Collections.unmodifiableList(op.getOperands(start(r), start(r) + size(r)));
    }
  }

  /** The values of result group {@code group} (unmodifiable). */
  public static List<Value> results(OpSpec spec, Operation op, int group) {
    long r = packedResultRange(spec, op, group);
    switch (size(r)) {
      case 0:
        return List.of();
      case 1:
        return List.of(op.getResult(start(r)));
      default:
        return List.copyOf(op.getResults().subList(start(r), start(r) + size(r)));
    }
  }

  /** The single value of operand group {@code group}, or null when an optional group is empty. */
  public static Value operand(OpSpec spec, Operation op, int group) {
    long r = packedOperandRange(spec, op, group);
    return size(r) == 0 ? null : op.getOperand(start(r));
  }

  /**
   * The size of each variable group when there are no segment sizes: one variable group takes
   * the rest; several (SameVariadic*Size) share it equally, as ODS's getODSOperandIndexAndLength
   * (values left over by the division belong to no group).
   */
  static int variableSize(int groups, int fixed, int total) {
    return Math.max(0, total - fixed) / Math.max(1, groups - fixed);
  }

  /** {@code fixed}: how many of {@code defs} hold exactly one value (the spec counted them). */
  private static long range(List<ValueDef> defs, int fixed, Attribute sizes, int total,
      int group) {
    if (sizes instanceof DenseArrayAttr d) {
      int start = 0;
      for (int i = 0; i < group; i++) {
        start += (int) d.getLong(i);
      }
      return pack(start, (int) d.getLong(group));
    }
    if (fixed == defs.size()) {
      return pack(group, 1); // no variable group: most ops
    }
    int variableSize = variableSize(defs.size(), fixed, total);
    int start = 0;
    for (int i = 0; i < group; i++) {
      start += defs.get(i).isVariable() ? variableSize : 1;
    }
    return pack(start, defs.get(group).isVariable() ? variableSize : 1);
  }

  private static long pack(int start, int size) {
    return (long) start << 32 | (size & 0xffffffffL);
  }
}
