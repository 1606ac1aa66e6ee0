package jopt.passes.hlodeallocation.llvm;

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

/**
 * hlo-convert-deallocation-ops-to-llvm beyond the exact outputs of
 * lit-tests/Transforms/Deallocation/convert-to-llvm.mlir: where the stack arrays go, nested
 * symbol tables, function types left alone, no change on failure, and ops built by the pass
 * being indistinguishable from parsed ones.
 */
class ConvertDeallocationOpsToLLVMPassTest {
  private final MLIRContext ctx = Dialects.registerAll(new MLIRContext());
  private final List<String> diagnostics = new ArrayList<>();

  ConvertDeallocationOpsToLLVMPassTest() {
    ctx.allowUnregisteredDialects(true);
    ctx.getDiagEngine().setHandler(d -> diagnostics.add(d.getMessage()));
  }

  private Operation parse(String text) {
    Operation module = Parser.parseSourceString(ctx, text, "t.mlir");
    assertThat(module).isNotNull();
    return module;
  }

  /** Runs the pass registered as {@code name} on every function of the module; false when it fails. */
  private boolean run(Operation module, String name) {
    return runPipeline(module, "func.func(" + name + ")");
  }

  private boolean runPipeline(Operation module, String pipeline) {
    PassManager pm = new PassManager(ctx, "builtin.module");
    try {
      PassPipelineParser.parse(pipeline, pm, Passes.createRegistry());
    } catch (Exception e) {
      throw new AssertionError(e);
    }
    boolean ok = pm.run(module);
    ctx.getDiagEngine().flush();
    return ok;
  }

  private static String print(Operation op) {
    return AsmPrinter.print(op, PrintingFlags.defaults());
  }

  private static String generic(Operation op) {
    return AsmPrinter.print(op, PrintingFlags.defaults().withGenericOpForm(true));
  }

  private static final String RETAIN = "%r:2 = deallocation.retain(%m, %n) of(%o, %p) : "
      + "(memref<4xf32>, memref<4xf32>, !deallocation.ownership, !deallocation.ownership) -> "
      + "(!deallocation.ownership, !deallocation.ownership)\n";

  @Test
  void bothNamesLowerTheSame() {
    String text = """
        func.func @f(%m: memref<4xf32>, %n: memref<4xf32>, %o: !deallocation.ownership, %p: !deallocation.ownership) -> !deallocation.ownership {
          """ + RETAIN + """
          deallocation.free %r#1
          return %r#0 : !deallocation.ownership
        }
        """;
    Operation a = parse(text);
    Operation b = parse(text);
    assertThat(run(a, "hlo-convert-deallocation-ops-to-llvm")).isTrue();
    assertThat(run(b, "convert-deallocation-ops-to-llvm")).isTrue();
    assertThat(print(a)).isEqualTo(print(b));
    assertThat(print(a)).doesNotContain(" deallocation.");
  }

  /** What the pass builds carries the properties mlir-opt's parser would give it. */
  @Test
  void builtOpsEqualParsedOnes() {
    Operation module = parse("""
        func.func @f(%m: memref<4xf32>, %n: memref<4xf32>, %o: !deallocation.ownership, %p: !deallocation.ownership) -> (!deallocation.ownership, index) {
          """ + RETAIN + """
          deallocation.free %r#1
          %i = deallocation.get_buffer %m : memref<4xf32>
          %z = deallocation.null
          return %r#0, %i : !deallocation.ownership, index
        }
        """);
    assertThat(run(module, "hlo-convert-deallocation-ops-to-llvm")).isTrue();
    Operation reparsed = parse(print(module));
    assertThat(generic(module)).isEqualTo(generic(reparsed));
  }

  @Test
  void arraysLeaveSequentialLoopsButNotParallelOnes() {
    Operation module = parse("""
        func.func @f(%lb: index, %ub: index, %c: i1, %m: memref<4xf32>, %n: memref<4xf32>, %o: !deallocation.ownership, %p: !deallocation.ownership) {
          scf.for %i = %lb to %ub step %ub {
            %w = scf.while (%a = %c) : (i1) -> i1 {
              scf.condition(%a) %a : i1
            } do {
            ^bb0(%b: i1):
              scf.execute_region {
                """ + RETAIN + """
                "test.use"(%r#0, %r#1) : (!deallocation.ownership, !deallocation.ownership) -> ()
                scf.yield
              }
              scf.yield %b : i1
            }
          }
          scf.parallel (%j) = (%lb) to (%ub) step (%ub) {
            scf.for %k = %lb to %ub step %ub {
              """ + RETAIN + """
              "test.use"(%r#0, %r#1) : (!deallocation.ownership, !deallocation.ownership) -> ()
            }
            scf.reduce
          }
          return
        }
        """);
    assertThat(run(module, "hlo-convert-deallocation-ops-to-llvm")).isTrue();
    List<Operation> allocas = new ArrayList<>();
    module.walk(op -> {
      if (op.getName().equals("llvm.alloca")) {
        allocas.add(op);
      }
    });
    assertThat(allocas).hasSize(4);
    // The first retain's arrays: in the function's entry block.
    assertThat(allocas.get(0).getParentOp().getName()).isEqualTo("func.func");
    assertThat(allocas.get(1).getParentOp().getName()).isEqualTo("func.func");
    // The second one's: at the start of the parallel body, not in the inner loop.
    assertThat(allocas.get(2).getParentOp().getName()).isEqualTo("scf.parallel");
    assertThat(allocas.get(3).getParentOp().getName()).isEqualTo("scf.parallel");
    assertThat(allocas.get(2).getBlock().getFirstOp().getName()).isEqualTo("llvm.mlir.constant");
  }

  @Test
  void declarationsGoToTheNearestModuleOnce() {
    Operation module = parse("""
        module {
          func.func @a(%o: !deallocation.ownership) {
            deallocation.free %o
            deallocation.free %o
            return
          }
          module @inner {
            func.func @b(%o: !deallocation.ownership) {
              deallocation.free %o
              return
            }
          }
          func.func @c(%o: !deallocation.ownership) {
            deallocation.free %o
            return
          }
        }
        """);
    assertThat(runPipeline(module, "func.func(hlo-convert-deallocation-ops-to-llvm),"
        + "builtin.module(func.func(hlo-convert-deallocation-ops-to-llvm))")).isTrue();
    String out = print(module);
    assertThat(out.split("llvm.func @free\\(!llvm.ptr\\)", -1)).hasLength(3);
    assertThat(out).contains("module {\n  llvm.func @free(!llvm.ptr)\n");
    assertThat(out).contains("module @inner {\n    llvm.func @free(!llvm.ptr)\n");
    assertThat(out).doesNotContain("retainBuffers");
  }

  /** Types are not converted where no deallocation op is (a partial conversion, as the original). */
  @Test
  void ownershipInFunctionTypesIsKept() {
    Operation module = parse("""
        func.func private @g(!deallocation.ownership) -> !deallocation.ownership
        func.func @f() -> ((!deallocation.ownership) -> !deallocation.ownership) {
          %f = func.constant @g : (!deallocation.ownership) -> !deallocation.ownership
          return %f : (!deallocation.ownership) -> !deallocation.ownership
        }
        """);
    String before = print(module);
    assertThat(run(module, "hlo-convert-deallocation-ops-to-llvm")).isTrue();
    assertThat(print(module)).isEqualTo(before);
  }

  @Test
  void failureChangesNothing() {
    String text = """
        func.func @f(%m: memref<2xf32>, %s: memref<2xf32, 3>) -> (!deallocation.ownership, !deallocation.ownership) {
          %a = deallocation.own %m : memref<2xf32>
          %b = deallocation.own %s : memref<2xf32, 3>
          return %a, %b : !deallocation.ownership, !deallocation.ownership
        }
        """;
    Operation module = parse(text);
    String before = print(module);
    assertThat(run(module, "hlo-convert-deallocation-ops-to-llvm")).isFalse();
    assertThat(print(module)).isEqualTo(before);
    assertThat(diagnostics).containsExactly("'deallocation.own' op cannot lower the allocated "
        + "pointer of a memref outside the default memory space: 'memref<2xf32, 3>'");
  }

  @Test
  void descriptorTypes() {
    assertThat(ConvertDeallocationOpsToLLVMPass.descriptorType(0).toString())
        .isEqualTo("!llvm.struct<(ptr, ptr, i64)>");
    assertThat(ConvertDeallocationOpsToLLVMPass.descriptorType(3).toString())
        .isEqualTo("!llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>");
    assertThat(ConvertDeallocationOpsToLLVMPass.runtimeType("retainBuffers").toString())
        .isEqualTo("!llvm.func<void (i64, ptr, i64, ptr)>");
  }
}
