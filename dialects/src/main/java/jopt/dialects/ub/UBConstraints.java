package jopt.dialects.ub;

import jopt.ir.ods.AttrConstraint;
import jopt.ir.ods.AttrStorage;

/** The constraints of the ub dialect's ODS, with MLIR's summaries. */
public final class UBConstraints {
  private UBConstraints() {}

  /** PoisonAttrInterface: {@code #ub.poison} is the one attribute implementing it. */
  @AttrStorage(PoisonAttr.class)
  public static final AttrConstraint POISON_ATTR_INTERFACE =
      AttrConstraint.ofKind("PoisonAttrInterface instance", a -> a instanceof PoisonAttr)
          .parsedAsStorageKind();
}
