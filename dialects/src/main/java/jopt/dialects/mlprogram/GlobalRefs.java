package jopt.dialects.mlprogram;

import java.util.List;
import jopt.dialects.memref.Asm;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Operation;
import jopt.ir.interfaces.SymbolTable;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.attr.StringAttr;
import jopt.ir.attr.SymbolRefAttr;
import jopt.ir.attr.TypeAttr;

/**
 * What the ops that name a global share: MLIR's lookupNearestSymbolFrom of the global from the
 * op's parent, and the verifySymbolUses checks (defined, mutable for stores, same type).
 */
final class GlobalRefs {
  private GlobalRefs() {}

  /** The ml_program.global {@code op}'s {@code global} attribute names, or null. */
  static Operation lookupGlobal(Operation op) {
    if (!(op.getAttr("global") instanceof SymbolRefAttr ref)) {
      return null;
    }
    Operation from = op.getParentOp();
    Operation table = from == null ? null
        : from.hasTrait(Traits.SymbolTable.class) ? from : from.getParentWithTrait(Traits.SymbolTable.class);
    if (table == null) {
      return null;
    }
    Operation found = SymbolTable.lookupSymbolIn(table, ref);
    return found != null && GlobalOp.SPEC.isa(found) ? found : null;
  }

  static Type globalType(Operation global) {
    return global.getAttr("type") instanceof TypeAttr t ? t.value() : null;
  }

  private static String ref(Operation op) {
    return AttrTypePrinter.print(op.getAttr("global"));
  }

  /**
   * The checks of a load ({@code mutableOk} false for global_load_const) or a store of
   * {@code value}'s type.
   */
  static boolean verifyUse(Operation op, boolean store, boolean mutableOk, Type accessType) {
    Operation global = lookupGlobal(op);
    if (global == null) {
      op.emitOpError("undefined global: " + ref(op));
      return false;
    }
    boolean mutable = global.getAttr("is_mutable") != null;
    if (!mutableOk && mutable) {
      op.emitOpError("cannot load as const from mutable global " + ref(op));
      return false;
    }
    if (store && !mutable) {
      op.emitOpError("cannot store to an immutable global " + ref(op));
      return false;
    }
    Type type = globalType(global);
    if (!accessType.equals(type)) {
      op.emitOpError((store ? "cannot store to a global typed " : "cannot load from global typed ")
          + Asm.quote(type) + (store ? " from " : " as ") + Asm.quote(accessType));
      return false;
    }
    return true;
  }

  /** MLIR's ReturnOp/OutputOp verify: the operands match the enclosing function's results. */
  static boolean verifyReturn(Operation op, String verb, String what) {
    Operation fn = op.getParentOp();
    List<Type> results = jopt.dialects.func.FuncOp.getFunctionType(fn).results();
    String name = ((StringAttr) fn.getAttr("sym_name")).value();
    if (op.getNumOperands() != results.size()) {
      op.emitOpError("has " + op.getNumOperands() + " operands, but enclosing function (@" + name + ") " + verb
          + " " + results.size());
      return false;
    }
    for (int i = 0; i < results.size(); i++) {
      Type t = op.getOperand(i).getType();
      if (!t.equals(results.get(i))) {
        op.emitError("type of " + what + " operand " + i + " (" + Asm.quote(t)
            + ") doesn't match function result type (" + Asm.quote(results.get(i)) + ") in function @" + name);
        return false;
      }
    }
    return true;
  }
}
