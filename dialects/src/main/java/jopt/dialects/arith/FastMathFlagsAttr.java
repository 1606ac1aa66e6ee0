package jopt.dialects.arith;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;

/** {@code #arith.fastmath<nnan,ninf>}: the fast-math flags of floating-point ops. */
public record FastMathFlagsAttr(int flags) implements Attribute {
  public static final FastMathFlagsAttr NONE = new FastMathFlagsAttr(0);

  private static final String[] NAMES = {"reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn"};
  public static final int FAST = (1 << NAMES.length) - 1;

  /** The flags as MLIR prints them: {@code none}, {@code fast} or {@code nnan,ninf} (no spaces). */
  public String flagsString() {
    if (flags == 0) {
      return "none";
    }
    if (flags == FAST) {
      return "fast";
    }
    List<String> parts = new ArrayList<>();
    for (int i = 0; i < NAMES.length; i++) {
      if ((flags & (1 << i)) != 0) {
        parts.add(NAMES[i]);
      }
    }
    return String.join(",", parts);
  }

  /** The bits of keyword {@code kw} ({@code none} is 0, {@code fast} all), or -1 when unknown. */
  public static int bitOf(String kw) {
    if (kw.equals("none")) {
      return 0;
    }
    if (kw.equals("fast")) {
      return FAST;
    }
    for (int i = 0; i < NAMES.length; i++) {
      if (NAMES[i].equals(kw)) {
        return 1 << i;
      }
    }
    return -1;
  }

  /** A leaf: never aliased (see Attribute#mayPrintAlias). */
  @Override
  public boolean mayPrintAlias() {
    return false;
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("#arith.fastmath<").append(flagsString()).append('>');
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof FastMathFlagsAttr r && flags == r.flags;
  }

  @Override
  public int hashCode() {
    return Integer.hashCode(flags);
  }
}
