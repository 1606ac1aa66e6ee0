package jopt.ir;

import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import jopt.ir.attr.StringAttr;
import jopt.ir.attr.SymbolRefAttr;

/**
 * MLIR's SymbolTableCollection: symbol lookups with each symbol table's names read once, for
 * passes that resolve many references while the tables do not change (symbols added or removed
 * after the first lookup in a table are not seen).
 */
public final class SymbolTableCollection {
  private final Map<Operation, Map<String, Operation>> tables = new IdentityHashMap<>();

  /** The op named {@code name} directly in {@code symbolTableOp}'s region, or null. */
  public Operation lookupSymbolIn(Operation symbolTableOp, String name) {
    return tables.computeIfAbsent(symbolTableOp, SymbolTableCollection::names).get(name);
  }

  /** The symbol {@code ref} names from {@code symbolTableOp} (its leaf for a nested one), or null. */
  public Operation lookupSymbolIn(Operation symbolTableOp, SymbolRefAttr ref) {
    List<Operation> path = SymbolTable.lookupPath(symbolTableOp, ref, this::lookupSymbolIn);
    return path == null ? null : path.get(path.size() - 1);
  }

  /** {@code ref} looked up in the symbol table nearest to {@code from} (itself included), or null. */
  public Operation lookupNearestSymbolFrom(Operation from, SymbolRefAttr ref) {
    Operation table = SymbolTable.getNearestSymbolTable(from);
    return table == null ? null : lookupSymbolIn(table, ref);
  }

  private static Map<String, Operation> names(Operation symbolTableOp) {
    Map<String, Operation> names = new HashMap<>();
    if (symbolTableOp.getNumRegions() == 0) {
      return names;
    }
    for (Block block : symbolTableOp.getRegion(0).getBlocks()) {
      for (Operation op : block.getOperations()) {
        if (op.getAttr("sym_name") instanceof StringAttr s) {
          names.putIfAbsent(s.value(), op);
        }
      }
    }
    return names;
  }
}
