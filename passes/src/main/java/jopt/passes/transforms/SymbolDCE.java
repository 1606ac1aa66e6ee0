package jopt.passes.transforms;

import java.util.ArrayDeque;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.interfaces.SymbolTable;
import jopt.ir.Traits;
import jopt.ir.attr.StringAttr;
import jopt.ir.interfaces.SymbolOpInterface;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;

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
      List<SymbolTable.SymbolUse> uses = SymbolTable.getSymbolUses(op);
      if (uses == null) {
        op.emitError("operation contains potentially unknown symbol table, meaning that we "
            + "can't reliable compute symbol uses");
        return false;
      }
      for (SymbolTable.SymbolUse use : uses) {
        // References to unknown symbols are ignored.
        List<Operation> resolved = SymbolTable.lookupSymbolPathIn(parentOp, use.ref());
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
}
