package jopt.test.oneshot;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Seeded random tensor programs for one-shot-bufferize: functions over tensor<4x8xf32> values
 * with chains of elementwise linalg ops whose inits are arguments, earlier results or fresh
 * tensor.empty ops (so some writes must copy), linalg.fill, tensor.insert/extract, tensor
 * constants, and calls-free returns of a few values.
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

  /** A program of one function (mlir-opt orders several functions by a pointer-keyed map). */
  static String singleFunction(long seed) {
    TensorProgramGenerator g = new TensorProgramGenerator(seed);
    g.function(0);
    return g.out.toString();
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
    sig.append(", %i: index, %j: index, %s: f32");
    StringBuilder body = new StringBuilder();
    List<String> scalars = new ArrayList<>();
    int ops = 2 + random.nextInt(8);
    for (int k = 0; k < ops; k++) {
      String r = fresh();
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
