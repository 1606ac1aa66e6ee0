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
}
