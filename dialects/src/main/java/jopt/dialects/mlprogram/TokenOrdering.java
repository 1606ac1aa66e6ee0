package jopt.dialects.mlprogram;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.Delimiter;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.ValueGroups;
import jopt.ir.ods.CustomDirective;
import jopt.ir.ods.FormatParseState;

/**
 * {@code custom<TokenOrdering>($consumeTokens, type($produceToken))}: {@code ordering(%a, %b ->
 * !ml_program.token)}, {@code ordering(() -> !ml_program.token)}, or nothing at all.
 */
final class TokenOrdering implements CustomDirective {
  static final TokenOrdering INSTANCE = new TokenOrdering();

  @Override
  public void parse(OpAsmParser p, FormatParseState state, List<String> args) {
    String produced = args.get(1).substring("type(".length(), args.get(1).length() - 1);
    if (!p.parseOptionalKeyword("ordering") || !p.parseOptionalLParen()) {
      // MLIR's parser stops here without the clause; the produced token then has no type.
      return;
    }
    SourceLoc loc = p.getCurrentLocation();
    List<UnresolvedOperand> tokens = new ArrayList<>();
    if (p.parseOptionalLParen()) {
      p.parseRParen();
    } else {
      tokens = p.parseOperandList(Delimiter.NONE);
    }
    state.addOperands(args.get(0), tokens, loc);
    p.parseArrow();
    Type t = p.parseType();
    state.setTypes(produced, List.of(t));
    p.parseRParen();
  }

  @Override
  public void print(OpAsmPrinter p, Operation op, List<String> args) {
    OpSpec spec = op.getDef().getSpec();
    List<Value> tokens = ValueGroups.operands(spec, op, spec.operandIndex(args.get(0)));
    p.print(" ordering(");
    if (tokens.isEmpty()) {
      p.print("()");
    } else {
      p.printOperands(tokens);
    }
    Value produced = op.getResult(op.getNumResults() - 1);
    p.print(" -> ").printType(produced.getType()).print(")");
  }
}
