package jopt.transforms;

import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Walk;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.DictionaryAttr;
import jopt.ir.attr.FlatSymbolRefAttr;
import jopt.ir.attr.NamedAttribute;
import jopt.ir.attr.StringAttr;
import jopt.ir.attr.SymbolRefAttr;
import jopt.ir.interfaces.SymbolOpInterface;
import jopt.pass.Pass;
import jopt.pass.PassInfo;

/**
 * {@code symbol-dce}: erases private symbols that nothing live references. Non-symbol ops and
 * public symbols are live, and so is every symbol a live op refers to; nested symbol tables
 * seed their own roots when they are live.
 */
public final class SymbolDCE extends Pass {
  public static final PassInfo INFO =
      PassInfo.of("symbol-dce", "Eliminate dead symbols", null, SymbolDCE::new);

  public SymbolDCE() {
    super(INFO);
  }

  @Override
  protected void runOnOperation() {
    Operation root = getOperation();
    if (!root.hasTrait(Traits.SymbolTable.class)) {
      root.emitOpError(" was scheduled to run under SymbolDCE, but does not define a symbol table");
      signalPassFailure();
      return;
    }
    Set<Operation> live = new HashSet<>();
    ArrayDeque<Operation> worklist = new ArrayDeque<>();
    seedLive(root, live, worklist);
    while (!worklist.isEmpty()) {
      Operation op = worklist.pop();
      op.walk(nested -> {
        for (String name : referencedSymbols(nested)) {
          Operation sym = lookupSymbol(nested, name);
          if (sym != null && live.add(sym)) {
            worklist.push(sym);
          }
        }
        // A nested symbol table has its own roots; its dead symbols keep nothing alive.
        if (nested != root && nested.hasTrait(Traits.SymbolTable.class)) {
          seedLive(nested, live, worklist);
          return Walk.Result.SKIP;
        }
        return Walk.Result.ADVANCE;
      });
    }
    eraseDead(root, live);
  }

  /** Marks the ops of {@code table} that are live on their own (non-symbols, public symbols). */
  private static void seedLive(Operation table, Set<Operation> live,
      ArrayDeque<Operation> worklist) {
    for (Region r : table.getRegions()) {
      for (Block b : r.getBlocks()) {
        for (Operation op : b.getOperations()) {
          boolean isSymbol = op.getInterface(SymbolOpInterface.class) != null
              && op.getAttr("sym_name") instanceof StringAttr;
          if (!isSymbol || !isPrivate(op)) {
            if (live.add(op)) {
              worklist.push(op);
            }
          }
        }
      }
    }
  }

  private static boolean isPrivate(Operation op) {
    return op.getAttr("sym_visibility") instanceof StringAttr v && !v.value().equals("public");
  }

  private static void eraseDead(Operation table, Set<Operation> live) {
    for (Region r : table.getRegions()) {
      for (Block b : r.getBlocks()) {
        for (Operation op : b.getOpList()) {
          if (!live.contains(op) && op.getInterface(SymbolOpInterface.class) != null) {
            op.dropAllReferences();
            op.erase();
          } else if (op.hasTrait(Traits.SymbolTable.class)) {
            eraseDead(op, live);
          }
        }
      }
    }
  }

  private static List<String> referencedSymbols(Operation op) {
    List<String> out = new java.util.ArrayList<>();
    for (NamedAttribute na : op.getAttrDictionary()) {
      collect(na.value(), out);
    }
    return out;
  }

  private static void collect(Attribute a, List<String> out) {
    if (a instanceof FlatSymbolRefAttr f) {
      out.add(f.getValue());
    } else if (a instanceof SymbolRefAttr s) {
      out.add(s.getRootReference());
    } else if (a instanceof ArrayAttr arr) {
      for (Attribute e : arr.getValue()) {
        collect(e, out);
      }
    } else if (a instanceof DictionaryAttr d) {
      for (NamedAttribute na : d) {
        collect(na.value(), out);
      }
    }
  }

  /** The symbol {@code name} in the nearest symbol table enclosing {@code from}. */
  private static Operation lookupSymbol(Operation from, String name) {
    for (Operation table = from.getParentOp(); table != null; table = table.getParentOp()) {
      if (!table.hasTrait(Traits.SymbolTable.class)) {
        continue;
      }
      for (Region r : table.getRegions()) {
        for (Block b : r.getBlocks()) {
          for (Operation op : b.getOperations()) {
            if (op.getAttr("sym_name") instanceof StringAttr s && s.value().equals(name)) {
              return op;
            }
          }
        }
      }
    }
    return null;
  }
}
