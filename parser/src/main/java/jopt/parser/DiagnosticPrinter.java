package jopt.parser;

import jopt.ir.Diagnostic;
import jopt.ir.Location;

/**
 * Renders diagnostics as mlir-opt does: {@code file:line:col: error: message}, then the source
 * line and a caret under the column; attached notes follow the same way.
 */
public final class DiagnosticPrinter {
  private DiagnosticPrinter() {}

  /** Renders {@code d} and its notes; {@code source} (may be null) supplies the quoted lines. */
  public static String render(Diagnostic d, SourceFile source) {
    StringBuilder out = new StringBuilder();
    renderOne(out, d, source);
    for (Diagnostic n : d.getNotes()) {
      renderOne(out, n, source);
    }
    return out.toString();
  }

  private static void renderOne(StringBuilder out, Diagnostic d, SourceFile source) {
    Location loc = d.getLocation();
    Location.FileLineCol flc = loc == null ? null : loc.fileLineCol();
    if (flc != null) {
      out.append(flc.file()).append(':').append(flc.line()).append(':').append(flc.column()).append(": ");
    } else if (loc != null) {
      String s = loc.print();
      out.append(s, 4, s.length() - 1).append(": ");
    }
    out.append(d.getSeverity().text).append(": ").append(d.getMessage()).append('\n');
    if (flc != null && source != null && flc.file().equals(source.getName()) && flc.line() > 0) {
      String line = source.lineText(flc.line());
      if (line != null) {
        out.append(line).append('\n');
        StringBuilder caret = new StringBuilder();
        for (int i = 1; i < flc.column(); i++) {
          caret.append(i - 1 < line.length() && line.charAt(i - 1) == '\t' ? '\t' : ' ');
        }
        out.append(caret).append("^\n");
      }
    }
  }
}
