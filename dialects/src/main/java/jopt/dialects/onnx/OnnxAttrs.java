package jopt.dialects.onnx;

import java.util.function.Function;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.FloatAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.attr.StringAttr;
import jopt.ir.attr.TypeAttr;

/**
 * An onnx op's attributes read by name with the defaults of its schema ({@link OnnxSchemas}):
 * the one place a default is written is the op table. Reading an attribute the schema neither
 * has nor defaults is absent ({@code null}, or the {@code opt...} readers' empty answer).
 */
public final class OnnxAttrs {
  private final OnnxSchemas.Schema schema;
  private final Function<String, Attribute> source;

  /** A required attribute that the op lacks (and its schema does not default). */
  public static final class MissingAttribute extends RuntimeException {
    private static final long serialVersionUID = 1L;

    MissingAttribute(String name) {
      super("attribute '" + name + "' is missing and has no default", null, false, false);
    }
  }

  public OnnxAttrs(OnnxSchemas.Schema schema, Function<String, Attribute> source) {
    this.schema = schema;
    this.source = source;
  }

  /** The attributes of {@code op} ({@code onnx.X}), with the defaults of X's schema (none without one). */
  public static OnnxAttrs of(Operation op) {
    String name = op.getName();
    OnnxSchemas.Schema s = name.startsWith("onnx.") ? OnnxSchemas.get(name.substring(5)) : null;
    return new OnnxAttrs(s, op::getAttr);
  }

  public OnnxSchemas.Schema schema() {
    return schema;
  }

  /**
   * The attribute, else the schema's default, else null. An attribute that an older form of an
   * op lacks ({@code antialias} of ResizeV13) reads as the newest form's default: ONNX adds
   * attributes with defaults that keep the older behaviour.
   */
  public Attribute get(String name) {
    Attribute a = source.apply(name);
    if (a != null || schema == null) {
      return a;
    }
    OnnxSchemas.Attr spec = schema.attr(name);
    if (spec == null && !schema.name().equals(schema.onnxOp()) && OnnxSchemas.get(schema.onnxOp()) != null) {
      spec = OnnxSchemas.get(schema.onnxOp()).attr(name);
    }
    return spec == null ? null : spec.defaultValue();
  }

  /** Whether the op has the attribute itself (not by default). */
  public boolean has(String name) {
    return source.apply(name) != null;
  }

  /** An integer attribute or its default; {@link MissingAttribute} when it has neither. */
  public long getInt(String name) {
    Long v = optInt(name);
    if (v == null) {
      throw new MissingAttribute(name);
    }
    return v;
  }

  /** An integer attribute or its default, or null. */
  public Long optInt(String name) {
    Attribute a = get(name);
    return a instanceof IntegerAttr i ? i.getValue() : null;
  }

  /** A float attribute or its default (an integer one read as a float). */
  public double getFloat(String name) {
    Double v = optFloat(name);
    if (v == null) {
      throw new MissingAttribute(name);
    }
    return v;
  }

  public Double optFloat(String name) {
    Attribute a = get(name);
    return a instanceof FloatAttr f ? f.getValue() : a instanceof IntegerAttr i ? (double) i.getValue() : null;
  }

  /** A string attribute or its default. */
  public String getString(String name) {
    String v = optString(name);
    if (v == null) {
      throw new MissingAttribute(name);
    }
    return v;
  }

  public String optString(String name) {
    return get(name) instanceof StringAttr s ? s.getValue() : null;
  }

  /** An integer list attribute or its default; null when absent or not all integers. */
  public long[] getInts(String name) {
    if (!(get(name) instanceof ArrayAttr arr)) {
      return null;
    }
    long[] r = new long[arr.size()];
    for (int i = 0; i < r.length; i++) {
      if (!(arr.get(i) instanceof IntegerAttr x)) {
        return null;
      }
      r[i] = x.getValue();
    }
    return r;
  }

  /** A float list attribute or its default; null when absent. */
  public double[] getFloats(String name) {
    if (!(get(name) instanceof ArrayAttr arr)) {
      return null;
    }
    double[] r = new double[arr.size()];
    for (int i = 0; i < r.length; i++) {
      Attribute x = arr.get(i);
      if (x instanceof FloatAttr f) {
        r[i] = f.getValue();
      } else if (x instanceof IntegerAttr n) {
        r[i] = n.getValue();
      } else {
        return null;
      }
    }
    return r;
  }

  /** A string list attribute or its default; null when absent. */
  public String[] getStrings(String name) {
    if (!(get(name) instanceof ArrayAttr arr)) {
      return null;
    }
    String[] r = new String[arr.size()];
    for (int i = 0; i < r.length; i++) {
      if (!(arr.get(i) instanceof StringAttr s)) {
        return null;
      }
      r[i] = s.getValue();
    }
    return r;
  }

  /** A type attribute ({@code to}), or null. */
  public Type getType(String name) {
    return get(name) instanceof TypeAttr t ? t.getValue() : null;
  }
}
