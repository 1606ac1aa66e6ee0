package jopt.corpus;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import jopt.onnx.proto.AttributeProto;
import jopt.onnx.proto.GraphProto;
import jopt.onnx.proto.ModelProto;
import jopt.onnx.proto.NodeProto;
import jopt.onnx.proto.TensorProto;
import jopt.onnx.proto.TensorShapeProto;
import jopt.onnx.proto.TypeProto;
import jopt.onnx.proto.ValueInfoProto;
import org.junit.jupiter.api.Test;

class BatchDynamicTest {
  private static ValueInfoProto value(String name, long... dims) {
    TensorShapeProto.Builder s = TensorShapeProto.newBuilder();
    for (long d : dims) {
      s.addDim(TensorShapeProto.Dimension.newBuilder().setDimValue(d));
    }
    return ValueInfoProto.newBuilder().setName(name).setType(TypeProto.newBuilder()
        .setTensorType(TypeProto.Tensor.newBuilder().setElemType(Arr.FLOAT).setShape(s))).build();
  }

  private static TensorProto shape(String name, long... values) {
    TensorProto.Builder t = TensorProto.newBuilder().setName(name).setDataType(Arr.INT64)
        .addDims(values.length);
    for (long v : values) {
      t.addInt64Data(v);
    }
    return t.build();
  }

  private static NodeProto node(String op, String name, List<String> in, String out,
      AttributeProto... attrs) {
    return NodeProto.newBuilder().setOpType(op).setName(name).addAllInput(in).addOutput(out)
        .addAllAttribute(List.of(attrs)).build();
  }

  private static AttributeProto ints(String name, long... v) {
    AttributeProto.Builder a = AttributeProto.newBuilder().setName(name)
        .setType(AttributeProto.AttributeType.INTS);
    for (long x : v) {
      a.addInts(x);
    }
    return a.build();
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
            AttributeProto.newBuilder().setName("axis").setType(AttributeProto.AttributeType.INT)
                .setI(0).build()))
        .addValueInfo(value("s", 1, 2, 4, 4))
        .build();
    ModelProto m = ModelProto.newBuilder().setGraph(g).build();
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> BatchDynamic.rewrite(m));
    assertThat(e).hasMessageThat().contains("over_batch");
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
