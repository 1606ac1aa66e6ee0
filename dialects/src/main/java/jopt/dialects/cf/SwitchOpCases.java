package jopt.dialects.cf;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.arith.TypeUtil;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.ods.CustomDirective;
import jopt.ir.ods.FormatParseState;
import jopt.ir.type.VectorType;

/**
 * {@code custom<SwitchOpCases>(ref(type($flag)), $defaultDestination, $defaultOperands,
 * type($defaultOperands), $case_values, $caseDestinations, $caseOperands, type($caseOperands))}
 * of cf.switch: {@code default: ^bb(%a : t), V: ^bb(...), ...}, a case per line. The values
 * become a {@code vector<N x flag type>} of dense elements (none without cases), the case
 * operands one group split by {@code case_operand_segments} (ODS's VariadicOfVariadic). All
 * operands are resolved where the directive starts, as ODS does.
 */
final class SwitchOpCases implements CustomDirective {
  static final SwitchOpCases INSTANCE = new SwitchOpCases();

  private static String target(String arg) {
    return arg.startsWith("type(") ? arg.substring("type(".length(), arg.length() - 1) : arg;
  }

  @Override
  public void parse(OpAsmParser p, FormatParseState state, List<String> args) {
    SourceLoc loc = p.getCurrentLocation();
    Type flagType = state.getTypes(target(args.get(0))).get(0);
    p.parseKeyword("default");
    p.parseColon();
    state.addSuccessor(args.get(1), p.parseSuccessor());
    List<UnresolvedOperand> defaultOperands = new ArrayList<>();
    List<Type> defaultTypes = new ArrayList<>();
    parseOperands(p, defaultOperands, defaultTypes);
    state.addOperands(args.get(2), defaultOperands, loc);
    state.setTypes(target(args.get(3)), defaultTypes);
    List<Long> values = new ArrayList<>();
    List<UnresolvedOperand> caseOperands = new ArrayList<>();
    List<Type> caseTypes = new ArrayList<>();
    List<Integer> segments = new ArrayList<>();
    while (p.parseOptionalComma()) {
      SourceLoc valueLoc = p.getCurrentLocation();
      Long v = p.parseOptionalInteger();
      if (v == null) {
        throw p.emitError(valueLoc, "expected integer value");
      }
      values.add(v);
      p.parseColon();
      state.addSuccessor(args.get(5), p.parseSuccessor());
      int before = caseOperands.size();
      parseOperands(p, caseOperands, caseTypes);
      segments.add(caseOperands.size() - before);
    }
    if (!values.isEmpty()) {
      long[] vs = values.stream().mapToLong(Long::longValue).toArray();
      state.setAttribute(args.get(4), DenseElementsAttr.ofInts(new VectorType(new long[] {vs.length}, flagType), vs));
    }
    state.addOperands(args.get(6), caseOperands, loc);
    state.setTypes(target(args.get(7)), caseTypes);
    state.setAttribute("case_operand_segments",
        DenseArrayAttr.i32(segments.stream().mapToInt(Integer::intValue).toArray()));
  }

  /** {@code (%a, %b : t1, t2)}, or nothing. */
  private static void parseOperands(OpAsmParser p, List<UnresolvedOperand> operands, List<Type> types) {
    if (p.parseOptionalLParen()) {
      operands.addAll(p.parseOperandList());
      types.addAll(p.parseColonTypeList());
      p.parseRParen();
    }
  }

  @Override
  public void print(OpAsmPrinter p, Operation op, List<String> args) {
    SwitchOp s = SwitchOp.of(op);
    p.print("  default: ");
    p.printSuccessorAndUseList(s.defaultDestination(), s.defaultOperands());
    if (op.getAttr(args.get(4)) == null) {
      return;
    }
    long[] values = s.caseValues();
    int width = TypeUtil.width(s.flag().getType());
    for (int i = 0; i < values.length; i++) {
      p.print(",").printNewline().print("  ").print(unsigned(values[i], width)).print(": ");
      p.printSuccessorAndUseList(op.getSuccessor(i + 1), s.caseOperands(i));
    }
    p.printNewline();
  }

  /** MLIR prints case values zero-extended (getLimitedValue), so -7 : i32 prints 4294967289. */
  private static String unsigned(long v, int width) {
    if (width >= 64) {
      return Long.toUnsignedString(v);
    }
    return Long.toString(v & ((1L << width) - 1));
  }
}
