package jopt.dialects.func;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import jopt.dialects.builtin.AsmUtil;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.Location;
import jopt.ir.NamedAttrList;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.DictionaryAttr;
import jopt.ir.attr.StringAttr;
import jopt.ir.attr.TypeAttr;
import jopt.ir.interfaces.CallableOpInterface;
import jopt.ir.interfaces.SymbolOpInterface;
import jopt.ir.type.FunctionType;

/**
 * {@code func.func [private] @f(%arg0: t {attrs}, ...) -> (t {attrs}) attributes {...} {body}};
 * a declaration has no body. The entry block arguments are the signature's inputs.
 */
public final class FuncOp extends OpDefinition
    implements Traits.IsolatedFromAbove, Traits.AutomaticAllocationScope, CallableOpInterface, SymbolOpInterface {
  public static final String NAME = "func.func";
  private static final Set<String> INHERENT =
      Set.of("sym_name", "function_type", "sym_visibility", "arg_attrs", "res_attrs", "no_inline");
  /** The properties the custom form prints in its signature (no_inline goes to {@code attributes}). */
  private static final Set<String> ELIDED =
      Set.of("sym_name", "function_type", "sym_visibility", "arg_attrs", "res_attrs");

  public FuncOp() {
    super(NAME);
  }

  @Override
  public Set<String> inherentAttributeNames() {
    return INHERENT;
  }

  @Override
  public String getDefaultDialect() {
    return "func";
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  /** The signature, or null when {@code function_type} is missing or malformed. */
  public static FunctionType getFunctionType(Operation op) {
    return op.getAttr("function_type") instanceof TypeAttr t && t.value() instanceof FunctionType f ? f : null;
  }

  @Override
  public Region getCallableRegion(Operation op) {
    Region r = op.getRegion(0);
    return r.isEmpty() ? null : r;
  }

  @Override
  public List<Type> getArgumentTypes(Operation op) {
    return getFunctionType(op).inputs();
  }

  @Override
  public List<Type> getResultTypes(Operation op) {
    return getFunctionType(op).results();
  }

  // ---- parsing

  @Override
  public void parse(OpAsmParser parser, OperationState result) {
    String visibility = parser.parseOptionalKeyword(List.of("private", "public", "nested"));
    if (visibility != null) {
      result.addAttribute("sym_visibility", new StringAttr(visibility));
    }
    result.addAttribute("sym_name", new StringAttr(parser.parseSymbolName()));

    List<OpAsmParser.Argument> args = new ArrayList<>();
    List<Type> inputs = new ArrayList<>();
    List<DictionaryAttr> argAttrs = new ArrayList<>();
    parser.parseLParen();
    if (!parser.parseOptionalRParen()) {
      do {
        OpAsmParser.Argument arg = parser.parseOptionalArgument(true);
        NamedAttrList attrs = new NamedAttrList();
        if (arg != null) {
          parser.parseOptionalAttrDict(attrs);
          Location loc = parser.parseOptionalLocationSpecifier();
          if (loc != null) {
            arg = new OpAsmParser.Argument(arg.ssaName(), arg.type(), loc);
          }
          args.add(arg);
          inputs.add(arg.type());
        } else {
          inputs.add(parser.parseType());
          parser.parseOptionalAttrDict(attrs);
        }
        argAttrs.add(attrs.toDictionary());
      } while (parser.parseOptionalComma());
      parser.parseRParen();
    }

    List<Type> results = new ArrayList<>();
    List<DictionaryAttr> resAttrs = new ArrayList<>();
    if (parser.parseOptionalArrow()) {
      if (parser.parseOptionalLParen()) {
        if (!parser.parseOptionalRParen()) {
          do {
            results.add(parser.parseType());
            NamedAttrList attrs = new NamedAttrList();
            parser.parseOptionalAttrDict(attrs);
            resAttrs.add(attrs.toDictionary());
          } while (parser.parseOptionalComma());
          parser.parseRParen();
        }
      } else {
        results.add(parser.parseType());
        resAttrs.add(DictionaryAttr.of(List.of()));
      }
    }
    result.addAttribute("function_type", new TypeAttr(new FunctionType(inputs, results)));
    addArgAttrs(result.attributes, "arg_attrs", argAttrs);
    addArgAttrs(result.attributes, "res_attrs", resAttrs);
    var attrDictLoc = parser.getCurrentLocation();
    NamedAttrList explicit = new NamedAttrList();
    parser.parseOptionalAttrDictWithKeyword(explicit);
    // As MLIR's parseFunctionOp: these come from the signature, not the dictionary.
    for (String inferred : List.of("sym_visibility", "sym_name", "function_type")) {
      if (explicit.contains(inferred)) {
        throw parser.emitError(attrDictLoc, "'" + inferred
            + "' is an inferred attribute and should not be specified in the explicit attribute dictionary");
      }
    }
    for (var na : explicit.asList()) {
      result.attributes.set(na.name(), na.value());
    }

    Region body = result.addRegion();
    var regionLoc = parser.getCurrentLocation();
    if (args.size() != inputs.size() && !args.isEmpty()) {
      throw parser.emitError(regionLoc, "expected SSA identifier");
    }
    parser.parseOptionalRegion(body, args);
  }

  /** Sets {@code name} to an array of the dictionaries when any is non-empty, as MLIR does. */
  private static void addArgAttrs(NamedAttrList attrs, String name, List<DictionaryAttr> dicts) {
    for (DictionaryAttr d : dicts) {
      if (!d.isEmpty()) {
        attrs.set(name, new ArrayAttr(new ArrayList<Attribute>(dicts)));
        return;
      }
    }
  }

  // ---- printing

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print(" ");
    if (op.getAttr("sym_visibility") instanceof StringAttr v) {
      p.print(v.value()).print(" ");
    }
    p.printSymbolName(((StringAttr) op.getAttr("sym_name")).value());
    FunctionType type = getFunctionType(op);
    Region body = op.getRegion(0);
    boolean external = body.isEmpty();
    p.print("(");
    for (int i = 0; i < type.inputs().size(); i++) {
      if (i > 0) {
        p.print(", ");
      }
      DictionaryAttr attrs = dictAt(op, "arg_attrs", i);
      if (external) {
        p.printType(type.inputs().get(i));
        printDict(p, attrs);
      } else {
        p.printRegionArgument(body.front().getArgument(i), attrList(attrs), false);
      }
    }
    p.print(")");
    printResults(op, p, type.results());
    p.printOptionalAttrDictWithKeyword(op.getAttrDictionary().getValue(), ELIDED);
    if (!external) {
      p.print(" ").printRegion(body, false, true, false);
    }
  }

  private static void printResults(Operation op, OpAsmPrinter p, List<Type> results) {
    if (results.isEmpty()) {
      return;
    }
    boolean anyAttrs = false;
    for (int i = 0; i < results.size(); i++) {
      DictionaryAttr d = dictAt(op, "res_attrs", i);
      anyAttrs |= d != null && !d.isEmpty();
    }
    p.print(" -> ");
    if (results.size() == 1 && !(results.get(0) instanceof FunctionType) && !anyAttrs) {
      p.printType(results.get(0));
      return;
    }
    p.print("(");
    for (int i = 0; i < results.size(); i++) {
      if (i > 0) {
        p.print(", ");
      }
      p.printType(results.get(i));
      printDict(p, dictAt(op, "res_attrs", i));
    }
    p.print(")");
  }

  private static void printDict(OpAsmPrinter p, DictionaryAttr d) {
    if (d != null && !d.isEmpty()) {
      p.printOptionalAttrDict(attrList(d), Set.of());
    }
  }

  private static List<jopt.ir.attr.NamedAttribute> attrList(DictionaryAttr d) {
    List<jopt.ir.attr.NamedAttribute> list = new ArrayList<>();
    if (d != null) {
      d.forEach(list::add);
    }
    return list;
  }

  /** The {@code i}-th dictionary of {@code arg_attrs}/{@code res_attrs}, or null. */
  public static DictionaryAttr dictAt(Operation op, String name, int i) {
    if (op.getAttr(name) instanceof ArrayAttr a && i < a.value().size()
        && a.value().get(i) instanceof DictionaryAttr d) {
      return d;
    }
    return null;
  }

  // ---- verification

  @Override
  public boolean verify(Operation op) {
    if (!AsmUtil.requireAttr(op, "sym_name") || !AsmUtil.requireAttr(op, "function_type")) {
      return false;
    }
    FunctionType type = getFunctionType(op);
    if (type == null) {
      op.emitOpError("attribute 'function_type' failed to satisfy constraint: type attribute of function type");
      return false;
    }
    Region body = op.getRegion(0);
    if (body.isEmpty()) {
      if (!(op.getAttr("sym_visibility") instanceof StringAttr v) || v.value().equals("public")) {
        op.emitOpError("symbol declaration cannot have public visibility");
        return false;
      }
      return true;
    }
    Block entry = body.front();
    List<Type> inputs = type.inputs();
    if (entry.getNumArguments() != inputs.size()) {
      op.emitOpError("entry block must have " + inputs.size() + " arguments to match function signature");
      return false;
    }
    for (int i = 0; i < inputs.size(); i++) {
      Type argType = entry.getArgument(i).getType();
      if (!argType.equals(inputs.get(i))) {
        op.emitOpError("type of entry block argument #" + i + "(" + "'" + AsmUtil.typeStr(argType)
            + "') must match the type of the corresponding argument in function signature('"
            + AsmUtil.typeStr(inputs.get(i)) + "')");
        return false;
      }
    }
    return true;
  }
}
