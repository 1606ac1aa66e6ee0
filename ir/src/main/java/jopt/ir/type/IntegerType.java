package jopt.ir.type;

import java.util.Objects;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Type;

/** An integer type of a given bit width and signedness: {@code i32}, {@code si64}, {@code ui8}. */
public record IntegerType(int width, Signedness signedness) implements Type {
  public enum Signedness {
    SIGNLESS, SIGNED, UNSIGNED
  }

  private static final IntegerType[] SIGNLESS_CACHE = new IntegerType[129];

  static {
    for (int i = 0; i < SIGNLESS_CACHE.length; i++) {
      SIGNLESS_CACHE[i] = new IntegerType(i, Signedness.SIGNLESS);
    }
  }

  public IntegerType {
    if (width < 0 || width > (1 << 24) - 1) {
      throw new IllegalArgumentException("invalid integer width " + width);
    }
    if (signedness == null) {
      signedness = Signedness.SIGNLESS;
    }
  }

  /** The signless integer type {@code i<width>}. */
  public static IntegerType get(int width) {
    return width >= 0 && width < SIGNLESS_CACHE.length ? SIGNLESS_CACHE[width]
        : new IntegerType(width, Signedness.SIGNLESS);
  }

  public static IntegerType get(int width, Signedness signedness) {
    return signedness == Signedness.SIGNLESS ? get(width) : new IntegerType(width, signedness);
  }

  public int getWidth() {
    return width;
  }

  public boolean isSignless() {
    return signedness == Signedness.SIGNLESS;
  }

  public boolean isSigned() {
    return signedness == Signedness.SIGNED;
  }

  public boolean isUnsigned() {
    return signedness == Signedness.UNSIGNED;
  }

  /** True for the signless type of exactly {@code w} bits. */
  public boolean isSignless(int w) {
    return width == w && signedness == Signedness.SIGNLESS;
  }

  @Override
  public int hashCode() {
    return width * 3 + signedness.ordinal();
  }

  /** A leaf: never aliased (see Type#mayPrintAlias). */
  @Override
  public boolean mayPrintAlias() {
    return false;
  }

  @Override
  public void print(AttrTypePrinter p) {
    switch (signedness) {
      case SIGNED -> p.append("si");
      case UNSIGNED -> p.append("ui");
      default -> p.append('i');
    }
    p.append(width);
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof IntegerType r && width == r.width
        && Objects.equals(signedness, r.signedness);
  }
}
