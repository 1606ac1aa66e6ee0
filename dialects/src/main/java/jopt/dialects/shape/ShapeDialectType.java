package jopt.dialects.shape;

import jopt.ir.AttrTypePrinter;
import jopt.ir.Type;

/**
 * The shape dialect's parameterless types: {@code !shape.witness} (the outcome of a shape
 * constraint, consumed by shape.assuming), {@code !shape.shape} (a shape, possibly an error),
 * {@code !shape.size} and {@code !shape.value_shape} (a value with its shape). jopt parses,
 * prints and type-checks them; of its ops only shape.assuming computes with one (the witness).
 */
public record ShapeDialectType(String mnemonic) implements Type {
  public static final ShapeDialectType WITNESS = new ShapeDialectType("witness");
  public static final ShapeDialectType SHAPE = new ShapeDialectType("shape");
  public static final ShapeDialectType SIZE = new ShapeDialectType("size");
  public static final ShapeDialectType VALUE_SHAPE = new ShapeDialectType("value_shape");

  /** The type spelled {@code !shape.<mnemonic>}, or null. */
  static ShapeDialectType parse(String mnemonic) {
    return switch (mnemonic) {
      case "witness" -> WITNESS;
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
