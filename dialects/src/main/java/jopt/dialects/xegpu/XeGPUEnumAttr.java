package jopt.dialects.xegpu;

import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;

/**
 * An enum attribute of the xegpu dialect: {@code #xegpu.cache_hint<cached>},
 * {@code #xegpu<memory_space slm>}, {@code #xegpu<fence_scope gpu>}.
 */
public record XeGPUEnumAttr(XeGPUEnum kind, String keyword) implements Attribute {
  public XeGPUEnumAttr {
    if (!kind.cases().contains(keyword)) {
      throw new IllegalArgumentException(kind.mnemonic() + " has no case " + keyword);
    }
  }

  @Override
  public boolean mayPrintAlias() {
    return false;
  }

  @Override
  public void print(AttrTypePrinter p) {
    if (kind.angled()) {
      p.append("#xegpu.").append(kind.mnemonic()).append('<').append(keyword).append('>');
    } else {
      p.append("#xegpu<").append(kind.mnemonic()).append(' ').append(keyword).append('>');
    }
  }

  /** The attribute as a parameter of another prints it: {@code <cached>} or {@code " slm"}. */
  void printStripped(AttrTypePrinter p) {
    if (kind.angled()) {
      p.append('<').append(keyword).append('>');
    } else {
      p.append(' ').append(keyword);
    }
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }
}
