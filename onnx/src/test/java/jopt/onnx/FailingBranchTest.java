package jopt.onnx;

import static com.google.common.truth.Truth.assertThat;
import static jopt.onnx.Models.FLOAT;
import static jopt.onnx.Models.graph;
import static jopt.onnx.Models.graphAttr;
import static jopt.onnx.Models.model;
import static jopt.onnx.Models.named;
import static jopt.onnx.Models.node;
import static jopt.onnx.Models.symbolic;
import static jopt.onnx.Models.value;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import jopt.onnx.proto.GraphProto;
import jopt.onnx.proto.ModelProto;
import jopt.onnx.proto.TensorProto;
import org.junit.jupiter.api.Test;

/**
 * An If whose condition is known only at run time, one branch of which cannot run once
 * --input-shapes fixes the inputs (silero-vad's 8 kHz branch given the 16 kHz window): the model
 * imports, that branch fails at run time if taken; a contradiction no condition guards, or in
 * both branches, stays an import error naming the value.
 */
class FailingBranchTest {
  private static final int BOOL = TensorProto.DataType.BOOL_VALUE;

  /** {@code y = x @ w512 if c else x @ w256} on x [batch, n]: each branch fits one width of x. */
  private static ModelProto twoWidths() {
    return twoBranches(graph(List.of(), List.of(Models.unshaped("e", FLOAT)),
        named("narrow", node("MatMul", List.of("x", "w256"), List.of("e")))).build());
  }

  /** {@code y = x @ w512 if c else otherwise} on x [batch, n]. */
  private static ModelProto twoBranches(GraphProto otherwise) {
    GraphProto then = graph(List.of(), List.of(Models.unshaped("t", FLOAT)),
        node("MatMul", List.of("x", "w512"), List.of("t"))).build();
    return model(16, graph(List.of(symbolic("x", FLOAT, "batch", "n"), value("c", BOOL)),
        List.of(symbolic("y", FLOAT, "batch", 4L)),
        named("rate", node("If", List.of("c"), List.of("y"), graphAttr("then_branch", then),
            graphAttr("else_branch", otherwise))))
        .addInitializer(Models.floats("w512", new long[] {512, 4}, new float[512 * 4]))
        .addInitializer(Models.floats("w256", new long[] {256, 4}, new float[256 * 4])));
  }

  private static String imported(ModelProto m, String shapes) throws Exception {
    return Models.print(m, null, ImportOptions.parse(shapes, null));
  }

  @Test
  void aBranchThatCannotRunAtTheFixedShapesFailsAtRunTime() throws Exception {
    String text = Models.flat(imported(twoWidths(), "x:2x512"));
    // The then branch as it was; the else branch an assert that fails, with the reason.
    assertThat(text).contains("\"onnx.MatMul\"(%arg0, %0) : (tensor<2x512xf32>, tensor<512x4xf32>) -> tensor<2x4xf32>");
    assertThat(text).contains("%false = arith.constant false");
    assertThat(text).contains("cf.assert %false, \"node 'rate' (If): its else_branch cannot run at these shapes,"
        + " and fails if taken: node 'narrow' (MatMul):");
    assertThat(text).contains("onnx.Constant dense<0.000000e+00> : tensor<2x4xf32>\nonnx.Yield %3 : tensor<2x4xf32>");
    assertThat(text).contains("}) {onnx_node_name = \"rate\"} : (tensor<i1>) -> tensor<2x4xf32>");
    assertThat(text).doesNotContain("tensor<256x4xf32>) ->");
  }

  @Test
  void aDeclaredTypeContradictedInABranchMakesItFailAtRunTime() throws Exception {
    // The exporter traced the else branch at batch 1 and n = 256 and declared its Neg [1, 256].
    ModelProto m = twoBranches(graph(List.of(), List.of(Models.unshaped("e", FLOAT)),
        named("negate", node("Neg", List.of("x"), List.of("e0"))),
        node("MatMul", List.of("e0", "w512"), List.of("e"))).addValueInfo(value("e0", FLOAT, 1, 256)).build());
    String text = Models.flat(imported(m, "x:2x512"));
    assertThat(text).contains("cf.assert %false, \"node 'rate' (If): its else_branch cannot run at these shapes,"
        + " and fails if taken: node 'negate' (Neg): output 'e0' has type tensor<1x256xf32> in the model,"
        + " but its inputs give tensor<2x512xf32>\"");
    // Where the declaration is merely less refined ([?, 512] here), it holds.
    ModelProto refined = twoBranches(graph(List.of(), List.of(Models.unshaped("e", FLOAT)),
        named("negate", node("Neg", List.of("x"), List.of("e0"))),
        node("MatMul", List.of("e0", "w512"), List.of("e"))).addValueInfo(symbolic("e0", FLOAT, "b", 512L)).build());
    assertThat(imported(refined, "x:2x512")).doesNotContain("cf.assert");
  }

  @Test
  void withoutFixedShapesBothBranchesStay() throws Exception {
    String text = imported(twoWidths(), null);
    assertThat(text).doesNotContain("cf.assert");
    assertThat(text).contains("(tensor<?x?xf32>, tensor<256x4xf32>) -> tensor<?x4xf32>");
  }

  @Test
  void whenBothBranchesCannotRunTheImportFails() {
    String message = assertThrows(OnnxImportException.class, () -> imported(twoWidths(), "x:2x128")).getMessage();
    // The then branch's reason, the first.
    assertThat(message).isEqualTo("node #0 (MatMul): operands of shapes 2x128 and 512x4 cannot be multiplied");
  }

  @Test
  void aContradictionNoConditionGuardsStaysAnError() {
    ModelProto m = model(16, graph(List.of(symbolic("x", FLOAT, "batch", "n")), List.of(Models.unshaped("y", FLOAT)),
        named("narrow", node("MatMul", List.of("x", "w256"), List.of("y"))))
        .addInitializer(Models.floats("w256", new long[] {256, 4}, new float[256 * 4])));
    String message = assertThrows(OnnxImportException.class, () -> imported(m, "x:2x512")).getMessage();
    assertThat(message).startsWith("node 'narrow' (MatMul): ");
  }

  @Test
  void theFailedBranchLeavesNoUseOfTheGraphsValues() throws Exception {
    // The else branch holds an If of its own whose branches import but whose result contradicts
    // its declared type: that If was never built, and its regions' uses of x go with the branch.
    GraphProto negate = graph(List.of(), List.of(Models.unshaped("i", FLOAT)),
        node("Neg", List.of("x"), List.of("i"))).build();
    GraphProto otherwise = graph(List.of(), List.of(value("e", FLOAT, 1, 7)),
        node("If", List.of("c"), List.of("e"), graphAttr("then_branch", negate), graphAttr("else_branch", negate))).build();
    jopt.ir.MLIRContext ctx = jopt.dialects.Dialects.registerAll(new jopt.ir.MLIRContext());
    jopt.ir.Operation module = OnnxImporter.importModel(twoBranches(otherwise), null, ctx,
        ImportOptions.parse("x:2x512", null)).module();
    jopt.ir.Operation main = module.getRegion(0).front().getFirstOp();
    jopt.ir.Value x = main.getRegion(0).front().getArgument(0);
    assertThat(x.getUsers()).hasSize(1);
    assertThat(main.isProperAncestor(x.getUsers().get(0))).isTrue();
  }

  @Test
  void aMalformedBranchStaysAnError() {
    GraphProto broken = graph(List.of(), List.of(Models.unshaped("e", FLOAT)),
        node("Neg", List.of("nowhere"), List.of("e"))).build();
    GraphProto then = graph(List.of(), List.of(Models.unshaped("t", FLOAT)), node("Neg", List.of("x"), List.of("t"))).build();
    ModelProto m = model(16, graph(List.of(value("x", FLOAT, 2), value("c", BOOL)), List.of(Models.unshaped("y", FLOAT)),
        node("If", List.of("c"), List.of("y"), graphAttr("then_branch", then), graphAttr("else_branch", broken))));
    assertThat(Models.error(m)).contains("input 'nowhere' is not a graph input");
  }
}
