package jopt.dialects.cf;

import java.util.List;
import jopt.dialects.builtin.AsmUtil;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.interfaces.BranchOpInterface;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraint;
import jopt.ir.ods.TypeConstraint.TypeKind;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.IntegerType;
import jopt.ir.type.VectorType;

/**
 * {@code cf.switch %flag : i32, [default: ^bb1(%a : i32), 42: ^bb2]} by MLIR's declarative
 * format, the cases by {@link SwitchOpCases}. Successors are [default, cases...]; operands [flag,
 * default operands, case operands...], the case operands split per case by
 * {@code case_operand_segments} (ODS's VariadicOfVariadic).
 */
@Op
public final class SwitchOp extends SwitchOpBase {
  /** AnyInteger, whose C++ class (IntegerType) its format's {@code type($flag)} checks. */
  static final TypeConstraint ANY_INTEGER = TypeConstraints.INTEGER
      .withStorageKind(new TypeKind("builtin.integer", t -> t instanceof IntegerType));

  public static final OpSpec SPEC = OpSpec.op("cf.switch")
      .summary("Switch operation")
      .operand("flag", ANY_INTEGER)
      .variadicOperand("defaultOperands", TypeConstraints.ANY)
      .variadicOperand("caseOperands", TypeConstraints.ANY)
      .optionalAttr("case_values", BranchUtil.INT_ELEMENTS)
      .attr("case_operand_segments", AttrConstraints.DENSE_I32_ARRAY)
      .variadicOfVariadicSegments("case_operand_segments")
      .successor("defaultDestination")
      .variadicSuccessor("caseDestinations")
      .attrSizedOperandSegments()
      .format("$flag `:` type($flag) `,` `[` `\\n` custom<SwitchOpCases>(ref(type($flag)), $defaultDestination, "
          + "$defaultOperands, type($defaultOperands), $case_values, $caseDestinations, $caseOperands, "
          + "type($caseOperands)) `]` attr-dict")
      .customDirective("SwitchOpCases", SwitchOpCases.INSTANCE)
      .build();

  SwitchOp(Operation op) {
    super(op);
  }

  /** Creates the switch; {@code caseValues}, {@code caseDestinations} and {@code caseOperands} align. */
  public static SwitchOp create(Builder b, Location loc, Value flag, Block defaultDestination,
      List<? extends Value> defaultOperands, long[] caseValues, List<Block> caseDestinations,
      List<? extends List<? extends Value>> caseOperands) {
    OperationState st = SPEC.newState(loc);
    st.addOperand(flag).addOperands(defaultOperands);
    int[] segments = new int[caseOperands.size()];
    int total = 0;
    for (int i = 0; i < segments.length; i++) {
      st.addOperands(caseOperands.get(i));
      segments[i] = caseOperands.get(i).size();
      total += segments[i];
    }
    st.addSuccessor(defaultDestination);
    caseDestinations.forEach(st::addSuccessor);
    if (caseValues.length > 0) {
      st.attributes.set("case_values",
          DenseElementsAttr.ofInts(new VectorType(new long[] {caseValues.length}, flag.getType()), caseValues));
    }
    st.attributes.set("case_operand_segments", DenseArrayAttr.i32(segments));
    OpSpec.setOperandSegmentSizes(st, 1, defaultOperands.size(), total);
    return new SwitchOp(b.create(st));
  }

  /** The case values (empty when absent). */
  public long[] caseValues() {
    return getOperation().getAttr("case_values") instanceof DenseElementsAttr d ? d.asLongs() : new long[0];
  }

  /** The operands of case {@code index}. */
  public List<Value> caseOperands(int index) {
    int[] seg = segments(getOperation());
    int start = 1 + defaultOperands().size();
    for (int i = 0; i < index; i++) {
      start += seg[i];
    }
    return getOperation().getOperands(start, start + seg[index]);
  }

  private static int[] segments(Operation op) {
    return ((DenseArrayAttr) op.getAttr("case_operand_segments")).asIntArray();
  }

  /** The definition: case operand segments, successor operands, case values. */
  public static final class Def extends OpDefinition implements Traits.Pure, Traits.IsTerminator,
      BranchOpInterface {
    public Def() {
      super(SPEC);
    }

    /** Successor 0 is the default destination, successor i the case i - 1. */
    @Override
    public int getSuccessorOperandStart(Operation op, int succ) {
      int[] sizes = operandSegments(op);
      int start = 1;
      if (succ == 0) {
        return start;
      }
      start += sizes[1];
      int[] cases = segments(op);
      for (int i = 0; i < succ - 1; i++) {
        start += cases[i];
      }
      return start;
    }

    @Override
    public int getSuccessorOperandCount(Operation op, int succ) {
      return succ == 0 ? operandSegments(op)[1] : segments(op)[succ - 1];
    }

    @Override
    public void eraseSuccessorOperand(Operation op, int succ, int index) {
      op.eraseOperand(getSuccessorOperandStart(op, succ) + index);
      int[] sizes = operandSegments(op);
      if (succ == 0) {
        sizes[1]--;
      } else {
        int[] cases = segments(op);
        cases[succ - 1]--;
        sizes[2]--;
        op.setAttr("case_operand_segments", DenseArrayAttr.i32(cases));
      }
      op.setAttr(OpSpec.OPERAND_SEGMENT_SIZES, DenseArrayAttr.i32(sizes));
    }

    private static int[] operandSegments(Operation op) {
      return ((DenseArrayAttr) op.getAttr(OpSpec.OPERAND_SEGMENT_SIZES)).asIntArray();
    }

    @Override
    public void setSuccessorOperands(Operation op, int index, List<? extends Value> operands) {
      SwitchOp v = of(op);
      int[] seg = segments(op);
      int defaults = v.defaultOperands().size();
      int length = index == 0 ? defaults : seg[index - 1];
      op.setOperands(getSuccessorOperandStart(op, index), length, operands);
      if (index == 0) {
        defaults = operands.size();
      } else {
        seg[index - 1] = operands.size();
      }
      int cases = 0;
      for (int s : seg) {
        cases += s;
      }
      op.setAttr("case_operand_segments", DenseArrayAttr.i32(seg));
      op.setAttr(OpSpec.OPERAND_SEGMENT_SIZES, DenseArrayAttr.i32(new int[] {1, defaults, cases}));
    }

    /**
     * The VariadicOfVariadic segments (an operand invariant), BranchOpInterface, then MLIR's
     * SwitchOp::verify (case value type and count).
     */
    @Override
    public boolean verify(Operation op) {
      SwitchOp v = of(op);
      int[] seg = segments(op);
      int sum = 0;
      for (int s : seg) {
        if (s < 0) {
          op.emitOpError("'case_operand_segments' attribute cannot have negative elements");
          return false;
        }
        sum += s;
      }
      int caseOperands = v.operands(2).size();
      if (sum != caseOperands) {
        op.emitOpError("caseOperands count (" + caseOperands + ") does not match with the total size (" + sum
            + ") specified in attribute 'case_operand_segments'");
        return false;
      }
      int cases = op.getNumSuccessors() - 1;
      if (!BranchUtil.verifySuccessorOperands(op, 0, v.defaultOperands())) {
        return false;
      }
      if (seg.length < cases) {
        // MLIR reads past the segments here; report the mismatch instead.
        op.emitOpError("number of case operand segments (" + seg.length
            + ") should match number of case destinations (" + cases + ")");
        return false;
      }
      for (int i = 0; i < cases; i++) {
        if (!BranchUtil.verifySuccessorOperands(op, i + 1, v.caseOperands(i))) {
          return false;
        }
      }
      if (!(op.getAttr("case_values") instanceof DenseElementsAttr values)) {
        if (cases == 0) {
          return true;
        }
        // MLIR dereferences the missing attribute here; report it instead.
        op.emitOpError("number of case values (0) should match number of case destinations (" + cases + ")");
        return false;
      }
      Type flagType = v.flag().getType();
      if (!values.getElementType().equals(flagType)) {
        op.emitOpError("'flag' type (" + quoted(flagType) + ") should match case value type ("
            + quoted(values.getElementType()) + ")");
        return false;
      }
      if (values.getNumElements() != cases) {
        op.emitOpError("number of case values (" + values.getNumElements()
            + ") should match number of case destinations (" + cases + ")");
        return false;
      }
      return true;
    }

    private static String quoted(Type t) {
      return "'" + AsmUtil.typeStr(t) + "'";
    }
  }
}
