package jopt.api;

import java.util.List;
import java.util.Optional;
import jopt.ir.Diagnostic;

/**
 * What a {@link Jopt} step produced, as MLIR's {@code FailureOr<T>} plus the diagnostics the
 * step emitted (warnings and remarks of a successful step too).
 */
public final class Result<T> {
  private final T value;
  private final boolean succeeded;
  private final List<Diagnostic> diagnostics;

  Result(T value, boolean succeeded, List<Diagnostic> diagnostics) {
    this.value = value;
    this.succeeded = succeeded;
    this.diagnostics = List.copyOf(diagnostics);
  }

  public boolean succeeded() {
    return succeeded;
  }

  public boolean failed() {
    return !succeeded;
  }

  /** The value; throws {@link JoptException} with the rendered diagnostics on failure. */
  public T get() {
    if (!succeeded) {
      throw new JoptException(diagnostics);
    }
    return value;
  }

  /** The value, or empty on failure. */
  public Optional<T> value() {
    return succeeded ? Optional.ofNullable(value) : Optional.empty();
  }

  /** The diagnostics of the step, in emission order. */
  public List<Diagnostic> diagnostics() {
    return diagnostics;
  }

  /** Every diagnostic rendered as mlir-opt prints it (source line, caret, notes). */
  public String renderDiagnostics() {
    return JoptException.render(diagnostics);
  }

  @Override
  public String toString() {
    return succeeded ? "success" : "failure:\n" + renderDiagnostics();
  }
}
