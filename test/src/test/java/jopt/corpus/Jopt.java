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
 * process of its own ({@code JOPT_SERVER=0}), stopped after a timeout; their output in files. A
 * jopt-run call that runs out of its heap (the JVM's default, a quarter of the memory) is run
 * again with twice the heap, up to {@code maxHeapGib} ({@code JOPT_JAVA_OPTS=-XmxNg}, written in
 * its {@code .cmd}): the plain run of a large model never frees, and holds every intermediate.
 */
final class Jopt {
  static final String BUFFERIZE = "one-shot-bufferize{bufferize-function-boundaries "
      + "function-boundary-type-conversion=identity-layout-map}";
  static final String LOWER = "builtin.module(convert-onnx-to-linalg)";
  static final String DEALLOC = "builtin.module(" + BUFFERIZE + ",jopt-deallocation-pipeline)";
  static final String MEMORY = "builtin.module(jopt-memory-pipeline)";

  /** The largest heap a jopt-run call is retried with by default, GiB (the machine's 24 less room). */
  static final int MAX_HEAP_GIB = 16;

  private final Path root;
  private final long timeoutSeconds;
  private final int maxHeapGib;

  Jopt(Path root, long timeoutSeconds) {
    this(root, timeoutSeconds, MAX_HEAP_GIB);
  }

  Jopt(Path root, long timeoutSeconds, int maxHeapGib) {
    this.root = root;
    this.timeoutSeconds = timeoutSeconds;
    this.maxHeapGib = maxHeapGib;
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

  /** jopt-run with {@code args}; run again with a larger heap while it runs out of memory ({@link #largerHeap}). */
  Call run(Path dir, String log, String... args) throws IOException, InterruptedException {
    Call c = call(dir, log, "bin/jopt-run", null, args);
    for (int gib; c.code() != 0 && (gib = largerHeap(c.stderr(), maxHeapGib)) > 0; ) {
      c = call(dir, log, "bin/jopt-run", gib, args);
    }
    return c;
  }

  private static final Pattern OUT_OF_MEMORY = Pattern.compile("error: out of memory \\(a heap of (\\d+) MiB\\)");

  /**
   * The heap (GiB) to rerun a call with whose stderr says it ran out of a heap of N MiB (jopt's
   * ProcessExit): twice N, at most {@code maxGib}; 0 if it did not run out or had that much.
   */
  static int largerHeap(Path stderr, int maxGib) throws IOException {
    if (!Files.exists(stderr)) {
      return 0;
    }
    for (String l : Files.readAllLines(stderr, StandardCharsets.ISO_8859_1)) {
      Matcher m = OUT_OF_MEMORY.matcher(l);
      if (m.find()) {
        long had = Long.parseLong(m.group(1));
        long next = Math.min(maxGib, Math.max(1, (had * 2 + 1023) / 1024));
        return next * 1024 > had * 1.05 ? (int) next : 0;
      }
    }
    return 0;
  }

  private Call call(Path dir, String log, String tool, String... args)
      throws IOException, InterruptedException {
    return call(dir, log, tool, null, args);
  }

  /** {@code tool} with {@code args}; {@code heapGib} not null: with that heap (JOPT_JAVA_OPTS=-Xmx). */
  private Call call(Path dir, String log, String tool, Integer heapGib, String... args)
      throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>();
    cmd.add(root.resolve(tool).toString());
    cmd.addAll(List.of(args));
    Path out = dir.resolve(log + ".out");
    Path err = dir.resolve(log + ".err");
    String heap = heapGib == null ? null : "-Xmx" + heapGib + "g";
    Files.writeString(dir.resolve(log + ".cmd"), (heap == null ? "" : "JOPT_JAVA_OPTS=" + heap + " ")
        + String.join(" ", cmd.stream().map(Jopt::quote).toList()) + "\n");
    ProcessBuilder pb = new ProcessBuilder(cmd).directory(root.toFile())
        .redirectOutput(out.toFile()).redirectError(err.toFile());
    Map<String, String> env = pb.environment();
    env.put("JOPT_SERVER", "0");
    if (heap != null) {
      env.put("JOPT_JAVA_OPTS", heap);
    }
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
