package jopt.tools.run;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import jopt.interpreter.ExecutionResult;
import jopt.interpreter.Interpreter;
import jopt.interpreter.io.ArrayFiles;
import jopt.interpreter.runtime.InterpreterOptions;
import jopt.interpreter.runtime.MemRefValue;
import jopt.interpreter.runtime.RuntimeError;
import jopt.ir.Diagnostic;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.type.FunctionType;
import jopt.api.OnnxTranslation;
import jopt.api.Translation;
import jopt.passes.Passes;
import jopt.passmanager.PassManager;
import jopt.tools.common.ProcessExit;

/**
 * The ONNX backend test suite (a folder per test: {@code model.onnx} and
 * {@code test_data_set_N/input_i.pb, output_i.pb}) end to end in one JVM: import, lower
 * ({@code convert-onnx-to-linalg}), bufferize ({@link TensorPrograms#PIPELINE}),
 * {@code jopt-deallocation-pipeline}, run in the interpreter on every data set's inputs (leaks
 * checked), compare with its outputs (rtol 1e-3, atol 1e-7, as ONNX's runner). Each test runs
 * on a thread of its own, stopped after a timeout; one TSV line a test: folder, stage (where it
 * failed, {@code compare} when it passed), pass or fail, the first error line, seconds.
 *
 * <p>Usage: {@code OnnxBackendSuite [--timeout=SECONDS] [--out=FILE] [--append] (--list=FILE |
 * TESTDIR...)}; bench/onnx-backend.sh runs it on libonnx-testdata.
 */
public final class OnnxBackendSuite {
  /** The stages, in order. */
  public static final List<String> STAGES =
      List.of("import", "lower", "bufferize", "dealloc", "run", "compare");
  static final String LOWER = "builtin.module(convert-onnx-to-linalg)";
  static final String DEALLOC = "jopt-deallocation-pipeline";
  static final double RTOL = 1e-3;
  static final double ATOL = 1e-7;

  /** One test's outcome. */
  public record Outcome(String dir, String stage, boolean pass, String error, double seconds) {
    String tsv() {
      return dir + "\t" + stage + "\t" + (pass ? "pass" : "fail") + "\t"
          + error.replaceAll("[\t\r\n]+", " ") + "\t" + String.format(Locale.ROOT, "%.2f", seconds);
    }
  }

  private OnnxBackendSuite() {}

  public static void main(String[] args) throws IOException {
    long timeout = 60;
    Path out = null;
    boolean append = false;
    List<Path> dirs = new ArrayList<>();
    for (String a : args) {
      if (a.startsWith("--timeout=")) {
        timeout = Long.parseLong(a.substring("--timeout=".length()));
      } else if (a.startsWith("--out=")) {
        out = Path.of(a.substring("--out=".length()));
      } else if (a.equals("--append")) {
        append = true;
      } else if (a.startsWith("--list=")) {
        for (String l : Files.readAllLines(Path.of(a.substring("--list=".length())))) {
          if (!l.isBlank()) {
            dirs.add(Path.of(l.strip()));
          }
        }
      } else {
        dirs.add(Path.of(a));
      }
    }
    PrintStream tsv = out == null ? System.out
        : new PrintStream(Files.newOutputStream(out, append
            ? new java.nio.file.OpenOption[] {java.nio.file.StandardOpenOption.CREATE,
                java.nio.file.StandardOpenOption.APPEND}
            : new java.nio.file.OpenOption[0]), true, StandardCharsets.UTF_8);
    int pass = 0;
    for (Path d : dirs) {
      Outcome o = runWithTimeout(d, timeout * 1000);
      pass += o.pass() ? 1 : 0;
      tsv.println(o.tsv());
      tsv.flush();
    }
    System.err.println(pass + " of " + dirs.size() + " tests pass");
    System.out.flush();
    System.err.flush();
    ProcessExit.halt(0);
  }

  /**
   * Runs one test on a thread of its own; after {@code millis} the thread is stopped and the
   * test fails at the stage it had reached. Out of memory fails the test, not the suite.
   */
  @SuppressWarnings({"deprecation", "removal"})
  public static Outcome runWithTimeout(Path dir, long millis) {
    long start = System.nanoTime();
    String[] stage = {STAGES.get(0)};
    Outcome[] result = {null};
    Thread t = jopt.support.DeepStack.newThread(() -> {
      try {
        result[0] = run(dir, stage, millis);
      } catch (OutOfMemoryError e) {
        result[0] = fail(dir, stage[0], "out of memory", start);
      } catch (RuntimeException | StackOverflowError e) {
        result[0] = fail(dir, stage[0], "internal error: " + e, start);
      } catch (ThreadDeath e) {
        // stopped after the timeout
      }
    }, "onnx-backend-" + dir.getFileName());
    t.setDaemon(true);
    t.start();
    try {
      t.join(millis);
      if (t.isAlive()) {
        t.stop(); // the test's objects are its own: nothing shared is left half-done
        t.join(1000);
        return fail(dir, stage[0], "timeout after " + millis / 1000 + " s", start);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return fail(dir, stage[0], "interrupted", start);
    }
    return result[0] != null ? result[0] : fail(dir, stage[0], "no outcome", start);
  }

  private static Outcome fail(Path dir, String stage, String error, long start) {
    return new Outcome(dir.toString(), stage, false, error, (System.nanoTime() - start) / 1e9);
  }

  /** The test in {@code dir}; {@code stage[0]} says where it is. */
  static Outcome run(Path dir, String[] stage, long millis) {
    long start = System.nanoTime();
    List<Diagnostic> diags = new ArrayList<>();
    MLIRContext ctx = new MLIRContext();
    jopt.dialects.Dialects.registerAll(ctx);
    ctx.allowUnregisteredDialects(true);
    ctx.getDiagEngine().setHandler(diags::add);
    stage[0] = "import";
    Operation module;
    try {
      module = OnnxTranslation.DEFAULT.translate(ctx, dir.resolve("model.onnx"), note -> { });
    } catch (Translation.Failure e) {
      return fail(dir, "import", e.getMessage(), start);
    }
    // Sequences given or returned: the graph specialized to the lengths of the first data set.
    Operation mainFunc = null;
    for (Operation o : module.getRegion(0).front().getOpList()) {
      if (o.getName().equals("func.func") && o.getAttr("sym_name") instanceof jopt.ir.attr.StringAttr n && n.getValue().equals("main_graph")) {
        mainFunc = o;
      }
    }
    // the types of the arguments and results given as lists of tensors (sequences, optionals); null for tensors
    jopt.ir.Type[] seqArgs = new jopt.ir.Type[0];
    jopt.ir.Type[] seqResults = new jopt.ir.Type[0];
    if (mainFunc != null) {
      FunctionType ft = jopt.dialects.func.FuncOp.getFunctionType(mainFunc);
      seqArgs = new jopt.ir.Type[ft.getInputs().size()];
      seqResults = new jopt.ir.Type[ft.getResults().size()];
      boolean any = false;
      for (int i = 0; i < seqArgs.length; i++) {
        seqArgs[i] = SequenceData.isList(ft.getInputs().get(i)) ? ft.getInputs().get(i) : null;
        any |= seqArgs[i] != null;
      }
      for (int i = 0; i < seqResults.length; i++) {
        seqResults[i] = SequenceData.isList(ft.getResults().get(i)) ? ft.getResults().get(i) : null;
        any |= seqResults[i] != null;
      }
      if (any) {
        Path set0 = dir.resolve("test_data_set_0");
        try {
          List<List<jopt.onnx.proto.TensorProto>> argElements = new ArrayList<>();
          List<String> ins = files(set0, "input_");
          for (int i = 0; i < seqArgs.length; i++) {
            argElements.add(seqArgs[i] != null && i < ins.size() ? SequenceData.tensors(Path.of(ins.get(i)), seqArgs[i]) : null);
          }
          List<List<jopt.onnx.proto.TensorProto>> resultElements = new ArrayList<>();
          List<String> outs = files(set0, "output_");
          for (int i = 0; i < seqResults.length; i++) {
            resultElements.add(seqResults[i] != null && i < outs.size()
                ? SequenceData.tensors(Path.of(outs.get(i)), seqResults[i]) : null);
          }
          SequenceData.fixLoopControls(mainFunc, ins);
          SequenceData.specialize(mainFunc, argElements, resultElements);
        } catch (IOException | RuntimeException e) {
          return fail(dir, "import", "sequences of the data set: " + e.getMessage(), start);
        }
      }
    }
    for (String[] step : new String[][] {{"lower", LOWER}, {"bufferize", TensorPrograms.PIPELINE},
        {"dealloc", DEALLOC}}) {
      stage[0] = step[0];
      diags.clear();
      String why = runPipeline(ctx, module, step[1], diags);
      if (why != null) {
        return fail(dir, step[0], why, start);
      }
    }
    stage[0] = "run";
    Interpreter probe = new Interpreter(module);
    FunctionType sig = probe.signature("main_graph");
    if (sig == null) {
      return fail(dir, "run", "no function @main_graph", start);
    }
    List<Path> sets;
    try (Stream<Path> s = Files.list(dir)) {
      sets = s.filter(p -> p.getFileName().toString().startsWith("test_data_set_")).sorted().toList();
    } catch (IOException e) {
      return fail(dir, "run", "cannot list the data sets: " + e.getMessage(), start);
    }
    if (sets.isEmpty()) {
      return fail(dir, "run", "no test_data_set_*", start);
    }
    InterpreterOptions io = InterpreterOptions.defaults().withCheckLeaks(true)
        .withTimeoutMillis(millis).withMaxSteps(Long.MAX_VALUE);
    for (Path set : sets) {
      stage[0] = "run";
      List<String> inputs = files(set, "input_");
      List<String> outputs = files(set, "output_");
      List<jopt.interpreter.io.Npy.Array> expected = new ArrayList<>();
      List<Object> args;
      try {
        inputs = flattenSequences(inputs, seqArgs);
        for (int i = 0; i < outputs.size(); i++) {
          if (i < seqResults.length && seqResults[i] != null) {
            for (jopt.onnx.proto.TensorProto t : SequenceData.tensors(Path.of(outputs.get(i)), seqResults[i])) {
              expected.add(TensorProtoFile.of(t, set));
            }
          } else {
            expected.add(TensorProtoFile.readArrayFile(Path.of(outputs.get(i))));
          }
        }
        args = EntryArguments.convert(inputs, sig.getInputs(), "main_graph");
      } catch (IllegalArgumentException | IOException e) {
        return fail(dir, "run", set.getFileName() + ": " + e.getMessage(), start);
      }
      ExecutionResult r = new Interpreter(module, io).run("main_graph", args);
      if (!r.ok()) {
        RuntimeError e = r.errors().get(0);
        return fail(dir, "run", set.getFileName() + ": " + e.getKind() + ": " + e.getDiagnostic().getMessage(),
            start);
      }
      stage[0] = "compare";
      if (outputs.size() > r.values().size()) {
        return fail(dir, "compare", set.getFileName() + ": " + outputs.size()
            + " expected outputs, the model returns " + r.values().size(), start);
      }
      RandomOutputs.Kind random = RandomOutputs.of(dir.getFileName().toString());
      if (random != null) {
        // drawn by numpy's generator: checked by the distribution the node defines
        try {
          List<jopt.interpreter.io.Npy.Array> ins = new ArrayList<>();
          for (String f : inputs) {
            ins.add(TensorProtoFile.readArrayFile(Path.of(f)));
          }
          List<jopt.interpreter.io.Npy.Array> got = new ArrayList<>();
          List<jopt.interpreter.io.Npy.Array> want = new ArrayList<>();
          for (int i = 0; i < outputs.size(); i++) {
            if (!(r.values().get(i) instanceof MemRefValue m)) {
              return fail(dir, "compare", "result #" + i + " is not a memref", start);
            }
            got.add(jopt.interpreter.io.Npy.read(jopt.interpreter.io.Npy.encode(m)));
            want.add(TensorProtoFile.readArrayFile(Path.of(outputs.get(i))));
          }
          String why = RandomOutputs.check(random, ins, got, want);
          if (why != null) {
            return fail(dir, "compare", set.getFileName() + ": " + why + " (checked by distribution)", start);
          }
        } catch (IOException e) {
          return fail(dir, "compare", "cannot read the data set: " + e.getMessage(), start);
        }
        continue;
      }
      if (expected.size() > r.values().size()) {
        return fail(dir, "compare", set.getFileName() + ": " + expected.size()
            + " expected tensors, the model returns " + r.values().size(), start);
      }
      for (int i = 0; i < expected.size(); i++) {
        if (!(r.values().get(i) instanceof MemRefValue m)) {
          return fail(dir, "compare", "result #" + i + " is not a memref", start);
        }
        try {
          String diff = ArrayFiles.compare(m, expected.get(i), RTOL, ATOL);
          if (diff != null) {
            return fail(dir, "compare", set.getFileName() + ": result #" + i + " " + diff, start);
          }
        } catch (IOException e) {
          return fail(dir, "compare", "cannot read " + outputs.get(i) + ": " + e.getMessage(), start);
        }
      }
    }
    return new Outcome(dir.toString(), "compare", true, "", (System.nanoTime() - start) / 1e9);
  }

  /** {@code inputs} with each sequence or optional file ({@code seq[i]} its type) replaced by a file per element (in a temporary folder). */
  private static List<String> flattenSequences(List<String> inputs, jopt.ir.Type[] seq) throws IOException {
    List<String> r = new ArrayList<>();
    for (int i = 0; i < inputs.size(); i++) {
      if (i >= seq.length || seq[i] == null) {
        r.add(inputs.get(i));
        continue;
      }
      Path tmp = Files.createTempDirectory("jopt-seq");
      tmp.toFile().deleteOnExit();
      int k = 0;
      for (jopt.onnx.proto.TensorProto t : SequenceData.tensors(Path.of(inputs.get(i)), seq[i])) {
        Path f = tmp.resolve("element_" + k++ + ".pb");
        Files.write(f, t.toByteArray());
        f.toFile().deleteOnExit();
        r.add(f.toString());
      }
    }
    return r;
  }

  /** {@code set}'s files {@code prefix0.pb, prefix1.pb, ...} in index order. */
  private static List<String> files(Path set, String prefix) {
    List<String> files = new ArrayList<>();
    for (int i = 0; Files.exists(set.resolve(prefix + i + ".pb")); i++) {
      files.add(set.resolve(prefix + i + ".pb").toString());
    }
    return files;
  }

  /** Runs {@code pipeline} on {@code module}; null on success, else the first error line. */
  private static String runPipeline(MLIRContext ctx, Operation module, String pipeline,
      List<Diagnostic> diags) {
    PassManager pm;
    try {
      pm = PipelineCheck.passManager(ctx, module.getName(), pipeline, Passes.createRegistry());
    } catch (jopt.passmanager.PassPipelineParser.PipelineException e) {
      return "invalid pipeline '" + pipeline + "': " + e.getMessage();
    }
    pm.disableMultithreading();
    pm.enableVerifier(true);
    boolean ok = pm.run(module);
    ctx.getDiagEngine().flush();
    if (ok) {
      return null;
    }
    for (Diagnostic d : diags) {
      if (d.getSeverity() == Diagnostic.Severity.ERROR) {
        String first = d.getMessage().lines().findFirst().orElse("");
        // the notes say why (MLIR's conversion error names the op, its note the reason)
        return first + notes(d);
      }
    }
    return "the pass failed without a diagnostic";
  }

  private static String notes(Diagnostic d) {
    StringBuilder sb = new StringBuilder();
    for (Diagnostic n : d.getNotes()) {
      if (n.getMessage().startsWith("see current operation")) {
        continue;
      }
      sb.append(" | ").append(n.getMessage());
    }
    return sb.toString();
  }
}
