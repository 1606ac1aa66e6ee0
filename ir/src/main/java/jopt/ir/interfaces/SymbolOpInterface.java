package jopt.ir.interfaces;

import jopt.ir.Operation;
import jopt.ir.attr.StringAttr;

/** An op that defines a symbol through its {@code sym_name} attribute. */
public interface SymbolOpInterface {
  default String getSymbolName(Operation op) {
    return op.getAttr("sym_name") instanceof StringAttr s ? s.value() : null;
  }

  /** "public", "private" or "nested" from {@code sym_visibility}; public when absent. */
  default String getVisibility(Operation op) {
    return op.getAttr("sym_visibility") instanceof StringAttr s ? s.value() : "public";
  }
}
