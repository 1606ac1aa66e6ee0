package jopt.ir.rewrite;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.Dialect;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.NamedAttrList;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;

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

  /**
   * MLIR's clone(builder, op, resultTypes, operands): {@code op} with other operands and result
   * types, its attributes and regions copied (the regions before the op is inserted, so only
   * the op itself is reported to a listener), at the insertion point.
   */
  public Operation clone(Operation op, List<? extends Type> resultTypes, List<? extends Value> operands) {
    OperationState st = new OperationState(op.getLoc(), op.getName());
    st.addOperands(operands);
    st.addTypes(resultTypes);
    st.addAttributes(op.getAttrDictionary());
    st.properties = op.getOpaqueProperties();
    for (Region r : op.getRegions()) {
      r.cloneInto(st.addRegion(), null, new java.util.HashMap<>());
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

  /**
   * MLIR's OpBuilder::createOrFold for an op just built with one result: when its folder gives
   * an operand or another existing value, the op is erased and that value returned; when it gives
   * an attribute, the op's dialect materializes it as a constant at the insertion point (the op is
   * erased); otherwise the op's result.
   */
  public Value createOrFold(Operation op) {
    Value own = op.getResult(0);
    if (op.getDef() == null) {
      return own;
    }
    if (op.hasTrait(Traits.ConstantLike.class)) {
      return own;
    }
    // As MLIR's OpBuilder::tryFold, an in-place fold (a commutative op's constant moved to the
    // right) is followed by another fold (bounded here: no in-place fold should repeat forever).
    OpFoldResult r = null;
    for (int attempt = 0; r == null; attempt++) {
      List<Attribute> constants = new java.util.ArrayList<>();
      for (Value v : op.getOperands()) {
        constants.add(Matchers.constantValue(v.getDefiningOp()));
      }
      List<OpFoldResult> results = new java.util.ArrayList<>();
      if (attempt == 8 || !op.getDef().fold(op, constants, results) || results.size() > 1) {
        return own;
      }
      r = results.isEmpty() ? null : results.get(0);
    }
    if (!r.isAttribute()) {
      if (r.value() == own) {
        return own;
      }
      op.erase();
      return r.value();
    }
    Dialect dialect = ctx.getDialect(op.getName().substring(0, op.getName().indexOf('.')));
    Operation constant = dialect == null ? null
        : dialect.materializeConstant(this, r.attr(), own.getType(), op.getLoc());
    if (constant == null) {
      return own;
    }
    op.erase();
    return constant.getResult(0);
  }
}
