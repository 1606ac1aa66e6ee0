package jopt.ir;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Collects emitted diagnostics and hands them to a handler on {@link #flush()}. Deferring lets
 * notes be attached after emission, as MLIR's InFlightDiagnostic does.
 */
public final class DiagnosticEngine {
  private final List<Diagnostic> pending = new ArrayList<>();
  private Consumer<Diagnostic> handler = d -> System.err.println(d);
  private int errorCount;
  private final ThreadLocal<Consumer<Diagnostic>> capture = new ThreadLocal<>();

  /**
   * Routes diagnostics emitted on the current thread to {@code sink} until {@link
   * #endCapture()}; the pass manager uses this to replay the diagnostics of parallel work in
   * a deterministic order.
   */
  public void beginCapture(Consumer<Diagnostic> sink) {
    capture.set(sink);
  }

  public void endCapture() {
    capture.remove();
  }

  /** The sink of the current thread's capture, or null when its diagnostics are not captured. */
  public Consumer<Diagnostic> getCapture() {
    return capture.get();
  }

  public void emit(Diagnostic d) {
    Consumer<Diagnostic> sink = capture.get();
    if (sink != null) {
      sink.accept(d);
      return;
    }
    emitNow(d);
  }

  private synchronized void emitNow(Diagnostic d) {
    pending.add(d);
    if (d.getSeverity() == Diagnostic.Severity.ERROR) {
      errorCount++;
    }
  }

  public synchronized void setHandler(Consumer<Diagnostic> handler) {
    this.handler = handler;
  }

  /** Passes pending diagnostics to the handler, in emission order. */
  public synchronized void flush() {
    List<Diagnostic> ds = new ArrayList<>(pending);
    pending.clear();
    for (Diagnostic d : ds) {
      handler.accept(d);
    }
  }

  /** Errors emitted since the last {@link #resetErrorCount()}. */
  public synchronized int getErrorCount() {
    return errorCount;
  }

  public synchronized void resetErrorCount() {
    errorCount = 0;
  }
}
