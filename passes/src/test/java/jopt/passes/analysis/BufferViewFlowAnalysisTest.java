package jopt.passes.analysis;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.Dialects;
import jopt.ir.Block;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.parser.Parser;
import org.junit.jupiter.api.Test;

/** The shared alias facts: direct flows and the allocations a value may point into. */
class BufferViewFlowAnalysisTest {
  private static final String PROGRAM = """
      func.func @f(%c: i1, %lb: index, %ub: index, %arg: memref<8xf32>) {
        %a = memref.alloc() : memref<8xf32>
        %b = memref.alloc() : memref<8xf32>
        %v = memref.subview %a[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
        %k = bufferization.clone %a : memref<8xf32> to memref<8xf32>
        %s = arith.select %c, %a, %arg : memref<8xf32>
        %r = scf.for %i = %lb to %ub step %lb iter_args(%it = %a) -> memref<8xf32> {
          scf.yield %b : memref<8xf32>
        }
        return
      }
      """;

  private static Block body(Operation module) {
    return module.getRegion(0).front().getFirstOp().getRegion(0).front();
  }

  @Test
  void allocationsStopAtNewBuffers() {
    MLIRContext ctx = Dialects.registerAll(new MLIRContext());
    Operation module = Parser.parseSourceString(ctx, PROGRAM, "t.mlir");
    Block body = body(module);
    List<Operation> ops = body.getOpList();
    Operation a = ops.get(0);
    Operation b = ops.get(1);
    Operation clone = ops.get(3);
    Operation loop = ops.get(5);
    BufferViewFlowAnalysis flow = new BufferViewFlowAnalysis(module);
    // A view points into its source's allocation.
    assertThat(flow.allocationsOf(ops.get(2).getResult(0))).containsExactly(a);
    // A clone is a new buffer: it points into its own allocation only.
    assertThat(flow.allocationsOf(clone.getResult(0))).containsExactly(clone);
    // An unknown op (arith.select) may return any memref operand; arguments are no allocation.
    assertThat(flow.allocationsOf(ops.get(4).getResult(0))).containsExactly(a);
    // Along the loop's edges: the init and the yielded buffer reach the iter_arg and the result.
    assertThat(flow.allocationsOf(loop.getResult(0))).containsExactly(a, b);
    assertThat(flow.allocationsOf(loop.getRegion(0).front().getArgument(1))).containsExactly(a, b);
    // The full reverse closure still goes through the clone to its source.
    assertThat(flow.resolveReverse(clone.getResult(0))).contains(a.getResult(0));
  }

  @Test
  void regionBranchFlowsPairPositions() {
    MLIRContext ctx = Dialects.registerAll(new MLIRContext());
    Operation module = Parser.parseSourceString(ctx, PROGRAM, "t.mlir");
    Operation loop = body(module).getOpList().get(5);
    Block loopBody = loop.getRegion(0).front();
    List<Value[]> entry = new ArrayList<>();
    BufferViewFlowAnalysis.forEachRegionBranchFlow(loop, null, (from, to) -> entry.add(new Value[] {from, to}));
    assertThat(entry).hasSize(2); // into the body's iter_arg and, skipping the body, the result
    assertThat(entry.get(0)[0]).isSameInstanceAs(loop.getOperand(3));
    List<Value> targets = List.of(entry.get(0)[1], entry.get(1)[1]);
    assertThat(targets).containsExactly(loopBody.getArgument(1), loop.getResult(0));
  }
}
