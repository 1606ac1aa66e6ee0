package jopt.passes.graphplan;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.Dialects;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.Verifier;
import jopt.ir.interfaces.GraphAliasingOpInterface;
import jopt.ir.interfaces.GraphAliasingOpInterface.GraphAliasing;
import jopt.parser.Parser;
import org.junit.jupiter.api.Test;

/** The ONNX ops as the graph planner sees them: the seeds' classification and parameters. */
class OnnxOpsTest {
  private static List<GraphAliasing> classify(String body) {
    MLIRContext ctx = Dialects.registerAll(new MLIRContext());
    Operation module = Parser.parseSourceString(ctx, body, "t.mlir");
    List<GraphAliasing> kinds = new ArrayList<>();
    module.walk(op -> {
      if (op.getName().startsWith("onnx.") && !op.getName().equals("onnx.Constant")
          && !op.getName().equals("onnx.NoValue") && !op.getName().equals("onnx.Return")) {
        kinds.add(GraphOpClassifier.DEFAULT.classify(op));
      }
    });
    return kinds;
  }

  @Test
  void noopRuntimeAndComputeOps() {
    List<GraphAliasing> kinds = classify("""
        func.func @f(%x: tensor<4x8xf32>, %i: tensor<2xi64>) -> tensor<8x4xf32> {
          %s = onnx.Constant dense<[8, 4]> : tensor<2xi64>
          %0 = "onnx.Reshape"(%x, %s) {allowzero = 0 : si64} : (tensor<4x8xf32>, tensor<2xi64>) -> tensor<8x4xf32>
          %1 = "onnx.Transpose"(%0) {perm = [1, 0]} : (tensor<8x4xf32>) -> tensor<4x8xf32>
          %2 = "onnx.Flatten"(%1) {axis = 1 : si64} : (tensor<4x8xf32>) -> tensor<4x8xf32>
          %3 = "onnx.Identity"(%2) : (tensor<4x8xf32>) -> tensor<4x8xf32>
          %4 = "onnx.Gather"(%3, %i) {axis = -1 : si64} : (tensor<4x8xf32>, tensor<2xi64>) -> tensor<4x2xf32>
          %5 = "onnx.Concat"(%3, %3) {axis = 1 : si64} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x16xf32>
          %6 = "onnx.Relu"(%0) : (tensor<8x4xf32>) -> tensor<8x4xf32>
          onnx.Return %6 : tensor<8x4xf32>
        }
        """);
    assertThat(kinds).containsExactly(new GraphAliasingOpInterface.Noop(0),
        new GraphAliasingOpInterface.MovesData(0, "'onnx.Transpose' with perm [1, 0] puts "
            + "dimension 0 (8) after dimension 1 (4): it moves data, its result is a copy"),
        new GraphAliasingOpInterface.Noop(0),
        new GraphAliasingOpInterface.Noop(0), new GraphAliasingOpInterface.Gather(0, -1),
        new GraphAliasingOpInterface.Concat(1), new GraphAliasingOpInterface.Elementwise())
        .inOrder();
  }

  @Test
  void sliceParametersComeFromConstants() {
    List<GraphAliasing> kinds = classify("""
        func.func @f(%x: tensor<8x4xf32>, %dyn: tensor<1xi64>) -> (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) {
          %st = onnx.Constant dense<[2]> : tensor<1xi64>
          %en = onnx.Constant dense<[4]> : tensor<1xi64>
          %ax = onnx.Constant dense<[-2]> : tensor<1xi64>
          %sp = onnx.Constant dense<[1]> : tensor<1xi64>
          %none = "onnx.NoValue"() {value} : () -> none
          %0 = "onnx.Slice"(%x, %st, %en, %ax, %sp) : (tensor<8x4xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<2x4xf32>
          %1 = "onnx.Slice"(%x, %st, %en, %none, %none) : (tensor<8x4xf32>, tensor<1xi64>, tensor<1xi64>, none, none) -> tensor<2x4xf32>
          %2 = "onnx.Slice"(%x, %dyn, %en, %none, %none) : (tensor<8x4xf32>, tensor<1xi64>, tensor<1xi64>, none, none) -> tensor<2x4xf32>
          return %0, %1, %2 : tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>
        }
        """);
    assertThat(kinds.get(0)).isEqualTo(new GraphAliasingOpInterface.Slice(0, List.of(2L),
        List.of(-2L), List.of(1L)));
    assertThat(kinds.get(1)).isEqualTo(new GraphAliasingOpInterface.Slice(0, List.of(2L),
        List.of(0L), List.of()));
    assertThat(kinds.get(2)).isEqualTo(new GraphAliasingOpInterface.Unknown(
        "starts (operand #1) of 'onnx.Slice' is not known at compile time"));
  }

  @Test
  void splitSizesFromTheConstantTheAttributeOrTheResults() {
    List<GraphAliasing> kinds = classify("""
        func.func @f(%x: tensor<6x4xf32>) -> () {
          %sp = onnx.Constant dense<[2, 4]> : tensor<2xi64>
          %none = "onnx.NoValue"() {value} : () -> none
          %0:2 = "onnx.Split"(%x, %sp) {axis = 0 : si64} : (tensor<6x4xf32>, tensor<2xi64>) -> (tensor<2x4xf32>, tensor<4x4xf32>)
          %1:2 = "onnx.Split"(%x, %none) {axis = -2 : si64} : (tensor<6x4xf32>, none) -> (tensor<3x4xf32>, tensor<3x4xf32>)
          %2:2 = "onnx.SplitV11"(%x) {axis = 0 : si64, split = [1, 5]} : (tensor<6x4xf32>) -> (tensor<1x4xf32>, tensor<5x4xf32>)
          return
        }
        """);
    assertThat(kinds).containsExactly(
        new GraphAliasingOpInterface.Split(0, 0, List.of(2L, 4L)),
        new GraphAliasingOpInterface.Split(0, -2, List.of(3L, 3L)),
        new GraphAliasingOpInterface.Split(0, 0, List.of(1L, 5L))).inOrder();
  }

  @Test
  void verifierMessages() {
    MLIRContext ctx = Dialects.registerAll(new MLIRContext());
    List<String> errors = new ArrayList<>();
    ctx.getDiagEngine().setHandler(d -> errors.add(d.getMessage()));
    Operation module = Parser.parseSourceString(ctx, """
        func.func @f(%x: tensor<4xf32>) -> tensor<8xf32> {
          %0 = "onnx.Concat"(%x, %x) : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
          return %0 : tensor<8xf32>
        }
        """, "t.mlir", false);
    assertThat(Verifier.verify(module)).isFalse();
    ctx.getDiagEngine().flush();
    assertThat(errors).contains("'onnx.Concat' op requires attribute 'axis'");
  }
}
