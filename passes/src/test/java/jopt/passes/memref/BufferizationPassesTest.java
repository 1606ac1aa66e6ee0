package jopt.passes.memref;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.Dialects;
import jopt.dialects.memref.AllocOp;
import jopt.dialects.memref.DeallocOp;
import jopt.dialects.memref.ReallocOp;
import jopt.dialects.memref.ReinterpretCastOp;
import jopt.dialects.scf.IfOp;
import jopt.dialects.tensor.EmptyOp;
import jopt.dialects.tensor.ExtractSliceOp;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.ods.OpSpec;
import jopt.parser.Parser;
import jopt.passmanager.PassManager;
import jopt.passes.Passes;
import org.junit.jupiter.api.Test;

/**
 * Upstream's small buffer passes, checked on the IR they build: expand-realloc
 * (with and without emit-deallocs), eliminate-empty-tensors and drop-equivalent-buffer-results.
 * Their exact text is compared with mlir-opt-22 by the lit tests and the oracle test.
 */
class BufferizationPassesTest {
  private static Operation run(String input, String pipeline) {
    MLIRContext ctx = Dialects.registerAll(new MLIRContext());
    List<String> errors = new ArrayList<>();
    ctx.getDiagEngine().setHandler(d -> errors.add(d.getMessage()));
    Operation module = Parser.parseSourceString(ctx, input, "t.mlir");
    assertThat(module).isNotNull();
    assertThat(PassManager.parse(ctx, pipeline, Passes.createRegistry()).run(module)).isTrue();
    ctx.getDiagEngine().flush();
    assertThat(errors).isEmpty();
    return module;
  }

  private static int count(Operation root, OpSpec spec) {
    int[] n = {0};
    root.walk(op -> {
      if (spec.isa(op)) {
        n[0]++;
      }
    });
    return n[0];
  }

  private static final String REALLOC = """
      func.func @grow(%m: memref<4xf32>) -> memref<8xf32> {
        %r = memref.realloc %m : memref<4xf32> to memref<8xf32>
        return %r : memref<8xf32>
      }
      """;

  @Test
  void expandReallocBranchesOnTheSizes() {
    Operation m = run(REALLOC, "builtin.module(func.func(expand-realloc))");
    assertThat(count(m, ReallocOp.SPEC)).isEqualTo(0);
    assertThat(count(m, IfOp.SPEC)).isEqualTo(1);
    assertThat(count(m, AllocOp.SPEC)).isEqualTo(1);
    assertThat(count(m, ReinterpretCastOp.SPEC)).isEqualTo(1);
    assertThat(count(m, DeallocOp.SPEC)).isEqualTo(1);
  }

  @Test
  void expandReallocWithoutDeallocsKeepsTheSource() {
    Operation m = run(REALLOC, "builtin.module(func.func(expand-realloc{emit-deallocs=false}))");
    assertThat(count(m, ReallocOp.SPEC)).isEqualTo(0);
    assertThat(count(m, IfOp.SPEC)).isEqualTo(1);
    assertThat(count(m, DeallocOp.SPEC)).isEqualTo(0);
  }

  @Test
  void eliminateEmptyTensorsExtractsTheDestinationSubset() {
    Operation m = run("""
        func.func @f(%t: tensor<10xf32>, %v: f32) -> tensor<10xf32> {
          %e = tensor.empty() : tensor<5xf32>
          %f = linalg.fill ins(%v : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
          %r = tensor.insert_slice %f into %t[0] [5] [1] : tensor<5xf32> into tensor<10xf32>
          return %r : tensor<10xf32>
        }
        """, "builtin.module(eliminate-empty-tensors)");
    // As upstream: the fill now writes into a slice of %t; the tensor.empty stays, unused.
    assertThat(count(m, ExtractSliceOp.SPEC)).isEqualTo(1);
    List<Boolean> emptyUnused = new ArrayList<>();
    m.walk(op -> {
      if (EmptyOp.SPEC.isa(op)) {
        emptyUnused.add(op.getResult(0).useEmpty());
      }
    });
    assertThat(emptyUnused).containsExactly(true);
  }

  @Test
  void dropEquivalentBufferResultsDropsAReturnedArgument() {
    Operation m = run("""
        func.func private @id(%m: memref<4xf32>) -> memref<4xf32> {
          return %m : memref<4xf32>
        }
        func.func @caller(%m: memref<4xf32>) -> memref<4xf32> {
          %r = func.call @id(%m) : (memref<4xf32>) -> memref<4xf32>
          return %r : memref<4xf32>
        }
        """, "builtin.module(drop-equivalent-buffer-results)");
    List<Integer> results = new ArrayList<>();
    m.walk(op -> {
      if (jopt.dialects.func.CallOp.SPEC.isa(op)) {
        results.add(op.getNumResults());
      }
    });
    assertThat(results).containsExactly(0);
  }
}
