package jopt.passes.mergealloc;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import jopt.dialects.memref.AllocOp;
import jopt.dialects.scf.ForOp;
import jopt.dialects.scf.WhileOp;
import jopt.ir.Block;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.type.MemRefType;
import jopt.passes.analysis.BufferViewFlowAnalysis;

/**
 * A buffer an {@code scf.for} allocates and passes to its next iteration is made from buffers
 * allocated before the loop, so that merge-alloc can place it in the arena (with an instance per
 * iteration it stays on the heap). It applies where iteration argument {@code j} starts as a
 * fresh allocation {@code A} that nothing uses but ops before the loop that make no alias and
 * keep nothing, and each iteration yields there a fresh allocation {@code B} made directly in the
 * body (static size), neither the argument nor {@code B} (through any view) yielded elsewhere,
 * returned, freed, stored, or passed to a call that keeps it ({@link BorrowedArguments}): an
 * iteration's argument is then dead after the iteration.
 *
 * <p>When the body is done with the argument before it first uses {@code B}, {@code B} is the
 * argument's own memory: {@code A} serves every iteration. Otherwise the two ping-pong, the loop
 * carrying one more buffer made before it:
 *
 * <pre>
 * %s = memref.alloc() : T
 * scf.for ... iter_args(%it = %A, ..., %cur = %s) {
 *   ... B's uses now use %cur ...
 *   scf.yield ..., %cur, ..., %it               // the next iteration writes where %it was
 * }
 * </pre>
 *
 * The bytes live at once are the input's (an iteration's argument and its new buffer); one
 * allocation less per iteration. When the initial buffer is used elsewhere (it cannot take a
 * later iteration's buffer), a loop of constant bounds that runs at least twice ping-pongs
 * between two spares made before it ({@link #rewrite}; both are then used). With the trip count
 * known, a result used after the loop is replaced by the buffer the last iteration wrote.
 *
 * <p>An {@code scf.while} whose after region yields at {@code j} a fresh allocation made there,
 * from a spare initial buffer: when no value the before region's argument {@code j} may be is
 * forwarded by its {@code scf.condition}, the argument is dead when the after region starts, so
 * the initial buffer serves every iteration. When the condition forwards the argument itself
 * (once), the after region's argument is the current buffer: the new one is written in its
 * place if the region is done with it first, else the two ping-pong with a spare the loop
 * carries beside them ({@link #whilePingPong}).
 */
final class LoopCarriedReuse {
  private LoopCarriedReuse() {}

  /** Applies the rewrite to every loop of {@code func} where it holds; the number applied. */
  static int apply(Operation func, BorrowedArguments borrowed) {
    List<Operation> loops = new ArrayList<>();
    List<Operation> whiles = new ArrayList<>();
    func.walk(op -> {
      if (ForOp.SPEC.isa(op)) {
        loops.add(op);
      } else if (WhileOp.SPEC.isa(op)) {
        whiles.add(op);
      }
    });
    int applied = 0;
    for (Operation loop : whiles) {
      for (int j = 0; j < loop.getNumOperands(); j++) {
        int k = whileCarried(func, loop, j, borrowed);
        if (k == -1 || !initIsSpare(func, loop, j, borrowed)) {
          continue;
        }
        WhileOp w = WhileOp.of(loop);
        Value fresh = w.yieldOp().getOperation().getOperand(j);
        // The buffer the new one is written into: the initial one when the argument is dead
        // once the before region is done, else the after region's (the current buffer).
        Value into = k == NOT_FORWARDED ? loop.getOperand(j) : w.afterBody().getArgument(k);
        if (k != NOT_FORWARDED && outlivesFirstUse(w.afterBody(), into, fresh)) {
          loop = whilePingPong(loop, j, k);
        } else {
          Operation b = fresh.getDefiningOp();
          b.getResult(0).replaceAllUsesWith(into);
          b.erase();
        }
        applied++;
      }
    }
    for (Operation loop : loops) {
      int results = loop.getNumResults();
      for (int j = 0; j < results; j++) {
        if (!carriesFreshBuffer(func, loop, j, borrowed)) {
          continue;
        }
        boolean spare = initIsSpare(func, loop, 3 + j, borrowed);
        long trips = tripCount(loop);
        if (argumentOutlivesFirstWrite(loop, j)) {
          if (spare) {
            loop = rewrite(loop, j, false);
            // Iterations write the spare, the initial buffer, the spare...: with the trip
            // count known, the result is the one the last iteration wrote.
            if (trips >= 1) {
              loop.getResult(j).replaceAllUsesWith(writtenLast(
                  loop.getOperand(loop.getNumOperands() - 1), loop.getOperand(3 + j), trips));
            }
            applied++;
          } else if (trips >= 2 && initIsAllocationBeside(loop, 3 + j)) {
            // The trip count is known: a result used after the loop, which would be any of the
            // three buffers (the arena would hold them all until its last use), is the spare
            // the last iteration wrote.
            loop = rewrite(loop, j, true);
            int n = loop.getNumOperands();
            loop.getResult(j).replaceAllUsesWith(
                writtenLast(loop.getOperand(n - 2), loop.getOperand(n - 1), trips));
            applied++;
          }
        } else if (spare) {
          reuseInPlace(loop, j);
          applied++;
        } else if (loop.getResult(j).useEmpty() || trips >= 1) {
          // The initial buffer is used after the loop: every iteration writes one buffer made
          // before the loop (used only in it, the arena counts it only when the loop runs). A
          // result used after the loop would keep both buffers in the arena, where only one of
          // them is that result; with the trip count known, it is the one made before the loop.
          Operation b = loop.getRegion(0).front().getTerminator().getOperand(j).getDefiningOp();
          b.moveBefore(loop);
          loop.getResult(j).replaceAllUsesWith(b.getResult(0));
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
   * Whether the initial value at operand {@code operand} of {@code loop} is a fresh allocation
   * of the loop's block that nothing uses but ops before the loop that make no alias and keep
   * nothing: its memory may take the second iteration's buffer.
   */
  private static boolean initIsSpare(Operation func, Operation loop, int operand,
      BorrowedArguments borrowed) {
    Value init = loop.getOperand(operand);
    Operation a = init.getDefiningOp();
    if (a == null || !AllocOp.SPEC.isa(a) || a.getBlock() != loop.getBlock()
        || a.getNumOperands() != 0) {
      return false;
    }
    for (OpOperand use : init.getUses()) {
      Operation user = use.getOwner();
      if (user == loop) {
        if (use.getOperandNumber() != operand) {
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
   * What the after region of scf.while {@code loop} yields at {@code j} when it is a buffer the
   * region allocates directly, of a static type the initial value has too; else null.
   */
  private static Value freshInAfterRegion(Operation loop, int j) {
    WhileOp w = WhileOp.of(loop);
    Operation yield = w.yieldOp().getOperation();
    if (j >= yield.getNumOperands() || j >= w.beforeBody().getNumArguments()) {
      return null;
    }
    Value yielded = yield.getOperand(j);
    Operation b = yielded.getDefiningOp();
    if (b == null || !AllocOp.SPEC.isa(b) || b.getBlock() != w.afterBody()
        || b.getNumOperands() != 0 || !(yielded.getType() instanceof MemRefType t)
        || !t.hasStaticShape() || !loop.getOperand(j).getType().equals(t)) {
      return null;
    }
    return yielded;
  }

  /** {@link #whileCarried}: scf.condition does not forward the before region's argument. */
  private static final int NOT_FORWARDED = -2;

  /**
   * For scf.while {@code loop} whose after region yields at {@code j} a buffer it allocates
   * (statically sized, directly there): {@link #NOT_FORWARDED} when no value the before
   * region's argument {@code j} may be is forwarded by scf.condition (to the after region or out
   * of the loop), so that the argument is dead once the before region is done; the position
   * {@code k} when the condition forwards the argument itself, once (the after region's argument
   * {@code k} is then the current buffer). In both cases neither the argument (nor the current
   * buffer) is kept or yielded elsewhere and the new buffer is only yielded at {@code j}; else
   * -1.
   */
  private static int whileCarried(Operation func, Operation loop, int j,
      BorrowedArguments borrowed) {
    WhileOp w = WhileOp.of(loop);
    Operation yield = w.yieldOp().getOperation();
    Operation condition = w.conditionOp().getOperation();
    Value yielded = freshInAfterRegion(loop, j);
    if (yielded == null) {
      return -1;
    }
    BufferViewFlowAnalysis flow = new BufferViewFlowAnalysis(loop);
    Value arg = w.beforeBody().getArgument(j);
    Set<Value> current = new java.util.HashSet<>(flow.resolve(arg));
    int k = NOT_FORWARDED;
    for (int i = 1; i < condition.getNumOperands(); i++) {
      Value v = condition.getOperand(i);
      if (current.contains(v)) {
        if (v != arg || k != NOT_FORWARDED) {
          return -1;
        }
        k = i - 1;
      }
    }
    if (k != NOT_FORWARDED) {
      if (k >= w.afterBody().getNumArguments()) {
        return -1;
      }
      current.addAll(flow.resolve(w.afterBody().getArgument(k)));
    }
    for (Value v : current) {
      for (OpOperand use : v.getUses()) {
        if (use.getOwner() == condition && (k == NOT_FORWARDED || v != arg)) {
          return -1;
        }
      }
    }
    return onlyUsed(func, loop, current, yield, null, -1, borrowed)
        && onlyUsed(func, loop, flow.resolve(yielded), yield, yielded, j, borrowed) ? k : -1;
  }

  /**
   * scf.while {@code loop} with the after region's new buffer at {@code j} written, each
   * iteration, into a spare carried beside it: a buffer made before the loop at first, then the
   * buffer the iteration was done with (the after region's argument {@code k}).
   */
  private static Operation whilePingPong(Operation loop, int j, int k) {
    WhileOp w = WhileOp.of(loop);
    Operation yield = w.yieldOp().getOperation();
    Operation condition = w.conditionOp().getOperation();
    Operation b = yield.getOperand(j).getDefiningOp();
    jopt.ir.Type type = b.getResult(0).getType();
    Value spare = w.beforeBody().addArgument(type, b.getLoc());
    Value next = w.afterBody().addArgument(type, b.getLoc());
    Value slot = spareBefore(loop, b);
    b.getResult(0).replaceAllUsesWith(next);
    b.erase();
    loop.insertOperands(loop.getNumOperands(), List.of(slot));
    condition.insertOperands(condition.getNumOperands(), List.of(spare));
    yield.insertOperands(yield.getNumOperands(), List.of(w.afterBody().getArgument(k)));
    return jopt.passes.deallocation.OpRebuilder.withForwardedResults(loop);
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
   * Uses count at the op of the body that holds them.
   */
  private static boolean argumentOutlivesFirstWrite(Operation loop, int j) {
    Block body = loop.getRegion(0).front();
    return outlivesFirstUse(body, body.getArgument(1 + j), body.getTerminator().getOperand(j));
  }

  /**
   * Whether {@code body} may use {@code arg} (through any view) at or after its first use of
   * {@code fresh}, the buffer its terminator yields; uses count at the op of the body that
   * holds them.
   */
  private static boolean outlivesFirstUse(Block body, Value arg, Value fresh) {
    Operation yield = body.getTerminator();
    Operation lastArgUse = null;
    for (Operation op : inIteration(arg, yield)) {
      Operation top = Operation.findAncestorOpInBlock(body, op);
      if (lastArgUse == null || lastArgUse.isBeforeInBlock(top)) {
        lastArgUse = top;
      }
    }
    Operation firstNewUse = null;
    for (Operation op : inIteration(fresh, yield)) {
      Operation top = Operation.findAncestorOpInBlock(body, op);
      if (firstNewUse == null || top.isBeforeInBlock(firstNewUse)) {
        firstNewUse = top;
      }
    }
    return lastArgUse != null && firstNewUse != null && !lastArgUse.isBeforeInBlock(firstNewUse);
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
   * Whether operand {@code operand} of {@code loop} is a static memref.alloc (through casts) of
   * the loop's block: the spares made beside it live no longer than it does.
   */
  private static boolean initIsAllocationBeside(Operation loop, int operand) {
    Operation a = PreciseCollector.rootOf(loop.getOperand(operand));
    return a != null && a.getNumOperands() == 0 && a.getBlock() == loop.getBlock();
  }

  /**
   * Of two buffers that {@code trips} iterations write in turn, {@code first} first: the one
   * the last iteration wrote.
   */
  private static Value writtenLast(Value first, Value second, long trips) {
    return (trips - 1) % 2 == 0 ? first : second;
  }

  /**
   * How many iterations scf.for {@code loop} runs: known with constant bounds and step, else
   * -1.
   */
  private static long tripCount(Operation loop) {
    Long lb = jopt.ir.rewrite.OpFoldResult.getConstantIntValue(loop.getOperand(0));
    Long ub = jopt.ir.rewrite.OpFoldResult.getConstantIntValue(loop.getOperand(1));
    Long step = jopt.ir.rewrite.OpFoldResult.getConstantIntValue(loop.getOperand(2));
    if (lb == null || ub == null || step == null || step <= 0
        || ForOp.of(loop).unsignedCmp()) {
      return -1;
    }
    if (ub <= lb) {
      return 0;
    }
    long span = ub - lb;
    return span <= 0 ? -1 : (span - 1) / step + 1; // span <= 0: the difference overflowed
  }

  /**
   * The loop with argument {@code j}'s buffer written, each iteration, into one of two buffers
   * that ping-pong. Without {@code keepInitial}: the initial buffer and one more made before the
   * loop; iteration argument {@code cur} starts as that one, and each iteration writes it and
   * passes its own argument on as the next {@code cur}. With {@code keepInitial} (the initial
   * buffer is used elsewhere): two spares made before the loop, as {@code cur} and {@code next};
   * each iteration writes {@code cur} and passes {@code (next, cur)} on, so the second iteration
   * writes the other and each later one the buffer its argument's iteration read (three buffers,
   * as the input has live at once).
   */
  private static Operation rewrite(Operation loop, int j, boolean keepInitial) {
    Block body = loop.getRegion(0).front();
    Operation yield = body.getTerminator();
    Operation b = yield.getOperand(j).getDefiningOp();
    Value cur = body.addArgument(b.getResult(0).getType(), b.getLoc());
    List<Value> spares = new ArrayList<>(List.of(spareBefore(loop, b)));
    List<Value> passed = new ArrayList<>();
    if (keepInitial) {
      passed.add(body.addArgument(b.getResult(0).getType(), b.getLoc()));
      passed.add(cur);
      spares.add(spareBefore(loop, b));
    } else {
      passed.add(body.getArgument(1 + j)); // the next iteration writes where this one's was
    }
    b.getResult(0).replaceAllUsesWith(cur);
    b.erase();
    loop.insertOperands(loop.getNumOperands(), spares);
    yield.insertOperands(yield.getNumOperands(), passed);
    return jopt.passes.deallocation.OpRebuilder.withForwardedResults(loop);
  }

  /** A copy of allocation {@code b} made right before {@code loop}: a spare for its buffers. */
  private static Value spareBefore(Operation loop, Operation b) {
    Operation slot = b.clone(b.getContext(), new java.util.HashMap<>());
    loop.getBlock().insertBefore(loop, slot);
    return slot.getResult(0);
  }
}
