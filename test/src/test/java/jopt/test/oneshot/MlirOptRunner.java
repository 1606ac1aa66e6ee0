package jopt.test.oneshot;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import jopt.tools.opt.JoptMain;

/** Runs one input through mlir-opt-22 and through jopt (in process) with the same flags. */
public final class MlirOptRunner {
  public record Result(int exitCode, String stdout, String stderr) {}

  private MlirOptRunner() {}

  public static Result jopt(List<String> flags, String input) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = JoptMain.run(flags.toArray(String[]::new),
        new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
        new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  public static Result mlirOpt(Path mlirOpt, List<String> flags, String input) throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>();
    cmd.add(mlirOpt.toString());
    cmd.addAll(flags);
    cmd.add("-");
    Process p = new ProcessBuilder(cmd).start();
    CompletableFuture<String> err = CompletableFuture.supplyAsync(() -> {
      try {
        return new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
      } catch (IOException e) {
        return e.toString();
      }
    });
    try (var in = p.getOutputStream()) {
      in.write(input.getBytes(StandardCharsets.UTF_8));
    }
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    return new Result(p.waitFor(), out, err.join());
  }

  /** The first line where two outputs differ, with both versions. */
  public static String firstDifference(String expected, String actual) {
    String[] e = expected.split("\n", -1);
    String[] a = actual.split("\n", -1);
    for (int i = 0; i < Math.max(e.length, a.length); i++) {
      String x = i < e.length ? e[i] : "<end>";
      String y = i < a.length ? a[i] : "<end>";
      if (!x.equals(y)) {
        return "line " + (i + 1) + ":\n  mlir-opt-22: " + x + "\n  jopt:        " + y;
      }
    }
    return "(no difference)";
  }
}
