package jopt.dialects.memref;

import jopt.ir.Attribute;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.attr.TypeAttr;
import jopt.ir.ods.AttrConstraint;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.TypeConstraint;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.FloatType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.MemRefType;
import jopt.ir.type.NoneType;

/**
 * The type and attribute constraints of MLIR's memref ODS that jopt.ir.ods does not define; the
 * memref ones are MemRefType constraints ({@code type($x)} parses a builtin.memref).
 */
public final class MemRefConstraints {
  private MemRefConstraints() {}

  /** {@code MemRefRankOf<[AnyType], [1]>}. */
  public static final TypeConstraint MEMREF_1D =
      TypeConstraint.of("1D memref of any type values", t -> t instanceof MemRefType m && m.getRank() == 1)
          .withStorageKind(TypeConstraints.MEMREF_TYPE);
  /** {@code MemRefRankOf<[I8], [1]>} (memref.view's source). */
  public static final TypeConstraint I8_MEMREF_1D = TypeConstraint.of(
      "1D memref of 8-bit signless integer values",
      t -> t instanceof MemRefType m && m.getRank() == 1 && TypeConstraints.I8.test(m.getElementType()))
      .withStorageKind(TypeConstraints.MEMREF_TYPE);
  /** {@code MemRefRankOf<[AnySignlessInteger, Index], [1]>} (memref.reshape's shape). */
  public static final TypeConstraint SHAPE_MEMREF = TypeConstraint.of(
      "1D memref of signless integer or index values",
      t -> t instanceof MemRefType m && m.getRank() == 1
          && TypeConstraints.SIGNLESS_INTEGER_OR_INDEX.test(m.getElementType()))
      .withStorageKind(TypeConstraints.MEMREF_TYPE);
  /** {@code AnyStridedMemRef}: a ranked memref whose layout has strides and an offset. */
  public static final TypeConstraint STRIDED_MEMREF = TypeConstraint.of(
      "strided memref of any type values", MemRefConstraints::isStrided).withStorageKind(TypeConstraints.MEMREF_TYPE);
  /** {@code AnyStridedMemRefOfRank<0>}. */
  public static final TypeConstraint STRIDED_MEMREF_RANK_0 = TypeConstraint.of(
      "strided memref of any type values of rank 0",
      t -> isStrided(t) && ((MemRefType) t).getRank() == 0).withStorageKind(TypeConstraints.MEMREF_TYPE);
  /** {@code AnyNon0RankedOrUnrankedMemRef} (memref.dim's source). */
  public static final TypeConstraint NON_0_RANKED_OR_UNRANKED_MEMREF =
      TypeConstraints.UNRANKED_MEMREF.or(TypeConstraints.NON_0_RANKED_MEMREF);
  /** {@code AnyTypeOf<[AnySignlessInteger, AnyFloat]>}. */
  public static final TypeConstraint SIGNLESS_INTEGER_OR_FLOAT = TypeConstraint.of(
      "signless integer or floating-point",
      t -> t instanceof FloatType || t instanceof IntegerType it && it.isSignless());
  /** {@code MemRefOf<[AnySignlessInteger, AnyFloat]>}. */
  public static final TypeConstraint SIGNLESS_INTEGER_OR_FLOAT_MEMREF =
      TypeConstraints.memrefOf(SIGNLESS_INTEGER_OR_FLOAT);

  /** {@code ConfinedAttr<I32Attr, [IntPositive]>} (memref.assume_alignment). */
  public static final AttrConstraint POSITIVE_I32 = AttrConstraints.I32.confined(
      "32-bit signless integer attribute whose value is positive", a -> ((IntegerAttr) a).getValue() > 0);
  /** {@code ConfinedAttr<I32Attr, [IntMinValue<0>, IntMaxValue<3>]>} (memref.prefetch). */
  public static final AttrConstraint LOCALITY_HINT = AttrConstraints.I32.confined(
      "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3",
      a -> ((IntegerAttr) a).getValue() >= 0 && ((IntegerAttr) a).getValue() <= 3);
  /** {@code MemRefTypeAttr} (memref.global's type). */
  public static final AttrConstraint MEMREF_TYPE = AttrConstraint.of("memref type attribute",
      a -> a instanceof TypeAttr, a -> a instanceof TypeAttr t && t.value() instanceof MemRefType);
  /**
   * arith's {@code AtomicRMWKindAttr}, an I64EnumAttr of 16 cases, written in formats as its
   * case name (a keyword or a string).
   */
  public static final AttrConstraint ATOMIC_RMW_KIND = new AttrConstraint.Forwarding(AttrConstraint.of(
      "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15",
      a -> a instanceof IntegerAttr,
      a -> AttrConstraints.I64.test(a) && ((IntegerAttr) a).getValue() >= 0
          && ((IntegerAttr) a).getValue() < AtomicRMWOp.KINDS.size())) {
    @Override
    public Attribute parseInFormat(OpAsmParser p) {
      SourceLoc loc = p.getCurrentLocation();
      String kind = p.parseOptionalKeyword(AtomicRMWOp.KINDS);
      if (kind == null) {
        kind = p.parseOptionalString();
        if (kind == null) {
          throw p.emitError(loc, "expected string or keyword containing one of the following enum values for "
              + "attribute 'kind' [" + String.join(", ", AtomicRMWOp.KINDS) + "]");
        }
        if (!AtomicRMWOp.KINDS.contains(kind)) {
          throw p.emitError(loc, "invalid kind attribute specification: \"" + kind + "\"");
        }
      }
      return Attrs.i64(AtomicRMWOp.KINDS.indexOf(kind));
    }

    @Override
    public void printInFormat(OpAsmPrinter p, Attribute a) {
      p.print(AtomicRMWOp.KINDS.get((int) ((IntegerAttr) a).getValue()));
    }
  };

  /** {@code StrAttr}, which a format's optional group finds only at a string literal. */
  public static final AttrConstraint STRING = new AttrConstraint.Forwarding(AttrConstraints.STRING) {
    @Override
    public Attribute parseOptionalInFormat(OpAsmParser p) {
      String v = p.parseOptionalString();
      return v == null ? null : Attrs.string(v);
    }
  };

  /** {@code FlatSymbolRefAttr} as a format parses it (memref.get_global's name). */
  public static final AttrConstraint FLAT_SYMBOL_REF = parsedAsStorageKind(AttrConstraints.FLAT_SYMBOL_REF);

  /**
   * {@code base} in an assembly format as ODS parses an attribute of a storage class: with no
   * type suffix, then "invalid kind of attribute specified" when it has another kind.
   */
  static AttrConstraint parsedAsStorageKind(AttrConstraint base) {
    return new AttrConstraint.Forwarding(base) {
      @Override
      public Attribute parseInFormat(OpAsmParser p) {
        SourceLoc loc = p.getCurrentLocation();
        Attribute a = p.parseAttribute(NoneType.get());
        if (!base.isStorageKind(a)) {
          throw p.emitError(loc, "invalid kind of attribute specified");
        }
        return a;
      }
    };
  }

  /** MLIR's MemRefType::isStrided. */
  static boolean isStrided(Type t) {
    return t instanceof MemRefType m && m.getStridesAndOffset() != null;
  }

}
