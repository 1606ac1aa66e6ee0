package jopt.ir.ods;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Location;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.Value;

/**
 * A typed view of an {@link Operation} of one op kind, as MLIR's op classes ({@code LoadOp},
 * {@code ForOp}): named accessors over the generic operation, derived from the op's
 * {@link OpSpec}. A view holds nothing but the operation; two views of one op are equal.
 * Views are meant for verified ops: their accessors trust the op's structure.
 */
public abstract class OpView {
  private final Operation op;

  protected OpView(Operation op) {
    this.op = op;
  }

  public final Operation getOperation() {
    return op;
  }

  public final Location getLoc() {
    return op.getLoc();
  }

  /** The spec of this view's op kind. */
  protected abstract OpSpec spec();

  /** {@code op} when it is named as {@code spec}; throws IllegalArgumentException otherwise. */
  protected static Operation checked(Operation op, OpSpec spec) {
    if (!spec.isa(op)) {
      throw new IllegalArgumentException("expected a '" + spec.name() + "' op, got '" + op.getName() + "'");
    }
    return op;
  }

  /** The single value of operand group {@code group} (null when an optional group is empty). */
  protected final Value operand(int group) {
    return ValueGroups.operand(spec(), op, group);
  }

  /** The values of operand group {@code group}. */
  protected final List<Value> operands(int group) {
    return ValueGroups.operands(spec(), op, group);
  }

  /** The number of values in operand group {@code group}. */
  protected final int operandCount(int group) {
    return ValueGroups.operandCount(spec(), op, group);
  }

  /** The values of result group {@code group}. */
  protected final List<Value> results(int group) {
    return ValueGroups.results(spec(), op, group);
  }

  /** Result {@code i}. */
  protected final OpResult result(int i) {
    return op.getResult(i);
  }

  /** The attribute {@code name} (the spec's default when absent), or null. */
  protected final Attribute attr(String name) {
    Attribute a = op.getAttr(name);
    if (a == null) {
      var def = spec().attribute(name);
      return def == null ? null : def.defaultValue();
    }
    return a;
  }

  @Override
  public final boolean equals(Object o) {
    return o instanceof OpView v && v.op == op;
  }

  @Override
  public final int hashCode() {
    return System.identityHashCode(op);
  }

  @Override
  public String toString() {
    return op.toString();
  }
}
