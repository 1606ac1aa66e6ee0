package jopt.ir.attr;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Type;
import jopt.ir.type.ComplexType;
import jopt.ir.type.FloatType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.ShapedType;

/** MLIR's TensorLiteralParser: shape inference and element checks of {@code dense<...>} literals. */
final class DenseLiteralReader {
  private DenseLiteralReader() {}

  static DenseElementsAttr read(Type type, Object literal) {
    if (!(type instanceof ShapedType st)) {
      throw new IllegalArgumentException("elements literal must be a shaped type");
    }
    if (!st.hasStaticShape()) {
      throw new IllegalArgumentException("elements literal type must have static shape");
    }
    Type elt = st.getElementType();
    if (!(elt instanceof IntegerType || elt instanceof IndexType || elt instanceof FloatType
        || (elt instanceof ComplexType c && (c.elementType() instanceof IntegerType || c.elementType() instanceof FloatType)))) {
      throw new IllegalArgumentException("unsupported dense element type " + AttrTypePrinter.print(elt));
    }
    String typeStr = AttrTypePrinter.print(type);
    if (literal == null) {
      if (st.getNumElements() != 0) {
        throw new IllegalArgumentException("parsed zero elements, but type ('" + typeStr + "') expected at least 1");
      }
      return DenseElementsAttr.builder(st).build();
    }
    if (literal instanceof String s && s.startsWith("\"")) {
      return readHex(st, s.substring(1, s.length() - 1), typeStr);
    }
    List<Long> shape = new ArrayList<>();
    List<Object> leaves = new ArrayList<>();
    inferShape(literal, shape, 0, leaves, new boolean[] {false});
    long[] expected = st.getShape();
    if (!shape.isEmpty() && !Arrays.equals(shape.stream().mapToLong(Long::longValue).toArray(), expected)) {
      throw new IllegalArgumentException("inferred shape of elements literal (" + dims(shape) + ") does not match type ("
          + dims(Arrays.stream(expected).boxed().toList()) + ")");
    }
    boolean complex = elt instanceof ComplexType;
    Type scalarType = complex ? ((ComplexType) elt).elementType() : elt;
    List<String> scalars = new ArrayList<>();
    for (Object leaf : leaves) {
      if (leaf instanceof Object[] pair) {
        scalars.add((String) pair[0]);
        if (complex) {
          scalars.add((String) pair[1]);
        }
      } else {
        scalars.add((String) leaf);
      }
    }
    long elementsWanted = shape.isEmpty() ? 1 : st.getNumElements();
    long scalarsWanted = complex ? 2 * elementsWanted : elementsWanted;
    if (scalars.size() != scalarsWanted) {
      throw new IllegalArgumentException("parsed " + scalars.size() + " elements, but type ('" + typeStr
          + "') expected " + scalarsWanted + " elements");
    }
    DenseElementsBuilder b = DenseElementsAttr.builder(st);
    for (int i = 0; i < scalars.size(); i++) {
      try {
        addScalar(b, scalarType, scalars.get(i));
      } catch (IllegalArgumentException e) {
        throw new LiteralElementException(e.getMessage(), complex ? i / 2 : i);
      }
    }
    return b.build();
  }

  private static DenseElementsAttr readHex(ShapedType st, String hex, String typeStr) {
    boolean valid = hex.startsWith("0x") && hex.length() % 2 == 0;
    for (int i = 2; valid && i < hex.length(); i++) {
      valid = Character.digit(hex.charAt(i), 16) >= 0;
    }
    if (!valid) {
      throw new IllegalArgumentException("expected string containing hex digits starting with `0x`");
    }
    DenseElementsAttr a = DenseElementsAttr.fromHexString(st, hex);
    if (a == null) {
      throw new IllegalArgumentException("elements hex data size is invalid for provided type: '" + typeStr + "'");
    }
    return a;
  }

  /** Records the shape at each depth; all elements of a list must have the same shape. */
  private static void inferShape(Object lit, List<Long> shape, int depth, List<Object> leaves, boolean[] seenLeafRank) {
    if (lit instanceof List<?> list) {
      if (depth == shape.size()) {
        if (seenLeafRank[0]) {
          throw inconsistent();
        }
        shape.add((long) list.size());
      } else if (shape.get(depth) != list.size()) {
        throw inconsistent();
      }
      for (Object o : list) {
        inferShape(o, shape, depth + 1, leaves, seenLeafRank);
      }
      if (list.isEmpty() && depth + 1 < shape.size()) {
        throw inconsistent();
      }
      return;
    }
    if (depth != shape.size() && !(depth == 0 && shape.isEmpty())) {
      throw inconsistent();
    }
    seenLeafRank[0] = true;
    leaves.add(lit);
  }

  private static IllegalArgumentException inconsistent() {
    return new IllegalArgumentException("tensor literal is invalid; ranks are not consistent between elements");
  }

  private static String dims(List<Long> d) {
    StringBuilder sb = new StringBuilder("[");
    for (int i = 0; i < d.size(); i++) {
      sb.append(i > 0 ? ", " : "").append(d.get(i));
    }
    return sb.append(']').toString();
  }

  private static void addScalar(DenseElementsBuilder b, Type t, String lit) {
    boolean isBool = lit.equals("true") || lit.equals("false");
    if (t instanceof FloatType f) {
      if (isBool || lit.startsWith("\"")) {
        throw new IllegalArgumentException("expected floating point literal");
      }
      b.addBits(Literals.floatBits(f, lit));
      return;
    }
    if (isBool) {
      if (!(t instanceof IntegerType it && it.width() == 1)) {
        throw new IllegalArgumentException("expected i1 type for 'true' or 'false' values");
      }
      b.addBool(lit.equals("true"));
      return;
    }
    if (Literals.isFloatLiteral(lit)) {
      throw new IllegalArgumentException("expected integer elements, but parsed floating-point");
    }
    if (lit.startsWith("-") && t instanceof IntegerType it && it.isUnsigned()) {
      throw new IllegalArgumentException("expected unsigned integer elements, but parsed negative value");
    }
    IntegerAttr a;
    try {
      a = Literals.integer(t, lit);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("integer constant out of range for type");
    }
    b.add(a);
  }
}
