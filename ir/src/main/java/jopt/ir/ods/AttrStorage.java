package jopt.ir.ods;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import jopt.ir.Attribute;

/**
 * The attribute class every attribute of an {@link AttrConstraint} constant (or of the
 * constraints a factory method returns) is stored as: MLIR's property storage type. The op
 * generator reads it to give an attribute accessor its type ({@code BoolAttr nontemporalAttr()}
 * and {@code boolean nontemporal()}); a constraint without it gets {@code Attribute}.
 */
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.FIELD, ElementType.METHOD})
public @interface AttrStorage {
  Class<? extends Attribute> value();
}
