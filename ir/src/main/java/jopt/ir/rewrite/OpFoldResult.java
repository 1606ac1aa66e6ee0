package jopt.ir.rewrite;

import jopt.ir.Attribute;
import jopt.ir.Value;

/** What a folder returns for one result: a constant attribute or an existing value. */
public record OpFoldResult(Attribute attr, Value value) {
  public static OpFoldResult of(Attribute attr) {
    return new OpFoldResult(attr, null);
  }

  public static OpFoldResult of(Value value) {
    return new OpFoldResult(null, value);
  }

  public boolean isAttribute() {
    return attr != null;
  }

  /**
   * MLIR's getConstantIntValue: the integer of an integer attribute or of a value a constant op
   * defines, else null.
   */
  public Long getConstantIntValue() {
    Attribute a = attr != null ? attr : SideEffects.constantValue(value);
    return a instanceof jopt.ir.attr.IntegerAttr i ? i.getValue() : null;
  }
}
