package jopt.passes.analysis;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.Dialects;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.parser.Parser;
import org.junit.jupiter.api.Test;

/** ValueOrder is MLIR-HLO's value comparator. */
class ValueOrderTest {
  @Test
  void argumentsByNumberThenResultsByPosition() {
    MLIRContext ctx = Dialects.registerAll(new MLIRContext());
    Operation module = Parser.parseSourceString(ctx, """
        func.func @f(%a: index, %b: memref<2xf32>, %n: index) {
          %x = memref.alloc() : memref<2xf32>
          %r = scf.for %i = %a to %n step %a iter_args(%it = %b) -> memref<2xf32> {
            %y = memref.alloc() : memref<2xf32>
            scf.yield %y : memref<2xf32>
          }
          %z = memref.alloc() : memref<2xf32>
          return
        }
        """, "t.mlir");
    List<Value> values = new ArrayList<>();
    module.walk((Operation op) -> {
      values.addAll(op.getResults());
      op.getRegions().forEach(r -> r.getBlocks().forEach(b -> values.addAll(b.getArguments())));
    });
    Operation func = module.getRegion(0).front().getFirstOp();
    var body = func.getRegion(0).front();
    Operation loop = body.getOpList().get(1);
    var loopBody = loop.getRegion(0).front();
    List<Value> expected = List.of(body.getArgument(0), loopBody.getArgument(0),
        body.getArgument(1), loopBody.getArgument(1), body.getArgument(2),
        body.getOpList().get(0).getResult(0), loop.getResult(0),
        body.getOpList().get(2).getResult(0), loopBody.getFirstOp().getResult(0));
    List<Value> sorted = new ArrayList<>(expected);
    java.util.Collections.reverse(sorted);
    sorted.sort(ValueOrder.INSTANCE);
    assertThat(sorted).containsExactlyElementsIn(expected).inOrder();
  }
}
