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
import jopt.onnx.proto.ModelProto;
import jopt.onnx.proto.NodeProto;
import jopt.onnx.proto.OperatorSetIdProto;
import org.junit.jupiter.api.Test;

/** Import cases the ONNX backend suite needs: legacy op forms, the training domain. */
class BackendSuiteImportTest {
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

  @Test
  void trainingDomainOptimizersImportWithTheirDefaults() throws Exception {
    NodeProto adam = node("Adam", List.of("r", "t", "x", "g", "v", "h"), List.of("x2", "v2", "h2"))
        .toBuilder().setDomain("ai.onnx.preview.training").build();
    GraphProto.Builder g = graph(List.of(value("r", FLOAT), value("t", Models.INT64), value("x", FLOAT, 2),
        value("g", FLOAT, 2), value("v", FLOAT, 2), value("h", FLOAT, 2)),
        List.of(value("x2", FLOAT, 2), value("v2", FLOAT, 2), value("h2", FLOAT, 2)), adam);
    ModelProto m = model(17, g).toBuilder().addOpsetImport(OperatorSetIdProto.newBuilder()
        .setDomain("ai.onnx.preview.training").setVersion(1)).build();
    assertThat(print(m)).contains("%0:3 = \"onnx.Adam\"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) {alpha = "
        + "0.899999976 : f32, beta = 9.990000e-01 : f32, epsilon = 9.99999997E-7 : f32, norm_coefficient = "
        + "0.000000e+00 : f32, norm_coefficient_post = 0.000000e+00 : f32}");
    // In the default domain there is no Adam.
    NodeProto plain = adam.toBuilder().setDomain("").build();
    assertThat(Models.error(model(17, g.clearNode().addNode(plain)))).contains("unknown op 'Adam'");
  }
}
