package jopt.ir;

/** A use of a value by an operation: the {@code index}-th operand of {@code owner}. */
public final class OpOperand {
  private final Operation owner;
  private int index;
  private Value value;
  OpOperand prevUse;
  OpOperand nextUse;

  OpOperand(Operation owner, int index, Value value) {
    this.owner = owner;
    this.index = index;
    this.value = value;
    if (value != null) {
      value.addUse(this);
    }
  }

  public Operation getOwner() {
    return owner;
  }

  public int getOperandNumber() {
    return index;
  }

  void setOperandNumber(int index) {
    this.index = index;
  }

  public Value get() {
    return value;
  }

  /** Points this use at {@code v}, moving it between use lists in O(1). */
  public void set(Value v) {
    if (v == value) {
      return;
    }
    if (value != null) {
      value.removeUse(this);
    }
    value = v;
    if (v != null) {
      v.addUse(this);
    }
  }

  /**
   * MLIR's IROperand::set: points this use at {@code v} and moves it to the head of that value's
   * use list, even when it already uses {@code v} (use-list order decides the order in which
   * rewrites visit users).
   */
  public void assign(Value v) {
    if (value != null) {
      value.removeUse(this);
    }
    value = v;
    if (v != null) {
      v.addUse(this);
    }
  }

  void drop() {
    if (value != null) {
      value.removeUse(this);
      value = null;
    }
  }
}
