package jopt.tools.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import jopt.interpreter.io.Npy;
import jopt.ir.Attribute;
import jopt.ir.Type;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.type.FloatType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.RankedTensorType;
import jopt.onnx.OnnxImportException;
import jopt.onnx.Tensors;
import jopt.onnx.proto.TensorProto;

/**
 * ONNX's tensor files ({@code .pb}: one serialized {@code TensorProto}, as the ONNX backend
 * tests keep their inputs and outputs), read into the same array as a .npy file.
 */
public final class TensorProtoFile {
  private TensorProtoFile() {}

  /** Reads an array file: a .pb (TensorProto) or a .npy file. */
  public static Npy.Array readArrayFile(Path file) throws IOException {
    return file.toString().endsWith(".pb") ? read(file) : Npy.read(file);
  }

  /** Reads {@code file}; throws IOException with what is wrong. */
  public static Npy.Array read(Path file) throws IOException {
    TensorProto t;
    try {
      t = TensorProto.parseFrom(Files.readAllBytes(file));
    } catch (com.google.protobuf.InvalidProtocolBufferException e) {
      throw new IOException("not an ONNX TensorProto: " + e.getMessage());
    }
    return of(t, file.toAbsolutePath().getParent());
  }

  /** The array of tensor {@code t} (its external data relative to {@code dir}). */
  public static Npy.Array of(TensorProto t, Path dir) throws IOException {
    Attribute a;
    RankedTensorType type;
    try {
      type = Tensors.type(t);
      a = new Tensors(dir).elements(t);
    } catch (OnnxImportException e) {
      throw new IOException(e.getMessage());
    }
    if (!(a instanceof DenseElementsAttr d)) {
      throw new IOException("its external data is missing");
    }
    Type e = type.getElementType();
    String descr = Npy.descr(e);
    if (descr == null) {
      throw new IOException("its element type " + e + " has no NumPy dtype");
    }
    int n = d.getNumElements();
    List<Number> values = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      if (e instanceof FloatType) {
        values.add(d.getDouble(i));
      } else if (e instanceof IntegerType it && it.width() == 1) {
        values.add(d.getBool(i) ? 1L : 0L);
      } else {
        values.add(d.getLong(i));
      }
    }
    return new Npy.Array(descr, type.getShape(), values);
  }
}
