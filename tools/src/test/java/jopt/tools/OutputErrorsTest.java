package jopt.tools;

import static com.google.common.truth.Truth.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import jopt.tools.common.WriteErrorRecorder;
import jopt.tools.opt.JoptMain;
import org.junit.jupiter.api.Test;

/** A write error on jopt's output ends it as mlir-opt ends: a message and status 1, 141 on a closed pipe. */
class OutputErrorsTest {
  private static final String GOOD = "func.func @f() {\n  return\n}\n";

  /** An output that fails every write with {@code message}. */
  private static OutputStream failing(String message) {
    return new OutputStream() {
      @Override
      public void write(int b) throws IOException {
        throw new IOException(message);
      }

      @Override
      public void write(byte[] b, int off, int len) throws IOException {
        throw new IOException(message);
      }
    };
  }

  private static int runOn(OutputStream sink, ByteArrayOutputStream err) {
    WriteErrorRecorder stdout = new WriteErrorRecorder(sink);
    PrintStream out = new PrintStream(stdout, false, StandardCharsets.UTF_8);
    PrintStream errStream = new PrintStream(err, true, StandardCharsets.UTF_8);
    int code = JoptMain.run(new String[] {"-"}, new ByteArrayInputStream(GOOD.getBytes(StandardCharsets.UTF_8)),
        out, errStream);
    out.flush();
    return JoptMain.outputStatus(code, out.checkError(), stdout.error(), errStream);
  }

  @Test
  void fullDeviceIsAnError() {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    assertThat(runOn(failing("No space left on device"), err)).isEqualTo(1);
    assertThat(err.toString(StandardCharsets.UTF_8))
        .isEqualTo("LLVM ERROR: IO failure on output stream: No space left on device\n");
  }

  @Test
  void closedPipeEndsQuietlyWith141() {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    assertThat(runOn(failing("Broken pipe"), err)).isEqualTo(141);
    assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
  }

  @Test
  void goodOutputKeepsTheStatus() {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    assertThat(runOn(new ByteArrayOutputStream(), err)).isEqualTo(0);
    assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
  }

  @Test
  void outputFileOnAFullDevice() throws IOException {
    Path full = Path.of("/dev/full");
    if (!Files.isWritable(full)) {
      return; // not a Linux machine
    }
    Path in = Files.createTempFile("good", ".mlir");
    try {
      Files.writeString(in, GOOD);
      ByteArrayOutputStream err = new ByteArrayOutputStream();
      int code = JoptMain.run(new String[] {in.toString(), "-o", full.toString()},
          new ByteArrayInputStream(new byte[0]), new PrintStream(new ByteArrayOutputStream()),
          new PrintStream(err, true, StandardCharsets.UTF_8));
      assertThat(code).isEqualTo(1);
      assertThat(err.toString(StandardCharsets.UTF_8))
          .isEqualTo("LLVM ERROR: IO failure on output stream: No space left on device\n");
    } finally {
      Files.delete(in);
    }
  }
}
