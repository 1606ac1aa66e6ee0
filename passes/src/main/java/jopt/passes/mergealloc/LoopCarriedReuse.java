package jopt.passes.mergealloc;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import jopt.dialects.memref.AllocOp;
import jopt.dialects.scf.ForOp;
import jopt.ir.Block;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.type.MemRefType;
import jopt.passes.analysis.BufferViewFlowAnalysis;

/**
 * A buffer carried through an {@code scf.for} ping-pongs between two allocations made before the
 * loop, so that merge-alloc can place both in the arena (a buffer the loop allocates and passes
 * to the next iteration has an instance per iteration and stays on the heap). On IR without
 * frees, where iteration argument {@code j} starts as a fresh allocation {@code A} and each
 * iteration yields a fresh allocation {@code B} made directly in the body:
 *
 * <pre>
 * %s = memref.alloc() : T                       // one more buffer, before the loop
 * scf.for ... iter_args(%it = %A, ..., %cur = %s) {
 *   ... B's uses now use %cur ...
 *   scf.yield ..., %cur, ..., %it               // the next iteration writes where %it was
 * }
 * </pre>
 *
 * Iteration k writes into one buffer while its argument is the other: the first iteration into
 * {@code %s} with {@code %A} as argument, the second into {@code %A}'s memory, and so on. That
 * is only right when an iteration's argument is dead after it: {@code A} is used before the loop
 * only by ops that make no alias and keep nothing (and not inside or after the loop but through
 * the loop), and in the body neither the argument nor {@code B} (through any view) is yielded
 * elsewhere, returned, freed, stored, or passed to a call that keeps it ({@link
 * BorrowedArguments}). The live bytes are the input's: the argument and the new buffer, as
 * before; one allocation less per iteration.
 */
final class LoopCarriedReuse {
  private LoopCarriedReuse() {}

  /** Applies the rewrite to every loop of {@code func} where it holds; the number applied. */
  static int apply(Operation func, BorrowedArguments borrowed) {
    List<Operation> loops = new ArrayList<>();
    func.walk(op -> {
      if (ForOp.SPEC.isa(op)) {
        loops.add(op);
      }
    });
    int applied = 0;
    for (Operation loop : loops) {
      int results = loop.getNumResults();
      for (int j = 0; j < results; j++) {
        if (carriesFreshBuffer(func, loop, j, borrowed) && initIsSpare(func, loop, j, borrowed)) {
          if (argumentOutlivesFirstWrite(loop, j)) {
            loop = rewrite(loop, j);
          } else {
            reuseInPlace(loop, j);
          }
          applied++;
        }
      }
    }
    return applied;
  }

  /**
   * Whether iteration argument {@code j} of {@code loop} is a buffer each iteration allocates
   * (statically sized, directly in the body) and passes only to the next iteration, the argument
   * dead after each iteration.
   */
  private static boolean carriesFreshBuffer(Operation func, Operation loop, int j,
      BorrowedArguments borrowed) {
    Block body = loop.getRegion(0).front();
    Operation yield = body.getTerminator();
    Value yielded = yield.getOperand(j);
    Operation b = yielded.getDefiningOp();
    if (b == null || !AllocOp.SPEC.isa(b) || b.getBlock() != body || b.getNumOperands() != 0
        || !(yielded.getType() instanceof MemRefType t) || !t.hasStaticShape()
        || !loop.getOperand(3 + j).getType().equals(t)) {
      return false;
    }
    BufferViewFlowAnalysis flow = new BufferViewFlowAnalysis(loop);
    Value iterArg = body.getArgument(1 + j);
    return onlyUsed(func, loop, flow.resolve(iterArg), yield, null, -1, borrowed)
        && onlyUsed(func, loop, flow.resolve(yielded), yield, yielded, j, borrowed);
  }

  /**
   * Whether the initial value of argument {@code j} is a fresh allocation of the loop's block
   * that nothing uses but ops before the loop that make no alias and keep nothing: its memory
   * may take the second iteration's buffer.
   */
  private static boolean initIsSpare(Operation func, Operation loop, int j,
      BorrowedArguments borrowed) {
    Value init = loop.getOperand(3 + j);
    Operation a = init.getDefiningOp();
    if (a == null || !AllocOp.SPEC.isa(a) || a.getBlock() != loop.getBlock()
        || a.getNumOperands() != 0) {
      return false;
    }
    for (OpOperand use : init.getUses()) {
      Operation user = use.getOwner();
      if (user == loop) {
        if (use.getOperandNumber() != 3 + j) {
          return false;
        }
        continue;
      }
      if (user.getBlock() != loop.getBlock() || !user.isBeforeInBlock(loop)
          || borrowed.keeps(func, use)) {
        return false;
      }
      for (Value r : user.getResults()) {
        if (BufferViewFlowAnalysis.isMemRef(r)) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * Whether no use inside the loop of a value in {@code aliases} keeps it or yields it, but
   * {@code value} itself as the yield's operand {@code position}.
   */
  private static boolean onlyUsed(Operation func, Operation loop, Set<Value> aliases,
      Operation yield, Value value, int position, BorrowedArguments borrowed) {
    for (Value v : aliases) {
      for (OpOperand use : v.getUses()) {
        Operation user = use.getOwner();
        if (!loop.isAncestor(user)) {
          continue;
        }
        if (user == yield) {
          if (v != value || use.getOperandNumber() != position) {
            return false;
          }
          continue;
        }
        if (borrowed.keeps(func, use)) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * Whether the body may use argument {@code j} (through any view) at or after its first use of
   * the buffer it yields there: both live at once, so the new buffer needs memory of its own.
   * Positions are those of the ops of the body that hold the uses.
   */
  private static boolean argumentOutlivesFirstWrite(Operation loop, int j) {
    Block body = loop.getRegion(0).front();
    Operation yield = body.getTerminator();
    int lastArgUse = -1;
    for (Operation op : inIteration(body.getArgument(1 + j), yield)) {
      lastArgUse = Math.max(lastArgUse, positionIn(body, op));
    }
    int firstNewUse = Integer.MAX_VALUE;
    for (Operation op : inIteration(yield.getOperand(j), yield)) {
      firstNewUse = Math.min(firstNewUse, positionIn(body, op));
    }
    return lastArgUse >= firstNewUse;
  }

  /** The ops of one iteration that use {@code v} or a value it flows into, but the yield. */
  private static List<Operation> inIteration(Value v, Operation yield) {
    List<Operation> users = new ArrayList<>();
    Set<Value> seen = new java.util.HashSet<>(List.of(v));
    java.util.ArrayDeque<Value> work = new java.util.ArrayDeque<>(List.of(v));
    while (!work.isEmpty()) {
      Value x = work.pop();
      for (OpOperand use : x.getUses()) {
        Operation user = use.getOwner();
        if (user == yield) {
          continue;
        }
        users.add(user);
        Operation flowing = user.hasTrait(jopt.ir.Traits.IsTerminator.class)
            && user.getParentOp() != null ? user.getParentOp() : user;
        BufferViewFlowAnalysis.forEachFlow(flowing, (from, to) -> {
          if (from == x && seen.add(to)) {
            work.push(to);
          }
        });
      }
    }
    return users;
  }

  /** The position in {@code body} of the op of {@code body} that holds {@code op}. */
  private static int positionIn(Block body, Operation op) {
    Operation top = op;
    while (top.getBlock() != body) {
      top = top.getParentOp();
    }
    int i = 0;
    for (Operation o = body.getFirstOp(); o != top; o = o.getNextNode()) {
      i++;
    }
    return i;
  }

  /**
   * The buffer yielded at {@code j} is written into the argument's own memory: the argument is
   * dead before the body first uses the new buffer, so one buffer (the initial one) serves every
   * iteration.
   */
  private static void reuseInPlace(Operation loop, int j) {
    Block body = loop.getRegion(0).front();
    Operation b = body.getTerminator().getOperand(j).getDefiningOp();
    b.getResult(0).replaceAllUsesWith(body.getArgument(1 + j));
    b.erase();
  }

  /**
   * The loop with argument {@code j}'s buffer written, each iteration, into one of two buffers:
   * the initial buffer and one more made before the loop, the other holding the argument.
   */
  private static Operation rewrite(Operation loop, int j) {
    Block body = loop.getRegion(0).front();
    Operation yield = body.getTerminator();
    Operation b = yield.getOperand(j).getDefiningOp();
    Value iterArg = body.getArgument(1 + j);
    Value cur = body.addArgument(b.getResult(0).getType(), b.getLoc());
    Operation slot = b.clone(b.getContext(), new java.util.HashMap<>());
    loop.getBlock().insertBefore(loop, slot);
    b.getResult(0).replaceAllUsesWith(cur);
    b.erase();
    loop.insertOperands(loop.getNumOperands(), List.of(slot.getResult(0)));
    // The next iteration writes where this one's argument was.
    yield.insertOperands(yield.getNumOperands(), List.of(iterArg));
    return jopt.passes.deallocation.OpRebuilder.withForwardedResults(loop);
  }
}
