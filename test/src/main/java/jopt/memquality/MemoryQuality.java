package jopt.memquality;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import jopt.interpreter.ExecutionResult;
import jopt.interpreter.runtime.InterpreterOptions;

/**
 * {@code bench/memory-quality}: the written corpus and generated programs through upstream's
 * and jopt's deallocation pipelines, every output run in the reference interpreter; prints the
 * markdown report (and writes it with {@code --out FILE}).
 *
 * <pre>
 * MemoryQuality --root DIR [--corpus DIR] [--generated N] [--seed S] [--only TEXT]
 *               [--mlir-opt PATH] [--jobs J] [--out FILE] [--dump-generated DIR]
 *               [--pipelines NAME,NAME...]
 * </pre>
 */
public final class MemoryQuality {
  private MemoryQuality() {}

  record Options(Path root, Path corpus, int generated, long seed, String only, Path mlirOpt,
      int jobs, Path out, Path dump, List<String> pipelines) {}

  public static void main(String[] args) throws Exception {
    Options o = parse(args);
    List<BenchPipeline> pipelines = BenchPipeline.all().stream()
        .filter(p -> o.pipelines() == null || o.pipelines().contains(p.name())).toList();
    if (pipelines.isEmpty()) {
      throw new IllegalArgumentException("--pipelines selects none of: " + BenchPipeline.all()
          .stream().map(BenchPipeline::name).toList());
    }
    List<BenchProgram> written = Corpus.written(o.corpus(), o.only());
    List<BenchProgram> generated = Corpus.generated(o.generated(), o.seed()).stream()
        .filter(p -> o.only() == null || p.name().contains(o.only())).toList();
    if (o.dump() != null) {
      dump(generated, o.dump());
    }
    Transformer transformer = new Transformer(o.mlirOpt());
    Measurer measurer = new Measurer(InterpreterOptions.defaults());
    List<Comparison> w = run(written, pipelines, transformer, measurer, o.jobs());
    List<Comparison> g = run(generated, pipelines, transformer, measurer, o.jobs());
    String report = report(o, pipelines, w, g);
    System.out.print(report);
    if (o.out() != null) {
      Files.writeString(o.out(), report, StandardCharsets.UTF_8);
    }
  }

  /** Writes each generated program as a corpus file: its text after a {@code // ARGS:} line. */
  private static void dump(List<BenchProgram> programs, Path dir) throws IOException {
    Files.createDirectories(dir);
    for (BenchProgram p : programs) {
      String args = p.args().stream().map(String::valueOf)
          .collect(java.util.stream.Collectors.joining(","));
      Files.writeString(dir.resolve(p.name() + ".mlir"), "// ARGS: " + args + "\n" + p.text(),
          StandardCharsets.UTF_8);
    }
  }

  private static List<Comparison> run(List<BenchProgram> programs, List<BenchPipeline> pipelines,
      Transformer transformer, Measurer measurer, int jobs)
      throws InterruptedException, ExecutionException {
    ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, jobs));
    try {
      List<Future<Comparison>> futures = new ArrayList<>();
      for (BenchProgram p : programs) {
        futures.add(pool.submit(() -> compare(p, pipelines, transformer, measurer)));
      }
      List<Comparison> rows = new ArrayList<>();
      for (Future<Comparison> f : futures) {
        rows.add(f.get());
      }
      return rows;
    } finally {
      pool.shutdownNow();
    }
  }

  private static Comparison compare(BenchProgram p, List<BenchPipeline> pipelines,
      Transformer transformer, Measurer measurer) {
    long t0 = System.nanoTime();
    ExecutionResult before = measurer.runInput(p);
    Map<BenchPipeline, Cell> cells = new LinkedHashMap<>();
    for (BenchPipeline pl : pipelines) {
      cells.put(pl, measurer.measure(p, before, transformer.run(p, pl)));
    }
    Comparison c = new Comparison(p, before.stats(), cells);
    System.err.printf(Locale.ROOT, "memory-quality: %s: ratio %s (%.1fs)%n", p.name(),
        Report.ratio(c.ratio()), (System.nanoTime() - t0) / 1e9);
    return c;
  }

  private static String report(Options o, List<BenchPipeline> pipelines, List<Comparison> w,
      List<Comparison> g) {
    Report r = new Report(pipelines);
    StringBuilder sb = new StringBuilder("# Memory quality: jopt against upstream MLIR\n\n");
    sb.append("Total peak bytes (heap + stack live at once) of each pipeline's output, run by "
        + "jopt-run; ✗ marks an output that failed, **bold** each side's best.\n\n");
    sb.append("## Written programs (").append(o.corpus().getFileName()).append(")\n\n");
    sb.append(r.totals(w));
    int[] wtl = Report.winsTiesLosses(w);
    sb.append(String.format(Locale.ROOT, "%njopt's best against upstream's best: %d smaller, "
        + "%d equal, %d larger, %d without a clean pipeline on a side.%n", wtl[0], wtl[1],
        wtl[2], wtl[3]));
    sb.append("\nTotal peak over the input's live bound (the least any placement keeping the "
        + "order of operations and the allocations can reach):\n\n").append(r.boundRatios(w));
    if (!g.isEmpty()) {
      sb.append("\n## Generated programs (").append(g.size()).append(", seed ").append(o.seed())
          .append(")\n\n").append(r.generated(g));
      sb.append("\nTotal peak over the input's live bound:\n\n").append(r.boundRatios(g));
    }
    List<Comparison> all = new ArrayList<>(w);
    all.addAll(g);
    String dropIns = r.dropIns(all);
    if (!dropIns.isEmpty()) {
      sb.append("\n## Upstream's pipelines run by jopt against mlir-opt-22 (all programs)\n\n")
          .append("Every figure of the output's run (heap, stack and total peaks, allocations, "
              + "frees) compared:\n\n").append(dropIns);
    }
    String failures = r.failures(all);
    if (!failures.isEmpty()) {
      sb.append("\n## Failures\n\n").append(failures);
    }
    sb.append("\n## Pipelines\n\n");
    for (BenchPipeline p : pipelines) {
      sb.append("- ").append(p.name()).append(" (")
          .append(p.side() == BenchPipeline.Side.UPSTREAM ? "mlir-opt-22" : "jopt").append("): `")
          .append(p.pipeline()).append("`\n");
    }
    sb.append("\n## Every figure of the written programs\n\n").append(r.details(w));
    if (!g.isEmpty()) {
      sb.append("\n## Generated programs, total peak bytes\n\n").append(r.totals(g));
    }
    return sb.toString();
  }

  private static Options parse(String[] args) {
    Path root = Path.of(".");
    Path corpus = null;
    int generated = 100;
    long seed = 1;
    String only = null;
    Path mlirOpt = Path.of("mlir-opt-22");
    int jobs = Math.min(2, Runtime.getRuntime().availableProcessors());
    Path out = null;
    Path dump = null;
    List<String> pipelines = null;
    for (int i = 0; i < args.length; i++) {
      String a = args[i];
      String v = i + 1 < args.length ? args[i + 1] : null;
      switch (a) {
        case "--root" -> root = Path.of(v);
        case "--corpus" -> corpus = Path.of(v);
        case "--generated" -> generated = Integer.parseInt(v);
        case "--seed" -> seed = Long.parseLong(v);
        case "--only" -> only = v;
        case "--mlir-opt" -> mlirOpt = Path.of(v);
        case "--jobs" -> jobs = Integer.parseInt(v);
        case "--out" -> out = Path.of(v);
        case "--dump-generated" -> dump = Path.of(v);
        case "--pipelines" -> pipelines = List.of(v.split(","));
        default -> throw new IllegalArgumentException("unknown option " + a + " (options: "
            + "--root --corpus --generated --seed --only --mlir-opt --jobs --out "
            + "--dump-generated --pipelines)");
      }
      i++;
    }
    if (corpus == null) {
      corpus = root.resolve("bench").resolve("memory-quality-corpus");
    }
    return new Options(root, corpus, generated, seed, only, mlirOpt, jobs, out, dump, pipelines);
  }
}
