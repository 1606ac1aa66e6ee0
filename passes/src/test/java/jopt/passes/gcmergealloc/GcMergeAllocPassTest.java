package jopt.passes.gcmergealloc;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.Dialects;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.asm.AsmPrinter;
import jopt.ir.asm.PrintingFlags;
import jopt.parser.Parser;
import jopt.passmanager.PassManager;
import jopt.passmanager.PassPipelineParser;
import jopt.passes.Passes;
import org.junit.jupiter.api.Test;

/** gc-merge-alloc through the library: a rejected function is left exactly as it was. */
class GcMergeAllocPassTest {
  private final MLIRContext ctx = new MLIRContext();
  private final List<String> errors = new ArrayList<>();

  GcMergeAllocPassTest() {
    Dialects.registerAll(ctx);
    ctx.allowUnregisteredDialects(true);
    ctx.getDiagEngine().setHandler(d -> errors.add(d.getMessage()));
  }

  private static String print(Operation module) {
    StringBuilder sb = new StringBuilder();
    AsmPrinter.print(module, PrintingFlags.defaults(), sb);
    return sb.toString();
  }

  /** Runs the pipeline; returns whether it succeeded, and checks the IR is untouched if not. */
  private boolean runKeepingIrOnFailure(String pipeline, String input)
      throws PassPipelineParser.PipelineException {
    Operation module = Parser.parseSourceString(ctx, input, "t.mlir");
    String before = print(module);
    PassManager pm = new PassManager(ctx, "builtin.module");
    PassPipelineParser.parse(pipeline, pm, Passes.createTestRegistry());
    boolean ok = pm.run(module);
    ctx.getDiagEngine().flush();
    if (!ok) {
      assertThat(print(module)).isEqualTo(before);
    }
    return ok;
  }

  private static final String LATE_FAILURE = """
      func.func @f() {
        %a = memref.alloc() : memref<8xf32>
        %s = memref.alloc() : memref<8xf32, 1>
        "test.write"(%a) : (memref<8xf32>) -> ()
        "test.write"(%s) : (memref<8xf32, 1>) -> ()
        %z = memref.alloc() : memref<0xf32>
        "test.write"(%z) : (memref<0xf32>) -> ()
        return
      }
      """;

  @Test
  void anAllocationItCannotSizeLeavesTheFunctionUntouched() throws Exception {
    assertThat(runKeepingIrOnFailure("func.func(gc-merge-alloc)", LATE_FAILURE)).isFalse();
    assertThat(errors).containsExactly("Expecting static shaped allocation");
  }

  @Test
  void anUnknownPlannerWithSeveralScopesLeavesTheFunctionUntouched() throws Exception {
    String twoScopes = LATE_FAILURE.replace("memref<0xf32>", "memref<4xf32>");
    assertThat(runKeepingIrOnFailure("func.func(gc-merge-alloc{planner-options=best})",
        twoScopes)).isFalse();
    assertThat(errors).containsExactly("'func.func' op Unrecognized planner option");
  }

  @Test
  void aRegionOpItCannotAnalyzeLeavesTheFunctionUntouched() throws Exception {
    String input = """
        func.func @f() {
          %a = memref.alloc() : memref<8xf32>
          "test.write"(%a) : (memref<8xf32>) -> ()
          %b = memref.alloc() : memref<8xf32>
          "test.region"() ({
            "test.write"(%b) : (memref<8xf32>) -> ()
            "test.terminator"() : () -> ()
          }) : () -> ()
          return
        }
        """;
    assertThat(runKeepingIrOnFailure("func.func(gc-merge-alloc)", input)).isFalse();
    assertThat(runKeepingIrOnFailure("func.func(gc-merge-alloc{analysis-only})", input))
        .isFalse();
  }
}
