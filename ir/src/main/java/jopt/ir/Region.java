package jopt.ir;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** An ordered list of blocks owned by an operation. */
public final class Region {
  private Operation parent;
  private final ArrayList<Block> blocks = new ArrayList<>(1);

  public Region() {}

  public Operation getParentOp() {
    return parent;
  }

  void setParent(Operation op) {
    this.parent = op;
  }

  /** The mutable block list; use {@link #push_back} and {@link #insertAfter} to add blocks. */
  public List<Block> getBlocks() {
    return blocks;
  }

  public boolean isEmpty() {
    return blocks.isEmpty();
  }

  /** The first (entry) block; the region must not be empty (MLIR's {@code front}). */
  public Block getFirstBlock() {
    return blocks.get(0);
  }

  /** MLIR's spelling of {@link #getFirstBlock()}. */
  @Deprecated
  public Block front() {
    return getFirstBlock();
  }

  public boolean hasOneBlock() {
    return blocks.size() == 1;
  }

  public int getRegionNumber() {
    List<Region> rs = parent.getRegions();
    for (int i = 0; i < rs.size(); i++) {
      if (rs.get(i) == this) {
        return i;
      }
    }
    throw new IllegalStateException("region not in its parent");
  }

  /** Appends block {@code b} (MLIR's {@code push_back}). */
  public void add(Block b) {
    b.setParent(this);
    blocks.add(b);
  }

  /** MLIR's spelling of {@link #add(Block)}. */
  @Deprecated
  public void push_back(Block b) {
    add(b);
  }

  public Block emplaceBlock() {
    Block b = new Block();
    push_back(b);
    return b;
  }

  public void insertAfter(Block after, Block b) {
    b.setParent(this);
    blocks.add(blocks.indexOf(after) + 1, b);
  }

  /** Inserts {@code newBlocks} (not in a region) before {@code before}, or at the end when it is null. */
  public void insertBefore(Block before, List<Block> newBlocks) {
    int at = before == null ? blocks.size() : blocks.indexOf(before);
    for (Block b : newBlocks) {
      b.setParent(this);
    }
    blocks.addAll(at, newBlocks);
  }

  /**
   * MLIR's Region::cloneInto: clones this region's blocks into {@code dest} before {@code before}
   * (at the end when null). Values defined outside are looked up in {@code mapping}, which gets
   * every cloned value; an entry block argument already mapped is not cloned.
   */
  public void cloneInto(Region dest, Block before, Map<Value, Value> mapping) {
    Operation.cloneBlocks(parent.getContext(), this, dest, before, mapping, new HashMap<>(), true);
  }

  /** Moves every block of this region into {@code dest} before {@code before} (at the end when null). */
  public void moveBlocksInto(Region dest, Block before) {
    List<Block> moved = new ArrayList<>(blocks);
    blocks.clear();
    dest.insertBefore(before, moved);
  }

  /** Moves all blocks of {@code other} to the end of this region. */
  public void takeBody(Region other) {
    for (Block b : other.blocks) {
      b.setParent(this);
      blocks.add(b);
    }
    other.blocks.clear();
  }

  /** True when this region contains {@code op} at any depth. */
  public boolean isAncestor(Operation op) {
    for (Operation o = op; o != null; o = o.getParentOp()) {
      if (o.getParentRegion() == this) {
        return true;
      }
    }
    return false;
  }

  /** Finds the ancestor of {@code op} that lives directly in this region, or null. */
  public Operation findAncestorOpInRegion(Operation op) {
    for (Operation o = op; o != null; o = o.getParentOp()) {
      if (o.getParentRegion() == this) {
        return o;
      }
    }
    return null;
  }

  public void dropAllReferences() {
    for (Block b : blocks) {
      b.dropAllReferences();
    }
  }

  /** The ops of the single block, for single-block regions. */
  public Iterable<Operation> getOps() {
    return blocks.isEmpty() ? List.of() : front().getOperations();
  }
}
