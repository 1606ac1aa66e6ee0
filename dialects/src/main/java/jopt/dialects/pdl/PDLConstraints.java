package jopt.dialects.pdl;

import jopt.ir.ods.TypeConstraint;

/** The type constraints of PDL's ODS (PDLTypes.td), with their summaries. */
final class PDLConstraints {
  private PDLConstraints() {}

  static final TypeConstraint ANY = TypeConstraint.of("pdl type", t -> t instanceof PDLType);
  static final TypeConstraint ATTRIBUTE = single(PDLType.ATTRIBUTE,
      "PDL handle to an `mlir::Attribute`");
  static final TypeConstraint OPERATION = single(PDLType.OPERATION,
      "PDL handle to an `mlir::Operation *`");
  static final TypeConstraint TYPE = single(PDLType.TYPE, "PDL handle to an `mlir::Type`");
  static final TypeConstraint VALUE = single(PDLType.VALUE, "PDL handle for an `mlir::Value`");
  static final TypeConstraint TYPE_RANGE = range(PDLType.TYPE, "PDL handle to an `mlir::Type`");
  static final TypeConstraint VALUE_RANGE = range(PDLType.VALUE,
      "PDL handle for an `mlir::Value`");
  static final TypeConstraint TYPE_OR_RANGE = TypeConstraint.of(
      "single element or range of PDL handle to an `mlir::Type`",
      t -> t instanceof PDLType p && p.elementOrSelf().equals(PDLType.TYPE));
  static final TypeConstraint VALUE_OR_RANGE = TypeConstraint.of(
      "single element or range of PDL handle for an `mlir::Value`",
      t -> t instanceof PDLType p && p.elementOrSelf().equals(PDLType.VALUE));
  static final TypeConstraint TYPE_OR_VALUE_RANGE = TypeConstraint.of(
      "range of PDL handle to an `mlir::Type` or PDL handle for an `mlir::Value` values",
      t -> t instanceof PDLType p && p.isRange()
          && (p.element().equals(PDLType.TYPE) || p.element().equals(PDLType.VALUE)));

  /** A handle type: buildable, so a format need not spell it. */
  private static TypeConstraint single(PDLType type, String summary) {
    return TypeConstraint.exactly(summary, type);
  }

  private static TypeConstraint range(PDLType element, String summary) {
    return TypeConstraint.exactly("range of " + summary + " values", PDLType.range(element));
  }
}
