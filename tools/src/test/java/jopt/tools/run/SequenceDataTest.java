package jopt.tools.run;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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

  /** A SequenceProto: name (1), elem_type (2), tensor_values (3). */
  private Path sequence(long elemType, TensorProto... tensors) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    com.google.protobuf.CodedOutputStream out = com.google.protobuf.CodedOutputStream.newInstance(bytes);
    out.writeString(1, "s");
    out.writeInt64(2, elemType);
    for (TensorProto t : tensors) {
      out.writeBytes(3, t.toByteString());
    }
    out.flush();
    Path p = dir.resolve("seq.pb");
    Files.write(p, bytes.toByteArray());
    return p;
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

  /** An OptionalProto: name (1), elem_type (2), tensor_value (3) or sequence_value (5). */
  private Path optional(long elemType, int field, com.google.protobuf.ByteString value) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    com.google.protobuf.CodedOutputStream out = com.google.protobuf.CodedOutputStream.newInstance(bytes);
    out.writeString(1, "o");
    out.writeInt64(2, elemType);
    if (value != null) {
      out.writeBytes(field, value);
    }
    out.flush();
    Path p = dir.resolve("opt.pb");
    Files.write(p, bytes.toByteArray());
    return p;
  }

  @Test
  void readsOptionalsAsTheirTensors() throws Exception {
    jopt.ir.Type optTensor = jopt.ir.type.DialectType.get("onnx", "Opt<tensor<2xf32>>");
    jopt.ir.Type optSeq = jopt.ir.type.DialectType.get("onnx", "Opt<!onnx.Seq<tensor<2xf32>>>");
    assertThat(SequenceData.tensors(optional(0, 3, null), optTensor)).isEmpty();
    List<TensorProto> one = SequenceData.tensors(optional(1, 3, vector(1, 2).toByteString()), optTensor);
    assertThat(one).hasSize(1);
    assertThat(TensorProtoFile.of(one.get(0), dir).values()).containsExactly(1.0, 2.0).inOrder();
    byte[] seq = Files.readAllBytes(sequence(1, vector(1, 2), vector(3, 4)));
    List<TensorProto> two = SequenceData.tensors(optional(3, 5, com.google.protobuf.ByteString.copyFrom(seq)), optSeq);
    assertThat(two).hasSize(2);
    assertThat(TensorProtoFile.of(two.get(1), dir).values()).containsExactly(3.0, 4.0).inOrder();
    assertThat(SequenceData.inner(optSeq).toString()).isEqualTo("!onnx.Seq<tensor<2xf32>>");
    IOException e = assertThrows(IOException.class, () -> SequenceData.tensors(optional(4, 6, null), optTensor));
    assertThat(e).hasMessageThat().contains("element type 4");
  }
}
