package jopt.dialects.linalg;

import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;

/** {@code #linalg.type_fn<cast_signed>} / {@code <cast_unsigned>}: how named ops cast their operands. */
public record TypeFnAttr(boolean unsigned) implements Attribute {
  public static final TypeFnAttr CAST_SIGNED = new TypeFnAttr(false);
  public static final TypeFnAttr CAST_UNSIGNED = new TypeFnAttr(true);

  public String value() {
    return unsigned ? "cast_unsigned" : "cast_signed";
  }

  /** The attribute spelled {@code s}, or null. */
  public static TypeFnAttr of(String s) {
    return switch (s) {
      case "cast_signed" -> CAST_SIGNED;
      case "cast_unsigned" -> CAST_UNSIGNED;
      default -> null;
    };
  }

  /** A leaf: never aliased (see Attribute#mayPrintAlias). */
  @Override
  public boolean mayPrintAlias() {
    return false;
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("#linalg.type_fn<").append(value()).append('>');
  }
}
