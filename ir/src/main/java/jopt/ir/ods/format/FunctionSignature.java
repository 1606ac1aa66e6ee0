package jopt.ir.ods.format;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.IntFunction;
import jopt.ir.Attribute;
import jopt.ir.Location;
import jopt.ir.NamedAttrList;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.DictionaryAttr;
import jopt.ir.attr.NamedAttribute;
import jopt.ir.type.FunctionType;

/**
 * A function op's signature as MLIR's function_interface_impl writes it: {@code (%a: t {attrs},
 * ...) -> (r {attrs}, ...)}, argument names given for all arguments or for none, {@code ...} for
 * a variadic one where allowed; and the {@code arg_attrs}/{@code res_attrs} arrays that hold the
 * per-argument and per-result dictionaries. func.func, ml_program's functions and llvm.func
 * share it.
 */
public final class FunctionSignature {
  private FunctionSignature() {}

  /** A parsed signature: named arguments (empty for a declaration), types, dictionaries. */
  public record Parsed(List<OpAsmParser.Argument> arguments, List<Type> argTypes,
      List<DictionaryAttr> argAttrs, boolean variadic, List<Type> resultTypes,
      List<DictionaryAttr> resultAttrs) {}

  /** MLIR's parseFunctionSignatureWithArguments. */
  public static Parsed parse(OpAsmParser p, boolean allowVariadic) {
    List<OpAsmParser.Argument> args = new ArrayList<>();
    List<Type> inputs = new ArrayList<>();
    List<DictionaryAttr> argAttrs = new ArrayList<>();
    boolean variadic = false;
    p.parseLParen();
    if (!p.parseOptionalRParen()) {
      do {
        SourceLoc argLoc = p.getCurrentLocation();
        if (variadic) {
          throw p.emitError(argLoc, "variadic arguments must be in the end of the argument list");
        }
        if (allowVariadic && p.parseOptionalEllipsis()) {
          variadic = true;
          continue;
        }
        OpAsmParser.Argument arg = p.parseOptionalArgument(true);
        NamedAttrList attrs = new NamedAttrList();
        if (arg != null) {
          p.parseOptionalAttrDict(attrs);
          Location loc = p.parseOptionalLocationSpecifier();
          if (loc != null) {
            arg = new OpAsmParser.Argument(arg.ssaName(), arg.type(), loc);
          }
          if (args.size() != inputs.size()) {
            throw p.emitError(argLoc, "expected type instead of SSA identifier");
          }
          args.add(arg);
          inputs.add(arg.type());
        } else {
          if (!args.isEmpty()) {
            throw p.emitError(argLoc, "expected SSA identifier");
          }
          inputs.add(p.parseType());
          p.parseOptionalAttrDict(attrs);
          p.parseOptionalLocationSpecifier();
        }
        argAttrs.add(attrs.toDictionary());
      } while (p.parseOptionalComma());
      p.parseRParen();
    }
    List<Type> results = new ArrayList<>();
    List<DictionaryAttr> resAttrs = new ArrayList<>();
    if (p.parseOptionalArrow()) {
      parseResultList(p, results, resAttrs);
    }
    return new Parsed(args, inputs, argAttrs, variadic, results, resAttrs);
  }

  /** MLIR's parseFunctionResultList: {@code t} or {@code (t {attrs}, ...)}. */
  public static void parseResultList(OpAsmParser p, List<Type> types, List<DictionaryAttr> attrs) {
    if (!p.parseOptionalLParen()) {
      types.add(p.parseType());
      attrs.add(DictionaryAttr.empty());
      return;
    }
    if (p.parseOptionalRParen()) {
      return;
    }
    do {
      types.add(p.parseType());
      NamedAttrList dict = new NamedAttrList();
      p.parseOptionalAttrDict(dict);
      attrs.add(dict.toDictionary());
    } while (p.parseOptionalComma());
    p.parseRParen();
  }

  /**
   * Sets {@code arg_attrs} and {@code res_attrs} of a parsed signature, each only when one of
   * its dictionaries is non-empty (MLIR's addArgAndResultAttrs).
   */
  public static void addArgAndResultAttrs(NamedAttrList attrs, Parsed s) {
    setArrayOfDicts(attrs, "arg_attrs", s.argAttrs());
    setArrayOfDicts(attrs, "res_attrs", s.resultAttrs());
  }

  /** Sets {@code name} to an array of the dictionaries when any is non-empty. */
  public static void setArrayOfDicts(NamedAttrList attrs, String name, List<DictionaryAttr> dicts) {
    for (DictionaryAttr d : dicts) {
      if (!d.isEmpty()) {
        attrs.set(name, ArrayAttr.get(new ArrayList<Attribute>(dicts)));
        return;
      }
    }
  }

  /** The {@code i}-th dictionary of {@code op}'s {@code arg_attrs}/{@code res_attrs}, or null. */
  public static DictionaryAttr dictAt(Operation op, String name, int i) {
    if (op.getAttr(name) instanceof ArrayAttr a && i < a.size()
        && a.get(i) instanceof DictionaryAttr d) {
      return d;
    }
    return null;
  }

  /** The entries of {@code d} (none for null). */
  public static List<NamedAttribute> attrList(DictionaryAttr d) {
    List<NamedAttribute> list = new ArrayList<>();
    if (d != null) {
      d.forEach(list::add);
    }
    return list;
  }

  /**
   * MLIR's printFunctionSignature: the entry block's arguments with their dictionaries (types
   * and dictionaries for a declaration), {@code ...} when variadic, then the results.
   */
  public static void print(OpAsmPrinter p, Operation op, List<Type> argTypes, boolean variadic,
      List<Type> resultTypes) {
    Region body = op.getRegion(0);
    boolean external = body.isEmpty();
    p.print('(');
    for (int i = 0; i < argTypes.size(); i++) {
      if (i > 0) {
        p.print(", ");
      }
      DictionaryAttr attrs = dictAt(op, "arg_attrs", i);
      if (external) {
        p.printType(argTypes.get(i));
        printDict(p, attrs);
      } else {
        p.printRegionArgument(body.front().getArgument(i), attrList(attrs), false);
      }
    }
    if (variadic) {
      p.print(argTypes.isEmpty() ? "..." : ", ...");
    }
    p.print(')');
    if (!resultTypes.isEmpty()) {
      p.print(" -> ");
      printResultList(p, resultTypes, i -> dictAt(op, "res_attrs", i));
    }
  }

  /**
   * MLIR's printFunctionResultList: one type bare unless it is a function type or carries
   * attributes, else {@code (t {attrs}, ...)}; {@code ()} for none.
   */
  public static void printResultList(OpAsmPrinter p, List<Type> results,
      IntFunction<DictionaryAttr> attrs) {
    boolean anyAttrs = false;
    for (int i = 0; i < results.size(); i++) {
      DictionaryAttr d = attrs.apply(i);
      anyAttrs |= d != null && !d.isEmpty();
    }
    if (results.size() == 1 && !(results.get(0) instanceof FunctionType) && !anyAttrs) {
      p.printType(results.get(0));
      return;
    }
    p.print('(');
    for (int i = 0; i < results.size(); i++) {
      if (i > 0) {
        p.print(", ");
      }
      p.printType(results.get(i));
      printDict(p, attrs.apply(i));
    }
    p.print(')');
  }

  private static void printDict(OpAsmPrinter p, DictionaryAttr d) {
    if (d != null && !d.isEmpty()) {
      p.printOptionalAttrDict(attrList(d), Set.of());
    }
  }
}
