package jopt.dialects.memref;

import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.interfaces.SymbolTable;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.attr.FlatSymbolRefAttr;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.MemRefType;

/** memref.get_global: {@code @name : type attr-dict}; the symbol must name a memref.global. */
@Op
public final class GetGlobalOp extends GetGlobalOpBase {
  public static final OpSpec SPEC = OpSpec.op("memref.get_global")
      .summary("get the memref pointing to a global variable")
      .attr("name", MemRefConstraints.FLAT_SYMBOL_REF)
      .result("result", TypeConstraints.STATIC_SHAPE_MEMREF)
      .format("$name `:` type($result) attr-dict")
      .build();

  GetGlobalOp(Operation op) {
    super(op);
  }

  /** Creates {@code memref.get_global @name : type}. */
  public static GetGlobalOp create(Builder b, Location loc, MemRefType type, String name) {
    OperationState st = SPEC.newState(loc).addType(type);
    st.addAttribute("name", FlatSymbolRefAttr.get(name));
    return new GetGlobalOp(b.create(st));
  }

  public String name() {
    return Attrs.symbolName(attr("name"));
  }

  /** The definition: the symbol-use check. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    /** MLIR's verifySymbolUses: the symbol names a memref.global of the result type. */
    @Override
    public boolean verify(Operation op) {
      String name = Attrs.symbolName(op.getAttr("name"));
      Operation global = lookupGlobal(op, name);
      if (global == null) {
        op.emitOpError("'" + name + "' does not reference a valid global memref");
        return false;
      }
      Type type = Attrs.typeValue(global.getAttr("type"));
      Type result = GetGlobalOp.of(op).result().getType();
      if (!result.equals(type)) {
        op.emitOpError("result type " + Asm.quote(result) + " does not match type "
            + (type == null ? "<<NULL TYPE>>" : Asm.quote(type)) + " of the global memref @" + name);
        return false;
      }
      return true;
    }
  }

  /** The memref.global named {@code name} in the nearest enclosing symbol table. */
  private static Operation lookupGlobal(Operation op, String name) {
    Operation o = SymbolTable.lookupNearestSymbolFrom(op, name);
    return o != null && o.getName().equals("memref.global") ? o : null;
  }
}
