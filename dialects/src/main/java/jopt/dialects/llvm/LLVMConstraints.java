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

  /** The cases of AtomicOrdering a format spells, by name (3 has none). */
  private static final java.util.List<String> ORDERING_CASES = java.util.List.of("not_atomic", "unordered",
      "monotonic", "acquire", "release", "acq_rel", "seq_cst");

  /**
   * AtomicOrdering: an i64 enum attribute of the orderings' values (3 is unused), which a format
   * spells as a case's keyword or string ({@code acquire}, {@code "acquire"}), as ODS parses an
   * LLVM enum.
   */
  static final jopt.ir.ods.AttrConstraint ATOMIC_ORDERING = jopt.ir.ods.AttrConstraint.ofKind(
      "Atomic ordering for LLVM's memory model",
      a -> a instanceof jopt.ir.attr.IntegerAttr i && i.getType().equals(jopt.ir.type.IntegerType.get(64))
          && i.fitsInLong() && i.getValue() >= 0 && i.getValue() < LLVMAsm.ORDERINGS.size()
          && !LLVMAsm.ORDERINGS.get((int) i.getValue()).isEmpty())
      .withFormat((p, a) -> p.print(LLVMAsm.ORDERINGS.get((int) ((jopt.ir.attr.IntegerAttr) a).getValue())),
          LLVMConstraints::parseOrdering);

  private static jopt.ir.Attribute parseOrdering(jopt.ir.asm.OpAsmParser p) {
    jopt.ir.asm.SourceLoc loc = p.getCurrentLocation();
    String name = p.parseOptionalKeyword(ORDERING_CASES);
    if (name == null) {
      name = p.parseOptionalString();
      if (name == null) {
        throw p.emitError(loc, "expected string or keyword containing one of the following enum values for "
            + "attribute 'ordering' [" + String.join(", ", ORDERING_CASES) + "]");
      }
      if (name.isEmpty()) {
        return LLVMAsm.i64(0); // as ODS's enum parser: an empty string sets nothing, the default stays
      }
      if (!ORDERING_CASES.contains(name)) {
        StringBuilder quoted = new StringBuilder();
        jopt.support.Strings.printEscaped(quoted, name);
        throw p.emitError(loc, "invalid ordering attribute specification: " + quoted);
      }
    }
    return LLVMAsm.i64(LLVMAsm.ORDERINGS.indexOf(name));
  }

  /** StrAttr as ODS parses it in a format: with no type, so a bare number is not a string. */
  static final jopt.ir.ods.AttrConstraint STRING = jopt.ir.ods.AttrConstraints.STRING
      .parsedAsStorageKind(jopt.ir.type.NoneType.get());

  /**
   * LLVM_DereferenceableAttr, kept as the text {@code #llvm.dereferenceable<...>}; a format spells
   * it stripped, {@code <bytes = 8, mayBeNull = true>} (the parameters in any order, mayBeNull
   * false left out), as its ODS struct parser and printer.
   */
  static final jopt.ir.ods.AttrConstraint DEREFERENCEABLE = dialectAttr("LLVM dereferenceable attribute",
      "dereferenceable<").withFormat((p, a) -> p.print(((jopt.ir.attr.DialectAttr) a).getBody()
          .substring("dereferenceable".length())), LLVMConstraints::parseDereferenceable);

  private static jopt.ir.Attribute parseDereferenceable(jopt.ir.asm.OpAsmParser p) {
    p.parseLess();
    Long bytes = null;
    Boolean mayBeNull = null;
    do {
      jopt.ir.asm.SourceLoc keyLoc = p.getCurrentLocation();
      String key = p.parseOptionalKeyword();
      if (key == null) {
        p.emitError(keyLoc, "expected valid keyword");
        throw p.emitError(keyLoc, "expected a parameter name in struct");
      }
      p.parseEqual();
      if (bytes == null && key.equals("bytes")) {
        bytes = parseStructInteger(p, "bytes", "uint64_t", false);
      } else if (mayBeNull == null && key.equals("mayBeNull")) {
        mayBeNull = parseStructInteger(p, "mayBeNull", "bool", true) != 0;
      } else {
        throw p.emitError(p.getCurrentLocation(), "duplicate or unknown struct parameter name: " + key);
      }
    } while (p.parseOptionalComma());
    if (bytes == null) {
      throw p.emitError(p.getCurrentLocation(), "struct is missing required parameter: bytes");
    }
    p.parseGreater();
    return jopt.ir.attr.DialectAttr.get("llvm", "dereferenceable<bytes = " + Long.toUnsignedString(bytes)
        + (mayBeNull != null && mayBeNull ? ", mayBeNull = true" : "") + ">");
  }

  /**
   * A parameter of the struct: an integer ({@code true}/{@code false} or 0/1 for a bool); else
   * the integer parser's error and then ODS's "failed to parse ... parameter".
   */
  private static long parseStructInteger(jopt.ir.asm.OpAsmParser p, String name, String cppType, boolean bool) {
    if (bool) {
      String kw = p.parseOptionalKeyword(java.util.List.of("true", "false"));
      if (kw != null) {
        return kw.equals("true") ? 1 : 0;
      }
    }
    jopt.ir.asm.SourceLoc loc = p.getCurrentLocation();
    Long v = p.parseOptionalInteger();
    if (v == null) {
      p.emitError(loc, "expected integer value");
      throw p.emitError(p.getCurrentLocation(), "failed to parse LLVM_DereferenceableAttr parameter '" + name
          + "' which is to be a `" + cppType + "`");
    }
    if (bool && v != 0 && v != 1) {
      p.emitError(loc, "integer value too large");
      throw p.emitError(p.getCurrentLocation(), "failed to parse LLVM_DereferenceableAttr parameter '" + name
          + "' which is to be a `" + cppType + "`");
    }
    return v;
  }

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
