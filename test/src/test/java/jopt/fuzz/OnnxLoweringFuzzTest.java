package jopt.fuzz;

import static com.google.common.truth.Truth.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import jopt.api.Jopt;
import jopt.api.Result;
import jopt.ir.Diagnostic;
import jopt.ir.Operation;
import jopt.corpus.CorpusHarness;
import jopt.onnx.ModelFiles;
import jopt.onnx.OnnxImportException;
import jopt.onnx.OnnxImporter;
import jopt.onnx.OnnxMutator;
import jopt.passmanager.PassManager;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The ONNX fuzzer through the lowering: mutants of real models ({@link OnnxMutator}: bit flips,
 * truncation, protobuf fields duplicated, dropped or swapped, graph edits) are imported and, when
 * they import, lowered by {@code convert-onnx-to-linalg}, then verified and printed. Each mutant is
 * refused at import or at the lowering with a diagnostic, or lowers to IR that verifies: never an
 * exception, never an "internal error" diagnostic, never IR the verifier rejects, never a hang
 * (30 s each). The seeds are chosen by {@code -Donnx.fuzz.seeds}: {@code corpus} (the shipped
 * models of bench/corpus in $JOPT_CORPUS/models, from {@code -Donnx.fuzz.min-bytes}, default 0, up
 * to {@code -Donnx.fuzz.max-bytes}, default 3 MB: the largest models' mutants are slow to import), {@code shared} (../shared/models) and {@code backend} (libonnx-testdata's node tests);
 * default {@code corpus,backend}; CI runs {@code -Donnx.fuzz.lower.count} = 40 (the corpus when present);
 * {@code bench/onnx-fuzz.sh --lower 10000} the full count; {@code -Donnx.fuzz.dump=DIR} keeps the
 * mutants that fail there.
 */
class OnnxLoweringFuzzTest {
  private static final int COUNT = Integer.getInteger("onnx.fuzz.lower.count", 40);
  private static final long SEED = Long.getLong("onnx.fuzz.seed", 62);
  private static final String SEEDS = System.getProperty("onnx.fuzz.seeds", "corpus,backend");
  private static final long MIN_BYTES = Long.getLong("onnx.fuzz.min-bytes", 0);
  private static final long MAX_BYTES = Long.getLong("onnx.fuzz.max-bytes", 3L << 20);
  private static final long TIMEOUT_SECONDS = 30;
  /** Where the mutants that fail are written, to reproduce them with bin/jopt (none: not kept). */
  private static final String DUMP = System.getProperty("onnx.fuzz.dump");

  /** How one mutant fared. */
  private enum Outcome { LOWERED, REFUSED_AT_IMPORT, REFUSED_AT_LOWERING, INTERNAL }

  private record Run(Outcome outcome, String detail) {}

  @Test
  void mutantsLowerOrAreRefusedWithAnError() throws Exception {
    List<Path> seeds = seeds();
    Assumptions.assumeFalse(seeds.isEmpty(), "no seed models (" + SEEDS + ")");
    OnnxMutator mutator = new OnnxMutator(SEED);
    SplittableRandom pick = new SplittableRandom(SEED);
    int[] counts = new int[Outcome.values().length];
    List<String> internal = new ArrayList<>();
    int hangs = 0;
    ExecutorService pool = newPool();
    for (int i = 0; i < COUNT; i++) {
      Path seed = seeds.get(pick.nextInt(seeds.size()));
      OnnxMutator.Kind kind = mutator.kind();
      byte[] mutant = mutator.mutate(Files.readAllBytes(seed), kind);
      Future<Run> f = pool.submit(() -> lowerOne(mutant, seed.getParent()));
      Run run;
      try {
        run = f.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
      } catch (TimeoutException e) {
        f.cancel(true);
        pool.shutdownNow();
        pool = newPool();
        hangs++;
        internal.add("hang: " + kind + " of " + seed + " (mutant " + i + ")");
        dump(mutant, i);
        continue;
      }
      counts[run.outcome().ordinal()]++;
      if (run.outcome() == Outcome.INTERNAL) {
        internal.add(kind + " of " + seed + " (mutant " + i + "): " + run.detail());
        dump(mutant, i);
      }
    }
    pool.shutdownNow();
    System.out.printf("onnx lowering fuzz: %d mutants of %d models (%s): %d lowered, %d refused at import,"
        + " %d refused at the lowering, %d internal errors, %d hangs%n", COUNT, seeds.size(), SEEDS,
        counts[Outcome.LOWERED.ordinal()], counts[Outcome.REFUSED_AT_IMPORT.ordinal()],
        counts[Outcome.REFUSED_AT_LOWERING.ordinal()], counts[Outcome.INTERNAL.ordinal()], hangs);
    for (String s : internal) {
      System.out.println("  " + s);
    }
    assertThat(internal).isEmpty();
  }

  private static void dump(byte[] mutant, int i) throws java.io.IOException {
    if (DUMP != null) {
      Files.createDirectories(Path.of(DUMP));
      Files.write(Path.of(DUMP, "mutant-" + i + ".onnx"), mutant);
    }
  }

  /** Imports {@code mutant}, lowers it, verifies and prints the result. */
  private static Run lowerOne(byte[] mutant, Path dir) {
    try {
      Jopt jopt = Jopt.create();
      Operation module;
      try {
        module = OnnxImporter.importModel(OnnxImporter.parse(mutant), dir, jopt.getContext()).module();
      } catch (OnnxImportException e) {
        return new Run(Outcome.REFUSED_AT_IMPORT, e.getMessage());
      }
      PassManager pm = jopt.passManager("builtin.module(convert-onnx-to-linalg)");
      // Verified apart, below: IR the lowering built that does not verify is a bug, not a refusal.
      pm.enableVerifier(false);
      Result<Operation> lowered = jopt.run(pm, module);
      String internal = internalError(lowered.diagnostics());
      if (internal != null) {
        return new Run(Outcome.INTERNAL, internal);
      }
      if (lowered.failed()) {
        return new Run(Outcome.REFUSED_AT_LOWERING, lowered.renderDiagnostics());
      }
      Result<Operation> verified = jopt.verify(module);
      if (verified.failed()) {
        return new Run(Outcome.INTERNAL, "the lowered IR does not verify: " + verified.renderDiagnostics());
      }
      Jopt.print(module);
      return new Run(Outcome.LOWERED, null);
    } catch (Throwable t) {
      StringWriter w = new StringWriter();
      t.printStackTrace(new PrintWriter(w));
      String[] lines = w.toString().split("\n");
      return new Run(Outcome.INTERNAL, String.join("\n", List.of(lines).subList(0, Math.min(10, lines.length))));
    }
  }

  /** The first diagnostic or note that reports a bug of jopt rather than of the model, or null. */
  private static String internalError(List<Diagnostic> diagnostics) {
    for (Diagnostic d : diagnostics) {
      List<Diagnostic> all = new ArrayList<>(d.getNotes());
      all.add(0, d);
      for (Diagnostic x : all) {
        if (x.getMessage().contains("internal error")) {
          return d.render();
        }
      }
    }
    return null;
  }

  /** Threads of a large stack, as the jopt tools run on. */
  private static ExecutorService newPool() {
    return Executors.newSingleThreadExecutor(r -> {
      Thread t = new Thread(null, r, "onnx-lowering-fuzz", 256L << 20);
      t.setDaemon(true);
      return t;
    });
  }

  private static List<Path> seeds() {
    List<Path> r = new ArrayList<>();
    for (String set : SEEDS.split(",")) {
      Path dir = switch (set.trim()) {
        case "corpus" -> CorpusHarness.defaultCache().resolve("models");
        case "shared" -> ModelFiles.sharedModels();
        case "backend" -> ModelFiles.BACKEND.resolve("node");
        default -> throw new IllegalArgumentException("onnx.fuzz.seeds: unknown set '" + set + "'");
      };
      // The largest models' mutants are mostly bit flips in their weights, slow to import.
      ModelFiles.onnxFiles(dir).stream()
          .filter(p -> p.toFile().length() >= MIN_BYTES && p.toFile().length() <= MAX_BYTES)
          .forEach(r::add);
    }
    return r;
  }
}
