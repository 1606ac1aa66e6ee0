package jopt.ir;

/** The {@code index}-th argument of a block. */
public final class BlockArgument extends Value {
  private final Block owner;
  private int index;
  private Location loc;

  BlockArgument(Block owner, int index, Type type, Location loc) {
    super(type);
    this.owner = owner;
    this.index = index;
    this.loc = loc;
  }

  public Block getOwner() {
    return owner;
  }

  public int getArgNumber() {
    return index;
  }

  void setArgNumber(int index) {
    this.index = index;
  }

  @Override
  public Operation getDefiningOp() {
    return null;
  }

  @Override
  public Block getParentBlock() {
    return owner;
  }

  @Override
  public Location getLoc() {
    return loc;
  }

  public void setLoc(Location loc) {
    this.loc = loc;
  }

  @Override
  public String toString() {
    return "BlockArgument#" + index;
  }
}
