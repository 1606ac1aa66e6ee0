package jopt.ir.ods.format;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.SourceLoc;
import jopt.ir.attr.UnitAttr;
import jopt.ir.ods.AttrDef;
import jopt.ir.ods.InherentAttrs;
import jopt.ir.ods.OpFormatSpec;
import jopt.ir.ods.TypeConstraint;
import jopt.ir.ods.ValueDef;
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
 * Parses an op by its assembly format into an {@link OperationState}, as the parsers ODS
 * generates: elements in order, optional groups decided by their first element, then the types
 * the format leaves out inferred from buildable constraints and type rules, then operands
 * resolved group by group.
 */
final class FormatOpParser {
  private final OpFormatSpec spec;
  private final List<FormatElement> elements;
  private final boolean sameOperandsAndResultType;
  private final boolean sameTypeOperands;
  private final String implicitTerminator;
  private final boolean singleBlock;

  FormatOpParser(OpFormatSpec spec, List<FormatElement> elements, boolean sameOperandsAndResultType,
      boolean sameTypeOperands, String implicitTerminator, boolean singleBlock) {
    this.spec = spec;
    this.elements = elements;
    this.sameOperandsAndResultType = sameOperandsAndResultType;
    this.sameTypeOperands = sameTypeOperands;
    this.implicitTerminator = implicitTerminator;
    this.singleBlock = singleBlock;
  }

  void parse(OpAsmParser p, OperationState result) {
    ParseState st = new ParseState(result);
    for (int i = 0; i < elements.size(); i++) {
      parseElement(p, st, elements.get(i));
    }
    TypeInference.complete(spec, st, p, sameOperandsAndResultType, sameTypeOperands);
    TypeInference.resolve(spec, st, p);
  }

  private void parseElement(OpAsmParser p, ParseState st, FormatElement e) {
    if (e instanceof Literal l) {
      parseLiteral(p, l.text());
    } else if (e instanceof FormatElement.Optional o) {
      parseOptionalGroup(p, st, o);
    } else if (e instanceof FormatElement.OIList l) {
      parseOIList(p, st, l);
    } else if (e instanceof AttrDict d) {
      if (d.withKeyword()) {
        InherentAttrs.parseOptionalAttrDictWithKeyword(p, st.result, spec);
      } else {
        InherentAttrs.parseOptionalAttrDict(p, st.result, spec);
      }
    } else if (e instanceof PropDict) {
      Attribute props = p.parseOptionalProperties();
      if (props instanceof jopt.ir.attr.DictionaryAttr dict) {
        // MLIR's setPropertiesFromAttr, as for the generic form: an attribute of the wrong kind
        // is an error at the op's name, a name the op does not have is dropped.
        jopt.ir.NamedAttrList given = new jopt.ir.NamedAttrList();
        for (var na : dict) {
          given.set(na.name(), na.value());
        }
        jopt.ir.NamedAttrList converted = new jopt.ir.NamedAttrList();
        SourceLoc nameLoc = p.getNameLoc();
        jopt.ir.ods.PropertyConversion.apply(spec, converted, given, message -> p.emitPlainError(nameLoc, message));
        for (var na : converted.asList()) {
          st.result.attributes.set(na.name(), na.value());
        }
      }
    } else if (e instanceof Variable v) {
      parseVariable(p, st, v);
    } else if (e instanceof TypeDirective t) {
      setTypes(st, t.target(), parseTypes(p, t.target()));
    } else if (e instanceof FunctionalType f) {
      SourceLoc loc = p.getCurrentLocation();
      Type t = p.parseType();
      if (!(t instanceof jopt.ir.type.FunctionType ft)) {
        throw p.emitError(loc, "invalid kind of type specified: expected builtin.function, but found '"
            + jopt.ir.AttrTypePrinter.print(t) + "'");
      }
      setTypes(st, f.inputs(), ft.inputs());
      setTypes(st, f.results(), ft.results());
    } else if (e instanceof AllOf a) {
      parseAll(p, st, a.kind());
    } else if (e instanceof Custom c) {
      spec.customDirectives().get(c.name()).parse(p, st, AssemblyFormat.argNames(c));
    }
  }

  /** Parses an optional group: present when its first element is; else its else-elements. */
  private void parseOptionalGroup(OpAsmParser p, ParseState st, FormatElement.Optional o) {
    // As ODS, the group starts at its first element that is not whitespace (`` `[` ...).
    int start = 0;
    while (start < o.thenElements().size() - 1 && o.thenElements().get(start) instanceof Literal l
        && (l.text().isEmpty() || l.text().equals(" ") || l.text().equals("\\n"))) {
      start++;
    }
    FormatElement first = o.thenElements().get(start);
    if (parseOptionalFirst(p, st, first)) {
      FormatElement elided = AssemblyFormat.elidedAnchor(spec, o);
      if (elided instanceof Variable v) {
        st.result.attributes.set(v.name(), UnitAttr.INSTANCE);
      }
      for (int i = start + 1; i < o.thenElements().size(); i++) {
        if (o.thenElements().get(i) != elided) {
          parseElement(p, st, o.thenElements().get(i));
        }
      }
    } else {
      for (FormatElement e : o.elseElements()) {
        parseElement(p, st, e);
      }
    }
  }

  /**
   * Parses the clauses of an {@code oilist} in any order, each led by its keyword and at most
   * once, until no clause's keyword comes next.
   */
  private void parseOIList(OpAsmParser p, ParseState st, FormatElement.OIList l) {
    boolean[] seen = new boolean[l.clauses().size()];
    outer:
    while (true) {
      for (int c = 0; c < seen.length; c++) {
        List<FormatElement> clause = l.clauses().get(c);
        String keyword = ((Literal) clause.get(0)).text();
        if (parseOptionalLiteral(p, keyword)) {
          if (seen[c]) {
            throw p.emitError(p.getNameLoc(), "`" + keyword
                + "` clause can appear at most once in the expansion of the oilist directive");
          }
          seen[c] = true;
          for (int i = 1; i < clause.size(); i++) {
            FormatElement e = clause.get(i);
            AttrDef def = e instanceof Variable v && v.kind() == VarKind.ATTRIBUTE
                ? spec.attributes().get(v.index()) : null;
            if (def != null && def.optional()) {
              // As ODS, a clause's OptionalAttr is parsed as an optional attribute.
              Attribute a = def.constraint().parseOptionalInFormat(p);
              if (a != null) {
                st.result.attributes.set(def.name(), a);
              }
            } else {
              parseElement(p, st, e);
            }
          }
          continue outer;
        }
      }
      return;
    }
  }

  /** Parses {@code e} if it starts here; false when it does not. */
  private boolean parseOptionalFirst(OpAsmParser p, ParseState st, FormatElement e) {
    if (e instanceof Literal l) {
      return parseOptionalLiteral(p, l.text());
    }
    if (e instanceof TypeDirective t) {
      Type first = p.parseOptionalType();
      if (first == null) {
        return false;
      }
      List<Type> list = new ArrayList<>(List.of(first));
      while (p.parseOptionalComma()) {
        list.add(p.parseType());
      }
      setTypes(st, t.target(), list);
      return true;
    }
    if (!(e instanceof Variable v)) {
      parseElement(p, st, e);
      return true;
    }
    switch (v.kind()) {
      case OPERAND: {
        SourceLoc loc = p.getCurrentLocation();
        UnresolvedOperand o = p.parseOptionalOperand();
        if (o == null) {
          return false;
        }
        List<UnresolvedOperand> list = new ArrayList<>(List.of(o));
        if (spec.operands().get(v.index()).arity() == jopt.ir.ods.Arity.VARIADIC) {
          while (p.parseOptionalComma()) {
            list.add(p.parseOperand());
          }
        }
        st.addOperands(v.name(), list, loc);
        return true;
      }
      case ATTRIBUTE: {
        AttrDef def = spec.attributes().get(v.index());
        Attribute a = def.constraint().parseOptionalInFormat(p);
        if (a == null) {
          return false;
        }
        st.result.attributes.set(v.name(), a);
        return true;
      }
      case REGION: {
        Region r = new Region();
        if (!p.parseOptionalRegion(r, List.of())) {
          return false;
        }
        st.addRegion(v.name(), r);
        return true;
      }
      case SUCCESSOR: {
        var b = p.parseOptionalSuccessor();
        if (b == null) {
          return false;
        }
        st.addSuccessor(v.name(), b);
        return true;
      }
      default:
        throw new IllegalStateException("results cannot start an optional group");
    }
  }

  private void parseVariable(OpAsmParser p, ParseState st, Variable v) {
    switch (v.kind()) {
      case OPERAND -> {
        SourceLoc loc = p.getCurrentLocation();
        ValueDef def = spec.operands().get(v.index());
        List<UnresolvedOperand> list = new ArrayList<>();
        if (def.arity() == jopt.ir.ods.Arity.SINGLE) {
          list.add(p.parseOperand());
        } else {
          UnresolvedOperand o = p.parseOptionalOperand();
          if (o != null) {
            list.add(o);
            while (def.arity() == jopt.ir.ods.Arity.VARIADIC && p.parseOptionalComma()) {
              list.add(p.parseOperand());
            }
          }
        }
        st.addOperands(v.name(), list, loc);
      }
      case ATTRIBUTE -> {
        AttrDef def = spec.attributes().get(v.index());
        Attribute a = def.constraint().parseInFormat(p);
        // As MLIR, which sets an inherent attribute of the dictionary after the properties the
        // format read: one given by an attr-dict before the variable stays.
        if (!st.result.attributes.contains(v.name())) {
          st.result.attributes.set(v.name(), a);
        }
      }
      case REGION -> {
        if (spec.regions().get(v.index()).variadic()) {
          // ODS's variadic region: none, or regions separated by commas.
          Region r = new Region();
          boolean more = p.parseOptionalRegion(r, List.of());
          while (more) {
            ensureTerminator(p, r, st.result.location);
            st.addRegion(v.name(), r);
            more = p.parseOptionalComma();
            if (more) {
              r = new Region();
              p.parseRegion(r, List.of());
            }
          }
          return;
        }
        Region r = new Region();
        p.parseRegion(r, List.of());
        ensureTerminator(p, r, st.result.location);
        st.addRegion(v.name(), r);
      }
      case SUCCESSOR -> st.addSuccessor(v.name(), p.parseSuccessor());
      case RESULT -> throw new IllegalStateException("results are not format variables");
    }
  }

  /** MLIR's ensureRegionTerminator for an op with SingleBlockImplicitTerminator. */
  private void ensureTerminator(OpAsmParser p, Region r, jopt.ir.Location loc) {
    if (implicitTerminator == null) {
      if (singleBlock && r.isEmpty()) {
        r.emplaceBlock();
      }
      return;
    }
    if (r.isEmpty()) {
      r.emplaceBlock();
    }
    jopt.ir.Block last = r.getBlocks().get(r.getBlocks().size() - 1);
    jopt.ir.Operation op = last.getLastOp();
    if (op != null && op.hasTrait(jopt.ir.Traits.IsTerminator.class)) {
      return;
    }
    last.push_back(jopt.ir.Operation.create(p.getContext(),
        new jopt.ir.OperationState(loc, implicitTerminator)));
  }

  private void parseAll(OpAsmParser p, ParseState st, VarKind kind) {
    switch (kind) {
      case OPERAND -> {
        st.allOperandsLoc = p.getCurrentLocation();
        st.allOperands = p.parseOperandList();
      }
      case REGION -> {
        do {
          Region r = new Region();
          if (!p.parseOptionalRegion(r, List.of())) {
            break;
          }
          ensureTerminator(p, r, st.result.location);
          st.addRegion("", r);
        } while (p.parseOptionalComma());
      }
      case SUCCESSOR -> {
        var b = p.parseOptionalSuccessor();
        if (b != null) {
          st.addSuccessor("", b);
          while (p.parseOptionalComma()) {
            st.addSuccessor("", p.parseSuccessor());
          }
        }
      }
      default -> throw new IllegalStateException(kind.toString());
    }
  }

  private List<Type> parseTypes(OpAsmParser p, TypeTarget t) {
    TypeConstraint c = null;
    if (t instanceof GroupTarget g) {
      ValueDef def = g.var().kind() == VarKind.OPERAND ? spec.operands().get(g.var().index())
          : spec.results().get(g.var().index());
      c = def.constraint();
      if (def.arity() == jopt.ir.ods.Arity.SINGLE) {
        return List.of(parseType(p, c));
      }
      if (def.arity() == jopt.ir.ods.Arity.OPTIONAL) {
        Type ty = p.parseOptionalType();
        return ty == null ? List.of() : List.of(checkKind(p, c, ty, p.getCurrentLocation()));
      }
    }
    // ODS's parseTypeList: at least one type, of any kind.
    List<Type> list = new ArrayList<>();
    do {
      list.add(p.parseType());
    } while (p.parseOptionalComma());
    return list;
  }

  /** Parses a type of constraint {@code c}, as ODS's {@code parseType<T>} for its C++ class. */
  private static Type parseType(OpAsmParser p, TypeConstraint c) {
    SourceLoc loc = p.getCurrentLocation();
    return checkKind(p, c, p.parseType(), loc);
  }

  private static Type checkKind(OpAsmParser p, TypeConstraint c, Type t, SourceLoc loc) {
    TypeConstraint.TypeKind kind = c == null ? null : c.storageKind();
    if (kind != null && !kind.test().test(t)) {
      throw p.emitError(loc, "invalid kind of type specified" + (kind.name() == null ? ""
          : ": expected " + kind.name() + ", but found '" + jopt.ir.AttrTypePrinter.print(t) + "'"));
    }
    return t;
  }

  private static void setTypes(ParseState st, TypeTarget t, List<Type> types) {
    if (t instanceof AllValues a) {
      if (a.operands()) {
        st.allOperandTypes = new ArrayList<>(types);
      } else {
        st.allResultTypes = new ArrayList<>(types);
      }
    } else {
      st.setTypes(((GroupTarget) t).var().name(), types);
    }
  }

  static void parseLiteral(OpAsmParser p, String lit) {
    switch (lit) {
      case "", " ", "\\n" -> { }
      case "(" -> p.parseLParen();
      case ")" -> p.parseRParen();
      case "[" -> p.parseLSquare();
      case "]" -> p.parseRSquare();
      case "{" -> p.parseLBrace();
      case "}" -> p.parseRBrace();
      case "<" -> p.parseLess();
      case ">" -> p.parseGreater();
      case "," -> p.parseComma();
      case ":" -> p.parseColon();
      case "=" -> p.parseEqual();
      case "->" -> p.parseArrow();
      default -> {
        if (!parseOptionalLiteral(p, lit)) {
          p.parseKeyword(lit);
        }
      }
    }
  }

  static boolean parseOptionalLiteral(OpAsmParser p, String lit) {
    return switch (lit) {
      case "(" -> p.parseOptionalLParen();
      case ")" -> p.parseOptionalRParen();
      case "[" -> p.parseOptionalLSquare();
      case "]" -> p.parseOptionalRSquare();
      case "{" -> p.parseOptionalLBrace();
      case "}" -> p.parseOptionalRBrace();
      case "<" -> p.parseOptionalLess();
      case ">" -> p.parseOptionalGreater();
      case "," -> p.parseOptionalComma();
      case ":" -> p.parseOptionalColon();
      case "=" -> p.parseOptionalEqual();
      case "->" -> p.parseOptionalArrow();
      case "?" -> p.parseOptionalQuestion();
      case "*" -> p.parseOptionalStar();
      case "|" -> p.parseOptionalVerticalBar();
      case "..." -> p.parseOptionalEllipsis();
      default -> p.parseOptionalKeyword(lit);
    };
  }
}
