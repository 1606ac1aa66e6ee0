package jopt.ir.attr;

import java.util.List;

/** {@code @name}: a symbol reference without nested references. */
public final class FlatSymbolRefAttr extends SymbolRefAttr {
  public FlatSymbolRefAttr(String name) {
    super(name, List.of());
  }

  public static FlatSymbolRefAttr get(String name) {
    return new FlatSymbolRefAttr(name);
  }

  /** The referenced name. */
  public String value() {
    return rootReference();
  }

  public String getValue() {
    return rootReference();
  }
}
