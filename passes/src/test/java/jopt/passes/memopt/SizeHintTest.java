package jopt.passes.memopt;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.Dialects;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.parser.Parser;
import org.junit.jupiter.api.Test;

class SizeHintTest {
  private static final String PROGRAM = """
      func.func @f(%x: tensor<?x4x?xf32>) -> tensor<?x4x?xf32> attributes {jopt.size_bucket = array<i64: 1, 1, 0, 0>, jopt.size_hint = 1 : i64} {
        %c0 = arith.constant 0 : index
        %c2 = arith.constant 2 : index
        %c8 = arith.constant 8 : index
        %b = tensor.dim %x, %c0 : tensor<?x4x?xf32>
        %w = tensor.dim %x, %c2 : tensor<?x4x?xf32>
        %b8 = arith.muli %b, %c8 : index
        %e = tensor.empty(%b, %w) : tensor<?x4x?xf32>
        %y = linalg.copy ins(%x : tensor<?x4x?xf32>) outs(%e : tensor<?x4x?xf32>) -> tensor<?x4x?xf32>
        %e8 = tensor.empty(%b8) : tensor<?x4xf32>
        return %y : tensor<?x4x?xf32>
      }
      """;

  private static List<Operation> ops(Operation module) {
    List<Operation> out = new ArrayList<>();
    module.walk((Operation op) -> out.add(op));
    return out;
  }

  @Test
  void aVersionOfSeveralSizesCountsItsSizeAsTheHintAndTheOthersAsTheDefault() {
    MLIRContext ctx = Dialects.registerAll(new MLIRContext());
    Operation module = Parser.parseSourceString(ctx, PROGRAM, "t.mlir");
    List<Operation> ops = ops(module);
    Operation func = ops.stream().filter(o -> o.getName().equals("func.func")).findFirst().orElseThrow();
    SizeHint hint = SizeBuckets.hint(func);
    assertThat(hint).isEqualTo(new SizeHint(1, 0, 0));
    Operation copy = ops.stream().filter(o -> o.getName().equals("linalg.copy")).findFirst().orElseThrow();
    // The copy's result: its batch through the init's tensor.dim of %x, its width not the versioned size.
    assertThat(hint.of(copy.getResult(0), 0)).isEqualTo(1);
    assertThat(hint.of(copy.getResult(0), 2)).isEqualTo(TileChain.DYNAMIC_HINT);
    // The argument itself, and a size computed from the batch (b * 8).
    assertThat(hint.of(func.getRegion(0).front().getArgument(0), 0)).isEqualTo(1);
    Operation empty8 = ops.stream().filter(o -> o.getName().equals("tensor.empty")).reduce((a, b) -> b).orElseThrow();
    assertThat(hint.of(empty8.getResult(0), 0)).isEqualTo(8);
    assertThat(TileChain.bytes(copy.getResult(0), hint)).isEqualTo(1 * 4 * TileChain.DYNAMIC_HINT * 4);
    // A uniform hint counts every dynamic size alike.
    assertThat(SizeHint.uniform(2).of(copy.getResult(0), 2)).isEqualTo(2);
  }
}
