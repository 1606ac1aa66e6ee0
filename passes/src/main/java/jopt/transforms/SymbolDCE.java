package jopt.transforms;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.SymbolTable;
import jopt.ir.Traits;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.DictionaryAttr;
import jopt.ir.attr.NamedAttribute;
import jopt.ir.attr.StringAttr;
import jopt.ir.attr.SymbolRefAttr;
import jopt.ir.interfaces.SymbolOpInterface;
import jopt.pass.Pass;
import jopt.pass.PassInfo;

/**
 * {@code symbol-dce}: MLIR's dead symbol elimination. Non-symbol ops and public symbols are
 * live; so is every symbol a live op references, resolved in the symbol table enclosing that
 * op. Nested symbol tables reached from live ops get their own liveness. Every other symbol
 * (private or nested visibility) in the symbol tables under the op is erased.
 */
public final class SymbolDCE extends Pass {
  public static final PassInfo INFO =
      PassInfo.of("symbol-dce", "Eliminate dead symbols", null, SymbolDCE::new);

  public SymbolDCE() {
    super(INFO);
  }

  @Override
  protected void runOnOperation() {
    Operation symbolTableOp = getOperation();
    if (!symbolTableOp.hasTrait(Traits.SymbolTable.class)) {
      symbolTableOp.emitOpError(
          " was scheduled to run under SymbolDCE, but does not define a symbol table");
      signalPassFailure();
      return;
    }
    Set<Operation> liveSymbols = Collections.newSetFromMap(new IdentityHashMap<>());
    if (!computeLiveness(symbolTableOp, liveSymbols)) {
      signalPassFailure();
      return;
    }
    // Post-order: children are visited before the ops that hold them, so erasing them is safe.
    symbolTableOp.walk((Operation nestedSymbolTable) -> {
      if (!nestedSymbolTable.hasTrait(Traits.SymbolTable.class)) {
        return;
      }
      for (Block block : nestedSymbolTable.getRegion(0).getBlocks()) {
        for (Operation op : block.getOpList()) {
          if (isSymbol(op) && !liveSymbols.contains(op)) {
            op.dropAllReferences();
            op.erase();
          }
        }
      }
    });
  }

  /**
   * Marks the live symbols of {@code symbolTableOp}; false (with an error emitted) when an op may
   * hide symbol uses. The worklist is LIFO as MLIR's, which decides which error is reported.
   */
  private boolean computeLiveness(Operation symbolTableOp, Set<Operation> liveSymbols) {
    ArrayDeque<Operation> worklist = new ArrayDeque<>();
    for (Block block : symbolTableOp.getRegion(0).getBlocks()) {
      for (Operation op : block.getOperations()) {
        if (!isSymbol(op)) {
          worklist.push(op);
        } else if (isPublic(op) && liveSymbols.add(op)) {
          worklist.push(op);
        }
      }
    }
    while (!worklist.isEmpty()) {
      Operation op = worklist.pop();
      if (op.hasTrait(Traits.SymbolTable.class)) {
        if (!computeLiveness(op, liveSymbols)) {
          return false;
        }
      } else {
        // Symbol tables may be nested in any op with regions: look at each of them.
        for (Region region : op.getRegions()) {
          for (Block block : region.getBlocks()) {
            for (Operation nested : block.getOperations()) {
              if (nested.getNumRegions() != 0) {
                worklist.push(nested);
              }
            }
          }
        }
      }
      Operation parentOp = op.getParentOp();
      if (!parentOp.hasTrait(Traits.SymbolTable.class)) {
        // A nested op: its enclosing op already resolved its uses.
        continue;
      }
      List<SymbolRefAttr> uses = getSymbolUses(op);
      if (uses == null) {
        op.emitError("operation contains potentially unknown symbol table, meaning that we "
            + "can't reliable compute symbol uses");
        return false;
      }
      for (SymbolRefAttr use : uses) {
        // References to unknown symbols are ignored.
        List<Operation> resolved = lookupSymbolIn(parentOp, use);
        if (resolved == null) {
          continue;
        }
        for (Operation symbol : resolved) {
          if (liveSymbols.add(symbol)) {
            worklist.push(symbol);
          }
        }
      }
    }
    return true;
  }

  /** As MLIR's isa&lt;SymbolOpInterface&gt;: an optional symbol (a module) needs a name. */
  private static boolean isSymbol(Operation op) {
    return op.getInterface(SymbolOpInterface.class) != null
        && op.getAttr("sym_name") instanceof StringAttr;
  }

  /** Only public symbols are kept without uses; private and nested ones may go. */
  private static boolean isPublic(Operation op) {
    return !(op.getAttr("sym_visibility") instanceof StringAttr v) || v.value().equals("public");
  }

  /**
   * MLIR's SymbolTable::getSymbolUses: the references in {@code from} and the ops nested in it,
   * not looking into nested symbol tables; null when an op may be an unknown symbol table.
   */
  private static List<SymbolRefAttr> getSymbolUses(Operation from) {
    List<SymbolRefAttr> uses = new ArrayList<>();
    if (isPotentiallyUnknownSymbolTable(from)) {
      return null;
    }
    collectSymbolRefs(from.getAttrDictionary(), uses);
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
          collectSymbolRefs(op.getAttrDictionary(), uses);
          if (!op.hasTrait(Traits.SymbolTable.class)) {
            regions.addAll(op.getRegions());
          }
        }
      }
    }
    return uses;
  }

  /** An op with one region whose dialect is unknown might define a symbol table. */
  private static boolean isPotentiallyUnknownSymbolTable(Operation op) {
    return op.getNumRegions() == 1 && !op.isRegistered()
        && op.getContext().getDialect(op.getDialectNamespace()) == null;
  }

  private static void collectSymbolRefs(Attribute attr, List<SymbolRefAttr> out) {
    if (attr instanceof SymbolRefAttr ref) {
      out.add(ref);
    } else if (attr instanceof ArrayAttr array) {
      for (Attribute element : array.getValue()) {
        collectSymbolRefs(element, out);
      }
    } else if (attr instanceof DictionaryAttr dict) {
      for (NamedAttribute named : dict) {
        collectSymbolRefs(named.value(), out);
      }
    }
  }

  /**
   * MLIR's SymbolTable::lookupSymbolIn for a nested reference: the symbols along its path
   * ({@code @a::@b} gives {@code @a} and {@code @b}), or null when one is missing.
   */
  private static List<Operation> lookupSymbolIn(Operation symbolTableOp, SymbolRefAttr ref) {
    List<Operation> symbols = new ArrayList<>();
    Operation table = lookupSymbolIn(symbolTableOp, ref.getRootReference());
    if (table == null) {
      return null;
    }
    symbols.add(table);
    List<String> nested = ref.getNestedReferences();
    for (String name : nested) {
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

  /** The op named {@code name} directly in {@code symbolTableOp}'s region. */
  private static Operation lookupSymbolIn(Operation symbolTableOp, String name) {
    return SymbolTable.lookupSymbolIn(symbolTableOp, name);
  }
}
