package jopt.ir.type;

import jopt.ir.DialectText;
import jopt.ir.Type;

/**
 * A type of a dialect jopt does not model, kept as text: {@code !llvm.ptr} is ("llvm", "ptr"),
 * {@code !foo.bar<1, "x">} is ("foo", "bar<1, \"x\">") and {@code !foo<"y">} is ("foo", "<\"y\">").
 */
public final class DialectType extends DialectText implements Type {
  private DialectType(String dialectNamespace, String body) {
    super('!', dialectNamespace, body);
  }

  public static DialectType get(String dialectNamespace, String body) {
    return new DialectType(dialectNamespace, body);
  }
}
