package jopt.interpreter.runtime;

import java.util.Objects;

/**
 * A runtime value of {@code !deallocation.ownership}: the allocation it owns, or null (the
 * seed's empty ownership indicator).
 */
public record Ownership(Allocation allocation) {
  public static final Ownership NULL = new Ownership(null);

  public boolean isNull() {
    return allocation == null;
  }

  @Override
  public String toString() {
    return allocation == null ? "ownership(null)" : "ownership(buffer #" + allocation.id() + ")";
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Ownership r && Objects.equals(allocation, r.allocation);
  }

  @Override
  public int hashCode() {
    return Objects.hashCode(allocation);
  }
}
