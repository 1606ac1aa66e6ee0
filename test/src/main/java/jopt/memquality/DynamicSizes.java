package jopt.memquality;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import jopt.interpreter.ExecutionResult;
import jopt.interpreter.Interpreter;
import jopt.interpreter.runtime.InterpreterOptions;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.type.FunctionType;
import jopt.ir.type.IndexType;
import jopt.parser.Parser;

/**
 * {@code bench/memory-quality --dynamic}: merge-alloc's arena with buffers of dynamic size,
 * checked by execution under many size bindings. The generated programs whose {@code @main}
 * allocates a buffer of dynamic size go once through each pipeline; then the input and every
 * output run with the generator's index arguments and with {@code bindings - 1} more bindings
 * (each index argument set to another value of 0..12, the generator's range), every output run
 * with all checks on and compared with the input's run. Per pipeline: the runs clean and the
 * same, total peak / the input's live bound per binding (geometric mean, worst), heap
 * allocations, and the allocations of dynamic size left in the outputs besides arenas.
 *
 * <p>DynamicSizes [--generated N] [--seed S] [--bindings B] [--out FILE]
 */
public final class DynamicSizes {
  private DynamicSizes() {}

  private static final long[] VALUES = {0, 1, 2, 3, 5, 7, 8, 11, 12};
  private static final Pattern DYNAMIC_ALLOC = Pattern.compile("memref\\.alloc\\(%");
  /** An arena of dynamic size as merge-alloc makes it. */
  private static final Pattern ARENA = Pattern.compile(
      "memref\\.alloc\\([^)]*\\) \\{alignment = 64 : i64\\} : memref<\\?xi8>");

  private static final List<BenchPipeline> PIPELINES = List.of(
      new BenchPipeline("hlo", BenchPipeline.Side.JOPT,
          "builtin.module(jopt-deallocation-pipeline)"),
      new BenchPipeline("merge(precise, dynamic)+hlo", BenchPipeline.Side.JOPT,
          "builtin.module(jopt-deallocation-pipeline{merge-alloc=merge-alloc})"),
      new BenchPipeline("merge(default)+hlo", BenchPipeline.Side.JOPT,
          "builtin.module(jopt-deallocation-pipeline{merge-alloc=merge-alloc-default})"));

  /** One pipeline's figures over all programs and bindings. */
  private static final class Tally {
    int runs;
    int clean;
    int inputFaults;
    double logSum;
    int ratios;
    double worst;
    String worstAt = "";
    long heapAllocations;
    long scopeInstances;
    long dynamicIn;
    long dynamicOut;
    final List<String> failures = new ArrayList<>();
  }

  public static void main(String[] args) throws Exception {
    int n = 300;
    long seed = 1;
    int bindings = 5;
    Path out = null;
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--generated" -> n = Integer.parseInt(args[++i]);
        case "--seed" -> seed = Long.parseLong(args[++i]);
        case "--bindings" -> bindings = Integer.parseInt(args[++i]);
        case "--out" -> out = Path.of(args[++i]);
        default -> throw new IllegalArgumentException("unknown option " + args[i]);
      }
    }
    Transformer transformer = new Transformer(Path.of("mlir-opt-22"));
    Measurer measurer = new Measurer(InterpreterOptions.defaults());
    List<Tally> tallies = new ArrayList<>();
    PIPELINES.forEach(p -> tallies.add(new Tally()));
    int programs = 0;
    for (BenchProgram p : Corpus.generated(n, seed)) {
      List<Integer> indexArgs = indexArguments(p.text());
      if (indexArgs.isEmpty() || !DYNAMIC_ALLOC.matcher(p.text()).find()) {
        continue;
      }
      programs++;
      for (int k = 0; k < PIPELINES.size(); k++) {
        Tally t = tallies.get(k);
        Transformer.Output o = transformer.run(p, PIPELINES.get(k));
        t.dynamicIn += count(p.text());
        if (o.failure() != null) {
          t.failures.add(p.name() + ": " + o.failure());
          continue;
        }
        t.dynamicOut += count(o.text());
        for (int b = 0; b < bindings; b++) {
          BenchProgram bound = new BenchProgram(p.name() + "@" + b, p.text(),
              bind(p.args(), indexArgs, b), true);
          ExecutionResult before;
          try {
            before = measurer.runInput(bound);
          } catch (IllegalArgumentException e) {
            t.inputFaults++;
            continue;
          }
          t.runs++;
          Cell c = measurer.measure(bound, before, o);
          if (!c.ok()) {
            t.failures.add(bound.name() + " " + bound.args() + ": " + c.failure());
            continue;
          }
          t.clean++;
          t.heapAllocations += c.stats().allocations();
          t.scopeInstances += c.stats().scopeInstances();
          long bound0 = before.stats().liveBoundBytes();
          if (bound0 > 0) {
            double r = (double) c.total() / bound0;
            t.logSum += Math.log(r);
            t.ratios++;
            if (r > t.worst) {
              t.worst = r;
              t.worstAt = bound.name() + " " + bound.args();
            }
          }
        }
      }
    }
    String report = report(n, seed, bindings, programs, tallies);
    System.out.print(report);
    if (out != null) {
      Files.writeString(out, report, StandardCharsets.UTF_8);
    }
  }

  /** The positions of {@code @main}'s index arguments. */
  private static List<Integer> indexArguments(String text) {
    MLIRContext ctx = Transformer.context(new ArrayList<>());
    Operation module = Parser.parseSourceString(ctx, text, "gen.mlir");
    FunctionType sig = module == null ? null : new Interpreter(module).signature("main");
    List<Integer> out = new ArrayList<>();
    if (sig != null) {
      List<Type> in = sig.getInputs();
      for (int i = 0; i < in.size(); i++) {
        if (in.get(i) instanceof IndexType) {
          out.add(i);
        }
      }
    }
    return out;
  }

  /** Binding 0: the generator's arguments; binding b: index argument j set to VALUES[b+j]. */
  private static List<Object> bind(List<Object> args, List<Integer> indexArgs, int b) {
    List<Object> out = new ArrayList<>(args);
    if (b == 0) {
      return out;
    }
    for (int j = 0; j < indexArgs.size(); j++) {
      out.set(indexArgs.get(j), VALUES[(b * 3 + j) % VALUES.length]);
    }
    return out;
  }

  /** The allocations of dynamic size in {@code text} that are not arenas. */
  private static int count(String text) {
    return matches(DYNAMIC_ALLOC, text) - matches(ARENA, text);
  }

  private static int matches(Pattern p, String text) {
    Matcher m = p.matcher(text);
    int c = 0;
    while (m.find()) {
      c++;
    }
    return c;
  }

  private static String report(int n, long seed, int bindings, int programs, List<Tally> ts) {
    StringBuilder sb = new StringBuilder();
    sb.append(String.format(Locale.ROOT, "## Dynamic sizes: %d of %d generated programs (seed %d)"
        + " allocate buffers of dynamic size, each run with %d size bindings%n%n", programs, n,
        seed, bindings));
    sb.append("| pipeline | runs clean and the same | total peak / live bound (geometric mean)"
        + " | worst | heap allocations | executed scope instances"
        + " | dynamic allocations (not arenas) in → out | input faults (skipped) |\n");
    sb.append("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n");
    for (int k = 0; k < PIPELINES.size(); k++) {
      Tally t = ts.get(k);
      sb.append(String.format(Locale.ROOT,
          "| %s | %d / %d | %.3f | %.3f (%s) | %,d | %,d | %d → %d | %d |%n",
          PIPELINES.get(k).name(), t.clean, t.runs,
          t.ratios == 0 ? Double.NaN : Math.exp(t.logSum / t.ratios), t.worst, t.worstAt,
          t.heapAllocations, t.scopeInstances, t.dynamicIn, t.dynamicOut, t.inputFaults));
    }
    sb.append("\nPipelines:\n\n");
    for (BenchPipeline p : PIPELINES) {
      sb.append("- ").append(p.name()).append(": `").append(p.pipeline()).append("`\n");
    }
    for (int k = 0; k < PIPELINES.size(); k++) {
      for (String f : ts.get(k).failures) {
        sb.append("\n- ").append(PIPELINES.get(k).name()).append(": ").append(f);
      }
    }
    return sb.append('\n').toString();
  }
}
