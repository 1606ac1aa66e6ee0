package jopt.ir.ods;

import java.util.function.Predicate;
import jopt.ir.Attribute;

/**
 * A constraint on an attribute or property, as an ODS Attr: the storage kind an attribute must
 * have to be stored in the property at all (MLIR's property conversion; {@code BoolAttr},
 * {@code DenseI64ArrayAttr}, ...), a predicate on top of it, and the summary MLIR puts into
 * "attribute 'x' failed to satisfy constraint: SUMMARY".
 */
public interface AttrConstraint {
  /** Whether {@code attr} has the storage kind (MLIR's convertFromAttribute succeeds). */
  boolean isStorageKind(Attribute attr);

  /** Whether {@code attr} satisfies the constraint. */
  boolean test(Attribute attr);

  String summary();

  static AttrConstraint of(String summary, Predicate<Attribute> storageKind, Predicate<Attribute> predicate) {
    return new Simple(summary, storageKind, predicate);
  }

  /** Any attribute of the storage kind. */
  static AttrConstraint ofKind(String summary, Predicate<Attribute> storageKind) {
    return new Simple(summary, storageKind, storageKind);
  }

  /** This constraint narrowed by {@code extra}, summarized as {@code summary} (ODS's ConfinedAttr). */
  default AttrConstraint confined(String summary, Predicate<Attribute> extra) {
    AttrConstraint base = this;
    return of(summary, base::isStorageKind, a -> base.test(a) && extra.test(a));
  }

  record Simple(String summary, Predicate<Attribute> storageKind, Predicate<Attribute> predicate)
      implements AttrConstraint {
    @Override
    public boolean isStorageKind(Attribute attr) {
      return storageKind.test(attr);
    }

    @Override
    public boolean test(Attribute attr) {
      return predicate.test(attr);
    }
  }
}
