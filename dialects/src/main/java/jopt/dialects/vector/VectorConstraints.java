package jopt.dialects.vector;

import java.util.function.Function;
import java.util.function.Predicate;
import jopt.dialects.arith.FastMathFlagsAttr;
import jopt.ir.Attribute;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.BoolAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.attr.StringAttr;
import jopt.ir.ods.AttrConstraint;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.AttrStorage;
import jopt.ir.ods.TypeConstraint;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.FloatType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.MemRefType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;
import jopt.ir.type.TensorType;
import jopt.ir.type.VectorType;

/** The type and attribute constraints of MLIR's vector ODS, with MLIR's summaries. */
public final class VectorConstraints {
  private VectorConstraints() {}

  /** AnyVectorOfAnyRank. */
  public static final TypeConstraint VECTOR = vector("vector of any type values", v -> true);
  /** AnyVectorOfNonZeroRank. */
  public static final TypeConstraint VECTOR_NON_0 = vector("vector of any type values", v -> v.getRank() > 0);
  /** AnyFixedVectorOfAnyRank. */
  public static final TypeConstraint FIXED_VECTOR =
      vector("fixed-length vector of any type values", v -> !v.isScalable());
  /** VectorOfNonZeroRankOf<[I1]>. */
  public static final TypeConstraint I1_VECTOR =
      vector("vector of 1-bit signless integer values", v -> v.getRank() > 0 && isI1(v.getElementType()));
  /** VectorOfAnyRankOf<[I1]>. */
  public static final TypeConstraint I1_VECTOR_ANY_RANK =
      vector("vector of 1-bit signless integer values", v -> isI1(v.getElementType()));
  /** FixedVectorOfNonZeroRankOf<[I1]>. */
  public static final TypeConstraint FIXED_I1_VECTOR = vector("fixed-length vector of 1-bit signless integer values",
      v -> !v.isScalable() && v.getRank() > 0 && isI1(v.getElementType()));
  /** VectorOfAnyRankOf<[AnyFloat]>. */
  public static final TypeConstraint FLOAT_VECTOR =
      vector("vector of floating-point values", v -> v.getElementType() instanceof FloatType);
  /** VectorOfNonZeroRankOf<[AnyInteger, Index]>. */
  public static final TypeConstraint INT_OR_INDEX_VECTOR = vector("vector of integer or index values",
      v -> v.getRank() > 0 && (v.getElementType() instanceof IntegerType || v.getElementType() instanceof IndexType));
  /** VectorOfRank<[1]> (its summary is empty in MLIR 22). */
  public static final TypeConstraint VECTOR_RANK_1 = vector(" of ranks 1", v -> v.getRank() == 1);
  /** ScalableVectorOfRank<[1]>. */
  public static final TypeConstraint SCALABLE_VECTOR_RANK_1 =
      vector(" of ranks 1", v -> v.isScalable() && v.getRank() == 1);
  /** VectorOfRankAndType<[1], [Index]>. */
  public static final TypeConstraint INDEX_VECTOR_RANK_1 = vector("vector of index values of ranks 1",
      v -> v.getRank() == 1 && v.getElementType() instanceof IndexType);
  /** TensorOrMemRef<[AnyType]>. */
  public static final TypeConstraint TENSOR_OR_MEMREF = TypeConstraint.of("Tensor or MemRef of any type values",
      t -> t instanceof TensorType || t instanceof MemRefType).withStorageKind(TypeConstraints.SHAPED_TYPE);
  /** AnyShaped. */
  public static final TypeConstraint SHAPED = TypeConstraint.of("shaped of any type values",
      t -> t instanceof ShapedType).withStorageKind(TypeConstraints.SHAPED_TYPE);
  /** AnyRankedTensor. */
  public static final TypeConstraint RANKED_TENSOR = TypeConstraint.of("ranked tensor of any type values",
      t -> t instanceof RankedTensorType).withStorageKind(TypeConstraints.RANKED_TENSOR_TYPE);
  /** vector.print's source: a vector, integer, index or float (an empty summary in MLIR 22). */
  public static final TypeConstraint PRINTABLE = TypeConstraint.of("", t -> t instanceof VectorType
      || t instanceof IntegerType || t instanceof IndexType || t instanceof FloatType);

  /** Vector_CombiningKindAttr, written {@code <add>} in formats. */
  @AttrStorage(CombiningKindAttr.class)
  public static final AttrConstraint KIND = new StrippedEnum("Kind of combining function for contractions and "
      + "reductions", "CombiningKind", CombiningKindAttr.class,
      java.util.Arrays.stream(CombiningKindAttr.Kind.values()).map(CombiningKindAttr.Kind::keyword).toList(),
      k -> new CombiningKindAttr(CombiningKindAttr.Kind.of(k)), a -> ((CombiningKindAttr) a).kind().keyword());
  /** Vector_PrintPunctuation, written {@code <comma>} in formats. */
  @AttrStorage(PunctuationAttr.class)
  public static final AttrConstraint PUNCTUATION = new StrippedEnum(
      "Punctuation for separating vectors or vector elements", "PrintPunctuation", PunctuationAttr.class,
      PunctuationAttr.KEYWORDS, PunctuationAttr::new, a -> ((PunctuationAttr) a).keyword());
  /** Arith_FastMathAttr as a format writes it: {@code <nnan,ninf>}. */
  @AttrStorage(FastMathFlagsAttr.class)
  public static final AttrConstraint FASTMATH = new FastMath();
  /** Vector_IteratorTypeArrayAttr. */
  @AttrStorage(ArrayAttr.class)
  public static final AttrConstraint ITERATOR_TYPES = AttrConstraint.of("Iterator type should be an enum.",
      a -> a instanceof ArrayAttr, a -> allOf(a, e -> e instanceof IteratorTypeAttr));
  /** I64ArrayAttr. */
  @AttrStorage(ArrayAttr.class)
  public static final AttrConstraint I64_ARRAY = AttrConstraint.of("64-bit integer array attribute",
      a -> a instanceof ArrayAttr, a -> allOf(a, AttrConstraints.I64::test));
  /** BoolArrayAttr. */
  @AttrStorage(ArrayAttr.class)
  public static final AttrConstraint BOOL_ARRAY = AttrConstraint.of("1-bit boolean array attribute",
      a -> a instanceof ArrayAttr, a -> allOf(a, e -> e instanceof BoolAttr));
  /** Builtin_StringAttr. */
  @AttrStorage(StringAttr.class)
  public static final AttrConstraint STRING =
      AttrConstraint.ofKind("An Attribute containing a string", a -> a instanceof StringAttr);

  private static TypeConstraint vector(String summary, Predicate<VectorType> test) {
    return TypeConstraint.of(summary, t -> t instanceof VectorType v && test.test(v))
        .withStorageKind(TypeConstraints.VECTOR_TYPE);
  }

  static boolean isI1(Type t) {
    return t instanceof IntegerType i && i.isSignless(1);
  }

  private static boolean allOf(Attribute a, Predicate<Attribute> element) {
    if (!(a instanceof ArrayAttr arr)) {
      return false;
    }
    for (Attribute e : arr) {
      if (!element.test(e)) {
        return false;
      }
    }
    return true;
  }

  /** The values of an I64ArrayAttr. */
  static long[] i64s(Attribute a) {
    ArrayAttr arr = (ArrayAttr) a;
    long[] r = new long[arr.size()];
    for (int i = 0; i < r.length; i++) {
      r[i] = ((IntegerAttr) arr.get(i)).getValue();
    }
    return r;
  }

  /**
   * An EnumAttr with assembly format {@code `<` $value `>`}: a format writes it without its
   * {@code #vector.mnemonic} prefix and reads either form (parseCustomAttributeWithFallback).
   */
  private record StrippedEnum(String summary, String enumName, Class<? extends Attribute> kind,
      java.util.List<String> keywords, Function<String, Attribute> make, Function<Attribute, String> keyword)
      implements AttrConstraint {
    @Override
    public boolean isStorageKind(Attribute attr) {
      return kind.isInstance(attr);
    }

    @Override
    public boolean test(Attribute attr) {
      return kind.isInstance(attr);
    }

    @Override
    public void printInFormat(OpAsmPrinter p, Attribute a) {
      p.print('<').print(keyword.apply(a)).print('>');
    }

    @Override
    public Attribute parseInFormat(OpAsmParser p) {
      if (!p.parseOptionalLess()) {
        SourceLoc loc = p.getCurrentLocation();
        Attribute a = p.parseAttribute();
        if (!kind.isInstance(a)) {
          throw p.emitError(loc, "invalid kind of attribute specified");
        }
        return a;
      }
      SourceLoc loc = p.getCurrentLocation();
      String k = p.parseKeywordOrString();
      if (!keywords.contains(k)) {
        throw p.emitError(loc, "expected ::mlir::vector::" + enumName + " to be one of: "
            + String.join(", ", keywords));
      }
      p.parseGreater();
      return make.apply(k);
    }
  }

  /** Arith_FastMathAttr in a format: {@code <fast>}, {@code <nnan,ninf>}. */
  private static final class FastMath implements AttrConstraint {
    @Override
    public boolean isStorageKind(Attribute attr) {
      return attr instanceof FastMathFlagsAttr;
    }

    @Override
    public boolean test(Attribute attr) {
      return attr instanceof FastMathFlagsAttr;
    }

    @Override
    public String summary() {
      return "Floating point fast math flags";
    }

    @Override
    public void printInFormat(OpAsmPrinter p, Attribute a) {
      p.print('<').print(((FastMathFlagsAttr) a).flagsString()).print('>');
    }

    @Override
    public Attribute parseInFormat(OpAsmParser p) {
      if (!p.parseOptionalLess()) {
        SourceLoc loc = p.getCurrentLocation();
        Attribute a = p.parseAttribute();
        if (!(a instanceof FastMathFlagsAttr)) {
          throw p.emitError(loc, "invalid kind of attribute specified");
        }
        return a;
      }
      int flags = 0;
      do {
        SourceLoc loc = p.getCurrentLocation();
        String k = p.parseKeywordOrString();
        int bit = FastMathFlagsAttr.bitOf(k);
        if (bit < 0) {
          throw p.emitError(loc, "expected one of [none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast] "
              + "for fastmath flags, got: " + k);
        }
        flags |= bit;
      } while (p.parseOptionalComma());
      p.parseGreater();
      return new FastMathFlagsAttr(flags);
    }
  }
}
