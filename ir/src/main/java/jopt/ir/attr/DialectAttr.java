package jopt.ir.attr;

import jopt.ir.Attribute;
import jopt.ir.DialectText;

/**
 * An attribute of a dialect jopt does not model, kept as text: {@code #gpu.address_space<workgroup>}
 * is ("gpu", "address_space<workgroup>") and {@code #foo<"x">} is ("foo", "<\"x\">").
 */
public final class DialectAttr extends DialectText implements Attribute {
  private DialectAttr(String dialectNamespace, String body) {
    super('#', dialectNamespace, body);
  }

  public static DialectAttr get(String dialectNamespace, String body) {
    return new DialectAttr(dialectNamespace, body);
  }
}
