package jopt.passes.bufferization.ownership;

import jopt.ir.rewrite.Builder;
import jopt.ir.Operation;
import jopt.ir.Value;

/**
 * MLIR's BufferDeallocationOpInterface: an op that inserts its own deallocations and updates
 * the ownership state itself ({@link #process}) instead of the pass's interface handlers, and
 * may say how the ownership of one of its memref results is made unique.
 */
public interface BufferDeallocationOpInterface {
  /** A memref and its unique ownership indicator. */
  record MemrefWithOwnership(Value memref, Value ownership) {}

  /**
   * Does the op's part of the deallocation; returns the op, an op that replaced it, or null when
   * it was erased.
   */
  Operation process(Operation op, DeallocationState state, DeallocationOptions options)
      throws DeallocationFailure;

  /**
   * A value with unique ownership for {@code memref} (a result of {@code op}) in its block: by
   * default the memref when its ownership is unique, else a clone of it.
   */
  default MemrefWithOwnership materializeUniqueOwnershipForMemref(Operation op, DeallocationState state,
      DeallocationOptions options, Builder builder, Value memref) {
    return state.getMemrefWithUniqueOwnership(builder, memref, memref.getParentBlock());
  }
}
