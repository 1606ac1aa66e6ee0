package jopt.passes.bufferization.outparams;

import jopt.ir.ods.format.FunctionSignature;
import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.Dialects;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.asm.AsmPrinter;
import jopt.parser.Parser;
import jopt.passmanager.PassManager;
import jopt.passes.Passes;
import org.junit.jupiter.api.Test;

/**
 * buffer-results-to-out-params on small modules: signatures, returns and calls. The exact text
 * is compared with mlir-opt-22 by the lit tests and the oracle test.
 */
class BufferResultsToOutParamsPassTest {
  private final List<String> errors = new ArrayList<>();

  private Operation run(String input, String options) {
    MLIRContext ctx = Dialects.registerAll(new MLIRContext());
    ctx.getDiagEngine().setHandler(d -> errors.add(d.getMessage()));
    Operation module = Parser.parseSourceString(ctx, input, "t.mlir");
    assertThat(module).isNotNull();
    PassManager pm = PassManager.parse(ctx,
        "builtin.module(buffer-results-to-out-params" + options + ")", Passes.createRegistry());
    if (!pm.run(module)) {
      ctx.getDiagEngine().flush();
      return null;
    }
    return module;
  }

  private static final String PROGRAM = """
      func.func private @make(%n: index) -> (i1, memref<4xf32>) {
        %c = arith.constant true
        %a = memref.alloc() : memref<4xf32>
        return %c, %a : i1, memref<4xf32>
      }
      func.func @use(%n: index) -> i1 {
        %c, %m = call @make(%n) : (index) -> (i1, memref<4xf32>)
        return %c : i1
      }
      """;

  @Test
  void resultsBecomeCopiedOutParamsAllocatedByTheCaller() {
    String text = AsmPrinter.printOp(run(PROGRAM, ""));
    assertThat(text).contains("func.func private @make(%arg0: index, %arg1: memref<4xf32>) -> i1");
    assertThat(text).contains("memref.copy %alloc, %arg1");
    assertThat(text).contains("%alloc = memref.alloc() : memref<4xf32>\n    %0 = call @make(%arg0, %alloc)");
    // The public function keeps its signature.
    assertThat(text).contains("func.func @use(%arg0: index) -> i1");
  }

  @Test
  void hoistedAllocationsAndResultAttributes() {
    Operation m = run(PROGRAM, "{hoist-static-allocs add-result-attr}");
    Operation make = m.getRegion(0).front().getFirstOp();
    String text = AsmPrinter.printOp(make);
    assertThat(text).doesNotContain("memref.alloc");
    assertThat(text).doesNotContain("memref.copy");
    assertThat(FunctionSignature.dictAt(make, "arg_attrs", 1).get("bufferize.result")).isNotNull();
  }

  @Test
  void dynamicResultsNeedTheirSizesAsArguments() {
    String dynamic = """
        func.func private @make(%n: index) -> memref<?xf32> {
          %a = memref.alloc(%n) : memref<?xf32>
          return %a : memref<?xf32>
        }
        func.func @use(%n: index) {
          %m = call @make(%n) : (index) -> memref<?xf32>
          return
        }
        """;
    assertThat(run(dynamic, "")).isNull();
    assertThat(errors).containsExactly("cannot create out param for dynamically shaped result");
    errors.clear();
    String text = AsmPrinter.printOp(run(dynamic, "{hoist-dynamic-allocs}"));
    assertThat(text).contains("%alloc = memref.alloc(%arg0) : memref<?xf32>\n    call @make(%arg0, %alloc)");
  }

  @Test
  void unsupportedLayoutsAreReported() {
    assertThat(run("""
        func.func private @f(%m: memref<8xf32>) -> memref<4xf32, strided<[2]>> {
          %v = memref.subview %m[0] [4] [2] : memref<8xf32> to memref<4xf32, strided<[2]>>
          return %v : memref<4xf32, strided<[2]>>
        }
        """, "")).isNull();
    assertThat(errors).containsExactly("cannot create out param for result with unsupported layout");
  }
}
