package jopt.parser;

import static com.google.common.truth.Truth.assertWithMessage;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import jopt.support.Utf8;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.Token;
import org.junit.jupiter.api.Test;

/** FastLexer must produce the tokens of the generated MlirLexer (the grammar is the spec). */
class FastLexerTest {
  private static void assertSameTokens(String text) {
    MlirLexer ref = new MlirLexer(CharStreams.fromString(text));
    ref.removeErrorListeners();
    FastLexer fast = new FastLexer(new SourceFile("t", text));
    while (true) {
      Token r = ref.nextToken();
      Token f = fast.nextToken();
      String what = "at " + r.getLine() + ":" + r.getCharPositionInLine() + " in: " + text;
      assertWithMessage(what).that(MlirLexer.VOCABULARY.getSymbolicName(f.getType()))
          .isEqualTo(MlirLexer.VOCABULARY.getSymbolicName(r.getType()));
      assertWithMessage(what).that(f.getText()).isEqualTo(r.getText());
      assertWithMessage(what).that(f.getStartIndex()).isEqualTo(r.getStartIndex());
      assertWithMessage(what).that(f.getLine()).isEqualTo(r.getLine());
      // Columns: the same chars as the generated lexer's; reported in bytes, as mlir-opt counts.
      int col = FastLexer.charColumn(f);
      assertWithMessage(what).that(col).isEqualTo(r.getCharPositionInLine());
      assertWithMessage(what).that(f.getCharPositionInLine())
          .isEqualTo(Utf8.byteLength(text, f.getStartIndex() - col, f.getStartIndex()));
      if (r.getType() == Token.EOF) {
        return;
      }
    }
  }

  @Test
  void aFileOfBytesIsLexedAsItsText() {
    String[] cases = {"%a = \"t.op\"() {s = \"x\"} : () -> i32\n",
      "%a = \"t.op\"() {s = \"\u00e9\u4e2d\"} : () -> i32 // \u00fc\n"};
    for (String text : cases) {
      byte[] utf8 = text.getBytes(java.nio.charset.StandardCharsets.UTF_8);
      SourceFile f = SourceFile.ofUtf8("t", utf8);
      assertWithMessage(text).that(f.getText()).isEqualTo(text);
      assertWithMessage(text).that(f.asciiBytes())
          .isEqualTo(new SourceFile("t", text).asciiBytes());
    }
    // Not UTF-8: the invalid byte is kept (as Utf8 escapes it), as mlir-opt keeps it.
    byte[] bad = {'%', 'a', (byte) 0xFF, '\n'};
    assertWithMessage("invalid").that(SourceFile.ofUtf8("t", bad).getText()).isEqualTo("%a\uDCFF\n");
  }

  @Test
  void trickyTokens() {
    String[] cases = {
      "", "  // c\n", "%0 %arg0 %a.b-c %12abc % ^bb0 ^ #map #-} #-a {-# { -> - ... .. . :: : @f @\"q r\" @ @\"x",
      "i32 i0 si8 ui16 i32x i32.x s u si u0 f32 f32x bf16 f8E4M3FN f8E4M3FNU index indexx dense_resource",
      "affine_map affine_set true false unit loc at atx memref memrefs x4xf32 4x?x8xf32 0xf32 0x1F 0x 1.5 1. 1.5e3 1.5e 1.5e+ 1.5E-2x",
      "\"abc\" \"a\\\"b\" \"unterminated\n\"x\\\n \"\\n\" $ ` \u00e9 / /x", "a\r\nb\tc = , < > } ( ) [ ] ? + * |",
      "!foo.bar<\"x\"> #foo<bar> !t = tensor<*xf32>", "0 00 007.5 123456789012345678901234567890",
    };
    for (String c : cases) {
      assertSameTokens(c);
    }
  }

  @Test
  void litFiles() throws IOException {
    Path root = Path.of("../lit-tests");
    if (!Files.isDirectory(root)) {
      return;
    }
    try (Stream<Path> files = Files.walk(root)) {
      // The tests' own files, not what a lit run wrote under Output/ (large generated inputs).
      for (Path p : (Iterable<Path>) files
          .filter(f -> f.toString().endsWith(".mlir"))
          .filter(f -> !root.relativize(f).toString().matches("(.*/)?Output/.*"))::iterator) {
        assertSameTokens(Files.readString(p));
      }
    }
  }

  @Test
  void shortTokenTextsAreSharedPerSpellingAcrossTableGrowth() {
    StringBuilder sb = new StringBuilder();
    for (int round = 0; round < 2; round++) {
      for (int i = 0; i < 5000; i++) {
        sb.append("%v").append(i).append(" \u00e9x").append(i % 7).append('\n');
      }
    }
    String text = sb.toString();
    FastLexer lexer = new FastLexer(new SourceFile("t", text));
    java.util.Map<String, String> first = new java.util.HashMap<>();
    for (Token t = lexer.nextToken(); t.getType() != Token.EOF; t = lexer.nextToken()) {
      String s = t.getText();
      assertWithMessage("text").that(s)
          .isEqualTo(text.substring(t.getStartIndex(), t.getStopIndex() + 1));
      String earlier = first.putIfAbsent(s, s);
      assertWithMessage("same string for %s", s).that(earlier == null || earlier == s).isTrue();
    }
    assertWithMessage("spellings").that(first.size()).isGreaterThan(5000);
  }
}
