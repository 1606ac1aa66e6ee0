package jopt.tools.training;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import jopt.tools.common.Resources;
import jopt.tools.common.WarmUp;
import jopt.tools.opt.JoptMain;
import jopt.tools.run.JoptRun;

/**
 * The training run of jopt's start-up archives: runs the driver in-process on small inputs with
 * the usual pipelines and printing modes (One-Shot Bufferize and the deallocation pipeline on a
 * model as torch-mlir emits it among them), and jopt-run on a program with compiled ops and on
 * a tensor program, so that the classes a real run loads are listed
 * ({@code -XX:DumpLoadedClassList}) and dumped into a static archive, or into a JDK 25 AOT cache
 * ({@code bin/jopt-jvm.sh}, run when the jar is packaged and by {@code bin/jopt} when an archive
 * is missing or stale). {@code CdsTraining jopt} and {@code CdsTraining jopt-run} train one tool
 * only: a JDK 25 JVM loads every class of its AOT cache at start whether the run needs it or not
 * (300 interpreter classes in each jopt run), so each tool gets a cache of its own.
 * {@code CdsTraining jopt-server} trains the jopt server's cache: every tool, then
 * {@link ServerTraining}'s model calls. Exits 1 if a run fails, so that a broken jar does not get
 * an archive.
 */
public final class CdsTraining {
  private CdsTraining() {}

  private static final String SEED = "builtin.module(hlo-deallocate,func.func("
      + "hlo-deallocation-simplification,hlo-buffer-reuse,hlo-deallocation-simplification,"
      + "hlo-deallocation-to-scf,convert-deallocation-ops-to-llvm))";

  /** Arguments per run: the input resource, then jopt's arguments. */
  private static final List<List<String>> RUNS = List.of(
      List.of("cds-training.mlir"),
      List.of("cds-training.mlir", "--canonicalize"),
      List.of("cds-training.mlir", "--cse"),
      List.of("cds-training.mlir", "-p", "builtin.module(func.func(canonicalize,cse))"),
      List.of("cds-training.mlir", "--symbol-dce"),
      List.of("cds-training.mlir", "-p", "builtin.module(func.func(hlo-buffer-reuse))"),
      List.of("cds-training.mlir", "--mlir-print-op-generic"),
      List.of("cds-training.mlir", "--mlir-print-debuginfo", "--mlir-disable-threading"),
      List.of("cds-training-no-dealloc.mlir", "-p", "builtin.module(hlo-deallocate)"),
      List.of("cds-training-no-dealloc.mlir", "-p", SEED),
      List.of("cds-training-no-dealloc.mlir", "-p", "builtin.module(func.func(merge-alloc))"),
      List.of("cds-training-onnx.mlir", "-p", "builtin.module(func.func(graph-memory-plan))"),
      // A model as torch-mlir emits it, through One-Shot Bufferize and the deallocation
      // pipeline (a ResNet-50 run then loads 27 classes outside the archive, not 217).
      List.of("cds-training-tensors.mlir", "--one-shot-bufferize=bufferize-function-boundaries"),
      List.of("cds-training-tensors.mlir", "--one-shot-bufferize=bufferize-function-boundaries",
          "--buffer-deallocation-pipeline"));

  public static void main(String[] args) throws IOException, InterruptedException {
    String tool = args.length == 0 ? "" : args[0];
    String failed;
    if (tool.equals("jopt-run")) {
      failed = runJoptRun(System.err);
    } else {
      // Both warm-ups, so that the archive holds what either needs (their call sites included).
      WarmUp.startClassInitialization().join();
      WarmUp.start().join();
      failed = tool.equals("jopt") ? runJopt(System.err) : runAll(System.err);
      if (failed == null && tool.equals("jopt-server")) {
        failed = ServerTraining.run(System.err);
      }
    }
    if (failed != null) {
      System.err.println("CDS training run failed: " + failed);
      System.exit(1);
    }
  }

  /**
   * Runs every training run (a test runs them too, so that a pipeline the driver no longer
   * accepts is found by the tests, not by a missing archive); returns the first run that
   * failed, or null.
   */
  static String runAll(PrintStream err) throws IOException {
    String failed = runJopt(err);
    return failed != null ? failed : runJoptRun(err);
  }

  /** The jopt runs; returns the first that failed, or null. */
  static String runJopt(PrintStream err) throws IOException {
    PrintStream nowhere = new PrintStream(OutputStream.nullOutputStream(), false, StandardCharsets.UTF_8);
    // A run from and to files, as jopt is mostly run.
    // Not Files.createTempDirectory: its SecureRandom would put some 60 security classes in
    // the archive, which every run then maps (a run never needs them).
    Path dir = Files.createDirectory(Path.of(System.getProperty("java.io.tmpdir"),
        "jopt-cds-training-" + ProcessHandle.current().pid() + "-" + System.nanoTime()));
    Path in = Files.write(dir.resolve("in.mlir"), resource("cds-training.mlir"));
    Path out = dir.resolve("out.mlir");
    int fileRun = JoptMain.run(new String[] {"--allow-unregistered-dialect", in.toString(), "-o",
        out.toString()}, InputStream.nullInputStream(), nowhere, err);
    Files.deleteIfExists(in);
    Files.deleteIfExists(out);
    Files.deleteIfExists(dir);
    if (fileRun != 0) {
      return "from and to files";
    }
    for (List<String> run : RUNS) {
      byte[] input = resource(run.get(0));
      String[] joptArgs = new String[run.size()];
      joptArgs[0] = "--allow-unregistered-dialect";
      for (int i = 1; i < run.size(); i++) {
        joptArgs[i] = run.get(i);
      }
      if (JoptMain.run(joptArgs, new ByteArrayInputStream(input), nowhere, err) != 0) {
        return run.toString();
      }
    }
    return null;
  }

  /** The jopt-run runs; returns the first that failed, or null. */
  static String runJoptRun(PrintStream err) {
    PrintStream nowhere = new PrintStream(OutputStream.nullOutputStream(), false, StandardCharsets.UTF_8);
    // Its compiled execution (ASM, hidden classes) and a runner utility.
    if (JoptRun.run(new String[] {"-", "--compile-threshold=0", "-e", "main",
        "-entry-point-result=void"}, new ByteArrayInputStream(resource("cds-training-run.mlir")),
        nowhere, err) != 0) {
      return "jopt-run cds-training-run.mlir";
    }
    // A tensor program, bufferized first (its notice on stderr is expected, hence nowhere).
    if (JoptRun.run(new String[] {"-", "-e", "scale", "--args=random,2.0"},
        new ByteArrayInputStream(resource("cds-training-tensors.mlir")), nowhere, nowhere) != 0) {
      return "jopt-run cds-training-tensors.mlir";
    }
    return null;
  }

  /** A training input: a resource of this package. */
  static byte[] resource(String name) {
    return Resources.read(CdsTraining.class, name);
  }
}
