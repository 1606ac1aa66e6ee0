package jopt.dialects.index;

import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;

/** {@code #index<cmp_predicate slt>}: the predicate of {@code index.cmp}, printed {@code slt} in its form. */
public record IndexCmpPredicateAttr(IndexCmpPredicate predicate) implements Attribute {
  public static IndexCmpPredicateAttr get(IndexCmpPredicate predicate) {
    return new IndexCmpPredicateAttr(predicate);
  }

  /** A leaf: never aliased. */
  @Override
  public boolean mayPrintAlias() {
    return false;
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("#index<cmp_predicate ").append(predicate.keyword()).append('>');
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }
}
