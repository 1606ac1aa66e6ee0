package jopt.dialects.func;

import jopt.ir.ods.format.FunctionSignature;
import java.util.List;
import java.util.Set;
import jopt.dialects.builtin.AsmUtil;
import jopt.ir.Block;
import jopt.ir.NamedAttrList;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.DictionaryAttr;
import jopt.ir.attr.StringAttr;
import jopt.ir.attr.TypeAttr;
import jopt.ir.type.FunctionType;

/**
 * MLIR's function_interface_impl for ops of FunctionOpInterface (func.func, ml_program.func,
 * ml_program.subgraph): {@code [visibility] @name(%arg: t {attrs}, ...) -> (t {attrs})
 * attributes {...} {body}}, and the interface's checks of the signature and the Symbol trait's.
 */
public final class FunctionOpAsm {
  private FunctionOpAsm() {}

  /** The properties the custom form prints in its signature (others go to {@code attributes}). */
  private static final Set<String> ELIDED =
      Set.of("sym_name", "function_type", "sym_visibility", "arg_attrs", "res_attrs");

  private static FunctionType getFunctionType(Operation op) {
    return FuncOp.getFunctionType(op);
  }

  // ---- parsing

  public static void parse(OpAsmParser parser, OperationState result) {
    String visibility = parser.parseOptionalKeyword(List.of("private", "public", "nested"));
    if (visibility != null) {
      result.addAttribute("sym_visibility", new StringAttr(visibility));
    }
    result.addAttribute("sym_name", new StringAttr(parser.parseSymbolName()));

    FunctionSignature.Parsed sig = FunctionSignature.parse(parser, false);
    result.addAttribute("function_type",
        new TypeAttr(new FunctionType(sig.argTypes(), sig.resultTypes())));
    FunctionSignature.addArgAndResultAttrs(result.attributes, sig);
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
    SourceLoc bodyLoc = parser.getCurrentLocation();
    if (parser.parseOptionalRegion(body, sig.arguments()) && body.isEmpty()) {
      throw parser.emitError(bodyLoc, "expected non-empty function body");
    }
  }

  // ---- printing

  public static void print(Operation op, OpAsmPrinter p) {
    p.print(" ");
    if (op.getAttr("sym_visibility") instanceof StringAttr v) {
      p.print(v.value()).print(" ");
    }
    p.printSymbolName(((StringAttr) op.getAttr("sym_name")).value());
    FunctionType type = getFunctionType(op);
    FunctionSignature.print(p, op, type.inputs(), false, type.results());
    p.printOptionalAttrDictWithKeyword(op.getAttrDictionary().getValue(), ELIDED);
    Region body = op.getRegion(0);
    if (!body.isEmpty()) {
      p.print(" ").printRegion(body, false, true, false);
    }
  }

  // ---- verification

  /**
   * FunctionOpInterface (argument and result attribute arrays, the entry block against the
   * signature), then the Symbol trait (visibility; a declaration may not be public).
   */
  public static boolean verify(Operation op) {
    if (!verifySignature(op)) {
      return false;
    }
    if (op.getAttr("sym_visibility") instanceof StringAttr v
        && !List.of("public", "private", "nested").contains(v.value())) {
      op.emitOpError("visibility expected to be one of [\"public\", \"private\", \"nested\"], but got "
          + jopt.ir.AttrTypePrinter.print(v));
      return false;
    }
    if (op.getRegion(0).isEmpty()
        && (!(op.getAttr("sym_visibility") instanceof StringAttr v) || v.value().equals("public"))) {
      op.emitOpError("symbol declaration cannot have public visibility");
      return false;
    }
    return true;
  }

  /**
   * FunctionOpInterface's own checks: the argument and result attribute arrays, and the entry
   * block's arguments against the signature.
   */
  public static boolean verifySignature(Operation op) {
    FunctionType type = getFunctionType(op);
    if (!verifyAttrArray(op, "arg_attrs", "argument", "arguments", type.inputs().size())
        || !verifyAttrArray(op, "res_attrs", "result", "results", type.results().size())) {
      return false;
    }
    Region body = op.getRegion(0);
    if (!body.isEmpty()) {
      Block entry = body.front();
      List<Type> inputs = type.inputs();
      if (entry.getNumArguments() != inputs.size()) {
        op.emitOpError("entry block must have " + inputs.size() + " arguments to match function signature");
        return false;
      }
      for (int i = 0; i < inputs.size(); i++) {
        Type argType = entry.getArgument(i).getType();
        if (!argType.equals(inputs.get(i))) {
          op.emitOpError("type of entry block argument #" + i + "('" + AsmUtil.typeStr(argType)
              + "') must match the type of the corresponding argument in function signature('"
              + AsmUtil.typeStr(inputs.get(i)) + "')");
          return false;
        }
      }
    }
    return true;
  }

  /** The array of {@code name} has one dictionary per value, holding only dialect attributes. */
  public static boolean verifyAttrArray(Operation op, String name, String what, String plural, int count) {
    if (!(op.getAttr(name) instanceof ArrayAttr array)) {
      return true;
    }
    if (array.value().size() != count) {
      op.emitOpError("expects " + what + " attribute array to have the same number of elements as the number of "
          + "function " + plural + ", got " + array.value().size() + ", but expected " + count);
      return false;
    }
    boolean results = name.equals("res_attrs");
    for (int i = 0; i < array.value().size(); i++) {
      for (jopt.ir.attr.NamedAttribute na : (DictionaryAttr) array.value().get(i)) {
        int dot = na.name().indexOf('.');
        if (dot < 0) {
          op.emitOpError(plural + " may only have dialect attributes");
          return false;
        }
        // As MLIR's function interface: the attribute's dialect checks it, when registered.
        jopt.ir.Dialect d = op.getContext().getDialect(na.name().substring(0, dot));
        if (d != null && !(results ? d.verifyRegionResultAttribute(op, 0, i, na)
            : d.verifyRegionArgAttribute(op, 0, i, na))) {
          return false;
        }
      }
    }
    return true;
  }
}
