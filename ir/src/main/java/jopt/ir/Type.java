package jopt.ir;

/**
 * An immutable MLIR type. Implementations are value objects (records): equal types are
 * {@link Object#equals equal}. {@link #print} writes MLIR's textual form.
 */
public interface Type {
  /** Writes this type's textual form; nested types and attributes go through {@code p}. */
  void print(AttrTypePrinter p);
}
