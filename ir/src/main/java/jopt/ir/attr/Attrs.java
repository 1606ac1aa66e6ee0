package jopt.ir.attr;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.Type;
import jopt.ir.type.FloatType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;

/** Short factories and accessors for the builtin attributes, for dialect code. */
public final class Attrs {
  private Attrs() {}

  public static IntegerAttr i64(long v) {
    return IntegerAttr.getI64(v);
  }

  public static IntegerAttr i32(long v) {
    return IntegerAttr.getI32(v);
  }

  public static IntegerAttr i8(long v) {
    return IntegerAttr.get(IntegerType.get(8), v);
  }

  public static IntegerAttr index(long v) {
    return IntegerAttr.get(IndexType.INSTANCE, v);
  }

  public static IntegerAttr integer(Type type, long v) {
    return IntegerAttr.get(type, v);
  }

  public static BoolAttr bool(boolean v) {
    return BoolAttr.get(v);
  }

  public static FloatAttr f32(double v) {
    return FloatAttr.get(FloatType.F32, v);
  }

  public static FloatAttr f64(double v) {
    return FloatAttr.get(FloatType.F64, v);
  }

  public static FloatAttr floating(FloatType type, double v) {
    return FloatAttr.get(type, v);
  }

  public static StringAttr string(String s) {
    return StringAttr.get(s);
  }

  public static UnitAttr unit() {
    return UnitAttr.INSTANCE;
  }

  public static TypeAttr type(Type t) {
    return TypeAttr.get(t);
  }

  public static SymbolRefAttr symbolRef(String name) {
    return SymbolRefAttr.get(name);
  }

  public static ArrayAttr array(List<? extends Attribute> elements) {
    return ArrayAttr.get(elements);
  }

  public static ArrayAttr array(Attribute... elements) {
    return ArrayAttr.get(elements);
  }

  /** {@code [1, 2, 3]} of i64 integer attributes. */
  public static ArrayAttr i64Array(long... values) {
    List<Attribute> l = new ArrayList<>(values.length);
    for (long v : values) {
      l.add(i64(v));
    }
    return ArrayAttr.get(l);
  }

  public static ArrayAttr i32Array(long... values) {
    List<Attribute> l = new ArrayList<>(values.length);
    for (long v : values) {
      l.add(i32(v));
    }
    return ArrayAttr.get(l);
  }

  public static ArrayAttr stringArray(String... values) {
    List<Attribute> l = new ArrayList<>(values.length);
    for (String v : values) {
      l.add(string(v));
    }
    return ArrayAttr.get(l);
  }

  public static DenseArrayAttr denseI64(long... values) {
    return DenseArrayAttr.ofI64(values);
  }

  public static DenseArrayAttr denseI32(int... values) {
    return DenseArrayAttr.ofI32(values);
  }

  public static DenseArrayAttr denseBool(boolean... values) {
    return DenseArrayAttr.ofBool(values);
  }

  public static DictionaryAttr dict(NamedAttribute... entries) {
    return DictionaryAttr.of(entries);
  }

  public static NamedAttribute named(String name, Attribute value) {
    return new NamedAttribute(name, value);
  }

  // ---- accessors returning null on a kind mismatch

  public static Long intValue(Attribute a) {
    return a instanceof IntegerAttr i ? i.getValue() : null;
  }

  public static Boolean boolValue(Attribute a) {
    return a instanceof BoolAttr b ? b.value() : null;
  }

  public static Double floatValue(Attribute a) {
    return a instanceof FloatAttr f ? f.getValue() : null;
  }

  public static String stringValue(Attribute a) {
    return a instanceof StringAttr s ? s.value() : null;
  }

  public static Type typeValue(Attribute a) {
    return a instanceof TypeAttr t ? t.value() : null;
  }

  public static List<Attribute> arrayValue(Attribute a) {
    return a instanceof ArrayAttr arr ? arr.value() : null;
  }

  /** Integers of an ArrayAttr of IntegerAttrs or of an integer DenseArrayAttr, else null. */
  public static long[] intArrayValue(Attribute a) {
    if (a instanceof DenseArrayAttr d && !d.isFloat()) {
      return d.asLongs();
    }
    if (a instanceof ArrayAttr arr) {
      long[] r = new long[arr.size()];
      for (int i = 0; i < r.length; i++) {
        if (!(arr.get(i) instanceof IntegerAttr ia)) {
          return null;
        }
        r[i] = ia.getValue();
      }
      return r;
    }
    return null;
  }

  /** Prints {@code a} with its type left out where MLIR's "must elide" mode does (integers, floats, strings, dense). */
  public static void printWithoutType(AttrTypePrinter p, Attribute a) {
    if (a instanceof IntegerAttr i) {
      i.printWithoutType(p);
    } else if (a instanceof FloatAttr f) {
      f.printWithoutType(p);
    } else if (a instanceof StringAttr s) {
      s.printWithoutType(p);
    } else if (a instanceof DenseElementsAttr d) {
      d.printWithoutType(p);
    } else {
      p.printAttribute(a);
    }
  }

  /** Whether any of {@code attrs} may print an aliased value ({@link Attribute#mayPrintAlias}). */
  public static boolean anyMayPrintAlias(List<Attribute> attrs) {
    for (int i = 0, n = attrs.size(); i < n; i++) {
      if (attrs.get(i).mayPrintAlias()) {
        return true;
      }
    }
    return false;
  }
}
