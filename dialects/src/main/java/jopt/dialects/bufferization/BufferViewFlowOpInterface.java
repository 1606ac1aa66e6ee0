package jopt.dialects.bufferization;

import java.util.function.BiConsumer;
import jopt.ir.Operation;
import jopt.ir.Value;

/**
 * MLIR's BufferViewFlowOpInterface: an op states itself which of its operands its buffer results
 * may alias ({@code arith.select}: both branches; {@code memref.realloc}: its source), for the
 * buffer view flow analysis, which knows nothing of an op without it.
 */
public interface BufferViewFlowOpInterface {
  /** Reports each dependency: {@code register(from, to)}, {@code to} may alias {@code from}. */
  void populateDependencies(Operation op, BiConsumer<Value, Value> register);

  /** Whether {@code value} (a buffer result or region argument of {@code op}) may be a new buffer. */
  default boolean mayBeTerminalBuffer(Operation op, Value value) {
    return false;
  }
}
