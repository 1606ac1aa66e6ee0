package jopt.parser;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Diagnostic;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.asm.AsmPrinter;
import jopt.ir.asm.PrintingFlags;
import org.junit.jupiter.api.Test;

/** Parsing in chunks gives the module of a sequential parse, or declines without a diagnostic. */
class ChunkedParseTest {
  private final List<Diagnostic> diags = new ArrayList<>();

  private MLIRContext context(int threads) {
    MLIRContext ctx = new MLIRContext();
    jopt.dialects.Dialects.registerAll(ctx);
    ctx.allowUnregisteredDialects(true);
    ctx.setNumThreads(threads);
    ctx.getDiagEngine().setHandler(diags::add);
    return ctx;
  }

  private static String function(int i) {
    return "func.func @f" + i + "(%arg0: !buf, %n: index) -> f32 {\n"
        + "  %c0 = arith.constant 0 : index\n"
        + "  %c1 = arith.constant 1 : index\n"
        + "  %init = arith.constant " + i + ".5 : f32\n"
        + "  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (f32) {\n"
        + "    %x = memref.load %arg0[%i] : !buf\n"
        + "    %y = arith.addf %x, %acc : f32\n"
        + "    scf.yield %y : f32\n"
        + "  }\n"
        + "  \"test.use\"(%r) {map = #map} : (f32) -> ()\n"
        + "  return %r : f32\n"
        + "}\n"
        + (i % 3 == 0 ? "\n" : "")
        + (i % 5 == 0 ? "// a comment\n" : "");
  }

  private static String file(int functions, String extraAfterFirst) {
    StringBuilder sb = new StringBuilder("// prelude\n#map = affine_map<(d0) -> (d0 + 1)>\n!buf = memref<?xf32>\n\n");
    for (int i = 0; i < functions; i++) {
      sb.append(function(i));
      if (i == 0) {
        sb.append(extraAfterFirst);
      }
    }
    return sb.toString();
  }

  private static String print(Operation m) {
    return AsmPrinter.print(m, PrintingFlags.defaults().withDebugInfo(true));
  }

  private Operation chunked(String text) {
    return ChunkedParse.tryParse(context(3), new SourceFile("t.mlir", text, 7), 0, 1);
  }

  @Test
  void chunksMakeTheSequentialModule() {
    String text = file(40, "");
    Operation m = chunked(text);
    assertThat(m).isNotNull();
    Operation seq = Parser.parseSource(context(1), new SourceFile("t.mlir", text, 7));
    assertThat(print(m)).isEqualTo(print(seq));
    assertThat(diags).isEmpty();
  }

  @Test
  void declinesWithoutDiagnosticsWhenAChunkCannotStandAlone() {
    String[] extras = {
      "#late = affine_map<(d0) -> (d0)>\n",                       // alias after the first op
      "%v = \"test.def\"() : () -> i32\n",                        // named top-level result
      "\"test.use\"(%v) : (i32) -> ()\n",                          // use of an undefined value
      "func.func @g() {\n  return loc(#later)\n}\n",              // deferred location alias
      "func.func @bad() {\n  %x = arith.constant : f32\n}\n",     // a parse error
      "{-#\n  dialect_resources: {}\n#-}\n",                     // file metadata
      "func.func @m() {\n  return\n} {-# #-}\n",                 // metadata after an op
    };
    for (String extra : extras) {
      diags.clear();
      assertThat(chunked(file(20, extra))).isNull();
      assertThat(diags).isEmpty();
    }
  }

  @Test
  void aChunkDoesNotReadPastItsEnd() {
    // Every function holds a dialect attribute body with what looks like a top-level op
    // boundary inside; a chunk that starts there must not be joined by the previous chunk
    // reading on into it.
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 40; i++) {
      sb.append("func.func @h").append(i).append("() {\n  \"test.op\"() {a = #foo<{\n}\n")
          .append("func.func @x").append(i).append("() {\n}>} : () -> ()\n  return\n}\n");
    }
    String text = sb.toString();
    assertThat(Parser.parseSource(context(1), new SourceFile("t.mlir", text, 7))).isNotNull();
    assertThat(diags).isEmpty();
    assertThat(chunked(text)).isNull();
    assertThat(diags).isEmpty();
  }

  @Test
  void errorsAreThoseOfTheSequentialParse() {
    String text = file(3000, "") + "func.func @bad() {\n  %x = arith.constant : f32\n}\n";
    assertThat(text.length()).isGreaterThan(ChunkedParse.MIN_CHARS);
    MLIRContext par = context(2);
    assertThat(Parser.parseSourceString(par, text, "t.mlir")).isNull();
    par.getDiagEngine().flush();
    List<String> parallel = messages();
    diags.clear();
    MLIRContext seq = context(1);
    assertThat(Parser.parseSourceString(seq, text, "t.mlir")).isNull();
    seq.getDiagEngine().flush();
    assertThat(parallel).isEqualTo(messages());
    assertThat(parallel).hasSize(1);
  }

  @Test
  void largeFilesParseInChunksThroughTheParser() {
    String text = file(3000, "");
    MLIRContext ctx = context(2);
    Operation m = Parser.parseSourceString(ctx, text, "t.mlir");
    assertThat(ChunkedParse.tryParse(context(2), new SourceFile("t.mlir", text))).isNotNull();
    assertThat(print(m)).isEqualTo(print(Parser.parseSourceString(context(1), text, "t.mlir")));
  }

  private List<String> messages() {
    List<String> r = new ArrayList<>();
    for (Diagnostic d : diags) {
      r.add(d.getLocation() + ": " + d.getMessage());
    }
    return r;
  }
}
