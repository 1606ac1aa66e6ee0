package jopt.dialects.arith;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;

/** {@code #arith.overflow<nsw, nuw>}: the no-signed/unsigned-wrap flags of integer ops. */
public record IntegerOverflowFlagsAttr(int flags) implements Attribute {
  public static final int NSW = 1;
  public static final int NUW = 2;
  public static final IntegerOverflowFlagsAttr NONE = new IntegerOverflowFlagsAttr(0);

  private static final String[] NAMES = {"nsw", "nuw"};

  /** The flags keyword list as MLIR prints it: {@code none} or {@code nsw, nuw}. */
  public String flagsString() {
    if (flags == 0) {
      return "none";
    }
    List<String> parts = new ArrayList<>();
    for (int i = 0; i < NAMES.length; i++) {
      if ((flags & (1 << i)) != 0) {
        parts.add(NAMES[i]);
      }
    }
    return String.join(", ", parts);
  }

  /** The bit of keyword {@code kw} ({@code none} is 0), or -1 when unknown. */
  public static int bitOf(String kw) {
    if (kw.equals("none")) {
      return 0;
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
    p.append("#arith.overflow<").append(flagsString()).append('>');
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof IntegerOverflowFlagsAttr r && flags == r.flags;
  }

  @Override
  public int hashCode() {
    return Integer.hashCode(flags);
  }
}
