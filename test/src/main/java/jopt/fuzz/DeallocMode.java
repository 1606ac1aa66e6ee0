package jopt.fuzz;

/** Which memory discipline a generated program follows. */
public enum DeallocMode {
  /**
   * No {@code memref.dealloc}, {@code memref.alloca} nor {@code bufferization.clone}: the input
   * of a deallocation pass (MLIR-HLO's {@code hlo-deallocate}). Buffers leak until the pass frees
   * them; reallocs only where the pass can capture them implicitly; no aliasing across element
   * types.
   */
  NONE,
  /**
   * Every allocated buffer is freed exactly once after its last use (and the last use of its
   * views), except the memref @main returns.
   */
  CORRECT
}
