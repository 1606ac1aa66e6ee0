package jopt.ir.ods;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a {@link TypeConstraint} constant (or factory method) that allows exactly one type
 * ({@link TypeConstraint#buildableType()} is not null): ODS's buildable types. The op generator
 * reads it to leave that result's type out of a generated {@code create}.
 */
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.FIELD, ElementType.METHOD})
public @interface BuildableType {}
