package jopt.dialects.cf;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import jopt.dialects.arith.TypeUtil;
import jopt.dialects.builtin.AsmUtil;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.type.VectorType;

/**
 * {@code cf.switch %flag : i32, [default: ^bb1(%a : i32), 42: ^bb2]}. Successors are
 * [default, cases...]; operands [flag, default operands, case operands...].
 */
public final class SwitchOp extends OpDefinition
    implements Traits.Pure, Traits.IsTerminator, Traits.AttrSizedOperandSegments {
  public SwitchOp() {
    super("cf.switch");
  }

  @Override
  public Set<String> inherentAttributeNames() {
    return Set.of("case_values", "case_operand_segments", "operandSegmentSizes");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser parser, OperationState result) {
    OpAsmParser.UnresolvedOperand flag = parser.parseOperand();
    parser.parseColon();
    Type flagType = parser.parseType();
    parser.parseComma();
    parser.parseLSquare();
    parser.parseKeyword("default");
    parser.parseColon();
    List<Value> defaultOps = new ArrayList<>();
    result.addSuccessor(parser.parseSuccessorAndUseList(defaultOps));
    List<Long> values = new ArrayList<>();
    List<Value> caseOps = new ArrayList<>();
    List<Integer> caseSegments = new ArrayList<>();
    while (parser.parseOptionalComma()) {
      SourceLoc loc = parser.getCurrentLocation();
      Long v = parser.parseOptionalInteger();
      if (v == null) {
        throw parser.emitError(loc, "expected integer value");
      }
      values.add(v);
      parser.parseColon();
      List<Value> ops = new ArrayList<>();
      result.addSuccessor(parser.parseSuccessorAndUseList(ops));
      caseOps.addAll(ops);
      caseSegments.add(ops.size());
    }
    parser.parseRSquare();
    parser.parseOptionalAttrDict(result.attributes);
    result.addOperand(parser.resolveOperand(flag, flagType));
    result.addOperands(defaultOps);
    result.addOperands(caseOps);
    if (!values.isEmpty()) {
      long[] vs = values.stream().mapToLong(Long::longValue).toArray();
      result.addAttribute("case_values", DenseElementsAttr.ofInts(new VectorType(new long[] {vs.length}, flagType), vs));
    }
    result.addAttribute("case_operand_segments",
        DenseArrayAttr.ofI32(caseSegments.stream().mapToInt(Integer::intValue).toArray()));
    result.addAttribute("operandSegmentSizes",
        DenseArrayAttr.ofI32(new int[] {1, defaultOps.size(), caseOps.size()}));
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    Type flagType = op.getOperand(0).getType();
    int[] seg = BranchUtil.segments(op, 3);
    p.print(" ").printOperand(op.getOperand(0)).print(" : ").printType(flagType).print(", [");
    p.printNewline().print("  default: ");
    p.printSuccessorAndUseList(op.getSuccessor(0), op.getOperands(1, 1 + seg[1]));
    long[] values = caseValues(op);
    int[] caseSeg = caseSegments(op);
    int start = 1 + seg[1];
    int width = TypeUtil.width(flagType);
    for (int i = 0; i < values.length; i++) {
      p.print(",").printNewline().print("  ").print(unsigned(values[i], width)).print(": ");
      p.printSuccessorAndUseList(op.getSuccessor(i + 1), op.getOperands(start, start + caseSeg[i]));
      start += caseSeg[i];
    }
    if (values.length > 0) {
      p.printNewline();
    }
    p.print("]");
    AsmUtil.printAttrDict(p, op, inherentAttributeNames());
  }

  /** MLIR prints case values zero-extended (getLimitedValue), so -7 : i32 prints 4294967289. */
  private static String unsigned(long v, int width) {
    if (width >= 64) {
      return Long.toUnsignedString(v);
    }
    return Long.toString(v & ((1L << width) - 1));
  }

  private static long[] caseValues(Operation op) {
    return op.getAttr("case_values") instanceof DenseElementsAttr d ? d.asLongs() : new long[0];
  }

  private static int[] caseSegments(Operation op) {
    return op.getAttr("case_operand_segments") instanceof DenseArrayAttr a ? a.asIntArray() : new int[0];
  }

  @Override
  public boolean verify(Operation op) {
    int[] seg = BranchUtil.segments(op, 3);
    if (seg == null) {
      return BranchUtil.badSegments(op, 3);
    }
    if (!AsmUtil.requireAttr(op, "case_operand_segments")) {
      return false;
    }
    long[] values = caseValues(op);
    int[] caseSeg = caseSegments(op);
    if (values.length != op.getNumSuccessors() - 1) {
      op.emitOpError("number of case values (" + values.length + ") should match number of case destinations ("
          + (op.getNumSuccessors() - 1) + ")");
      return false;
    }
    if (caseSeg.length != values.length) {
      op.emitOpError("number of case operand segments (" + caseSeg.length
          + ") should match number of case destinations (" + values.length + ")");
      return false;
    }
    if (!BranchUtil.verifySuccessorOperands(op, 0, op.getOperands(1, 1 + seg[1]))) {
      return false;
    }
    int start = 1 + seg[1];
    for (int i = 0; i < caseSeg.length; i++) {
      if (start + caseSeg[i] > op.getNumOperands()) {
        op.emitOpError("case operand segments exceed the number of operands");
        return false;
      }
      if (!BranchUtil.verifySuccessorOperands(op, i + 1, op.getOperands(start, start + caseSeg[i]))) {
        return false;
      }
      start += caseSeg[i];
    }
    return true;
  }
}
