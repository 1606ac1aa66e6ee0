package jopt.ir.type;

import java.util.Objects;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Type;

/**
 * A type of a dialect jopt does not model, kept as text: {@code !llvm.ptr} is ("llvm", "ptr"),
 * {@code !foo.bar<1, "x">} is ("foo", "bar<1, \"x\">") and {@code !foo<"y">} is ("foo", "<\"y\">").
 */
public record DialectType(String dialectNamespace, String body) implements Type {
  public DialectType {
    Objects.requireNonNull(dialectNamespace);
    Objects.requireNonNull(body);
  }

  public static DialectType get(String dialectNamespace, String body) {
    return new DialectType(dialectNamespace, body);
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
    p.append('!').append(dialectNamespace);
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
    return o instanceof DialectType r && Objects.equals(dialectNamespace, r.dialectNamespace)
        && Objects.equals(body, r.body);
  }

  @Override
  public int hashCode() {
    return 31 * Objects.hashCode(dialectNamespace) + Objects.hashCode(body);
  }
}
