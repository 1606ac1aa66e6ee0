package jopt.dialects.mlprogram;

import jopt.ir.ods.TypeConstraint;

/** The ml_program dialect's type constraint, with MLIR's summary. */
public final class MLProgramConstraints {
  private MLProgramConstraints() {}

  /** MLProgram_TokenType: buildable, as every TypeDef without parameters. */
  public static final TypeConstraint TOKEN =
      TypeConstraint.exactly("Token for establishing execution ordering in a graph", TokenType.INSTANCE);
}
