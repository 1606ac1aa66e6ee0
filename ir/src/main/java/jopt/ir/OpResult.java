package jopt.ir;

/** The {@code index}-th result of an operation. */
public final class OpResult extends Value {
  private final Operation owner;
  private final int index;

  OpResult(Operation owner, int index, Type type) {
    super(type);
    this.owner = owner;
    this.index = index;
  }

  public Operation getOwner() {
    return owner;
  }

  public int getResultNumber() {
    return index;
  }

  @Override
  public Operation getDefiningOp() {
    return owner;
  }

  @Override
  public Block getParentBlock() {
    return owner.getBlock();
  }

  @Override
  public Location getLoc() {
    return owner.getLoc();
  }

  @Override
  public String toString() {
    return "OpResult#" + index + " of " + owner.getName();
  }
}
