package jopt.dialects.mlprogram;

import jopt.ir.Parameterless;
import jopt.ir.Type;

/** {@code !ml_program.token}: orders side-effecting ops in a graph region. */
public final class TokenType extends Parameterless implements Type {
  public static final TokenType INSTANCE = new TokenType();

  private TokenType() {
    super("!ml_program.token");
  }

  public static TokenType get() {
    return INSTANCE;
  }
}
