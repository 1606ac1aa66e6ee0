package jopt.ir;

/**
 * An immutable MLIR type. Implementations are value objects (records): equal types are
 * {@link Object#equals equal}. {@link #print} writes MLIR's textual form.
 */
public interface Type {
  /** Writes this type's textual form; nested types and attributes go through {@code p}. */
  void print(AttrTypePrinter p);

  /**
   * Whether this type's printed form may hold a type or attribute that gets an alias
   * ({@code #map}, {@code #set}, {@code !tuple}). The printer's alias pass does not visit an op
   * whose values all answer false (AsmPrinter). A type made of other types and attributes
   * answers for them; the default, true, is always safe.
   */
  default boolean mayPrintAlias() {
    return true;
  }
}
