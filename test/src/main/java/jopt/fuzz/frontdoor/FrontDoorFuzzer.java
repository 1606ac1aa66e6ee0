package jopt.fuzz.frontdoor;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The front-door fuzzer: mutates the seed chunks ({@link SeedCorpus}, {@link SeedPreparation})
 * one mutation at a time ({@link Mutator}) and runs each mutant through jopt in-process
 * ({@link JoptRunner}) and, unless {@code --no-oracle}, through mlir-opt-22 in batches
 * ({@link MlirOptRunner}, run alongside jopt). Results are classified ({@link Result}),
 * written to {@code results.tsv} ({@link TsvWriter}) and reported ({@link Report}).
 * {@code main} takes the options of {@link Config}.
 */
public final class FrontDoorFuzzer {
  private FrontDoorFuzzer() {}

  /** What a run found. */
  public record Summary(List<Result> results, Tally tally, SeedPreparation.Prepared seeds) {}

  public static void main(String[] args) {
    Config c;
    try {
      c = Config.parse(args, root());
    } catch (IllegalArgumentException e) {
      System.err.println(e.getMessage());
      System.exit(2);
      return;
    }
    run(c, System.out, System.err);
    System.exit(0);
  }

  /** The repository: -Djopt.root, else the nearest directory above holding lit-tests/. */
  public static Path root() {
    String prop = System.getProperty("jopt.root");
    if (prop != null && !prop.isEmpty()) {
      return Path.of(prop).toAbsolutePath().normalize();
    }
    Path p = Path.of("").toAbsolutePath();
    while (p != null && !Files.isDirectory(p.resolve("lit-tests"))) {
      p = p.getParent();
    }
    if (p == null) {
      throw new IllegalArgumentException("cannot find lit-tests/ above the current directory");
    }
    return p;
  }

  /** Runs the fuzzer: the report goes to {@code report}, progress to {@code progress}. */
  public static Summary run(Config c, PrintStream report, PrintStream progress) {
    long t0 = System.nanoTime();
    if (!java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments()
        .contains("-XX:-OmitStackTraceInFastThrow")) {
      progress.println("frontdoor: note: without -XX:-OmitStackTraceInFastThrow, frequent"
          + " internal errors lose their stack traces (grouped as '@ ?')");
    }
    JoptRunner jopt = new JoptRunner(c.timeoutMs());
    MlirOptRunner mlir = c.oracle()
        ? new MlirOptRunner(c.mlirOpt(), c.outDir().resolve("scratch"), c.timeoutMs()) : null;
    List<Seed> raw = SeedCorpus.load(c.seedDirs());
    SeedPreparation.Prepared seeds = SeedPreparation.prepare(raw, jopt, mlir, c.jobs());
    progress.printf("frontdoor: %d chunks -> %d seeds in %.1f s%n", raw.size(),
        seeds.seeds().size(), seconds(t0));
    Vocabulary vocab = new Vocabulary(seeds.seeds().stream().map(Seed::text).toList());
    Mutator mutator = new Mutator(seeds.seeds(), vocab, c.seed());
    if (c.printMutant() >= 0) {
      Mutant m = mutator.mutant(c.printMutant());
      report.printf("// mutant %d of --seed %d: %s of %s (%s), line %d%n%s", m.id(), c.seed(),
          m.operator(), m.seed().origin(), m.seed().form().label(), m.line(), m.text());
      report.flush();
      return new Summary(List.of(), new Tally(), seeds);
    }
    List<Result> results = new ArrayList<>(c.mutants());
    Tally tally = new Tally();
    ExecutorService mlirThread = Executors.newSingleThreadExecutor(r -> {
      Thread t = new Thread(r, "frontdoor-mlir-opt");
      t.setDaemon(true);
      return t;
    });
    try {
      int nextProgress = 1000;
      for (int from = 0; from < c.mutants(); from += MlirOptRunner.BATCH) {
        List<Mutant> batch = new ArrayList<>();
        for (int id = from; id < Math.min(c.mutants(), from + MlirOptRunner.BATCH); id++) {
          batch.add(mutator.mutant(id));
        }
        List<String> texts = batch.stream().map(Mutant::text).toList();
        Future<List<Outcome>> mf = mlir == null ? null : mlirThread.submit(() -> mlir.run(texts));
        List<Outcome> jo = Parallel.map(batch, c.jobs(), m -> jopt.run(m.text()));
        List<Outcome> mo = mf == null ? null : mf.get();
        for (int i = 0; i < batch.size(); i++) {
          Result r = Result.of(batch.get(i), jo.get(i), mo == null ? null : mo.get(i));
          results.add(r);
          tally.add(r);
        }
        if (results.size() >= nextProgress || results.size() == c.mutants()) {
          progress.printf("frontdoor: %d/%d mutants, %.0f s, internal errors %d, hangs %d%s%n",
              results.size(), c.mutants(), seconds(t0), tally.internalErrors, tally.hangs,
              mlir == null ? "" : ", jopt rejects/mlir-opt accepts " + tally.joptRejectsMlirAccepts);
          nextProgress += 1000;
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    } catch (ExecutionException e) {
      throw new IllegalStateException(e.getCause());
    } finally {
      mlirThread.shutdownNow();
    }
    Path tsv = c.outDir().resolve("results.tsv");
    TsvWriter.write(tsv, results);
    String info = String.format("time %.0f s; mlir-opt: %s; per-mutant results in %s, examples in %s",
        seconds(t0), mlir == null ? "not run" : mlir.stats(), tsv, c.outDir().resolve("examples"));
    new Report(c, seeds, results, report).print(info);
    return new Summary(results, tally, seeds);
  }

  private static double seconds(long t0) {
    return (System.nanoTime() - t0) / 1e9;
  }
}
