package jopt.ir;

import java.util.List;

/**
 * A namespace of ops, types and attributes. A dialect lists its op definitions; a library
 * user registers their own dialects in an {@link MLIRContext} the same way.
 */
public abstract class Dialect {
  private final String namespace;

  protected Dialect(String namespace) {
    this.namespace = namespace;
  }

  public final String getNamespace() {
    return namespace;
  }

  /** The op definitions of this dialect. */
  public abstract List<OpDefinition> getOperations();

  /**
   * Parses the body of a {@code !ns.body} type. The default keeps it opaque, which prints it
   * back verbatim; returns null to report an unknown type.
   */
  public Type parseType(String body) {
    return null;
  }

  /** Parses the body of a {@code #ns.body} attribute; null reports an unknown attribute. */
  public Attribute parseAttribute(String body) {
    return null;
  }

  /** Whether {@link #parseType} is overridden; else the parser reports a missing hook. */
  public boolean hasTypeParser() {
    return false;
  }

  /** Whether {@link #parseAttribute} is overridden; else the parser reports a missing hook. */
  public boolean hasAttributeParser() {
    return false;
  }
}
