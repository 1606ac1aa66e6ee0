package jopt.dialects.shape;

import jopt.ir.AttrTypePrinter;
import jopt.ir.Type;

/**
 * The shape dialect's parameterless value types other than the witness: {@code !shape.shape} (a
 * shape, possibly an error), {@code !shape.size} and {@code !shape.value_shape} (a value with its
 * shape). jopt parses, prints and type-checks them; no op of jopt computes with them.
 */
public record ShapeDialectType(String mnemonic) implements Type {
  public static final ShapeDialectType SHAPE = new ShapeDialectType("shape");
  public static final ShapeDialectType SIZE = new ShapeDialectType("size");
  public static final ShapeDialectType VALUE_SHAPE = new ShapeDialectType("value_shape");

  /** The type spelled {@code !shape.<mnemonic>}, or null. */
  static ShapeDialectType parse(String mnemonic) {
    return switch (mnemonic) {
      case "shape" -> SHAPE;
      case "size" -> SIZE;
      case "value_shape" -> VALUE_SHAPE;
      default -> null;
    };
  }

  @Override
  public boolean mayPrintAlias() {
    return false;
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append(toString());
  }

  @Override
  public String toString() {
    return "!shape." + mnemonic;
  }
}
