package jopt.dialects.deallocation;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.NamedAttrList;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.Delimiter;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.ParseException;
import jopt.ir.asm.SourceLoc;
import jopt.ir.attr.StringAttr;
import jopt.ir.attr.UnitAttr;
import jopt.ir.type.FunctionType;

/**
 * An {@link OpAsmParser} for the dialects' unit tests, which cannot use the parser module (it
 * depends on this one). It reads one line holding an op's custom form after the op name, with
 * the small part of MLIR's syntax the deallocation ops use: operands ({@code %x}, {@code %x#1}),
 * parenthesized operand lists, keywords, {@code {unit, name = "string"}} dictionaries, types
 * spelled as printed (looked up among known types) and function types. Errors are recorded as
 * {@code column: message}, with the "custom op" prefix as jopt's parser adds it. Methods the
 * ops do not call throw {@link UnsupportedOperationException}.
 */
final class ScriptedAsmParser implements InvocationHandler {
  private final MLIRContext ctx;
  private final String opName;
  private final String text;
  private final Map<String, Value> values;
  private final Map<String, Type> types;
  final List<String> errors = new ArrayList<>();
  private int pos;

  /**
   * {@code text} starts with the op name; {@code values} maps SSA names ({@code %arg0}) to
   * values; {@code types} are the types the text may spell.
   */
  private ScriptedAsmParser(MLIRContext ctx, String text, Map<String, Value> values, List<Type> types) {
    this.ctx = ctx;
    this.text = text;
    this.values = values;
    int end = 0;
    while (end < text.length() && !Character.isWhitespace(text.charAt(end))
        && text.charAt(end) != '(') {
      end++;
    }
    this.opName = text.substring(0, end);
    this.pos = end;
    this.types = new HashMap<>();
    for (Type t : types) {
      this.types.put(AttrTypePrinter.print(t), t);
    }
  }

  static ScriptedAsmParser create(MLIRContext ctx, String text, Map<String, Value> values, List<Type> types) {
    return new ScriptedAsmParser(ctx, text, values, types);
  }

  String opName() {
    return opName;
  }

  OpAsmParser asParser() {
    return (OpAsmParser) Proxy.newProxyInstance(OpAsmParser.class.getClassLoader(),
        new Class<?>[] {OpAsmParser.class}, this);
  }

  /** True when only whitespace is left. */
  boolean atEnd() {
    skipWs();
    return pos == text.length();
  }

  int column() {
    skipWs();
    return pos + 1;
  }

  @Override
  public Object invoke(Object proxy, Method m, Object[] args) {
    return dispatch(m, args == null ? new Object[0] : args);
  }

  private Object dispatch(Method m, Object[] a) {
    switch (m.getName()) {
      case "getContext":
        return ctx;
      case "getNameLoc":
        return new SourceLoc(1, 1);
      case "getCurrentLocation":
        return new SourceLoc(1, column());
      case "getEncodedLocation":
        return Location.UNKNOWN;
      case "emitError":
        return error(((SourceLoc) a[0]).column(), (String) a[1]);
      case "parseOperand":
        return operand();
      case "parseOperandList":
        if (a.length == 0 || a[0] != Delimiter.PAREN) {
          break;
        }
        return parenOperands();
      case "parseKeyword":
        keyword((String) a[0]);
        return null;
      case "parseColon":
        expect(":");
        return null;
      case "parseColonType":
        expect(":");
        return type();
      case "parseType":
        return type();
      case "parseOptionalAttrDict":
        attrDict((NamedAttrList) a[0]);
        return null;
      case "parseLParen":
        expect("(");
        return null;
      case "parseRParen":
        expect(")");
        return null;
      case "parseOptionalLParen":
        return consume("(");
      case "parseOptionalRParen":
        return consume(")");
      case "parseOptionalComma":
        return consume(",");
      case "parseOptionalColon":
        return consume(":");
      case "parseOptionalArrow":
        return consume("->");
      case "parseArrow":
        expect("->");
        return null;
      case "parseOptionalOperand":
        skipWs();
        return text.startsWith("%", pos) ? operand() : null;
      case "parseOptionalKeyword":
        if (a.length == 1 && a[0] instanceof String kw) {
          int start = pos;
          if (identifier().equals(kw)) {
            return true;
          }
          pos = start;
          return false;
        }
        break;
      case "parseOptionalProperties":
        return null;
      case "resolveOperand":
        return resolve((UnresolvedOperand) a[0], (Type) a[1]);
      default:
        break;
    }
    throw new UnsupportedOperationException("ScriptedAsmParser does not script " + m);
  }

  private ParseException error(int column, String message) {
    errors.add(column + ": custom op '" + opName + "' " + message);
    return new ParseException();
  }

  private void skipWs() {
    while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
      pos++;
    }
  }

  private boolean consume(String s) {
    skipWs();
    if (text.startsWith(s, pos)) {
      pos += s.length();
      return true;
    }
    return false;
  }

  private void expect(String s) {
    if (!consume(s)) {
      throw error(column(), "expected '" + s + "'");
    }
  }

  private String identifier() {
    skipWs();
    int start = pos;
    while (pos < text.length()
        && (Character.isLetterOrDigit(text.charAt(pos)) || text.charAt(pos) == '_')) {
      pos++;
    }
    return text.substring(start, pos);
  }

  private void keyword(String kw) {
    int col = column();
    int start = pos;
    if (!identifier().equals(kw)) {
      pos = start;
      throw error(col, "expected '" + kw + "'");
    }
  }

  private UnresolvedOperand operand() {
    int col = column();
    if (!consume("%")) {
      throw error(col, "expected SSA operand");
    }
    String name = "%" + identifier();
    int number = 0;
    if (consume("#")) {
      number = Integer.parseInt(identifier());
    }
    return new UnresolvedOperand(name, number, new SourceLoc(1, col));
  }

  private List<UnresolvedOperand> parenOperands() {
    expect("(");
    List<UnresolvedOperand> r = new ArrayList<>();
    if (consume(")")) {
      return r;
    }
    do {
      r.add(operand());
    } while (consume(","));
    expect(")");
    return r;
  }

  private void attrDict(NamedAttrList out) {
    if (!consume("{")) {
      return;
    }
    do {
      String name = identifier();
      if (consume("=")) {
        expect("\"");
        int end = text.indexOf('"', pos);
        out.append(name, StringAttr.get(text.substring(pos, end)));
        pos = end + 1;
      } else {
        out.append(name, UnitAttr.get());
      }
    } while (consume(","));
    expect("}");
  }

  private List<Type> typeList() {
    List<Type> r = new ArrayList<>();
    if (consume(")")) {
      return r;
    }
    do {
      r.add(type());
    } while (consume(","));
    expect(")");
    return r;
  }

  private Type type() {
    int col = column();
    if (consume("(")) {
      List<Type> inputs = typeList();
      expect("->");
      List<Type> results = consume("(") ? typeList() : List.of(type());
      return FunctionType.get(inputs, results);
    }
    String best = null;
    for (String spelling : types.keySet()) {
      if (text.startsWith(spelling, pos) && (best == null || spelling.length() > best.length())) {
        best = spelling;
      }
    }
    if (best == null) {
      throw error(col, "expected type");
    }
    pos += best.length();
    return types.get(best);
  }

  private Value resolve(UnresolvedOperand o, Type t) {
    String key = o.number() == 0 ? o.name() : o.name() + "#" + o.number();
    Value v = values.get(key);
    if (v == null) {
      throw error(o.loc().column(), "use of undeclared SSA value name");
    }
    if (!v.getType().equals(t)) {
      errors.add(o.loc().column() + ": use of value '" + o.name() + "' expects different type "
          + "than prior uses: '" + AttrTypePrinter.print(t) + "' vs '"
          + AttrTypePrinter.print(v.getType()) + "'");
      throw new ParseException();
    }
    return v;
  }
}
