package jopt.ir;

import java.util.ArrayList;
import java.util.List;

/** An error, warning, remark or note at a location, with attached notes. */
public final class Diagnostic {
  public enum Severity {
    ERROR("error"),
    WARNING("warning"),
    REMARK("remark"),
    NOTE("note");

    public final String text;

    Severity(String text) {
      this.text = text;
    }
  }

  private final Severity severity;
  private final Location location;
  private final String message;
  private final List<Diagnostic> notes = new ArrayList<>();

  public Diagnostic(Severity severity, Location location, String message) {
    this.severity = severity;
    this.location = location;
    this.message = message;
  }

  /** Creates a diagnostic at {@code op}'s location and reports it to the op's context. */
  static Diagnostic emit(Operation op, Severity severity, String message) {
    Diagnostic d = new Diagnostic(severity, op.getLoc(), message);
    MLIRContext ctx = op.getContext();
    if (ctx != null) {
      if (ctx.shouldPrintOpOnDiagnostic()) {
        String text = jopt.ir.asm.AsmPrinter.print(op,
            jopt.ir.asm.PrintingFlags.defaults().withGenericOpForm(true).withLocalScope(true));
        // As MLIR's appendOp: an op printed on several lines starts on a line of its own.
        d.attachNote(op.getLoc(),
            "see current operation: " + (text.indexOf('\n') >= 0 ? "\n" : "") + text);
      }
      ctx.getDiagEngine().emit(d);
    }
    return d;
  }

  public Severity getSeverity() {
    return severity;
  }

  public Location getLocation() {
    return location;
  }

  public String getMessage() {
    return message;
  }

  public List<Diagnostic> getNotes() {
    return notes;
  }

  public Diagnostic attachNote(Location loc, String note) {
    notes.add(new Diagnostic(Severity.NOTE, loc, note));
    return this;
  }

  /** Attaches a note at {@code op}'s location. */
  public Diagnostic attachNote(Operation op, String note) {
    return attachNote(op.getLoc(), note);
  }

  @Override
  public String toString() {
    return location + ": " + severity.text + ": " + message;
  }
}
