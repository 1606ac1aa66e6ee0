package jopt.passes.bufferization.ownership;

import jopt.ir.Value;
import jopt.ir.rewrite.Matchers;

/**
 * MLIR's ownership of a memref in a block: not yet known (uninitialized), the i1 value that says
 * at run time whether the block must free it (unique), or more than one value can say
 * (unknown). The states form a lattice uninitialized < unique(v) < unknown; two unique
 * ownerships join to themselves when their indicators are the same value or equal constants.
 */
public final class Ownership {
  private enum State { UNINITIALIZED, UNIQUE, UNKNOWN }

  public static final Ownership UNINITIALIZED = new Ownership(State.UNINITIALIZED, null);
  public static final Ownership UNKNOWN = new Ownership(State.UNKNOWN, null);

  private final State state;
  private final Value indicator;

  private Ownership(State state, Value indicator) {
    this.state = state;
    this.indicator = indicator;
  }

  public static Ownership unique(Value indicator) {
    return new Ownership(State.UNIQUE, indicator);
  }

  public boolean isUninitialized() {
    return state == State.UNINITIALIZED;
  }

  public boolean isUnique() {
    return state == State.UNIQUE;
  }

  public boolean isUnknown() {
    return state == State.UNKNOWN;
  }

  /** The i1 indicator of a unique ownership. */
  public Value getIndicator() {
    if (state != State.UNIQUE) {
      throw new IllegalStateException("must have unique ownership to get the indicator");
    }
    return indicator;
  }

  /** The join of this and {@code other}. */
  public Ownership combine(Ownership other) {
    if (other.isUninitialized()) {
      return this;
    }
    if (isUninitialized()) {
      return other;
    }
    if (!isUnique() || !other.isUnique()) {
      return UNKNOWN;
    }
    return Matchers.isEqualConstantIntOrValue(indicator, other.indicator) ? this : UNKNOWN;
  }
}
