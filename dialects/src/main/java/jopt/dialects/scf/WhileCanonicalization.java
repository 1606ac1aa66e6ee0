package jopt.dialects.scf;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.rewrite.PatternRewriter;

/**
 * The scf.while canonicalizations of MLIR that drop carried values: loop-invariant iter args
 * of the "before" block (RemoveLoopInvariantArgsFromBeforeBlock), condition operands defined
 * outside it (RemoveLoopInvariantValueYielded), results unused after and outside the loop
 * (WhileUnusedResult), duplicated condition operands (WhileRemoveDuplicatedResults) and unused
 * "before" arguments (WhileRemoveUnusedArgs). A buffer the loop only carries along then no
 * longer joins the aliases of the buffers it iterates on. Each rebuilds the loop and moves the
 * old blocks into it, as MLIR does.
 */
final class WhileCanonicalization {
  private WhileCanonicalization() {}

  /** A new scf.while with two empty regions (no blocks). */
  private static Operation createBare(PatternRewriter rewriter, Location loc, List<Type> types,
      List<Value> inits) {
    OperationState st = WhileOp.SPEC.newState(loc);
    st.addOperands(inits).addTypes(types);
    st.addRegion();
    st.addRegion();
    return rewriter.create(st);
  }

  /** A new scf.while whose blocks take the inits' types and the result types. */
  private static Operation createWithBlocks(PatternRewriter rewriter, Location loc,
      List<Type> types, List<Value> inits) {
    Operation op = createBare(rewriter, loc, types, inits);
    Block before = op.getRegion(0).emplaceBlock();
    for (Value v : inits) {
      before.addArgument(v.getType(), v.getLoc());
    }
    Block after = op.getRegion(1).emplaceBlock();
    for (Type t : types) {
      after.addArgument(t, loc);
    }
    return op;
  }

  private static Block block(Operation op, int region) {
    return op.getRegion(region).front();
  }

  /** MLIR's replaceOpWithNewOp of the "before" block's scf.condition with other operands. */
  private static void replaceCondition(PatternRewriter rewriter, Operation cond,
      List<Value> args) {
    rewriter.setInsertionPoint(cond);
    Operation n = ConditionOp.create(rewriter, cond.getLoc(), cond.getOperand(0), args)
        .getOperation();
    rewriter.replaceOp(cond, n);
  }

  private static void replaceYield(PatternRewriter rewriter, Operation yield, List<Value> args) {
    rewriter.setInsertionPoint(yield);
    Operation n = YieldOp.create(rewriter, yield.getLoc(), args).getOperation();
    rewriter.replaceOp(yield, n);
  }

  private static List<Value> condArgs(Operation cond) {
    return new ArrayList<>(cond.getOperands().subList(1, cond.getNumOperands()));
  }

  private static List<Type> typesOf(List<Value> values) {
    List<Type> t = new ArrayList<>();
    for (Value v : values) {
      t.add(v.getType());
    }
    return t;
  }

  /**
   * A "before" argument is invariant when the yield gives back its init, or an "after"
   * argument that the condition forwarded from it (or from its init).
   */
  static final class RemoveLoopInvariantArgsFromBeforeBlock extends OpRewritePattern<WhileOp> {
    RemoveLoopInvariantArgsFromBeforeBlock() {
      super(WhileOp.SPEC, WhileOp::of);
    }

    @Override
    public boolean matchAndRewrite(WhileOp whileOp, PatternRewriter rewriter) {
      Operation op = whileOp.getOperation();
      Block before = block(op, 0);
      Block after = block(op, 1);
      Operation cond = before.getTerminator();
      Operation yield = after.getTerminator();
      List<Value> condArgs = condArgs(cond);
      List<Value> inits = new ArrayList<>(op.getOperands());
      List<Value> yielded = new ArrayList<>(yield.getOperands());
      Value[] invariant = new Value[inits.size()];
      boolean any = false;
      for (int i = 0; i < inits.size(); i++) {
        Value y = yielded.get(i);
        boolean inv = y == inits.get(i);
        if (!inv && y instanceof BlockArgument a && a.getOwner() == after) {
          Value c = condArgs.get(a.getArgNumber());
          inv = c == before.getArgument(i) || c == inits.get(i);
        }
        if (inv) {
          invariant[i] = inits.get(i);
          any = true;
        }
      }
      if (!any) {
        return false;
      }
      List<Value> newInits = new ArrayList<>();
      List<Value> newYields = new ArrayList<>();
      for (int i = 0; i < inits.size(); i++) {
        if (invariant[i] == null) {
          newInits.add(inits.get(i));
          newYields.add(yielded.get(i));
        }
      }
      replaceYield(rewriter, yield, newYields);
      rewriter.setInsertionPoint(op);
      Operation newOp = createBare(rewriter, op.getLoc(), new ArrayList<>(op.getResultTypes()),
          newInits);
      Block newBefore = newOp.getRegion(0).emplaceBlock();
      List<Value> transfer = new ArrayList<>();
      for (int i = 0; i < inits.size(); i++) {
        if (invariant[i] != null) {
          transfer.add(invariant[i]);
        } else {
          transfer.add(newBefore.addArgument(yielded.get(i).getType(),
              before.getArgument(i).getLoc()));
        }
      }
      rewriter.mergeBlocks(before, newBefore, transfer);
      newOp.getRegion(1).takeBody(op.getRegion(1));
      rewriter.replaceOp(op, newOp.getResults());
      return true;
    }
  }

  /** Condition operands defined outside the "before" block are the loop's results as they are. */
  static final class RemoveLoopInvariantValueYielded extends OpRewritePattern<WhileOp> {
    RemoveLoopInvariantValueYielded() {
      super(WhileOp.SPEC, WhileOp::of);
    }

    @Override
    public boolean matchAndRewrite(WhileOp whileOp, PatternRewriter rewriter) {
      Operation op = whileOp.getOperation();
      Block before = block(op, 0);
      Block after = block(op, 1);
      Operation cond = before.getTerminator();
      List<Value> args = condArgs(cond);
      if (args.stream().allMatch(a -> a.getParentBlock() == before)) {
        return false;
      }
      List<Value> newArgs = new ArrayList<>();
      for (Value a : args) {
        if (a.getParentBlock() == before) {
          newArgs.add(a);
        }
      }
      replaceCondition(rewriter, cond, newArgs);
      rewriter.setInsertionPoint(op);
      List<Type> types = typesOf(newArgs);
      Operation newOp = createBare(rewriter, op.getLoc(), types,
          new ArrayList<>(op.getOperands()));
      Block newAfter = newOp.getRegion(1).emplaceBlock();
      List<Value> transfer = new ArrayList<>();
      List<Value> results = new ArrayList<>();
      int j = 0;
      for (int i = 0; i < args.size(); i++) {
        if (args.get(i).getParentBlock() != before) {
          transfer.add(args.get(i));
          results.add(args.get(i));
        } else {
          transfer.add(newAfter.addArgument(types.get(j), after.getArgument(i).getLoc()));
          results.add(newOp.getResult(j));
          j++;
        }
      }
      rewriter.mergeBlocks(after, newAfter, transfer);
      newOp.getRegion(0).takeBody(op.getRegion(0));
      rewriter.replaceOp(op, results);
      return true;
    }
  }

  /** Results unused outside the loop whose "after" argument is unused too go. */
  static final class WhileUnusedResult extends OpRewritePattern<WhileOp> {
    WhileUnusedResult() {
      super(WhileOp.SPEC, WhileOp::of);
    }

    @Override
    public boolean matchAndRewrite(WhileOp whileOp, PatternRewriter rewriter) {
      Operation op = whileOp.getOperation();
      Block after = block(op, 1);
      Operation cond = block(op, 0).getTerminator();
      List<Value> args = condArgs(cond);
      List<Integer> kept = new ArrayList<>();
      List<Value> newArgs = new ArrayList<>();
      List<Type> types = new ArrayList<>();
      for (int i = 0; i < op.getNumResults(); i++) {
        if (op.getResult(i).useEmpty() && after.getArgument(i).useEmpty()) {
          continue;
        }
        kept.add(i);
        newArgs.add(args.get(i));
        types.add(op.getResult(i).getType());
      }
      if (kept.size() == op.getNumResults()) {
        return false;
      }
      replaceCondition(rewriter, cond, newArgs);
      rewriter.setInsertionPoint(op);
      Operation newOp = createBare(rewriter, op.getLoc(), types,
          new ArrayList<>(op.getOperands()));
      Block newAfter = newOp.getRegion(1).emplaceBlock();
      for (int k = 0; k < kept.size(); k++) {
        newAfter.addArgument(types.get(k), op.getResult(kept.get(k)).getLoc());
      }
      Value[] results = new Value[op.getNumResults()];
      Value[] transfer = new Value[op.getNumResults()];
      for (int k = 0; k < kept.size(); k++) {
        results[kept.get(k)] = newOp.getResult(k);
        transfer[kept.get(k)] = newAfter.getArgument(k);
      }
      newOp.getRegion(0).takeBody(op.getRegion(0));
      rewriter.mergeBlocks(after, newAfter, Arrays.asList(transfer));
      rewriter.replaceOp(op, Arrays.asList(results));
      return true;
    }
  }

  /** A value the condition forwards twice becomes one result. */
  static final class WhileRemoveDuplicatedResults extends OpRewritePattern<WhileOp> {
    WhileRemoveDuplicatedResults() {
      super(WhileOp.SPEC, WhileOp::of);
    }

    @Override
    public boolean matchAndRewrite(WhileOp whileOp, PatternRewriter rewriter) {
      Operation op = whileOp.getOperation();
      Operation cond = block(op, 0).getTerminator();
      List<Value> args = condArgs(cond);
      Map<Value, Integer> position = new LinkedHashMap<>();
      for (Value a : args) {
        position.putIfAbsent(a, position.size());
      }
      if (position.size() == args.size()) {
        return false;
      }
      List<Value> newArgs = new ArrayList<>(position.keySet());
      rewriter.setInsertionPoint(op);
      Operation newOp = createWithBlocks(rewriter, op.getLoc(), typesOf(newArgs),
          new ArrayList<>(op.getOperands()));
      Block newBefore = block(newOp, 0);
      Block newAfter = block(newOp, 1);
      List<Value> afterMapping = new ArrayList<>();
      List<Value> results = new ArrayList<>();
      for (Value a : args) {
        int pos = position.get(a);
        afterMapping.add(newAfter.getArgument(pos));
        results.add(newOp.getResult(pos));
      }
      replaceCondition(rewriter, cond, newArgs);
      rewriter.mergeBlocks(block(op, 0), newBefore, new ArrayList<>(newBefore.getArguments()));
      rewriter.mergeBlocks(block(op, 1), newAfter, afterMapping);
      rewriter.replaceOp(op, results);
      return true;
    }
  }

  /** "before" arguments without uses go, with their inits and yielded values. */
  static final class WhileRemoveUnusedArgs extends OpRewritePattern<WhileOp> {
    WhileRemoveUnusedArgs() {
      super(WhileOp.SPEC, WhileOp::of);
    }

    @Override
    public boolean matchAndRewrite(WhileOp whileOp, PatternRewriter rewriter) {
      Operation op = whileOp.getOperation();
      Block before = block(op, 0);
      if (before.getArguments().stream().noneMatch(Value::useEmpty)) {
        return false;
      }
      Operation yield = block(op, 1).getTerminator();
      List<Value> yielded = new ArrayList<>(yield.getOperands());
      List<Value> inits = new ArrayList<>(op.getOperands());
      List<Value> newYields = new ArrayList<>();
      List<Value> newInits = new ArrayList<>();
      for (int i = inits.size() - 1; i >= 0; i--) {
        if (before.getArgument(i).useEmpty()) {
          before.eraseArgument(i);
        } else {
          newYields.add(0, yielded.get(i));
          newInits.add(0, inits.get(i));
        }
      }
      rewriter.setInsertionPoint(op);
      Operation newOp = createWithBlocks(rewriter, op.getLoc(),
          new ArrayList<>(op.getResultTypes()), newInits);
      replaceYield(rewriter, yield, newYields);
      Block newBefore = block(newOp, 0);
      Block newAfter = block(newOp, 1);
      rewriter.mergeBlocks(before, newBefore, new ArrayList<>(newBefore.getArguments()));
      rewriter.mergeBlocks(block(op, 1), newAfter, new ArrayList<>(newAfter.getArguments()));
      rewriter.replaceOp(op, newOp.getResults());
      return true;
    }
  }
}
