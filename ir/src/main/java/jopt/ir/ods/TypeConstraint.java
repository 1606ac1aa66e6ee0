package jopt.ir.ods;

import java.util.function.Predicate;
import jopt.ir.Type;

/**
 * A constraint on the type of an operand or result, as an ODS TypeConstraint: a predicate and
 * the one-line summary MLIR puts into "operand #0 must be SUMMARY, but got 'T'".
 */
public interface TypeConstraint {
  boolean test(Type type);

  String summary();

  /** A constraint from a summary and a predicate. */
  static TypeConstraint of(String summary, Predicate<Type> predicate) {
    return new Simple(summary, predicate);
  }

  /** This constraint with another summary (ODS's TypeAlias). */
  default TypeConstraint withSummary(String summary) {
    return of(summary, this::test);
  }

  /** Holds when this or {@code other} holds; MLIR joins the summaries with " or ". */
  default TypeConstraint or(TypeConstraint other) {
    return of(summary() + " or " + other.summary(), t -> test(t) || other.test(t));
  }

  record Simple(String summary, Predicate<Type> predicate) implements TypeConstraint {
    @Override
    public boolean test(Type type) {
      return predicate.test(type);
    }
  }
}
