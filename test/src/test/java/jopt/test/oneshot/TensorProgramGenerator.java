package jopt.test.oneshot;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Seeded random tensor programs for one-shot-bufferize: functions over tensor<4x8xf32> values
 * with chains of elementwise linalg ops whose inits are arguments, earlier results or fresh
 * tensor.empty ops (so some writes must copy), linalg.fill, tensor.insert/extract, tensor
 * constants (some dense_resource<__elided__>, as MLIR prints large ones), scf.for loops (in-place
 * iter args; row slices extracted, filled and inserted back), scf.if, extract_slice/insert_slice,
 * arith.select, tensor.cast round trips, collapse/expand_shape and reshape round trips, concat of
 * slices, pad, generate, splat, scf.index_switch, linalg's named ops (matmul, transpose, reduce,
 * broadcast, matvec, dot, conv_2d_nhwc_hwcf and pooling over a padded view, its window a
 * tensor.empty() as torch-mlir makes it or a filled tensor) and generic bodies of math ops, and a
 * call of the previous function in every function but the first; each returns a few values.
 * {@link #runnable} adds a {@code @main} that jopt-run can run.
 */
public final class TensorProgramGenerator {
  private static final String T = "tensor<4x8xf32>";
  private static final String[] BINARY = {"add", "sub", "mul", "max", "min", "div"};
  private static final String[] UNARY = {"exp", "abs", "negf", "floor", "ceil", "round", "tanh", "square"};

  private final Random random;
  /**
   * Chooses the dynamically sized variants of concat and pad (sized by the function's %i), apart
   * from {@link #random} so the rest of each seed's program stays as it was.
   */
  private final Random variants;
  private final StringBuilder out = new StringBuilder();
  private int next;

  /**
   * Runnable programs for the pipelines leave out what the originals reject: tensor.reshape (its
   * index shape buffer next to the f32 result breaks hlo-deallocate's strict aliasing), a
   * tensor.generate body that reads a tensor (a memref.load inside linalg.map, which is no
   * RegionBranchOpInterface for gc-merge-alloc), and scf.index_switch (MLIR's One-Shot Analysis
   * does not alias its results with the yielded values, as its scf.yield model lacks the case,
   * so a later in-place write of a yielded tensor changes the result: mlir-opt-22 and jopt
   * miscompile alike).
   */
  private final boolean forPipelines;

  TensorProgramGenerator(long seed) {
    this(seed, false);
  }

  private TensorProgramGenerator(long seed, boolean forPipelines) {
    this.random = new Random(seed);
    this.variants = new Random(seed * 31 + 7);
    this.forPipelines = forPipelines;
  }

  public static String program(long seed) {
    return new TensorProgramGenerator(seed).generate();
  }

  /**
   * The program of {@code seed} and a {@code @main(%i: index, %j: index, %c: i1)} (%i, %j in
   * [0, 4)) that calls its last function on tensors it builds (a generate of the indices, a
   * constant) and returns f32 values extracted from the results.
   */
  public static String runnable(long seed) {
    TensorProgramGenerator g = new TensorProgramGenerator(seed, true);
    String funcs = g.generate();
    return funcs + g.main();
  }

  private String main() {
    int last = argCounts.size() - 1;
    StringBuilder b = new StringBuilder("func.func @main(%i: index, %j: index, %c: i1) -> (");
    List<String> rets = new ArrayList<>();
    StringBuilder body = new StringBuilder();
    body.append("  %s = arith.constant 1.5 : f32\n  %m0 = tensor.generate {\n  ^bb0(%x: index, %y: index):\n"
        + "    %xy = arith.muli %x, %y : index\n    %q = arith.index_cast %xy : index to i32\n"
        + "    %f = arith.sitofp %q : i32 to f32\n    tensor.yield %f : f32\n  } : " + T + "\n"
        + "  %m1 = arith.constant dense<2.0> : " + T + "\n");
    StringBuilder args = new StringBuilder();
    StringBuilder argTypes = new StringBuilder();
    for (int k = 0; k < argCounts.get(last); k++) {
      args.append("%m").append(k % 2).append(", ");
      argTypes.append(T).append(", ");
    }
    List<String> types = resultTypes.get(last);
    body.append("  ").append(types.isEmpty() ? "" : "%r:" + types.size() + " = ").append("func.call @f").append(last)
        .append("(").append(args).append("%i, %j, %s, %c) : (").append(argTypes)
        .append("index, index, f32, i1) -> (").append(String.join(", ", types)).append(")\n");
    body.append("  %c3 = arith.constant 3 : index\n");
    for (int k = 0; k < types.size(); k++) {
      if (types.get(k).equals("f32")) {
        rets.add("%r#" + k);
        continue;
      }
      body.append("  %e").append(k).append("a = tensor.extract %r#").append(k).append("[%i, %j] : ").append(T)
          .append("\n  %e").append(k).append("b = tensor.extract %r#").append(k).append("[%c3, %c3] : ").append(T)
          .append("\n");
      rets.add("%e" + k + "a");
      rets.add("%e" + k + "b");
    }
    List<String> retTypes = new ArrayList<>();
    for (int k = 0; k < rets.size(); k++) {
      retTypes.add("f32");
    }
    b.append(String.join(", ", retTypes)).append(") {\n").append(body).append("  return");
    if (!rets.isEmpty()) {
      b.append(" ").append(String.join(", ", rets)).append(" : ").append(String.join(", ", retTypes));
    }
    return b.append("\n}\n").toString();
  }

  private String fresh() {
    return "%v" + next++;
  }

  private String generate() {
    int funcs = 1 + random.nextInt(2);
    for (int f = 0; f < funcs; f++) {
      function(f);
    }
    return out.toString();
  }

  private void function(int index) {
    int args = 1 + random.nextInt(3);
    List<String> tensors = new ArrayList<>();
    StringBuilder sig = new StringBuilder();
    for (int i = 0; i < args; i++) {
      tensors.add("%a" + i);
      sig.append(i > 0 ? ", " : "").append("%a").append(i).append(": ").append(T);
    }
    sig.append(", %i: index, %j: index, %s: f32, %c: i1");
    StringBuilder body = new StringBuilder();
    List<String> scalars = new ArrayList<>();
    int ops = 2 + random.nextInt(8);
    body.append("  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n"
        + "  %c4 = arith.constant 4 : index\n");
    if (index > 0) {
      // A call of the previous function (callees are analyzed and bufferized first; with every
      // function but the first calling its predecessor, MLIR's function order is the module's).
      String r = fresh();
      int n = calleeResultCount.get(index - 1);
      body.append("  ").append(n == 0 ? "" : n == 1 ? r + " = " : r + ":" + n + " = ").append("func.call @f").append(index - 1).append("(").append(callArgs(index - 1))
          .append(tensors.get(0)).append(", %i, %j, %s, %c) : (").append(callTypes(index - 1))
          .append(") -> ").append(calleeResults.get(index - 1)).append("\n");
      if (calleeResults.get(index - 1).startsWith(T) || calleeResults.get(index - 1).startsWith("(" + T)) {
        tensors.add(r + (n > 1 ? "#0" : ""));
      }
    }
    for (int k = 0; k < ops; k++) {
      String r = fresh();
      int group = random.nextInt(4);
      if (group == 0) {
        structured(r, tensors, scalars, body);
        continue;
      }
      if (group == 1) {
        namedOrMath(r, tensors, scalars, body);
        continue;
      }
      int kind = random.nextInt(10);
      if (kind < 4) {
        String init = init(tensors, body);
        body.append("  ").append(r).append(" = linalg.").append(BINARY[random.nextInt(BINARY.length)])
            .append(" ins(").append(pick(tensors)).append(", ").append(pick(tensors)).append(" : ").append(T)
            .append(", ").append(T).append(") outs(").append(init).append(" : ").append(T).append(") -> ")
            .append(T).append("\n");
        tensors.add(r);
      } else if (kind < 6) {
        String init = init(tensors, body);
        body.append("  ").append(r).append(" = linalg.").append(UNARY[random.nextInt(UNARY.length)])
            .append(" ins(").append(pick(tensors)).append(" : ").append(T).append(") outs(").append(init)
            .append(" : ").append(T).append(") -> ").append(T).append("\n");
        tensors.add(r);
      } else if (kind == 6) {
        String init = init(tensors, body);
        body.append("  ").append(r).append(" = linalg.fill ins(%s : f32) outs(").append(init).append(" : ")
            .append(T).append(") -> ").append(T).append("\n");
        tensors.add(r);
      } else if (kind == 7) {
        body.append("  ").append(r).append(" = tensor.insert %s into ").append(pick(tensors))
            .append("[%i, %j] : ").append(T).append("\n");
        tensors.add(r);
      } else if (kind == 8) {
        body.append("  ").append(r).append(" = tensor.extract ").append(pick(tensors)).append("[%j, %i] : ")
            .append(T).append("\n");
        scalars.add(r);
      } else {
        // A constant, or (a variant) one elided as MLIR prints large constants.
        int v = random.nextInt(4);
        String value =
            variants.nextInt(3) == 0 ? "dense_resource<__elided__>" : "dense<" + v + ".0>";
        body.append("  ").append(r).append(" = arith.constant ").append(value).append(" : ")
            .append(T).append("\n");
        tensors.add(r);
      }
    }
    List<String> results = new ArrayList<>();
    List<String> types = new ArrayList<>();
    int nres = random.nextInt(3);
    for (int k = 0; k < nres; k++) {
      String v = pick(tensors);
      results.add(v);
      types.add(T);
    }
    if (!scalars.isEmpty() && random.nextBoolean()) {
      results.add(scalars.get(random.nextInt(scalars.size())));
      types.add("f32");
    }
    argCounts.add(args);
    calleeResults.add(types.isEmpty() ? "()" : types.size() == 1 ? types.get(0) : "(" + String.join(", ", types) + ")");
    calleeResultCount.add(types.size());
    resultTypes.add(types);
    out.append("func.func @f").append(index).append("(").append(sig).append(")");
    if (!types.isEmpty()) {
      out.append(" -> (").append(String.join(", ", types)).append(")");
    }
    out.append(" {\n").append(body).append("  return");
    if (!results.isEmpty()) {
      out.append(" ").append(String.join(", ", results)).append(" : ").append(String.join(", ", types));
    }
    out.append("\n}\n");
  }

  private final List<Integer> argCounts = new ArrayList<>();
  private final List<String> calleeResults = new ArrayList<>();
  private final List<Integer> calleeResultCount = new ArrayList<>();
  private final List<List<String>> resultTypes = new ArrayList<>();

  /** The leading tensor arguments of a call of function {@code f} but the last (the caller's first tensor). */
  private String callArgs(int f) {
    StringBuilder sb = new StringBuilder();
    for (int i = 1; i < argCounts.get(f); i++) {
      sb.append("%a0, ");
    }
    return sb.toString();
  }

  private String callTypes(int f) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < argCounts.get(f); i++) {
      sb.append(T).append(", ");
    }
    return sb.append("index, index, f32, i1").toString();
  }

  /** scf.for, scf.if, slices, select and casts over the tensors so far. */
  private void structured(String r, List<String> tensors, List<String> scalars, StringBuilder body) {
    String x = pick(tensors);
    switch (random.nextInt(14)) {
      case 0 -> {
        // A loop over the rows, writing its iter arg in place.
        String acc = fresh();
        String k = fresh();
        String b = fresh();
        body.append("  ").append(r).append(" = scf.for ").append(k).append(" = %c0 to %c4 step %c1 iter_args(")
            .append(acc).append(" = ").append(x).append(") -> (").append(T).append(") {\n");
        if (random.nextBoolean()) {
          body.append("    ").append(b).append(" = tensor.insert %s into ").append(acc).append("[").append(k)
              .append(", %j] : ").append(T).append("\n");
        } else {
          body.append("    ").append(b).append(" = linalg.").append(BINARY[random.nextInt(BINARY.length)])
              .append(" ins(").append(acc).append(", ").append(pick(tensors)).append(" : ").append(T).append(", ")
              .append(T).append(") outs(").append(acc).append(" : ").append(T).append(") -> ").append(T).append("\n");
        }
        body.append("    scf.yield ").append(b).append(" : ").append(T).append("\n  }\n");
        tensors.add(r);
      }
      case 1 -> {
        // A loop over row slices: extract, fill, insert back.
        String acc = fresh();
        String k = fresh();
        String sl = fresh();
        String f = fresh();
        String n = fresh();
        String row = "tensor<1x8xf32>";
        body.append("  ").append(r).append(" = scf.for ").append(k).append(" = %c0 to %c4 step %c1 iter_args(")
            .append(acc).append(" = ").append(x).append(") -> (").append(T).append(") {\n")
            .append("    ").append(sl).append(" = tensor.extract_slice ").append(acc).append("[").append(k)
            .append(", 0] [1, 8] [1, 1] : ").append(T).append(" to ").append(row).append("\n")
            .append("    ").append(f).append(" = linalg.fill ins(%s : f32) outs(").append(sl).append(" : ")
            .append(row).append(") -> ").append(row).append("\n")
            .append("    ").append(n).append(" = tensor.insert_slice ").append(f).append(" into ").append(acc)
            .append("[").append(k).append(", 0] [1, 8] [1, 1] : ").append(row).append(" into ").append(T).append("\n")
            .append("    scf.yield ").append(n).append(" : ").append(T).append("\n  }\n");
        tensors.add(r);
      }
      case 2 -> {
        String b = fresh();
        body.append("  ").append(r).append(" = scf.if %c -> (").append(T).append(") {\n    ").append(b)
            .append(" = tensor.insert %s into ").append(x).append("[%i, %j] : ").append(T).append("\n    scf.yield ")
            .append(b).append(" : ").append(T).append("\n  } else {\n    scf.yield ").append(pick(tensors))
            .append(" : ").append(T).append("\n  }\n");
        tensors.add(r);
      }
      case 3 -> {
        String sl = fresh();
        body.append("  ").append(sl).append(" = tensor.extract_slice ").append(x)
            .append("[%i, 0] [1, 8] [1, 1] : ").append(T).append(" to tensor<8xf32>\n  ").append(r)
            .append(" = tensor.extract ").append(sl).append("[%j] : tensor<8xf32>\n");
        scalars.add(r);
      }
      case 4 -> {
        String sl = fresh();
        body.append("  ").append(sl).append(" = tensor.extract_slice ").append(pick(tensors))
            .append("[0, 0] [2, 8] [1, 1] : ").append(T).append(" to tensor<2x8xf32>\n  ").append(r)
            .append(" = tensor.insert_slice ").append(sl).append(" into ").append(x)
            .append("[2, 0] [2, 8] [1, 1] : tensor<2x8xf32> into ").append(T).append("\n");
        tensors.add(r);
      }
      case 5 -> {
        body.append("  ").append(r).append(" = arith.select %c, ").append(x).append(", ").append(pick(tensors))
            .append(" : ").append(T).append("\n");
        tensors.add(r);
      }
      case 7 -> {
        // collapse_shape and expand_shape back: views of one buffer.
        String d = fresh();
        body.append("  ").append(d).append(" = tensor.collapse_shape ").append(x).append(" [[0, 1]] : ").append(T)
            .append(" into tensor<32xf32>\n  ").append(r).append(" = tensor.expand_shape ").append(d)
            .append(" [[0, 1]] output_shape [4, 8] : tensor<32xf32> into ").append(T).append("\n");
        tensors.add(r);
      }
      case 8 -> {
        if (forPipelines) {
          body.append("  ").append(r).append(" = tensor.splat %s : ").append(T).append("\n");
          tensors.add(r);
          return;
        }
        // reshape to 1-D and back, with constant shape tensors.
        String s1 = fresh();
        String d = fresh();
        String s2 = fresh();
        body.append("  ").append(s1).append(" = arith.constant dense<[32]> : tensor<1xindex>\n  ").append(d)
            .append(" = tensor.reshape ").append(x).append("(").append(s1).append(") : (").append(T)
            .append(", tensor<1xindex>) -> tensor<32xf32>\n  ").append(s2)
            .append(" = arith.constant dense<[4, 8]> : tensor<2xindex>\n  ").append(r).append(" = tensor.reshape ")
            .append(d).append("(").append(s2).append(") : (tensor<32xf32>, tensor<2xindex>) -> ").append(T)
            .append("\n");
        tensors.add(r);
      }
      case 9 -> {
        if (variants.nextInt(3) == 0) {
          // concat of slices of %i and 4 - %i rows, cast back to the static type.
          String n = fresh();
          String a = fresh();
          String b = fresh();
          String c = fresh();
          String dyn = "tensor<?x8xf32>";
          body.append("  ").append(n).append(" = arith.subi %c4, %i : index\n  ").append(a)
              .append(" = tensor.extract_slice ").append(x).append("[0, 0] [%i, 8] [1, 1] : ").append(T).append(" to ")
              .append(dyn).append("\n  ").append(b).append(" = tensor.extract_slice ").append(pick(tensors))
              .append("[%i, 0] [").append(n).append(", 8] [1, 1] : ").append(T).append(" to ").append(dyn)
              .append("\n  ").append(c).append(" = tensor.concat dim(0) ").append(a).append(", ").append(b)
              .append(" : (").append(dyn).append(", ").append(dyn).append(") -> ").append(dyn).append("\n  ").append(r)
              .append(" = tensor.cast ").append(c).append(" : ").append(dyn).append(" to ").append(T).append("\n");
          tensors.add(r);
          return;
        }
        // concat of two half slices.
        String a = fresh();
        String b = fresh();
        String half = "tensor<2x8xf32>";
        body.append("  ").append(a).append(" = tensor.extract_slice ").append(x).append("[0, 0] [2, 8] [1, 1] : ")
            .append(T).append(" to ").append(half).append("\n  ").append(b).append(" = tensor.extract_slice ")
            .append(pick(tensors)).append("[2, 0] [2, 8] [1, 1] : ").append(T).append(" to ").append(half)
            .append("\n  ").append(r).append(" = tensor.concat dim(0) ").append(random.nextBoolean() ? b : a)
            .append(", ").append(random.nextBoolean() ? a : b).append(" : (").append(half).append(", ").append(half)
            .append(") -> ").append(T).append("\n");
        tensors.add(r);
      }
      case 10 -> {
        if (variants.nextInt(3) == 0) {
          // pad of the last 4 - %i rows by %i rows in front, cast back to the static type.
          String n = fresh();
          String a = fresh();
          String p0 = fresh();
          String p1 = fresh();
          String c = fresh();
          String dyn = "tensor<?x8xf32>";
          body.append("  ").append(n).append(" = arith.subi %c4, %i : index\n  ").append(a)
              .append(" = tensor.extract_slice ").append(x).append("[%i, 0] [").append(n).append(", 8] [1, 1] : ")
              .append(T).append(" to ").append(dyn).append("\n  ").append(c).append(" = tensor.pad ").append(a)
              .append(" low[%i, 0] high[0, 0] {\n  ^bb0(").append(p0).append(": index, ").append(p1)
              .append(": index):\n    tensor.yield %s : f32\n  } : ").append(dyn).append(" to ").append(dyn)
              .append("\n  ").append(r).append(" = tensor.cast ").append(c).append(" : ").append(dyn).append(" to ")
              .append(T).append("\n");
          tensors.add(r);
          return;
        }
        // pad of an inner slice back to the full shape.
        String a = fresh();
        String p0 = fresh();
        String p1 = fresh();
        String inner = "tensor<2x6xf32>";
        body.append("  ").append(a).append(" = tensor.extract_slice ").append(x).append("[1, 1] [2, 6] [1, 1] : ")
            .append(T).append(" to ").append(inner).append("\n  ").append(r).append(" = tensor.pad ").append(a)
            .append(" low[1, 1] high[1, 1] {\n  ^bb0(").append(p0).append(": index, ").append(p1)
            .append(": index):\n    tensor.yield %s : f32\n  } : ").append(inner).append(" to ").append(T)
            .append("\n");
        tensors.add(r);
      }
      case 11 -> {
        // generate reading another tensor.
        String g0 = fresh();
        String g1 = fresh();
        String e = fresh();
        String f = fresh();
        body.append("  ").append(r).append(" = tensor.generate {\n  ^bb0(").append(g0).append(": index, ")
            .append(g1).append(": index):\n    ");
        if (forPipelines) {
          body.append(e).append(" = arith.index_cast ").append(g0).append(" : index to i32\n    ").append(g1)
              .append("f = arith.sitofp ").append(e).append(" : i32 to f32\n    ").append(f).append(" = arith.addf ")
              .append(g1).append("f, %s : f32\n    tensor.yield ").append(f).append(" : f32\n  } : ").append(T)
              .append("\n");
          tensors.add(r);
          return;
        }
        body.append(e).append(" = tensor.extract ").append(x).append("[")
            .append(g0).append(", ").append(g1).append("] : ").append(T).append("\n    ").append(f)
            .append(" = arith.addf ").append(e).append(", %s : f32\n    tensor.yield ").append(f)
            .append(" : f32\n  } : ").append(T).append("\n");
        tensors.add(r);
      }
      case 12 -> {
        body.append("  ").append(r).append(" = tensor.splat %s : ").append(T).append("\n");
        tensors.add(r);
      }
      case 13 -> {
        if (forPipelines) {
          body.append("  ").append(r).append(" = tensor.splat %s : ").append(T).append("\n");
          tensors.add(r);
          return;
        }
        // index_switch on %i: an in-place insert, another tensor, a third.
        String b = fresh();
        body.append("  ").append(r).append(" = scf.index_switch %i -> ").append(T).append("\n  case 0 {\n    ")
            .append(b).append(" = tensor.insert %s into ").append(x).append("[%j, %i] : ").append(T)
            .append("\n    scf.yield ").append(b).append(" : ").append(T).append("\n  }\n  case 2 {\n    scf.yield ")
            .append(pick(tensors)).append(" : ").append(T).append("\n  }\n  default {\n    scf.yield ")
            .append(pick(tensors)).append(" : ").append(T).append("\n  }\n");
        tensors.add(r);
      }
      default -> {
        String d = fresh();
        body.append("  ").append(d).append(" = tensor.cast ").append(x).append(" : ").append(T)
            .append(" to tensor<?x8xf32>\n  ").append(r).append(" = tensor.cast ").append(d)
            .append(" : tensor<?x8xf32> to ").append(T).append("\n");
        tensors.add(r);
      }
    }
  }

  /** An empty tensor of {@code type} filled with %s (a defined init for ops that read theirs). */
  private String filled(String type, StringBuilder body) {
    String e = fresh();
    String f = fresh();
    body.append("  ").append(e).append(" = tensor.empty() : ").append(type).append("\n  ").append(f)
        .append(" = linalg.fill ins(%s : f32) outs(").append(e).append(" : ").append(type).append(") -> ")
        .append(type).append("\n");
    return f;
  }

  /**
   * linalg's named ops and math: matmul, transpose, reduce, broadcast, matvec, dot, 2-d
   * convolution and max/sum pooling over a padded 4-d view of a tensor, and generic bodies of
   * math ops (those jopt-run has semantics for).
   */
  private void namedOrMath(String r, List<String> tensors, List<String> scalars, StringBuilder body) {
    String x = pick(tensors);
    String row = "tensor<8xf32>";
    String col = "tensor<4xf32>";
    switch (random.nextInt(8)) {
      case 0 -> {
        String w = fresh();
        // matmul accumulates into its init: never an uninitialized tensor.empty.
        String init = random.nextBoolean() ? filled(T, body) : pick(tensors);
        body.append("  ").append(w).append(" = arith.constant dense<").append(random.nextInt(3)).append(".5> : tensor<8x8xf32>\n  ")
            .append(r).append(" = linalg.matmul ins(").append(x).append(", ").append(w).append(" : ").append(T)
            .append(", tensor<8x8xf32>) outs(").append(init).append(" : ").append(T).append(") -> ").append(T).append("\n");
        tensors.add(r);
      }
      case 1 -> {
        String e = fresh();
        String t = fresh();
        String init = init(tensors, body);
        body.append("  ").append(e).append(" = tensor.empty() : tensor<8x4xf32>\n  ").append(t)
            .append(" = linalg.transpose ins(").append(x).append(" : ").append(T).append(") outs(").append(e)
            .append(" : tensor<8x4xf32>) permutation = [1, 0]\n  ").append(r).append(" = linalg.transpose ins(")
            .append(t).append(" : tensor<8x4xf32>) outs(").append(init).append(" : ").append(T)
            .append(") permutation = [1, 0]\n");
        tensors.add(r);
      }
      case 2 -> {
        // A row reduction, broadcast back over the rows.
        String acc = filled(col, body);
        String red = fresh();
        String a = fresh();
        String b = fresh();
        String c = fresh();
        String init = init(tensors, body);
        String combine = random.nextBoolean() ? "arith.addf" : "arith.maximumf";
        body.append("  ").append(red).append(" = linalg.reduce ins(").append(x).append(" : ").append(T)
            .append(") outs(").append(acc).append(" : ").append(col).append(") dimensions = [1]\n    (")
            .append(a).append(": f32, ").append(b).append(": f32) {\n      ").append(c).append(" = ").append(combine)
            .append(" ").append(a).append(", ").append(b).append(" : f32\n      linalg.yield ").append(c)
            .append(" : f32\n    }\n  ").append(r).append(" = linalg.broadcast ins(").append(red).append(" : ")
            .append(col).append(") outs(").append(init).append(" : ").append(T).append(") dimensions = [1]\n");
        tensors.add(r);
      }
      case 3 -> {
        // matvec of a row, broadcast back over the columns.
        String v = fresh();
        String acc = filled(col, body);
        String mv = fresh();
        String init = init(tensors, body);
        body.append("  ").append(v).append(" = tensor.extract_slice ").append(pick(tensors)).append("[%i, 0] [1, 8] [1, 1] : ")
            .append(T).append(" to ").append(row).append("\n  ").append(mv).append(" = linalg.matvec ins(").append(x)
            .append(", ").append(v).append(" : ").append(T).append(", ").append(row).append(") outs(").append(acc)
            .append(" : ").append(col).append(") -> ").append(col).append("\n  ").append(r)
            .append(" = linalg.broadcast ins(").append(mv).append(" : ").append(col).append(") outs(").append(init)
            .append(" : ").append(T).append(") dimensions = [1]\n");
        tensors.add(r);
      }
      case 4 -> {
        // dot of two rows, to a scalar.
        String a = fresh();
        String b = fresh();
        String acc = filled("tensor<f32>", body);
        String d = fresh();
        body.append("  ").append(a).append(" = tensor.extract_slice ").append(x).append("[%i, 0] [1, 8] [1, 1] : ")
            .append(T).append(" to ").append(row).append("\n  ").append(b).append(" = tensor.extract_slice ")
            .append(pick(tensors)).append("[%j, 0] [1, 8] [1, 1] : ").append(T).append(" to ").append(row)
            .append("\n  ").append(d).append(" = linalg.dot ins(").append(a).append(", ").append(b).append(" : ")
            .append(row).append(", ").append(row).append(") outs(").append(acc).append(" : tensor<f32>) -> tensor<f32>\n  ")
            .append(r).append(" = tensor.extract ").append(d).append("[] : tensor<f32>\n");
        scalars.add(r);
      }
      case 5, 6 -> {
        // A 3x3 convolution or pooling over the tensor as a 1x4x8x1 image, padded to keep its size.
        String img = "tensor<1x4x8x1xf32>";
        String padded = "tensor<1x6x10x1xf32>";
        String e4 = fresh();
        String p = fresh();
        String p0 = fresh();
        String p1 = fresh();
        String p2 = fresh();
        String p3 = fresh();
        String acc = filled(img, body);
        String out4 = fresh();
        body.append("  ").append(e4).append(" = tensor.expand_shape ").append(x).append(" [[0, 1], [2, 3]] output_shape [1, 4, 8, 1] : ")
            .append(T).append(" into ").append(img).append("\n  ").append(p).append(" = tensor.pad ").append(e4)
            .append(" low[0, 1, 1, 0] high[0, 1, 1, 0] {\n  ^bb0(").append(p0).append(": index, ").append(p1)
            .append(": index, ").append(p2).append(": index, ").append(p3).append(": index):\n    tensor.yield %s : f32\n  } : ")
            .append(img).append(" to ").append(padded).append("\n");
        String attrs = "{dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}";
        if (random.nextBoolean()) {
          String k = fresh();
          // The kernel's weights, or (a variant) weights elided as MLIR prints large constants.
          int weight = 1 + random.nextInt(8);
          String value = variants.nextInt(3) == 0
              ? "dense_resource<__elided__>" : "dense<0." + weight + ">";
          body.append("  ").append(k).append(" = arith.constant ").append(value)
              .append(" : tensor<3x3x1x1xf32>\n  ").append(out4).append(" = linalg.conv_2d_nhwc_hwcf ").append(attrs)
              .append(" ins(").append(p).append(", ").append(k).append(" : ").append(padded)
              .append(", tensor<3x3x1x1xf32>) outs(").append(acc).append(" : ").append(img).append(") -> ").append(img).append("\n");
        } else {
          // The window as torch-mlir makes it, a tensor.empty() the payload never reads, or
          // (a variant) a filled one.
          String win;
          if (variants.nextBoolean()) {
            win = fresh();
            body.append("  ").append(win).append(" = tensor.empty() : tensor<3x3xf32>\n");
          } else {
            win = filled("tensor<3x3xf32>", body);
          }
          body.append("  ").append(out4).append(" = linalg.pooling_nhwc_").append(random.nextBoolean() ? "max" : "sum")
              .append(" ").append(attrs).append(" ins(").append(p).append(", ").append(win).append(" : ").append(padded)
              .append(", tensor<3x3xf32>) outs(").append(acc).append(" : ").append(img).append(") -> ").append(img).append("\n");
        }
        body.append("  ").append(r).append(" = tensor.collapse_shape ").append(out4).append(" [[0, 1], [2, 3]] : ")
            .append(img).append(" into ").append(T).append("\n");
        tensors.add(r);
      }
      default -> {
        // A generic whose body chains math ops (their domains kept: sqrt, rsqrt and log of |x| + 1).
        String in = fresh();
        String out = fresh();
        // The body may read its init (out): an empty tensor only when it does not.
        boolean readsOut = random.nextBoolean();
        String init = readsOut ? pick(tensors) : init(tensors, body);
        body.append("  ").append(r).append(" = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, ")
            .append("affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\"parallel\", \"parallel\"]} ins(").append(x)
            .append(" : ").append(T).append(") outs(").append(init).append(" : ").append(T).append(") {\n  ^bb0(")
            .append(in).append(": f32, ").append(out).append(": f32):\n");
        String v = in;
        int n = 1 + random.nextInt(4);
        for (int m = 0; m < n; m++) {
          String a = fresh();
          String op = MATH[random.nextInt(MATH.length)];
          if (op.equals("math.sqrt") || op.equals("math.rsqrt") || op.equals("math.log")) {
            String abs = fresh();
            String one = fresh();
            body.append("    ").append(abs).append(" = math.absf ").append(v).append(" : f32\n    ").append(one)
                .append(" = arith.addf ").append(abs).append(", %s : f32\n");
            v = one;
          }
          body.append("    ").append(a).append(" = ").append(op).append(" ").append(v).append(" : f32\n");
          v = a;
        }
        if (readsOut) {
          String a = fresh();
          body.append("    ").append(a).append(" = arith.addf ").append(v).append(", ").append(out).append(" : f32\n");
          v = a;
        }
        body.append("    linalg.yield ").append(v).append(" : f32\n  } -> ").append(T).append("\n");
        tensors.add(r);
      }
    }
  }

  /** The math ops jopt-run computes. */
  private static final String[] MATH = {"math.exp", "math.absf", "math.floor", "math.ceil", "math.sqrt",
      "math.rsqrt", "math.log", "math.tanh", "math.round"};

  private String init(List<String> tensors, StringBuilder body) {
    if (random.nextInt(3) == 0) {
      String e = fresh();
      body.append("  ").append(e).append(" = tensor.empty() : ").append(T).append("\n");
      return e;
    }
    return pick(tensors);
  }

  private String pick(List<String> values) {
    return values.get(random.nextInt(values.size()));
  }

  /** The option sets programs are bufferized with. */
  static final List<String> OPTIONS = List.of(
      "--one-shot-bufferize",
      "--one-shot-bufferize=bufferize-function-boundaries",
      "--one-shot-bufferize=bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map "
          + "unknown-type-conversion=identity-layout-map",
      "--one-shot-bufferize=test-analysis-only");
}
