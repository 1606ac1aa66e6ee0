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

  /** MLIR's getAsOpFoldResult: a value a constant op defines becomes its attribute. */
  public static OpFoldResult asOpFoldResult(Value value) {
    Attribute a = Matchers.constantValue(value);
    return a != null ? of(a) : of(value);
  }

  /** {@link #asOpFoldResult(Value)} of each value entry; attributes stay. */
  public static java.util.List<OpFoldResult> asOpFoldResults(java.util.List<OpFoldResult> values) {
    java.util.List<OpFoldResult> out = new java.util.ArrayList<>(values.size());
    for (OpFoldResult r : values) {
      out.add(r.isAttribute() ? r : asOpFoldResult(r.value()));
    }
    return out;
  }

  public boolean isAttribute() {
    return attr != null;
  }

  /**
   * MLIR's getConstantIntValue: the integer of an integer attribute or of a value a constant op
   * defines, else null.
   */
  public Long getConstantIntValue() {
    Attribute a = attr != null ? attr : Matchers.constantValue(value);
    return a instanceof jopt.ir.attr.IntegerAttr i ? i.getValue() : null;
  }

  /** MLIR's getConstantIntValue of a value: the integer a constant op gives it, else null. */
  public static Long getConstantIntValue(jopt.ir.Value v) {
    return Matchers.constantValue(v) instanceof jopt.ir.attr.IntegerAttr i ? i.getValue() : null;
  }

  /**
   * MLIR's foldDynamicIndexList on a static/dynamic pair: each dynamic entry ({@code DYNAMIC} in
   * {@code statics}) whose value is a constant (non-negative with {@code onlyNonNegative})
   * becomes static and leaves {@code dynamic}; whether any did.
   */
  public static boolean foldDynamicIndexList(long[] statics, java.util.List<Value> dynamic,
      boolean onlyNonNegative) {
    return foldDynamicIndexList(statics, dynamic, (i, v) -> {
      Long c = getConstantIntValue(v);
      return c != null && !(onlyNonNegative && c < 0) ? c : null;
    });
  }

  /** The static value a dynamic entry can take, or null: its position and its value. */
  @FunctionalInterface
  public interface StaticEntry {
    Long of(int position, Value value);
  }

  /**
   * Each dynamic entry ({@code DYNAMIC} in {@code statics}) for which {@code staticEntry} gives a
   * value becomes static with it and leaves {@code dynamic}; whether any did.
   */
  public static boolean foldDynamicIndexList(long[] statics, java.util.List<Value> dynamic,
      StaticEntry staticEntry) {
    boolean changed = false;
    java.util.List<Value> kept = new java.util.ArrayList<>();
    for (int i = 0, d = 0; i < statics.length; i++) {
      if (statics[i] != jopt.ir.type.ShapedType.DYNAMIC) {
        continue;
      }
      Value v = dynamic.get(d++);
      Long c = staticEntry.of(i, v);
      if (c != null) {
        statics[i] = c;
        changed = true;
      } else {
        kept.add(v);
      }
    }
    dynamic.clear();
    dynamic.addAll(kept);
    return changed;
  }
}
