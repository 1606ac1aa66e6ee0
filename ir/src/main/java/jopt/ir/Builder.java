package jopt.ir;

import java.util.List;

/**
 * Creates operations at an insertion point: before an op, or at the end of a block. Mirrors
 * MLIR's OpBuilder; op-specific convenience builders live with each dialect.
 */
public class Builder {
  private final MLIRContext ctx;
  private Block block;
  private Operation before;

  public Builder(MLIRContext ctx) {
    this.ctx = ctx;
  }

  public MLIRContext getContext() {
    return ctx;
  }

  /** A saved insertion point. */
  public record InsertPoint(Block block, Operation before) {}

  public InsertPoint saveInsertionPoint() {
    return new InsertPoint(block, before);
  }

  public void restoreInsertionPoint(InsertPoint ip) {
    this.block = ip.block();
    this.before = ip.before();
  }

  public void setInsertionPoint(Operation op) {
    this.block = op.getBlock();
    this.before = op;
  }

  public void setInsertionPointAfter(Operation op) {
    this.block = op.getBlock();
    this.before = op.getNextNode();
  }

  public void setInsertionPointToStart(Block b) {
    this.block = b;
    this.before = b.getFirstOp();
  }

  public void setInsertionPointToEnd(Block b) {
    this.block = b;
    this.before = null;
  }

  /** Sets the insertion point right after the definition of {@code v}. */
  public void setInsertionPointAfterValue(Value v) {
    if (v instanceof OpResult r) {
      setInsertionPointAfter(r.getOwner());
    } else {
      setInsertionPointToStart(v.getParentBlock());
    }
  }

  public Block getInsertionBlock() {
    return block;
  }

  /** Inserts {@code op} at the insertion point (no-op when there is none) and returns it. */
  public Operation insert(Operation op) {
    if (block != null) {
      block.insertBefore(before, op);
    }
    return op;
  }

  public Operation create(OperationState state) {
    return insert(Operation.create(ctx, state));
  }

  /** Creates and inserts an op from its parts; convenient for ops without regions. */
  public Operation create(Location loc, String name, List<? extends Value> operands,
      List<? extends Type> resultTypes, NamedAttrList attrs) {
    OperationState st = new OperationState(loc, name);
    st.addOperands(operands);
    st.addTypes(resultTypes);
    if (attrs != null) {
      for (var na : attrs.asList()) {
        st.attributes.set(na.name(), na.value());
      }
    }
    return create(st);
  }

  /** Creates a block at the end of {@code region} with the given argument types. */
  public Block createBlock(Region region, List<? extends Type> argTypes, Location loc) {
    Block b = region.emplaceBlock();
    for (Type t : argTypes) {
      b.addArgument(t, loc);
    }
    setInsertionPointToEnd(b);
    return b;
  }
}
