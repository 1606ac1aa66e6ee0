package jopt.test.lit;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import jopt.tools.JoptMain;
import jopt.tools.JoptRun;

/**
 * Runs one RUN command: jopt stages in-process through {@link JoptMain#run}, FileCheck as the
 * real binary fed from memory, with lit's pipefail semantics; any other command under bash
 * with the same substitutions as lit.cfg.py.
 */
public final class PipelineRunner {
  /** How a RUN command ended: passed or not, and what to show when it did not. */
  public record Outcome(boolean passed, String report) {}

  private record StageResult(int exitCode, byte[] stdout, byte[] stderr) {}

  private final Path workDir;

  public PipelineRunner(Path workDir) {
    this.workDir = workDir;
  }

  public Outcome run(String command) throws IOException, InterruptedException {
    var pipeline = Pipeline.parse(command);
    if (pipeline.isEmpty()) {
      return runInBash(command);
    }
    StringBuilder report = new StringBuilder();
    byte[] input = new byte[0];
    boolean passed = true;
    for (Pipeline.Stage stage : pipeline.get().stages()) {
      if (stage.stdin() != null) {
        input = Files.readAllBytes(workDir.resolve(stage.stdin()));
      }
      StageResult r = stage.tool() == Pipeline.Tool.FILECHECK ? runFileCheck(stage, input) : runJopt(stage, input);
      boolean failed = stage.not() ? r.exitCode() == 0 : r.exitCode() != 0;
      if (failed) {
        passed = false;
        report.append("stage failed (exit ").append(r.exitCode()).append(stage.not() ? ", expected non-zero" : "")
            .append("): ").append(describe(stage)).append('\n');
      }
      if (r.stderr().length > 0) {
        report.append("--- stderr of ").append(describe(stage)).append(" ---\n")
            .append(truncate(new String(r.stderr(), StandardCharsets.UTF_8)));
      }
      input = r.stdout();
    }
    return new Outcome(passed, report.toString());
  }

  private static StageResult runJopt(Pipeline.Stage stage, byte[] input) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    PrintStream outPs = new PrintStream(out, true, StandardCharsets.UTF_8);
    PrintStream errPs = stage.stderrToStdout() ? outPs : new PrintStream(err, true, StandardCharsets.UTF_8);
    String[] args = stage.args().toArray(String[]::new);
    ByteArrayInputStream in = new ByteArrayInputStream(input);
    int code = stage.tool() == Pipeline.Tool.JOPT_RUN ? JoptRun.run(args, in, outPs, errPs)
        : JoptMain.run(args, in, outPs, errPs);
    outPs.flush();
    errPs.flush();
    return new StageResult(code, out.toByteArray(), err.toByteArray());
  }

  private StageResult runFileCheck(Pipeline.Stage stage, byte[] input)
      throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>();
    cmd.add(LitPaths.require(LitPaths.fileCheck(), "FileCheck").toString());
    cmd.addAll(stage.args());
    ProcessBuilder pb = new ProcessBuilder(cmd).directory(workDir.toFile());
    pb.environment().put("FILECHECK_OPTS", LitPaths.FILECHECK_OPTS);
    if (stage.stderrToStdout()) {
      pb.redirectErrorStream(true);
    }
    return exec(pb, input);
  }

  private Outcome runInBash(String command) throws IOException, InterruptedException {
    String script = "set -o pipefail\n" + LitCommand.forBash(command);
    ProcessBuilder pb = new ProcessBuilder("bash", "-c", script).directory(workDir.toFile());
    pb.environment().put("FILECHECK_OPTS", LitPaths.FILECHECK_OPTS);
    StageResult r = exec(pb, new byte[0]);
    String report = "ran under bash (not modelled in-process): " + script + "\nexit " + r.exitCode() + "\n"
        + truncate(new String(r.stdout(), StandardCharsets.UTF_8))
        + truncate(new String(r.stderr(), StandardCharsets.UTF_8));
    return new Outcome(r.exitCode() == 0, report);
  }

  private static StageResult exec(ProcessBuilder pb, byte[] input) throws IOException, InterruptedException {
    Process p = pb.start();
    CompletableFuture<Void> writer = CompletableFuture.runAsync(() -> {
      try (OutputStream os = p.getOutputStream()) {
        os.write(input);
      } catch (IOException e) {
        // the tool exited without reading all of its input
      }
    });
    CompletableFuture<byte[]> stderr = CompletableFuture.supplyAsync(() -> readAll(p.getErrorStream()));
    byte[] stdout = readAll(p.getInputStream());
    int code = p.waitFor();
    writer.join();
    return new StageResult(code, stdout, stderr.join());
  }

  private static byte[] readAll(InputStream in) {
    try (in) {
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String describe(Pipeline.Stage stage) {
    return (stage.not() ? "not " : "") + stage.tool().name().toLowerCase() + " " + String.join(" ", stage.args());
  }

  private static String truncate(String s) {
    return s.length() <= 20000 ? s : s.substring(0, 20000) + "\n... (truncated)\n";
  }
}
