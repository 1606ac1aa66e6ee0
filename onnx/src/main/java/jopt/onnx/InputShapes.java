package jopt.onnx;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import jopt.dialects.builtin.AsmUtil;
import jopt.ir.Type;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;
import jopt.ir.type.TensorType;

/**
 * Applies {@link ImportOptions} to a model's inputs: {@code --input-shapes} fixes sizes of the
 * inputs it names (by name or position), {@code --dim-params} the symbolic dimensions of its
 * names; a size an input-shape fixes where the model names the dimension fixes that name too, in
 * every input; {@code --dim-range} must name dimensions left dynamic. What does not fit the model (an unknown input or name, another rank, a size that
 * contradicts the model's) is an error naming the input.
 */
final class InputShapes {
  private InputShapes() {}

  /** The inputs' types and symbolic dimensions after the options, and the names fixed. */
  record Applied(List<Type> types, List<Map<Integer, String>> params, Map<String, Long> fixed) {}

  static Applied apply(List<String> names, List<Type> types, List<Map<Integer, String>> params, ImportOptions o)
      throws OnnxImportException {
    List<Type> t = new ArrayList<>(types);
    List<Map<Integer, String>> p = new ArrayList<>();
    for (Map<Integer, String> m : params) {
      p.add(new TreeMap<>(m));
    }
    Map<String, Long> fixed = new LinkedHashMap<>(o.dimParams());
    Map<String, String> fixedBy = new HashMap<>();
    o.dimParams().keySet().forEach(k -> fixedBy.put(k, "--dim-params"));
    for (ImportOptions.InputShape s : o.inputShapes()) {
      for (int i : select(s.input(), names)) {
        t.set(i, shaped(names.get(i), t.get(i), s, p.get(i), fixed, fixedBy));
      }
    }
    // The named dimensions fixed, in every input.
    for (String name : o.dimParams().keySet()) {
      boolean found = false;
      for (Map<Integer, String> m : p) {
        found |= m.containsValue(name);
      }
      if (!found) {
        throw new OnnxImportException("--dim-params: no input of the model has a dimension named '" + name + "'");
      }
    }
    for (int i = 0; i < t.size(); i++) {
      if (!(t.get(i) instanceof RankedTensorType r)) {
        continue;
      }
      long[] dims = r.getShape();
      for (var e : new ArrayList<>(p.get(i).entrySet())) {
        Long size = fixed.get(e.getValue());
        if (size != null && e.getKey() < dims.length) {
          dims[e.getKey()] = size;
          p.get(i).remove(e.getKey());
        }
      }
      t.set(i, RankedTensorType.get(dims, r.getElementType(), r.getEncoding()));
    }
    // The ranged dimensions must be left dynamic: named in some input and not fixed.
    for (String name : o.dimRanges().keySet()) {
      if (fixed.containsKey(name)) {
        throw new OnnxImportException("--dim-range: dimension '" + name + "' is fixed by "
            + fixedBy.getOrDefault(name, "--input-shapes") + " to size " + fixed.get(name));
      }
      boolean found = false;
      for (Map<Integer, String> m : p) {
        found |= m.containsValue(name);
      }
      if (!found) {
        throw new OnnxImportException("--dim-range: no input of the model has a dimension named '" + name + "'");
      }
    }
    return new Applied(List.copyOf(t), List.copyOf(p), Map.copyOf(fixed));
  }

  /** The inputs {@code selector} names: a name, a position, a range {@code a-b}, or -1 for all. */
  private static List<Integer> select(String selector, List<String> names) throws OnnxImportException {
    int byName = names.indexOf(selector);
    if (byName >= 0) {
      return List.of(byName);
    }
    List<Integer> r = new ArrayList<>();
    try {
      if (selector.equals("-1")) {
        for (int i = 0; i < names.size(); i++) {
          r.add(i);
        }
        return r;
      }
      int dash = selector.indexOf('-', 1);
      int from = Integer.parseInt(dash < 0 ? selector : selector.substring(0, dash));
      int to = dash < 0 ? from : Integer.parseInt(selector.substring(dash + 1));
      if (from < 0 || to < from || to >= names.size()) {
        throw new OnnxImportException("--input-shapes: the model has no input #" + selector + ": it has "
            + names.size() + " input" + (names.size() == 1 ? "" : "s") + " (" + String.join(", ", names) + ")");
      }
      for (int i = from; i <= to; i++) {
        r.add(i);
      }
      return r;
    } catch (NumberFormatException e) {
      throw new OnnxImportException("--input-shapes: the model has no input '" + selector + "' (its inputs: "
          + String.join(", ", names) + ")");
    }
  }

  private static Type shaped(String name, Type t, ImportOptions.InputShape s, Map<Integer, String> params,
      Map<String, Long> fixed, Map<String, String> fixedBy) throws OnnxImportException {
    if (!(t instanceof TensorType tt)) {
      throw new OnnxImportException("--input-shapes: input '" + name + "' is no tensor (" + AsmUtil.typeStr(t) + ")");
    }
    List<Long> sizes = s.sizes();
    long[] dims = new long[sizes.size()];
    if (t instanceof RankedTensorType r) {
      if (r.getRank() != sizes.size()) {
        throw new OnnxImportException("--input-shapes: input '" + name + "' has rank " + r.getRank() + " ("
            + AsmUtil.typeStr(t) + "), " + s.text() + " has rank " + sizes.size());
      }
      dims = r.getShape();
    } else {
      java.util.Arrays.fill(dims, ShapedType.DYNAMIC);
    }
    for (int d = 0; d < dims.length; d++) {
      long want = sizes.get(d);
      if (want == ImportOptions.KEEP) {
        continue;
      }
      if (dims[d] != ShapedType.DYNAMIC && dims[d] != want) {
        throw new OnnxImportException("--input-shapes: input '" + name + "' has size " + dims[d] + " in dimension "
            + d + " (" + AsmUtil.typeStr(t) + "), " + s.text() + " gives " + want);
      }
      dims[d] = want;
      String param = params.remove(d);
      if (param != null) {
        Long before = fixed.putIfAbsent(param, want);
        if (before != null && before != want) {
          throw new OnnxImportException("--input-shapes: input '" + name + "' has dimension '" + param + "' in dimension "
              + d + ", " + fixedBy.getOrDefault(param, "another input") + " gives it size " + before + ", "
              + s.text() + " " + want);
        }
        fixedBy.putIfAbsent(param, "input '" + name + "'");
      }
    }
    return RankedTensorType.get(dims, tt.getElementType());
  }
}
