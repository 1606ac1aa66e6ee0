package jopt.bufferreuse;

import java.util.ArrayList;
import java.util.List;
import jopt.deallocation.OpRebuilder;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Value;

/**
 * Double buffering (scf.for): an iteration that allocates %tmp, frees its iter_arg %arg and
 * yields %tmp gets a second iter_arg instead: %tmp is allocated once before the loop, the two
 * buffers swap through the iter_args, and the extra result is freed after the loop. The seed:
 * the dealloc of %arg inside implies no use of the init after the loop, so it does not matter
 * which buffer ends up in which result.
 */
final class DoubleBuffering {
  private DoubleBuffering() {}

  static boolean run(Operation func) {
    List<Operation> loops = new ArrayList<>();
    func.walk(op -> {
      if (op.getName().equals("scf.for")) {
        loops.add(op);
      }
    });
    boolean changed = false;
    for (Operation loop : loops) {
      changed |= tryLoop(loop);
    }
    return changed;
  }

  private static boolean tryLoop(Operation loop) {
    Block body = loop.getRegion(0).front();
    Operation yield = body.getTerminator();
    for (int i = 0; i < yield.getNumOperands(); i++) {
      BlockArgument arg = body.getArgument(i + 1);
      Value yielded = yield.getOperand(i);
      Operation alloc = yielded.getDefiningOp();
      if (alloc == null || alloc.getBlock() != body || !Buffers.isStaticAlloc(alloc)
          || !arg.getType().equals(yielded.getType())
          || yield.getOperands().stream().filter(v -> v == yielded).count() != 1
          || yield.getOperands().contains(arg)) {
        continue;
      }
      List<Operation> argDeallocs = Buffers.deallocsIn(arg, body);
      if (argDeallocs.size() != 1 || !Buffers.deallocsIn(yielded, body).isEmpty()) {
        continue;
      }
      apply(loop, i, alloc, argDeallocs.get(0));
      return true;
    }
    return false;
  }

  private static void apply(Operation loop, int i, Operation alloc, Operation argDealloc) {
    Block body = loop.getRegion(0).front();
    BlockArgument arg = body.getArgument(i + 1);
    Value tmp = alloc.getResult(0);
    // The second buffer, allocated once.
    OperationState st = new OperationState(alloc.getLoc(), "memref.alloc");
    st.addType(tmp.getType());
    st.addAttributes(alloc.getAttrDictionary());
    Operation first = Operation.create(loop.getContext(), st);
    loop.getBlock().insertBefore(loop, first);
    int numResults = loop.getNumResults();
    Operation n = OpRebuilder.withExtra(loop, List.of(first.getResult(0)),
        List.of(tmp.getType()));
    Block nb = n.getRegion(0).front();
    BlockArgument spare = nb.addArgument(tmp.getType(), alloc.getLoc());
    tmp.replaceAllUsesWith(spare);
    alloc.erase();
    argDealloc.erase();
    Operation yield = nb.getTerminator();
    yield.setOperand(i, spare);
    yield.insertOperands(yield.getNumOperands(), List.of(arg));
    OperationState d = new OperationState(loop.getLoc(), "memref.dealloc");
    d.addOperand(n.getResult(numResults));
    Operation dealloc = Operation.create(n.getContext(), d);
    n.getBlock().insertAfter(n, dealloc);
  }
}
