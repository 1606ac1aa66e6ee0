package jopt.passes.hlodeallocation;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import jopt.ir.Operation;

/**
 * Runs a forward analysis over a function to its fixpoint: every op's transfer once, then only
 * the transfers of the ops that read states (the others set constants, settled by the first
 * sweep), in walk order, until none changes a state (at most 100 rounds).
 */
final class ForwardFixpoint {
  private ForwardFixpoint() {}

  /** {@code transfer} updates the states of one op's values and says whether any changed. */
  static void run(Operation func, Predicate<Operation> readsStates, Predicate<Operation> transfer) {
    List<Operation> reading = new ArrayList<>();
    boolean[] changed = {false};
    func.walk(op -> {
      if (readsStates.test(op)) {
        reading.add(op);
      }
      changed[0] |= transfer.test(op);
    });
    for (int round = 1; changed[0] && round < 100; round++) {
      changed[0] = false;
      for (Operation op : reading) {
        changed[0] |= transfer.test(op);
      }
    }
  }
}
