package jopt.corpus;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * jopt as a user runs it: {@code bin/jopt} and {@code bin/jopt-run} of the repository, each call a
 * process of its own ({@code JOPT_SERVER=0}), stopped after a timeout; their output in files.
 */
final class Jopt {
  static final String BUFFERIZE = "one-shot-bufferize{bufferize-function-boundaries "
      + "function-boundary-type-conversion=identity-layout-map}";
  static final String LOWER = "builtin.module(convert-onnx-to-linalg)";
  static final String DEALLOC = "builtin.module(" + BUFFERIZE + ",jopt-deallocation-pipeline)";
  static final String MEMORY = "builtin.module(jopt-memory-pipeline)";

  private final Path root;
  private final long timeoutSeconds;

  Jopt(Path root, long timeoutSeconds) {
    this.root = root;
    this.timeoutSeconds = timeoutSeconds;
  }

  /** A finished call: exit code (-1 after the timeout), its stdout and stderr files. */
  record Call(int code, Path stdout, Path stderr, double seconds) {
    boolean ok() {
      return code == 0;
    }

    /**
     * The first error line of stderr, with the first note after it (MLIR's conversion error
     * names the op, its note says why); "timeout" after the timeout.
     */
    String firstError() throws IOException {
      if (code == -1) {
        return "timeout";
      }
      List<String> lines = Files.exists(stderr) ? Files.readAllLines(stderr, StandardCharsets.ISO_8859_1) : List.of();
      String err = null;
      for (String l : lines) {
        if (err == null && (l.contains("error:") || l.startsWith("Exception") || l.contains("Error:"))) {
          err = l.strip();
        } else if (err != null && l.contains("note:") && !l.contains("see current operation")) {
          return err + " | " + l.substring(l.indexOf("note:")).strip();
        } else if (err != null && l.contains("error:")) {
          break;
        }
      }
      if (err != null) {
        return err;
      }
      for (String l : lines) {
        if (!l.isBlank() && !l.startsWith("jopt-run: tensor program") && !l.contains("elided constant")) {
          return "exit " + code + ": " + l.strip();
        }
      }
      return "exit " + code;
    }

    /** A {@code heap...:} line's {@code key=N} (e.g. heap after: total-peak-bytes), or -1. */
    long heap(String which, String key) throws IOException {
      Pattern p = Pattern.compile("\\b" + Pattern.quote(key) + "=(\\d+)");
      try (BufferedReader r = Files.newBufferedReader(stdout, StandardCharsets.ISO_8859_1)) {
        for (String l; (l = r.readLine()) != null; ) {
          if (l.startsWith(which + ":")) {
            Matcher m = p.matcher(l);
            if (m.find()) {
              return Long.parseLong(m.group(1));
            }
          }
        }
      }
      return -1;
    }
  }

  Call jopt(Path dir, String log, String... args) throws IOException, InterruptedException {
    return call(dir, log, "bin/jopt", args);
  }

  Call run(Path dir, String log, String... args) throws IOException, InterruptedException {
    return call(dir, log, "bin/jopt-run", args);
  }

  private Call call(Path dir, String log, String tool, String... args)
      throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>();
    cmd.add(root.resolve(tool).toString());
    cmd.addAll(List.of(args));
    Path out = dir.resolve(log + ".out");
    Path err = dir.resolve(log + ".err");
    Files.writeString(dir.resolve(log + ".cmd"), String.join(" ", cmd.stream().map(Jopt::quote).toList()) + "\n");
    ProcessBuilder pb = new ProcessBuilder(cmd).directory(root.toFile())
        .redirectOutput(out.toFile()).redirectError(err.toFile());
    Map<String, String> env = pb.environment();
    env.put("JOPT_SERVER", "0");
    long start = System.nanoTime();
    Process p = pb.start();
    if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
      p.descendants().forEach(ProcessHandle::destroyForcibly);
      p.destroyForcibly();
      p.waitFor();
      return new Call(-1, out, err, (System.nanoTime() - start) / 1e9);
    }
    return new Call(p.exitValue(), out, err, (System.nanoTime() - start) / 1e9);
  }

  static String quote(String s) {
    return s.matches("[A-Za-z0-9_./=,:@+-]+") ? s : "'" + s.replace("'", "'\\''") + "'";
  }
}
