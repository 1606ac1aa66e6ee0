package jopt.dialects.pdl;

import java.util.List;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Type;

/**
 * The handles of PDL: {@code !pdl.attribute}, {@code !pdl.operation}, {@code !pdl.type},
 * {@code !pdl.value}, and {@code !pdl.range<value>} of any of them but a range (printed with
 * the element's short name, as MLIR prints it).
 */
public record PDLType(String kind, PDLType element) implements Type {
  /** The kinds of single handles, as their mnemonics. */
  static final List<String> KINDS = List.of("attribute", "operation", "type", "value");

  public static final PDLType ATTRIBUTE = new PDLType("attribute", null);
  public static final PDLType OPERATION = new PDLType("operation", null);
  public static final PDLType TYPE = new PDLType("type", null);
  public static final PDLType VALUE = new PDLType("value", null);

  /** {@code !pdl.range<element>}. */
  public static PDLType range(PDLType element) {
    return new PDLType("range", element);
  }

  /** The single handle of a mnemonic, or null. */
  static PDLType single(String kind) {
    return switch (kind) {
      case "attribute" -> ATTRIBUTE;
      case "operation" -> OPERATION;
      case "type" -> TYPE;
      case "value" -> VALUE;
      default -> null;
    };
  }

  public boolean isRange() {
    return element != null;
  }

  /** The element of a range, or this handle itself (MLIR's getRangeElementTypeOrSelf). */
  public PDLType elementOrSelf() {
    return element != null ? element : this;
  }

  /** The element type of a range type, or {@code t} itself. */
  static Type elementOrSelf(Type t) {
    return t instanceof PDLType p ? p.elementOrSelf() : t;
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("!pdl.").append(kind);
    if (element != null) {
      p.append('<').append(element.kind).append('>');
    }
  }

  @Override
  public boolean mayPrintAlias() {
    return false;
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }
}
