package jopt.dialects.vector;

import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;

/** {@code #vector.punctuation<comma>}: what vector.print writes after its value. */
public record PunctuationAttr(String keyword) implements Attribute {
  /** MLIR's PrintPunctuation cases, in order. */
  public static final java.util.List<String> KEYWORDS =
      java.util.List.of("no_punctuation", "newline", "comma", "open", "close");
  public static final PunctuationAttr NEWLINE = new PunctuationAttr("newline");

  /** The attribute of {@code keyword}, or null when it is no case. */
  public static PunctuationAttr of(String keyword) {
    return KEYWORDS.contains(keyword) ? new PunctuationAttr(keyword) : null;
  }

  /** A leaf: never aliased (see Attribute#mayPrintAlias). */
  @Override
  public boolean mayPrintAlias() {
    return false;
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("#vector.punctuation<").append(keyword).append('>');
  }
}
