package jopt.tools.run;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.protobuf.ByteString;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import jopt.interpreter.io.ArrayFiles;
import jopt.interpreter.io.Npy;
import jopt.onnx.proto.TensorProto;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** ONNX's TensorProto files (.pb): typed and raw data, bools, and what is not one. */
class TensorProtoFileTest {
  @TempDir Path dir;

  private Path write(String name, TensorProto t) throws IOException {
    Path p = dir.resolve(name);
    Files.write(p, t.toByteArray());
    return p;
  }

  @Test
  void readsTypedAndRawData() throws Exception {
    Path typed = write("a.pb", TensorProto.newBuilder().setDataType(TensorProto.DataType.FLOAT_VALUE)
        .addDims(2).addDims(2).addFloatData(1.5f).addFloatData(-2f).addFloatData(0f).addFloatData(4f).build());
    Npy.Array a = TensorProtoFile.readArrayFile(typed);
    assertThat(a.descr()).isEqualTo("<f4");
    assertThat(a.shape()).isEqualTo(new long[] {2, 2});
    assertThat(a.values()).containsExactly(1.5, -2.0, 0.0, 4.0).inOrder();
    ByteBuffer b = ByteBuffer.allocate(16).order(ByteOrder.LITTLE_ENDIAN).putLong(7).putLong(-3);
    Path raw = write("b.pb", TensorProto.newBuilder().setDataType(TensorProto.DataType.INT64_VALUE).addDims(2)
        .setRawData(ByteString.copyFrom(b.array())).build());
    assertThat(TensorProtoFile.readArrayFile(raw).values()).containsExactly(7L, -3L).inOrder();
    Path bools = write("c.pb", TensorProto.newBuilder().setDataType(TensorProto.DataType.BOOL_VALUE).addDims(3)
        .setRawData(ByteString.copyFrom(new byte[] {1, 0, 1})).build());
    Npy.Array c = TensorProtoFile.readArrayFile(bools);
    assertThat(c.descr()).isEqualTo("|b1");
    assertThat(c.values()).containsExactly(1L, 0L, 1L).inOrder();
  }

  @Test
  void aFileThatIsNotATensorIsAnError() throws Exception {
    Path p = dir.resolve("bad.pb");
    Files.write(p, new byte[] {0x0a, 0x7f, 0x01});
    IOException e = assertThrows(IOException.class, () -> TensorProtoFile.readArrayFile(p));
    assertThat(e.getMessage()).startsWith("not an ONNX TensorProto");
    Path short_ = write("short.pb", TensorProto.newBuilder().setDataType(TensorProto.DataType.FLOAT_VALUE)
        .addDims(3).addFloatData(1f).build());
    e = assertThrows(IOException.class, () -> TensorProtoFile.readArrayFile(short_));
    assertThat(e.getMessage()).contains("need 3");
  }

  @Test
  void isArrayFileByExtension() {
    assertThat(List.of("x.npy", "x.pb", "iota").stream().map(ArrayFiles::isArrayFile).toList())
        .containsExactly(true, true, false).inOrder();
  }
}
