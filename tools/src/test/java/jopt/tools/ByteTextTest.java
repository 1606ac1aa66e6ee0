package jopt.tools;

import static com.google.common.truth.Truth.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import jopt.support.Utf8;
import jopt.tools.opt.JoptMain;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * jopt reads and writes bytes as mlir-opt-22 does (the expected texts are its output): bytes
 * that are not valid UTF-8 stay as they are in string attributes, diagnostics quote source lines
 * as they are in the file, and columns count bytes.
 */
class ByteTextTest {
  @TempDir Path dir;

  /** jopt's exit code, standard output and standard error (as bytes, in Latin-1). */
  private record Run(int code, String out, String err) {}

  private static Run run(byte[] input, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    String[] all = new String[args.length + 1];
    System.arraycopy(args, 0, all, 0, args.length);
    all[args.length] = "-";
    int code = JoptMain.run(all, new ByteArrayInputStream(input),
        new PrintStream(out, true, Utf8.CHARSET), new PrintStream(err, true, Utf8.CHARSET));
    return new Run(code, out.toString(StandardCharsets.ISO_8859_1),
        err.toString(StandardCharsets.ISO_8859_1));
  }

  /** {@code s} with {@code \xHH} standing for byte HH (and any other char as itself, < 0x80). */
  private static byte[] bytes(String s) {
    ByteArrayOutputStream b = new ByteArrayOutputStream();
    for (int i = 0; i < s.length(); i++) {
      if (s.startsWith("\\x", i)) {
        b.write(Integer.parseInt(s.substring(i + 2, i + 4), 16));
        i += 3;
      } else {
        b.write(s.charAt(i));
      }
    }
    return b.toByteArray();
  }

  private static String latin1(String s) {
    return new String(bytes(s), StandardCharsets.ISO_8859_1);
  }

  @Test
  void invalidUtf8InAStringAttributeIsKept() {
    Run r = run(bytes("func.func @f() attributes {s = \"\\xff\\xfe\\xc3(\"} {\n  return\n}\n"));
    assertThat(r.code()).isEqualTo(0);
    assertThat(r.out()).contains("attributes {s = \"\\FF\\FE\\C3(\"}");
  }

  @Test
  void escapesNameBytes() {
    Run r = run(bytes("func.func @f() attributes {s = \"\\FF\\C3\\A9x\", t = \"\\xc3\\xa9\"} {\n"
        + "  return\n}\n"));
    assertThat(r.out()).contains("attributes {s = \"\\FF\\C3\\A9x\", t = \"\\C3\\A9\"}");
  }

  @Test
  void opaqueAttributesKeepTheirBytes() {
    Run r = run(bytes("\"test.op\"() {s = #foo<\"a\\xff\">} : () -> ()\n"),
        "--allow-unregistered-dialect");
    assertThat(r.out()).isEqualTo(latin1(
        "module {\n  \"test.op\"() {s = #foo<\"a\\xff\">} : () -> ()\n}\n\n"));
  }

  @Test
  void errorColumnsCountBytes() {
    Run r = run(bytes("func.func @f() {\n  %0 = \"test.op\"() {s = \"\\xc3\\xa9\\xc3\\xa9\\xc3\\xa9"
        + "\\xc3\\xa9\\xc3\\xa9\\xc3\\xa9\\xc3\\xa9\", t = 3 : bogus} : () -> i32\n  return\n}\n"),
        "--allow-unregistered-dialect");
    assertThat(r.code()).isEqualTo(1);
    // mlir-opt-22 quotes a line with non-ASCII bytes without a caret line.
    assertThat(r.err()).isEqualTo(latin1("<stdin>:2:50: error: expected non-function type\n"
        + "  %0 = \"test.op\"() {s = \"\\xc3\\xa9\\xc3\\xa9\\xc3\\xa9\\xc3\\xa9\\xc3\\xa9\\xc3\\xa9"
        + "\\xc3\\xa9\", t = 3 : bogus} : () -> i32\n"));
  }

  @Test
  void aQuotedLineKeepsItsInvalidBytes() {
    Run r = run(bytes("func.func @f() {\n  %0 = \"test.op\"() {s = \"\\xff\\xfe\\xff\", t = 3 : bogus}"
        + " : () -> i32\n  return\n}\n"), "--allow-unregistered-dialect");
    assertThat(r.err()).isEqualTo(latin1("<stdin>:2:39: error: expected non-function type\n"
        + "  %0 = \"test.op\"() {s = \"\\xff\\xfe\\xff\", t = 3 : bogus} : () -> i32\n"));
  }

  @Test
  void anUnknownEscapeIsLocatedInBytes() {
    Run r = run(bytes("func.func @f() attributes {s = \"\\xc3\\xa9\\xc3\\xa9\\q\"} {\n  return\n}\n"));
    assertThat(r.err()).startsWith("<stdin>:1:37: error: unknown escape in string literal\n");
  }

  @Test
  void aFileAndStandardInputReadAlike() throws Exception {
    byte[] in = bytes("func.func @f() attributes {s = \"\\xff\\xfe\\xc3(\"} {\n  return\n}\n");
    Path f = dir.resolve("bytes.mlir");
    Files.write(f, in);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int code = JoptMain.run(new String[] {f.toString()}, new ByteArrayInputStream(new byte[0]),
        new PrintStream(out, true, Utf8.CHARSET), new PrintStream(new ByteArrayOutputStream()));
    assertThat(code).isEqualTo(0);
    assertThat(out.toString(StandardCharsets.ISO_8859_1)).isEqualTo(run(in).out());
  }
}
