package jopt.interpreter;

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
}
