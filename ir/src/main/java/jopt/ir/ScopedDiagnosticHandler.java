package jopt.ir;

import java.util.function.Consumer;

/**
 * A diagnostic handler registered for the lifetime of a try-with-resources block, as MLIR's
 * ScopedDiagnosticHandler: it sees diagnostics before the handlers registered earlier, as they
 * are emitted (see {@link DiagnosticEngine}), and is unregistered by {@link #close()}.
 *
 * <pre>{@code
 * List<Diagnostic> seen = new ArrayList<>();
 * try (var h = ScopedDiagnosticHandler.of(ctx, seen::add)) {
 *   pm.run(module);
 * }
 * }</pre>
 */
public final class ScopedDiagnosticHandler implements AutoCloseable {
  private final DiagnosticEngine engine;
  private final DiagnosticEngine.Handler handler;
  private boolean closed;

  /** Registers {@code handler}, which may leave a diagnostic to earlier handlers by returning false. */
  public ScopedDiagnosticHandler(MLIRContext ctx, DiagnosticEngine.Handler handler) {
    this.engine = ctx.getDiagEngine();
    this.handler = handler;
    engine.pushHandler(handler);
  }

  /** Registers {@code consumer}, which takes every diagnostic (none reach earlier handlers). */
  public static ScopedDiagnosticHandler of(MLIRContext ctx, Consumer<Diagnostic> consumer) {
    return new ScopedDiagnosticHandler(ctx, d -> {
      consumer.accept(d);
      return true;
    });
  }

  /** Delivers what is in flight and unregisters the handler; closing twice does nothing. */
  @Override
  public void close() {
    if (!closed) {
      closed = true;
      engine.popHandler(handler);
    }
  }
}
