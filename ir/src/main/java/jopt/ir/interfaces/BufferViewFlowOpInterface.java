package jopt.ir.interfaces;

import java.util.function.BiConsumer;
import jopt.ir.Operation;
import jopt.ir.Value;

/**
 * MLIR's BufferViewFlowOpInterface: an op that says itself which of its buffer operands its
 * buffer results may be (arith.select, memref.realloc), instead of the buffer view flow
 * analysis assuming it from other interfaces.
 */
public interface BufferViewFlowOpInterface {
  /** Calls {@code dependency(from, to)} for each operand {@code from} that result {@code to} may be. */
  void populateDependencies(Operation op, BiConsumer<Value, Value> dependency);

  /** Whether {@code value} (a buffer result or region argument of {@code op}) may be a new buffer. */
  default boolean mayBeTerminalBuffer(Operation op, Value value) {
    return false;
  }
}
