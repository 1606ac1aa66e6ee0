package jopt.dialects.vector;

import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;

/** {@code #vector.kind<add>}: the combining function of contractions, reductions and scans. */
public record CombiningKindAttr(Kind kind) implements Attribute {
  /** MLIR's CombiningKind, in the order its parser lists the cases. */
  public enum Kind {
    ADD, MUL, MINUI, MINSI, MINNUMF, MAXUI, MAXSI, MAXNUMF, AND, OR, XOR, MAXIMUMF, MINIMUMF;

    /** The keyword, {@code add}. */
    public String keyword() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }

    /** The case of {@code keyword}, or null. */
    public static Kind of(String keyword) {
      for (Kind k : values()) {
        if (k.keyword().equals(keyword)) {
          return k;
        }
      }
      return null;
    }

    /** MLIR's isSupportedCombiningKind: the element types the kind combines. */
    public boolean supports(jopt.ir.Type elementType) {
      boolean intOrIndex = elementType instanceof jopt.ir.type.IntegerType
          || elementType instanceof jopt.ir.type.IndexType;
      boolean isFloat = elementType instanceof jopt.ir.type.FloatType;
      return switch (this) {
        case ADD, MUL -> intOrIndex || isFloat;
        case MINUI, MINSI, MAXUI, MAXSI, AND, OR, XOR -> intOrIndex;
        case MINNUMF, MAXNUMF, MINIMUMF, MAXIMUMF -> isFloat;
      };
    }
  }

  public static final CombiningKindAttr ADD = new CombiningKindAttr(Kind.ADD);

  /** The attribute's own syntax after its mnemonic: {@code <add>}. */
  public String body() {
    return "<" + kind.keyword() + ">";
  }

  /** A leaf: never aliased (see Attribute#mayPrintAlias). */
  @Override
  public boolean mayPrintAlias() {
    return false;
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("#vector.kind").append(body());
  }
}
