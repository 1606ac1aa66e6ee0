package jopt.dialects.llvm;

import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;

/**
 * {@code llvm.load %p : !llvm.ptr -> i64}, with MLIR's optional keywords {@code volatile},
 * {@code atomic [syncscope("s")] <ordering>}, {@code invariant}, {@code invariant_group} and
 * {@code dereferenceable<...>}; defined by {@link LoadStoreOp.Def}.
 */
@Op
public final class LoadOp extends LoadOpBase {
  public static final OpSpec SPEC = OpSpec.op("llvm.load")
      .operand("addr", LLVMConstraints.POINTER)
      .optionalAttr("alignment", AttrConstraints.I64)
      .optionalAttr("volatile_", AttrConstraints.UNIT)
      .optionalAttr("nontemporal", AttrConstraints.UNIT)
      .optionalAttr("invariant", AttrConstraints.UNIT)
      .optionalAttr("invariantGroup", AttrConstraints.UNIT)
      .defaultAttr("ordering", LLVMConstraints.ATOMIC_ORDERING, LLVMAsm.i64(0))
      .optionalAttr("syncscope", LLVMConstraints.STRING)
      .optionalAttr("dereferenceable", LLVMConstraints.DEREFERENCEABLE)
      .optionalAttr("access_groups", LLVMConstraints.ACCESS_GROUPS)
      .optionalAttr("alias_scopes", LLVMConstraints.ALIAS_SCOPES)
      .optionalAttr("noalias_scopes", LLVMConstraints.ALIAS_SCOPES)
      .optionalAttr("tbaa", LLVMConstraints.TBAA)
      .result("res", LLVMConstraints.LOADABLE)
      .format("(`volatile` $volatile_^)? $addr (`atomic` (`syncscope` `(` $syncscope^ `)`)? $ordering^)?"
          + " (`invariant` $invariant^)? (`invariant_group` $invariantGroup^)?"
          + " (`dereferenceable` `` $dereferenceable^)? attr-dict `:` qualified(type($addr)) `->` type($res)")
      .build();

  LoadOp(Operation op) {
    super(op);
  }

  /** Creates a non-atomic {@code llvm.load addr : !llvm.ptr -> type}. */
  public static LoadOp create(Builder b, Location loc, Type type, Value addr) {
    return new LoadOp(b.create(LLVMOps.load(loc, addr, type)));
  }

  public boolean isVolatile() {
    return attr("volatile_") != null;
  }

  /** The atomic ordering's keyword ({@code not_atomic} for plain loads). */
  public String ordering() {
    return LLVMAsm.ORDERINGS.get((int) LLVMAsm.intValue(attr("ordering"), 0));
  }

}
