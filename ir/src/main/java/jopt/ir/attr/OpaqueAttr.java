package jopt.ir.attr;

/** MLIR's name for an attribute of an unmodelled dialect kept as text; see {@link DialectAttr}. */
public final class OpaqueAttr {
  private OpaqueAttr() {}

  /** {@code #ns.body} / {@code #ns<body>}: {@code body} is the text after {@code ns.} (or from {@code <}). */
  public static DialectAttr get(String dialectNamespace, String body) {
    return DialectAttr.get(dialectNamespace, body);
  }
}
