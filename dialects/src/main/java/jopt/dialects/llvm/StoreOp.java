package jopt.dialects.llvm;

import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;

/**
 * {@code llvm.store %v, %p : i64, !llvm.ptr}, with MLIR's optional keywords {@code volatile},
 * {@code atomic [syncscope("s")] <ordering>} and {@code invariant_group}; defined by
 * {@link LoadStoreOp.Def}.
 */
@Op
public final class StoreOp extends StoreOpBase {
  public static final OpSpec SPEC = OpSpec.op("llvm.store")
      .operand("value", LLVMConstraints.LOADABLE)
      .operand("addr", LLVMConstraints.POINTER)
      .optionalAttr("alignment", AttrConstraints.I64)
      .optionalAttr("volatile_", AttrConstraints.UNIT)
      .optionalAttr("nontemporal", AttrConstraints.UNIT)
      .optionalAttr("invariantGroup", AttrConstraints.UNIT)
      .defaultAttr("ordering", LLVMConstraints.ATOMIC_ORDERING, LLVMAsm.i64(0))
      .optionalAttr("syncscope", LLVMConstraints.STRING)
      .optionalAttr("access_groups", LLVMConstraints.ACCESS_GROUPS)
      .optionalAttr("alias_scopes", LLVMConstraints.ALIAS_SCOPES)
      .optionalAttr("noalias_scopes", LLVMConstraints.ALIAS_SCOPES)
      .optionalAttr("tbaa", LLVMConstraints.TBAA)
      .format("(`volatile` $volatile_^)? $value `,` $addr"
          + " (`atomic` (`syncscope` `(` $syncscope^ `)`)? $ordering^)? (`invariant_group` $invariantGroup^)?"
          + " attr-dict `:` type($value) `,` qualified(type($addr))")
      .build();

  StoreOp(Operation op) {
    super(op);
  }

  /** Creates a non-atomic {@code llvm.store value, addr}. */
  public static StoreOp create(Builder b, Location loc, Value value, Value addr) {
    return new StoreOp(b.create(LLVMOps.store(loc, value, addr)));
  }

  public boolean isVolatile() {
    return attr("volatile_") != null;
  }

  /** The atomic ordering's keyword ({@code not_atomic} for plain stores). */
  public String ordering() {
    return LLVMAsm.ORDERINGS.get((int) LLVMAsm.intValue(attr("ordering"), 0));
  }

}
