package jopt.corpus;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import jopt.onnx.Models;
import jopt.onnx.proto.AttributeProto;
import jopt.onnx.proto.GraphProto;
import jopt.onnx.proto.ModelProto;
import jopt.onnx.proto.NodeProto;
import jopt.onnx.proto.TensorProto;
import jopt.onnx.proto.TensorShapeProto;
import jopt.onnx.proto.ValueInfoProto;
import org.junit.jupiter.api.Test;

class BatchDynamicTest {
  private static ValueInfoProto value(String name, long... dims) {
    return Models.value(name, Arr.FLOAT, dims);
  }

  private static TensorProto shape(String name, long... values) {
    return Models.longs(name, values);
  }

  private static NodeProto node(String op, String name, List<String> in, String out,
      AttributeProto... attrs) {
    return Models.named(name, Models.node(op, in, List.of(out), attrs));
  }

  private static AttributeProto ints(String name, long... v) {
    return Models.ints(name, v);
  }

  /**
   * Attention's split of heads as torch exports it at batch 1, then the heads' transpose, their
   * merge into the batch of a batched matmul (batch times heads), and back.
   */
  private static ModelProto heads() {
    GraphProto g = GraphProto.newBuilder()
        .addInput(value("x", 1, 4, 8))
        .addInitializer(shape("split", 1, 4, -1, 4))
        .addInitializer(shape("merge", 2, 4, 4))
        .addInitializer(shape("back", 1, 2, 4, 4))
        .addNode(node("Reshape", "split_heads", List.of("x", "split"), "h"))
        .addNode(node("Transpose", "heads_first", List.of("h"), "t", ints("perm", 0, 2, 1, 3)))
        .addNode(node("Reshape", "merge_heads", List.of("t", "merge"), "m"))
        .addNode(node("Reshape", "unmerge", List.of("m", "back"), "y"))
        .addValueInfo(value("h", 1, 4, 2, 4))
        .addValueInfo(value("t", 1, 2, 4, 4))
        .addValueInfo(value("m", 2, 4, 4))
        .addOutput(value("y", 1, 2, 4, 4))
        .build();
    return ModelProto.newBuilder().setGraph(g).build();
  }

  private static long[] shapeOf(GraphProto g, String reshape) {
    String name = g.getNodeList().stream().filter(n -> n.getName().equals(reshape)).findFirst()
        .orElseThrow().getInput(1);
    TensorProto t = g.getInitializerList().stream().filter(i -> i.getName().equals(name))
        .findFirst().orElseThrow();
    return t.getInt64DataList().stream().mapToLong(Long::longValue).toArray();
  }

  @Test
  void reshapesTakeTheBatchWhereItLands() {
    GraphProto g = BatchDynamic.rewrite(heads()).getGraph();
    assertThat(shapeOf(g, "split_heads")).asList().containsExactly(-1L, 4L, 2L, 4L).inOrder();
    // the batch merged with the heads: batch * 2 on the first dimension
    assertThat(shapeOf(g, "merge_heads")).asList().containsExactly(-1L, 4L, 4L).inOrder();
    assertThat(shapeOf(g, "unmerge")).asList().containsExactly(-1L, 2L, 4L, 4L).inOrder();
    assertThat(g.getInput(0).getType().getTensorType().getShape().getDim(0).getDimParam())
        .isEqualTo("batch");
    assertThat(g.getOutput(0).getType().getTensorType().getShape().getDim(0).getDimParam())
        .isEqualTo("batch");
    // merged with the heads: no size and no name
    TensorShapeProto.Dimension merged = g.getValueInfo(2).getType().getTensorType().getShape()
        .getDim(0);
    assertThat(merged.hasDimValue() || merged.hasDimParam()).isFalse();
  }

  @Test
  void anOpAlongTheBatchIsRefused() {
    GraphProto g = heads().getGraph().toBuilder()
        .addNode(node("Softmax", "over_batch", List.of("y"), "s",
            Models.intAttr("axis", 0)))
        .addValueInfo(value("s", 1, 2, 4, 4))
        .build();
    ModelProto m = ModelProto.newBuilder().setGraph(g).build();
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> BatchDynamic.rewrite(m));
    assertThat(e).hasMessageThat().contains("over_batch");
  }

  /** A float weight of {@code dims} (its values play no part). */
  private static TensorProto weight(String name, long... dims) {
    float[] values = new float[Math.toIntExact(Arr.count(dims))];
    java.util.Arrays.fill(values, 0.5f);
    return Models.floats(name, dims, values);
  }

  private static ValueInfoProto unsized(String name, int rank) {
    Object[] dims = new Object[rank];
    for (int i = 0; i < rank; i++) {
      dims[i] = "unk__" + i;
    }
    return Models.symbolic(name, Arr.FLOAT, dims);
  }

  private static TensorShapeProto.Dimension dim(GraphProto g, String value, int i) {
    return g.getValueInfoList().stream().filter(v -> v.getName().equals(value)).findFirst()
        .orElseThrow().getType().getTensorType().getShape().getDim(i);
  }

  /**
   * A class token expanded to the batch read at run time, as exporters of a dynamic batch write
   * it (Shape, Gather, Unsqueeze, Concat, Expand), then concatenated with the tokens.
   */
  private static GraphProto.Builder classToken(String batchShape) {
    return GraphProto.newBuilder()
        .addInput(value("x", 1, 4, 8))
        .addInitializer(weight("cls", 1, 1, 8))
        .addInitializer(shape("zero", 0).toBuilder().clearDims().build())
        .addInitializer(shape("axes", 0))
        .addInitializer(shape("rest", 1, 8))
        .addNode(node("Shape", "shape", List.of("x"), "s"))
        .addNode(node("Gather", "batch_size", List.of("s", "zero"), "b"))
        .addNode(node("Unsqueeze", "as_vector", List.of("b", "axes"), "u"))
        .addNode(node("Concat", "token_shape", List.of(batchShape, "rest"), "c",
            Models.intAttr("axis", 0)))
        .addNode(node("Expand", "expand_token", List.of("cls", "c"), "e"))
        .addNode(node("Concat", "with_token", List.of("e", "x"), "y",
            AttributeProto.newBuilder().setName("axis").setType(AttributeProto.AttributeType.INT)
                .setI(1).build()))
        .addValueInfo(unsized("e", 3))
        .addOutput(value("y", 1, 5, 8));
  }

  @Test
  void aShapeComputedFromTheBatchIsRightForEveryBatch() {
    GraphProto in = classToken("u").build();
    GraphProto g = BatchDynamic.rewrite(ModelProto.newBuilder().setGraph(in).build()).getGraph();
    // nothing rewritten: the Expand's shape holds the batch's size, read at run time
    assertThat(g.getNodeList()).isEqualTo(in.getNodeList());
    assertThat(g.getInitializerList()).isEqualTo(in.getInitializerList());
    // the exporter's unknown sizes completed, the batch where it lands
    assertThat(dim(g, "e", 0).getDimParam()).isEqualTo("batch");
    assertThat(dim(g, "e", 2).getDimValue()).isEqualTo(8);
    assertThat(g.getOutput(0).getType().getTensorType().getShape().getDim(0).getDimParam())
        .isEqualTo("batch");
  }

  @Test
  void aTokenOfBatchOneIsBroadcastToTheBatchBeforeItsConcat() {
    // the export at batch 1 expands the token to a constant [1, 1, 8]
    GraphProto in = classToken("one").addInitializer(shape("one", 1)).build();
    GraphProto g = BatchDynamic.rewrite(ModelProto.newBuilder().setGraph(in).build()).getGraph();
    List<String> ops = g.getNodeList().stream().map(NodeProto::getOpType).toList();
    assertThat(ops).containsExactly("Shape", "Gather", "Unsqueeze", "Concat", "Expand", "Shape",
        "Slice", "Concat", "Expand", "Concat").inOrder();
    NodeProto broadcast = g.getNode(8);
    assertThat(broadcast.getInput(0)).isEqualTo("e");
    assertThat(g.getNode(9).getInput(0)).isEqualTo(broadcast.getOutput(0));
    assertThat(g.getNode(5).getInput(0)).isEqualTo("x");
  }

  @Test
  void aShapeWhereTheBatchsPlaceIsNotProvedIsRefused() {
    // the batch's size squared as the token's leading size
    GraphProto in = classToken("sq")
        .addNode(3, node("Mul", "squared", List.of("u", "u"), "sq"))
        .build();
    ModelProto m = ModelProto.newBuilder().setGraph(in).build();
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> BatchDynamic.rewrite(m));
    assertThat(e).hasMessageThat().contains("expand_token");
    assertThat(e).hasMessageThat().contains("cannot prove where the batch lands");
  }

  @Test
  void aBatchMergedIntoTheRowsOfAGemmIsTheirInnerFactor() {
    // attention's output as torch's MultiheadAttention exports it: tokens first, then tokens
    // times batch as the rows of the output projection
    GraphProto in = GraphProto.newBuilder()
        .addInput(value("x", 1, 4, 8))
        .addInitializer(shape("rows", 4, 8))
        .addInitializer(shape("back", 4, 1, 8))
        .addInitializer(weight("w", 8, 8))
        .addNode(node("Transpose", "tokens_first", List.of("x"), "t", ints("perm", 1, 0, 2)))
        .addNode(node("Reshape", "to_rows", List.of("t", "rows"), "r"))
        .addNode(node("Gemm", "projection", List.of("r", "w"), "p"))
        .addNode(node("Reshape", "from_rows", List.of("p", "back"), "q"))
        .addNode(node("Transpose", "batch_first", List.of("q"), "y", ints("perm", 1, 0, 2)))
        .addValueInfo(value("t", 4, 1, 8))
        .addValueInfo(value("r", 4, 8))
        .addValueInfo(value("p", 4, 8))
        .addValueInfo(value("q", 4, 1, 8))
        .addOutput(value("y", 1, 4, 8))
        .build();
    GraphProto g = BatchDynamic.rewrite(ModelProto.newBuilder().setGraph(in).build()).getGraph();
    assertThat(shapeOf(g, "to_rows")).asList().containsExactly(-1L, 8L).inOrder();
    assertThat(shapeOf(g, "from_rows")).asList().containsExactly(4L, -1L, 8L).inOrder();
  }

  @Test
  void rowsAreComparedWithBatchOne() {
    Arr one = new Arr(Arr.FLOAT, new long[] {1, 2}, new byte[] {0, 0, (byte) 0x80, 0x3f, 0, 0, 0, 0x40});
    Arr two = BatchDynamicCheck.repeated(one, 2);
    assertThat(two.shape()).asList().containsExactly(2L, 2L).inOrder();
    assertThat(BatchDynamicCheck.rowDifference(one, two, 2)).isEqualTo(0.0);
    byte[] off = two.data().clone();
    off[15] = 0x41; // the second row's second element: 8 instead of 2
    assertThat(BatchDynamicCheck.rowDifference(one, new Arr(Arr.FLOAT, two.shape(), off), 2))
        .isGreaterThan(1.0);
  }
}
