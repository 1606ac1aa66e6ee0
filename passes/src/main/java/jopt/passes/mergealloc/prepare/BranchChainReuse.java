package jopt.passes.mergealloc.prepare;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.BiPredicate;
import jopt.dialects.memref.AllocOp;
import jopt.dialects.scf.ForOp;
import jopt.dialects.scf.IfOp;
import jopt.ir.Block;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.type.MemRefType;
import jopt.passes.analysis.BufferViewFlowAnalysis;
import jopt.passes.mergealloc.facts.Loops;

/**
 * A buffer an {@code scf.for} passes to its next iteration through branch ops, some branches
 * making a new one from it and the others passing it on, is written into one of two buffers
 * made before the loop. Iteration argument {@code j} (its initial value a fresh allocation that
 * nothing but ops before the loop use) goes through a sequence of {@code scf.if} ops of the body:
 * each yields, at one result, the buffer it got in one branch and an allocation of that branch
 * (static size, of the argument's type) in the other; the body yields the last one's result.
 * The buffer an {@code scf.if} got is not used after it. So at each {@code scf.if} two buffers
 * matter, the current one and the one it may make; the loop carries a spare beside the current
 * buffer, the branch writes the spare in place of its allocation and passes the current buffer
 * on as the next spare:
 *
 * <pre>
 * scf.for ... iter_args(%cur = %a, %spare = %s) {
 *   %r:2 = scf.if %c -> (T, T) {
 *     ... the allocation's uses now use %spare ...
 *     scf.yield %spare, %cur
 *   } else {
 *     scf.yield %cur, %spare
 *   }
 *   ...
 *   scf.yield %r#0, %r#1
 * }
 * </pre>
 *
 * The bytes live at once are at most the input's two; one allocation less per branch run, and
 * both buffers join the arena.
 */
final class BranchChainReuse {
  private BranchChainReuse() {}

  /** One scf.if of the chain: the allocation its branch makes and the buffer it got. */
  private record Step(Operation ifOp, int result, Operation alloc, Value got) {}

  /** Applies the rewrite to every loop of {@code func} where it holds; the number applied. */
  static int apply(Operation func, BiPredicate<Operation, OpOperand> keeps) {
    List<Operation> loops = new ArrayList<>();
    func.walk(op -> {
      if (ForOp.SPEC.isa(op)) {
        loops.add(op);
      }
    });
    int applied = 0;
    for (Operation loop : loops) {
      for (int j = 0; j < loop.getNumResults(); j++) {
        List<Step> chain = chain(func, loop, j, keeps);
        if (chain != null) {
          loop = rewrite(loop, j, chain);
          applied++;
        }
      }
    }
    return applied;
  }

  /**
   * The scf.if ops, in order, through which {@code loop}'s body passes iteration argument
   * {@code j} to its yield, each making a new buffer in one branch; null where the rewrite does
   * not hold.
   */
  private static List<Step> chain(Operation func, Operation loop, int j,
      BiPredicate<Operation, OpOperand> keeps) {
    Block body = loop.getRegion(0).front();
    Value arg = body.getArgument(1 + j);
    if (!(arg.getType() instanceof MemRefType t) || !t.hasStaticShape()
        || !Loops.initIsSpare(func, loop, 3 + j, keeps)) {
      return null;
    }
    Operation yield = body.getTerminator();
    List<Step> steps = new ArrayList<>();
    Value v = yield.getOperand(j);
    while (v != arg) {
      Operation def = v.getDefiningOp();
      if (def == null || !IfOp.SPEC.isa(def) || def.getBlock() != body
          || def.getNumRegions() != 2 || def.getRegion(1).isEmpty()) {
        return null;
      }
      int r = ((jopt.ir.OpResult) v).getResultNumber();
      Value a = def.getRegion(0).front().getTerminator().getOperand(r);
      Value b = def.getRegion(1).front().getTerminator().getOperand(r);
      Operation alloc = allocIn(a, def.getRegion(0).front(), t);
      Value got = b;
      if (alloc == null) {
        alloc = allocIn(b, def.getRegion(1).front(), t);
        got = a;
      }
      if (alloc == null || !got.getType().equals(t)) {
        return null;
      }
      steps.add(new Step(def, r, alloc, got));
      v = got;
    }
    if (steps.isEmpty()) {
      return null;
    }
    java.util.Collections.reverse(steps); // found from the yield back: now in body order
    Set<Operation> passing = new java.util.HashSet<>(List.of(yield));
    for (Step s : steps) {
      passing.add(s.ifOp().getRegion(0).front().getTerminator());
      passing.add(s.ifOp().getRegion(1).front().getTerminator());
    }
    BufferViewFlowAnalysis flow = new BufferViewFlowAnalysis(loop);
    for (Step s : steps) {
      // The buffer the scf.if got is dead after it: it becomes the spare. (Passed on along the
      // chain, it is the current buffer.)
      for (Value alias : Loops.flowsBeside(s.got(), passing)) {
        for (OpOperand use : alias.getUses()) {
          Operation top = Operation.findAncestorOpInBlock(body, use.getOwner());
          if (top == null || top != s.ifOp() && !top.isBeforeInBlock(s.ifOp())) {
            return null;
          }
        }
      }
    }
    // No value of the chain is kept or passed on but along it (each alias looked at once: the
    // chain's values share most of theirs).
    Set<Value> aliases = new java.util.HashSet<>(flow.resolve(arg));
    for (Step s : steps) {
      aliases.addAll(flow.resolve(s.alloc().getResult(0)));
      aliases.addAll(flow.resolve(s.ifOp().getResult(s.result())));
    }
    for (Value alias : aliases) {
      for (OpOperand use : alias.getUses()) {
        Operation user = use.getOwner();
        if (!loop.isAncestor(user)) {
          continue;
        }
        if (user.hasTrait(jopt.ir.Traits.IsTerminator.class)) {
          if (!onChain(use, steps, yield, j)) {
            return null;
          }
        } else if (keeps.test(func, use)) {
          return null;
        }
      }
    }
    return steps;
  }

  /** Whether the terminator of {@code use} passes its value along the chain. */
  private static boolean onChain(OpOperand use, List<Step> steps, Operation yield, int j) {
    Operation user = use.getOwner();
    int operand = use.getOperandNumber();
    Value v = use.get();
    if (user == yield) {
      return operand == j && v == steps.get(steps.size() - 1).ifOp().getResult(
          steps.get(steps.size() - 1).result());
    }
    for (Step s : steps) {
      if (user.getParentOp() == s.ifOp()) {
        return operand == s.result() && (v == s.got() || v == s.alloc().getResult(0));
      }
    }
    return false;
  }

  /** {@code v} when it is a memref.alloc of type {@code t} made directly in {@code block}. */
  private static Operation allocIn(Value v, Block block, MemRefType t) {
    Operation def = v.getDefiningOp();
    return def != null && AllocOp.SPEC.isa(def) && def.getBlock() == block
        && def.getNumOperands() == 0 && def.getResult(0).getType().equals(t) ? def : null;
  }

  /** The loop with argument {@code j}'s chain written into the current buffer and a spare. */
  private static Operation rewrite(Operation loop, int j, List<Step> steps) {
    Block body = loop.getRegion(0).front();
    Operation first = steps.get(0).alloc();
    Operation slot = first.clone(first.getContext(), new java.util.HashMap<>());
    loop.getBlock().insertBefore(loop, slot);
    Value spare = body.addArgument(first.getResult(0).getType(), first.getLoc());
    // The buffer each scf.if gets: the argument, then the result of the one before (rebuilt).
    Value current = steps.get(0).got();
    for (Step s : steps) {
      Operation ifOp = s.ifOp();
      for (int k = 0; k < 2; k++) {
        Operation term = ifOp.getRegion(k).front().getTerminator();
        boolean making = s.alloc().getBlock() == ifOp.getRegion(k).front();
        term.insertOperands(term.getNumOperands(), List.of(making ? current : spare));
      }
      s.alloc().getResult(0).replaceAllUsesWith(spare);
      s.alloc().erase();
      Operation rebuilt = jopt.passes.hlodeallocation.OpRebuilder.withForwardedResults(ifOp);
      spare = rebuilt.getResult(rebuilt.getNumResults() - 1);
      current = rebuilt.getResult(s.result());
    }
    loop.insertOperands(loop.getNumOperands(), List.of(slot.getResult(0)));
    Operation yield = body.getTerminator();
    yield.insertOperands(yield.getNumOperands(), List.of(spare));
    return jopt.passes.hlodeallocation.OpRebuilder.withForwardedResults(loop);
  }
}
