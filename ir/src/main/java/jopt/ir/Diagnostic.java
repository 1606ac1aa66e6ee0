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
  /** The buffers of the context it was emitted to; quoted by {@link #render()}. */
  private volatile SourceMgr sourceMgr;

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

  void setSourceMgr(SourceMgr mgr) {
    if (sourceMgr == null) {
      sourceMgr = mgr;
    }
  }

  /**
   * This diagnostic and its notes as mlir-opt prints them: {@code file:line:col: error: msg},
   * the source line and a caret under the column, then each note the same way. The source
   * lines come from what the context parsed (or the file on disk); a location without a file
   * prints as {@code <unknown>:0}.
   */
  public String render() {
    SourceMgr mgr = sourceMgr;
    return (mgr != null ? mgr : new SourceMgr()).render(this);
  }

  /** {@code location: severity: message} and a line per note, without source lines. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    appendHeader(sb);
    for (Diagnostic n : notes) {
      sb.append('\n');
      n.appendHeader(sb);
    }
    return sb.toString();
  }

  private void appendHeader(StringBuilder sb) {
    sb.append(location).append(": ").append(severity.text).append(": ").append(message);
  }
}
