package jopt.ir.ods.format;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.NamedAttribute;
import jopt.ir.ods.AttrDef;
import jopt.ir.ods.OpFormatSpec;
import jopt.ir.ods.ValueGroups;
import jopt.ir.ods.format.FormatElement.AllOf;
import jopt.ir.ods.format.FormatElement.AllValues;
import jopt.ir.ods.format.FormatElement.AttrDict;
import jopt.ir.ods.format.FormatElement.Custom;
import jopt.ir.ods.format.FormatElement.FunctionalType;
import jopt.ir.ods.format.FormatElement.GroupTarget;
import jopt.ir.ods.format.FormatElement.Literal;
import jopt.ir.ods.format.FormatElement.PropDict;
import jopt.ir.ods.format.FormatElement.TypeDirective;
import jopt.ir.ods.format.FormatElement.TypeTarget;
import jopt.ir.ods.format.FormatElement.VarKind;
import jopt.ir.ods.format.FormatElement.Variable;

/**
 * Prints an op by its assembly format, with the spacing rules of the printers ODS generates:
 * a space before each element unless the previous literal was an opening bracket, none before
 * closing brackets and commas, and the state carried through optional groups as the generator
 * carries it (statically, in format order).
 */
final class FormatPrinter {
  private final OpFormatSpec spec;
  private final List<FormatElement> elements;
  private final Set<String> boundAttrs;
  /** What the attribute dictionary always elides: the attributes the format prints, segments. */
  private final List<String> alwaysElided;
  private final boolean implicitTerminator;

  /** The spacing state of one print; printers run on several threads at once. */
  private static final class Spacing {
    boolean shouldEmitSpace = true;
    boolean lastWasPunctuation;
  }

  FormatPrinter(OpFormatSpec spec, List<FormatElement> elements, Set<String> boundAttrs,
      boolean implicitTerminator) {
    this.implicitTerminator = implicitTerminator;
    this.spec = spec;
    this.elements = elements;
    this.boundAttrs = boundAttrs;
    List<String> elided = new ArrayList<>(boundAttrs);
    // The segment sizes are properties of an op with AttrSized...Segments only: any other op
    // prints an attribute of that name in its dictionary, as a discardable one.
    if (spec.hasAttrSizedOperandSegments()) {
      elided.add(OpFormatSpec.OPERAND_SEGMENT_SIZES);
    }
    if (spec.hasAttrSizedResultSegments()) {
      elided.add(OpFormatSpec.RESULT_SEGMENT_SIZES);
    }
    elided.addAll(spec.variadicOfVariadicSegments());
    if (elements.stream().anyMatch(e -> e instanceof PropDict)) {
      // The properties are printed by prop-dict: attr-dict prints the discardable attributes only.
      for (AttrDef a : spec.attributes()) {
        elided.add(a.name());
      }
    }
    this.alwaysElided = List.copyOf(elided);
  }

  void print(Operation op, OpAsmPrinter p) {
    Spacing sp = new Spacing();
    // Indexed loops here and below: C1, jopt's only JIT, has no escape analysis, so an
    // iterator per call would be garbage per printed op.
    for (int i = 0; i < elements.size(); i++) {
      print(op, p, elements.get(i), true, sp);
    }
  }

  /** Prints {@code e} when {@code emit}; always advances the spacing state as ODS's generator does. */
  private void print(Operation op, OpAsmPrinter p, FormatElement e, boolean emit, Spacing sp) {
    if (e instanceof Literal l) {
      literal(p, l, emit, sp);
      return;
    }
    if (e instanceof FormatElement.Optional o) {
      boolean present = emit && isPresent(op, o.anchor());
      FormatElement elided = AssemblyFormat.elidedAnchor(spec, o);
      List<FormatElement> then = o.thenElements();
      for (int i = 0; i < then.size(); i++) {
        if (then.get(i) != elided) {
          print(op, p, then.get(i), present, sp);
        }
      }
      List<FormatElement> otherwise = o.elseElements();
      for (int i = 0; i < otherwise.size(); i++) {
        print(op, p, otherwise.get(i), emit && !present, sp);
      }
      return;
    }
    if (e instanceof FormatElement.OIList l) {
      for (List<FormatElement> clause : l.clauses()) {
        boolean present = false;
        for (int i = 1; i < clause.size(); i++) {
          present |= variablePresent(op, clause.get(i));
        }
        for (int i = 0; i < clause.size(); i++) {
          print(op, p, clause.get(i), emit && present, sp);
        }
      }
      return;
    }
    if (e instanceof AttrDict d) {
      if (emit) {
        List<NamedAttribute> attrs = op.getAttrDictionary().getValue();
        List<String> elidedNames = elidedAttrs(op);
        if (d.withKeyword()) {
          p.printOptionalAttrDictWithKeyword(attrs, elidedNames);
        } else {
          p.printOptionalAttrDict(attrs, elidedNames);
        }
      }
      sp.lastWasPunctuation = false;
      return;
    }
    if (emit && (sp.shouldEmitSpace || !sp.lastWasPunctuation)) {
      p.print(' ');
    }
    sp.lastWasPunctuation = false;
    sp.shouldEmitSpace = true;
    if (emit) {
      printElement(op, p, e);
    }
  }

  private static void literal(OpAsmPrinter p, Literal l, boolean emit, Spacing sp) {
    String v = l.text();
    if (v.equals("\\n")) {
      if (emit) {
        p.printNewline();
      }
      return;
    }
    if (v.isEmpty() || v.equals(" ")) {
      if (!v.isEmpty()) {
        if (emit) {
          p.print(' ');
        }
        sp.lastWasPunctuation = false;
      } else {
        sp.lastWasPunctuation = true;
      }
      sp.shouldEmitSpace = false;
      return;
    }
    if (emit) {
      if (sp.shouldEmitSpace && shouldEmitSpaceBefore(v, sp.lastWasPunctuation)) {
        p.print(' ');
      }
      p.print(v);
    }
    sp.shouldEmitSpace = v.length() != 1 || "<({[".indexOf(v.charAt(0)) < 0;
    sp.lastWasPunctuation = v.charAt(0) != '_' && !Character.isLetter(v.charAt(0));
  }

  static boolean shouldEmitSpaceBefore(String value, boolean lastWasPunctuation) {
    if (value.length() != 1 && !value.equals("->")) {
      return true;
    }
    if (lastWasPunctuation) {
      return ">)}],".indexOf(value.charAt(0)) < 0;
    }
    return "<>(){}[],".indexOf(value.charAt(0)) < 0;
  }

  private void printElement(Operation op, OpAsmPrinter p, FormatElement e) {
    if (e instanceof Variable v) {
      printVariable(op, p, v);
    } else if (e instanceof TypeDirective t) {
      p.printTypes(types(op, t.target()));
    } else if (e instanceof FunctionalType f) {
      p.printFunctionalType(types(op, f.inputs()), types(op, f.results()));
    } else if (e instanceof AllOf a) {
      printAll(op, p, a.kind());
    } else if (e instanceof PropDict) {
      printPropDict(op, p);
    } else if (e instanceof Custom c) {
      spec.customDirectives().get(c.name()).print(p, op, AssemblyFormat.argNames(c));
    } else {
      throw new IllegalStateException("unexpected format element " + e);
    }
  }

  private void printVariable(Operation op, OpAsmPrinter p, Variable v) {
    switch (v.kind()) {
      case OPERAND -> p.printOperands(ValueGroups.operands(op.getDef().getSpec(), op, v.index()));
      case RESULT -> p.printOperands(ValueGroups.results(op.getDef().getSpec(), op, v.index()));
      case ATTRIBUTE -> {
        Attribute a = op.getAttr(v.name());
        if (a != null) {
          spec.attributes().get(v.index()).constraint().printInFormat(p, a);
        }
      }
      case REGION -> {
        if (spec.regions().get(v.index()).variadic()) {
          // A variadic region is the op's only one (the format engine takes no other shape).
          printAll(op, p, VarKind.REGION);
        } else {
          printRegion(p, op.getRegion(regionIndex(op, v.index())));
        }
      }
      case SUCCESSOR -> p.printSuccessor(op.getSuccessor(v.index()));
    }
  }

  private void printAll(Operation op, OpAsmPrinter p, VarKind kind) {
    switch (kind) {
      case OPERAND -> p.printOperands(op.getOperands());
      case REGION -> {
        for (int i = 0; i < op.getNumRegions(); i++) {
          if (i > 0) {
            p.print(", ");
          }
          printRegion(p, op.getRegion(i));
        }
      }
      case SUCCESSOR -> {
        for (int i = 0; i < op.getNumSuccessors(); i++) {
          if (i > 0) {
            p.print(", ");
          }
          p.printSuccessor(op.getSuccessor(i));
        }
      }
      default -> throw new IllegalStateException(kind.toString());
    }
  }

  /**
   * As ODS's printer: with SingleBlockImplicitTerminator, a terminator without operands,
   * results or attributes is left out.
   */
  private void printRegion(OpAsmPrinter p, Region r) {
    boolean printTerminator = true;
    if (implicitTerminator && !r.isEmpty() && r.front().getLastOp() != null) {
      jopt.ir.Operation term = r.front().getLastOp();
      printTerminator = !term.getAttrDictionary().getValue().isEmpty() || term.getNumOperands() != 0
          || term.getNumResults() != 0;
    }
    p.printRegion(r, true, printTerminator, false);
  }

  private static int regionIndex(Operation op, int group) {
    return group;
  }

  private void printPropDict(Operation op, OpAsmPrinter p) {
    List<NamedAttribute> props = new ArrayList<>();
    List<AttrDef> defs = spec.attributes();
    for (int i = 0; i < defs.size(); i++) {
      AttrDef a = defs.get(i);
      Attribute v = op.getAttr(a.name());
      if (v != null && !boundAttrs.contains(a.name()) && !isDefault(a, v)) {
        props.add(new NamedAttribute(a.name(), v));
      }
    }
    if (!props.isEmpty()) {
      p.print("<");
      p.printAttribute(jopt.ir.attr.DictionaryAttr.of(props));
      p.print(">");
    }
  }

  private List<Type> types(Operation op, TypeTarget t) {
    if (t instanceof AllValues a) {
      return a.operands() ? op.getOperandTypes() : op.getResultTypes();
    }
    Variable v = ((GroupTarget) t).var();
    List<Value> values = v.kind() == VarKind.OPERAND ? ValueGroups.operands(op.getDef().getSpec(), op, v.index())
        : ValueGroups.results(op.getDef().getSpec(), op, v.index());
    List<Type> out = new ArrayList<>(values.size());
    for (int i = 0; i < values.size(); i++) {
      out.add(values.get(i).getType());
    }
    return out;
  }

  /**
   * Whether a variable of {@code e} is present (an oilist clause is printed then): {@code e}
   * itself or, as ODS collects them, a variable argument of a custom directive.
   */
  private boolean variablePresent(Operation op, FormatElement e) {
    if (e instanceof Variable) {
      return isPresent(op, e);
    }
    if (e instanceof Custom c) {
      for (FormatElement arg : c.args()) {
        if (arg instanceof Variable && isPresent(op, arg)) {
          return true;
        }
      }
    }
    return false;
  }

  /** Whether the anchor of an optional group is present on {@code op}. */
  private boolean isPresent(Operation op, FormatElement anchor) {
    if (anchor instanceof Variable v) {
      switch (v.kind()) {
        case OPERAND:
          return !ValueGroups.operands(op.getDef().getSpec(), op, v.index()).isEmpty();
        case RESULT:
          return !ValueGroups.results(op.getDef().getSpec(), op, v.index()).isEmpty();
        case ATTRIBUTE: {
          Attribute a = op.getAttr(v.name());
          return a != null && !isDefault(spec.attributes().get(v.index()), a);
        }
        case REGION:
          return spec.regions().get(v.index()).variadic() ? op.getNumRegions() > 0
              : !op.getRegion(v.index()).getBlocks().isEmpty();
        default:
          return op.getNumSuccessors() > v.index();
      }
    }
    if (anchor instanceof TypeDirective t) {
      return !types(op, t.target()).isEmpty();
    }
    if (anchor instanceof Custom c) {
      // As ODS: a custom directive is present when any of its arguments is.
      for (FormatElement arg : c.args()) {
        if (isPresent(op, arg)) {
          return true;
        }
      }
      return false;
    }
    return true;
  }

  /** {@link #alwaysElided} and the attributes that hold their default (a copy only then). */
  private List<String> elidedAttrs(Operation op) {
    List<String> names = alwaysElided;
    List<AttrDef> defs = spec.attributes();
    for (int i = 0; i < defs.size(); i++) {
      AttrDef a = defs.get(i);
      Attribute v = op.getAttr(a.name());
      if (v != null && isDefault(a, v)) {
        if (names == alwaysElided) {
          names = new ArrayList<>(alwaysElided);
        }
        names.add(a.name());
      }
    }
    return names;
  }

  static boolean isDefault(AttrDef a, Attribute v) {
    return a.defaultValue() != null && a.defaultValue().equals(v);
  }
}
