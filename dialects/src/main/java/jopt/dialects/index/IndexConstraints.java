package jopt.dialects.index;

import jopt.ir.Attribute;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.ods.AttrConstraint;
import jopt.ir.ods.AttrStorage;
import jopt.ir.ods.TypeConstraint;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;

/** The constraints of the index dialect's ODS, with MLIR's summaries. */
public final class IndexConstraints {
  private IndexConstraints() {}

  /** {@code AnyTypeOf<[AnyInteger, Index]>} (the casts). */
  public static final TypeConstraint INTEGER_OR_INDEX = TypeConstraints.INTEGER.or(TypeConstraints.INDEX);

  /** BoolAttr, read in formats as an i1 ({@code true}, {@code false}, {@code 1}). */
  @AttrStorage(jopt.ir.attr.BoolAttr.class)
  public static final AttrConstraint BOOL = jopt.ir.ods.AttrConstraints.BOOL.withValueType(IntegerType.get(1));

  /** IndexCmpPredicateAttr: in a format, its keyword (or a string), as MLIR's enum parser reads it. */
  @AttrStorage(IndexCmpPredicateAttr.class)
  public static final AttrConstraint CMP_PREDICATE = new AttrConstraint() {
    @Override
    public boolean isStorageKind(Attribute attr) {
      return attr instanceof IndexCmpPredicateAttr;
    }

    @Override
    public boolean test(Attribute attr) {
      return attr instanceof IndexCmpPredicateAttr;
    }

    @Override
    public String summary() {
      return "index comparison predicate kind";
    }

    /**
     * The attribute's own printer, which puts a space before the keyword (the format's leading
     * {@code ``} takes its place).
     */
    @Override
    public void printInFormat(OpAsmPrinter p, Attribute a) {
      p.print(" ").print(((IndexCmpPredicateAttr) a).predicate().keyword());
    }

    @Override
    public Attribute parseInFormat(OpAsmParser p) {
      SourceLoc loc = p.getCurrentLocation();
      String kw = p.parseOptionalKeyword();
      if (kw == null) {
        kw = p.parseOptionalString();
      }
      if (kw == null) {
        p.emitError(loc, "expected valid keyword or string");
        throw parameterError(p);
      }
      IndexCmpPredicate pred = IndexCmpPredicate.byKeyword(kw);
      if (pred == null) {
        p.emitError(loc, "expected ::mlir::index::IndexCmpPredicate to be one of: "
            + String.join(", ", IndexCmpPredicate.KEYWORDS));
        throw parameterError(p);
      }
      return IndexCmpPredicateAttr.get(pred);
    }
  };

  private static jopt.ir.asm.ParseException parameterError(OpAsmParser p) {
    return p.emitError(p.getCurrentLocation(), "failed to parse IndexCmpPredicateAttr parameter 'value' which is "
        + "to be a `::mlir::index::IndexCmpPredicate`");
  }

  /** CastOpInterface of the casts: exactly one side is {@code index}. */
  static boolean castCompatible(Type input, Type output) {
    return (input instanceof IndexType) != (output instanceof IndexType);
  }
}
