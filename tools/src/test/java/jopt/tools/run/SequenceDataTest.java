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

/** ONNX's SequenceProto files read as their tensors; a sequence of other elements refused. */
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
}
