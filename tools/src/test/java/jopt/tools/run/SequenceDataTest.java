package jopt.tools.run;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import jopt.onnx.proto.OptionalProto;
import jopt.onnx.proto.SequenceProto;
import jopt.onnx.proto.TensorProto;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** ONNX's SequenceProto and OptionalProto files read as their tensors; other elements refused. */
class SequenceDataTest {
  @TempDir Path dir;

  private static TensorProto vector(float... v) {
    TensorProto.Builder b = TensorProto.newBuilder().setDataType(TensorProto.DataType.FLOAT_VALUE).addDims(v.length);
    for (float x : v) {
      b.addFloatData(x);
    }
    return b.build();
  }

  private Path sequence(int elemType, TensorProto... tensors) throws IOException {
    Path p = dir.resolve("seq.pb");
    Files.write(p, sequenceProto(elemType, tensors).toByteArray());
    return p;
  }

  private static SequenceProto sequenceProto(int elemType, TensorProto... tensors) {
    return SequenceProto.newBuilder().setName("s").setElemType(elemType)
        .addAllTensorValues(List.of(tensors)).build();
  }

  @Test
  void readsTheTensorsInOrder() throws Exception {
    List<TensorProto> r = SequenceData.read(sequence(1, vector(1, 2), vector(3)));
    assertThat(r).hasSize(2);
    assertThat(TensorProtoFile.of(r.get(0), dir).values()).containsExactly(1.0, 2.0).inOrder();
    assertThat(TensorProtoFile.of(r.get(1), dir).shape()).isEqualTo(new long[] {1});
    assertThat(SequenceData.read(sequence(1))).isEmpty();
  }

  @Test
  void refusesSequencesOfOtherElements() throws Exception {
    IOException e = assertThrows(IOException.class, () -> SequenceData.read(sequence(4)));
    assertThat(e).hasMessageThat().contains("element type 4");
  }

  private Path optional(OptionalProto.Builder o) throws IOException {
    Path p = dir.resolve("opt.pb");
    Files.write(p, o.setName("o").build().toByteArray());
    return p;
  }

  @Test
  void readsOptionalsAsTheirTensors() throws Exception {
    jopt.ir.Type optTensor = jopt.ir.type.DialectType.get("onnx", "Opt<tensor<2xf32>>");
    jopt.ir.Type optSeq = jopt.ir.type.DialectType.get("onnx", "Opt<!onnx.Seq<tensor<2xf32>>>");
    assertThat(SequenceData.tensors(optional(OptionalProto.newBuilder()), optTensor)).isEmpty();
    List<TensorProto> one = SequenceData.tensors(
        optional(OptionalProto.newBuilder().setElemType(1).setTensorValue(vector(1, 2))), optTensor);
    assertThat(one).hasSize(1);
    assertThat(TensorProtoFile.of(one.get(0), dir).values()).containsExactly(1.0, 2.0).inOrder();
    List<TensorProto> two = SequenceData.tensors(optional(OptionalProto.newBuilder().setElemType(3)
        .setSequenceValue(sequenceProto(1, vector(1, 2), vector(3, 4)))), optSeq);
    assertThat(two).hasSize(2);
    assertThat(TensorProtoFile.of(two.get(1), dir).values()).containsExactly(3.0, 4.0).inOrder();
    assertThat(SequenceData.inner(optSeq).toString()).isEqualTo("!onnx.Seq<tensor<2xf32>>");
    IOException e = assertThrows(IOException.class,
        () -> SequenceData.tensors(optional(OptionalProto.newBuilder().setElemType(4)), optTensor));
    assertThat(e).hasMessageThat().contains("element type 4");
    IOException none = assertThrows(IOException.class,
        () -> SequenceData.tensors(optional(OptionalProto.newBuilder().setElemType(1)), optTensor));
    assertThat(none).hasMessageThat().contains("without its tensor");
  }
}
