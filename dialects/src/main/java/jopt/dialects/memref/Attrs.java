package jopt.dialects.memref;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Type;
import jopt.ir.affine.AffineDimExpr;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.attr.AffineMapAttr;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.BoolAttr;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.attr.StringAttr;
import jopt.ir.attr.SymbolRefAttr;
import jopt.ir.attr.TypeAttr;
import jopt.ir.attr.UnitAttr;
import jopt.ir.type.IntegerType;

/** Building and reading the builtin attributes the memref and bufferization ops store. */
public final class Attrs {
  private Attrs() {}

  public static Attribute i64(long v) {
    return IntegerAttr.get(IntegerType.get(64), v);
  }

  public static Attribute i32(long v) {
    return IntegerAttr.get(IntegerType.get(32), v);
  }

  /** Value of an integer attribute, or null. */
  public static Long intValue(Attribute a) {
    return a instanceof IntegerAttr i ? i.getValue() : null;
  }

  public static Attribute bool(boolean v) {
    return BoolAttr.get(v);
  }

  public static boolean isTrue(Attribute a) {
    return a instanceof BoolAttr b && b.value();
  }

  public static Attribute unit() {
    return UnitAttr.get();
  }

  public static boolean isUnit(Attribute a) {
    return a instanceof UnitAttr;
  }

  public static Attribute denseI32(long[] values) {
    int[] v = new int[values.length];
    for (int i = 0; i < v.length; i++) {
      v[i] = (int) values[i];
    }
    return DenseArrayAttr.i32(v);
  }

  public static Attribute denseI64(long[] values) {
    return DenseArrayAttr.i64(values);
  }

  /** Values of a dense integer array attribute, or null. */
  public static long[] denseValues(Attribute a) {
    return a instanceof DenseArrayAttr d ? d.asLongs() : null;
  }

  public static Attribute array(List<Attribute> elements) {
    return ArrayAttr.get(elements);
  }

  /** Elements of an array attribute, or null. */
  public static List<Attribute> arrayValues(Attribute a) {
    return a instanceof ArrayAttr arr ? arr.value() : null;
  }

  public static Attribute string(String s) {
    return StringAttr.get(s);
  }

  public static String stringValue(Attribute a) {
    return a instanceof StringAttr s ? s.value() : null;
  }

  public static Attribute type(Type t) {
    return TypeAttr.get(t);
  }

  public static Type typeValue(Attribute a) {
    return a instanceof TypeAttr t ? t.value() : null;
  }

  public static Attribute symbolRef(String name) {
    return SymbolRefAttr.get(name);
  }

  /** Root name of a symbol reference, or null. */
  public static String symbolName(Attribute a) {
    return a instanceof SymbolRefAttr s ? s.getRootReference() : null;
  }

  /** The affine map {@code (d0, ..) -> (d_results[0], ..)}. */
  public static Attribute dimsMap(int numDims, int[] results) {
    List<AffineExpr> exprs = new ArrayList<>();
    for (int r : results) {
      exprs.add(AffineDimExpr.get(r));
    }
    return AffineMapAttr.get(AffineMap.get(numDims, 0, exprs));
  }

  /** Result dim positions of an affine map attribute whose results are all plain dims, or null. */
  public static int[] dimsMapResults(Attribute a) {
    if (!(a instanceof AffineMapAttr m) || m.getValue().getNumSymbols() != 0) {
      return null;
    }
    List<AffineExpr> exprs = m.getValue().getResults();
    int[] r = new int[exprs.size()];
    for (int i = 0; i < r.length; i++) {
      if (!(exprs.get(i) instanceof AffineDimExpr d)) {
        return null;
      }
      r[i] = d.position();
    }
    return r;
  }

  public static int mapNumDims(Attribute a) {
    return a instanceof AffineMapAttr m ? m.getValue().getNumDims() : 0;
  }
}
