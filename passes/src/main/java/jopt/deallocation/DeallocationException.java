package jopt.deallocation;

import jopt.ir.Operation;

/** A construct hlo-deallocate rejects; reported as an error at {@code op}. */
final class DeallocationException extends RuntimeException {
  final transient Operation op;

  DeallocationException(Operation op, String message) {
    super(message, null, false, false);
    this.op = op;
  }
}
