package jopt.onnx;

import static com.google.common.truth.Truth.assertThat;
import static jopt.onnx.Models.FLOAT;
import static jopt.onnx.Models.floats;
import static jopt.onnx.Models.graph;
import static jopt.onnx.Models.model;
import static jopt.onnx.Models.node;
import static jopt.onnx.Models.print;
import static jopt.onnx.Models.value;

import java.util.List;
import jopt.onnx.proto.GraphProto;
import org.junit.jupiter.api.Test;

/** Ops whose meaning changed with the opset, imported in their later form. */
class LegacyOpsImportTest {
  private static GraphProto.Builder prelu() {
    return graph(List.of(value("x", FLOAT, 2, 3, 4)), List.of(value("y", FLOAT, 2, 3, 4)),
        node("PRelu", List.of("x", "s"), List.of("y")))
        .addInitializer(floats("s", new long[] {3}, 0.1f, 0.2f, 0.3f));
  }

  @Test
  void preluBeforeOpset7TakesAChannelSlopeAlongDim1() throws Exception {
    assertThat(print(model(6, prelu()))).contains("""
        %1 = onnx.Constant dense<[[1.000000e-01], [2.000000e-01], [3.000000e-01]]> : tensor<3x1xf32>
            %2 = "onnx.PRelu"(%arg0, %1) : (tensor<2x3x4xf32>, tensor<3x1xf32>) -> tensor<2x3x4xf32>""");
    // From opset 7 on the slope broadcasts from the end, as written.
    assertThat(print(model(9, prelu()))).contains("(tensor<2x3x4xf32>, tensor<3xf32>) -> tensor<2x3x4xf32>");
  }
}
