package jopt.fuzz;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jopt.ir.BlockArgument;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.type.MemRefType;

/** Static checks of the deallocations of a parsed program. */
final class Ownership {
  private Ownership() {}

  private static final Set<String> OWNING =
      Set.of("memref.alloc", "memref.realloc", "bufferization.clone", "func.call", "scf.for",
          "scf.if", "scf.while");
  private static final Set<String> SINKS =
      Set.of("memref.dealloc", "memref.realloc", "scf.yield", "scf.condition", "func.return",
          "scf.for", "scf.while");

  /** Problems found in a CORRECT program (empty when none). */
  static List<String> checkCorrect(Operation module) {
    List<String> problems = new ArrayList<>();
    Map<Value, List<Operation>> freed = new HashMap<>();
    module.walk(
        op -> {
          if (op.getName().equals("memref.dealloc")) {
            Value v = op.getOperand(0);
            if (!owning(v)) {
              problems.add("dealloc of a value that owns no buffer: " + op);
            }
            for (Operation other : freed.computeIfAbsent(v, k -> new ArrayList<>())) {
              // Deallocs in exclusive branches are fine; on one path they are a double free.
              if (Operation.findAncestorOpInBlock(op.getBlock(), other) != null
                  || Operation.findAncestorOpInBlock(other.getBlock(), op) != null) {
                problems.add("value deallocated twice: " + op);
              }
            }
            freed.get(v).add(op);
            for (Operation u : v.getUsers()) {
              Operation a = Operation.findAncestorOpInBlock(op.getBlock(), u);
              if (a != null && a != op && op.isBeforeInBlock(a)) {
                problems.add("use after the dealloc: " + op);
              }
            }
          }
          if (OWNING.contains(op.getName())) {
            for (Value r : op.getResults()) {
              if (r.getType() instanceof MemRefType && !sunk(r)) {
                problems.add("buffer never freed nor handed on: result of " + op.getName());
              }
            }
          }
        });
    return problems;
  }

  private static boolean owning(Value v) {
    Operation def = v.getDefiningOp();
    if (def != null) {
      return OWNING.contains(def.getName());
    }
    Operation parent = ((BlockArgument) v).getParentBlock().getParentOp();
    return parent != null
        && (parent.getName().equals("scf.for") || parent.getName().equals("scf.while"));
  }

  private static boolean sunk(Value v) {
    for (OpOperand u : v.getUses()) {
      if (SINKS.contains(u.getOwner().getName())) {
        return true;
      }
    }
    return false;
  }

  /** Ops a NONE program must not contain. */
  static List<String> forbiddenInNone(Operation module) {
    List<String> found = new ArrayList<>();
    module.walk(
        op -> {
          String n = op.getName();
          if (n.equals("memref.dealloc") || n.equals("memref.alloca")
              || n.equals("bufferization.clone") || n.equals("memref.view")) {
            found.add(n);
          }
        });
    return found;
  }
}
