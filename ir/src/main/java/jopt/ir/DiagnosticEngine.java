package jopt.ir;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import jopt.support.SourceMgr;

/**
 * Delivers emitted diagnostics to handlers, as MLIR's DiagnosticEngine. Handlers form a stack
 * ({@link ScopedDiagnosticHandler}): the most recently registered one sees a diagnostic first
 * and either handles it or passes it on; the base handler ({@link #setHandler}) gets what no
 * scoped handler took.
 *
 * <p>A diagnostic is in flight while its notes are being attached, as MLIR's InFlightDiagnostic:
 * it reaches the handlers when the next diagnostic is emitted, or at {@link #flush()}, which the
 * parser, the verifier entry points and the pass manager call when they return. Diagnostics
 * thus arrive while the work goes on, in emission order, each with its notes.
 */
public final class DiagnosticEngine {
  /** Takes a diagnostic or leaves it to the next handler, as MLIR's handlers returning failure. */
  @FunctionalInterface
  public interface Handler {
    /** True when {@code d} is handled; false passes it to the previously registered handler. */
    boolean handle(Diagnostic d);
  }

  private final List<Handler> handlers = new ArrayList<>();
  private final SourceMgr sourceMgr = new SourceMgr();
  private Diagnostic inFlight;
  private Consumer<Diagnostic> handler = d -> System.err.print(d.render());
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

  /** The buffers diagnostics quote their source lines from (the parser adds what it parses). */
  public SourceMgr getSourceMgr() {
    return sourceMgr;
  }

  public void emit(Diagnostic d) {
    d.setSourceMgr(sourceMgr);
    Consumer<Diagnostic> sink = capture.get();
    if (sink != null) {
      sink.accept(d);
      return;
    }
    emitNow(d);
  }

  private synchronized void emitNow(Diagnostic d) {
    Diagnostic previous = inFlight;
    inFlight = d;
    if (d.getSeverity() == Diagnostic.Severity.ERROR) {
      errorCount++;
    }
    if (previous != null) {
      deliver(previous);
    }
  }

  /** The base handler: gets every diagnostic no scoped handler takes. Default: standard error. */
  public synchronized void setHandler(Consumer<Diagnostic> handler) {
    this.handler = handler;
  }

  /**
   * Registers {@code h} on top of the handler stack; prefer {@link ScopedDiagnosticHandler},
   * which unregisters it when closed.
   */
  public synchronized void pushHandler(Handler h) {
    flush();
    handlers.add(h);
  }

  /** Unregisters {@code h} (delivering what is in flight to it first). */
  public synchronized void popHandler(Handler h) {
    flush();
    for (int i = handlers.size() - 1; i >= 0; i--) {
      if (handlers.get(i) == h) {
        handlers.remove(i);
        return;
      }
    }
  }

  /** Delivers the diagnostic in flight, if any. */
  public synchronized void flush() {
    Diagnostic d = inFlight;
    inFlight = null;
    if (d != null) {
      deliver(d);
    }
  }

  private void deliver(Diagnostic d) {
    for (int i = handlers.size() - 1; i >= 0; i--) {
      if (handlers.get(i).handle(d)) {
        return;
      }
    }
    handler.accept(d);
  }

  /** Errors emitted since the last {@link #resetErrorCount()}. */
  public synchronized int getErrorCount() {
    return errorCount;
  }

  public synchronized void resetErrorCount() {
    errorCount = 0;
  }
}
