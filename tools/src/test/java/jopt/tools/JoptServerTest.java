package jopt.tools;

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
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The jopt server's protocol and isolation: requests answered as the direct path answers them. */
class JoptServerTest {
  private static final String A = "func.func @a(%x: i32) -> i32 {\n  return %x : i32\n}\n";
  private static final String B = "func.func @b() {\n  %c = arith.constant 7 : index\n  return\n}\n";

  @TempDir Path tmp;
  private Path socket;
  private Path jar;
  private JoptServer server;
  private Thread serving;

  @BeforeEach
  void start() throws Exception {
    Path dir = Files.createDirectory(tmp.resolve("sock"),
        PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
    socket = dir.resolve("s.sock");
    jar = Files.writeString(tmp.resolve("fake.jar"), "v1");
    server = new JoptServer(socket, jar, 600);
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

  /** What a client gets: frames of stdout and stderr, and the exit code (-1: restart). */
  record Answer(int code, String out, String err) {}

  private Answer ask(String tool, Path cwd, List<String> args, String stdin) throws IOException {
    try (SocketChannel ch = SocketChannel.open(UnixDomainSocketAddress.of(socket))) {
      DataOutputStream out = new DataOutputStream(Channels.newOutputStream(ch));
      DataInputStream in = new DataInputStream(Channels.newInputStream(ch));
      new ServerRequest(tool, cwd.toString(), args, List.of()).write(out);
      ByteArrayInputStream stdinBytes = new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8));
      ByteArrayOutputStream o = new ByteArrayOutputStream();
      ByteArrayOutputStream e = new ByteArrayOutputStream();
      while (true) {
        byte type = in.readByte();
        int len = in.readInt();
        switch (type) {
          case ServerProtocol.STDOUT -> o.write(in.readNBytes(len));
          case ServerProtocol.STDERR -> e.write(in.readNBytes(len));
          case ServerProtocol.STDIN -> {
            byte[] chunk = stdinBytes.readNBytes(Math.min(in.readInt(), 7)); // small reads
            out.writeInt(chunk.length);
            out.write(chunk);
            out.flush();
          }
          case ServerProtocol.EXIT -> {
            return new Answer(in.readInt(), o.toString(StandardCharsets.UTF_8),
                e.toString(StandardCharsets.UTF_8));
          }
          case ServerProtocol.RESTART -> {
            return new Answer(-1, "", "");
          }
          default -> throw new IOException("bad frame " + type);
        }
      }
    }
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
  }

  @Test
  void joptRunResolvesItsInputInTheRequestDirectory() throws Exception {
    Files.writeString(tmp.resolve("p.mlir"),
        "func.func @main() -> i32 {\n  %c = arith.constant 42 : i32\n  return %c : i32\n}\n");
    Answer a = ask("jopt-run", tmp, List.of("p.mlir"), "");
    ByteArrayOutputStream o = new ByteArrayOutputStream();
    ByteArrayOutputStream e = new ByteArrayOutputStream();
    int code = JoptRun.run(new String[] {tmp.resolve("p.mlir").toString()}, InputStreamNone.INSTANCE,
        new PrintStream(o, true, StandardCharsets.UTF_8), new PrintStream(e, true, StandardCharsets.UTF_8));
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

  /**
   * A client that goes away (killed, Ctrl-C: its end closes the connection) cancels its request:
   * a jopt-run loop that would run for days, and a jopt waiting for standard input, end within
   * seconds, and the server answers the next request as before.
   */
  @Test
  void aClientThatGoesAwayCancelsItsRequest() throws Exception {
    Files.writeString(tmp.resolve("spin.mlir"),
        "func.func @main() {\n  cf.br ^bb1\n^bb1:\n  cf.br ^bb1\n}\n");
    List<ServerRequest> requests = List.of(
        new ServerRequest("jopt-run", tmp.toString(),
            List.of("spin.mlir", "--max-steps=1000000000000000000"), List.of()),
        new ServerRequest("jopt", tmp.toString(), List.of("-", "--canonicalize"), List.of()));
    for (ServerRequest r : requests) {
      try (SocketChannel ch = SocketChannel.open(UnixDomainSocketAddress.of(socket))) {
        r.write(new DataOutputStream(Channels.newOutputStream(ch)));
        assertThat(serving(1)).isTrue();
        Thread.sleep(300);
        assertThat(server.activeRequests()).isEqualTo(1);
      }
      assertThat(serving(0)).isTrue();
      assertThat(ask("jopt", tmp, List.of("-"), A)).isEqualTo(direct(List.of("-"), A));
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

  /** An empty standard input. */
  private static final class InputStreamNone {
    static final java.io.InputStream INSTANCE = new ByteArrayInputStream(new byte[0]);
  }
}
