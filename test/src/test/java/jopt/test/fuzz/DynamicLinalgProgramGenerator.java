package jopt.test.fuzz;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Random tensor programs of dynamic sizes for jopt's memory passes: {@code @f} takes tensors of
 * {@code n} rows ({@code tensor<?x8xf32>}, {@code tensor<?x16xf32>}) and chains elementwise
 * generics (unary, binary, a broadcast bias), matmuls by constant weights, fills, and
 * attention-like products ({@code n x n} scores of two values, then scores times a value), so
 * that chains have loops of dynamic and static extent and intermediates of one or two dynamic
 * sizes. {@code @main(%i: index, %j: index, %c: i1)} makes the arguments with
 * {@code n = 3 * i + 1 + j} rows (1 to 13: tiles with and without a last partial tile), calls
 * {@code @f} and returns the first and last elements of its results, as {@link TensorProgram}'s
 * programs do. Wide programs ({@link #runnableWide}) have rows of 64 and 256 and one dynamic
 * argument, for size-buckets; {@link #function} is {@code @f} alone, a module without calls (the
 * guard of jopt-merge-alloc-unless-peak-rises compares peaks only there).
 *
 * <p>Half the programs also pad: a {@code tensor.pad} of run-time low and high padding (computed
 * from {@code n}) along the columns or the rows, read by a window of K = 2 or 3 taps that brings
 * the rows and columns back ({@link #padWindow}). Those choices come from a second random stream,
 * so the programs without pads are the ones the seed made before pads were generated.
 */
public final class DynamicLinalgProgramGenerator {
  private static final String NN = "tensor<?x?xf32>";
  private static final String[] BINARY = {"arith.addf", "arith.mulf", "arith.subf", "arith.maximumf"};
  private static final String[] UNARY = {"math.exp", "math.absf", "arith.negf", "math.tanh"};

  /** The narrow and the wide row type ({@code tensor<?x8xf32>} and {@code tensor<?x16xf32>}, or 64 and 256). */
  private final String narrow;
  private final String broad;
  /** Matmul weights: 0.125 (narrow programs, as before), else 1 / K (values keep their scale). */
  private final boolean wide;
  private final Random random;
  /** Draws the pads only: {@link #random}'s draws, hence programs without pads, are unchanged. */
  private final Random padRandom;
  private final StringBuilder body = new StringBuilder();
  private final Map<String, List<String>> pool = new LinkedHashMap<>();
  private int next;
  private int nextPad;

  private DynamicLinalgProgramGenerator(long seed, boolean wide) {
    random = new Random(seed);
    padRandom = new Random(new java.util.SplittableRandom(seed).nextLong());
    this.wide = wide;
    narrow = wide ? "tensor<?x64xf32>" : "tensor<?x8xf32>";
    broad = wide ? "tensor<?x256xf32>" : "tensor<?x16xf32>";
  }

  /** The program of {@code seed}: {@code @f} and its {@code @main}. */
  public static String runnable(long seed) {
    return new DynamicLinalgProgramGenerator(seed, false).generate(true);
  }

  /**
   * As {@link #runnable}, rows of 64 and 256 elements and one dynamic argument
   * ({@code @f(%a0: tensor<?x64xf32>, %s: f32)}, the other two made from it), as
   * {@code jopt-version-for-sizes} needs: at its size hints (1 to 64 rows) chains cross
   * {@code jopt-tile-for-memory}'s 4,096 bytes, so buckets of sizes decide differently.
   */
  public static String runnableWide(long seed) {
    return new DynamicLinalgProgramGenerator(seed, true).generate(true);
  }

  /**
   * Only {@code @f} of {@link #runnable} ({@code wide}: of {@link #runnableWide}), a module
   * without calls, run as the entry on dynamic memref arguments ({@link #functionArguments}).
   */
  public static String function(long seed, boolean wide) {
    return new DynamicLinalgProgramGenerator(seed, wide).generate(false);
  }

  /** jopt-run's words for {@link #function}'s arguments at {@code n} rows. */
  public static List<String> functionArguments(long n, boolean wide) {
    return wide ? List.of("random:" + n, "0.5") : List.of("random:" + n, "random:" + n, "random:" + n, "0.5");
  }

  private String fresh() {
    return "%v" + next++;
  }

  private void add(String type, String value) {
    pool.computeIfAbsent(type, k -> new ArrayList<>()).add(value);
  }

  /** A recent value of {@code type} (chains); null if none. */
  private String pick(String type) {
    List<String> vs = pool.get(type);
    if (vs == null || vs.isEmpty()) {
      return null;
    }
    int n = vs.size();
    return vs.get(random.nextInt(4) == 0 ? random.nextInt(n) : Math.max(0, n - 1 - random.nextInt(Math.min(n, 3))));
  }

  private String sizes(String type) {
    return type.equals(NN) ? "%n, %n" : "%n";
  }

  /** An init of {@code type}: a tensor.empty, or a fill of one when the op reads it. */
  private String init(String type, boolean readable) {
    String e = fresh();
    body.append("  ").append(e).append(" = tensor.empty(").append(sizes(type)).append(") : ").append(type).append("\n");
    if (!readable && random.nextBoolean()) {
      return e;
    }
    String f = fresh();
    body.append("  ").append(f).append(" = linalg.fill ins(%s : f32) outs(").append(e).append(" : ").append(type)
        .append(") -> ").append(type).append("\n");
    return f;
  }

  private String width(String type) {
    return type.substring("tensor<?x".length(), type.indexOf("xf32>"));
  }

  /** A matmul weight's value for a reduction of {@code k}: 1 / k when wide (exact in f32). */
  private String weight(String k) {
    return wide ? Double.toString(1.0 / Integer.parseInt(k)) : "0.125";
  }

  private void step() {
    String[] types = {narrow, broad};
    String type = types[random.nextInt(2)];
    String in = pick(type);
    if (in == null) {
      type = narrow;
      in = pick(narrow);
    }
    switch (random.nextInt(6)) {
      case 0 -> {
        String out = init(type, false);
        String r = fresh();
        body.append("  ").append(r).append(" = linalg.generic {indexing_maps = [#id, #id], iterator_types = [\"parallel\", \"parallel\"]} ins(")
            .append(in).append(" : ").append(type).append(") outs(").append(out).append(" : ").append(type)
            .append(") {\n  ^bb0(%x: f32, %o: f32):\n    %y = ").append(UNARY[random.nextInt(UNARY.length)])
            .append(" %x : f32\n    linalg.yield %y : f32\n  } -> ").append(type).append("\n");
        add(type, r);
      }
      case 1 -> {
        String other = pick(type);
        String out = random.nextInt(3) == 0 ? in : init(type, false);
        String r = fresh();
        body.append("  ").append(r).append(" = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = [\"parallel\", \"parallel\"]} ins(")
            .append(in).append(", ").append(other).append(" : ").append(type).append(", ").append(type).append(") outs(")
            .append(out).append(" : ").append(type).append(") {\n  ^bb0(%x: f32, %y: f32, %o: f32):\n    %z = ")
            .append(BINARY[random.nextInt(BINARY.length)]).append(" %x, %y : f32\n    linalg.yield %z : f32\n  } -> ")
            .append(type).append("\n");
        add(type, r);
      }
      case 2 -> {
        String w = width(type);
        String bias = fresh();
        body.append("  ").append(bias).append(" = arith.constant dense<0.25> : tensor<").append(w).append("xf32>\n");
        String out = init(type, false);
        String r = fresh();
        body.append("  ").append(r).append(" = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = [\"parallel\", \"parallel\"]} ins(")
            .append(in).append(", ").append(bias).append(" : ").append(type).append(", tensor<").append(w)
            .append("xf32>) outs(").append(out).append(" : ").append(type)
            .append(") {\n  ^bb0(%x: f32, %b: f32, %o: f32):\n    %z = arith.addf %x, %b : f32\n    %m = arith.maximumf %z, %s : f32\n    linalg.yield %m : f32\n  } -> ")
            .append(type).append("\n");
        add(type, r);
      }
      case 3, 4 -> {
        String to = random.nextBoolean() ? narrow : broad;
        String k = width(type);
        String m = width(to);
        String w = fresh();
        body.append("  ").append(w).append(" = arith.constant dense<").append(weight(k)).append("> : tensor<").append(k).append("x").append(m).append("xf32>\n");
        String out = init(to, true);
        String r = fresh();
        body.append("  ").append(r).append(" = linalg.matmul ins(").append(in).append(", ").append(w).append(" : ")
            .append(type).append(", tensor<").append(k).append("x").append(m).append("xf32>) outs(").append(out)
            .append(" : ").append(to).append(") -> ").append(to).append("\n");
        add(to, r);
      }
      default -> {
        // Attention-like: n x n scores of two values, an elementwise op on them, times a value.
        String other = pick(type);
        String scores = init(NN, true);
        String s = fresh();
        body.append("  ").append(s).append(" = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = [\"parallel\", \"parallel\", \"reduction\"]} ins(")
            .append(in).append(", ").append(other).append(" : ").append(type).append(", ").append(type).append(") outs(")
            .append(scores).append(" : ").append(NN).append(") {\n  ^bb0(%x: f32, %y: f32, %o: f32):\n")
            .append("    %p = arith.mulf %x, %y : f32\n    %z = arith.addf %o, %p : f32\n    linalg.yield %z : f32\n  } -> ")
            .append(NN).append("\n");
        String t = fresh();
        body.append("  ").append(t).append(" = linalg.generic {indexing_maps = [#id, #id], iterator_types = [\"parallel\", \"parallel\"]} ins(")
            .append(s).append(" : ").append(NN).append(") outs(").append(s).append(" : ").append(NN)
            .append(") {\n  ^bb0(%x: f32, %o: f32):\n    %y = math.tanh %x : f32\n    linalg.yield %y : f32\n  } -> ")
            .append(NN).append("\n");
        String v = pick(type);
        String out = init(type, true);
        String r = fresh();
        body.append("  ").append(r).append(" = linalg.matmul ins(").append(t).append(", ").append(v).append(" : ")
            .append(NN).append(", ").append(type).append(") outs(").append(out).append(" : ").append(type).append(") -> ")
            .append(type).append("\n");
        add(type, r);
      }
    }
  }

  private String generate(boolean withMain) {
    add(narrow, "%a0");
    if (wide) {
      derivedArguments();
    } else {
      add(narrow, "%a1");
      add(broad, "%a2");
    }
    int steps = 2 + random.nextInt(8);
    boolean pads = padRandom.nextBoolean();
    for (int k = 0; k < steps; k++) {
      step();
      if (pads && (k == 0 || padRandom.nextInt(3) == 0)) {
        padWindow();
      }
    }
    List<String> results = new ArrayList<>();
    List<String> types = new ArrayList<>();
    for (Map.Entry<String, List<String>> e : pool.entrySet()) {
      List<String> vs = e.getValue();
      String last = vs.get(vs.size() - 1);
      if (!last.startsWith("%a") && (results.isEmpty() || random.nextInt(3) > 0)) {
        results.add(last);
        types.add(e.getKey());
      }
    }
    if (results.isEmpty()) {
      results.add("%a0");
      types.add(narrow);
    }
    StringBuilder out = new StringBuilder();
    out.append("#id = affine_map<(d0, d1) -> (d0, d1)>\n#col = affine_map<(d0, d1) -> (d1)>\n")
        .append("#q = affine_map<(d0, d1, d2) -> (d0, d2)>\n#k = affine_map<(d0, d1, d2) -> (d1, d2)>\n")
        .append("#s = affine_map<(d0, d1, d2) -> (d0, d1)>\n");
    if (nextPad > 0) {
      out.append("#wc = affine_map<(d0, d1, d2) -> (d0, d1 + d2)>\n#wr = affine_map<(d0, d1, d2) -> (d0 + d2, d1)>\n")
          .append("#wk = affine_map<(d0, d1, d2) -> (d2)>\n");
    }
    out.append("func.func @f(%a0: ").append(narrow)
        .append(wide ? "" : ", %a1: " + narrow + ", %a2: " + broad).append(", %s: f32) -> (").append(String.join(", ", types)).append(") {\n")
        .append("  %c0f = arith.constant 0 : index\n  %n = tensor.dim %a0, %c0f : ").append(narrow).append("\n")
        .append(body).append("  return ").append(String.join(", ", results)).append(" : ")
        .append(String.join(", ", types)).append("\n}\n");
    if (withMain) {
      out.append(main(types));
    }
    return out.toString();
  }

  /**
   * A {@code tensor.pad} of a recent value with run-time padding {@code low = n mod K},
   * {@code high = K - 1 - low} (both computed from {@code n}) along its columns (the rows, which
   * jopt-tile-for-memory tiles, unpadded: the pad can join a chain) or its rows, padding with a
   * constant or {@code %s}; then a window of K taps over the padded dimension (a weighted sum or a
   * maximum) into a new value of the source's type. Names {@code %p...}, so that the other values
   * keep their numbers.
   */
  private void padWindow() {
    String type = padRandom.nextBoolean() ? narrow : broad;
    List<String> vs = pool.get(type);
    if (vs == null) {
      type = narrow;
      vs = pool.get(narrow);
    }
    String in = vs.get(vs.size() - 1 - padRandom.nextInt(Math.min(vs.size(), 2)));
    int taps = 2 + padRandom.nextInt(2);
    boolean rows = padRandom.nextInt(3) == 0;
    String id = "%p" + nextPad++;
    String padded = rows ? type : NN;
    String value = padRandom.nextBoolean() ? "%s" : id + "v";
    if (!value.equals("%s")) {
      body.append("  ").append(value).append(" = arith.constant ").append(padRandom.nextBoolean() ? "0.0" : "-1.5")
          .append(" : f32\n");
    }
    body.append("  ").append(id).append("k = arith.constant ").append(taps).append(" : index\n")
        .append("  ").append(id).append("km = arith.constant ").append(taps - 1).append(" : index\n")
        .append("  ").append(id).append("lo = arith.remui %n, ").append(id).append("k : index\n")
        .append("  ").append(id).append("hi = arith.subi ").append(id).append("km, ").append(id).append("lo : index\n")
        .append("  ").append(id).append(" = tensor.pad ").append(in)
        .append(rows ? " low[" + id + "lo, 0] high[" + id + "hi, 0]" : " low[0, " + id + "lo] high[0, " + id + "hi]")
        .append(" {\n  ^bb0(%pi: index, %pj: index):\n    tensor.yield ").append(value).append(" : f32\n  } : ")
        .append(type).append(" to ").append(padded).append("\n");
    body.append("  ").append(id).append("w = arith.constant dense<0.5> : tensor<").append(taps).append("xf32>\n")
        .append("  ").append(id).append("e = tensor.empty(%n) : ").append(type).append("\n")
        .append("  ").append(id).append("f = linalg.fill ins(%s : f32) outs(").append(id).append("e : ").append(type)
        .append(") -> ").append(type).append("\n");
    String op = padRandom.nextBoolean()
        ? "    %p = arith.mulf %x, %k : f32\n    %z = arith.addf %o, %p : f32\n"
        : "    %z = arith.maximumf %o, %x : f32\n";
    body.append("  ").append(id).append("r = linalg.generic {indexing_maps = [").append(rows ? "#wr" : "#wc")
        .append(", #wk, #s], iterator_types = [\"parallel\", \"parallel\", \"reduction\"]} ins(")
        .append(id).append(", ").append(id).append("w : ").append(padded).append(", tensor<").append(taps)
        .append("xf32>) outs(").append(id).append("f : ").append(type)
        .append(") {\n  ^bb0(%x: f32, %k: f32, %o: f32):\n").append(op).append("    linalg.yield %z : f32\n  } -> ")
        .append(type).append("\n");
    add(type, id + "r");
  }

  /**
   * Wide programs take one dynamic size only (jopt-version-for-sizes versions such functions):
   * {@code %a1} and {@code %a2} are made from {@code %a0}, an elementwise op and a matmul.
   */
  private void derivedArguments() {
    body.append("  %a1e = tensor.empty(%n) : ").append(narrow).append("\n")
        .append("  %a1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = [\"parallel\", \"parallel\"]} ins(%a0 : ")
        .append(narrow).append(") outs(%a1e : ").append(narrow).append(") {\n  ^bb0(%x: f32, %o: f32):\n")
        .append("    %y = math.tanh %x : f32\n    linalg.yield %y : f32\n  } -> ").append(narrow).append("\n");
    String k = width(narrow);
    String m = width(broad);
    body.append("  %a2w = arith.constant dense<").append(weight(k)).append("> : tensor<").append(k).append("x")
        .append(m).append("xf32>\n  %a2e = tensor.empty(%n) : ").append(broad).append("\n")
        .append("  %a2f = linalg.fill ins(%s : f32) outs(%a2e : ").append(broad).append(") -> ").append(broad)
        .append("\n  %a2 = linalg.matmul ins(%a0, %a2w : ").append(narrow).append(", tensor<").append(k).append("x")
        .append(m).append("xf32>) outs(%a2f : ").append(broad).append(") -> ").append(broad).append("\n");
    add(narrow, "%a1");
    add(broad, "%a2");
  }

  private static String generateArg(String name, String type, String op) {
    return "  " + name + " = tensor.generate %n {\n  ^bb0(%x: index, %y: index):\n    %xy = " + op
        + " %x, %y : index\n    %q = arith.index_cast %xy : index to i32\n    %f = arith.sitofp %q : i32 to f32\n"
        + "    %g = arith.mulf %f, %sc : f32\n    tensor.yield %g : f32\n  } : " + type + "\n";
  }

  /** Makes arguments of n = 3 * i + 1 + j rows, calls @f, returns first and last elements. */
  private String main(List<String> types) {
    StringBuilder b = new StringBuilder();
    b.append("  %s = arith.constant 0.5 : f32\n  %sc = arith.constant 0.0625 : f32\n")
        .append("  %c1 = arith.constant 1 : index\n  %c3 = arith.constant 3 : index\n")
        .append("  %i3 = arith.muli %i, %c3 : index\n  %i31 = arith.addi %i3, %c1 : index\n")
        .append("  %n = arith.addi %i31, %j : index\n")
        .append(generateArg("%m0", narrow, "arith.muli"));
    if (wide) {
      b.append("  %r:").append(types.size()).append(" = func.call @f(%m0, %s) : (").append(narrow)
          .append(", f32) -> (").append(String.join(", ", types)).append(")\n");
    } else {
      b.append(generateArg("%m1", narrow, "arith.addi")).append(generateArg("%m2", broad, "arith.subi"))
          .append("  %r:").append(types.size()).append(" = func.call @f(%m0, %m1, %m2, %s) : (").append(narrow)
          .append(", ").append(narrow).append(", ").append(broad).append(", f32) -> (")
          .append(String.join(", ", types)).append(")\n");
    }
    b
        .append("  %c0 = arith.constant 0 : index\n  %last = arith.subi %n, %c1 : index\n");
    List<String> rets = new ArrayList<>();
    for (int k = 0; k < types.size(); k++) {
      String t = types.get(k);
      String col = t.equals(NN) ? "%last" : "%w" + k;
      if (!t.equals(NN)) {
        b.append("  %w").append(k).append(" = arith.constant ").append(Integer.parseInt(width(t)) - 1).append(" : index\n");
      }
      b.append("  %e").append(k).append("a = tensor.extract %r#").append(k).append("[%c0, %c0] : ").append(t)
          .append("\n  %e").append(k).append("b = tensor.extract %r#").append(k).append("[%last, ").append(col)
          .append("] : ").append(t).append("\n");
      rets.add("%e" + k + "a");
      rets.add("%e" + k + "b");
    }
    List<String> f32s = new ArrayList<>();
    for (int k = 0; k < rets.size(); k++) {
      f32s.add("f32");
    }
    return "func.func @main(%i: index, %j: index, %c: i1) -> (" + String.join(", ", f32s) + ") {\n" + b + "  return "
        + String.join(", ", rets) + " : " + String.join(", ", f32s) + "\n}\n";
  }
}
