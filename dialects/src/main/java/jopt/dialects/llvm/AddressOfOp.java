package jopt.dialects.llvm;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.interfaces.SymbolTable;
import jopt.ir.Traits;
import jopt.ir.attr.SymbolRefAttr;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;

/**
 * {@code llvm.mlir.addressof @g : !llvm.ptr}: the address of a global or a function, a
 * pointer in the global's address space.
 */
@Op
public final class AddressOfOp extends AddressOfOpBase {
  public static final OpSpec SPEC = OpSpec.op("llvm.mlir.addressof")
      .summary("Creates a pointer pointing to a global, alias or a function")
      .attr("global_name", AttrConstraints.FLAT_SYMBOL_REF)
      .result("res", LLVMConstraints.POINTER)
      .format("$global_name attr-dict `:` qualified(type($res))")
      .build();

  AddressOfOp(Operation op) {
    super(op);
  }

  /** MLIR's verifySymbolUses: the symbol names a global or an llvm.func. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      Operation target = SymbolTable.lookupNearestSymbolFrom(op,
          (SymbolRefAttr) op.getAttr("global_name"));
      boolean global = target != null && GlobalOp.SPEC.isa(target);
      if (!global && (target == null || !target.getName().equals(LLVMFuncOp.NAME))) {
        op.emitOpError("must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias'"
            + " or 'llvm.func' or 'llvm.mlir.ifunc'");
        return false;
      }
      if (global && ((LLVMPointerType) AddressOfOp.of(op).res().getType()).addressSpace()
          != LLVMAsm.intValue(target.getAttr("addr_space"), 0)) {
        op.emitOpError("pointer address space must match address space of the referenced global"
            + " or alias");
        return false;
      }
      return true;
    }
  }
}
