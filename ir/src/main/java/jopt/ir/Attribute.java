package jopt.ir;

/**
 * An immutable MLIR attribute. Implementations are value objects (records): equal attributes
 * are {@link Object#equals equal}. {@link #print} writes MLIR's textual form.
 */
public interface Attribute {
  /** Writes this attribute's textual form, including a trailing {@code : type} where MLIR prints one. */
  void print(AttrTypePrinter p);

  /**
   * Writes the attribute with its type elided where MLIR may elide it (array elements:
   * {@code [1, 2 : i32]} prints i64 integers without their type).
   */
  default void printElidingType(AttrTypePrinter p) {
    print(p);
  }

  /** The type of a typed attribute (integer, float, elements), or null. */
  default Type getType() {
    return null;
  }

  /**
   * Whether this attribute's printed form may hold an attribute or type that gets an alias
   * ({@code #map}, {@code #set}, {@code !tuple}); as {@link Type#mayPrintAlias}. The default,
   * true, is always safe.
   */
  default boolean mayPrintAlias() {
    return true;
  }

  /**
   * The alias name a dialect gives this attribute (MLIR's OpAsmDialectInterface::getAlias, as
   * {@code #extern} for {@code #ml_program.extern}), or null to print it inline.
   */
  default String getAliasName() {
    return null;
  }
}
