package jopt.dialects.llvm;

import jopt.ir.ods.TypeConstraint;

/** The type constraints of MLIR's LLVM dialect ODS (LLVMOpBase.td), with its summaries. */
final class LLVMConstraints {
  private LLVMConstraints() {}

  /** LLVM_Type. */
  static final TypeConstraint TYPE = TypeConstraint.of("LLVM dialect-compatible type", LLVMTypes::isCompatible);

  /** {@code LLVM_ScalarOrVectorOf<LLVM_AnyPointer>}. */
  static final TypeConstraint POINTER_LIKE = TypeConstraint.of(
      "LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type", LLVMTypes::isPointerLike);

  /** {@code LLVM_ScalarOrVectorOf<AnySignlessInteger>}. */
  static final TypeConstraint INTEGER_LIKE = TypeConstraint.of(
      "signless integer or LLVM dialect-compatible vector of signless integer", LLVMTypes::isIntegerLike);

  /** LLVM_AnyAggregate. */
  static final TypeConstraint AGGREGATE = TypeConstraint.of("LLVM aggregate type",
      t -> t instanceof LLVMStructType || t instanceof LLVMArrayType);

  /** LLVM_AnyNonAggregate. */
  static final TypeConstraint NON_AGGREGATE = TypeConstraint.of("LLVM-compatible non-aggregate type",
      t -> LLVMTypes.isCompatible(t) && !AGGREGATE.test(t));

  /** LLVM_PrimitiveType: compatible, neither void nor a function type. */
  static final TypeConstraint PRIMITIVE = TypeConstraint.of("primitive LLVM type",
      t -> LLVMTypes.isCompatible(t) && !(t instanceof LLVMVoidType) && !(t instanceof LLVMFunctionType));

  /** The operands of llvm.icmp: integer-like or pointer-like. */
  static final TypeConstraint INTEGER_OR_POINTER_LIKE = INTEGER_LIKE.or(POINTER_LIKE);

  /** {@code LLVM_ScalarOrVectorOf<I1>}. */
  static final TypeConstraint I1_LIKE = TypeConstraint.of(
      "1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer",
      t -> LLVMTypes.scalar(t).equals(jopt.ir.type.IntegerType.get(1)));

  /** ICmpPredicateAttr: an i64 enum attribute, 0 (eq) to 9 (uge); other values do not convert. */
  static final jopt.ir.ods.AttrConstraint ICMP_PREDICATE = jopt.ir.ods.AttrConstraint.ofKind(
      "llvm.icmp comparison predicate",
      a -> a instanceof jopt.ir.attr.IntegerAttr i && i.getType().equals(jopt.ir.type.IntegerType.get(64))
          && i.fitsInLong() && i.getValue() >= 0 && i.getValue() < ICmpOp.PREDICATES.size());

  /** LLVM_AnyPointer. */
  static final TypeConstraint POINTER = TypeConstraint.of("LLVM pointer type", t -> t instanceof LLVMPointerType);

  /** LLVM_LoadableType: an LLVM type with a size (neither void nor a function type). */
  static final TypeConstraint LOADABLE = TypeConstraint.of("LLVM type with size",
      t -> LLVMTypes.isCompatible(t) && !(t instanceof LLVMVoidType) && !(t instanceof LLVMFunctionType));

  /** AtomicOrdering: an i64 enum attribute of the orderings' values (3 is unused). */
  static final jopt.ir.ods.AttrConstraint ATOMIC_ORDERING = jopt.ir.ods.AttrConstraint.ofKind(
      "Atomic ordering for LLVM's memory model",
      a -> a instanceof jopt.ir.attr.IntegerAttr i && i.getType().equals(jopt.ir.type.IntegerType.get(64))
          && i.fitsInLong() && i.getValue() >= 0 && i.getValue() < LLVMAsm.ORDERINGS.size()
          && !LLVMAsm.ORDERINGS.get((int) i.getValue()).isEmpty());

  /** LLVM_DereferenceableAttr, kept as the text {@code #llvm.dereferenceable<...>}. */
  static final jopt.ir.ods.AttrConstraint DEREFERENCEABLE = dialectAttr("LLVM dereferenceable attribute",
      "dereferenceable<");

  /** The aliasing metadata arrays of LLVM_MemAccessOpBase (elements kept as text). */
  static final jopt.ir.ods.AttrConstraint ACCESS_GROUPS = metadataArray("LLVM dialect access group metadata array");
  static final jopt.ir.ods.AttrConstraint ALIAS_SCOPES = metadataArray("LLVM dialect alias scope array");
  static final jopt.ir.ods.AttrConstraint TBAA = metadataArray("LLVM dialect TBAA tag metadata array");

  private static jopt.ir.ods.AttrConstraint dialectAttr(String summary, String bodyPrefix) {
    return jopt.ir.ods.AttrConstraint.ofKind(summary, a -> a instanceof jopt.ir.attr.DialectAttr d
        && d.getDialectNamespace().equals("llvm") && d.getBody().startsWith(bodyPrefix));
  }

  private static jopt.ir.ods.AttrConstraint metadataArray(String summary) {
    return jopt.ir.ods.AttrConstraint.ofKind(summary, a -> a instanceof jopt.ir.attr.ArrayAttr arr
        && arr.value().stream().allMatch(e -> e instanceof jopt.ir.attr.DialectAttr));
  }

  /** An LLVM enum or flags attribute kept as the text {@code #llvm.mnemonic<...>}. */
  static jopt.ir.ods.AttrConstraint enumAttr(String summary, String mnemonic) {
    return dialectAttr(summary, mnemonic + "<");
  }
}
