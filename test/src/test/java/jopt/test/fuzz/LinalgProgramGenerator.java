package jopt.test.fuzz;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Random tensor programs for the linalg passes (fusion, specialization, unit-dim folding, pad
 * decomposition): chains of elementwise linalg.generic and named ops, broadcasts (through unit
 * dims too), transposes of values and of constants, fills, splat and scalar operands,
 * reductions, reshapes with unit dims, pads and matmuls, on small static shapes; and what
 * jopt's memory passes act on: elementwise chains and independent branches (a value read by
 * several later ops), pads of fresh producers read by windows (some only inside the source),
 * transposes and broadcasts of constants (weights, some elided as
 * {@code dense_resource<__elided__>}, which jopt-run runs with stand-ins), concatenations, one
 * fill shared by several matmuls, and operands the payload leaves unused. The function
 * {@code @f} is called by {@code @main(%i: index, %j: index, %c: i1)}, which returns elements
 * of its results as f32 values, as {@link TensorProgram}'s programs do.
 */
public final class LinalgProgramGenerator {
  private static final String M4X8 = "tensor<4x8xf32>";
  private static final String M8X4 = "tensor<8x4xf32>";
  private static final String ROW = "tensor<1x8xf32>";
  private static final String COL = "tensor<4x1xf32>";
  private static final String V8 = "tensor<8xf32>";
  private static final String V4 = "tensor<4xf32>";
  private static final String T3 = "tensor<1x4x8xf32>";
  private static final String FLAT = "tensor<32xf32>";
  private static final String SQ = "tensor<4x4xf32>";
  private static final String[] BINARY = {"arith.addf", "arith.mulf", "arith.subf", "arith.maximumf", "arith.minimumf"};
  private static final String[] UNARY = {"math.exp", "math.absf", "arith.negf", "math.floor", "math.tanh"};
  private static final String[] NAMED_BINARY = {"add", "sub", "mul", "div", "max"};
  private static final String[] NAMED_UNARY = {"exp", "abs", "negf", "ceil"};

  private final Random random;
  /** With softmax ops ({@link #runnableWithSoftmax}): where they go, drawn apart from the rest. */
  private final Random softmaxDraws;
  private final StringBuilder body = new StringBuilder();
  private final Map<String, List<String>> pool = new LinkedHashMap<>();
  private int next;

  private LinalgProgramGenerator(long seed, boolean softmax) {
    random = new Random(seed);
    softmaxDraws = softmax ? new Random(~seed) : null;
  }

  /** The program of {@code seed}: {@code @f} and its {@code @main}. */
  public static String runnable(long seed) {
    return new LinalgProgramGenerator(seed, false).generate();
  }

  /**
   * The program of {@code seed} with {@code linalg.softmax} ops of its values between the steps
   * (along any dimension of a 2-D or 3-D tensor), for the passes that decompose them.
   */
  public static String runnableWithSoftmax(long seed) {
    return new LinalgProgramGenerator(seed, true).generate();
  }

  /** A linalg.softmax of a value of the pool along one of its dimensions. */
  private void softmax() {
    String[] types = {M4X8, M8X4, T3};
    int[] ranks = {2, 2, 3};
    int t = softmaxDraws.nextInt(types.length);
    String type = types[t];
    String in = pick(type);
    String init = init(type, false);
    String r = fresh();
    body.append("  ").append(r).append(" = linalg.softmax dimension(").append(softmaxDraws.nextInt(ranks[t]))
        .append(") ins(").append(in).append(" : ").append(type).append(") outs(").append(init).append(" : ")
        .append(type).append(") -> ").append(type).append("\n");
    add(type, r);
  }

  private String fresh() {
    return "%v" + next++;
  }

  private void add(String type, String value) {
    pool.computeIfAbsent(type, k -> new ArrayList<>()).add(value);
  }

  private String pick(String type) {
    List<String> vs = pool.get(type);
    if (vs == null || vs.isEmpty()) {
      String c = random.nextInt(4) == 0 ? elided(type) : splat(type);
      add(type, c);
      return c;
    }
    // Prefer recent values: chains.
    int n = vs.size();
    return vs.get(random.nextInt(4) == 0 ? random.nextInt(n) : Math.max(0, n - 1 - random.nextInt(Math.min(n, 3))));
  }

  /**
   * An init: a tensor.empty (unless the op reads it, {@code readable}), a fill, or a value of
   * the type (only where the op overwrites it, {@code !readable}: reading it would be fine too).
   */
  private String init(String type, boolean readable) {
    String e = fresh();
    int k = readable ? 1 + random.nextInt(2) : random.nextInt(3);
    if (k == 0) {
      body.append("  ").append(e).append(" = tensor.empty() : ").append(type).append("\n");
      return e;
    }
    if (k == 1) {
      String z = fresh();
      body.append("  ").append(z).append(" = tensor.empty() : ").append(type).append("\n  ").append(e)
          .append(" = linalg.fill ins(%s : f32) outs(").append(z).append(" : ").append(type).append(") -> ")
          .append(type).append("\n");
      return e;
    }
    return pick(type);
  }

  private static String ids(int rank) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < rank; i++) {
      sb.append(i > 0 ? ", " : "").append("d").append(i);
    }
    return sb.toString();
  }

  private static String map(int rank, String results) {
    return "affine_map<(" + ids(rank) + ") -> (" + results + ")>";
  }

  private static String parallel(int rank) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < rank; i++) {
      sb.append(i > 0 ? ", " : "").append("\"parallel\"");
    }
    return sb.toString();
  }

  /** A generic of one op on its inputs (read through {@code maps}), yielding into an init of {@code out}. */
  private void generic(String r, List<String> ins, List<String> types, List<String> maps, String out, int rank,
      String iterators, String payload) {
    String init = init(out, false);
    body.append("  ").append(r).append(" = linalg.generic {indexing_maps = [").append(String.join(", ", maps))
        .append(", ").append(map(rank, ids(rank))).append("], iterator_types = [").append(iterators).append("]}");
    if (!ins.isEmpty()) {
      body.append(" ins(").append(String.join(", ", ins)).append(" : ").append(String.join(", ", types)).append(")");
    }
    body.append(" outs(").append(init).append(" : ").append(out).append(") {\n  ^bb0(");
    for (int i = 0; i < ins.size(); i++) {
      body.append("%in").append(next).append("_").append(i).append(": f32, ");
    }
    body.append("%out").append(next).append(": f32):\n").append(payload.replace("$N", String.valueOf(next)))
        .append("  } -> ").append(out).append("\n");
  }

  private String elementwise(String type, int rank) {
    int arity = 1 + random.nextInt(2);
    List<String> ins = new ArrayList<>();
    for (int i = 0; i < arity; i++) {
      ins.add(pick(type));
    }
    return elementwiseOf(type, rank, ins);
  }

  /** An elementwise generic of one or two inputs {@code ins} of {@code type}, added to the pool. */
  private String elementwiseOf(String type, int rank, List<String> ins) {
    String r = fresh();
    int arity = ins.size();
    List<String> types = new ArrayList<>();
    List<String> maps = new ArrayList<>();
    for (int i = 0; i < arity; i++) {
      types.add(type);
      maps.add(map(rank, ids(rank)));
    }
    String payload = arity == 1
        ? "    %y$N = " + UNARY[random.nextInt(UNARY.length)] + " %in$N_0 : f32\n    linalg.yield %y$N : f32\n"
        : "    %y$N = " + BINARY[random.nextInt(BINARY.length)] + " %in$N_0, %in$N_1 : f32\n"
            + "    %z$N = arith.mulf %y$N, %s : f32\n    linalg.yield %z$N : f32\n";
    generic(r, ins, types, maps, type, rank, parallel(rank), payload);
    add(type, r);
    return r;
  }

  private void step() {
    String r;
    switch (random.nextInt(26)) {
      case 0, 1, 2 -> elementwise(M4X8, 2);
      case 3 -> {
        // Named elementwise ops (generalized before fusion and specialization).
        r = fresh();
        boolean binary = random.nextBoolean();
        String init = init(M4X8, false);
        body.append("  ").append(r).append(" = linalg.")
            .append(binary ? NAMED_BINARY[random.nextInt(NAMED_BINARY.length)]
                : NAMED_UNARY[random.nextInt(NAMED_UNARY.length)])
            .append(" ins(").append(pick(M4X8)).append(binary ? ", " + pick(M4X8) : "").append(" : ").append(M4X8)
            .append(binary ? ", " + M4X8 : "").append(") outs(").append(init).append(" : ").append(M4X8)
            .append(") -> ").append(M4X8).append("\n");
        add(M4X8, r);
      }
      case 4 -> {
        // A broadcast of a vector, a row or a column (unit dims read at 0), combined with a matrix.
        r = fresh();
        String[][] forms = {{V8, "d1"}, {V4, "d0"}, {ROW, "0, d1"}, {COL, "d0, 0"}};
        String[] f = forms[random.nextInt(forms.length)];
        generic(r, List.of(pick(f[0]), pick(M4X8)), List.of(f[0], M4X8), List.of(map(2, f[1]), map(2, ids(2))), M4X8, 2,
            parallel(2), "    %y$N = arith.addf %in$N_0, %in$N_1 : f32\n    linalg.yield %y$N : f32\n");
        add(M4X8, r);
      }
      case 5 -> {
        // A transpose, of a value or of a non-splat constant.
        r = fresh();
        String src;
        if (random.nextBoolean()) {
          src = fresh();
          StringBuilder lit = new StringBuilder("[");
          for (int i = 0; i < 8; i++) {
            lit.append(i > 0 ? ", " : "").append("[");
            for (int j = 0; j < 4; j++) {
              lit.append(j > 0 ? ", " : "").append(random.nextInt(9) - 4).append(".25");
            }
            lit.append("]");
          }
          body.append("  ").append(src).append(" = arith.constant dense<").append(lit).append("]> : ").append(M8X4)
              .append("\n");
        } else {
          src = pick(M8X4);
        }
        generic(r, List.of(src), List.of(M8X4), List.of(map(2, "d1, d0")), M4X8, 2, parallel(2),
            "    linalg.yield %in$N_0 : f32\n");
        add(M4X8, r);
      }
      case 6 -> {
        r = fresh();
        String init = init(M8X4, false);
        body.append("  ").append(r).append(" = linalg.transpose ins(").append(pick(M4X8)).append(" : ").append(M4X8)
            .append(") outs(").append(init).append(" : ").append(M8X4).append(") permutation = [1, 0]\n");
        add(M8X4, r);
      }
      case 7 -> {
        // A reduction of the rows into a vector, or of a unit-dim row.
        r = fresh();
        boolean unit = random.nextBoolean();
        String in = unit ? pick(ROW) : pick(M4X8);
        String out = unit ? "tensor<1xf32>" : V4;
        String init = fresh();
        String z = fresh();
        body.append("  ").append(z).append(" = tensor.empty() : ").append(out).append("\n  ").append(init)
            .append(" = linalg.fill ins(%s : f32) outs(").append(z).append(" : ").append(out).append(") -> ")
            .append(out).append("\n  ").append(r).append(" = linalg.generic {indexing_maps = [")
            .append(map(2, "d0, d1")).append(", ").append(map(2, "d0")).append("], iterator_types = [\"parallel\", "
                + "\"reduction\"]} ins(").append(in).append(" : ").append(unit ? ROW : M4X8).append(") outs(")
            .append(init).append(" : ").append(out).append(") {\n  ^bb0(%in").append(next).append(": f32, %acc")
            .append(next).append(": f32):\n    %y").append(next).append(" = arith.addf %in").append(next)
            .append(", %acc").append(next).append(" : f32\n    linalg.yield %y").append(next).append(" : f32\n  } -> ")
            .append(out).append("\n");
        add(out, r);
      }
      case 8 -> {
        // Collapse, elementwise on the flat tensor, expand back.
        String c = fresh();
        body.append("  ").append(c).append(" = tensor.collapse_shape ").append(pick(M4X8)).append(" [[0, 1]] : ")
            .append(M4X8).append(" into ").append(FLAT).append("\n");
        add(FLAT, c);
        String e = elementwise(FLAT, 1);
        r = fresh();
        body.append("  ").append(r).append(" = tensor.expand_shape ").append(e)
            .append(" [[0, 1]] output_shape [4, 8] : ")
            .append(FLAT).append(" into ").append(M4X8).append("\n");
        add(M4X8, r);
      }
      case 9 -> {
        // Unit dims: expand to 1x4x8, elementwise there, collapse back; rows and columns.
        String x = fresh();
        body.append("  ").append(x).append(" = tensor.expand_shape ").append(pick(M4X8))
            .append(" [[0, 1], [2]] output_shape [1, 4, 8] : ").append(M4X8).append(" into ").append(T3).append("\n");
        add(T3, x);
        String e = elementwise(T3, 3);
        r = fresh();
        body.append("  ").append(r).append(" = tensor.collapse_shape ").append(e).append(" [[0, 1], [2]] : ").append(T3)
            .append(" into ").append(M4X8).append("\n");
        add(M4X8, r);
        String row = fresh();
        body.append("  ").append(row).append(" = tensor.extract_slice ").append(pick(M4X8))
            .append("[1, 0] [1, 8] [1, 1] : ")
            .append(M4X8).append(" to ").append(ROW).append("\n");
        add(ROW, row);
        elementwise(ROW, 2);
      }
      case 10 -> {
        // A column: a slice of a matrix, elementwise on it.
        String col = fresh();
        body.append("  ").append(col).append(" = tensor.extract_slice ").append(pick(M4X8))
            .append("[0, 3] [4, 1] [1, 1] : ")
            .append(M4X8).append(" to ").append(COL).append("\n");
        add(COL, col);
        elementwise(COL, 2);
      }
      case 11 -> {
        // A pad with a constant, sliced back into the matrix pool.
        String p = fresh();
        r = fresh();
        int lo = random.nextInt(2);
        body.append("  ").append(p).append(" = tensor.pad ").append(pick(M4X8))
            .append(" low[").append(lo).append(", 1] high[")
            .append(2 - lo).append(", 1] {\n  ^bb0(%p").append(next).append(": index, %q").append(next)
            .append(": index):\n    tensor.yield %s : f32\n  } : ").append(M4X8).append(" to tensor<6x10xf32>\n  ")
            .append(r).append(" = tensor.extract_slice ").append(p).append("[1, ").append(random.nextInt(3))
            .append("] [4, 8] [1, 1] : tensor<6x10xf32> to ").append(M4X8).append("\n");
        add(M4X8, r);
      }
      case 12 -> {
        // A generic reading a fill, a splat constant and a scalar.
        r = fresh();
        String f = fresh();
        String z = fresh();
        body.append("  ").append(z).append(" = tensor.empty() : ").append(M4X8).append("\n  ").append(f)
            .append(" = linalg.fill ins(%s : f32) outs(").append(z).append(" : ").append(M4X8).append(") -> ")
            .append(M4X8).append("\n");
        String c = fresh();
        body.append("  ").append(c).append(" = arith.constant dense<0.5> : ").append(M4X8).append("\n");
        generic(r, List.of(f, c, pick(M4X8), "%s"), List.of(M4X8, M4X8, M4X8, "f32"),
            List.of(map(2, ids(2)), map(2, ids(2)), map(2, ids(2)), map(2, "")), M4X8, 2, parallel(2),
            "    %y$N = arith.addf %in$N_0, %in$N_1 : f32\n    %z$N = arith.mulf %y$N, %in$N_2 : f32\n"
                + "    %w$N = arith.subf %z$N, %in$N_3 : f32\n    linalg.yield %w$N : f32\n");
        add(M4X8, r);
      }
      case 13 -> {
        // A matmul (named, or its generic form).
        r = fresh();
        String init = init(SQ, true);
        body.append("  ").append(r).append(" = linalg.matmul ins(").append(pick(M4X8)).append(", ").append(pick(M8X4))
            .append(" : ").append(M4X8).append(", ").append(M8X4).append(") outs(").append(init).append(" : ")
            .append(SQ).append(") -> ").append(SQ).append("\n");
        add(SQ, r);
      }
      case 14 -> {
        // A broadcast to 1x4x8 (a leading unit dim), then back.
        String b = fresh();
        generic(b, List.of(pick(M4X8)), List.of(M4X8), List.of(map(3, "d1, d2")), T3, 3, parallel(3),
            "    linalg.yield %in$N_0 : f32\n");
        add(T3, b);
      }
      case 16, 24 -> concat();
      case 17 -> paddedWindow();
      case 18, 23 -> stridedWindow();
      case 19, 25 -> weight();
      case 20 -> sharedAccumulator();
      case 21 -> branches();
      case 22 -> unusedOperand();
      default -> {
        // A multi-result generic (one result used elsewhere).
        r = fresh();
        String a = pick(M4X8);
        String i1 = init(M4X8, false);
        String i2 = init(M4X8, false);
        String m = map(2, ids(2));
        body.append("  ").append(r).append(":2 = linalg.generic {indexing_maps = [").append(m).append(", ").append(m)
            .append(", ").append(m).append("], iterator_types = [").append(parallel(2)).append("]} ins(").append(a)
            .append(" : ").append(M4X8).append(") outs(").append(i1).append(", ").append(i2).append(" : ").append(M4X8)
            .append(", ").append(M4X8).append(") {\n  ^bb0(%a").append(next).append(": f32, %b").append(next)
            .append(": f32, %c").append(next).append(": f32):\n    %y").append(next).append(" = arith.addf %a")
            .append(next).append(", %a").append(next).append(" : f32\n    %z").append(next).append(" = arith.mulf %y")
            .append(next).append(", %s : f32\n    linalg.yield %y").append(next).append(", %z").append(next)
            .append(" : f32, f32\n  } -> (").append(M4X8).append(", ").append(M4X8).append(")\n");
        add(M4X8, r + "#0");
        add(M4X8, r + "#1");
      }
    }
  }

  /** A splat constant of {@code type}. */
  private String splat(String type) {
    String c = fresh();
    body.append("  ").append(c).append(" = arith.constant dense<").append(1 + random.nextInt(3)).append(".5> : ")
        .append(type).append("\n");
    return c;
  }

  /** An elided constant of {@code type}, as MLIR prints large weights (jopt-run's stand-ins run it). */
  private String elided(String type) {
    String c = fresh();
    body.append("  ").append(c).append(" = arith.constant dense_resource<__elided__> : ").append(type).append("\n");
    return c;
  }

  /** A weight of {@code rows}x{@code cols} (or a vector when {@code cols} is 0): elided, a literal or a splat. */
  private String constant(int rows, int cols) {
    String type = cols == 0 ? "tensor<" + rows + "xf32>" : "tensor<" + rows + "x" + cols + "xf32>";
    int k = random.nextInt(3);
    if (k == 0) {
      return elided(type);
    }
    if (k == 1) {
      return splat(type);
    }
    String c = fresh();
    StringBuilder lit = new StringBuilder();
    for (int i = 0; i < rows; i++) {
      lit.append(i > 0 ? ", " : "").append(cols == 0 ? "" : "[");
      for (int j = 0; j < Math.max(cols, 1); j++) {
        lit.append(j > 0 ? ", " : "").append(random.nextInt(9) - 4).append(".25");
      }
      lit.append(cols == 0 ? "" : "]");
    }
    body.append("  ").append(c).append(" = arith.constant dense<[").append(lit).append("]> : ").append(type)
        .append("\n");
    return c;
  }

  /** A fresh value of {@code type} read by one op only (not put into the pool), or rarely a pooled one. */
  private String once(String type, int rank) {
    if (random.nextInt(6) == 0) {
      return pick(type);
    }
    String v = elementwise(type, rank);
    List<String> vs = pool.get(type);
    vs.remove(vs.size() - 1);
    return v;
  }

  /** A concatenation of two matrices (of values read nowhere else, mostly), sliced back into the pool. */
  private void concat() {
    boolean rows = random.nextBoolean();
    String out = rows ? "tensor<8x8xf32>" : "tensor<4x16xf32>";
    String a = once(M4X8, 2);
    String b = once(M4X8, 2);
    String c = fresh();
    body.append("  ").append(c).append(" = tensor.concat dim(").append(rows ? 0 : 1).append(") ").append(a)
        .append(", ").append(b).append(" : (").append(M4X8).append(", ").append(M4X8).append(") -> ").append(out)
        .append("\n");
    add(out, c);
    String r = fresh();
    body.append("  ").append(r).append(" = tensor.extract_slice ").append(c).append("[")
        .append(rows ? random.nextInt(5) + ", 0" : "0, " + random.nextInt(9)).append("] [4, 8] [1, 1] : ").append(out)
        .append(" to ").append(M4X8).append("\n");
    add(M4X8, r);
  }

  /** A pad scalar: the argument {@code %s} or a constant. */
  private String padValue() {
    if (random.nextBoolean()) {
      return "%s";
    }
    String c = fresh();
    body.append("  ").append(c).append(" = arith.constant ").append(random.nextInt(3) - 1).append(".0 : f32\n");
    return c;
  }

  /** {@code x} (4x8) padded by {@code lo}/{@code hi} rows and columns; returns the padded value. */
  private String pad(String x, int lo0, int lo1, int hi0, int hi1) {
    String v = padValue();
    String p = fresh();
    body.append("  ").append(p).append(" = tensor.pad ").append(x).append(" low[").append(lo0).append(", ")
        .append(lo1).append("] high[").append(hi0).append(", ").append(hi1).append("] {\n  ^bb0(%p").append(next)
        .append(": index, %q").append(next).append(": index):\n    tensor.yield ").append(v).append(" : f32\n  } : ")
        .append(M4X8).append(" to ").append(padType(lo0, lo1, hi0, hi1)).append("\n");
    return p;
  }

  private static String padType(int lo0, int lo1, int hi0, int hi1) {
    return "tensor<" + (4 + lo0 + hi0) + "x" + (8 + lo1 + hi1) + "xf32>";
  }

  /**
   * A window reduction over {@code in} (a pooling: loops d0, d1 and the window d2, the input read
   * at {@code inMap}), with a window operand whose block argument the payload leaves unused (a
   * tensor.empty, as torch-mlir's poolings), into {@code out}.
   */
  private String window(String in, String inType, String inMap, int k, String out) {
    String w = fresh();
    body.append("  ").append(w).append(" = tensor.empty() : tensor<").append(k).append("xf32>\n");
    String init = init(out, true);
    String r = fresh();
    body.append("  ").append(r).append(" = linalg.generic {indexing_maps = [").append(map(3, inMap)).append(", ")
        .append(map(3, "d2")).append(", ").append(map(3, "d0, d1")).append("], iterator_types = [\"parallel\", "
            + "\"parallel\", \"reduction\"]} ins(").append(in).append(", ").append(w).append(" : ").append(inType)
        .append(", tensor<").append(k).append("xf32>) outs(").append(init).append(" : ").append(out)
        .append(") {\n  ^bb0(%in").append(next).append(": f32, %w").append(next).append(": f32, %acc").append(next)
        .append(": f32):\n    %y").append(next).append(" = ")
        .append(random.nextBoolean() ? "arith.maximumf" : "arith.addf").append(" %in").append(next).append(", %acc")
        .append(next).append(" : f32\n    linalg.yield %y").append(next).append(" : f32\n  } -> ").append(out)
        .append("\n");
    return r;
  }

  /** A pad of a fresh producer read by a window over all of it (padding included), back into the pool. */
  private void paddedWindow() {
    String x = random.nextInt(3) > 0 ? elementwise(M4X8, 2) : pick(M4X8);
    int lo0 = random.nextInt(2);
    int lo1 = random.nextInt(2);
    int hi0 = random.nextInt(2);
    int hi1 = lo1 == 0 ? 1 : random.nextInt(2); // a window of two or more: see stridedWindow
    String p = pad(x, lo0, lo1, hi0, hi1);
    int k = 1 + lo1 + hi1;
    add(M4X8, window(p, padType(lo0, lo1, hi0, hi1), (lo0 + hi0 == 0 ? "d0" : "d0 + " + (1 + random.nextInt(lo0 + hi0))) + ", d1 + d2", k, M4X8));
  }

  /**
   * A pad on the high side read by a strided window (a ceil-mode pooling): some windows stay
   * inside the source (jopt-drop-unread-padding drops the pad), others reach the padding or wrap
   * around the row into it; some pads have a low side or a second user.
   */
  private void stridedWindow() {
    String x = random.nextBoolean() ? elementwise(M4X8, 2) : pick(M4X8);
    int lo1 = random.nextInt(5) == 0 ? 1 : 0;
    int hi1 = 1 + random.nextInt(2);
    // Rows not padded: the loop of the rows takes its size from the input's bare d0.
    String p = pad(x, 0, lo1, 0, hi1);
    String padType = padType(0, lo1, 0, hi1);
    int stride = 1 + random.nextInt(3);
    int k = 2 + random.nextInt(2);
    // Half the windows stay inside the source (up to column 7 + lo1), the others may reach the padding.
    // At least two windows of two or more: a unit output or window dim makes linalg-fold-unit-extent-dims (mlir-opt-22's
    // too) infer the loop from the strided input and fail verification.
    int out = random.nextBoolean() ? (7 + lo1 - (k - 1)) / stride + 1 : 2 + random.nextInt((8 + lo1 + hi1 - k) / stride);
    // Some windows wrap around the padded row (a mod map): they read the padding too.
    boolean wrap = random.nextInt(6) == 0;
    String cols = wrap ? "(d1 * " + stride + " + d2 + " + (1 + random.nextInt(4)) + ") mod " + (8 + lo1 + hi1)
        : "d1 * " + stride + " + d2";
    String outType = "tensor<4x" + out + "xf32>";
    add(outType, window(p, padType, "d0, " + cols, k, outType));
    if (random.nextInt(4) == 0) {
      String s = fresh();
      body.append("  ").append(s).append(" = tensor.extract_slice ").append(p).append("[0, 1] [4, 8] [1, 1] : ")
          .append(padType).append(" to ").append(M4X8).append("\n");
      add(M4X8, s);
    }
  }

  /** A transpose or broadcast of a constant (a weight), or a broadcast of a transposed one. */
  private void weight() {
    String r = fresh();
    switch (random.nextInt(5)) {
      case 4 -> {
        // A Linear layer: x times a transposed weight, as torch-mlir emits it.
        String c = constant(4, 8);
        String e = empty(M8X4);
        body.append("  ").append(r).append(" = linalg.transpose ins(").append(c).append(" : ").append(M4X8)
            .append(") outs(").append(e).append(" : ").append(M8X4).append(") permutation = [1, 0]\n");
        String x = pick(M4X8);
        String init = init(SQ, true);
        String m = fresh();
        body.append("  ").append(m).append(" = linalg.matmul ins(").append(x).append(", ").append(r).append(" : ")
            .append(M4X8).append(", ").append(M8X4).append(") outs(").append(init).append(" : ").append(SQ)
            .append(") -> ").append(SQ).append("\n");
        add(SQ, m);
        add(M8X4, r);
      }
      case 0 -> {
        String c = constant(8, 4);
        String init = random.nextInt(4) == 0 ? init(M4X8, false) : empty(M4X8);
        body.append("  ").append(r).append(" = linalg.transpose ins(").append(c).append(" : ").append(M8X4)
            .append(") outs(").append(init).append(" : ").append(M4X8).append(") permutation = [1, 0]\n");
        add(M4X8, r);
      }
      case 1 -> {
        String c = constant(8, 0);
        String e = empty(M4X8);
        body.append("  ").append(r).append(" = linalg.broadcast ins(").append(c).append(" : ").append(V8)
            .append(") outs(").append(e).append(" : ").append(M4X8).append(") dimensions = [0]\n");
        add(M4X8, r);
      }
      case 2 -> {
        generic(r, List.of(constant(4, 0)), List.of(V4), List.of(map(2, "d0")), M4X8, 2, parallel(2),
            "    linalg.yield %in$N_0 : f32\n");
        add(M4X8, r);
      }
      default -> {
        String t = fresh();
        generic(t, List.of(constant(8, 4)), List.of(M8X4), List.of(map(2, "d1, d0")), M4X8, 2, parallel(2),
            "    linalg.yield %in$N_0 : f32\n");
        generic(r, List.of(t), List.of(M4X8), List.of(map(3, "d1, d2")), T3, 3, parallel(3),
            "    linalg.yield %in$N_0 : f32\n");
        add(T3, r);
      }
    }
  }

  private String empty(String type) {
    String e = fresh();
    body.append("  ").append(e).append(" = tensor.empty() : ").append(type).append("\n");
    return e;
  }

  /** One fill as the accumulator of two matmuls (as torch-mlir shares a zero fill), summed. */
  private void sharedAccumulator() {
    String z = empty(SQ);
    String acc = fresh();
    String v = padValue();
    body.append("  ").append(acc).append(" = linalg.fill ins(").append(v).append(" : f32) outs(").append(z)
        .append(" : ").append(SQ).append(") -> ").append(SQ).append("\n");
    List<String> products = new ArrayList<>();
    for (int i = 0; i < 2; i++) {
      if (random.nextBoolean()) {
        elementwise(M4X8, 2);
      }
      String m = fresh();
      body.append("  ").append(m).append(" = linalg.matmul ins(").append(pick(M4X8)).append(", ").append(pick(M8X4))
          .append(" : ").append(M4X8).append(", ").append(M8X4).append(") outs(").append(acc).append(" : ")
          .append(SQ).append(") -> ").append(SQ).append("\n");
      products.add(m);
    }
    elementwiseOf(SQ, 2, products);
  }

  /** Independent branches: one value read by two elementwise ops, joined after. */
  private void branches() {
    String x = pick(M4X8);
    String a = elementwiseOf(M4X8, 2, List.of(x));
    String b = elementwiseOf(M4X8, 2, random.nextBoolean() ? List.of(x) : List.of(pick(M4X8), x));
    elementwiseOf(M4X8, 2, List.of(a, b));
  }

  /** A generic whose payload leaves an input unused: a tensor.empty never written, a value, or a weight. */
  private void unusedOperand() {
    String u = switch (random.nextInt(3)) {
      case 0 -> empty(M4X8);
      case 1 -> pick(M4X8);
      default -> elided(M4X8);
    };
    String x = pick(M4X8);
    boolean first = random.nextBoolean();
    String r = fresh();
    generic(r, first ? List.of(u, x) : List.of(x, u), List.of(M4X8, M4X8), List.of(map(2, ids(2)), map(2, ids(2))),
        M4X8, 2, parallel(2), "    %y$N = " + UNARY[random.nextInt(UNARY.length)] + " %in$N_" + (first ? 1 : 0)
            + " : f32\n    linalg.yield %y$N : f32\n");
    add(M4X8, r);
  }

  private String generate() {
    add(M4X8, "%a0");
    add(M4X8, "%a1");
    add(M8X4, "%a2");
    int steps = 3 + random.nextInt(10);
    for (int k = 0; k < steps; k++) {
      step();
      if (softmaxDraws != null && softmaxDraws.nextInt(2) == 0) {
        softmax();
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
      types.add(M4X8);
    }
    StringBuilder out = new StringBuilder();
    out.append("func.func @f(%a0: ").append(M4X8).append(", %a1: ").append(M4X8).append(", %a2: ").append(M8X4)
        .append(", %s: f32) -> (").append(String.join(", ", types)).append(") {\n").append(body).append("  return ")
        .append(String.join(", ", results)).append(" : ").append(String.join(", ", types)).append("\n}\n");
    out.append(main(types));
    return out.toString();
  }

  /** Builds the arguments, calls @f, and returns its results' first and last elements. */
  private static String main(List<String> types) {
    StringBuilder b = new StringBuilder();
    b.append("  %s = arith.constant 1.5 : f32\n  %m0 = tensor.generate {\n  ^bb0(%x: index, %y: index):\n")
        .append("    %xy = arith.muli %x, %y : index\n    %q = arith.index_cast %xy : index to i32\n")
        .append("    %f = arith.sitofp %q : i32 to f32\n    tensor.yield %f : f32\n  } : ").append(M4X8).append("\n")
        .append("  %m1 = arith.constant dense<2.0> : ").append(M4X8).append("\n")
        .append("  %m2 = tensor.generate {\n  ^bb0(%x: index, %y: index):\n    %xy = arith.addi %x, %y : index\n")
        .append("    %q = arith.index_cast %xy : index to i32\n    %f = arith.sitofp %q : i32 to f32\n")
        .append("    tensor.yield %f : f32\n  } : ").append(M8X4).append("\n")
        .append("  %r:").append(types.size()).append(" = func.call @f(%m0, %m1, %m2, %s) : (").append(M4X8).append(", ")
        .append(M4X8).append(", ").append(M8X4).append(", f32) -> (").append(String.join(", ", types)).append(")\n")
        .append("  %c0 = arith.constant 0 : index\n");
    List<String> rets = new ArrayList<>();
    for (int k = 0; k < types.size(); k++) {
      String t = types.get(k);
      String[] dims = t.substring("tensor<".length(), t.lastIndexOf('x')).split("x");
      StringBuilder first = new StringBuilder();
      StringBuilder last = new StringBuilder();
      for (int d = 0; d < dims.length; d++) {
        int size = Integer.parseInt(dims[d]);
        b.append("  %l").append(k).append("_").append(d).append(" = arith.constant ").append(size - 1)
            .append(" : index\n");
        first.append(d > 0 ? ", " : "").append("%c0");
        last.append(d > 0 ? ", " : "").append("%l").append(k).append("_").append(d);
      }
      b.append("  %e").append(k).append("a = tensor.extract %r#").append(k).append("[").append(first).append("] : ")
          .append(t).append("\n  %e").append(k).append("b = tensor.extract %r#").append(k).append("[").append(last)
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
