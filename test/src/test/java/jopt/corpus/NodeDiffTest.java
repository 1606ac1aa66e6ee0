package jopt.corpus;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import jopt.onnx.proto.GraphProto;
import jopt.onnx.proto.ModelProto;
import jopt.onnx.proto.NodeProto;
import jopt.onnx.proto.OperatorSetIdProto;
import jopt.onnx.proto.TensorShapeProto;
import jopt.onnx.proto.TypeProto;
import jopt.onnx.proto.ValueInfoProto;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** NodeDiff's selection of the values it exposes (a model too large to expose whole). */
class NodeDiffTest {
  @TempDir Path tmp;

  @Test
  void eachOptionGivenRestrictsTheValues() {
    NodeDiff.Selection all = NodeDiff.Selection.parse(List.of());
    assertThat(all.keeps(0, "Relu", "a")).isTrue();
    assertThat(all.keeps(5000, "Resize", "b")).isTrue();

    NodeDiff.Selection range = NodeDiff.Selection.parse(List.of("--nodes=185-232"));
    assertThat(range.keeps(184, "Relu", "a")).isFalse();
    assertThat(range.keeps(185, "Relu", "a")).isTrue();
    assertThat(range.keeps(232, "Relu", "a")).isTrue();
    assertThat(range.keeps(233, "Relu", "a")).isFalse();

    NodeDiff.Selection both = NodeDiff.Selection.parse(List.of("--nodes=10-20", "--ops=Resize,DynamicQuantizeLinear"));
    assertThat(both.keeps(15, "Resize", "a")).isTrue();
    assertThat(both.keeps(15, "DynamicQuantizeLinear", "a")).isTrue();
    assertThat(both.keeps(15, "Relu", "a")).isFalse();
    assertThat(both.keeps(25, "Resize", "a")).isFalse();

    NodeDiff.Selection named = NodeDiff.Selection.parse(List.of("--values=/s/x,/s/y"));
    assertThat(named.keeps(7, "Add", "/s/y")).isTrue();
    assertThat(named.keeps(7, "Add", "/s/z")).isFalse();
  }

  @Test
  void malformedOptionsAreRefused() {
    assertThrows(IllegalArgumentException.class, () -> NodeDiff.Selection.parse(List.of("--nodes=12")));
    assertThrows(IllegalArgumentException.class, () -> NodeDiff.Selection.parse(List.of("--node=1-2")));
  }

  /** x -> Relu -> Neg -> Relu: exposing node 1 alone writes its value only, with its inputs. */
  @Test
  void exposeWritesOnlyTheSelectedValues() throws Exception {
    TypeProto f4 = TypeProto.newBuilder().setTensorType(TypeProto.Tensor.newBuilder().setElemType(Arr.FLOAT)
        .setShape(TensorShapeProto.newBuilder().addDim(TensorShapeProto.Dimension.newBuilder().setDimValue(4)))).build();
    GraphProto g = GraphProto.newBuilder().setName("g")
        .addInput(ValueInfoProto.newBuilder().setName("x").setType(f4))
        .addNode(NodeProto.newBuilder().setOpType("Relu").setName("r0").addInput("x").addOutput("a"))
        .addNode(NodeProto.newBuilder().setOpType("Neg").setName("n1").addInput("a").addOutput("b"))
        .addNode(NodeProto.newBuilder().setOpType("Relu").setName("r2").addInput("b").addOutput("y"))
        .addOutput(ValueInfoProto.newBuilder().setName("y").setType(f4)).build();
    ModelProto m = ModelProto.newBuilder().setIrVersion(8)
        .addOpsetImport(OperatorSetIdProto.newBuilder().setVersion(17)).setGraph(g).build();
    Path model = tmp.resolve("m.onnx");
    Files.write(model, m.toByteArray());
    ByteBuffer x = ByteBuffer.allocate(16).order(ByteOrder.LITTLE_ENDIAN);
    for (float v : new float[] {-1, 2, -3, 4}) {
      x.putFloat(v);
    }
    Path in = tmp.resolve("in0.npy");
    new Arr(Arr.FLOAT, new long[] {4}, x.array()).write(in);
    Path dir = tmp.resolve("nd");
    NodeDiff.expose(model, in.toString(), dir, "", NodeDiff.Selection.parse(List.of("--nodes=1-1")));

    assertThat(Files.readAllLines(dir.resolve("values.tsv")))
        .containsExactly("index\tname\top\tnode\tshape\tinputs", "0\tb\tNeg\tn1\t4\ta").inOrder();
    assertThat(ModelProto.parseFrom(Files.readAllBytes(dir.resolve("all.onnx"))).getGraph().getOutputList()
        .stream().map(ValueInfoProto::getName).toList()).containsExactly("b");
    Arr b = Arr.read(dir.resolve("ort/result0.npy"));
    assertThat(new double[] {b.get(0), b.get(1), b.get(2), b.get(3)}).usingExactEquality()
        .containsExactly(-0.0, -2.0, -0.0, -4.0).inOrder();
    assertThat(Files.exists(dir.resolve("ort/result1.npy"))).isFalse();
  }
}
