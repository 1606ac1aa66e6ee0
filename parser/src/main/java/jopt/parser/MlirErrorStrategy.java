package jopt.parser;

import org.antlr.v4.runtime.DefaultErrorStrategy;
import org.antlr.v4.runtime.InputMismatchException;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.misc.IntervalSet;

/**
 * Bails out at the first syntax error: reports an MLIR-style {@code expected ...} diagnostic
 * and throws {@link jopt.ir.asm.ParseException}. No recovery, no ANTLR messages.
 */
final class MlirErrorStrategy extends DefaultErrorStrategy {
  @Override
  public void reportError(Parser recognizer, RecognitionException e) {
    throw fail((ParserBase) recognizer, e.getCtx() instanceof ParserRuleContext c ? c.getRuleIndex() : -1,
        e.getExpectedTokens());
  }

  @Override
  public Token recoverInline(Parser recognizer) {
    throw fail((ParserBase) recognizer, recognizer.getContext().getRuleIndex(), recognizer.getExpectedTokens());
  }

  @Override
  public void recover(Parser recognizer, RecognitionException e) {
    throw new InputMismatchException(recognizer);
  }

  @Override
  public void sync(Parser recognizer) {}

  private static RuntimeException fail(ParserBase p, int rule, IntervalSet expected) {
    String msg = switch (rule) {
      case MlirParser.RULE_type, MlirParser.RULE_nonFunctionType, MlirParser.RULE_functionResultTypes ->
          "expected non-function type";
      case MlirParser.RULE_attribute, MlirParser.RULE_denseLiteral, MlirParser.RULE_denseArrayElement ->
          "expected attribute value";
      case MlirParser.RULE_operation, MlirParser.RULE_topEntity, MlirParser.RULE_customOperation ->
          "expected operation name in quotes";
      case MlirParser.RULE_affineExpr -> "expected affine expression";
      case MlirParser.RULE_locationBody -> "expected location instance";
      case MlirParser.RULE_bareId, MlirParser.RULE_dictEntry, MlirParser.RULE_dictionary -> "expected attribute name";
      case MlirParser.RULE_ssaUse, MlirParser.RULE_resultEntry, MlirParser.RULE_block,
          MlirParser.RULE_blockArgument -> "expected SSA operand";
      default -> null;
    };
    if (msg == null) {
      msg = expectedTokenMessage(expected);
    }
    return p.wrongTokenError(msg);
  }

  private static String expectedTokenMessage(IntervalSet expected) {
    if (expected != null && expected.size() == 1) {
      String lit = MlirLexer.VOCABULARY.getLiteralName(expected.getMinElement());
      if (lit != null) {
        return "expected " + lit;
      }
    }
    return "unexpected token";
  }
}
