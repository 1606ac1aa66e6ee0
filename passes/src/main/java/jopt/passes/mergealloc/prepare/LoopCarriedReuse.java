package jopt.passes.mergealloc.prepare;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.BiPredicate;
import jopt.dialects.memref.AllocOp;
import jopt.dialects.scf.ForOp;
import jopt.dialects.scf.WhileOp;
import jopt.ir.Block;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.passes.analysis.BufferViewFlowAnalysis;
import jopt.passes.mergealloc.facts.Loops;

/**
 * A buffer an {@code scf.for} allocates and passes to its next iteration is made from buffers
 * allocated before the loop, so that merge-alloc can place it in the arena (with an instance per
 * iteration it stays on the heap). It applies where iteration argument {@code j} starts as a
 * fresh allocation {@code A} that nothing uses but ops before the loop that make no alias and
 * keep nothing, and each iteration yields there a fresh allocation {@code B} made directly in the
 * body (its sizes defined outside the loop, after {@link CarriedSizes}: the dims of a carried
 * buffer are its initial buffer's sizes), neither the argument nor {@code B} (through any view)
 * yielded elsewhere,
 * returned, freed, stored, or passed to a call that keeps it ({@code lend.BorrowedArguments}): an
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
 * later iteration's buffer): one buffer made before the loop serves every iteration where the
 * body is done with the argument before it first uses {@code B}, or the loop runs once; else two
 * spares made before it ping-pong ({@link #rewrite}), where the loop runs at least twice or its
 * result is unused. With the trip count known, a result used after the loop is replaced by the
 * buffer the last iteration wrote; unknown, it stays the loop's (any of the buffers, which the
 * arena then holds until its last use).
 *
 * <p>An {@code scf.while} whose after region yields at {@code j} a fresh allocation made there,
 * from a spare initial buffer: when no value the before region's argument {@code j} may be is
 * forwarded by its {@code scf.condition}, the argument is dead when the after region starts, so
 * the initial buffer serves every iteration. When the condition forwards the argument itself
 * (once), the after region's argument is the current buffer: the new one is written in its
 * place if the region is done with it first, else the two ping-pong with a spare the loop
 * carries beside them ({@link #whileSpares}). From an initial buffer used elsewhere, as for
 * {@code scf.for}: one buffer made before the loop, or two spares that ping-pong
 * ({@link #whileSpares}), the trip count known where the loop counts
 * ({@link #whileTripCount}).
 */
final class LoopCarriedReuse {
  private LoopCarriedReuse() {}

  /** Applies the rewrite to every loop of {@code func} where it holds; the number applied. */
  static int apply(Operation func, BiPredicate<Operation, OpOperand> keeps) {
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
        int k = whileCarried(func, loop, j, keeps);
        if (k == -1) {
          continue;
        }
        Operation fresh = WhileOp.of(loop).yieldOp().getOperation().getOperand(j).getDefiningOp();
        Operation rewritten = Loops.initIsSpare(func, loop, j, keeps)
            && sameSizes(fresh, loop.getOperand(j)) ? reuseSpareInWhile(loop, j, k)
            : keepInitialInWhile(loop, j, k);
        if (rewritten != null) {
          loop = rewritten;
          applied++;
        }
      }
    }
    for (Operation loop : loops) {
      int results = loop.getNumResults();
      for (int j = 0; j < results; j++) {
        if (!carriesFreshBuffer(func, loop, j, keeps)) {
          continue;
        }
        Operation fresh = freshAllocation(loop, j);
        // Through a cast, the spare rewrites would give the buffer's uses the argument's type.
        boolean spare = Loops.initIsSpare(func, loop, 3 + j, keeps)
            && fresh.getResult(0).getType().equals(loop.getOperand(3 + j).getType())
            && sameSizes(fresh, loop.getOperand(3 + j));
        boolean outlives = argumentOutlivesFirstWrite(loop, j);
        long trips = Loops.tripCount(loop);
        long most = trips >= 0 ? trips : mostTrips(loop);
        if (spare && outlives) {
          loop = rewrite(loop, j, false);
          // Iterations write the spare, the initial buffer, the spare...: with the trip
          // count known, the result is the one the last iteration wrote.
          if (trips >= 1) {
            replaceResult(loop, j, writtenLast(
                loop.getOperand(loop.getNumOperands() - 1), loop.getOperand(3 + j), trips));
          }
        } else if (spare) {
          reuseInPlace(loop, j);
        } else if (most == 0) {
          continue;
        } else if (!outlives || most == 1) {
          // The initial buffer is used elsewhere: every iteration writes one buffer made before
          // the loop (the argument is dead before the new buffer's first use, or there is one
          // iteration). The result is that buffer when the loop runs; with the trip count
          // unknown it stays, either buffer.
          Operation b = freshAllocation(loop, j);
          b.moveBefore(loop);
          if (trips >= 1) {
            replaceResult(loop, j, b.getResult(0));
          }
        } else if ((trips >= 2 || loop.getResult(j).useEmpty()) && fresh.getNumOperands() == 0) {
          // Two spares ping-pong. A result used after the loop, with the trip count unknown,
          // would be any of the three buffers (the arena would hold them all until its last
          // use); with it known, it is the spare the last iteration wrote. Static sizes only:
          // spares of dynamic size, often on the heap beside the arena, measured to cost bytes.
          loop = rewrite(loop, j, true);
          int n = loop.getNumOperands();
          if (trips >= 2) {
            replaceResult(loop, j, writtenLast(loop.getOperand(n - 2), loop.getOperand(n - 1), trips));
          }
        } else {
          continue;
        }
        applied++;
      }
    }
    return applied;
  }

  /**
   * scf.while {@code loop} whose spare initial buffer at {@code j} takes the after region's new
   * buffer there: written in its place when the argument is dead once the before region is
   * done, or when the after region is done with the current buffer first; else the two
   * ping-pong with a spare carried beside them ({@link #whileSpares}).
   */
  private static Operation reuseSpareInWhile(Operation loop, int j, int k) {
    WhileOp w = WhileOp.of(loop);
    Value fresh = w.yieldOp().getOperation().getOperand(j);
    Value into = k == NOT_FORWARDED ? loop.getOperand(j) : w.afterBody().getArgument(k);
    if (k != NOT_FORWARDED && outlivesFirstUse(w.afterBody(), into, fresh)) {
      return whileSpares(loop, j, k);
    }
    Operation b = fresh.getDefiningOp();
    b.getResult(0).replaceAllUsesWith(into);
    b.erase();
    return loop;
  }

  /**
   * scf.while {@code loop} whose initial buffer at {@code j} is used elsewhere, so that no
   * iteration may write it. One buffer made before the loop serves every iteration when the
   * after region is done with its argument before it first uses the new buffer (or the
   * argument is not forwarded), or when the loop counts to one iteration; else two spares made
   * before it ping-pong ({@link #whileSpares}). With the trip count known
   * ({@link #whileTripCount}) the result forwarded from argument {@code j} is the buffer the
   * last iteration wrote; else it stays, any of them. Null where the after region never runs.
   */
  private static Operation keepInitialInWhile(Operation loop, int j, int k) {
    WhileOp w = WhileOp.of(loop);
    Value fresh = w.yieldOp().getOperation().getOperand(j);
    long trips = whileTripCount(loop);
    if (trips == 0) {
      return null;
    }
    boolean outlives = k != NOT_FORWARDED
        && outlivesFirstUse(w.afterBody(), w.afterBody().getArgument(k), fresh);
    if (!outlives || trips == 1) {
      Operation b = fresh.getDefiningOp();
      b.moveBefore(loop);
      if (trips >= 1 && k != NOT_FORWARDED) {
        replaceResult(loop, k, b.getResult(0));
      }
      return loop;
    }
    if (fresh.getDefiningOp().getNumOperands() != 0) {
      return null; // two spares of dynamic size: only static ones are measured to pay
    }
    loop = whileSpares(loop, j, -1);
    if (trips >= 2) {
      int n = loop.getNumOperands();
      replaceResult(loop, k, writtenLast(loop.getOperand(n - 2), loop.getOperand(n - 1), trips));
    }
    return loop;
  }

  /**
   * Whether iteration argument {@code j} of {@code loop} is a buffer each iteration allocates
   * (statically sized, directly in the body) and passes only to the next iteration, the argument
   * dead after each iteration.
   */
  private static boolean carriesFreshBuffer(Operation func, Operation loop, int j,
      BiPredicate<Operation, OpOperand> keeps) {
    Block body = loop.getRegion(0).front();
    Operation yield = body.getTerminator();
    Value yielded = yield.getOperand(j);
    Operation b = freshAllocation(loop, j);
    if (b == null || !AllocOp.SPEC.isa(b) || b.getBlock() != body
        || invariantSizes(loop, b) == null) {
      return false;
    }
    BufferViewFlowAnalysis flow = new BufferViewFlowAnalysis(loop);
    Value iterArg = body.getArgument(1 + j);
    return onlyUsed(func, loop, flow.resolve(iterArg), -1, keeps)
        && onlyUsed(func, loop, flow.resolve(b.getResult(0)), j, keeps);
  }

  /**
   * The dynamic sizes of allocation {@code b} in {@code loop} where every one is defined outside
   * the loop (the same at every iteration; {@link CarriedSizes} has folded the dims of carried
   * buffers of known sizes), else null.
   */
  private static List<Value> invariantSizes(Operation loop, Operation b) {
    for (Value v : b.getOperands()) {
      if (!Loops.definedOutside(v, loop)) {
        return null;
      }
    }
    return b.getOperands();
  }

  /**
   * Whether allocation {@code b} has {@code init}'s dynamic sizes (the same values): the initial
   * buffer's memory may take it.
   */
  private static boolean sameSizes(Operation b, Value init) {
    if (b.getNumOperands() == 0) {
      return true;
    }
    Operation a = init.getDefiningOp();
    return a != null && AllocOp.SPEC.isa(a) && a.getOperands().equals(b.getOperands());
  }

  /**
   * What the body of scf.for {@code loop} yields at {@code j}: the op that defines it, or the
   * one a {@code memref.cast} of the body casts (to the argument's type); null for none.
   */
  private static Operation freshAllocation(Operation loop, int j) {
    Block body = loop.getRegion(0).front();
    Operation def = body.getTerminator().getOperand(j).getDefiningOp();
    if (def != null && jopt.dialects.memref.CastOp.SPEC.isa(def) && def.getBlock() == body) {
      def = def.getOperand(0).getDefiningOp();
    }
    return def;
  }

  /**
   * Replaces result {@code index} of {@code loop} by {@code buffer}, through a memref.cast after
   * the loop where the types differ.
   */
  private static void replaceResult(Operation loop, int index, Value buffer) {
    Value result = loop.getResult(index);
    if (!result.getType().equals(buffer.getType())) {
      jopt.ir.rewrite.Builder b = new jopt.ir.rewrite.Builder(loop.getContext());
      b.setInsertionPoint(loop.getNextNode());
      buffer = jopt.dialects.memref.CastOp.create(b, loop.getLoc(), result.getType(), buffer)
          .getOperation().getResult(0);
    }
    result.replaceAllUsesWith(buffer);
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
        || !loop.getOperand(j).getType().equals(yielded.getType())) {
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
      BiPredicate<Operation, OpOperand> keeps) {
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
    if (invariantSizes(loop, yielded.getDefiningOp()) == null) {
      return -1;
    }
    return onlyUsed(func, loop, current, -1, keeps)
        && onlyUsed(func, loop, flow.resolve(yielded), j, keeps) ? k : -1;
  }

  /**
   * scf.while {@code loop} with the after region's new buffer at {@code j} written, each
   * iteration, into a spare carried beside it. With {@code k >= 0}: one buffer made before the
   * loop at first, then the buffer the iteration was done with (the after region's argument
   * {@code k}). With {@code k < 0} (the initial buffer is used elsewhere and is never written):
   * two spares made before the loop, carried as (cur, next) and passed on as (next, cur).
   */
  private static Operation whileSpares(Operation loop, int j, int k) {
    WhileOp w = WhileOp.of(loop);
    Operation yield = w.yieldOp().getOperation();
    Operation condition = w.conditionOp().getOperation();
    Operation b = yield.getOperand(j).getDefiningOp();
    jopt.ir.Type type = b.getResult(0).getType();
    List<Value> before = new ArrayList<>();
    List<Value> after = new ArrayList<>();
    List<Value> spares = new ArrayList<>();
    for (int i = 0; i < (k >= 0 ? 1 : 2); i++) {
      before.add(w.beforeBody().addArgument(type, b.getLoc()));
      after.add(w.afterBody().addArgument(type, b.getLoc()));
      spares.add(spareBefore(loop, b));
    }
    b.getResult(0).replaceAllUsesWith(after.get(0));
    b.erase();
    loop.insertOperands(loop.getNumOperands(), spares);
    condition.insertOperands(condition.getNumOperands(), before);
    yield.insertOperands(yield.getNumOperands(), k >= 0
        ? List.of(w.afterBody().getArgument(k)) : List.of(after.get(1), after.get(0)));
    return jopt.passes.hlodeallocation.OpRebuilder.withForwardedResults(loop);
  }

  /**
   * Whether no use inside the loop of a value in {@code aliases} keeps it or yields it, but the
   * value the loop's yield (the body's, or the after region's) passes at {@code position} (-1:
   * none) as that operand.
   */
  private static boolean onlyUsed(Operation func, Operation loop, Set<Value> aliases,
      int position, BiPredicate<Operation, OpOperand> keeps) {
    Operation yield = WhileOp.SPEC.isa(loop) ? WhileOp.of(loop).yieldOp().getOperation()
        : loop.getRegion(0).front().getTerminator();
    Value value = position < 0 ? null : yield.getOperand(position);
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
        if (keeps.test(func, use)) {
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
    return outlivesFirstUse(body, body.getArgument(1 + j), freshAllocation(loop, j).getResult(0));
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
    for (Value x : Loops.flowsBeside(v, Set.of(yield))) {
      for (OpOperand use : x.getUses()) {
        if (use.getOwner() != yield) {
          users.add(use.getOwner());
        }
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
   * Of two buffers that {@code trips} iterations write in turn, {@code first} first: the one
   * the last iteration wrote.
   */
  private static Value writtenLast(Value first, Value second, long trips) {
    return (trips - 1) % 2 == 0 ? first : second;
  }

  /**
   * How many times the after region of scf.while {@code loop} runs, where the loop counts: its
   * condition is {@code arith.cmpi slt|ult, %i, %ub} of a before-region argument {@code %i}
   * that starts at a constant, the condition forwards it (only) to an after-region argument
   * that the after region yields back at {@code i} plus a positive constant step, and
   * {@code %ub} is a constant; else -1.
   */
  private static long whileTripCount(Operation loop) {
    WhileOp w = WhileOp.of(loop);
    Operation condition = w.conditionOp().getOperation();
    Operation cmp = condition.getOperand(0).getDefiningOp();
    if (cmp == null || !jopt.dialects.arith.CmpOps.CmpIOp.SPEC.isa(cmp)) {
      return -1;
    }
    String predicate = jopt.dialects.arith.CmpOps.CmpIOp.of(cmp).predicate();
    if (!predicate.equals("slt") && !predicate.equals("ult")
        || !(cmp.getOperand(0) instanceof jopt.ir.BlockArgument counter)
        || counter.getOwner() != w.beforeBody()
        || !(counter.getType() instanceof jopt.ir.type.IndexType)) {
      return -1;
    }
    int i = counter.getArgNumber();
    Long lb = jopt.ir.rewrite.OpFoldResult.getConstantIntValue(loop.getOperand(i));
    Long ub = jopt.ir.rewrite.OpFoldResult.getConstantIntValue(cmp.getOperand(1));
    if (lb == null || ub == null || lb < 0 || ub < 0) {
      return -1;
    }
    int forwarded = -1;
    for (int m = 1; m < condition.getNumOperands(); m++) {
      if (condition.getOperand(m) == counter) {
        if (forwarded != -1) {
          return -1;
        }
        forwarded = m - 1;
      }
    }
    Operation yield = w.yieldOp().getOperation();
    if (forwarded == -1 || forwarded >= w.afterBody().getNumArguments()
        || i >= yield.getNumOperands()) {
      return -1;
    }
    Operation add = yield.getOperand(i).getDefiningOp();
    if (add == null || !add.getName().equals("arith.addi") || add.getNumOperands() != 2) {
      return -1;
    }
    Value other = add.getOperand(0) == w.afterBody().getArgument(forwarded) ? add.getOperand(1)
        : add.getOperand(1) == w.afterBody().getArgument(forwarded) ? add.getOperand(0) : null;
    Long step = other == null ? null : jopt.ir.rewrite.OpFoldResult.getConstantIntValue(other);
    if (step == null || step <= 0 || step >= 1L << 31 || ub >= 1L << 31) {
      return -1;
    }
    return Loops.trips(lb, ub, step);
  }

  /**
   * At most how many iterations scf.for {@code loop} runs, from a constant lower bound and step
   * and an upper bound of its upper bound ({@link #largest}); -1 when unknown.
   */
  private static long mostTrips(Operation loop) {
    Long lb = jopt.ir.rewrite.OpFoldResult.getConstantIntValue(loop.getOperand(0));
    Long step = jopt.ir.rewrite.OpFoldResult.getConstantIntValue(loop.getOperand(2));
    long ub = largest(loop.getOperand(1), 4);
    if (lb == null || step == null || lb < 0 || step <= 0 || ub < 0) {
      return -1;
    }
    return Loops.trips(lb, ub, step);
  }

  /**
   * The largest value index {@code v} may take where that is plain: a constant (0 to 2^31), the
   * induction variable of an scf.for of constant bounds and step (its last value), or the
   * {@code arith.minui} of values one of which is known; -1 when unknown. {@code depth} bounds
   * the search.
   */
  private static long largest(Value v, int depth) {
    Long c = jopt.ir.rewrite.OpFoldResult.getConstantIntValue(v);
    if (c != null) {
      return c >= 0 && c < 1L << 31 ? c : -1;
    }
    if (depth == 0 || !(v.getType() instanceof jopt.ir.type.IndexType)) {
      return -1;
    }
    if (v instanceof jopt.ir.BlockArgument arg && arg.getArgNumber() == 0
        && arg.getOwner().getParentOp() != null
        && ForOp.SPEC.isa(arg.getOwner().getParentOp())) {
      Operation outer = arg.getOwner().getParentOp();
      long trips = Loops.tripCount(outer);
      Long lb = jopt.ir.rewrite.OpFoldResult.getConstantIntValue(outer.getOperand(0));
      Long step = jopt.ir.rewrite.OpFoldResult.getConstantIntValue(outer.getOperand(2));
      return trips >= 1 && lb >= 0 && lb + (trips - 1) * step < 1L << 31
          ? lb + (trips - 1) * step : -1;
    }
    Operation def = v.getDefiningOp();
    if (def != null && def.getName().equals("arith.minui")) {
      long a = largest(def.getOperand(0), depth - 1);
      long b = largest(def.getOperand(1), depth - 1);
      return a < 0 ? b : b < 0 ? a : Math.min(a, b);
    }
    return -1;
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
    Operation b = freshAllocation(loop, j);
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
    return jopt.passes.hlodeallocation.OpRebuilder.withForwardedResults(loop);
  }

  /** A copy of allocation {@code b} made right before {@code loop}: a spare for its buffers. */
  private static Value spareBefore(Operation loop, Operation b) {
    Operation slot = b.clone(b.getContext(), new java.util.HashMap<>());
    loop.getBlock().insertBefore(loop, slot);
    return slot.getResult(0);
  }
}
