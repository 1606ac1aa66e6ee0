package jopt.test.server;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import jopt.test.lit.LitPaths;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The jopt server as its users meet it, through bin/jopt and the C client in processes of their
 * own: every call behaves as the direct call of the same caller (JOPT_SERVER=0), byte for byte,
 * whatever the caller's umask, groups, locale, resource limits, standard streams or open
 * descriptors; Ctrl-C leaves what mlir-opt-22 leaves and touches no later call's file; a stop or
 * a rebuild during a long call stalls nothing; no call fails because another took the memory
 * (issue 77's reproductions, one case each; docs/server.md). Each case has a server directory of
 * its own, stopped after it.
 */
class ServerAsADirectCallTest {
  private static final String OK = "func.func @f(%x: i32) -> i32 {\n  %0 = arith.addi %x, %x : i32\n"
      + "  return %0 : i32\n}\n";
  private static final String BAD = "func.func @f() {\n  retur\n}\n";
  private static final String SPIN = "func.func @main() {\n  cf.br ^bb1\n^bb1:\n  cf.br ^bb1\n}\n";

  @TempDir Path tmp;
  private Path serverDir;
  private static Path root;

  @BeforeAll
  static void needsTheClient() throws Exception {
    root = LitPaths.root();
    assumeTrue(Files.isRegularFile(root.resolve("tools/target/jopt.jar")), "no jar built");
    assumeTrue(run(List.of("bash", "-c", "command -v cc"), Map.of(), null).code() == 0,
        "no C compiler: bin/jopt takes the direct path");
  }

  @BeforeEach
  void dirs() throws IOException {
    // A directory others may enter, for the cases that run as another user.
    Files.setPosixFilePermissions(tmp, PosixFilePermissions.fromString("rwxrwxrwx"));
    serverDir = tmp.resolve("servers");
    Files.writeString(tmp.resolve("ok.mlir"), OK);
    Files.writeString(tmp.resolve("bad.mlir"), BAD);
    Files.writeString(tmp.resolve("spin.mlir"), SPIN);
    Files.writeString(tmp.resolve("é.mlir"), OK);
    Files.writeString(tmp.resolve("fill.mlir"), "func.func @g() -> memref<2xf32> {\n"
        + "  %m = memref.alloc() : memref<2xf32>\n  %c = arith.constant 1.0 : f32\n"
        + "  linalg.fill ins(%c : f32) outs(%m : memref<2xf32>)\n  return %m : memref<2xf32>\n}\n");
  }

  @AfterEach
  void stopServers() throws Exception {
    sh("$J --server-stop >/dev/null", Map.of());
    for (Path d : List.of(serverDir, tmp.resolve("servers-12345"))) {
      if (Files.isDirectory(d)) {
        run(List.of("bash", "-c", "for s in " + d + "/*.sock; do [ -S \"$s\" ] && JOPT_SERVER_DIR="
            + d + " " + root + "/bin/jopt --server-stop; done >/dev/null 2>&1; true"), Map.of(), null);
      }
    }
  }

  /** What a process did. */
  record Result(int code, String out, String err, long millis) {
    /** Without its time and the pids of bash's job messages ("line 1: 6340 Killed"). */
    Result withoutTime() {
      return new Result(code, out, err.replaceAll("line (\\d+): +\\d+ ", "line $1: PID "), 0);
    }
  }

  private static Result run(List<String> command, Map<String, String> env, Path dir)
      throws IOException, InterruptedException {
    ProcessBuilder pb = new ProcessBuilder(command);
    pb.environment().remove("JOPT_JAVA_OPTS"); // a process of its own, always
    pb.environment().putAll(env);
    if (dir != null) {
      pb.directory(dir.toFile());
    }
    Path out = Files.createTempFile("jopt-server-test", ".out");
    Path err = Files.createTempFile("jopt-server-test", ".err");
    try {
      pb.redirectOutput(out.toFile()).redirectError(err.toFile())
          .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
      long t0 = System.nanoTime();
      Process p = pb.start();
      if (!p.waitFor(180, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        throw new AssertionError("hangs: " + command);
      }
      return new Result(p.exitValue(), Files.readString(out, StandardCharsets.ISO_8859_1),
          Files.readString(err, StandardCharsets.ISO_8859_1), (System.nanoTime() - t0) / 1_000_000);
    } finally {
      Files.deleteIfExists(out);
      Files.deleteIfExists(err);
    }
  }

  /**
   * Runs {@code script} with bash in the case's directory: {@code $J} is bin/jopt, {@code $R}
   * bin/jopt-run, through the case's server unless {@code JOPT_SERVER=0} is in {@code env}.
   */
  private Result sh(String script, Map<String, String> env) throws Exception {
    Map<String, String> e = new HashMap<>();
    e.put("J", root.resolve("bin/jopt").toString());
    e.put("R", root.resolve("bin/jopt-run").toString());
    e.put("JOPT_SERVER_DIR", serverDir.toString());
    e.put("JOPT_SERVER_IDLE", "120");
    e.put("JOPT_SERVER", "1");
    e.putAll(env);
    return run(List.of("bash", "-c", script), e, tmp);
  }

  /** The same script through the server and directly: the same result, byte for byte. */
  private Result sameAsDirect(String script) throws Exception {
    Result direct = sh(script, Map.of("JOPT_SERVER", "0"));
    Result served = sh(script, Map.of());
    assertWithMessage(script).that(served.withoutTime()).isEqualTo(direct.withoutTime());
    return served;
  }

  /** The pid of the case's server (the newest), from its log. */
  private long serverPid() throws IOException {
    long pid = -1;
    try (var logs = Files.newDirectoryStream(serverDir, "*.log")) {
      for (Path log : logs) {
        Matcher m = Pattern.compile("jopt server (\\d+) on").matcher(Files.readString(log));
        while (m.find()) {
          pid = Long.parseLong(m.group(1));
        }
      }
    }
    return pid;
  }

  private static void writeBig(Path file, int ops) throws IOException {
    StringBuilder b = new StringBuilder("func.func @f(%a: i32) -> i32 {\n");
    for (int i = 0; i < ops; i++) {
      b.append("  %v").append(i).append(" = arith.addi %a, %a : i32\n");
    }
    Files.writeString(file, b.append("  return %a : i32\n}\n"));
  }

  /**
   * Ctrl-C on a call that writes -o: the call ends, its output file is gone as mlir-opt-22 leaves
   * it (LLVM removes a tool's output file on a signal), and nothing of it lands later over the
   * file of the next call of the same name; no temporary file and no descriptor is left behind.
   */
  @Test
  void ctrlCOnACallWritingAFile() throws Exception {
    // 40 MB, seconds to go once the call has opened its output (its temporary file beside
    // out.mlir): the signal comes then, not after a fixed time (which, on a quiet machine, a warm
    // server could outrun: the call done and out.mlir kept before the signal). The client's own
    // status tells a cancelled call (130) from one that ended first (0).
    writeBig(tmp.resolve("big.mlir"), 1_000_000);
    sh("$J ok.mlir >/dev/null", Map.of()); // a warm server
    Result cancelled = sh("$J big.mlir -o out.mlir & c=$!; for i in $(seq 1200); do"
        + " compgen -G '.out.mlir.*.tmp' >/dev/null && break; sleep 0.05; done;"
        + " kill -INT $c; wait $c", Map.of());
    assertThat(cancelled.code()).isEqualTo(130);
    assertWithMessage("out.mlir left by the cancelled call")
        .that(Files.exists(tmp.resolve("out.mlir"))).isFalse();
    Result second = sh("$J ok.mlir -o out.mlir", Map.of());
    assertThat(second.code()).isEqualTo(0);
    Thread.sleep(3_000);
    assertThat(Files.readString(tmp.resolve("out.mlir")))
        .isEqualTo(sh("$J ok.mlir", Map.of("JOPT_SERVER", "0")).out());
    try (var files = Files.list(tmp)) {
      assertThat(files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".tmp"))
          .toList()).isEmpty();
    }
    Path fds = Path.of("/proc/" + serverPid() + "/fd");
    List<String> deleted = new ArrayList<>();
    try (var links = Files.list(fds)) {
      for (Path l : (Iterable<Path>) links::iterator) {
        try {
          if (Files.readSymbolicLink(l).toString().endsWith("(deleted)")) {
            deleted.add(l.toString());
          }
        } catch (IOException gone) {
          // closed meanwhile
        }
      }
    }
    assertThat(deleted).isEmpty();
    if (Files.isExecutable(Path.of("/usr/bin/mlir-opt-22"))) {
      Result m = sh("timeout -s INT 1 mlir-opt-22 big.mlir -o mlir-out.mlir; "
          + "[ -s mlir-out.mlir ] && echo written || echo 'none or empty'", Map.of());
      assertThat(m.out()).isEqualTo("none or empty\n");
    }
  }

  /**
   * The bound on a call after a stop or a rebuild: 2 s, or, on a machine so loaded that starting a
   * server alone takes longer, one and a half times what a first call took with nothing running
   * (the stall this guards against was a 60 s wait for the old server).
   */
  private long noStallBound(Map<String, String> env) throws Exception {
    Result first = sh("$J --server-stop >/dev/null; s=$(date +%s%N); $J ok.mlir >/dev/null;"
        + " echo $(( ($(date +%s%N) - s) / 1000000 ))", env);
    return Math.max(2_000, Long.parseLong(first.out().strip()) * 3 / 2);
  }

  /** A stop during a long call: the next calls start a new server at once, never wait. */
  @Test
  void noStallAfterAStopDuringALongCall() throws Exception {
    long bound = noStallBound(Map.of());
    Result r = sh("$R spin.mlir --max-steps=1000000000000000000 >/dev/null 2>&1 & spin=$!; sleep 1; "
        + "$J --server-stop >/dev/null; for i in 1 2 3; do s=$(date +%s%N); $J ok.mlir >/dev/null"
        + " || echo failed; echo $(( ($(date +%s%N) - s) / 1000000 )); done; kill $spin", Map.of());
    List<Integer> millis = r.out().lines().map(Integer::parseInt).toList();
    assertWithMessage("call times after the stop, ms: %s (bound %s)", millis, bound)
        .that(millis.stream().allMatch(ms -> ms < bound)).isTrue();
  }

  /**
   * A rebuild during a long call (a new jar, here a copy touched): the next calls are served by a
   * server of the new jar at once.
   */
  @Test
  void noStallAfterARebuildDuringALongCall() throws Exception {
    Path copy = tmp.resolve("checkout");
    Files.createDirectories(copy.resolve("tools/target"));
    Files.createSymbolicLink(copy.resolve("bin"), root.resolve("bin"));
    Files.createDirectories(copy.resolve("tools/src/main"));
    Files.createSymbolicLink(copy.resolve("tools/src/main/c"), root.resolve("tools/src/main/c"));
    try (var target = Files.list(root.resolve("tools/target"))) {
      for (Path p : (Iterable<Path>) target::iterator) {
        String n = p.getFileName().toString();
        if (n.equals("jopt.jar") || n.startsWith("jopt-server.aot") || n.equals("jopt-client")) {
          Files.copy(p, copy.resolve("tools/target").resolve(n),
              java.nio.file.StandardCopyOption.COPY_ATTRIBUTES);
        }
      }
    }
    Map<String, String> env = Map.of("J", copy.resolve("bin/jopt").toString(),
        "R", copy.resolve("bin/jopt-run").toString());
    long bound = noStallBound(env);
    Result r = sh("$R spin.mlir --max-steps=1000000000000000000 >/dev/null 2>&1 & spin=$!; sleep 1; "
        + "T=" + copy.resolve("tools/target") + "; touch $T/jopt.jar; sleep 0.01; "
        + "touch $T/jopt-server.aot $T/jopt-server.aot.java 2>/dev/null; "
        + "for i in 1 2 3; do s=$(date +%s%N); $J ok.mlir >/dev/null || echo failed;"
        + " echo $(( ($(date +%s%N) - s) / 1000000 )); done; kill $spin", env);
    List<Integer> millis = r.out().lines().map(Integer::parseInt).toList();
    assertWithMessage("call times after the rebuild, ms: %s (bound %s)", millis, bound)
        .that(millis.stream().allMatch(ms -> ms < bound)).isTrue();
    sh("$J --server-stop >/dev/null", env);
  }

  private static boolean asRoot() throws Exception {
    return run(List.of("id", "-u"), Map.of(), null).out().strip().equals("0")
        && Files.isExecutable(Path.of("/usr/bin/setpriv"));
  }

  /** A user without a passwd entry (docker run -u 12345): served, no wait. */
  @Test
  void aUserWithoutAPasswdEntry() throws Exception {
    assumeTrue(asRoot(), "needs root and setpriv to become uid 12345");
    assumeTrue(run(List.of("getent", "passwd", "12345"), Map.of(), null).code() != 0);
    String as = "setpriv --reuid=12345 --regid=12345 --clear-groups env HOME=/ ";
    Map<String, String> env = Map.of("JOPT_SERVER_DIR", tmp.resolve("servers-12345").toString());
    Result direct = sh(as + "JOPT_SERVER=0 $J ok.mlir", env);
    for (int i = 0; i < 3; i++) {
      Result served = sh(as + "$J ok.mlir", env);
      assertThat(served.withoutTime()).isEqualTo(direct.withoutTime());
      assertWithMessage("call %s took %s ms", i, served.millis()).that(served.millis())
          .isLessThan(i == 0 ? 10_000 : 2_000);
    }
    assertThat(Files.list(tmp.resolve("servers-12345")).anyMatch(p -> p.toString().endsWith(".sock")))
        .isTrue();
  }

  @Test
  void theCallersUmask() throws Exception {
    for (String mask : List.of("077", "002", "022")) {
      Result served = sameAsDirect("rm -f a.mlir; (umask " + mask + "; $J ok.mlir -o a.mlir);"
          + " stat -c %A a.mlir; rm -rf d; (umask " + mask + "; $R fill.mlir -e g"
          + " --dump-results=d/e >/dev/null); stat -c %A d d/e d/e/result0.npy 2>&1");
      assertThat(served.out()).startsWith(mask.equals("077") ? "-rw-------" : mask.equals("002")
          ? "-rw-rw-r--" : "-rw-r--r--");
    }
  }

  /**
   * The caller's groups: a server started by a member of a group does not read that group's files
   * for a caller outside it (nor write into its directories).
   */
  @Test
  void theCallersGroups() throws Exception {
    assumeTrue(asRoot(), "needs root and setpriv to take other groups");
    Path d = Files.createDirectory(tmp.resolve("g"));
    Files.writeString(d.resolve("in.mlir"), OK);
    sh("chgrp -R 4242 g && chmod 0770 g && chmod 0640 g/in.mlir", Map.of());
    String member = "setpriv --reuid=12345 --regid=12345 --groups=4242 env HOME=/ ";
    String outsider = "setpriv --reuid=12345 --regid=12345 --clear-groups env HOME=/ ";
    Map<String, String> env = Map.of("JOPT_SERVER_DIR", tmp.resolve("servers-12345").toString());
    assertThat(sh(member + "$J g/in.mlir -o g/out.mlir", env).code()).isEqualTo(0);
    Result served = sh(outsider + "$J g/in.mlir; " + outsider + "$J ok.mlir -o g/out2.mlir", env);
    Result direct = sh(outsider + "JOPT_SERVER=0 $J g/in.mlir; " + outsider
        + "JOPT_SERVER=0 $J ok.mlir -o g/out2.mlir", env);
    assertThat(served.withoutTime()).isEqualTo(direct.withoutTime());
    assertThat(served.err()).contains("Permission denied");
    assertThat(Files.exists(d.resolve("out2.mlir"))).isFalse();
  }

  /** A server started in the C locale, then a UTF-8 caller: file names as the caller's. */
  @Test
  void theCallersLocale() throws Exception {
    Result c = sameAsDirect("LC_ALL=C $J é.mlir");
    assertThat(c.code()).isEqualTo(0);
    assertThat(sameAsDirect("LC_ALL=C $J é.mlir; LC_ALL=C.UTF-8 $J é.mlir; LANG=C.UTF-8 $J é.mlir")
        .code()).isEqualTo(0);
  }

  /** Limits on CPU time and file size apply to the call as to a direct one. */
  @Test
  void theCallersResourceLimits() throws Exception {
    Result cpu = sameAsDirect("ulimit -t 2; $R spin.mlir --max-steps=1000000000000000000"
        + " >/dev/null 2>&1; echo $?");
    assertThat(cpu.out()).isAnyOf("137\n", "152\n"); // SIGKILL or SIGXCPU at the limit
    writeBig(tmp.resolve("big.mlir"), 20_000);
    Result size = sameAsDirect("ulimit -f 8; $J big.mlir -o big-out.mlir 2>/dev/null; echo $?");
    assertThat(size.out()).isNotEqualTo("0\n");
  }

  /** A descriptor the caller left open does not live on in the server it starts. */
  @Test
  void noInheritedDescriptor() throws Exception {
    Result r = sh("(exec 3>&1; $J ok.mlir >/dev/null) | cat; echo done", Map.of());
    assertThat(r.out()).isEqualTo("done\n");
    assertThat(r.millis()).isLessThan(30_000);
    Result again = sh("(exec 3>&1 4>&1; $J ok.mlir >/dev/null) | cat; echo done", Map.of());
    assertThat(again.millis()).isLessThan(10_000);
  }

  /** Closed or broken standard streams, as the direct path and mlir-opt-22 answer them. */
  @Test
  void closedStandardStreams() throws Exception {
    Result in = sameAsDirect("$J - <&-; echo \"status $?\"");
    assertThat(in.out()).isEqualTo("status 1\n");
    assertThat(in.err()).isEqualTo("cannot open input file '-': Bad file descriptor\n");
    Result out = sameAsDirect("$J ok.mlir >&-; echo \"status $?\"");
    assertThat(out.err()).isEqualTo("LLVM ERROR: IO failure on output stream: Bad file descriptor\n");
    assertThat(out.out()).isEqualTo("status 1\n");
    assertThat(sameAsDirect("$J bad.mlir 2>&-; echo \"status $?\"").out()).isEqualTo("status 1\n");
    assertThat(sameAsDirect("$R ok.mlir -e f --args=3 >&- 2>&-; echo \"status $?\"").out())
        .isEqualTo("status 0\n");
    // A pipe whose reader has gone: stderr as stdout, status 141 as mlir-opt (SIGPIPE).
    String closedPipe = "python3 -c 'import os,subprocess,sys; r,w=os.pipe(); os.close(r);"
        + " fd=int(sys.argv[2]); print(subprocess.run([sys.argv[1], \"bad.mlir\"],"
        + " stdout=w if fd==1 else subprocess.DEVNULL, stderr=w if fd==2 else None).returncode)'";
    assertThat(sameAsDirect(closedPipe + " $J 2").out()).isEqualTo("141\n");
    assertThat(sameAsDirect(closedPipe.replace("bad.mlir", "ok.mlir") + " $J 1").out())
        .isEqualTo("141\n");
  }

  /** A server that does not answer (stopped): the call runs directly after the client's wait. */
  @Test
  void aStoppedServerIsPassedBy() throws Exception {
    sh("$J ok.mlir >/dev/null", Map.of());
    long pid = serverPid();
    try {
      run(List.of("kill", "-STOP", Long.toString(pid)), Map.of(), null);
      Result r = sh("$J ok.mlir", Map.of("JOPT_SERVER_TIMEOUT", "1000"));
      assertThat(r.withoutTime()).isEqualTo(sh("$J ok.mlir", Map.of("JOPT_SERVER", "0"))
          .withoutTime());
      assertThat(r.millis()).isLessThan(10_000);
    } finally {
      run(List.of("kill", "-CONT", Long.toString(pid)), Map.of(), null);
    }
  }

  /**
   * Memory: a small server heap, 20 rounds of four concurrent calls, one of them large: every call
   * answers as the direct path; one too large for the heap runs on its own, and one that runs out
   * of memory before any output runs again directly.
   */
  @Test
  void aLargeCallMakesNoOtherFail() throws Exception {
    writeBig(tmp.resolve("large.mlir"), 100_000); // 4 MB: admitted, about 100 MB of heap
    writeBig(tmp.resolve("huge.mlir"), 400_000); // 16 MB: more than the heap's budget
    writeBig(tmp.resolve("small.mlir"), 1_500); // 56 KB
    Map<String, String> heap = Map.of("JOPT_SERVER_HEAP", "400m");
    String small = sh("$J small.mlir --canonicalize", Map.of("JOPT_SERVER", "0")).out();
    sh("$J ok.mlir >/dev/null", heap);
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      for (int round = 0; round < 20; round++) {
        List<Future<Result>> calls = new ArrayList<>();
        String large = round == 0 ? "huge.mlir" : "large.mlir";
        calls.add(pool.submit(() -> sh("$J " + large + " -o /dev/null", heap)));
        for (int i = 0; i < 3; i++) {
          calls.add(pool.submit(() -> sh("$J small.mlir --canonicalize", heap)));
        }
        assertWithMessage("round %s, large call", round).that(calls.get(0).get().code())
            .isEqualTo(0);
        for (int i = 1; i < 4; i++) {
          Result r = calls.get(i).get();
          assertWithMessage("round %s, small call %s: %s", round, i, r.err()).that(r.code())
              .isEqualTo(0);
          assertThat(r.out()).isEqualTo(small);
        }
      }
    } finally {
      pool.shutdown();
    }
    // A call that allocates more than the server's heap runs again in a JVM of its own.
    Files.writeString(tmp.resolve("alloc.mlir"), "func.func @main() -> f32 {\n"
        + "  %c0 = arith.constant 0 : index\n  %f = arith.constant 1.5 : f32\n"
        + "  %m = memref.alloc() : memref<150000000xf32>\n"
        + "  memref.store %f, %m[%c0] : memref<150000000xf32>\n"
        + "  %v = memref.load %m[%c0] : memref<150000000xf32>\n"
        + "  memref.dealloc %m : memref<150000000xf32>\n  return %v : f32\n}\n");
    Result alloc = sh("$R alloc.mlir", heap);
    assertThat(alloc.withoutTime()).isEqualTo(sh("$R alloc.mlir", Map.of("JOPT_SERVER", "0"))
        .withoutTime());
  }
}
