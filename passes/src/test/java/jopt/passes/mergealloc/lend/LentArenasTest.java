package jopt.passes.mergealloc.lend;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import jopt.dialects.Dialects;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.interfaces.SymbolTable;
import jopt.parser.Parser;
import org.junit.jupiter.api.Test;
import static com.google.common.truth.Truth.assertThat;


/**
 * Callees before callers, with the functions on a cycle of calls marked (they keep their
 * arenas).
 */
class LentArenasTest {
  private static Operation parse(String text) {
    MLIRContext ctx = Dialects.registerAll(new MLIRContext().allowUnregisteredDialects(true));
    return Parser.parseSourceString(ctx, text, "t.mlir");
  }

  @Test
  void aRegionOpUsingMemrefsInsideIsAnalyzed() {
    // @scratch comes first (callees first) and lends its arena; in @main the store inside the
    // unknown op is an access by that op (it was refused: the whole module stayed as it was).
    Operation module = parse("""
        func.func private @scratch(%x: f32) -> f32 {
          %c0 = arith.constant 0 : index
          %t = memref.alloc() : memref<16xf32>
          linalg.fill ins(%x : f32) outs(%t : memref<16xf32>)
          %v = memref.load %t[%c0] : memref<16xf32>
          return %v : f32
        }
        func.func @main(%x: f32) -> f32 {
          %c0 = arith.constant 0 : index
          %t = memref.alloc() : memref<16xf32>
          "test.region"() ({
            memref.store %x, %t[%c0] : memref<16xf32>
            "test.end"() : () -> ()
          }) : () -> ()
          %s = func.call @scratch(%x) : (f32) -> f32
          return %s : f32
        }
        """);
    List<String> errors = new java.util.ArrayList<>();
    module.getContext().getDiagEngine().setHandler(d -> errors.add(d.getMessage()));
    jopt.passmanager.PassManager pm = jopt.passmanager.PassManager.parse(module.getContext(),
        "builtin.module(jopt-merge-alloc)", jopt.passes.Passes.createRegistry());
    assertThat(pm.run(module)).isTrue();
    assertThat(errors).isEmpty();
    String after = jopt.ir.asm.AsmPrinter.printOp(module);
    assertThat(after).contains("\"test.region\"() ({\n      memref.store %arg0, %view[%c0]");
    assertThat(after).doesNotContain("memref.alloc() : memref<16xf32>");
  }

  @Test
  void calleesComeFirstAndCyclesAreMarked() {
    Operation module = parse("""
        func.func @main() {
          func.call @a() : () -> ()
          func.call @even() : () -> ()
          return
        }
        func.func @a() {
          func.call @b() : () -> ()
          return
        }
        func.func @b() {
          return
        }
        func.func @even() {
          func.call @odd() : () -> ()
          return
        }
        func.func @odd() {
          func.call @even() : () -> ()
          func.call @b() : () -> ()
          return
        }
        func.func @self() {
          func.call @self() : () -> ()
          return
        }
        """);
    Set<Operation> recursive = new HashSet<>();
    List<String> order = LentArenas.calleesFirst(BorrowedArguments.definedFunctions(module),
        recursive).stream().map(SymbolTable::getSymbolName).toList();
    assertThat(order).containsExactly("main", "a", "b", "even", "odd", "self");
    assertThat(order.indexOf("b")).isLessThan(order.indexOf("a"));
    assertThat(order.indexOf("a")).isLessThan(order.indexOf("main"));
    assertThat(order.indexOf("b")).isLessThan(order.indexOf("odd"));
    assertThat(order.indexOf("odd")).isLessThan(order.indexOf("main"));
    assertThat(recursive.stream().map(SymbolTable::getSymbolName).toList())
        .containsExactly("even", "odd", "self");
  }

  @Test
  void aChainOfCallsIsNotRecursedInto() {
    StringBuilder text = new StringBuilder();
    int n = 50_000;
    for (int i = 0; i < n; i++) {
      text.append("func.func @f").append(i).append("() {\n");
      if (i + 1 < n) {
        text.append("  func.call @f").append(i + 1).append("() : () -> ()\n");
      }
      text.append("  return\n}\n");
    }
    Set<Operation> recursive = new HashSet<>();
    List<Operation> order = LentArenas.calleesFirst(
        BorrowedArguments.definedFunctions(parse(text.toString())), recursive);
    assertThat(SymbolTable.getSymbolName(order.get(0))).isEqualTo("f" + (n - 1));
    assertThat(SymbolTable.getSymbolName(order.get(n - 1))).isEqualTo("f0");
    assertThat(recursive).isEmpty();
  }
}
