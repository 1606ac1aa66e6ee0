package jopt.bufferreuse;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Region;

/**
 * Hoisting: an allocation made and freed in every iteration of a loop body (scf.for, either
 * region of scf.while) or in a branch of scf.if moves out: the alloc before the
 * op, the dealloc after it. Fresh memory is undefined, so one buffer serves every iteration; for
 * scf.while and scf.if the buffer may now be live where it was not (the seed notes peak heap may
 * grow).
 */
final class Hoisting {
  private Hoisting() {}

  // Not scf.parallel/scf.forall: their iterations may run at once and need their own buffers.
  private static final Set<String> HOSTS = Set.of("scf.for", "scf.while", "scf.if");

  static boolean run(Operation func) {
    List<Operation> hosts = Buffers.opsNamed(func, HOSTS.toArray(String[]::new));
    boolean changed = false;
    for (Operation host : hosts) {
      for (Region r : host.getRegions()) {
        for (Block b : r.getBlocks()) {
          changed |= hoistFrom(host, b);
        }
      }
    }
    return changed;
  }

  private static boolean hoistFrom(Operation host, Block body) {
    boolean changed = false;
    for (Operation op : new ArrayList<>(body.getOpList())) {
      if (!Buffers.isStaticAlloc(op)) {
        continue;
      }
      List<Operation> deallocs = Buffers.deallocsIn(op.getResult(0), body);
      Operation terminator = body.getTerminator();
      if (deallocs.size() != 1 || (terminator != null && usesResult(terminator, op))) {
        continue;
      }
      Operation dealloc = deallocs.get(0);
      op.moveBefore(host);
      dealloc.moveAfter(host);
      changed = true;
    }
    return changed;
  }

  private static boolean usesResult(Operation terminator, Operation alloc) {
    return terminator.getOperands().contains(alloc.getResult(0));
  }
}
