package jopt.ir.interfaces;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.SymbolIndex;
import jopt.ir.Traits;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.DictionaryAttr;
import jopt.ir.attr.NamedAttribute;
import jopt.ir.attr.StringAttr;
import jopt.ir.attr.SymbolRefAttr;

/**
 * MLIR's SymbolTable utilities: the symbol references held by ops, symbol lookup in an op with
 * the SymbolTable trait (indexed per symbol table, see {@link #lookupSymbolIn(Operation, String)}),
 * and the walk over nested symbol tables.
 */
public final class SymbolTable {
  private SymbolTable() {}

  /** One reference to a symbol: the reference and the op whose attributes hold it. */
  public record SymbolUse(SymbolRefAttr ref, Operation user) {}

  /**
   * MLIR's getSymbolUses: the references in {@code from} and in the ops nested in it, not
   * looking into nested symbol tables (whose own attributes count); null when an op may be a
   * symbol table jopt does not know (an unregistered op with one region).
   */
  public static List<SymbolUse> getSymbolUses(Operation from) {
    List<SymbolUse> uses = new ArrayList<>();
    if (isPotentiallyUnknownSymbolTable(from)) {
      return null;
    }
    collectSymbolRefs(from.getAttrDictionary(), from, uses);
    if (from.hasTrait(Traits.SymbolTable.class)) {
      return uses;
    }
    // MLIR's walkSymbolTable: a LIFO of regions, each region's ops in order.
    ArrayDeque<Region> regions = new ArrayDeque<>(from.getRegions());
    while (!regions.isEmpty()) {
      Region region = regions.removeLast();
      for (Block block : region.getBlocks()) {
        for (Operation op : block.getOperations()) {
          if (isPotentiallyUnknownSymbolTable(op)) {
            return null;
          }
          collectSymbolRefs(op.getAttrDictionary(), op, uses);
          if (!op.hasTrait(Traits.SymbolTable.class)) {
            regions.addAll(op.getRegions());
          }
        }
      }
    }
    return uses;
  }

  /**
   * MLIR's getSymbolUses(Region *): the references in the ops of {@code from} and in the ops
   * nested in them, each op's as {@link #getSymbolUses(Operation)} finds them; null when one may
   * be a symbol table jopt does not know.
   */
  public static List<SymbolUse> getSymbolUses(Region from) {
    List<SymbolUse> uses = new ArrayList<>();
    for (Block block : from.getBlocks()) {
      for (Operation op : block.getOperations()) {
        List<SymbolUse> inOp = getSymbolUses(op);
        if (inOp == null) {
          return null;
        }
        uses.addAll(inOp);
      }
    }
    return uses;
  }

  /** An op with one region whose dialect is unknown might define a symbol table. */
  private static boolean isPotentiallyUnknownSymbolTable(Operation op) {
    return op.getNumRegions() == 1 && !op.isRegistered()
        && op.getContext().getDialect(op.getDialectNamespace()) == null;
  }

  private static void collectSymbolRefs(Attribute attr, Operation user, List<SymbolUse> out) {
    if (attr instanceof SymbolRefAttr ref) {
      out.add(new SymbolUse(ref, user));
    } else if (attr instanceof ArrayAttr array) {
      for (Attribute element : array.getValue()) {
        collectSymbolRefs(element, user, out);
      }
    } else if (attr instanceof DictionaryAttr dict) {
      for (NamedAttribute named : dict) {
        collectSymbolRefs(named.value(), user, out);
      }
    }
  }

  /** The name of {@code op} when it is a symbol (a symbol op with a {@code sym_name}), else null. */
  public static String getSymbolName(Operation op) {
    return op.getInterface(SymbolOpInterface.class) != null && op.getAttr("sym_name") instanceof StringAttr s
        ? s.value() : null;
  }

  /** The attribute that names a symbol. */
  public static final String SYMBOL_ATTR = SymbolIndex.SYMBOL_ATTR;

  /**
   * The op named {@code name} directly in the body of {@code symbolTableOp}, or null. A table's
   * names are indexed on first look-up and the index is kept on its body block until the block
   * changes (an op inserted, removed or renamed; see {@link SymbolIndex}), so n calls to n
   * functions resolve in O(n). Look-ups may run on several threads at once as long as none of
   * them changes the table meanwhile (MLIR's threading rules forbid that anyway).
   */
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
          if (name.equals(SymbolIndex.symbolName(o))) {
            return o;
          }
        }
      }
      return null;
    }
    return SymbolIndex.of(body.front()).lookup(name);
  }

  /**
   * The op {@code ref} names from {@code symbolTableOp}: its root in the table, each nested name
   * in the symbol table the previous one is; null when one is missing.
   */
  public static Operation lookupSymbolIn(Operation symbolTableOp, SymbolRefAttr ref) {
    List<Operation> path = lookupSymbolPathIn(symbolTableOp, ref);
    return path == null ? null : path.get(path.size() - 1);
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

  /**
   * The symbols along the path of {@code ref} from {@code symbolTableOp} ({@code @a::@b} gives
   * {@code @a} and {@code @b}), or null when one is missing.
   */
  public static List<Operation> lookupSymbolPathIn(Operation symbolTableOp, SymbolRefAttr ref) {
    List<Operation> symbols = new ArrayList<>();
    Operation table = lookupSymbolIn(symbolTableOp, ref.getRootReference());
    if (table == null) {
      return null;
    }
    symbols.add(table);
    for (String name : ref.getNestedReferences()) {
      if (!table.hasTrait(Traits.SymbolTable.class)) {
        return null;
      }
      table = lookupSymbolIn(table, name);
      if (table == null) {
        return null;
      }
      symbols.add(table);
    }
    return symbols;
  }

  /** The closest op enclosing {@code from} (itself included) with the SymbolTable trait, or null. */
  public static Operation getNearestSymbolTable(Operation from) {
    for (Operation op = from; op != null; op = op.getParentOp()) {
      if (op.hasTrait(Traits.SymbolTable.class)) {
        return op;
      }
    }
    return null;
  }

  /**
   * MLIR's walkSymbolTables: calls {@code callback} on every op with the SymbolTable trait under
   * {@code op} (itself included), nested tables first, with whether all uses of its symbols are
   * visible (it is private, not a symbol, or nested in an op that is not a symbol table).
   */
  public static void walkSymbolTables(Operation op, boolean allSymUsesVisible,
      BiConsumer<Operation, Boolean> callback) {
    boolean isSymbolTable = op.hasTrait(Traits.SymbolTable.class);
    if (isSymbolTable) {
      SymbolOpInterface symbol = op.getInterface(SymbolOpInterface.class);
      allSymUsesVisible |= symbol == null || "private".equals(symbol.getVisibility(op));
    } else {
      allSymUsesVisible = true;
    }
    for (Region region : op.getRegions()) {
      for (Block block : region.getBlocks()) {
        for (Operation nested : block.getOperations()) {
          walkSymbolTables(nested, allSymUsesVisible, callback);
        }
      }
    }
    if (isSymbolTable) {
      callback.accept(op, allSymUsesVisible);
    }
  }
}
