package jopt.ir.attr;

import java.util.Objects;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;

/**
 * An attribute of a dialect jopt does not model, kept as text: {@code #gpu.address_space<workgroup>}
 * is ("gpu", "address_space<workgroup>") and {@code #foo<"x">} is ("foo", "<\"x\">").
 */
public record DialectAttr(String dialectNamespace, String body) implements Attribute {
  public DialectAttr {
    Objects.requireNonNull(dialectNamespace);
    Objects.requireNonNull(body);
  }

  public static DialectAttr get(String dialectNamespace, String body) {
    return new DialectAttr(dialectNamespace, body);
  }

  public String getDialectNamespace() {
    return dialectNamespace;
  }

  public String getBody() {
    return body;
  }

  /** Kept as text: nothing inside is visited for aliases. */
  @Override
  public boolean mayPrintAlias() {
    return false;
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append('#').append(dialectNamespace);
    if (!body.isEmpty() && body.charAt(0) != '<') {
      p.append('.');
    }
    p.append(body);
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof DialectAttr r && Objects.equals(dialectNamespace, r.dialectNamespace)
        && Objects.equals(body, r.body);
  }

  @Override
  public int hashCode() {
    return 31 * Objects.hashCode(dialectNamespace) + Objects.hashCode(body);
  }
}
