package jopt.api;

import java.util.List;
import jopt.ir.Diagnostic;

/** A failed step of {@link Jopt} whose result was asked for; the message renders the diagnostics. */
public final class JoptException extends RuntimeException {
  private final transient List<Diagnostic> diagnostics;

  public JoptException(List<Diagnostic> diagnostics) {
    super(render(diagnostics));
    this.diagnostics = List.copyOf(diagnostics);
  }

  public List<Diagnostic> getDiagnostics() {
    return diagnostics;
  }

  static String render(List<Diagnostic> diagnostics) {
    StringBuilder sb = new StringBuilder();
    if (diagnostics.isEmpty()) {
      return "failed without a diagnostic";
    }
    for (Diagnostic d : diagnostics) {
      sb.append(d.render());
    }
    return sb.toString();
  }
}
