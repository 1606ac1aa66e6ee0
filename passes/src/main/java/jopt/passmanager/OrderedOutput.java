package jopt.passmanager;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import jopt.ir.Diagnostic;
import jopt.ir.DiagnosticEngine;

/**
 * Where instrumentation text (IR dumps) and diagnostics go while passes run. On the main
 * thread they go out at once, in order; work running in parallel records them per task, and
 * the pass manager replays the tasks in op order, so output does not depend on scheduling.
 */
public final class OrderedOutput {
  private final PrintStream out;
  private final DiagnosticEngine engine;
  private final ThreadLocal<List<Object>> capture = new ThreadLocal<>();

  public OrderedOutput(PrintStream out, DiagnosticEngine engine) {
    this.out = out;
    this.engine = engine;
  }

  /** Prints {@code text} after all diagnostics emitted before it. */
  public void print(String text) {
    List<Object> events = capture.get();
    if (events != null) {
      events.add(text);
      return;
    }
    engine.flush();
    synchronized (out) {
      out.print(text);
    }
  }

  /** Starts recording on this thread; returns the list that collects the events. */
  List<Object> beginCapture() {
    List<Object> events = new ArrayList<>();
    capture.set(events);
    engine.beginCapture(events::add);
    return events;
  }

  boolean isCapturing() {
    return capture.get() != null;
  }

  void endCapture() {
    capture.remove();
    engine.endCapture();
  }

  /** Emits recorded events as if they happened now on this thread. */
  void replay(List<Object> events) {
    for (Object e : events) {
      if (e instanceof Diagnostic d) {
        engine.emit(d);
      } else {
        print((String) e);
      }
    }
  }
}
