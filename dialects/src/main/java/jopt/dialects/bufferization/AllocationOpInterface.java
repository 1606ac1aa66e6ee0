package jopt.dialects.bufferization;

import java.util.Set;
import jopt.ir.rewrite.Builder;
import jopt.ir.Operation;
import jopt.ir.Value;

/**
 * MLIR's bufferization AllocationOpInterface, implemented by the ops that allocate a buffer
 * ({@code memref.alloc}, {@code memref.alloca}, {@code memref.realloc}): how far the buffer
 * passes may move the op ({@link #getHoistingKind}) and its stack form
 * ({@link #buildPromotedAlloc}).
 */
public interface AllocationOpInterface {
  /** MLIR's HoistingKind bits: out of loops, into dominating blocks. */
  enum HoistingKind {
    LOOP,
    BLOCK
  }

  /** How the op may be hoisted; none by default. */
  default Set<HoistingKind> getHoistingKind() {
    return Set.of();
  }

  /**
   * Creates, at {@code b}'s insertion point, the stack allocation that may replace the buffer
   * {@code alloc} allocates; null when the op has none (the default).
   */
  default Operation buildPromotedAlloc(Builder b, Value alloc) {
    return null;
  }

  /** Whether {@code op} may be hoisted by {@code kind}. */
  static boolean allows(Operation op, HoistingKind kind) {
    AllocationOpInterface a = op == null ? null : op.getInterface(AllocationOpInterface.class);
    return a != null && a.getHoistingKind().contains(kind);
  }
}
