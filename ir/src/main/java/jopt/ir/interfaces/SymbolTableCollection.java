package jopt.ir.interfaces;

import jopt.ir.Operation;
import jopt.ir.attr.SymbolRefAttr;

/**
 * MLIR's SymbolTableCollection, for code written against MLIR's API: the look-ups of
 * {@link SymbolTable}, whose index per symbol table is already kept until the table changes.
 */
public final class SymbolTableCollection {
  /** The op named {@code name} directly in {@code symbolTableOp}'s region, or null. */
  public Operation lookupSymbolIn(Operation symbolTableOp, String name) {
    return SymbolTable.lookupSymbolIn(symbolTableOp, name);
  }

  /** The symbol {@code ref} names from {@code symbolTableOp} (its leaf for a nested one), or null. */
  public Operation lookupSymbolIn(Operation symbolTableOp, SymbolRefAttr ref) {
    return SymbolTable.lookupSymbolIn(symbolTableOp, ref);
  }

  /** {@code ref} looked up in the symbol table nearest to {@code from} (itself included), or null. */
  public Operation lookupNearestSymbolFrom(Operation from, SymbolRefAttr ref) {
    return SymbolTable.lookupNearestSymbolFrom(from, ref);
  }
}
