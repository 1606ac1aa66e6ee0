package jopt.dialects.gpu;

import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;

/**
 * An enum attribute of the gpu dialect written {@code #gpu<mnemonic keyword>}: a dimension
 * ({@code #gpu<dim x>}), an all-reduce operation ({@code #gpu<all_reduce_op add>}) or a shuffle
 * mode ({@code #gpu<shuffle_mode xor>}). Op formats write the keyword alone.
 */
public record GPUEnumAttr(GPUEnum kind, String keyword) implements Attribute {
  public GPUEnumAttr {
    if (!kind.keywords().contains(keyword)) {
      throw new IllegalArgumentException(kind.mnemonic() + " has no case " + keyword);
    }
  }

  @Override
  public boolean mayPrintAlias() {
    return false;
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("#gpu<").append(kind.mnemonic()).append(' ').append(keyword).append('>');
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }
}
