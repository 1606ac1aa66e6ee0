package jopt.dialects.transform;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jopt.ir.Operation;

/**
 * The inclusions between the named sequences of a symbol table (MLIR's CallGraph of
 * transform.include): named sequences may not include themselves, directly or not.
 */
final class TransformCalls {
  private TransformCalls() {}

  /** Reports "recursion not allowed in named sequences" at a named sequence of a cycle. */
  static boolean verifyNoRecursion(Operation table) {
    List<Operation> sequences = new ArrayList<>();
    table.walk(o -> {
      if (TransformOps.NAMED_SEQUENCE.isa(o)) {
        sequences.add(o);
      }
    });
    Map<Operation, Integer> state = new HashMap<>();
    for (Operation s : sequences) {
      List<Operation> stack = new ArrayList<>();
      Operation cycle = visit(s, state, stack);
      if (cycle != null) {
        int from = stack.indexOf(cycle);
        var d = cycle.emitError("recursion not allowed in named sequences");
        for (Operation o : stack.subList(from + 1, stack.size())) {
          d.attachNote(o.getLoc(), "operation on recursion stack");
        }
        return false;
      }
    }
    return true;
  }

  /** Depth-first from {@code s}: the first sequence met again on the stack, or null. */
  private static Operation visit(Operation s, Map<Operation, Integer> state, List<Operation> stack) {
    Integer st = state.get(s);
    if (st != null) {
      return st == 1 ? s : null;
    }
    state.put(s, 1);
    stack.add(s);
    List<Operation> callees = new ArrayList<>();
    s.walk(o -> {
      if (TransformOps.INCLUDE.isa(o)) {
        Operation callee = TransformVerifier.includedSequence(o);
        if (callee != null) {
          callees.add(callee);
        }
      }
    });
    for (Operation callee : callees) {
      Operation cycle = visit(callee, state, stack);
      if (cycle != null) {
        return cycle;
      }
    }
    stack.remove(stack.size() - 1);
    state.put(s, 2);
    return null;
  }
}
