package jopt.onnx;

import static com.google.common.truth.Truth.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import jopt.dialects.Dialects;
import jopt.ir.MLIRContext;
import jopt.ir.asm.AsmPrinter;
import jopt.ir.asm.PrintingFlags;
import org.junit.jupiter.api.Test;

/**
 * The import fuzzer: mutants of the models of ../shared/models and of ONNX's backend tests
 * ({@link OnnxMutator}) each import, or are refused with an {@link OnnxImportException}: never
 * another exception, never a hang. A small count here; {@code bench/onnx-fuzz.sh} runs 10,000
 * ({@code -Donnx.fuzz.count=10000}).
 */
class OnnxMutationFuzzTest {
  private static final int COUNT = Integer.getInteger("onnx.fuzz.count", 300);
  private static final long SEED = Long.getLong("onnx.fuzz.seed", 62);
  private static final long TIMEOUT_SECONDS = 30;

  @Test
  void mutantsImportOrAreRefusedWithAnError() throws Exception {
    List<Path> seeds = seeds();
    OnnxMutator mutator = new OnnxMutator(SEED);
    java.util.SplittableRandom pick = new java.util.SplittableRandom(SEED);
    Map<OnnxMutator.Kind, int[]> byKind = new EnumMap<>(OnnxMutator.Kind.class);
    List<String> internal = new ArrayList<>();
    int hangs = 0;
    int imported = 0;
    ExecutorService pool = newPool();
    byte[] builtin = OnnxMutator.builtinSeed();
    for (int i = 0; i < COUNT; i++) {
      Path seed = seeds.isEmpty() ? null : seeds.get(pick.nextInt(seeds.size()));
      byte[] original = seed == null ? builtin : Files.readAllBytes(seed);
      OnnxMutator.Kind kind = mutator.kind();
      byte[] mutant = mutator.mutate(original, kind);
      Path dir = seed == null ? null : seed.getParent();
      Future<String> f = pool.submit(() -> importOne(mutant, dir));
      String outcome;
      try {
        outcome = f.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
      } catch (TimeoutException e) {
        f.cancel(true);
        pool.shutdownNow();
        pool = newPool();
        hangs++;
        internal.add("hang: " + kind + " of " + seed);
        continue;
      }
      byKind.computeIfAbsent(kind, k -> new int[3])[outcome == null ? 0 : outcome.startsWith("error") ? 1 : 2]++;
      if (outcome == null) {
        imported++;
      } else if (!outcome.startsWith("error")) {
        internal.add(kind + " of " + seed + " (mutant " + i + "): " + outcome);
      }
    }
    pool.shutdownNow();
    StringBuilder summary = new StringBuilder("onnx fuzz: " + COUNT + " mutants of " + Math.max(1, seeds.size())
        + " models: " + imported + " imported, " + (COUNT - imported - internal.size()) + " refused with an error, "
        + (internal.size() - hangs) + " internal errors, " + hangs + " hangs\n");
    byKind.forEach((k, v) -> summary.append("  ").append(k).append(": ").append(v[0]).append(" imported, ")
        .append(v[1]).append(" errors, ").append(v[2]).append(" internal\n"));
    System.out.print(summary);
    assertThat(internal).isEmpty();
  }

  /** null when the mutant imports (and prints), "error: ..." when refused, else what went wrong. */
  private static String importOne(byte[] mutant, Path dir) {
    try {
      MLIRContext ctx = Dialects.registerAll(new MLIRContext());
      OnnxImporter.Result r = OnnxImporter.importModel(OnnxImporter.parse(mutant), dir, ctx);
      AsmPrinter.print(r.module(), PrintingFlags.defaults().withGenericOpForm(true));
      return null;
    } catch (OnnxImportException e) {
      return "error: " + e.getMessage();
    } catch (Throwable t) {
      StringWriter w = new StringWriter();
      t.printStackTrace(new PrintWriter(w));
      String[] lines = w.toString().split("\n");
      return String.join("\n", java.util.Arrays.asList(lines).subList(0, Math.min(8, lines.length)));
    }
  }

  /** Threads of a large stack, as the jopt tools run on. */
  private static ExecutorService newPool() {
    return Executors.newSingleThreadExecutor(r -> {
      Thread t = new Thread(null, r, "onnx-fuzz", 256L << 20);
      t.setDaemon(true);
      return t;
    });
  }

  /** The shared models (graphs, and the small ones with weights) and the backend tests. */
  private static List<Path> seeds() throws IOException {
    List<Path> r = new ArrayList<>();
    Path shared = ModelFiles.sharedModels();
    if (shared != null) {
      r.addAll(ModelFiles.onnxFiles(shared));
    }
    r.addAll(ModelFiles.backendModels());
    return r;
  }
}
