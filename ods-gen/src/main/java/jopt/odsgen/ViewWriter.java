package jopt.odsgen;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jopt.odsgen.OpModel.Arity;
import jopt.odsgen.OpModel.Attr;
import jopt.odsgen.OpModel.Group;

/**
 * Writes the source of an op's generated base class: what ODS's op class declarations hold
 * ({@code of}, {@code isa}, {@code dynCast}, accessors, a builder) over jopt's {@code OpView}.
 * Methods the view class declares itself (same name, no parameters; or {@code create} with the
 * same parameter types) are not generated, so a view can refine any of them; nor are accessors
 * named as a method without parameters of the base's superclass (below {@code OpView}).
 */
final class ViewWriter {
  /** How an attribute's value is read from its storage class: the Java type and the getter. */
  private record ValueGetter(String type, String boxed, String expr) {}

  private static final Map<String, ValueGetter> VALUES = Map.of(
      "jopt.ir.attr.BoolAttr", new ValueGetter("boolean", "Boolean", "value()"),
      "jopt.ir.attr.IntegerAttr", new ValueGetter("long", "Long", "getValue()"),
      "jopt.ir.attr.StringAttr", new ValueGetter("String", "String", "value()"),
      "jopt.ir.attr.FlatSymbolRefAttr", new ValueGetter("String", "String", "value()"),
      "jopt.ir.attr.TypeAttr", new ValueGetter("jopt.ir.Type", "jopt.ir.Type", "value()"),
      "jopt.ir.attr.AffineMapAttr", new ValueGetter("jopt.ir.affine.AffineMap", "jopt.ir.affine.AffineMap", "value()"),
      "jopt.ir.attr.DenseArrayAttr", new ValueGetter("long[]", "long[]", "asLongs()"));

  private static final String UNIT_ATTR = "jopt.ir.attr.UnitAttr";

  /** Zero-argument methods of OpView and Object a generated accessor must not hide. */
  private static final Set<String> RESERVED = Set.of("getOperation", "getLoc", "spec", "hashCode",
      "toString", "getClass", "notify", "notifyAll", "wait", "clone", "finalize");

  private static final Set<String> KEYWORDS = Set.of("abstract", "assert", "boolean", "break",
      "byte", "case", "catch", "char", "class", "const", "continue", "default", "do", "double",
      "else", "enum", "extends", "final", "finally", "float", "for", "goto", "if", "implements",
      "import", "instanceof", "int", "interface", "long", "native", "new", "package", "private",
      "protected", "public", "return", "short", "static", "strictfp", "super", "switch",
      "synchronized", "this", "throw", "throws", "transient", "try", "void", "volatile", "while",
      "true", "false", "null", "var", "yield", "record");

  private final OpModel m;
  private final Set<String> handWritten;
  private final Set<String> handWrittenCreates;
  private final String superclass;
  private final Set<String> inherited;
  private final StringBuilder out = new StringBuilder();
  private final Set<String> used = new HashSet<>();

  /**
   * {@code handWritten}: names of the view's own methods without parameters;
   * {@code handWrittenCreates}: parameter type lists of its own {@code create} methods;
   * {@code superclass}: the qualified name of the class the base extends ({@code jopt.ir.ods.OpView}
   * or a subclass), whose instance methods without parameters below {@code OpView} are
   * {@code inherited}: no accessor of those names is generated.
   */
  ViewWriter(OpModel model, Set<String> handWritten, Set<String> handWrittenCreates, String superclass,
      Set<String> inherited) {
    this.m = model;
    this.handWritten = handWritten;
    this.handWrittenCreates = handWrittenCreates;
    this.superclass = superclass;
    this.inherited = inherited;
  }

  static String baseName(String viewName) {
    return viewName + "Base";
  }

  /** A group or attribute name as a Java identifier: {@code sym_name} is {@code symName}. */
  static String javaName(String name) {
    StringBuilder b = new StringBuilder();
    boolean upper = false;
    for (char c : name.toCharArray()) {
      if (c == '_' || c == '-' || c == '.') {
        upper = b.length() > 0;
      } else {
        b.append(upper ? Character.toUpperCase(c) : c);
        upper = false;
      }
    }
    String s = b.toString();
    return KEYWORDS.contains(s) ? s + "_" : s;
  }

  String write() {
    String view = m.viewRef();
    String base = baseName(m.viewName());
    String spec = view + "." + m.specField();
    line("package " + m.packageName() + ";");
    line("");
    line("import java.util.List;");
    line("import jopt.ir.Block;");
    line("import jopt.ir.rewrite.Builder;");
    line("import jopt.ir.Location;");
    line("import jopt.ir.OpResult;");
    line("import jopt.ir.ods.OpView;");
    line("import jopt.ir.Operation;");
    line("import jopt.ir.OperationState;");
    line("import jopt.ir.Region;");
    line("import jopt.ir.Type;");
    line("import jopt.ir.Value;");
    line("import jopt.ir.ods.OpCreation;");
    line("import jopt.ir.ods.OpSpec;");
    line("");
    line("/**");
    line(" * The generated part of {@link " + view + "}, the view of {@code " + m.opName() + "}: written by jopt's op");
    line(" * generator (module jopt-ods-gen) from {@code " + spec + "}; not to be edited.");
    line(" */");
    line("@javax.annotation.processing.Generated(\"jopt.odsgen.OpViewProcessor\")");
    line("public abstract class " + base + " extends "
        + (superclass.equals("jopt.ir.ods.OpView") ? "OpView" : superclass) + " {");
    line("  " + base + "(Operation op) {");
    line("    super(op);");
    line("  }");
    line("");
    line("  /** The view of {@code op}; throws IllegalArgumentException unless it is a {@code " + m.opName() + "}. */");
    line("  public static " + view + " of(Operation op) {");
    line("    return new " + view + "(checked(op, " + spec + "));");
    line("  }");
    line("");
    line("  /** Whether {@code op} is a {@code " + m.opName() + "} (MLIR's {@code isa}). */");
    line("  public static boolean isa(Operation op) {");
    line("    return " + spec + ".isa(op);");
    line("  }");
    line("");
    line("  /** The view of {@code op} when it is a {@code " + m.opName() + "}, else null (MLIR's {@code dyn_cast}). */");
    line("  public static " + view + " dynCast(Operation op) {");
    line("    return " + spec + ".isa(op) ? new " + view + "(op) : null;");
    line("  }");
    line("");
    line("  @Override");
    line("  protected final OpSpec spec() {");
    line("    return " + spec + ";");
    line("  }");
    writeValueAccessors("operand", m.operands(), m.attrSizedOperands());
    writeValueAccessors("result", m.results(), m.attrSizedResults());
    writeRegionAccessors();
    writeSuccessorAccessors();
    for (Attr a : m.attributes()) {
      writeAttrAccessors(a);
    }
    writeCreate(view, spec);
    line("}");
    return out.toString();
  }

  private void writeValueAccessors(String what, List<Group> groups, boolean attrSized) {
    boolean direct = !attrSized;
    for (int i = 0; i < groups.size(); i++) {
      Group g = groups.get(i);
      String name = accessor(g.name());
      boolean isResult = what.equals("result");
      if (name != null) {
        line("");
        line("  /** The {@code " + g.name() + "} " + what + (g.arity() == Arity.VARIADIC ? "s." : g.arity()
            == Arity.OPTIONAL ? ", or null when absent." : ".") + " */");
        if (g.arity() == Arity.VARIADIC) {
          line("  public List<Value> " + name + "() {");
          line("    return " + what + "s(" + i + ");");
        } else if (isResult) {
          line("  public OpResult " + name + "() {");
          if (direct && g.arity() == Arity.SINGLE) {
            line("    return result(" + i + ");");
          } else {
            line("    List<Value> values = results(" + i + ");");
            line("    return values.isEmpty() ? null : (OpResult) values.get(0);");
          }
        } else {
          line("  public Value " + name + "() {");
          line(direct && g.arity() == Arity.SINGLE
              ? "    return getOperation().getOperand(" + i + ");" : "    return operand(" + i + ");");
        }
        line("  }");
      }
      direct &= g.arity() == Arity.SINGLE;
    }
  }

  private void writeRegionAccessors() {
    for (int i = 0; i < m.regions().size(); i++) {
      Group g = m.regions().get(i);
      String name = accessor(g.name());
      if (name == null) {
        continue;
      }
      line("");
      if (g.arity() == Arity.VARIADIC) {
        line("  /** The {@code " + g.name() + "} regions. */");
        line("  public List<Region> " + name + "() {");
        line("    List<Region> all = getOperation().getRegions();");
        line("    return all.subList(" + i + ", all.size());");
      } else {
        line("  /** The {@code " + g.name() + "} region. */");
        line("  public Region " + name + "() {");
        line("    return getOperation().getRegion(" + i + ");");
      }
      line("  }");
    }
  }

  private void writeSuccessorAccessors() {
    for (int i = 0; i < m.successors().size(); i++) {
      Group g = m.successors().get(i);
      String name = accessor(g.name());
      if (name == null) {
        continue;
      }
      line("");
      if (g.arity() == Arity.VARIADIC) {
        line("  /** The {@code " + g.name() + "} successors. */");
        line("  public List<Block> " + name + "() {");
        line("    List<Block> all = getOperation().getSuccessors();");
        line("    return all.subList(" + i + ", all.size());");
      } else {
        line("  /** The {@code " + g.name() + "} successor. */");
        line("  public Block " + name + "() {");
        line("    return getOperation().getSuccessor(" + i + ");");
      }
      line("  }");
    }
  }

  private void writeAttrAccessors(Attr a) {
    String name = javaName(a.name());
    String storage = a.storage() == null ? "jopt.ir.Attribute" : a.storage();
    String attrName = accessor(name + "Attr");
    if (attrName != null) {
      line("");
      line("  /** The {@code " + a.name() + "} attribute" + (a.kind().mayBeAbsent() ? ", or null when absent." : " (its default when absent).") + " */");
      line("  public " + storage + " " + attrName + "() {");
      line(storage.equals("jopt.ir.Attribute") ? "    return attr(\"" + a.name() + "\");"
          : "    return (" + storage + ") attr(\"" + a.name() + "\");");
      line("  }");
    }
    String valueName = accessor(name);
    if (valueName == null) {
      return;
    }
    if (UNIT_ATTR.equals(a.storage())) {
      line("");
      line("  /** Whether the unit attribute {@code " + a.name() + "} is set. */");
      line("  public boolean " + valueName + "() {");
      line("    return getOperation().getAttr(\"" + a.name() + "\") != null;");
      line("  }");
      return;
    }
    ValueGetter g = a.storage() == null ? null : VALUES.get(a.storage());
    if (g == null) {
      return;
    }
    line("");
    if (a.kind().mayBeAbsent()) {
      line("  /** The value of the {@code " + a.name() + "} attribute, or null when absent. */");
      line("  public " + g.boxed() + " " + valueName + "() {");
      line("    " + storage + " a = (" + storage + ") attr(\"" + a.name() + "\");");
      line("    return a == null ? null : a." + g.expr() + ";");
    } else {
      line("  /** The value of the {@code " + a.name() + "} attribute. */");
      line("  public " + g.type() + " " + valueName + "() {");
      line("    return ((" + storage + ") attr(\"" + a.name() + "\"))." + g.expr() + ";");
    }
    line("  }");
  }

  private void writeCreate(String view, String spec) {
    List<String> params = new ArrayList<>(List.of("Builder builder", "Location location"));
    List<String> types = new ArrayList<>(List.of("jopt.ir.rewrite.Builder", "jopt.ir.Location"));
    List<String> body = new ArrayList<>();
    body.add("OperationState state = " + spec + ".newState(location);");
    List<String> segments = new ArrayList<>();
    for (Group g : m.operands()) {
      String p = param(g.name());
      switch (g.arity()) {
        case SINGLE -> {
          params.add("Value " + p);
          types.add("jopt.ir.Value");
          body.add("state.addOperand(" + p + ");");
          segments.add("1");
        }
        case OPTIONAL -> {
          params.add("Value " + p);
          types.add("jopt.ir.Value");
          body.add("if (" + p + " != null) {");
          body.add("  state.addOperand(" + p + ");");
          body.add("}");
          segments.add(p + " == null ? 0 : 1");
        }
        case VARIADIC -> {
          params.add("List<? extends Value> " + p);
          types.add("java.util.List");
          body.add("state.addOperands(" + p + ");");
          segments.add(p + ".size()");
        }
      }
    }
    if (m.attrSizedOperands()) {
      body.add("OpSpec.setOperandSegmentSizes(state, " + String.join(", ", segments) + ");");
    }
    for (Group g : m.successors()) {
      String p = param(g.name());
      if (g.arity() == Arity.VARIADIC) {
        params.add("List<Block> " + p);
        types.add("java.util.List");
        body.add("for (Block successor : " + p + ") {");
        body.add("  state.addSuccessor(successor);");
        body.add("}");
      } else {
        params.add("Block " + p);
        types.add("jopt.ir.Block");
        body.add("state.addSuccessor(" + p + ");");
      }
    }
    for (Attr a : m.attributes()) {
      if (a.kind() == OpModel.AttrKind.REQUIRED) {
        String storage = a.storage() == null ? "jopt.ir.Attribute" : a.storage();
        String p = param(javaName(a.name()));
        params.add(storage + " " + p);
        types.add(storage);
        body.add("state.addAttribute(\"" + a.name() + "\", " + p + ");");
      }
    }
    body.add("OpCreation.addDefaults(" + spec + ", state);");
    for (Group g : m.regions()) {
      if (g.arity() == Arity.SINGLE) {
        body.add("state.addRegion();");
      }
    }
    if (m.inferResultTypes()) {
      if (!m.results().isEmpty()) {
        body.add("OpCreation.inferResultTypes(" + spec + ", state, " + m.sameOperandsAndResultType() + ");");
      }
    } else {
      List<String> resultSegments = new ArrayList<>();
      for (Group g : m.results()) {
        String p = param(javaName(g.name()) + (g.arity() == Arity.VARIADIC ? "Types" : "Type"));
        switch (g.arity()) {
          case SINGLE -> {
            params.add("Type " + p);
            types.add("jopt.ir.Type");
            body.add("state.addType(" + p + ");");
            resultSegments.add("1");
          }
          case OPTIONAL -> {
            params.add("Type " + p);
            types.add("jopt.ir.Type");
            body.add("if (" + p + " != null) {");
            body.add("  state.addType(" + p + ");");
            body.add("}");
            resultSegments.add(p + " == null ? 0 : 1");
          }
          case VARIADIC -> {
            params.add("List<? extends Type> " + p);
            types.add("java.util.List");
            body.add("state.addTypes(" + p + ");");
            resultSegments.add(p + ".size()");
          }
        }
      }
      if (m.attrSizedResults()) {
        body.add("state.attributes.set(OpSpec.RESULT_SEGMENT_SIZES, jopt.ir.attr.DenseArrayAttr.i32("
            + String.join(", ", resultSegments) + "));");
      }
    }
    body.add("return new " + view + "(builder.create(state));");
    if (handWrittenCreates.contains(String.join(",", types))) {
      return;
    }
    line("");
    line("  /**");
    line("   * Creates a {@code " + m.opName() + "} at {@code builder}'s insertion point"
        + (m.inferResultTypes() ? ", its result types inferred" : "")
        + "; optional attributes are left unset, regions empty.");
    line("   */");
    line("  public static " + view + " create(" + String.join(", ", params) + ") {");
    for (String s : body) {
      line("    " + s);
    }
    line("  }");
  }

  /** The accessor name for {@code name}, or null when the view or its superclass declares it. */
  private String accessor(String name) {
    String n = javaName(name);
    if (RESERVED.contains(n)) {
      n = n + "_";
    }
    if (handWritten.contains(n) || inherited.contains(n)) {
      return null;
    }
    if (!used.add(n)) {
      throw new IllegalStateException("two accessors named '" + n + "'");
    }
    return n;
  }

  /** A parameter name that does not clash with the builder's own locals. */
  private static String param(String name) {
    String n = javaName(name);
    return Set.of("builder", "location", "state", "successor").contains(n) ? n + "_" : n;
  }

  private void line(String s) {
    out.append(s).append('\n');
  }
}
