package jopt.dialects.vector;

import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;

/** {@code #vector.iterator_type<parallel>}: an iterator of a vector.contract. */
public record IteratorTypeAttr(boolean reduction) implements Attribute {
  public static final IteratorTypeAttr PARALLEL = new IteratorTypeAttr(false);
  public static final IteratorTypeAttr REDUCTION = new IteratorTypeAttr(true);

  /** The attribute of {@code keyword} ({@code parallel}, {@code reduction}), or null. */
  public static IteratorTypeAttr of(String keyword) {
    return switch (keyword) {
      case "parallel" -> PARALLEL;
      case "reduction" -> REDUCTION;
      default -> null;
    };
  }

  public String keyword() {
    return reduction ? "reduction" : "parallel";
  }

  /** A leaf: never aliased (see Attribute#mayPrintAlias). */
  @Override
  public boolean mayPrintAlias() {
    return false;
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("#vector.iterator_type<").append(keyword()).append('>');
  }
}
