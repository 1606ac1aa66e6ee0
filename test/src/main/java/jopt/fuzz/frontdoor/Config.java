package jopt.fuzz.frontdoor;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The fuzzer's options.
 *
 * @param mutants how many mutants
 * @param seed the random seed; mutant N is the same for a seed, a corpus and the seeds kept
 *     (which depend on what jopt and, with the oracle, mlir-opt accept unmutated)
 * @param timeoutMs a jopt run longer than this is a hang; also mlir-opt's single-input timeout
 * @param jobs threads running jopt
 * @param oracle whether to run mlir-opt-22 (false: internal errors and hangs only)
 * @param seedDirs the seed directories (lit-tests/ first, then the extra ones)
 * @param outDir where the TSV and examples go
 * @param top how many disagreement groups the report shows
 * @param mlirOpt the mlir-opt executable
 * @param printMutant when not negative, only print mutant number {@code printMutant} (of
 *     {@code seed}) with its origin, to reproduce one
 */
public record Config(int mutants, long seed, long timeoutMs, int jobs, boolean oracle,
    List<Path> seedDirs, Path outDir, int top, Path mlirOpt, int printMutant) {

  /** The options of a run that prints no single mutant. */
  public Config(int mutants, long seed, long timeoutMs, int jobs, boolean oracle,
      List<Path> seedDirs, Path outDir, int top, Path mlirOpt) {
    this(mutants, seed, timeoutMs, jobs, oracle, seedDirs, outDir, top, mlirOpt, -1);
  }

  public static final String USAGE = String.join("\n",
      "usage: frontdoor [--mutants N] [--seed S] [--timeout-ms T] [--jobs J] [--no-oracle]",
      "                 [--extra-seeds DIR]... [--out DIR] [--top K] [--mlir-opt PATH] [--root DIR]",
      "                 [--print-mutant ID]",
      "Mutates the chunks of lit-tests/**/*.mlir and test/frontdoor-seeds (and of --extra-seeds) and compares jopt with",
      "mlir-opt-22 on each mutant; prints a report, writes results.tsv and examples to --out",
      "(default <root>/test/target/frontdoor). --print-mutant ID prints mutant ID of --seed.");

  /** The seeds of every run: the lit tests and test/frontdoor-seeds (programs of the newer dialects). */
  public static List<Path> defaultSeedDirs(Path root) {
    return List.of(root.resolve("lit-tests"), root.resolve("test/frontdoor-seeds"));
  }

  /** Parses command-line arguments; {@code root} is the repository (holding lit-tests/). */
  public static Config parse(String[] args, Path root) {
    int mutants = 1000;
    long seed = 1;
    long timeoutMs = 10_000;
    int jobs = 1;
    boolean oracle = true;
    List<Path> extra = new ArrayList<>();
    Path out = null;
    int top = 30;
    Path mlirOpt = Path.of("/usr/bin/mlir-opt-22");
    int printMutant = -1;
    for (int i = 0; i < args.length; i++) {
      String a = args[i];
      if (a.matches("\\d+")) {
        mutants = Integer.parseInt(a);
        continue;
      }
      String name = a.contains("=") ? a.substring(0, a.indexOf('=')) : a;
      boolean flag = name.equals("--no-oracle") || name.equals("--help") || name.equals("-h");
      String v = a.contains("=") ? a.substring(a.indexOf('=') + 1)
          : (!flag && i + 1 < args.length ? args[++i] : null);
      if (!flag && v == null) {
        throw new IllegalArgumentException("missing value of " + name + "\n" + USAGE);
      }
      switch (name) {
        case "--mutants", "-n" -> mutants = Integer.parseInt(v);
        case "--seed" -> seed = Long.parseLong(v);
        case "--timeout-ms" -> timeoutMs = Long.parseLong(v);
        case "--jobs", "-j" -> jobs = Integer.parseInt(v);
        case "--no-oracle" -> oracle = false;
        case "--extra-seeds" -> extra.add(Path.of(v));
        case "--out" -> out = Path.of(v);
        case "--top" -> top = Integer.parseInt(v);
        case "--mlir-opt" -> mlirOpt = Path.of(v);
        case "--root" -> root = Path.of(v);
        case "--print-mutant" -> printMutant = Integer.parseInt(v);
        case "--help", "-h" -> throw new IllegalArgumentException(USAGE);
        default -> throw new IllegalArgumentException("unknown option " + a + "\n" + USAGE);
      }
    }
    List<Path> dirs = new ArrayList<>(defaultSeedDirs(root));
    dirs.addAll(extra);
    return new Config(mutants, seed, timeoutMs, Math.max(1, jobs), oracle, dirs,
        out != null ? out : root.resolve("test/target/frontdoor"), top, mlirOpt, printMutant);
  }
}
