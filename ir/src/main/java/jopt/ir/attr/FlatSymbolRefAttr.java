package jopt.ir.attr;

/** Factory and test for flat symbol references ({@code @name}), which are plain {@link SymbolRefAttr}s. */
public final class FlatSymbolRefAttr {
  private FlatSymbolRefAttr() {}

  public static SymbolRefAttr get(String name) {
    return SymbolRefAttr.get(name);
  }

  public static boolean isFlat(Object attr) {
    return attr instanceof SymbolRefAttr s && s.isFlat();
  }

  /** The name of a flat reference, or null for anything else. */
  public static String getValue(Object attr) {
    return attr instanceof SymbolRefAttr s && s.isFlat() ? s.rootReference() : null;
  }
}
