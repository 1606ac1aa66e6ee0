package jopt.passes.mergealloc.stages;

import jopt.ir.Operation;

/** IR merge-alloc cannot handle; reported as an error at {@code op}. */
public final class MergeAllocException extends RuntimeException {
  private final transient Operation op;

  public MergeAllocException(Operation op, String message) {
    super(message, null, false, false);
    this.op = op;
  }

  public Operation getOp() {
    return op;
  }
}
