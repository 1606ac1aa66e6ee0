package jopt.dialects.mlprogram;

import jopt.ir.AttrTypePrinter;
import jopt.ir.Type;

/** {@code !ml_program.token}: orders side-effecting ops in a graph region. */
public record TokenType() implements Type {
  public static final TokenType INSTANCE = new TokenType();

  public static TokenType get() {
    return INSTANCE;
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("!ml_program.token");
  }

  @Override
  public boolean mayPrintAlias() {
    return false;
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }
}
