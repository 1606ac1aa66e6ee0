package jopt.onnx;

import static com.google.common.truth.Truth.assertThat;
import static jopt.onnx.Models.graph;
import static jopt.onnx.Models.graphAttr;
import static jopt.onnx.Models.longs;
import static jopt.onnx.Models.model;
import static jopt.onnx.Models.node;
import static jopt.onnx.Models.print;
import static jopt.onnx.Models.value;

import java.util.List;
import jopt.onnx.proto.GraphProto;
import jopt.onnx.proto.ModelProto;
import jopt.onnx.proto.TensorProto;
import jopt.onnx.proto.ValueInfoProto;
import org.junit.jupiter.api.Test;

/**
 * If in the forms TorchScript exports: a condition known at import (a test of the input's rank)
 * takes its branch alone, the other (invalid for this input) never imported; Ifs nested in
 * subgraphs read values of every enclosing graph; nodes listed before the producers of what
 * their subgraphs read are imported after them.
 */
class KnownBranchTest {
  private static final int FLOAT = TensorProto.DataType.FLOAT_VALUE;
  private static final int BOOL = TensorProto.DataType.BOOL_VALUE;

  /** {@code y = x.unsqueeze(0) if x.dim() == 2 else x}, then a rank-3 Conv of y. */
  private static ModelProto rankTest(long... xDims) {
    GraphProto then = graph(List.of(), List.of(Models.unshaped("u", FLOAT)),
        node("Unsqueeze", List.of("x", "zero"), List.of("u"))).build();
    GraphProto otherwise = graph(List.of(), List.of(Models.unshaped("i", FLOAT)),
        node("Identity", List.of("x"), List.of("i"))).build();
    return model(13, graph(List.of(value("x", FLOAT, xDims)), List.of(Models.unshaped("z", FLOAT)),
        node("Shape", List.of("x"), List.of("s")),
        node("Size", List.of("s"), List.of("rank")),
        node("Equal", List.of("rank", "two"), List.of("c")),
        node("If", List.of("c"), List.of("y"), graphAttr("then_branch", then), graphAttr("else_branch", otherwise)),
        node("Conv", List.of("y", "w"), List.of("z")))
        .addInitializer(longs("zero", 0)).addInitializer(TensorProto.newBuilder().setName("two")
            .setDataType(TensorProto.DataType.INT64_VALUE).addInt64Data(2).build())
        .addInitializer(Models.floats("w", new long[] {1, 1, 3}, 1f, 1f, 1f)));
  }

  @Test
  void aConditionKnownAtImportTakesItsBranchAlone() throws Exception {
    String threeD = print(rankTest(1, 1, 8));
    assertThat(threeD).doesNotContain("onnx.If");
    assertThat(threeD).doesNotContain("onnx.Unsqueeze");
    assertThat(threeD).contains("-> tensor<1x1x6xf32>");
    String twoD = print(rankTest(1, 8));
    assertThat(twoD).doesNotContain("onnx.If");
    assertThat(twoD).contains("\"onnx.Unsqueeze\"");
    assertThat(twoD).contains("-> tensor<1x1x6xf32>");
  }

  @Test
  void anIfInASubgraphReadsValuesOfEveryEnclosingGraph() throws Exception {
    // inner: Neg of a value of the outer branch and of x of the main graph.
    GraphProto innerThen = graph(List.of(), List.of(value("it", FLOAT, 2)),
        node("Add", List.of("n", "x"), List.of("it"))).build();
    GraphProto innerElse = graph(List.of(), List.of(value("ie", FLOAT, 2)),
        node("Sub", List.of("n", "x"), List.of("ie"))).build();
    GraphProto outerThen = graph(List.of(), List.of(value("ot", FLOAT, 2)),
        node("Neg", List.of("x"), List.of("n")),
        node("If", List.of("d"), List.of("ot"), graphAttr("then_branch", innerThen),
            graphAttr("else_branch", innerElse))).build();
    GraphProto outerElse = graph(List.of(), List.of(value("oe", FLOAT, 2)),
        node("Abs", List.of("x"), List.of("oe"))).build();
    List<ValueInfoProto> inputs = List.of(value("c", BOOL), value("d", BOOL), value("x", FLOAT, 2));
    ModelProto m = model(16, graph(inputs, List.of(value("y", FLOAT, 2)),
        node("If", List.of("c"), List.of("y"), graphAttr("then_branch", outerThen),
            graphAttr("else_branch", outerElse))));
    String text = Models.flat(print(m));
    assertThat(text).contains(Models.flat("""
        %1 = "onnx.Neg"(%arg2) : (tensor<2xf32>) -> tensor<2xf32>
        %2 = "onnx.If"(%arg1) ({
          %3 = "onnx.Add"(%1, %arg2)"""));
  }

  @Test
  void aNodeIsImportedAfterWhatItsSubgraphsRead() throws Exception {
    // The If comes first in the list, but its branch reads n, produced by the node after it.
    GraphProto then = graph(List.of(), List.of(value("t", FLOAT, 2)), node("Neg", List.of("n"), List.of("t"))).build();
    GraphProto otherwise = graph(List.of(), List.of(value("e", FLOAT, 2)), node("Abs", List.of("x"), List.of("e"))).build();
    ModelProto m = model(16, graph(List.of(value("c", BOOL), value("x", FLOAT, 2)), List.of(value("y", FLOAT, 2)),
        node("If", List.of("c"), List.of("y"), graphAttr("then_branch", then), graphAttr("else_branch", otherwise)),
        node("Exp", List.of("x"), List.of("n"))));
    String text = Models.flat(print(m));
    assertThat(text.indexOf("onnx.Exp")).isLessThan(text.indexOf("onnx.If"));
  }
}
