package jopt.interpreter.runtime;

import java.util.Arrays;
import jopt.interpreter.runtime.InterpreterOptions.Elided;
import jopt.interpreter.runtime.RuntimeError.Kind;
import jopt.ir.Attribute;
import jopt.ir.FileResources;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.DenseResourceElementsAttr;
import jopt.ir.attr.DictionaryAttr;
import jopt.ir.attr.NamedAttribute;
import jopt.ir.type.ComplexType;
import jopt.ir.type.FloatType;
import jopt.ir.type.ShapedType;

/**
 * The elements of a {@code dense_resource} attribute: the bytes of its blob (little endian, in
 * index order, as MLIR stores them), or, when the file holds no blob for its handle (MLIR prints
 * {@code dense_resource<__elided__>} for a large constant, and public model files ship so),
 * stand-in values as {@link InterpreterOptions#elided()} says. {@link Elided#RANDOM}: a float
 * element is uniform in [-1, 1), a function of the constant's element type, its shape and the
 * element's index alone (so equal constants hold equal values in every run and after any
 * pipeline); integers and booleans are 0, since models use integer constants as indices,
 * positions and masks, where another value could run out of bounds. {@link Elided#ZEROS}: every
 * element 0. {@link Elided#ERROR}: the use is an error.
 */
public final class ResourceValues {
  private ResourceValues() {}

  /** The elided constants of a module: how many ops hold one, and their bytes. */
  public record Summary(int constants, long bytes) {}

  /**
   * The elements of {@code attr} (of {@code count} elements of {@code elementType}, each
   * {@code elemBytes} bytes in memory) as bytes, for the op at {@code site} to load.
   */
  static byte[] bytes(DenseResourceElementsAttr attr, Type elementType, long count,
      int elemBytes, Machine ex, Operation site) {
    long size = count * elemBytes;
    if (size > Integer.MAX_VALUE - 8) {
      throw ex.error(Kind.UNSUPPORTED, site, "constant of " + size + " bytes is too large "
          + "for the interpreter");
    }
    FileResources.Blob blob = site.getContext().getResources().blob(attr.getHandle());
    if (blob != null) {
      if (blob.data().length != size) {
        throw ex.error(Kind.UNSUPPORTED, site, "resource blob '" + attr.getHandle() + "' holds "
            + blob.data().length + " bytes, the " + count + " elements of " + elementType
            + " take " + size);
      }
      return blob.data();
    }
    byte[] data = new byte[(int) size];
    switch (ex.options().elided()) {
      case ERROR -> throw ex.error(Kind.UNSUPPORTED, site, "dense_resource<" + attr.getHandle()
          + "> has no data (an elided constant); --elided=random or --elided=zeros runs it with "
          + "stand-in values");
      case ZEROS -> { }
      case RANDOM -> standIns(elementType, attr.getType(), data, (int) count, elemBytes);
    }
    return data;
  }

  /**
   * The stand-in elements (as {@link Elided#RANDOM} makes them) of an elided constant of type
   * {@code type}, little endian in index order: what another runtime must be given to run a
   * model's elided weights as jopt-run does (bench/ModelSpeed.java gives them to onnxruntime).
   */
  public static byte[] standInBytes(ShapedType type) {
    int elemBytes = ElementCodec.byteSize(type.getElementType());
    long count = type.getNumElements();
    if (elemBytes <= 0 || count * elemBytes > Integer.MAX_VALUE - 8) {
      throw new IllegalArgumentException("no stand-ins for " + type);
    }
    byte[] data = new byte[(int) (count * elemBytes)];
    standIns(type.getElementType(), type, data, (int) count, elemBytes);
    return data;
  }

  private static void standIns(Type elementType, Type shaped, byte[] data, int count,
      int elemBytes) {
    Type real = elementType instanceof ComplexType c ? c.getElementType() : elementType;
    if (!(real instanceof FloatType ft)) {
      return; // integers and booleans: 0
    }
    long key = key(elementType, shaped);
    int parts = elementType instanceof ComplexType ? 2 : 1;
    int partBytes = elemBytes / parts;
    for (int i = 0; i < count * parts; i++) {
      double x = uniform(key, i);
      if (ft == FloatType.F32) {
        int bits = Float.floatToRawIntBits((float) x);
        int pos = i * 4;
        data[pos] = (byte) bits;
        data[pos + 1] = (byte) (bits >>> 8);
        data[pos + 2] = (byte) (bits >>> 16);
        data[pos + 3] = (byte) (bits >>> 24);
      } else {
        ElementCodec.write(data, i * partBytes, ft, Scalars.round(ft, x));
      }
    }
  }

  /** A key of the element type and the shape (a tensor and the memref it becomes agree). */
  private static long key(Type elementType, Type shaped) {
    long[] shape = shaped instanceof ShapedType s ? s.getShape() : new long[0];
    return elementType.toString().hashCode() * 0x9E3779B97F4A7C15L + Arrays.hashCode(shape);
  }

  /** Element {@code i}'s value in [-1, 1): SplitMix64's finalizer of the key and the index. */
  private static double uniform(long key, long i) {
    long z = key + (i + 1) * 0x9E3779B97F4A7C15L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    z ^= z >>> 31;
    return (z >>> 11) * 0x1.0p-53 * 2 - 1;
  }

  /** The ops of {@code root} (itself included) holding a dense_resource with no blob. */
  public static Summary elided(Operation root) {
    FileResources resources = root.getContext().getResources();
    long[] bytes = {0};
    int[] ops = {0};
    root.walkPreOrder(o -> {
      boolean found = false;
      for (NamedAttribute na : o.getAttrDictionary().getValue()) {
        found |= collect(na.value(), resources, bytes);
      }
      ops[0] += found ? 1 : 0;
    });
    return new Summary(ops[0], bytes[0]);
  }

  private static boolean collect(Attribute a, FileResources resources, long[] bytes) {
    if (a instanceof DenseResourceElementsAttr r && resources.blob(r.getHandle()) == null) {
      if (r.getType() instanceof ShapedType s && s.hasStaticShape()) {
        int n = ElementCodec.byteSize(s.getElementType());
        bytes[0] += Math.max(n, 0) * s.getNumElements();
      }
      return true;
    }
    boolean found = false;
    if (a instanceof ArrayAttr arr) {
      for (Attribute e : arr.getValue()) {
        found |= collect(e, resources, bytes);
      }
    } else if (a instanceof DictionaryAttr d) {
      for (NamedAttribute na : d.getValue()) {
        found |= collect(na.value(), resources, bytes);
      }
    }
    return found;
  }
}
