package jopt.ir;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import jopt.support.SourceMgr;

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
    return render(mgr != null ? mgr : new SourceMgr());
  }

  /** This diagnostic and its notes rendered against {@code mgr}'s buffers, as {@link #render()}. */
  public String render(SourceMgr mgr) {
    StringBuilder sb = new StringBuilder();
    emit(sb, mgr, location, severity.text, message, true);
    Location prev = location;
    for (Diagnostic note : notes) {
      emit(sb, mgr, note.getLocation(), note.getSeverity().text, note.getMessage(),
          !note.getLocation().equals(prev));
      prev = note.getLocation();
    }
    return sb.toString();
  }

  /** Prints {@code d} and then its notes against {@code mgr}; a note at the previous location shows no source line. */
  public static void print(PrintStream os, SourceMgr mgr, Diagnostic d) {
    os.print(d.render(mgr));
  }

  /** Prints one message at {@code loc} against {@code mgr}'s buffers, as a diagnostic's first line. */
  public static void emit(PrintStream os, SourceMgr mgr, Location loc, String kind, String message) {
    StringBuilder sb = new StringBuilder();
    emit(sb, mgr, loc, kind, message, true);
    os.print(sb);
  }

  /** Appends one message at {@code loc}, as SourceMgrDiagnosticHandler::emitDiagnostic. */
  private static void emit(StringBuilder os, SourceMgr mgr, Location loc, String kind,
      String message, boolean displaySourceLine) {
    Location.FileLineCol flc = loc == null ? null : loc.fileLineCol();
    if (flc == null) {
      String prefix = loc == null || loc instanceof Location.Unknown ? "" : loc.print() + ": ";
      os.append("<unknown>:0: " + kind + ": " + prefix + message + "\n");
      return;
    }
    mgr.printMessage(os, flc.file(), flc.line(), flc.column(), kind, message, displaySourceLine);
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
