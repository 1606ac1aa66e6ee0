package jopt.ir.attr;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.Type;
import jopt.ir.type.ComplexType;
import jopt.ir.type.FloatType;
import jopt.ir.type.ShapedType;

/**
 * {@code dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>}: integer, index, float or complex elements of
 * a statically shaped tensor/vector/memref type, stored like MLIR's raw buffer: little-endian,
 * each element rounded up to whole bytes, i1 packed 8 per byte, a splat stored once. Equal
 * element values give equal attributes (a buffer whose elements are all equal is a splat).
 * Printed as a single value when splat, as {@code "0x..."} hex when it has more than 100
 * elements, else as nested lists following the shape.
 */
public final class DenseElementsAttr implements Attribute {
  /** MLIR prints non-splat attributes with more elements than this as hex. */
  public static final int HEX_THRESHOLD = 100;

  private final ShapedType type;
  private final byte[] data;
  private final boolean splat;
  private int hash;

  DenseElementsAttr(ShapedType type, byte[] data, boolean splat) {
    this.type = type;
    this.data = data;
    this.splat = splat;
  }

  // ---- construction

  /**
   * An attribute from the raw buffer of MLIR's hex form ({@code dense<"0x...">}): the full
   * buffer or a single element (splat); for i1 also a single 0x00/0xFF byte. Returns null when
   * the size does not fit the type ("elements hex data size is invalid").
   */
  public static DenseElementsAttr fromRawBuffer(ShapedType type, byte[] bytes) {
    Type elt = type.getElementType();
    DenseLayout.scalarWidth(elt); // rejects unsupported element types
    int n = DenseLayout.checkedNumElements(type);
    if (DenseLayout.isBool(elt)) {
      if (bytes.length == 1 && (bytes[0] == 0 || bytes[0] == (byte) 0xFF)) {
        return new DenseElementsAttr(type, bytes.clone(), true);
      }
      if (bytes.length != (n + 7) / 8) {
        return null;
      }
      byte[] packed = bytes.clone();
      if (n % 8 != 0) {
        packed[packed.length - 1] &= (byte) ((1 << (n % 8)) - 1);
      }
      return fromFullBuffer(type, packed);
    } else if (bytes.length == DenseLayout.elementBytes(elt)) {
      return new DenseElementsAttr(type, bytes.clone(), true);
    } else if (bytes.length != DenseLayout.bufferSize(elt, n)) {
      return null;
    }
    return fromFullBuffer(type, bytes.clone());
  }

  /** Same as {@link #fromRawBuffer}. */
  public static DenseElementsAttr fromHex(ShapedType type, byte[] bytes) {
    return fromRawBuffer(type, bytes);
  }

  /** Parses {@code 0x0100...} (the string inside {@code dense<"...">}); null if malformed. */
  public static DenseElementsAttr fromHexString(ShapedType type, String hex) {
    if (!hex.startsWith("0x") || hex.length() % 2 != 0) {
      return null;
    }
    byte[] bytes = new byte[(hex.length() - 2) / 2];
    for (int i = 0; i < bytes.length; i++) {
      int hi = Character.digit(hex.charAt(2 + 2 * i), 16);
      int lo = Character.digit(hex.charAt(3 + 2 * i), 16);
      if (hi < 0 || lo < 0) {
        return null;
      }
      bytes[i] = (byte) (hi << 4 | lo);
    }
    return fromRawBuffer(type, bytes);
  }

  /** Wraps a complete buffer (owned), collapsing it to a splat when all elements are equal. */
  static DenseElementsAttr fromFullBuffer(ShapedType type, byte[] buf) {
    Type elt = type.getElementType();
    int n = DenseLayout.checkedNumElements(type);
    if (n == 0) {
      return new DenseElementsAttr(type, buf, false);
    }
    if (DenseLayout.isBool(elt)) {
      boolean first = (buf[0] & 1) != 0;
      for (int i = 1; i < n; i++) {
        if (((buf[i >> 3] >> (i & 7)) & 1) != (first ? 1 : 0)) {
          return new DenseElementsAttr(type, buf, false);
        }
      }
      return new DenseElementsAttr(type, new byte[] {first ? (byte) 0xFF : 0}, true);
    }
    int eb = DenseLayout.elementBytes(elt);
    for (int i = 1; i < n; i++) {
      if (!Arrays.equals(buf, 0, eb, buf, i * eb, i * eb + eb)) {
        return new DenseElementsAttr(type, buf, false);
      }
    }
    return new DenseElementsAttr(type, Arrays.copyOf(buf, eb), true);
  }

  /**
   * Builds the attribute for a parsed {@code dense<...>} literal of type {@code type}, checking
   * it like MLIR's TensorLiteralParser. {@code literal} is null for {@code dense<>}, a quoted
   * {@code "0x..."} string for the hex form, a scalar spelling ({@code 1}, {@code -2.5},
   * {@code 0x7FC00000}, {@code true}) for a splat, an {@code Object[2]} for a complex value, or a
   * (nested) {@code List} of those. Throws IllegalArgumentException with MLIR's message.
   */
  public static DenseElementsAttr fromLiteral(Type type, Object literal) {
    return DenseLiteralReader.read(type, literal);
  }

  /** A builder filling elements in row-major order. */
  public static DenseElementsBuilder builder(ShapedType type) {
    return new DenseElementsBuilder(type, false);
  }

  /**
   * Elements given as attributes: IntegerAttr (BoolAttr) / FloatAttr, or for complex element
   * types ArrayAttr pairs {@code [re, im]}. One element gives a splat.
   */
  public static DenseElementsAttr get(ShapedType type, List<? extends Attribute> elements) {
    int n = DenseLayout.checkedNumElements(type);
    if (elements.size() == 1 && n != 1) {
      return getSplat(type, elements.get(0));
    }
    if (elements.size() != n) {
      throw new IllegalArgumentException("expected " + n + " elements, got " + elements.size());
    }
    DenseElementsBuilder b = builder(type);
    for (Attribute a : elements) {
      b.add(a);
    }
    return b.build();
  }

  public static DenseElementsAttr getSplat(ShapedType type, Attribute element) {
    DenseElementsBuilder b = new DenseElementsBuilder(type, true);
    b.add(element);
    return b.build();
  }

  public static DenseElementsAttr ofLongs(ShapedType type, long... values) {
    DenseElementsBuilder b = builder(type);
    for (long v : values) {
      b.addLong(v);
    }
    return values.length == 1 ? b.buildSplat() : b.build();
  }

  public static DenseElementsAttr ofInts(ShapedType type, long... values) {
    return ofLongs(type, values);
  }

  public static DenseElementsAttr ofDoubles(ShapedType type, double... values) {
    DenseElementsBuilder b = builder(type);
    for (double v : values) {
      b.addDouble(v);
    }
    return values.length == 1 ? b.buildSplat() : b.build();
  }

  public static DenseElementsAttr ofBools(ShapedType type, boolean... values) {
    DenseElementsBuilder b = builder(type);
    for (boolean v : values) {
      b.addBool(v);
    }
    return values.length == 1 ? b.buildSplat() : b.build();
  }

  // ---- accessors

  @Override
  public ShapedType getType() {
    return type;
  }

  public Type getElementType() {
    return type.getElementType();
  }

  public boolean isSplat() {
    return splat;
  }

  public int getNumElements() {
    return DenseLayout.checkedNumElements(type);
  }

  /** MLIR's raw data: the buffer (one element for a splat). */
  public byte[] getRawData() {
    return data.clone();
  }

  /** The raw bits of scalar {@code s} (for complex elements: 2 * element + component). */
  private BigInteger scalarBits(int s) {
    Type elt = type.getElementType();
    if (DenseLayout.isBool(elt)) {
      return splat ? BigInteger.valueOf(data[0] & 1) : BigInteger.valueOf((data[s >> 3] >> (s & 7)) & 1);
    }
    int sb = (DenseLayout.scalarWidth(elt) + 7) / 8;
    int per = elt instanceof ComplexType ? 2 : 1;
    int at = (splat ? s % per : s) * sb;
    byte[] be = new byte[sb + 1];
    for (int i = 0; i < sb; i++) {
      be[sb - i] = data[at + i];
    }
    return new BigInteger(be);
  }

  private long scalarLongBits(int s) {
    Type elt = type.getElementType();
    if (DenseLayout.isBool(elt)) {
      return splat ? data[0] & 1 : (data[s >> 3] >> (s & 7)) & 1;
    }
    int sb = (DenseLayout.scalarWidth(elt) + 7) / 8;
    if (sb > 8) {
      return scalarBits(s).longValue();
    }
    int per = elt instanceof ComplexType ? 2 : 1;
    int at = (splat ? s % per : s) * sb;
    long v = 0;
    for (int i = 0; i < sb; i++) {
      v |= (data[at + i] & 0xFFL) << (8 * i);
    }
    return v;
  }

  private Type scalarType() {
    Type elt = type.getElementType();
    return elt instanceof ComplexType c ? c.elementType() : elt;
  }

  private Attribute scalarAttr(int s) {
    Type st = scalarType();
    if (st instanceof FloatType f) {
      return f.getWidth() > 64 ? FloatAttr.fromBits(f, scalarBits(s)) : FloatAttr.fromBits(f, scalarLongBits(s));
    }
    return DenseLayout.scalarWidth(st) > 64 ? IntegerAttr.get(st, scalarBits(s)) : IntegerAttr.get(st, scalarLongBits(s));
  }

  /** Element {@code i} (row-major) as an IntegerAttr/BoolAttr/FloatAttr, or an ArrayAttr pair for complex. */
  public Attribute getElementAttr(int i) {
    if (type.getElementType() instanceof ComplexType) {
      return ArrayAttr.get(scalarAttr(2 * i), scalarAttr(2 * i + 1));
    }
    return scalarAttr(i);
  }

  /**
   * The attribute of type {@code newType} (same element type) whose element i is this one's
   * element {@code indices[i]}: a transpose or broadcast of constant data, made on the raw
   * buffer (a splat stays a splat).
   */
  public DenseElementsAttr gather(ShapedType newType, int[] indices) {
    Type elt = type.getElementType();
    if (!newType.getElementType().equals(elt)) {
      throw new IllegalArgumentException("gather keeps the element type");
    }
    if (splat) {
      return new DenseElementsAttr(newType, data, true);
    }
    int n = DenseLayout.checkedNumElements(newType);
    if (DenseLayout.isBool(elt)) {
      byte[] out = new byte[(n + 7) / 8];
      for (int i = 0; i < n; i++) {
        int s = indices[i];
        if (((data[s >> 3] >> (s & 7)) & 1) != 0) {
          out[i >> 3] |= (byte) (1 << (i & 7));
        }
      }
      return fromFullBuffer(newType, out);
    }
    int eb = DenseLayout.elementBytes(elt);
    byte[] out = new byte[n * eb];
    for (int i = 0; i < n; i++) {
      System.arraycopy(data, indices[i] * eb, out, i * eb, eb);
    }
    return fromFullBuffer(newType, out);
  }

  public Attribute getSplatValue() {
    if (!splat) {
      throw new IllegalStateException("not a splat");
    }
    return getElementAttr(0);
  }

  /** Integer element {@code i} (sign- or zero-extended like IntegerAttr#getValue). */
  public long getLong(int i) {
    return ((IntegerAttr) scalarAttr(i)).getValue();
  }

  public BigInteger getBigInteger(int i) {
    return ((IntegerAttr) scalarAttr(i)).getBigValue();
  }

  public boolean getBool(int i) {
    return scalarLongBits(i) != 0;
  }

  public double getDouble(int i) {
    Attribute a = scalarAttr(i);
    return a instanceof FloatAttr f ? f.getValue() : ((IntegerAttr) a).getValue();
  }

  /** All integer elements (a splat expanded). */
  public long[] getLongs() {
    long[] r = new long[getNumElements()];
    for (int i = 0; i < r.length; i++) {
      r[i] = getLong(i);
    }
    return r;
  }

  public long[] asLongs() {
    return getLongs();
  }

  public double[] getDoubles() {
    double[] r = new double[getNumElements()];
    for (int i = 0; i < r.length; i++) {
      r[i] = getDouble(i);
    }
    return r;
  }

  /** The same data reinterpreted with another shape of equal element count and element type. */
  public DenseElementsAttr reshape(ShapedType newType) {
    if (!newType.getElementType().equals(type.getElementType()) || newType.getNumElements() != type.getNumElements()) {
      throw new IllegalArgumentException("reshape must keep the element type and count");
    }
    return new DenseElementsAttr(newType, data, splat);
  }

  // ---- printing

  private void printScalar(int s, StringBuilder out) {
    Attribute a = scalarAttr(s);
    if (a instanceof FloatAttr f) {
      f.printValue(out);
    } else {
      ((IntegerAttr) a).printValue(out);
    }
  }

  private void printElement(int i, StringBuilder out) {
    if (type.getElementType() instanceof ComplexType) {
      out.append('(');
      printScalar(2 * i, out);
      out.append(',');
      printScalar(2 * i + 1, out);
      out.append(')');
    } else {
      printScalar(i, out);
    }
  }

  /** The part between {@code dense<} and {@code >}. */
  public void printElements(StringBuilder out) {
    printElements(out, true);
  }

  /**
   * The elements as {@link #printElements(StringBuilder)} prints them, as hex only where
   * {@code allowHex} (MLIR prints a sparse attribute's indices as lists at any size).
   */
  public void printElements(StringBuilder out, boolean allowHex) {
    if (splat) {
      printElement(0, out);
      return;
    }
    int n = getNumElements();
    if (n == 0) {
      return;
    }
    if (allowHex && n > HEX_THRESHOLD) {
      out.append("\"0x");
      for (byte b : data) {
        out.append(Character.toUpperCase(Character.forDigit((b >> 4) & 0xF, 16)));
        out.append(Character.toUpperCase(Character.forDigit(b & 0xF, 16)));
      }
      out.append('"');
      return;
    }
    // A mixed-radix counter over the shape: close a bracket per rolled-over digit.
    long[] shape = type.getShape();
    int rank = shape.length;
    long[] counter = new long[rank];
    int openBrackets = 0;
    for (int idx = 0; idx < n; idx++) {
      if (idx != 0) {
        out.append(", ");
      }
      while (openBrackets++ < rank) {
        out.append('[');
      }
      openBrackets = rank;
      printElement(idx, out);
      if (rank > 0) {
        counter[rank - 1]++;
        for (int i = rank - 1; i > 0; i--) {
          if (counter[i] >= shape[i]) {
            counter[i] = 0;
            counter[i - 1]++;
            openBrackets--;
            out.append(']');
          }
        }
      }
    }
    while (openBrackets-- > 0) {
      out.append(']');
    }
  }

  /** As its type. */
  @Override
  public boolean mayPrintAlias() {
    return type.mayPrintAlias();
  }

  @Override
  public void print(AttrTypePrinter p) {
    printWithoutType(p);
    p.append(" : ");
    p.printType(type);
  }

  public void printWithoutType(AttrTypePrinter p) {
    p.append("dense<");
    printElements(p.out());
    p.append('>');
  }

  @Override
  public boolean equals(Object o) {
    return this == o || (o instanceof DenseElementsAttr d && d.splat == splat && d.hashCode() == hashCode()
        && d.type.equals(type) && Arrays.equals(d.data, data));
  }

  @Override
  public int hashCode() {
    int h = hash;
    if (h == 0) {
      h = (type.hashCode() * 31 + Arrays.hashCode(data)) * 2 + (splat ? 1 : 0);
      hash = h == 0 ? 1 : h;
    }
    return hash;
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }
}
