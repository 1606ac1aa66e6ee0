package jopt.ir.asm;

import static com.google.common.truth.Truth.assertThat;

import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.parser.Parser;
import org.junit.jupiter.api.Test;

/** Printing the functions of a module in parallel gives the text of printing in one thread. */
class ParallelPrintTest {
  private static final String TOP = "#map = affine_map<(d0) -> (d0 + 1)>\n"
      + "%t = \"test.top\"() : () -> i32\n"
      + "\"test.region\"() ({\n  \"test.use\"(%t) : (i32) -> ()\n}) : () -> ()\n";

  private static String function(int i) {
    return "func.func private @f" + i + "(%arg0: memref<?xf32>, %n: index, %b: i1) -> f32 {\n"
        + "  %c0 = arith.constant 0 : index\n"
        + "  %c1 = arith.constant 1 : index\n"
        + "  %init = arith.constant " + i + ".5 : f32\n"
        + "  %alloc = memref.alloc(%n) {map = #map} : memref<?xf32>\n"
        // Aliases first seen in different functions, some nested in others (a set inside an
        // array next to a map), and locations: deferrable on ops, not on block arguments.
        + "  \"test.aliases\"() {m = affine_map<(d0) -> (d0 * " + (i % 5) + ")>, "
        + "a = [affine_set<(d0) : (d0 - " + (i % 3) + " >= 0)>, affine_map<(d0) -> (d0 floordiv "
        + (i % 4 + 2) + ")>]} : () -> () loc(\"g.mlir\":" + (i % 6) + ":1)\n"
        + "  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (f32) {\n"
        + "    %x = memref.load %arg0[%i] : memref<?xf32>\n"
        + "    %y = arith.addf %x, %acc : f32\n"
        + "    scf.yield %y : f32\n"
        + "  }\n"
        + "  %p:2 = \"test.pair\"() : () -> (i32, i64)\n"
        + "  cf.cond_br %b, ^bb1(%r : f32), ^bb2\n"
        + "^bb1(%v: f32 loc(\"g.mlir\":" + ((i + 3) % 6) + ":1)):\n"
        + "  \"test.use\"(%p#1, %alloc) : (i64, memref<?xf32>) -> ()\n"
        + "  return %v : f32\n"
        + "^bb2:\n"
        + "  cf.br ^bb1(%init : f32)\n"
        + "}\n";
  }

  private static Operation parse(int threads) {
    StringBuilder sb = new StringBuilder(TOP);
    for (int i = 0; i < 30; i++) {
      sb.append(function(i));
    }
    sb.append("\"test.after\"(%t) : (i32) -> ()\n");
    MLIRContext ctx = new MLIRContext();
    jopt.dialects.Dialects.registerAll(ctx);
    ctx.allowUnregisteredDialects(true);
    ctx.setNumThreads(threads);
    Operation m = Parser.parseSourceString(ctx, sb.toString(), "t.mlir");
    assertThat(m).isNotNull();
    return m;
  }

  private static String print(Operation m, PrintingFlags flags) {
    StringBuilder sb = new StringBuilder();
    AsmPrinter.print(m, flags, sb, BuiltinAliases::aliasName, 1);
    return sb.toString();
  }

  @Test
  void sameTextAsOneThread() {
    Operation parallel = parse(3);
    Operation sequential = parse(1);
    assertThat(ParallelPrint.of(parallel, PrintingFlags.defaults(), 1)).isNotNull();
    assertThat(ParallelPrint.of(sequential, PrintingFlags.defaults(), 1)).isNull();
    for (PrintingFlags flags : new PrintingFlags[] {PrintingFlags.defaults(),
        PrintingFlags.defaults().withDebugInfo(true), PrintingFlags.defaults().withGenericOpForm(true)}) {
      assertThat(print(parallel, flags)).isEqualTo(print(sequential, flags));
    }
    // Streamed in pieces, in order, with the same text.
    for (Operation m : new Operation[] {parallel, sequential}) {
      java.util.List<String> pieces = new java.util.ArrayList<>();
      AsmPrinter.print(m, PrintingFlags.defaults(), text -> pieces.add(text.toString()), 1, 2000);
      assertThat(pieces.size()).isGreaterThan(3);
      assertThat(String.join("", pieces)).isEqualTo(print(m, PrintingFlags.defaults()));
    }
    // Function-local numbering (generic form numbers uniquely, in one thread).
    assertThat(print(parallel, PrintingFlags.defaults())).contains("    %alloc = memref.alloc(%arg1)");
  }

  /** One function of many ops (more than ParallelPrint.MIN_BLOCK_OPS), with aliases, nested regions and named values. */
  private static Operation oneFunction(int threads) {
    StringBuilder sb = new StringBuilder("func.func @big(%arg0: memref<?xf32>, %n: index, %b: i1) -> f32 {\n"
        + "  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n"
        + "  %acc0 = arith.constant 0.0 : f32\n");
    for (int i = 0; i < 6000; i++) {
      String prev = "%acc" + i;
      sb.append("  %x").append(i).append(" = memref.load %arg0[%c").append(i % 2).append("] : memref<?xf32>\n");
      if (i % 700 == 0) {
        // Named in the block (%alloc, %alloc_0, ...): the names the loops below must avoid.
        sb.append("  %m").append(i).append(" = memref.alloc(%n) : memref<?xf32>\n");
      }
      if (i % 500 == 250) {
        // Regions in regions, with names taken in the block (%c0, %alloc) and by siblings.
        sb.append("  %acc").append(i + 1).append(" = scf.for %i = %c0 to %n step %c1 iter_args(%a = ")
            .append(prev).append(") -> (f32) {\n")
            .append("    %k = arith.constant 0 : index\n")
            .append("    %m = memref.alloc(%k) : memref<?xf32>\n")
            .append("    %y = arith.addf %a, %x").append(i).append(" : f32\n")
            .append("    %z = scf.if %b -> (f32) {\n")
            .append("      %m2 = memref.alloc(%i) : memref<?xf32>\n")
            .append("      memref.dealloc %m2 : memref<?xf32>\n")
            .append("      scf.yield %y : f32\n")
            .append("    } else {\n      scf.yield %a : f32\n    }\n")
            .append("    memref.dealloc %m : memref<?xf32>\n")
            .append("    scf.yield %z : f32\n  }\n");
      } else if (i % 500 == 0) {
        sb.append("  %acc").append(i + 1).append(" = scf.for %i = %c0 to %n step %c1 iter_args(%a = ").append(prev)
            .append(") -> (f32) {\n    %y = arith.addf %a, %x").append(i).append(" : f32\n    scf.yield %y : f32\n  }\n");
      } else {
        sb.append("  %acc").append(i + 1).append(" = arith.addf ").append(prev).append(", %x").append(i)
            .append(" : f32 loc(\"g.mlir\":").append(i % 7).append(":1)\n");
      }
      if (i % 1000 == 0) {
        sb.append("  \"test.aliases\"() {m = affine_map<(d0) -> (d0 * ").append(i / 1000).append(")>} : () -> ()\n");
      }
    }
    sb.append("  return %acc6000 : f32\n}\n");
    MLIRContext ctx = new MLIRContext();
    jopt.dialects.Dialects.registerAll(ctx);
    ctx.allowUnregisteredDialects(true);
    ctx.setNumThreads(threads);
    Operation m = Parser.parseSourceString(ctx, sb.toString(), "t.mlir");
    assertThat(m).isNotNull();
    return m;
  }

  @Test
  void oneLargeFunctionPrintsInChunksAsInOneThread() {
    Operation parallel = oneFunction(3);
    Operation sequential = oneFunction(1);
    assertThat(ParallelPrint.of(parallel, PrintingFlags.defaults(), 1)).isNotNull();
    for (PrintingFlags flags : new PrintingFlags[] {PrintingFlags.defaults(),
        PrintingFlags.defaults().withDebugInfo(true), PrintingFlags.defaults().withGenericOpForm(true)}) {
      assertThat(print(parallel, flags)).isEqualTo(print(sequential, flags));
    }
    java.util.List<String> pieces = new java.util.ArrayList<>();
    AsmPrinter.print(parallel, PrintingFlags.defaults(), text -> pieces.add(text.toString()), 1, 2000);
    assertThat(String.join("", pieces)).isEqualTo(print(sequential, PrintingFlags.defaults()));
  }
}
