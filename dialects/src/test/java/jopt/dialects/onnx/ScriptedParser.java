package jopt.dialects.onnx;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.NamedAttrList;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.Delimiter;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.ParseException;
import jopt.ir.asm.SourceLoc;
import jopt.ir.attr.UnitAttr;

/**
 * An {@link OpAsmParser} for the onnx ops' unit tests, which cannot use the parser module (it
 * depends on this one). It reads the custom form after an op name with the part of MLIR's
 * syntax onnx.Constant and onnx.Return use: operand lists, attribute dictionaries, attributes
 * and types spelled as jopt prints them (looked up among the known ones, longest first).
 * Errors are recorded as {@code column: message}. Other methods throw
 * {@link UnsupportedOperationException}.
 */
final class ScriptedParser implements InvocationHandler {
  private final String text;
  private final Map<String, Value> values;
  private final Map<String, Type> types = new LinkedHashMap<>();
  private final Map<String, Attribute> attributes = new LinkedHashMap<>();
  final List<String> errors = new ArrayList<>();
  private int pos;

  ScriptedParser(String text, Map<String, Value> values, List<Type> types, List<Attribute> attrs) {
    this.text = text;
    this.values = values;
    types.forEach(t -> this.types.put(AttrTypePrinter.print(t), t));
    attrs.forEach(a -> this.attributes.put(AttrTypePrinter.print(a), a));
  }

  OpAsmParser asParser() {
    return (OpAsmParser) Proxy.newProxyInstance(OpAsmParser.class.getClassLoader(),
        new Class<?>[] {OpAsmParser.class}, this);
  }

  boolean atEnd() {
    skipWs();
    return pos == text.length();
  }

  @Override
  public Object invoke(Object proxy, Method m, Object[] args) {
    Object[] a = args == null ? new Object[0] : args;
    switch (m.getName()) {
      case "getNameLoc":
        return new SourceLoc(1, 1);
      case "getCurrentLocation":
        skipWs();
        return new SourceLoc(1, pos + 1);
      case "emitError":
        errors.add(((SourceLoc) a[0]).column() + ": " + a[1]);
        return new ParseException();
      case "parseOptionalAttrDict":
        attrDict((NamedAttrList) a[0]);
        return null;
      case "parseOptionalAttribute":
        return longest(attributes);
      case "parseColonType":
        expect(":");
        return type();
      case "parseColonTypeList":
        expect(":");
        List<Type> r = new ArrayList<>();
        do {
          r.add(type());
        } while (consume(","));
        return r;
      case "parseOperandList":
        if (a.length == 0 || a[0] == Delimiter.NONE) {
          return operands();
        }
        break;
      case "resolveOperands":
        return resolve(cast(a[0]), cast(a[1]));
      case "resolveOperand":
        return resolve(List.of((UnresolvedOperand) a[0]), List.of((Type) a[1])).get(0);
      case "parseOptionalOperand":
        return operand();
      case "parseOperand": {
        UnresolvedOperand o = operand();
        if (o == null) {
          throw error("expected SSA operand");
        }
        return o;
      }
      case "parseOptionalComma":
        return consume(",");
      case "parseComma":
        expect(",");
        return null;
      case "parseColon":
        expect(":");
        return null;
      case "parseOptionalColon":
        return consume(":");
      case "parseType":
        return type();
      default:
        break;
    }
    throw new UnsupportedOperationException("ScriptedParser does not script " + m);
  }

  @SuppressWarnings("unchecked")
  private static <T> List<T> cast(Object o) {
    return (List<T>) o;
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

  private ParseException error(String message) {
    errors.add((pos + 1) + ": " + message);
    return new ParseException();
  }

  private void expect(String s) {
    if (!consume(s)) {
      throw error("expected '" + s + "'");
    }
  }

  private <T> T longest(Map<String, T> known) {
    skipWs();
    String best = null;
    for (String spelling : known.keySet()) {
      if (text.startsWith(spelling, pos) && (best == null || spelling.length() > best.length())) {
        best = spelling;
      }
    }
    if (best == null) {
      return null;
    }
    pos += best.length();
    return known.get(best);
  }

  private Type type() {
    Type t = longest(types);
    if (t == null) {
      throw error("expected type");
    }
    return t;
  }

  private String identifier() {
    skipWs();
    int start = pos;
    while (pos < text.length()
        && (Character.isLetterOrDigit(text.charAt(pos)) || "_%#".indexOf(text.charAt(pos)) >= 0)) {
      pos++;
    }
    return text.substring(start, pos);
  }

  private void attrDict(NamedAttrList out) {
    if (!consume("{")) {
      return;
    }
    do {
      String name = identifier();
      if (consume("=")) {
        Attribute a = longest(attributes);
        if (a == null) {
          throw error("expected attribute value");
        }
        out.append(name, a);
      } else {
        out.append(name, UnitAttr.get());
      }
    } while (consume(","));
    expect("}");
  }

  /** One operand, or null when none starts here. */
  private UnresolvedOperand operand() {
    skipWs();
    if (pos >= text.length() || text.charAt(pos) != '%') {
      return null;
    }
    SourceLoc loc = new SourceLoc(1, pos + 1);
    return new UnresolvedOperand(identifier(), 0, loc);
  }

  private List<UnresolvedOperand> operands() {
    List<UnresolvedOperand> r = new ArrayList<>();
    skipWs();
    if (pos >= text.length() || text.charAt(pos) != '%') {
      return r;
    }
    do {
      skipWs();
      SourceLoc loc = new SourceLoc(1, pos + 1);
      r.add(new UnresolvedOperand(identifier(), 0, loc));
    } while (consume(","));
    return r;
  }

  private List<Value> resolve(List<UnresolvedOperand> operands, List<Type> ts) {
    if (operands.size() != ts.size()) {
      errors.add("1: " + operands.size() + " operands present, but expected " + ts.size());
      throw new ParseException();
    }
    List<Value> r = new ArrayList<>();
    for (int i = 0; i < operands.size(); i++) {
      Value v = values.get(operands.get(i).name());
      if (v == null || !v.getType().equals(ts.get(i))) {
        errors.add(operands.get(i).loc().column() + ": bad operand " + operands.get(i).name());
        throw new ParseException();
      }
      r.add(v);
    }
    return r;
  }
}
