package jopt.ir.ods;

import jopt.ir.Attribute;

/**
 * One inherent attribute (property) of an op: name, constraint, and whether it may be absent
 * ({@code OptionalAttr}) or has a default ({@code DefaultValuedAttr}; the default is added when
 * absent, as MLIR's property storage has it). Neither means ODS's required attribute.
 */
public record AttrDef(String name, AttrConstraint constraint, boolean optional, Attribute defaultValue) {
  public boolean isRequired() {
    return !optional && defaultValue == null;
  }
}
