package jopt.dialects.arith;

import java.util.List;
import java.util.StringJoiner;
import jopt.ir.Attribute;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.ods.AttrConstraint;
import jopt.ir.ods.TypeConstraint;
import jopt.ir.type.IntegerType;

/** The type and attribute constraints of arith's ODS, with MLIR's summaries. */
public final class ArithConstraints {
  private ArithConstraints() {}

  /** The cases of arith's enums, by value. */
  public static final List<String> ROUNDING_MODES =
      List.of("to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away");
  public static final List<String> CMPI_PREDICATES =
      List.of("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge");
  public static final List<String> CMPF_PREDICATES = List.of("false", "oeq", "ogt", "oge", "olt", "ole", "one",
      "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true");

  /** SignlessIntegerOrIndexLike. */
  public static final TypeConstraint SIGNLESS_INTEGER_LIKE =
      TypeConstraint.of("signless-integer-like", TypeUtil::isSignlessIntegerLike);
  public static final TypeConstraint SIGNLESS_FIXED_WIDTH_INTEGER_LIKE =
      TypeConstraint.of("signless-fixed-width-integer-like", TypeUtil::isSignlessFixedWidthIntegerLike);
  public static final TypeConstraint FLOAT_LIKE = TypeConstraint.of("floating-point-like", TypeUtil::isFloatLike);
  public static final TypeConstraint BOOL_LIKE = TypeConstraint.of("bool-like", TypeUtil::isBoolLike);
  public static final TypeConstraint INDEX_CASTABLE = TypeConstraint.of(
      "signless-integer-like or memref of signless-integer", TypeUtil::isIndexCastable);
  public static final TypeConstraint BITCASTABLE = TypeConstraint.of(
      "signless-integer-or-float-like or memref of signless-integer or float", TypeUtil::isBitcastable);

  /**
   * Arith_IntegerOverflowAttr; in an assembly format ({@code overflow<nsw>}) printed and read
   * stripped of its {@code #arith.overflow} prefix, as ODS prints a dialect attribute.
   */
  @jopt.ir.ods.AttrStorage(IntegerOverflowFlagsAttr.class)
  public static final AttrConstraint OVERFLOW_FLAGS =
      flagsAttr("Integer overflow arith flags", IntegerOverflowFlagsAttr.class, true);
  /** Arith_FastMathAttr, as {@link #OVERFLOW_FLAGS} ({@code fastmath<fast>}). */
  @jopt.ir.ods.AttrStorage(FastMathFlagsAttr.class)
  public static final AttrConstraint FASTMATH =
      flagsAttr("Floating point fast math flags", FastMathFlagsAttr.class, false);

  private static AttrConstraint flagsAttr(String summary, Class<? extends Attribute> kind,
      boolean overflow) {
    return AttrConstraint.ofKind(summary, kind::isInstance).withFormat(
        (p, a) -> p.print("<").print(a instanceof IntegerOverflowFlagsAttr o ? o.flagsString()
            : ((FastMathFlagsAttr) a).flagsString()).print(">"),
        // ArithFlags is read here, not at class initialization: its constants use these.
        p -> (overflow ? ArithFlags.OVERFLOW : ArithFlags.FASTMATH).parseFlags(p));
  }

  /** Arith_RoundingModeAttr: an i32 enum; property storage takes only its cases. */
  public static final AttrConstraint ROUNDING_MODE = keywordEnum(
      enumAttr("Floating point rounding mode", 32, ROUNDING_MODES.size()), ROUNDING_MODES, 32, "roundingmode");
  public static final AttrConstraint CMPI_PREDICATE =
      keywordEnum(enumCases(64, CMPI_PREDICATES.size()), CMPI_PREDICATES, 64, "predicate");
  public static final AttrConstraint CMPF_PREDICATE =
      keywordEnum(enumCases(64, CMPF_PREDICATES.size()), CMPF_PREDICATES, 64, "predicate");
  /** TypedAttrInterface. */
  public static final AttrConstraint TYPED_ATTR =
      AttrConstraint.ofKind("TypedAttr instance", a -> a.getType() != null);

  /**
   * An integer enum attribute ({@code I32EnumAttr}, {@code I64EnumAttr}) that an assembly format
   * spells as its case's keyword or string ({@code slt}, {@code "slt"}), as the parser ODS
   * generates reads it: a keyword of the cases, else a string, which must name a case.
   */
  private static AttrConstraint keywordEnum(AttrConstraint base, List<String> names, int width,
      String attrName) {
    return base.withFormat((p, a) -> p.print(names.get(caseOf(a))),
        p -> parseKeywordEnum(p, true, names, width, attrName),
        p -> parseKeywordEnum(p, false, names, width, attrName));
  }

  private static Attribute parseKeywordEnum(jopt.ir.asm.OpAsmParser p, boolean required,
      List<String> names, int width, String attrName) {
    jopt.ir.asm.SourceLoc loc = p.getCurrentLocation();
    String name = p.parseOptionalKeyword(names);
    if (name == null) {
      name = p.parseOptionalString();
      if (name == null) {
        if (!required) {
          return null;
        }
        throw p.emitError(loc, "expected string or keyword containing one of the following enum "
            + "values for attribute '" + attrName + "' [" + String.join(", ", names) + "]");
      }
    }
    int index = names.indexOf(name);
    if (index < 0) {
      StringBuilder quoted = new StringBuilder();
      jopt.support.Strings.printEscaped(quoted, name);
      throw p.emitError(loc, "invalid " + attrName + " attribute specification: " + quoted);
    }
    return IntegerAttr.get(index, IntegerType.get(width));
  }

  /** An I64EnumAttr: "allowed 64-bit signless integer cases: 0, 1, ...". */
  private static AttrConstraint enumCases(int width, int cases) {
    StringJoiner j = new StringJoiner(", ");
    for (int i = 0; i < cases; i++) {
      j.add(Integer.toString(i));
    }
    return enumAttr("allowed " + width + "-bit signless integer cases: " + j, width, cases);
  }

  private static AttrConstraint enumAttr(String summary, int width, int cases) {
    return AttrConstraint.ofKind(summary, a -> isCase(a, width, cases));
  }

  /** Whether {@code a} is a signless {@code width}-bit integer attribute in {@code [0, cases)}. */
  static boolean isCase(Attribute a, int width, int cases) {
    if (!(a instanceof IntegerAttr i) || !(i.getType() instanceof IntegerType t) || !t.isSignless()
        || t.getWidth() != width) {
      return false;
    }
    long v = i.getValue();
    return v >= 0 && v < cases;
  }

  /** The enum case of an attribute satisfying an enum constraint. */
  static int caseOf(Attribute a) {
    return (int) ((IntegerAttr) a).getValue();
  }
}
