package jopt.passes.linalg;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jopt.dialects.linalg.GenericOp;
import jopt.dialects.linalg.YieldOp;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.affine.AffineMap;
import jopt.ir.attr.NamedAttribute;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.RewritePattern;
import jopt.ir.type.TensorType;

/**
 * MLIR's EraseUnusedOperandsAndResults: a generic's inputs the body does not read (when the
 * loop bounds stay computable), duplicate inputs (same value and map), dead results and
 * redundant outputs are dropped (deduplicateOperandsAndRemoveDeadResults), and an output
 * cycle whose result is dead is cut (RemoveUnusedCycleInGenericOp).
 */
public final class EraseUnusedOperandsAndResults {
  private EraseUnusedOperandsAndResults() {}

  /** MLIR's populateEraseUnusedOperandsAndResultsPatterns. */
  public static List<RewritePattern> patterns() {
    return List.of(new DeduplicateAndRemoveDeadOperandsAndResults(true), new RemoveUnusedCycleInGenericOp());
  }

  private record InputKey(Value value, AffineMap map) {}

  private record OutputKey(Value value, AffineMap map, Value yielded) {}

  /** MLIR's isResultValueDead. */
  private static boolean isResultValueDead(GenericOp op, int resultNumber) {
    if (!op.getOperation().getResult(resultNumber).hasNoUses()) {
      return false;
    }
    int operand = op.numDpsInputs() + op.tiedInitIndex(resultNumber);
    if (!op.payloadUsesValueFromOperand(operand)) {
      return true;
    }
    Value outputArg = op.body().getArgument(operand);
    if (!outputArg.hasOneUse()) {
      return false;
    }
    Operation user = outputArg.getUses().iterator().next().getOwner();
    if (!user.hasNoUses() || !YieldOp.SPEC.isa(user)) {
      return false;
    }
    return user.getOperand(resultNumber) == outputArg;
  }

  /**
   * MLIR's deduplicateOperandsAndRemoveDeadResults: the op rebuilt without the operands and
   * results it does not need, or {@code op} itself when nothing can go.
   */
  public static GenericOp deduplicateOperandsAndRemoveDeadResults(PatternRewriter rewriter, GenericOp op,
      boolean removeOutputs) {
    List<Integer> dropped = new ArrayList<>();
    List<Value> newInputs = new ArrayList<>();
    List<Value> newOutputs = new ArrayList<>();
    List<AffineMap> newMaps = new ArrayList<>();
    List<AffineMap> maps = op.indexingMaps();

    Map<Integer, Integer> insToNew = new HashMap<>();
    Map<InputKey, Integer> dedupedInputs = new HashMap<>();
    for (int i = 0; i < op.numDpsInputs(); i++) {
      if (!op.payloadUsesValueFromOperand(i)) {
        dropped.add(i);
        if (op.canOpOperandsBeDropped(dropped)) {
          continue;
        }
        dropped.remove(dropped.size() - 1);
      }
      InputKey key = new InputKey(op.getOperation().getOperand(i), maps.get(i));
      Integer seen = dedupedInputs.get(key);
      if (seen != null) {
        insToNew.put(i, seen);
        dropped.add(i);
        continue;
      }
      insToNew.put(i, newInputs.size());
      dedupedInputs.put(key, newInputs.size());
      newInputs.add(key.value());
      newMaps.add(key.map());
    }

    Map<Integer, Integer> outsToNew = new HashMap<>();
    int numInputs = op.numDpsInputs();
    List<Value> inits = op.dpsInits();
    if (!op.hasPureTensorSemantics() || !removeOutputs) {
      for (int i = 0; i < inits.size(); i++) {
        outsToNew.put(i, newOutputs.size());
        newOutputs.add(inits.get(i));
        newMaps.add(maps.get(numInputs + i));
      }
    } else {
      Operation yield = op.body().getTerminator();
      Map<OutputKey, Integer> dedupedOutputs = new HashMap<>();
      for (int i = 0; i < inits.size(); i++) {
        int operand = numInputs + i;
        OutputKey key = new OutputKey(inits.get(i), maps.get(operand), yield.getOperand(i));
        if (isResultValueDead(op, i)) {
          dropped.add(operand);
          if (op.canOpOperandsBeDropped(dropped)) {
            continue;
          }
          dropped.remove(dropped.size() - 1);
        }
        if (!op.payloadUsesValueFromOperand(operand)) {
          Integer seen = dedupedOutputs.get(key);
          if (seen != null) {
            outsToNew.put(i, seen);
            dropped.add(operand);
            continue;
          }
        }
        outsToNew.put(i, newOutputs.size());
        dedupedOutputs.put(key, newOutputs.size());
        newOutputs.add(inits.get(i));
        newMaps.add(maps.get(operand));
      }
    }
    if (newInputs.size() + newOutputs.size() == op.getOperation().getNumOperands()) {
      return op;
    }

    List<Type> resultTypes = new ArrayList<>();
    for (Value v : newOutputs) {
      if (v.getType() instanceof TensorType) {
        resultTypes.add(v.getType());
      }
    }
    rewriter.setInsertionPoint(op.getOperation());
    GenericOp newOp = GenericOp.create(rewriter, op.getLoc(), resultTypes, newInputs, newOutputs, newMaps,
        op.iteratorTypes(), (b, loc, args) -> { });
    for (NamedAttribute na : op.getOperation().getAttrDictionary()) {
      String name = na.name();
      if (!name.equals("indexing_maps") && !name.equals("iterator_types") && !name.equals("operandSegmentSizes")) {
        newOp.getOperation().setAttr(name, na.value());
      }
    }
    populatePayload(op, newOp, insToNew, outsToNew, rewriter);

    List<Value> replacements = new ArrayList<>();
    for (int i = 0; i < op.getOperation().getNumResults(); i++) {
      Integer at = outsToNew.get(i);
      replacements.add(at == null ? null : newOp.getOperation().getResult(at));
    }
    rewriter.replaceOp(op.getOperation(), replacements);
    return newOp;
  }

  /** MLIR's populateOpPayload: the old body merged into the new op's block. */
  private static void populatePayload(GenericOp op, GenericOp newOp, Map<Integer, Integer> insToNew,
      Map<Integer, Integer> outsToNew, PatternRewriter rewriter) {
    Block newBlock = newOp.body();
    Block oldBlock = op.body();
    List<Value> replacements = new ArrayList<>();
    for (int i = 0; i < oldBlock.getNumArguments(); i++) {
      replacements.add(null);
    }
    for (Map.Entry<Integer, Integer> e : insToNew.entrySet()) {
      replacements.set(e.getKey(), newBlock.getArgument(e.getValue()));
    }
    for (Map.Entry<Integer, Integer> e : outsToNew.entrySet()) {
      replacements.set(op.numDpsInputs() + e.getKey(), newBlock.getArgument(newOp.numDpsInputs() + e.getValue()));
    }
    if (newOp.numDpsInits() != op.numDpsInits()) {
      Operation yield = oldBlock.getTerminator();
      List<Value> values = new ArrayList<>();
      for (int i = 0; i < newOp.numDpsInits(); i++) {
        values.add(null);
      }
      for (int i = 0; i < yield.getNumOperands(); i++) {
        Integer at = outsToNew.get(i);
        if (at != null) {
          values.set(at, yield.getOperand(i));
        }
      }
      var ip = rewriter.saveInsertionPoint();
      rewriter.setInsertionPoint(yield);
      Operation newYield = rewriter.create(yield.getLoc(), YieldOp.SPEC.name(), values, List.of(), null);
      rewriter.replaceOp(yield, newYield.getResults());
      rewriter.restoreInsertionPoint(ip);
    }
    rewriter.mergeBlocks(oldBlock, newBlock, replacements);
  }

  /** MLIR's DeduplicateAndRemoveDeadOperandsAndResults. */
  public static final class DeduplicateAndRemoveDeadOperandsAndResults extends OpRewritePattern<GenericOp> {
    private final boolean removeOutputs;

    public DeduplicateAndRemoveDeadOperandsAndResults(boolean removeOutputs) {
      super(GenericOp.SPEC, GenericOp::of);
      this.removeOutputs = removeOutputs;
    }

    @Override
    public boolean matchAndRewrite(GenericOp op, PatternRewriter rewriter) {
      return deduplicateOperandsAndRemoveDeadResults(rewriter, op, removeOutputs) != op;
    }
  }

  /** MLIR's RemoveUnusedCycleInGenericOp: an output arg only fed through one op back to its own yield. */
  public static final class RemoveUnusedCycleInGenericOp extends OpRewritePattern<GenericOp> {
    public RemoveUnusedCycleInGenericOp() {
      super(GenericOp.SPEC, GenericOp::of);
    }

    @Override
    public boolean matchAndRewrite(GenericOp op, PatternRewriter rewriter) {
      if (!op.hasPureTensorSemantics()) {
        return false;
      }
      boolean removed = false;
      for (int i = 0; i < op.numDpsInits(); i++) {
        if (!op.getOperation().getResult(i).hasNoUses()) {
          continue;
        }
        BlockArgument outputArg = op.body().getArgument(op.numDpsInputs() + i);
        if (!outputArg.hasOneUse()) {
          continue;
        }
        Operation cycle = outputArg.getUses().iterator().next().getOwner();
        if (!cycle.hasOneUse()) {
          continue;
        }
        Operation cycleUser = firstUser(cycle);
        if (!YieldOp.SPEC.isa(cycleUser) || cycleUser.getOperand(i) != cycle.getResult(0)) {
          continue;
        }
        rewriter.replaceOp(cycle, List.of(outputArg));
        rewriter.modifyOpInPlace(op.getOperation(), () -> { });
        removed = true;
      }
      return removed;
    }

    private static Operation firstUser(Operation op) {
      for (Value r : op.getResults()) {
        for (var use : r.getUses()) {
          return use.getOwner();
        }
      }
      return null;
    }
  }
}
