package jopt.ir.attr;

/**
 * An elements literal's element that does not fit its type ("integer constant out of range for
 * type", ...): MLIR reports it at that element's token, which a parser finds by its number.
 */
public final class LiteralElementException extends IllegalArgumentException {
  private final int element;

  LiteralElementException(String message, int element) {
    super(message);
    this.element = element;
  }

  /** The element's number among the literal's elements, in the order they are written. */
  public int element() {
    return element;
  }
}
