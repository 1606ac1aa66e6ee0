package jopt.interpreter.runtime;

import jopt.ir.Diagnostic;

/** A fault of the interpreted program (not of the interpreter): stops execution. */
public final class RuntimeError extends RuntimeException {
  /** What went wrong; tests and the fuzz harness classify findings by it. */
  public enum Kind {
    USE_AFTER_FREE,
    DOUBLE_FREE,
    INVALID_FREE,
    LEAK,
    OUT_OF_BOUNDS,
    UNINITIALIZED_READ,
    CLOBBERED_READ,
    UNDEFINED_BEHAVIOR,
    ASSERTION,
    UNSUPPORTED,
    STEP_LIMIT
  }

  private final Kind kind;
  private final transient Diagnostic diagnostic;

  public RuntimeError(Kind kind, Diagnostic diagnostic) {
    super(diagnostic.getMessage(), null, false, false);
    this.kind = kind;
    this.diagnostic = diagnostic;
  }

  public Kind getKind() {
    return kind;
  }

  public Diagnostic getDiagnostic() {
    return diagnostic;
  }
}
