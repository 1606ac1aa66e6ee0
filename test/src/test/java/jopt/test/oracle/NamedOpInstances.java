package jopt.test.oracle;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.StringJoiner;
import jopt.dialects.linalg.NamedOpRow;
import jopt.dialects.linalg.NamedOpRow.Syntax;
import jopt.dialects.linalg.OpDsl;
import jopt.dialects.linalg.OpDsl.IndexAttr;
import jopt.dialects.linalg.OpDsl.Operand;
import jopt.dialects.linalg.OpDsl.OperandKind;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;

/**
 * Instances of every row of the named-op table, written as text: for each variant (all f32;
 * i8 inputs into i32 with the casts the payload inserts; unsigned casts; non-default strides
 * and dilations; user-given maps) a function on tensors and one on memrefs, with shapes that
 * fit the row's maps over small loop sizes.
 */
final class NamedOpInstances {
  private NamedOpInstances() {}

  /** The elementwise kinds and their arity. */
  static final List<String> ELEMENTWISE_KINDS = List.of("exp", "log", "abs", "ceil", "floor", "negf",
      "reciprocal", "round", "sqrt", "rsqrt", "square", "tanh", "erf", "add", "sub", "mul", "div", "div_unsigned",
      "max_signed", "min_signed", "max_unsigned", "min_unsigned", "powf", "select");

  /** The functions whose payload is a math dialect op. */
  static final List<String> MATH_FNS = List.of("exp", "log", "abs", "ceil", "floor", "round", "sqrt", "rsqrt",
      "tanh", "erf", "powf");

  /** Whether the row's generalized body holds a math op (jopt prints them only with the math dialect). */
  static boolean usesMath(NamedOpRow row) {
    return row.syntax() == Syntax.ELEMENTWISE || usesMath(row.body());
  }

  private static boolean usesMath(OpDsl.Expr e) {
    if (e instanceof OpDsl.Call c) {
      if (MATH_FNS.contains(c.fn())) {
        return true;
      }
      for (OpDsl.Expr o : c.operands()) {
        if (usesMath(o)) {
          return true;
        }
      }
    }
    return false;
  }

  private static boolean hasCall(OpDsl.Expr e, OpDsl.FnKind kind) {
    if (e instanceof OpDsl.Call c) {
      if (c.kind() == kind) {
        return true;
      }
      for (OpDsl.Expr o : c.operands()) {
        if (hasCall(o, kind)) {
          return true;
        }
      }
    }
    return false;
  }

  /** The instances of {@code row}, one module's worth of functions. */
  static String of(NamedOpRow row) {
    StringBuilder out = new StringBuilder();
    if (row.syntax() == Syntax.ELEMENTWISE) {
      for (String kind : ELEMENTWISE_KINDS) {
        int arity = kind.equals("select") ? 3 : ELEMENTWISE_KINDS.indexOf(kind) < 13 ? 1 : 2;
        String element = kind.endsWith("unsigned") ? "i32" : "f32";
        List<String> types = new ArrayList<>();
        for (int i = 0; i < arity; i++) {
          types.add(tensorType(i == 0 && arity == 3 ? "i1" : element, new long[] {3, 5}));
        }
        types.add(tensorType(element, new long[] {3, 5}));
        write(out, row, kind, "kind=#linalg.elementwise_kind<" + kind + ">", "", types, arity);
      }
      String t = tensorType("f32", new long[] {3, 5});
      write(out, row, "transposed", "kind=#linalg.elementwise_kind<sub> indexing_maps = [affine_map<(d0, d1) -> "
          + "(d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>]", "",
          List.of(tensorType("f32", new long[] {5, 3}), t, t), 2);
      return out.toString();
    }
    boolean casts = hasCall(row.body(), OpDsl.FnKind.TYPE) && !hasCall(row.body(), OpDsl.FnKind.UNARY)
        && !usesMath(row) || row.mnemonic().equals("fill");
    variant(out, row, "f32", false, false, null);
    if (casts) {
      variant(out, row, "int", true, false, null);
      if (!row.fnAttrs().isEmpty()) {
        variant(out, row, "unsigned", true, true, null);
      }
    }
    if (!row.indexAttrs().isEmpty()) {
      variant(out, row, "strided", false, false, new long[] {2, 3});
    }
    if (row.syntax() == Syntax.MATMUL) {
      userMaps(out, row, "transposed", "affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, "
          + "affine_map<(d0, d1, d2) -> (d0, d1)>");
      userMaps(out, row, "broadcast", "affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, "
          + "affine_map<(d0, d1, d2) -> (d0, d1)>");
    } else if (row.syntax() == Syntax.BATCH_MATMUL || row.syntax() == Syntax.BATCH_REDUCE_MATMUL) {
      String out3 = row.syntax() == Syntax.BATCH_MATMUL ? "(d0, d1, d2)" : "(d1, d2)";
      userMaps(out, row, "transposed", "affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>, "
          + "affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> " + out3 + ">");
    } else if (row.syntax() == Syntax.CONTRACT) {
      userMaps(out, row, "batch", "affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, "
          + "affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>");
    }
    return out.toString();
  }

  /** A function pair for {@code maps} given as {@code indexing_maps}. */
  private static void userMaps(StringBuilder out, NamedOpRow row, String name, String maps) {
    List<AffineMap> parsed = new ArrayList<>();
    for (String m : maps.split(", (?=affine_map)")) {
      parsed.add(parseMap(m));
    }
    List<String> types = new ArrayList<>();
    for (long[] shape : shapes(parsed)) {
      types.add(tensorType("f32", shape));
    }
    write(out, row, name, "indexing_maps = [" + maps + "]", "", types, 2);
  }

  /** {@code affine_map<(d0, d1, d2) -> (d2, d0)>} of plain dims. */
  private static AffineMap parseMap(String text) {
    String dims = text.substring(text.indexOf('(') + 1, text.indexOf(')'));
    String results = text.substring(text.lastIndexOf('(') + 1, text.lastIndexOf(')'));
    List<AffineExpr> r = new ArrayList<>();
    for (String s : results.split(",")) {
      if (!s.isBlank()) {
        r.add(AffineExpr.dim(Integer.parseInt(s.trim().substring(1))));
      }
    }
    return AffineMap.get(dims.split(",").length, 0, r);
  }

  private static void variant(StringBuilder out, NamedOpRow row, String name, boolean ints, boolean unsigned,
      long[] strides) {
    List<AffineMap> maps = row.syntax() == Syntax.CONTRACT ? List.of(parseMap("affine_map<(d0, d1, d2) -> (d0, d2)>"),
        parseMap("affine_map<(d0, d1, d2) -> (d2, d1)>"), parseMap("affine_map<(d0, d1, d2) -> (d0, d1)>"))
        : row.boundMaps(a -> strides == null ? null : values(row, a, strides));
    List<long[]> shapes = row.isRankPolymorphic() ? null : shapes(maps);
    List<String> types = new ArrayList<>();
    List<Operand> operands = row.operands();
    for (int i = 0; i < operands.size(); i++) {
      Operand o = operands.get(i);
      String element = element(row, o, ints);
      if (o.kind() == OperandKind.SCALAR) {
        types.add(element);
      } else {
        types.add(tensorType(element, shapes == null ? new long[] {3, 5} : shapes.get(i)));
      }
    }
    StringJoiner attrs = new StringJoiner(", ");
    if (strides != null) {
      for (IndexAttr a : row.indexAttrs()) {
        long[] v = values(row, a.name(), strides);
        attrs.add(a.name() + " = dense<" + Arrays.toString(v) + "> : tensor<" + v.length + "xi64>");
      }
    }
    if (unsigned) {
      attrs.add("cast = #linalg.type_fn<cast_unsigned>");
    }
    String prefix = row.syntax() == Syntax.CONTRACT ? "indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, "
        + "affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]" : "";
    write(out, row, name, prefix, attrs.length() == 0 ? "" : "{" + attrs + "}", types, row.numInputs());
  }

  /** strides of 2, dilations of 3, or what {@code strides} says. */
  private static long[] values(NamedOpRow row, String attr, long[] strides) {
    for (IndexAttr a : row.indexAttrs()) {
      if (a.name().equals(attr)) {
        long[] v = new long[a.defaults().length];
        Arrays.fill(v, attr.equals("strides") ? strides[0] : strides[1]);
        return v;
      }
    }
    return null;
  }

  /** The element type of an operand: f32, or i8 inputs into i32 outputs; typed scalars keep theirs. */
  private static String element(NamedOpRow row, Operand o, boolean ints) {
    String mnemonic = row.mnemonic();
    if (o.typeVar().equals("I32")) {
      return "i32";
    }
    if (o.typeVar().equals("F64")) {
      return "f64";
    }
    if (mnemonic.equals("select") && o.name().equals("cond")) {
      return "i1";
    }
    if (mnemonic.endsWith("_unsigned") && !ints) {
      return "i32";
    }
    if (!ints) {
      return "f32";
    }
    return o.kind() == OperandKind.OUTPUT || mnemonic.equals("fill") ? "i32" : "i8";
  }

  /** Loop sizes 2, 3, 4, 2, ...; each operand's shape is its map at the last iteration, plus one. */
  private static List<long[]> shapes(List<AffineMap> maps) {
    int loops = maps.get(0).getNumDims();
    long[] last = new long[loops];
    for (int d = 0; d < loops; d++) {
      last[d] = 1 + d % 3;
    }
    List<long[]> r = new ArrayList<>();
    for (AffineMap m : maps) {
      long[] s = m.eval(last, new long[0]);
      for (int i = 0; i < s.length; i++) {
        s[i]++;
      }
      r.add(s);
    }
    return r;
  }

  private static String tensorType(String element, long[] shape) {
    StringBuilder b = new StringBuilder("tensor<");
    for (long d : shape) {
      b.append(d).append('x');
    }
    return b.append(element).append('>').toString();
  }

  /** A function on tensors returning the result, and the same op on memrefs. */
  private static void write(StringBuilder out, NamedOpRow row, String variant, String prefix, String attrs,
      List<String> types, int numInputs) {
    String fn = "@" + row.mnemonic() + "_" + variant;
    for (boolean memref : new boolean[] {false, true}) {
      List<String> ts = new ArrayList<>();
      for (String t : types) {
        ts.add(memref ? t.replace("tensor<", "memref<") : t);
      }
      StringJoiner args = new StringJoiner(", ");
      for (int i = 0; i < ts.size(); i++) {
        args.add("%arg" + i + ": " + ts.get(i));
      }
      String result = ts.get(ts.size() - 1);
      boolean shaped = result.startsWith("tensor");
      out.append("func.func ").append(fn).append(memref ? "_memref(" : "_tensor(").append(args).append(")")
          .append(shaped ? " -> " + result : "").append(" {\n  ").append(shaped ? "%0 = " : "")
          .append(row.name());
      if (!prefix.isEmpty()) {
        out.append(' ').append(prefix);
      }
      if (!attrs.isEmpty()) {
        out.append(' ').append(attrs);
      }
      out.append(" ins(").append(list("%arg", 0, numInputs)).append(" : ")
          .append(String.join(", ", ts.subList(0, numInputs))).append(") outs(%arg").append(numInputs)
          .append(" : ").append(result).append(")").append(shaped ? " -> " + result : "").append("\n  return")
          .append(shaped ? " %0 : " + result : "").append("\n}\n");
    }
  }

  private static String list(String prefix, int from, int to) {
    StringJoiner j = new StringJoiner(", ");
    for (int i = from; i < to; i++) {
      j.add(prefix + i);
    }
    return j.toString();
  }
}
