package jopt.ir.ods.format;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.ods.OpFormatSpec;
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
 * Reads a declarative assembly format string ({@code $memref `[` $indices `]` attr-dict `:`
 * type($memref)}) into {@link FormatElement}s, resolving {@code $names} against the op's spec.
 * A malformed format is a bug of the op definition: IllegalArgumentException.
 */
final class FormatParser {
  private final String text;
  private final OpFormatSpec spec;
  private int pos;

  private FormatParser(String text, OpFormatSpec spec) {
    this.text = text;
    this.spec = spec;
  }

  static List<FormatElement> parse(String text, OpFormatSpec spec) {
    FormatParser p = new FormatParser(text, spec);
    List<FormatElement> elements = p.elements(false);
    p.skipSpace();
    if (p.pos != text.length()) {
      throw p.error("unexpected '" + text.charAt(p.pos) + "'");
    }
    return elements;
  }

  private List<FormatElement> elements(boolean inGroup) {
    List<FormatElement> out = new ArrayList<>();
    FormatElement[] anchor = new FormatElement[1];
    while (true) {
      skipSpace();
      if (pos >= text.length() || text.charAt(pos) == ')' || (inGroup && text.charAt(pos) == ':')) {
        break;
      }
      FormatElement e = element(inGroup, anchor);
      out.add(e);
      skipSpace();
      if (pos < text.length() && text.charAt(pos) == '^') {
        if (!inGroup) {
          throw error("anchor '^' outside an optional group");
        }
        pos++;
        anchor[0] = e;
      }
    }
    if (inGroup) {
      anchors.add(anchor[0]);
    }
    return out;
  }

  /** The anchor found by the innermost {@link #elements} call of a group, in order of calls. */
  private final List<FormatElement> anchors = new ArrayList<>();

  private FormatElement element(boolean inGroup, FormatElement[] anchor) {
    char c = text.charAt(pos);
    if (c == '`') {
      int end = text.indexOf('`', pos + 1);
      if (end < 0) {
        throw error("unterminated literal");
      }
      String lit = text.substring(pos + 1, end);
      pos = end + 1;
      return new Literal(lit);
    }
    if (c == '$') {
      pos++;
      return variable(identifier());
    }
    if (c == '(') {
      pos++;
      int before = anchors.size();
      List<FormatElement> then = elements(true);
      FormatElement groupAnchor = anchors.remove(before);
      expect(')');
      List<FormatElement> otherwise = List.of();
      skipSpace();
      if (pos < text.length() && text.charAt(pos) == ':') {
        pos++;
        skipSpace();
        expect('(');
        otherwise = elements(true);
        anchors.remove(anchors.size() - 1);
        expect(')');
      }
      skipSpace();
      expect('?');
      if (groupAnchor == null) {
        throw error("optional group without an anchor '^'");
      }
      return new FormatElement.Optional(List.copyOf(then), List.copyOf(otherwise), groupAnchor);
    }
    String word = identifier();
    switch (word) {
      case "attr-dict":
        return new AttrDict(false);
      case "attr-dict-with-keyword":
        return new AttrDict(true);
      case "prop-dict":
        return new PropDict();
      case "operands":
        return new AllOf(VarKind.OPERAND);
      case "regions":
        return new AllOf(VarKind.REGION);
      case "successors":
        return new AllOf(VarKind.SUCCESSOR);
      case "type": {
        expect('(');
        TypeTarget t = typeTarget();
        expect(')');
        return new TypeDirective(t, false);
      }
      case "qualified": {
        expect('(');
        skipSpace();
        String inner = identifier();
        if (!inner.equals("type")) {
          throw error("qualified() supports type directives only");
        }
        expect('(');
        TypeTarget t = typeTarget();
        expect(')');
        expect(')');
        return new TypeDirective(t, true);
      }
      case "functional-type": {
        expect('(');
        TypeTarget in = typeTarget();
        expect(',');
        TypeTarget res = typeTarget();
        expect(')');
        return new FunctionalType(in, res);
      }
      case "oilist": {
        expect('(');
        List<List<FormatElement>> clauses = new ArrayList<>();
        do {
          skipSpace();
          if (pos >= text.length() || text.charAt(pos) != '`') {
            throw error("an oilist clause must start with a literal");
          }
          List<FormatElement> clause = new ArrayList<>();
          while (true) {
            skipSpace();
            char next = pos < text.length() ? text.charAt(pos) : ')';
            if (next == '|' || next == ')') {
              break;
            }
            clause.add(element(false, new FormatElement[1]));
          }
          clauses.add(List.copyOf(clause));
          skipSpace();
        } while (pos < text.length() && text.charAt(pos) == '|' && ++pos > 0);
        expect(')');
        return new FormatElement.OIList(List.copyOf(clauses));
      }
      case "custom": {
        expect('<');
        String name = identifier();
        expect('>');
        expect('(');
        List<FormatElement> args = new ArrayList<>();
        skipSpace();
        while (text.charAt(pos) != ')') {
          args.add(customArg());
          skipSpace();
          if (text.charAt(pos) == ',') {
            pos++;
          }
          skipSpace();
        }
        expect(')');
        return new Custom(name, List.copyOf(args));
      }
      default:
        throw error("unknown directive '" + word + "'");
    }
  }

  private FormatElement customArg() {
    skipSpace();
    if (text.charAt(pos) == '$') {
      pos++;
      return variable(identifier(), true);
    }
    String word = identifier();
    if (word.equals("type") || word.equals("qualified")) {
      pos -= word.length();
      return element(false, new FormatElement[1]);
    }
    if (word.equals("attr-dict")) {
      return new AttrDict(false);
    }
    if (word.equals("ref")) {
      // ODS's ref(...): an element parsed before, which the directive reads; the same name here.
      expect('(');
      FormatElement inner = customArg();
      skipSpace();
      expect(')');
      return inner;
    }
    throw error("unsupported custom directive argument '" + word + "'");
  }

  private TypeTarget typeTarget() {
    skipSpace();
    if (text.charAt(pos) == '$') {
      pos++;
      Variable v = variable(identifier());
      if (v.kind() != VarKind.OPERAND && v.kind() != VarKind.RESULT) {
        throw error("type of '" + v.name() + "', which is not an operand or result");
      }
      return new GroupTarget(v);
    }
    String word = identifier();
    return switch (word) {
      case "operands" -> new AllValues(true);
      case "results" -> new AllValues(false);
      default -> throw error("expected $name, operands or results");
    };
  }

  private Variable variable(String name) {
    return variable(name, false);
  }

  /**
   * The variable {@code name}. A variadic region group must be the op's only one, unless a
   * custom directive reads it ({@code inCustom}) and it is the last group (scf.index_switch's
   * cases): the single groups before it are then regions 0, 1, ... as the printer takes them.
   */
  private Variable variable(String name, boolean inCustom) {
    for (int i = 0; i < spec.operands().size(); i++) {
      if (spec.operands().get(i).name().equals(name)) {
        return new Variable(VarKind.OPERAND, name, i);
      }
    }
    for (int i = 0; i < spec.results().size(); i++) {
      if (spec.results().get(i).name().equals(name)) {
        return new Variable(VarKind.RESULT, name, i);
      }
    }
    for (int i = 0; i < spec.attributes().size(); i++) {
      if (spec.attributes().get(i).name().equals(name)) {
        return new Variable(VarKind.ATTRIBUTE, name, i);
      }
    }
    for (int i = 0; i < spec.regions().size(); i++) {
      if (spec.regions().get(i).name().equals(name)) {
        if (spec.regions().get(i).variadic() && spec.regions().size() != 1
            && !(inCustom && i == spec.regions().size() - 1)) {
          throw error("variadic region '" + name + "' must be the only region of " + spec.name());
        }
        return new Variable(VarKind.REGION, name, i);
      }
    }
    for (int i = 0; i < spec.successors().size(); i++) {
      if (spec.successors().get(i).name().equals(name)) {
        return new Variable(VarKind.SUCCESSOR, name, i);
      }
    }
    throw error("'" + name + "' is not an operand, result, attribute, region or successor of " + spec.name());
  }

  private String identifier() {
    skipSpace();
    int start = pos;
    while (pos < text.length() && (Character.isLetterOrDigit(text.charAt(pos)) || text.charAt(pos) == '_'
        || text.charAt(pos) == '-')) {
      pos++;
    }
    if (start == pos) {
      throw error("expected an identifier");
    }
    return text.substring(start, pos);
  }

  private void expect(char c) {
    skipSpace();
    if (pos >= text.length() || text.charAt(pos) != c) {
      throw error("expected '" + c + "'");
    }
    pos++;
  }

  private void skipSpace() {
    while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
      pos++;
    }
  }

  private IllegalArgumentException error(String message) {
    return new IllegalArgumentException("assembly format of " + spec.name() + " at " + pos + ": " + message
        + "\n  " + text);
  }
}
