package jopt.passes.bufferization.oneshot;

/** How the buffer of an op result relates to the buffer of an aliasing operand (MLIR's BufferRelation). */
public enum BufferRelation {
  /** The two buffers may or may not be the same. */
  UNKNOWN,
  /** Both bufferize to the same buffer. */
  EQUIVALENT
}
