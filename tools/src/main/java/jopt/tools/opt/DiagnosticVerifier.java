package jopt.tools.opt;

import java.io.PrintStream;
import java.util.List;
import jopt.ir.Diagnostic;
import jopt.ir.Location;
import jopt.support.SourceMgr;

/**
 * The diagnostic handler of {@code --verify-diagnostics}: matches each emitted diagnostic (and
 * each of its notes) against the expected-* directives of the buffer, reports unexpected ones
 * at once and the unmatched directives in {@link #verify()}, with mlir-opt's messages. With
 * {@code --verify-diagnostics=only-expected}, a diagnostic no directive names (a near miss
 * included) is dropped instead; the directives must still all be met.
 */
final class DiagnosticVerifier {
  private final SourceMgr mgr;
  private final PrintStream os;
  private final List<ExpectedDiagnostic> expected;
  private final boolean onlyExpected;
  private boolean ok = true;

  DiagnosticVerifier(SourceMgr mgr, PrintStream os, String text, int firstLine, int base,
      boolean onlyExpected) {
    this.mgr = mgr;
    this.onlyExpected = onlyExpected;
    this.os = os;
    ExpectedDiagnostic.Parsed parsed = ExpectedDiagnostic.scan(text, firstLine, base);
    this.expected = parsed.expected();
    for (ExpectedDiagnostic.Problem p : parsed.problems()) {
      mgr.emitAtOffset(os, p.offset(), "error", p.message(), p.length());
      ok = false;
    }
  }

  void handle(Diagnostic d) {
    process(d);
    for (Diagnostic note : d.getNotes()) {
      process(note);
    }
  }

  private void process(Diagnostic d) {
    String kind = d.getSeverity().text;
    Location.FileLineCol flc = d.getLocation() == null ? null : d.getLocation().fileLineCol();
    boolean ownFile = flc != null && flc.file().equals(mgr.getMainName());
    ExpectedDiagnostic nearMiss = null;
    if (flc == null || ownFile) {
      int line = flc == null ? ExpectedDiagnostic.UNKNOWN_LINE : flc.line();
      for (ExpectedDiagnostic e : expected) {
        if (e.line != line || !e.matches(d.getMessage())) {
          continue;
        }
        if (e.kind == d.getSeverity()) {
          e.matched = true;
          return;
        }
        nearMiss = e;
      }
    }
    if (onlyExpected) {
      return;
    }
    ok = false;
    if (nearMiss != null) {
      mgr.emitAtOffset(os, nearMiss.offset, "error", "'" + kind
          + "' diagnostic emitted when expecting a '" + nearMiss.kind.text + "'", 0);
    } else {
      Diagnostic.emit(os, mgr, d.getLocation(), "error", "unexpected " + kind + ": " + d.getMessage());
    }
  }

  /** Reports every directive no diagnostic matched; true when all is as expected. */
  boolean verify() {
    for (ExpectedDiagnostic e : expected) {
      if (!e.matched) {
        mgr.emitAtOffset(os, e.offset, "error", "expected " + e.kind.text + " \"" + e.substring
            + "\" was not produced", e.substring.length());
        ok = false;
      }
    }
    return ok;
  }
}
