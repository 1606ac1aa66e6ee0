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

  /**
   * The one type this constraint allows, when ODS can build it ({@code index}, {@code i1}):
   * an assembly format need not spell the type of such a value. Null otherwise.
   */
  default Type buildableType() {
    return null;
  }

  /**
   * The C++ type class ODS parses a {@code type($x)} of this constraint as ({@code MemRefType}
   * for AnyMemRef): its name ("builtin.memref", null for abstract classes such as TensorType)
   * and a test. Null when the constraint's class is plain Type.
   */
  default TypeKind storageKind() {
    return null;
  }

  /** A C++ type class: its static name (null when abstract) and an instance test. */
  record TypeKind(String name, Predicate<Type> test) {}

  /** This constraint, parsed in assembly formats as {@code kind}. */
  default TypeConstraint withStorageKind(TypeKind kind) {
    TypeConstraint base = this;
    return new TypeConstraint() {
      @Override
      public boolean test(Type type) {
        return base.test(type);
      }

      @Override
      public String summary() {
        return base.summary();
      }

      @Override
      public Type buildableType() {
        return base.buildableType();
      }

      @Override
      public TypeKind storageKind() {
        return kind;
      }
    };
  }

  /** The constraint allowing exactly {@code type}, buildable. */
  static TypeConstraint exactly(String summary, Type type) {
    return new TypeConstraint() {
      @Override
      public boolean test(Type t) {
        return type.equals(t);
      }

      @Override
      public String summary() {
        return summary;
      }

      @Override
      public Type buildableType() {
        return type;
      }
    };
  }

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
