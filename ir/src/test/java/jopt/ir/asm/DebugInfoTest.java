package jopt.ir.asm;

import static com.google.common.truth.Truth.assertThat;
import static jopt.ir.asm.TestIR.I32;
import static jopt.ir.asm.TestIR.body;

import java.util.List;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Value;
import jopt.ir.asm.TestIR.B;
import org.junit.jupiter.api.Test;

/**
 * Location printing with {@code --mlir-print-debuginfo}: op locations become {@code #loc}
 * aliases defined after the module, block argument locations are printed inline (their
 * aliases, and those of what they contain, are defined before the module).
 */
class DebugInfoTest {
  private final MLIRContext ctx = TestIR.context();

  private static Location flc(String f, int l, int c) {
    return new Location.FileLineCol(f, l, c);
  }

  /*
   * Oracle input:
   * module {
   *   func.func @f(%a: i32 loc("x.mlir":1:2), %b: i32) {
   *     %0 = "test.a"(%a) : (i32) -> i32 loc("x.mlir":3:4)
   *     %1 = "test.b"(%0) : (i32) -> i32 loc(fused["a.mlir":1:1, "b.mlir":2:2])
   *     %2 = "test.c"(%0) : (i32) -> i32 loc(callsite("a.mlir":1:1 at "c.mlir":5:5))
   *     %3 = "test.d"(%0) : (i32) -> i32 loc("nm"("x.mlir":3:4))
   *     %4 = "test.e"(%0) : (i32) -> i32 loc("x.mlir":3:4)
   *     %5 = "test.f"(%0) : (i32) -> i32 loc(unknown)
   *     "test.r"() ({
   *     ^bb0(%q: i32 loc(fused["q.mlir":1:1, "x.mlir":3:4])):
   *       "test.t"() : () -> () loc("n2")
   *     }) : () -> () loc("d.mlir":9:5)
   *     "test.br"(%0)[^bb1] : (i32) -> () loc("d.mlir":13:5)
   *   ^bb1(%z: i32 loc("z.mlir":9:9)):
   *     return loc("d.mlir":15:5)
   *   } loc("d.mlir":2:3)
   * } loc("d.mlir":1:1)
   */
  private Operation build() {
    Operation module = TestIR.module(ctx);
    module.setLoc(flc("d.mlir", 1, 1));
    Operation f = TestIR.func(ctx, body(module), "f", List.of(I32, I32));
    f.setLoc(flc("d.mlir", 2, 3));
    Region fr = f.getRegion(0);
    ((BlockArgument) fr.front().getArgument(0)).setLoc(flc("x.mlir", 1, 2));
    ((BlockArgument) fr.front().getArgument(1)).setLoc(flc("d2.mlir", 2, 43));
    Value a = fr.front().getArgument(0);
    B b = new B(ctx, fr.front());
    b.loc = flc("x.mlir", 3, 4);
    Value v0 = b.op("test.a", List.of(a), List.of(I32)).getResult(0);
    b.loc = new Location.Fused(List.of(flc("a.mlir", 1, 1), flc("b.mlir", 2, 2)), null);
    b.op("test.b", List.of(v0), List.of(I32));
    b.loc = new Location.CallSite(flc("a.mlir", 1, 1), flc("c.mlir", 5, 5));
    b.op("test.c", List.of(v0), List.of(I32));
    b.loc = new Location.Name("nm", flc("x.mlir", 3, 4));
    b.op("test.d", List.of(v0), List.of(I32));
    b.loc = flc("x.mlir", 3, 4);
    b.op("test.e", List.of(v0), List.of(I32));
    b.loc = Location.UNKNOWN;
    b.op("test.f", List.of(v0), List.of(I32));
    Region r = new Region();
    Block rb = r.emplaceBlock();
    rb.addArgument(I32, new Location.Fused(List.of(flc("q.mlir", 1, 1), flc("x.mlir", 3, 4)), null));
    B inner = new B(ctx, rb);
    inner.loc = new Location.Name("n2", Location.UNKNOWN);
    inner.op("test.t", List.of(), List.of());
    b.loc = flc("d.mlir", 9, 5);
    b.op("test.r", List.of(), List.of(), List.of(), List.of(), List.of(r));
    Block bb1 = new Block();
    fr.push_back(bb1);
    bb1.addArgument(I32, flc("z.mlir", 9, 9));
    b.loc = flc("d.mlir", 13, 5);
    b.op("test.br", List.of(v0), List.of(), List.of(), List.of(bb1), List.of());
    b.block = bb1;
    b.loc = flc("d.mlir", 15, 5);
    b.op("func.return", List.of(), List.of());
    return module;
  }

  @Test
  void locationAliases() {
    String s = AsmPrinter.print(build(), PrintingFlags.defaults().withDebugInfo(true));
    assertThat(s).isEqualTo("""
        #loc2 = loc("x.mlir":1:2)
        #loc3 = loc("d2.mlir":2:43)
        #loc4 = loc("x.mlir":3:4)
        #loc10 = loc("q.mlir":1:1)
        #loc13 = loc("z.mlir":9:9)
        #loc18 = loc(fused[#loc10, #loc4])
        module {
          func.func @f(%arg0: i32 loc("x.mlir":1:2), %arg1: i32 loc("d2.mlir":2:43)) {
            %0 = "test.a"(%arg0) : (i32) -> i32 loc(#loc4)
            %1 = "test.b"(%0) : (i32) -> i32 loc(#loc15)
            %2 = "test.c"(%0) : (i32) -> i32 loc(#loc16)
            %3 = "test.d"(%0) : (i32) -> i32 loc(#loc17)
            %4 = "test.e"(%0) : (i32) -> i32 loc(#loc4)
            %5 = "test.f"(%0) : (i32) -> i32 loc(#loc8)
            "test.r"() ({
            ^bb0(%arg2: i32 loc(fused[#loc10, #loc4])):
              "test.t"() : () -> () loc(#loc11)
            }) : () -> () loc(#loc9)
            "test.br"(%0)[^bb1] : (i32) -> () loc(#loc12)
          ^bb1(%6: i32 loc("z.mlir":9:9)):  // pred: ^bb0
            return loc(#loc14)
          } loc(#loc1)
        } loc(#loc)
        #loc = loc("d.mlir":1:1)
        #loc1 = loc("d.mlir":2:3)
        #loc5 = loc("a.mlir":1:1)
        #loc6 = loc("b.mlir":2:2)
        #loc7 = loc("c.mlir":5:5)
        #loc8 = loc(unknown)
        #loc9 = loc("d.mlir":9:5)
        #loc11 = loc("n2")
        #loc12 = loc("d.mlir":13:5)
        #loc14 = loc("d.mlir":15:5)
        #loc15 = loc(fused[#loc5, #loc6])
        #loc16 = loc(callsite(#loc5 at #loc7))
        #loc17 = loc("nm"(#loc4))
        """);
  }

  /** {@code --mlir-print-local-scope}: locations inline, no aliases, no trailing newline. */
  @Test
  void localScope() {
    String s = AsmPrinter.print(build(), PrintingFlags.defaults().withDebugInfo(true).withLocalScope(true));
    assertThat(s).isEqualTo("""
        module {
          func.func @f(%arg0: i32 loc("x.mlir":1:2), %arg1: i32 loc("d2.mlir":2:43)) {
            %0 = "test.a"(%arg0) : (i32) -> i32 loc("x.mlir":3:4)
            %1 = "test.b"(%0) : (i32) -> i32 loc(fused["a.mlir":1:1, "b.mlir":2:2])
            %2 = "test.c"(%0) : (i32) -> i32 loc(callsite("a.mlir":1:1 at "c.mlir":5:5))
            %3 = "test.d"(%0) : (i32) -> i32 loc("nm"("x.mlir":3:4))
            %4 = "test.e"(%0) : (i32) -> i32 loc("x.mlir":3:4)
            %5 = "test.f"(%0) : (i32) -> i32 loc(unknown)
            "test.r"() ({
            ^bb0(%arg2: i32 loc(fused["q.mlir":1:1, "x.mlir":3:4])):
              "test.t"() : () -> () loc("n2")
            }) : () -> () loc("d.mlir":9:5)
            "test.br"(%0)[^bb1] : (i32) -> () loc("d.mlir":13:5)
          ^bb1(%6: i32 loc("z.mlir":9:9)):  // pred: ^bb0
            return loc("d.mlir":15:5)
          } loc("d.mlir":2:3)
        } loc("d.mlir":1:1)""");
  }
}
