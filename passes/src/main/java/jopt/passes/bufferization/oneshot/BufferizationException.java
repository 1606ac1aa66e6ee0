package jopt.passes.bufferization.oneshot;

/**
 * A failure whose diagnostic has already been emitted (MLIR's {@code failure()} after
 * {@code emitError}); it unwinds bufferization of the current root.
 */
public final class BufferizationException extends RuntimeException {
  public BufferizationException() {
    super(null, null, false, false);
  }
}
