package jopt.dialects.affine;

import jopt.ir.attr.IntegerSetAttr;
import jopt.ir.ods.AttrConstraint;
import jopt.ir.ods.AttrStorage;
import jopt.ir.ods.TypeConstraint;
import jopt.ir.type.VectorType;

/** The affine dialect's attribute and type constraints, with MLIR's summaries. */
public final class AffineConstraints {
  private AffineConstraints() {}

  @AttrStorage(IntegerSetAttr.class)
  public static final AttrConstraint INTEGER_SET =
      AttrConstraint.ofKind("IntegerSet instance", a -> a instanceof IntegerSetAttr);

  public static final TypeConstraint VECTOR_OF_NON_ZERO_RANK = TypeConstraint.of(
      "vector of any type values", t -> t instanceof VectorType v && v.getRank() > 0);
}
