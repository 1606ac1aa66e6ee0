package jopt.passes.transforms;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.Dialects;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.attr.StringAttr;
import jopt.parser.Parser;
import jopt.passmanager.PassManager;
import org.junit.jupiter.api.Test;

/**
 * {@code generate-runtime-verification}: the asserts it adds, their messages (the op as the input
 * names it, or only its location at verbose-level 0), and the ops it leaves alone. The lit test
 * {@code Transforms/generate-runtime-verification/checks.mlir} compares whole outputs with
 * mlir-opt-22's.
 */
class GenerateRuntimeVerificationPassTest {
  private final MLIRContext ctx = new MLIRContext();

  GenerateRuntimeVerificationPassTest() {
    Dialects.registerAll(ctx);
  }

  private List<String> assertMessages(String input, long verboseLevel) {
    Operation module = Parser.parseSourceString(ctx, input, "t.mlir");
    PassManager pm = PassManager.parse(ctx,
        "builtin.module(generate-runtime-verification{verbose-level=" + verboseLevel + "})",
        jopt.passes.Passes.createRegistry());
    assertThat(pm.run(module)).isTrue();
    List<String> messages = new ArrayList<>();
    module.walk(op -> {
      if (op.getName().equals("cf.assert")) {
        messages.add(((StringAttr) op.getAttr("msg")).getValue());
      }
    });
    return messages;
  }

  @Test
  void loadGetsOneBoundsCheckNamingTheOp() {
    String input = """
        func.func @f(%m: memref<?xf32>, %i: index) -> f32 {
          %0 = memref.load %m[%i] : memref<?xf32>
          return %0 : f32
        }
        """;
    assertThat(assertMessages(input, 1)).containsExactly("""
        ERROR: Runtime op verification failed
        %0 = memref.load %arg0[%arg1] : memref<?xf32>
        ^ out-of-bounds access
        Location: loc("t.mlir":2:8)""");
    assertThat(assertMessages(input, 0)).containsExactly("""
        ERROR: Runtime op verification failed
        ^ out-of-bounds access
        Location: loc("t.mlir":2:8)""");
  }

  @Test
  void castChecksSizeOffsetAndStridesInOrder() {
    List<String> messages = assertMessages("""
        func.func @f(%m: memref<?x4xf32>) -> memref<2x4xf32> {
          %0 = memref.cast %m : memref<?x4xf32> to memref<2x4xf32>
          return %0 : memref<2x4xf32>
        }
        """, 0);
    assertThat(messages.stream().map(m -> m.split("\n")[1]).toList()).containsExactly(
        "^ size mismatch of dim 0", "^ offset mismatch", "^ stride mismatch of dim 0",
        "^ stride mismatch of dim 1").inOrder();
  }

  @Test
  void nothingToCheckForZeroDimensionalLoadsAndUnrankedCasts() {
    assertThat(assertMessages("""
        func.func @f(%m: memref<f32>, %t: tensor<4xf32>) -> f32 {
          %0 = memref.load %m[] : memref<f32>
          %1 = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
          return %0 : f32
        }
        """, 1)).isEmpty();
  }
}
