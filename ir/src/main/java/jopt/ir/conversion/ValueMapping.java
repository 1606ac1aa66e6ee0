package jopt.ir.conversion;

import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;
import jopt.ir.Value;

/**
 * What each replaced value was replaced with during a conversion (MLIR's ConversionValueMapping):
 * chains of single values, since a replacement may itself be replaced later.
 */
final class ValueMapping {
  private final Map<Value, Value> map = new HashMap<>();
  /** Every value some value maps to (never shrinks: may say yes for a value no longer mapped to). */
  private final Set<Value> mappedTo = Collections.newSetFromMap(new IdentityHashMap<>());

  void map(Value from, Value to) {
    map.put(from, to);
    mappedTo.add(to);
  }

  void erase(Value from) {
    map.remove(from);
  }

  /** The value {@code from} maps to directly, or null. */
  Value lookup(Value from) {
    return map.get(from);
  }

  boolean isMappedTo(Value value) {
    return mappedTo.contains(value);
  }
}
