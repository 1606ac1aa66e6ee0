package jopt.ir;

import java.util.Objects;

/**
 * The base of an attribute or a type of a dialect jopt does not model, kept as text: its
 * dialect's namespace and the body after it. Printed as {@code sigil}, the namespace, then the
 * body: after a dot ({@code !llvm.ptr}, {@code #gpu.address_space<workgroup>}) unless the body
 * opens with {@code <} ({@code !foo<"y">}). Nothing inside is visited for aliases.
 */
public abstract class DialectText {
  private final char sigil;
  private final String dialectNamespace;
  private final String body;

  protected DialectText(char sigil, String dialectNamespace, String body) {
    this.sigil = sigil;
    this.dialectNamespace = Objects.requireNonNull(dialectNamespace);
    this.body = Objects.requireNonNull(body);
  }

  public final String getDialectNamespace() {
    return dialectNamespace;
  }

  public final String getBody() {
    return body;
  }

  /** Kept as text: nothing inside is visited for aliases. */
  public boolean mayPrintAlias() {
    return false;
  }

  public void print(AttrTypePrinter p) {
    p.append(toString());
  }

  @Override
  public final String toString() {
    String dot = !body.isEmpty() && body.charAt(0) != '<' ? "." : "";
    return sigil + dialectNamespace + dot + body;
  }

  @Override
  public final boolean equals(Object o) {
    if (o == null || o.getClass() != getClass()) {
      return false;
    }
    DialectText t = (DialectText) o;
    return dialectNamespace.equals(t.dialectNamespace) && body.equals(t.body);
  }

  @Override
  public final int hashCode() {
    return 31 * dialectNamespace.hashCode() + body.hashCode();
  }
}
