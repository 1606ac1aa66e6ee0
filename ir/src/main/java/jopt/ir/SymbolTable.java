package jopt.ir;

import java.util.HashMap;
import jopt.ir.attr.StringAttr;
import jopt.ir.attr.SymbolRefAttr;

/**
 * Symbol look-up as MLIR's SymbolTable: the symbols of a symbol-table op are the ops directly in
 * its body that carry a {@code sym_name}. A table's names are indexed on first look-up and the
 * index is kept on its body block until the block changes (an op inserted, removed or renamed;
 * {@link Block#symbolVersion}), so n calls to n functions are resolved in O(n), not O(n^2).
 * Look-ups may run on several threads at once (function passes verifying their calls), as long
 * as none of them changes the table meanwhile, which MLIR's threading rules forbid anyway.
 */
public final class SymbolTable {
  /** The attribute that names a symbol. */
  public static final String SYMBOL_ATTR = "sym_name";

  private SymbolTable() {}

  /** A table's names as of one version of its block; the first of duplicate names wins. */
  static final class Index {
    final int version;
    final HashMap<String, Operation> symbols;

    Index(int version, HashMap<String, Operation> symbols) {
      this.version = version;
      this.symbols = symbols;
    }
  }

  /** The symbol name of {@code op}, or null. */
  public static String getSymbolName(Operation op) {
    return op.getAttr(SYMBOL_ATTR) instanceof StringAttr s ? s.value() : null;
  }

  /** The nearest op enclosing {@code from} (not {@code from} itself) that is a symbol table. */
  public static Operation getNearestSymbolTable(Operation from) {
    return from.getParentWithTrait(Traits.SymbolTable.class);
  }

  /** The op named {@code name} directly in the body of {@code symbolTableOp}, or null. */
  public static Operation lookupSymbolIn(Operation symbolTableOp, String name) {
    if (symbolTableOp.getNumRegions() == 0) {
      return null;
    }
    Region body = symbolTableOp.getRegion(0);
    if (body.isEmpty()) {
      return null;
    }
    if (body.getBlocks().size() != 1) {
      // Not a valid symbol table (the verifier says so): scan it as it is.
      for (Block b : body.getBlocks()) {
        for (Operation o : b.getOperations()) {
          if (name.equals(getSymbolName(o))) {
            return o;
          }
        }
      }
      return null;
    }
    return index(body.front()).symbols.get(name);
  }

  /**
   * The op {@code ref} names from {@code symbolTableOp}: its root in the table, each nested name
   * in the symbol table the previous one is; null when one is missing.
   */
  public static Operation lookupSymbolIn(Operation symbolTableOp, SymbolRefAttr ref) {
    Operation found = lookupSymbolIn(symbolTableOp, ref.rootReference());
    for (String nested : ref.nestedReferences()) {
      if (found == null || !found.hasTrait(Traits.SymbolTable.class)) {
        return null;
      }
      found = lookupSymbolIn(found, nested);
    }
    return found;
  }

  /** The symbol {@code name} in the nearest symbol table enclosing {@code from}, or null. */
  public static Operation lookupNearestSymbolFrom(Operation from, String name) {
    Operation table = getNearestSymbolTable(from);
    return table == null ? null : lookupSymbolIn(table, name);
  }

  /** The symbol {@code ref} names from the nearest symbol table enclosing {@code from}, or null. */
  public static Operation lookupNearestSymbolFrom(Operation from, SymbolRefAttr ref) {
    Operation table = getNearestSymbolTable(from);
    return table == null ? null : lookupSymbolIn(table, ref);
  }

  private static Index index(Block block) {
    Index index = block.symbolIndex;
    int version = block.symbolVersion;
    if (index != null && index.version == version) {
      return index;
    }
    HashMap<String, Operation> symbols = new HashMap<>();
    for (Operation o = block.getFirstOp(); o != null; o = o.getNextNode()) {
      String name = getSymbolName(o);
      if (name != null) {
        symbols.putIfAbsent(name, o);
      }
    }
    index = new Index(version, symbols);
    block.symbolIndex = index;
    return index;
  }
}
