package jopt.dialects.onnx;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jopt.ir.Attribute;
import jopt.ir.Type;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.FloatAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.attr.StringAttr;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.RegionDef;
import jopt.ir.ods.TypeConstraint;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.DialectType;
import jopt.ir.type.TensorType;

/**
 * The ONNX operator schemas of {@link OnnxOpTable}, read once: each op's inputs, outputs,
 * attributes with their defaults, type sets and version history; the {@link OpSpec} the
 * generic verifier checks; and onnx-mlir's choice of op for a node of a given opset
 * ({@link #opName}).
 */
public final class OnnxSchemas {
  private OnnxSchemas() {}

  /** An input or output: optional ones may be {@code none}; a variadic one is a group. */
  public record Value(String name, String type, boolean optional, boolean variadic) {}

  /** An attribute: its kind letter(s) ({@code i}, {@code fs}, {@code g}...), ONNX's default as written. */
  public record Attr(String name, String kind, boolean required, String defaultText) {
    /** A subgraph, imported as a region. */
    public boolean isGraph() {
      return kind.equals("g") || kind.equals("gs");
    }

    /** The attribute constraint onnx-mlir declares it with; null for a graph. */
    public AttrKind attrKind() {
      return switch (kind) {
        case "f" -> AttrKind.F32;
        case "i" -> AttrKind.SI64;
        case "s" -> AttrKind.STR;
        case "fs" -> AttrKind.F32S;
        case "is" -> AttrKind.I64S;
        case "ss" -> AttrKind.STRS;
        case "t", "sp" -> AttrKind.ELEMENTS;
        case "tp" -> AttrKind.TYPE;
        case "ts", "sps", "tps" -> AttrKind.ANY_ARRAY;
        default -> null;
      };
    }

    /** The default as an attribute ({@code 1 : si64}, {@code 9.0e-01 : f32}), or null without one. */
    public Attribute defaultValue() {
      if (defaultText == null) {
        return null;
      }
      return switch (kind) {
        case "i" -> OnnxSpecs.si64(Long.parseLong(defaultText));
        case "f" -> FloatAttr.getF32(Float.parseFloat(defaultText));
        case "s" -> StringAttr.get(unquote(defaultText));
        case "is", "fs", "ss" -> list(defaultText);
        default -> throw new IllegalStateException("no default of kind " + kind);
      };
    }

    private Attribute list(String text) {
      String inner = text.substring(1, text.length() - 1).trim();
      List<Attribute> items = new ArrayList<>();
      if (!inner.isEmpty()) {
        for (String s : inner.split(",")) {
          items.add(switch (kind) {
            case "is" -> IntegerAttr.get(jopt.ir.type.IntegerType.get(64), Long.parseLong(s.trim()));
            case "fs" -> FloatAttr.getF32(Float.parseFloat(s.trim()));
            default -> StringAttr.get(unquote(s.trim()));
          });
        }
      }
      return ArrayAttr.get(items);
    }
  }

  /**
   * One op: its name in the dialect ({@code Conv}, {@code ClipV6}), the ONNX op it stands for,
   * the ONNX version of its schema, the versions ONNX defined of the op up to it (empty for
   * onnx-mlir's older forms), and the schema.
   */
  public record Schema(String name, String onnxOp, int version, List<Integer> history,
      List<Value> inputs, List<Value> outputs, List<Attr> attrs, Map<String, List<String>> typeSets,
      Map<String, String> rules) {
    /** The name of the op's shape rule ({@link OnnxRules}), or null. */
    public String shapeName() {
      return rules.get("shape");
    }

    /** How a memory planner may place the op's result ({@code noop}, {@code elementwise}, {@code transpose}), or null. */
    public String memoryKind() {
      return rules.get("mem");
    }

    /** The name of the op's folder, or null. */
    public String folderName() {
      return rules.get("fold");
    }

    /** The attribute named {@code name}, or null. */
    public Attr attr(String name) {
      for (Attr a : attrs) {
        if (a.name().equals(name)) {
          return a;
        }
      }
      return null;
    }

    /** The graph attributes, one region each, in onnx-mlir's order (If: then, else). */
    public List<Attr> graphAttrs() {
      List<Attr> r = new ArrayList<>();
      for (Attr a : attrs) {
        if (a.isGraph()) {
          r.add(a);
        }
      }
      if (onnxOp.equals("If")) {
        Collections.reverse(r);
      }
      return r;
    }

    /**
     * Whether {@code v}'s type is a type parameter of the schema ({@code T} of Gemm's A, B and C):
     * every value it types has the same type in one node.
     */
    public boolean isTypeParameter(Value v) {
      return typeSets.containsKey(v.type());
    }

    /** The element type tokens a value may have ({@code f32}, {@code seq}...). */
    public List<String> allowed(Value v) {
      List<String> set = typeSets.get(v.type());
      return set != null ? set : List.of(v.type().split(","));
    }

    /** The op spec: inputs, outputs, attributes with defaults, one region per graph attribute. */
    public OpSpec spec() {
      OpSpec.Builder b = OpSpec.op("onnx." + name);
      for (Value v : inputs) {
        TypeConstraint c = constraint(v);
        if (v.variadic()) {
          b.variadicOperand(v.name(), c);
        } else {
          b.operand(v.name(), c);
        }
      }
      for (Value v : outputs) {
        TypeConstraint c = constraint(v);
        if (v.variadic()) {
          b.variadicResult(v.name(), c);
        } else {
          b.result(v.name(), c);
        }
      }
      for (Attr a : attrs) {
        if (a.isGraph()) {
          continue;
        }
        Attribute dflt = a.defaultValue();
        if (a.required()) {
          b.attr(a.name(), a.attrKind());
        } else if (dflt != null) {
          b.defaultAttr(a.name(), a.attrKind(), dflt);
        } else {
          b.optionalAttr(a.name(), a.attrKind());
        }
      }
      for (Attr a : graphAttrs()) {
        b.region(a.name(), RegionDef.Blocks.EXACTLY_ONE);
      }
      return b.build();
    }

    /** The type constraint of the input or output named {@code name}, as the op's spec has it. */
    public TypeConstraint constraint(String name) {
      for (List<Value> vs : List.of(inputs, outputs)) {
        for (Value v : vs) {
          if (v.name().equals(name)) {
            return constraint(v);
          }
        }
      }
      throw new IllegalArgumentException(this.name + " has no input or output '" + name + "'");
    }

    private TypeConstraint constraint(Value v) {
      List<String> tokens = allowed(v);
      List<Type> elements = new ArrayList<>();
      boolean seq = false;
      boolean opt = false;
      for (String t : tokens) {
        switch (t) {
          case "seq" -> seq = true;
          case "opt" -> opt = true;
          case "map", "sparse" -> { }
          default -> {
            Type e = ElementTypes.fromToken(t);
            if (e == null) {
              throw new IllegalStateException(name + ": unknown element type " + t);
            }
            elements.add(e);
          }
        }
      }
      boolean anySeq = seq;
      boolean anyOpt = opt;
      List<String> parts = new ArrayList<>();
      if (!elements.isEmpty()) {
        List<String> names = new ArrayList<>();
        for (Type e : elements) {
          names.add(jopt.ir.AttrTypePrinter.print(e));
        }
        parts.add("tensor of " + String.join(", ", names) + " values");
      }
      if (seq) {
        parts.add("ONNX sequence");
      }
      if (opt) {
        parts.add("ONNX optional");
      }
      TypeConstraint c = TypeConstraint.of(String.join(" or ", parts),
          t -> t instanceof TensorType tt && elements.contains(tt.getElementType())
              || anySeq && isDialectType(t, "Seq<") || anyOpt && isDialectType(t, "Opt<"));
      return v.optional() ? c.or(OnnxSpecs.NONE) : c;
    }
  }

  private static boolean isDialectType(Type t, String prefix) {
    return t instanceof DialectType d && d.getDialectNamespace().equals("onnx")
        && d.getBody().startsWith(prefix);
  }

  private static final class Holder {
    static final Map<String, Schema> BY_NAME = parse(OnnxOpTable.ROWS);
  }

  /** Every schema of the table, in its order. */
  public static Collection<Schema> all() {
    return Holder.BY_NAME.values();
  }

  /** The schema of dialect op {@code name} ({@code Conv}, {@code ClipV6}), or null. */
  public static Schema get(String name) {
    return Holder.BY_NAME.get(name);
  }

  /**
   * The dialect op onnx-mlir imports a node of ONNX op {@code onnxOp} as, in a model importing
   * version {@code opset} of the default domain: the newest ONNX version of the op not newer than
   * the opset, then the oldest of onnx-mlir's forms that is not older than that version (the
   * unsuffixed op when that is the newest). Null when the table has no such op.
   */
  public static String opName(String onnxOp, long opset) {
    Schema front = get(onnxOp);
    if (front == null || front.history().isEmpty()) {
      return null;
    }
    List<Integer> history = front.history();
    int valid = history.get(0);
    for (int v : history) {
      if (v <= opset) {
        valid = v;
      }
    }
    if (valid >= front.version()) {
      return onnxOp;
    }
    String best = null;
    int bestVersion = Integer.MAX_VALUE;
    for (Schema s : all()) {
      if (s.onnxOp().equals(onnxOp) && s.name().matches(onnxOp + "V\\d+") && versionOfName(s) >= valid
          && versionOfName(s) < bestVersion) {
        best = s.name();
        bestVersion = versionOfName(s);
      }
    }
    return best != null ? best : onnxOp;
  }

  /** The version in a suffixed name ({@code ClipV6}: 6). */
  private static int versionOfName(Schema s) {
    return Integer.parseInt(s.name().substring(s.onnxOp().length() + 1));
  }

  static Map<String, Schema> parse(String rows) {
    Map<String, Schema> r = new LinkedHashMap<>();
    String lastOp = null;
    for (String line : rows.split("\n")) {
      line = line.strip();
      if (line.isEmpty()) {
        continue;
      }
      Schema s = parseRow(line, lastOp);
      if (!s.history().isEmpty()) {
        lastOp = s.name();
      }
      r.put(s.name(), s);
    }
    return Collections.unmodifiableMap(r);
  }

  /** One row; a suffixed name ({@code ClipV6}) belongs to the unsuffixed row before it. */
  private static Schema parseRow(String line, String lastOp) {
    String[] sections = line.split(";", -1);
    Map<String, String> rules = new LinkedHashMap<>();
    for (String r : words(sections.length > 3 ? sections[3] : "")) {
      int eq = r.indexOf('=');
      rules.put(r.substring(0, eq), r.substring(eq + 1));
    }
    String[] head = sections[0].split(" : ", -1);
    String[] id = head[0].trim().split(" ");
    String name = id[0];
    int version = Integer.parseInt(id[1]);
    List<Integer> history = new ArrayList<>();
    if (!id[2].equals("-")) {
      for (String v : id[2].split(",")) {
        history.add(Integer.parseInt(v));
      }
    }
    String onnxOp = name;
    if (history.isEmpty()) {
      onnxOp = lastOp != null && name.startsWith(lastOp + "V") ? lastOp
          : name.equals("MaxPoolSingleOut") ? "MaxPool"
          : name.equals("BatchNormalizationInferenceMode") ? "BatchNormalization" : name;
    }
    String[] io = head[1].split("->", -1);
    List<Attr> attrs = new ArrayList<>();
    for (String a : words(sections[1])) {
      int colon = a.indexOf(':');
      String attrName = a.substring(0, colon);
      String rest = a.substring(colon + 1);
      boolean required = rest.endsWith("!");
      String dflt = null;
      int eq = rest.indexOf('=');
      if (eq >= 0) {
        dflt = rest.substring(eq + 1);
        rest = rest.substring(0, eq);
      } else if (required) {
        rest = rest.substring(0, rest.length() - 1);
      }
      attrs.add(new Attr(attrName, rest, required, dflt));
    }
    Map<String, List<String>> typeSets = new LinkedHashMap<>();
    for (String t : words(sections.length > 2 ? sections[2] : "")) {
      int eq = t.indexOf('=');
      typeSets.put(t.substring(0, eq), List.of(t.substring(eq + 1).split(",")));
    }
    return new Schema(name, onnxOp, version, List.copyOf(history), values(io[0]), values(io[1]),
        List.copyOf(attrs), Collections.unmodifiableMap(typeSets), Collections.unmodifiableMap(rules));
  }

  private static List<Value> values(String text) {
    List<Value> r = new ArrayList<>();
    for (String w : words(text)) {
      boolean variadic = w.endsWith("*");
      if (variadic) {
        w = w.substring(0, w.length() - 1);
      }
      boolean optional = w.endsWith("?");
      if (optional) {
        w = w.substring(0, w.length() - 1);
      }
      int colon = w.indexOf(':');
      r.add(new Value(w.substring(0, colon), w.substring(colon + 1), optional, variadic));
    }
    return List.copyOf(r);
  }

  /** The words of a section; a quoted default keeps its spaces. */
  private static List<String> words(String text) {
    List<String> r = new ArrayList<>();
    StringBuilder cur = new StringBuilder();
    boolean quoted = false;
    for (char c : text.trim().toCharArray()) {
      if (c == '"') {
        quoted = !quoted;
      }
      if (c == ' ' && !quoted) {
        if (cur.length() > 0) {
          r.add(cur.toString());
          cur.setLength(0);
        }
      } else {
        cur.append(c);
      }
    }
    if (cur.length() > 0) {
      r.add(cur.toString());
    }
    return r;
  }

  private static String unquote(String s) {
    return s.length() >= 2 && s.startsWith("\"") && s.endsWith("\"") ? s.substring(1, s.length() - 1) : s;
  }
}
