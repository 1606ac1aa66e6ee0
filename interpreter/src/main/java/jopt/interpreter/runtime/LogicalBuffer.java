package jopt.interpreter.runtime;

import jopt.ir.Operation;

/**
 * A buffer as the program sees it: an allocation, or a {@code memref.view} carved out of one.
 * Shadow memory records which logical buffer last wrote each byte; reading bytes written
 * through an unrelated logical buffer (neither an ancestor nor a descendant) means two live
 * buffers share memory, the bug memory planners make.
 */
public final class LogicalBuffer {
  public final int id;
  final LogicalBuffer parent;
  /** The alloc or view op that created it; null for buffers made outside the program. */
  final Operation origin;

  LogicalBuffer(int id, LogicalBuffer parent, Operation origin) {
    this.id = id;
    this.parent = parent;
    this.origin = origin;
  }

  public boolean isRelated(LogicalBuffer other) {
    return other == this || isAncestorOf(other) || other.isAncestorOf(this);
  }

  private boolean isAncestorOf(LogicalBuffer other) {
    for (LogicalBuffer b = other.parent; b != null; b = b.parent) {
      if (b == this) {
        return true;
      }
    }
    return false;
  }
}
