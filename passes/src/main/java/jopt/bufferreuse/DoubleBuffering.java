package jopt.bufferreuse;

import java.util.List;
import jopt.deallocation.OpRebuilder;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Value;

/**
 * Double buffering (scf.for, and scf.while through its after region): an iteration that allocates %tmp, frees its iter_arg %arg and
 * yields %tmp gets a second iter_arg instead: %tmp is allocated once before the loop, the two
 * buffers swap through the iter_args, and the extra result is freed after the loop. The seed:
 * the dealloc of %arg inside implies no use of the init after the loop, so it does not matter
 * which buffer ends up in which result.
 */
final class DoubleBuffering {
  private DoubleBuffering() {}

  static boolean run(Operation func) {
    List<Operation> loops = Buffers.opsNamed(func, "scf.for", "scf.while");
    boolean changed = false;
    for (Operation loop : loops) {
      changed |= loop.getName().equals("scf.for") ? tryLoop(loop) : tryWhile(loop);
    }
    return changed;
  }

  /**
   * scf.while, through the after region (as the seed has it): the before region forwards its
   * arguments unchanged; the after region allocates %tmp, frees its argument and yields %tmp.
   * The spare buffer is threaded through both regions.
   */
  private static boolean tryWhile(Operation loop) {
    Block before = loop.getRegion(0).front();
    Block after = loop.getRegion(1).front();
    Operation cond = before.getTerminator();
    if (cond.getNumOperands() - 1 != before.getNumArguments()
        || after.getNumArguments() != before.getNumArguments()) {
      return false;
    }
    for (int k = 0; k < before.getNumArguments(); k++) {
      if (cond.getOperand(k + 1) != before.getArgument(k)) {
        return false;
      }
    }
    Operation yield = after.getTerminator();
    for (int i = 0; i < yield.getNumOperands(); i++) {
      Operation argDealloc = argDeallocOf(after, yield, i, after.getArgument(i));
      if (argDealloc == null) {
        continue;
      }
      Operation alloc = yield.getOperand(i).getDefiningOp();
      Value tmp = alloc.getResult(0);
      OperationState st = new OperationState(alloc.getLoc(), "memref.alloc");
      st.addType(tmp.getType());
      st.addAttributes(alloc.getAttrDictionary());
      Operation first = Operation.create(loop.getContext(), st);
      loop.getBlock().insertBefore(loop, first);
      int numResults = loop.getNumResults();
      Operation n = OpRebuilder.withExtra(loop, List.of(first.getResult(0)),
          List.of(tmp.getType()));
      Block nb = n.getRegion(0).front();
      Block na = n.getRegion(1).front();
      BlockArgument spareBefore = nb.addArgument(tmp.getType(), alloc.getLoc());
      Operation c = nb.getTerminator();
      c.insertOperands(c.getNumOperands(), List.of(spareBefore));
      BlockArgument spareAfter = na.addArgument(tmp.getType(), alloc.getLoc());
      tmp.replaceAllUsesWith(spareAfter);
      alloc.erase();
      argDealloc.erase();
      Operation y = na.getTerminator();
      y.setOperand(i, spareAfter);
      y.insertOperands(y.getNumOperands(), List.of(na.getArgument(i)));
      OperationState d = new OperationState(loop.getLoc(), "memref.dealloc");
      d.addOperand(n.getResult(numResults));
      n.getBlock().insertAfter(n, Operation.create(n.getContext(), d));
      return true;
    }
    return false;
  }

  private static boolean tryLoop(Operation loop) {
    Block body = loop.getRegion(0).front();
    Operation yield = body.getTerminator();
    for (int i = 0; i < yield.getNumOperands(); i++) {
      Operation argDealloc = argDeallocOf(body, yield, i, body.getArgument(i + 1));
      if (argDealloc == null) {
        continue;
      }
      Operation alloc = yield.getOperand(i).getDefiningOp();
      apply(loop, i, alloc, argDealloc);
      return true;
    }
    return false;
  }

  /**
   * The pattern at yield position {@code i}: a static alloc of {@code body} is yielded (once)
   * where the iteration argument {@code arg} came in, and {@code arg} is freed once in the
   * body; returns that dealloc, or null.
   */
  private static Operation argDeallocOf(Block body, Operation yield, int i, BlockArgument arg) {
    Value yielded = yield.getOperand(i);
    Operation alloc = yielded.getDefiningOp();
    if (alloc == null || alloc.getBlock() != body || !Buffers.isStaticAlloc(alloc)
        || !arg.getType().equals(yielded.getType())
        || yield.getOperands().stream().filter(v -> v == yielded).count() != 1
        || yield.getOperands().contains(arg)) {
      return null;
    }
    List<Operation> argDeallocs = Buffers.deallocsIn(arg, body);
    if (argDeallocs.size() != 1 || !Buffers.deallocsIn(yielded, body).isEmpty()) {
      return null;
    }
    return argDeallocs.get(0);
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
