package jopt.tools.server;

import static com.google.common.truth.Truth.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import jopt.passes.Passes;
import jopt.support.Invocation;
import jopt.tools.opt.JoptMain;
import jopt.tools.run.JoptRun;
import jopt.tools.translate.JoptTranslate;
import jopt.tools.OnnxToolsTest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The jopt server's protocol and isolation: requests answered as the direct path answers them,
 * with the caller's directory and umask; cancellation; refusals. The whole path through
 * bin/jopt and the C client is tested by test/.../ServerAsACallTest and lit-tests/tools/server.
 */
class JoptServerTest {
  private static final String A = "func.func @a(%x: i32) -> i32 {\n  return %x : i32\n}\n";
  private static final String B = "func.func @b() {\n  %c = arith.constant 7 : index\n  return\n}\n";

  @TempDir Path tmp;
  private Path socket;
  private Path jar;
  private JoptServer server;
  private Thread serving;
  private final String key = JoptServer.defaultKey();

  @BeforeEach
  void start() throws Exception {
    start(new MemoryAdmission(1L << 40));
  }

  private void start(MemoryAdmission memory) throws Exception {
    Path dir = tmp.resolve("sock");
    if (!Files.exists(dir)) {
      Files.createDirectory(dir,
          PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
    }
    socket = dir.resolve("s.sock");
    if (jar == null) {
      jar = Files.writeString(tmp.resolve("fake.jar"), "v1");
    }
    server = new JoptServer(socket, jar, 600, 0, key, memory);
    RequestStreams.install();
    server.bind();
    serving = new Thread(() -> {
      try {
        server.serve();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    });
    serving.start();
  }

  @AfterEach
  void stop() throws Exception {
    server.stop();
    serving.join(10_000);
  }

  /**
   * What a client gets: frames of stdout and stderr, and the exit code (-1: restart, -2: run it
   * yourself, with the reason as {@code err}).
   */
  record Answer(int code, String out, String err) {}

  private Answer ask(String tool, Path cwd, List<String> args, String stdin) throws IOException {
    return ask(new ServerRequest(tool, cwd.toString(), args, 022, key), stdin);
  }

  private Answer ask(ServerRequest request, String stdin) throws IOException {
    try (SocketChannel ch = SocketChannel.open(UnixDomainSocketAddress.of(socket))) {
      DataOutputStream out = new DataOutputStream(Channels.newOutputStream(ch));
      DataInputStream in = new DataInputStream(Channels.newInputStream(ch));
      request.write(out);
      ByteArrayInputStream stdinBytes = stdin == null ? null
          : new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8));
      ByteArrayOutputStream o = new ByteArrayOutputStream();
      ByteArrayOutputStream e = new ByteArrayOutputStream();
      while (true) {
        byte type = in.readByte();
        int len = in.readInt();
        switch (type) {
          case ServerProtocol.ACCEPTED -> frame(out, ServerProtocol.GO, new byte[0]);
          case ServerProtocol.STDOUT -> o.write(in.readNBytes(len));
          case ServerProtocol.STDERR -> e.write(in.readNBytes(len));
          case ServerProtocol.STDIN -> {
            int want = in.readInt();
            if (stdinBytes == null) { // a closed stdin
              frame(out, ServerProtocol.STDIN_ERROR,
                  "Bad file descriptor".getBytes(StandardCharsets.UTF_8));
            } else {
              frame(out, ServerProtocol.STDIN, stdinBytes.readNBytes(Math.min(want, 7)));
            }
          }
          case ServerProtocol.EXIT -> {
            return new Answer(in.readInt(), o.toString(StandardCharsets.UTF_8),
                e.toString(StandardCharsets.UTF_8));
          }
          case ServerProtocol.RESTART -> {
            return new Answer(-1, "", "");
          }
          case ServerProtocol.DIRECT -> {
            return new Answer(-2, "", new String(in.readNBytes(len), StandardCharsets.UTF_8));
          }
          default -> throw new IOException("bad frame " + type);
        }
      }
    }
  }

  private static void frame(DataOutputStream out, byte type, byte[] payload) throws IOException {
    out.writeByte(type);
    out.writeInt(payload.length);
    out.write(payload);
    out.flush();
  }

  /** The direct path's answer, in this JVM, with {@code file} given by its absolute path. */
  private static Answer direct(List<String> args, String stdin) {
    ByteArrayOutputStream o = new ByteArrayOutputStream();
    ByteArrayOutputStream e = new ByteArrayOutputStream();
    int code = JoptMain.run(args.toArray(String[]::new),
        new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
        new PrintStream(o, true, StandardCharsets.UTF_8), new PrintStream(e, true, StandardCharsets.UTF_8),
        Passes.createTestRegistry());
    return new Answer(code, o.toString(StandardCharsets.UTF_8), e.toString(StandardCharsets.UTF_8));
  }

  @Test
  void requestsResolveFilesInTheirOwnDirectoryWithTheirOwnOptions() throws Exception {
    Path d1 = Files.createDirectory(tmp.resolve("d1"));
    Path d2 = Files.createDirectory(tmp.resolve("d2"));
    Files.writeString(d1.resolve("in.mlir"), A);
    Files.writeString(d2.resolve("in.mlir"), B);
    Answer a = ask("jopt", d1, List.of("in.mlir", "--mlir-print-op-generic"), "");
    Answer b = ask("jopt", d2, List.of("in.mlir", "-o", "out.mlir"), "");
    assertThat(a).isEqualTo(direct(List.of(d1.resolve("in.mlir").toString(),
        "--mlir-print-op-generic"), ""));
    assertThat(a.out()).contains("\"func.func\"");
    assertThat(b).isEqualTo(new Answer(0, "", ""));
    assertThat(Files.readString(d2.resolve("out.mlir")))
        .isEqualTo(direct(List.of(d2.resolve("in.mlir").toString()), "").out());
    assertThat(Files.exists(tmp.resolve("out.mlir"))).isFalse();
  }

  /** A file a request creates gets the caller's umask, whatever the server's. */
  @Test
  void filesAreCreatedWithTheCallersUmask() throws Exception {
    Files.writeString(tmp.resolve("in.mlir"), A);
    for (int umask : new int[] {077, 022, 002}) {
      String name = "out" + umask + ".mlir";
      ServerRequest r = new ServerRequest("jopt", tmp.toString(), List.of("in.mlir", "-o", name),
          umask, key);
      assertThat(ask(r, "").code()).isEqualTo(0);
      int mode = 0;
      for (var p : Files.getPosixFilePermissions(tmp.resolve(name))) {
        mode |= 0400 >> p.ordinal();
      }
      assertThat(Integer.toOctalString(mode)).isEqualTo(Integer.toOctalString(0666 & ~umask));
    }
    // jopt-translate's -o and jopt-run's result files too.
    Path model = OnnxToolsTest.absModel(tmp, "m.onnx");
    assertThat(ask(new ServerRequest("jopt-translate", tmp.toString(),
        List.of("--import-onnx", model.toString(), "-o", "m.mlir"), 077, key), "").code())
        .isEqualTo(0);
    assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(tmp.resolve("m.mlir"))))
        .isEqualTo("rw-------");
  }

  @Test
  void concurrentRequestsKeepTheirOutputApart() throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<Answer>> answers = new ArrayList<>();
      for (int i = 0; i < 16; i++) {
        String text = i % 2 == 0 ? A : B + "\"bad\n";
        answers.add(pool.submit(() -> ask("jopt", tmp, List.of("-"), text)));
      }
      Answer good = direct(List.of("-"), A);
      Answer bad = direct(List.of("-"), B + "\"bad\n");
      assertThat(bad.code()).isEqualTo(1);
      for (int i = 0; i < answers.size(); i++) {
        assertThat(answers.get(i).get()).isEqualTo(i % 2 == 0 ? good : bad);
      }
    } finally {
      pool.shutdown();
    }
  }

  @Test
  void standardInputAndDiagnosticsAsTheDirectPath() throws Exception {
    String input = "func.func @f() {\n  %0 = arith.addi %1, %1 : i32\n  return\n}\n";
    assertThat(ask("jopt", tmp, List.of("-", "--split-input-file"), input))
        .isEqualTo(direct(List.of("-", "--split-input-file"), input));
    assertThat(ask("jopt", tmp, List.of("missing.mlir"), ""))
        .isEqualTo(new Answer(1, "", "cannot open input file 'missing.mlir': No such file or directory\n"));
    // A caller whose stdin is closed: the read fails as mlir-opt's does.
    assertThat(ask(new ServerRequest("jopt", tmp.toString(), List.of("-"), 022, key), null))
        .isEqualTo(new Answer(1, "", "cannot open input file '-': Bad file descriptor\n"));
  }

  @Test
  void joptRunResolvesItsInputInTheRequestDirectory() throws Exception {
    Files.writeString(tmp.resolve("p.mlir"),
        "func.func @main() -> i32 {\n  %c = arith.constant 42 : i32\n  return %c : i32\n}\n");
    Answer a = ask("jopt-run", tmp, List.of("p.mlir"), "");
    ByteArrayOutputStream o = new ByteArrayOutputStream();
    ByteArrayOutputStream e = new ByteArrayOutputStream();
    int code = JoptRun.run(new String[] {tmp.resolve("p.mlir").toString()},
        new ByteArrayInputStream(new byte[0]), new PrintStream(o, true, StandardCharsets.UTF_8),
        new PrintStream(e, true, StandardCharsets.UTF_8));
    assertThat(a.code()).isEqualTo(code);
    assertThat(a.out()).isEqualTo(o.toString(StandardCharsets.UTF_8));
    assertThat(a.out()).contains("42");
  }

  @Test
  void joptTranslateResolvesItsFilesInTheRequestDirectory() throws Exception {
    Path d = Files.createDirectory(tmp.resolve("models"));
    Path model = OnnxToolsTest.absModel(d, "m.onnx");
    ByteArrayOutputStream o = new ByteArrayOutputStream();
    ByteArrayOutputStream e = new ByteArrayOutputStream();
    int code = JoptTranslate.run(new String[] {"--import-onnx", model.toString()},
        new PrintStream(o, true, StandardCharsets.UTF_8), new PrintStream(e, true, StandardCharsets.UTF_8));
    Answer direct = new Answer(code, o.toString(StandardCharsets.UTF_8), e.toString(StandardCharsets.UTF_8));
    assertThat(direct.code()).isEqualTo(0);
    assertThat(ask("jopt-translate", d, List.of("--import-onnx", "m.onnx"), "")).isEqualTo(direct);
    assertThat(ask("jopt-translate", d, List.of("--import-onnx", "m.onnx", "-o", "m.mlir"), ""))
        .isEqualTo(new Answer(0, "", ""));
    assertThat(Files.readString(d.resolve("m.mlir"))).isEqualTo(direct.out());
    assertThat(ask("jopt-translate", d, List.of("--import-onnx", "missing.onnx"), "")).isEqualTo(
        new Answer(1, "", "cannot open input file 'missing.onnx': No such file or directory\n"));
  }

  /** Waits up to 10 s for the server to be serving {@code n} requests; whether it came to that. */
  private boolean serving(int n) throws InterruptedException {
    for (int i = 0; i < 1000 && server.activeRequests() != n; i++) {
      Thread.sleep(10);
    }
    return server.activeRequests() == n;
  }

  /** Sends {@code r} and its go on {@code ch}; the answers are not read. */
  private static DataInputStream send(SocketChannel ch, ServerRequest r) throws IOException {
    DataOutputStream out = new DataOutputStream(Channels.newOutputStream(ch));
    DataInputStream in = new DataInputStream(Channels.newInputStream(ch));
    r.write(out);
    assertThat(in.readByte()).isEqualTo(ServerProtocol.ACCEPTED);
    assertThat(in.readInt()).isEqualTo(0);
    frame(out, ServerProtocol.GO, new byte[0]);
    return in;
  }

  /**
   * A client that goes away (killed: its end closes the connection) cancels its request: a
   * jopt-run loop that would run for days, and a jopt waiting for standard input, end within
   * seconds, and the server answers the next request as before.
   */
  @Test
  void aClientThatGoesAwayCancelsItsRequest() throws Exception {
    Files.writeString(tmp.resolve("spin.mlir"),
        "func.func @main() {\n  cf.br ^bb1\n^bb1:\n  cf.br ^bb1\n}\n");
    List<ServerRequest> requests = List.of(
        new ServerRequest("jopt-run", tmp.toString(),
            List.of("spin.mlir", "--max-steps=1000000000000000000"), 022, key),
        new ServerRequest("jopt", tmp.toString(), List.of("-", "--canonicalize"), 022, key));
    for (ServerRequest r : requests) {
      try (SocketChannel ch = SocketChannel.open(UnixDomainSocketAddress.of(socket))) {
        send(ch, r);
        assertThat(serving(1)).isTrue();
        Thread.sleep(300);
        assertThat(server.activeRequests()).isEqualTo(1);
      }
      assertThat(serving(0)).isTrue();
      assertThat(ask("jopt", tmp, List.of("-"), A)).isEqualTo(direct(List.of("-"), A));
    }
  }

  /**
   * Ctrl-C: the client asks to cancel and waits for the word; by then the request has ended and
   * its output file is gone (as LLVM's RemoveFileOnSignal leaves it), and nothing of it lands
   * later, over the file of the next call with the same name.
   */
  @Test
  void aCancelledCallWritesNoOutputFile() throws Exception {
    StringBuilder big = new StringBuilder("func.func @f(%a: i32) -> i32 {\n");
    for (int i = 0; i < 200_000; i++) {
      big.append("  %v").append(i).append(" = arith.addi %a, %a : i32\n");
    }
    big.append("  return %a : i32\n}\n");
    Files.writeString(tmp.resolve("big.mlir"), big);
    Files.writeString(tmp.resolve("small.mlir"), A);
    try (SocketChannel ch = SocketChannel.open(UnixDomainSocketAddress.of(socket))) {
      DataInputStream in = send(ch, new ServerRequest("jopt", tmp.toString(),
          List.of("big.mlir", "-o", "out.mlir"), 022, key));
      assertThat(serving(1)).isTrue();
      Thread.sleep(200);
      long t0 = System.nanoTime();
      frame(new DataOutputStream(Channels.newOutputStream(ch)), ServerProtocol.CANCEL, new byte[0]);
      byte type;
      do {
        type = in.readByte();
        in.readNBytes(in.readInt());
      } while (type != ServerProtocol.CANCELLED);
      assertThat((System.nanoTime() - t0) / 1_000_000).isLessThan(2_000);
      assertThat(Files.exists(tmp.resolve("out.mlir"))).isFalse();
    }
    assertThat(serving(0)).isTrue();
    assertThat(ask("jopt", tmp, List.of("small.mlir", "-o", "out.mlir"), "").code()).isEqualTo(0);
    Thread.sleep(500);
    assertThat(Files.readString(tmp.resolve("out.mlir")))
        .isEqualTo(direct(List.of(tmp.resolve("small.mlir").toString()), "").out());
    try (var files = Files.list(tmp)) { // no temporary file left
      assertThat(files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".tmp"))
          .toList()).isEmpty();
    }
  }

  @Test
  void aCallerOfAnotherKeyRunsItsCallItself() throws Exception {
    Answer a = ask(new ServerRequest("jopt", tmp.toString(), List.of("-"), 022,
        key.replace("locale=", "locale=C|")), A);
    assertThat(a.code()).isEqualTo(-2);
    assertThat(a.err()).contains("another user, groups or locale");
  }

  @Test
  void aCallTooLargeForTheHeapRunsOnItsOwn() throws Exception {
    stop();
    start(new MemoryAdmission(64L << 20));
    Files.write(tmp.resolve("big.mlir"), new byte[2 << 20]); // 2 MB: about 100 MB of heap
    Answer a = ask("jopt", tmp, List.of("big.mlir"), "");
    assertThat(a.code()).isEqualTo(-2);
    assertThat(a.err()).contains("MiB of heap");
    assertThat(ask("jopt", tmp, List.of("-"), A)).isEqualTo(direct(List.of("-"), A));
  }

  @Test
  void admissionWaitsForRoom() throws Exception {
    MemoryAdmission m = new MemoryAdmission(100);
    MemoryAdmission.Reservation big = m.admit(80);
    assertThat(m.tooLarge(101)).isTrue();
    Thread waiter = new Thread(() -> {
      try (MemoryAdmission.Reservation r = m.admit(30)) {
        // admitted
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    });
    waiter.start();
    Thread.sleep(100);
    assertThat(waiter.isAlive()).isTrue();
    big.close();
    waiter.join(5_000);
    assertThat(waiter.isAlive()).isFalse();
    assertThat(m.reserved()).isEqualTo(0);
    try (MemoryAdmission.Reservation alone = m.admit(90)) { // one that fits alone runs
      assertThat(m.reserved()).isEqualTo(90);
    }
  }

  @Test
  void peersOfAnotherUserAreRefused() throws Exception {
    var users = java.nio.file.FileSystems.getDefault().getUserPrincipalLookupService();
    var me = Files.getOwner(socket);
    var group = Files.readAttributes(socket, java.nio.file.attribute.PosixFileAttributes.class).group();
    assertThat(JoptServer.refusal(new jdk.net.UnixDomainPrincipal(me, group), me)).isNull();
    java.nio.file.attribute.UserPrincipal other;
    try {
      other = users.lookupPrincipalByName(me.getName().equals("nobody") ? "root" : "nobody");
    } catch (IOException e) {
      org.junit.jupiter.api.Assumptions.assumeTrue(false, "no second user to pretend to be");
      return;
    }
    assertThat(JoptServer.refusal(new jdk.net.UnixDomainPrincipal(other, group), me))
        .isEqualTo("its peer runs as user " + other.getName() + ", the server as " + me.getName());
    // Connections of this user are accepted (every test here is one).
    assertThat(ask("jopt", tmp, List.of("-"), A).code()).isEqualTo(0);
  }

  @Test
  void aRebuiltJarMakesTheServerAskForARestart() throws Exception {
    assertThat(ask("jopt", tmp, List.of("-"), A).code()).isEqualTo(0);
    Files.writeString(jar, "version 2");
    assertThat(ask("jopt", tmp, List.of("-"), A).code()).isEqualTo(-1);
    serving.join(10_000);
    assertThat(serving.isAlive()).isFalse();
    assertThat(Files.exists(socket)).isFalse();
  }

  /**
   * A stopped server removes its socket and lock file at once, while a request still runs: a new
   * server takes the socket without waiting for the old one's last request.
   */
  @Test
  void stopLetsANewServerStartAtOnce() throws Exception {
    Files.writeString(tmp.resolve("spin.mlir"),
        "func.func @main() {\n  cf.br ^bb1\n^bb1:\n  cf.br ^bb1\n}\n");
    JoptServer.Held held = server.lock();
    assertThat(held).isNotNull();
    try (SocketChannel ch = SocketChannel.open(UnixDomainSocketAddress.of(socket))) {
      send(ch, new ServerRequest("jopt-run", tmp.toString(),
          List.of("spin.mlir", "--max-steps=1000000000000000000"), 022, key));
      assertThat(serving(1)).isTrue();
      Answer a = ask(ServerProtocol.STOP, tmp, List.of(), "");
      assertThat(a.out()).isEqualTo("jopt server " + ProcessHandle.current().pid() + " stopped\n");
      assertThat(Files.exists(socket)).isFalse();
      assertThat(Files.exists(Path.of(socket + ".lock"))).isFalse();
      JoptServer next = new JoptServer(socket, jar, 600, 0, key, new MemoryAdmission(1L << 40));
      long t0 = System.nanoTime();
      try (JoptServer.Held mine = next.lock()) {
        assertThat(mine).isNotNull();
      }
      assertThat((System.nanoTime() - t0) / 1_000_000).isLessThan(1_000);
      // The old request still runs, alone once the stop request has left the count.
      assertThat(serving(1)).isTrue();
    } finally {
      held.close();
    }
    assertThat(serving(0)).isTrue();
  }

  @Test
  void stopEndsTheServer() throws Exception {
    Answer a = ask(ServerProtocol.STOP, tmp, List.of(), "");
    assertThat(a.code()).isEqualTo(0);
    assertThat(a.out()).isEqualTo("jopt server " + ProcessHandle.current().pid() + " stopped\n");
    serving.join(10_000);
    assertThat(serving.isAlive()).isFalse();
    assertThat(JoptServer.answers(socket)).isFalse();
  }

  @Test
  void aDirectoryOthersMayEnterIsRefused() throws Exception {
    Path open = Files.createDirectory(tmp.resolve("open"),
        PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwxr-xr-x")));
    assertThat(JoptServer.unsafeDirectory(open)).contains("mode must be 0700");
    assertThat(JoptServer.unsafeDirectory(socket.getParent())).isNull();
  }

  @Test
  void theKeyNamesThisProcesssUserAndGroups() {
    String identity = ServerKey.processIdentity();
    assertThat(identity).matches("uid=\\d+ gid=\\d+ groups=[\\d,]*");
    assertThat(ServerKey.mismatch(identity + " locale=||")).isNull();
    assertThat(ServerKey.mismatch("uid=999999 gid=0 groups= locale=||")).contains("runs as");
    assertThat(ServerKey.processUid()).isAtLeast(0L);
  }

  /** The invocation's own state: another umask than the process's for what it creates. */
  @Test
  void anInvocationCreatesDirectoriesWithItsUmask() throws Exception {
    Invocation inv = Invocation.of(tmp, 077);
    Path made = inv.createDirectories("a/b");
    assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(made)))
        .isEqualTo("rwx------");
    assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(tmp.resolve("a"))))
        .isEqualTo("rwx------");
  }

  /**
   * A socket path the JDK cannot bind (107 bytes: "Unix domain path too long", though a socket
   * address holds 108 with its NUL) is bound by name in the server's folder; 106 bytes by path.
   */
  @Test
  void socketPathOfTheJdksLimitIsBoundByName() throws IOException {
    Path cwd = Path.of("").toAbsolutePath();
    Path longest = cwd.resolve("s".repeat(106 - cwd.toString().length() - 1));
    Path over = cwd.resolve("s".repeat(107 - cwd.toString().length() - 1));
    assertThat(longest.toString()).hasLength(106);
    assertThat(JoptServer.address(longest).getPath()).isEqualTo(longest);
    assertThat(JoptServer.address(over).getPath()).isEqualTo(over.getFileName());
    try (var channel = java.nio.channels.ServerSocketChannel.open(
        java.net.StandardProtocolFamily.UNIX)) {
      channel.bind(JoptServer.address(over));
    } finally {
      Files.deleteIfExists(over);
    }
  }
}
