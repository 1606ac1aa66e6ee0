package jopt.test.oneshot;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Seeded random tensor programs for one-shot-bufferize: functions over tensor<4x8xf32> values
 * with chains of elementwise linalg ops whose inits are arguments, earlier results or fresh
 * tensor.empty ops (so some writes must copy), linalg.fill, tensor.insert/extract, tensor
 * constants, scf.for loops (in-place iter args; row slices extracted, filled and inserted back),
 * scf.if, extract_slice/insert_slice, arith.select, tensor.cast round trips, and a call of the
 * previous function in every function but the first; each returns a few values.
 */
final class TensorProgramGenerator {
  private static final String T = "tensor<4x8xf32>";
  private static final String[] BINARY = {"add", "sub", "mul", "max", "min"};
  private static final String[] UNARY = {"exp", "abs", "negf", "floor"};

  private final Random random;
  private final StringBuilder out = new StringBuilder();
  private int next;

  TensorProgramGenerator(long seed) {
    this.random = new Random(seed);
  }

  static String program(long seed) {
    return new TensorProgramGenerator(seed).generate();
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
      if (random.nextInt(3) == 0) {
        structured(r, tensors, scalars, body);
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
        body.append("  ").append(r).append(" = arith.constant dense<").append(random.nextInt(4))
            .append(".0> : ").append(T).append("\n");
        tensors.add(r);
      }
    }
    List<String> results = new ArrayList<>();
    List<String> types = new ArrayList<>();
    int nres = random.nextInt(3);
    for (int k = 0; k < nres; k++) {
      results.add(pick(tensors));
      types.add(T);
    }
    if (!scalars.isEmpty() && random.nextBoolean()) {
      results.add(scalars.get(random.nextInt(scalars.size())));
      types.add("f32");
    }
    argCounts.add(args);
    calleeResults.add(types.isEmpty() ? "()" : types.size() == 1 ? types.get(0) : "(" + String.join(", ", types) + ")");
    calleeResultCount.add(types.size());
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
    switch (random.nextInt(7)) {
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
      default -> {
        String d = fresh();
        body.append("  ").append(d).append(" = tensor.cast ").append(x).append(" : ").append(T)
            .append(" to tensor<?x8xf32>\n  ").append(r).append(" = tensor.cast ").append(d)
            .append(" : tensor<?x8xf32> to ").append(T).append("\n");
        tensors.add(r);
      }
    }
  }

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
