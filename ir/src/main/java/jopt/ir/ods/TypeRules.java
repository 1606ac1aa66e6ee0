package jopt.ir.ods;

import java.util.List;
import java.util.function.Function;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;

/** Evaluates {@link OpSpec.TypeRule}s on an op, looking values up by their group names. */
final class TypeRules {
  private TypeRules() {}

  static boolean allMatch(Operation op, String opName, List<String> names) {
    OpSpec spec = op.getDef().getSpec();
    Type first = null;
    for (String n : names) {
      Value v = single(spec, op, n);
      if (v == null) {
        continue;
      }
      if (first == null) {
        first = v.getType();
      } else if (!first.equals(v.getType())) {
        return false;
      }
    }
    return true;
  }

  static boolean matchWith(Operation op, String opName, String from, String to, Function<Type, Type> transform) {
    OpSpec spec = op.getDef().getSpec();
    Value a = single(spec, op, from);
    Value b = single(spec, op, to);
    if (a == null || b == null) {
      return true;
    }
    Type expected;
    try {
      expected = transform.apply(a.getType());
    } catch (RuntimeException e) {
      return false;
    }
    return b.getType().equals(expected);
  }

  /** As many copies of {@code shaped}'s element type as it has elements (none for a non-shaped type). */
  static List<Type> elementsOf(Type shaped) {
    if (!(shaped instanceof jopt.ir.type.ShapedType s) || !s.hasRank()) {
      return List.of();
    }
    long n = 1;
    for (long d : s.getShape()) {
      n *= d;
    }
    return java.util.Collections.nCopies((int) Math.max(0, n), s.getElementType());
  }

  /** TypesMatchWith onto a variable group: {@code to}'s types are {@code transform} of {@code from}'s. */
  static boolean matchesEach(Operation op, String from, String to,
      java.util.function.Function<Type, List<Type>> transform) {
    OpSpec spec = op.getDef().getSpec();
    Value s = single(spec, op, from);
    if (s == null) {
      return true;
    }
    List<Value> values = group(spec, op, to);
    List<Type> expected = transform.apply(s.getType());
    if (values.size() != expected.size()) {
      return false;
    }
    for (int i = 0; i < values.size(); i++) {
      if (!values.get(i).getType().equals(expected.get(i))) {
        return false;
      }
    }
    return true;
  }

  private static List<Value> group(OpSpec spec, Operation op, String name) {
    for (int i = 0; i < spec.operands().size(); i++) {
      if (spec.operands().get(i).name().equals(name)) {
        return ValueGroups.operands(spec, op, i);
      }
    }
    return ValueGroups.results(spec, op, spec.resultIndex(name));
  }

  /** The value of the single operand or result group {@code name}, or null when it has none. */
  static Value single(OpSpec spec, Operation op, String name) {
    for (int i = 0; i < spec.operands().size(); i++) {
      if (spec.operands().get(i).name().equals(name)) {
        return ValueGroups.operand(spec, op, i);
      }
    }
    for (int i = 0; i < spec.results().size(); i++) {
      if (spec.results().get(i).name().equals(name)) {
        int[] r = ValueGroups.resultRange(spec, op, i);
        return r[1] == 0 ? null : op.getResult(r[0]);
      }
    }
    throw new IllegalArgumentException(spec.name() + " has no operand or result named '" + name + "'");
  }
}
