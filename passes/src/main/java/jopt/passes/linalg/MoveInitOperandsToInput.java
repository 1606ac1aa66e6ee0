package jopt.passes.linalg;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jopt.dialects.linalg.GenericOp;
import jopt.dialects.tensor.EmptyOp;
import jopt.dialects.tensor.MixedValues;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.attr.NamedAttribute;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.affine.AffineMap;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.type.ShapedType;

/**
 * MLIR's MoveInitOperandsToInput (populateMoveInitOperandsToInputPattern): in a generic of
 * parallel loops only, an init whose value the body reads becomes an input too and the init a
 * {@code tensor.empty} of its shape (the fix-up once unit reduction loops are dropped: the op is
 * then elementwise, and its result needs no initial value).
 */
public final class MoveInitOperandsToInput extends OpRewritePattern<GenericOp> {
  /** The generic's inherent attributes and linalg's memoized maps, which the new op does not copy. */
  private static final Set<String> INHERENT = Set.of("doc", "indexing_maps", "iterator_types", "library_call",
      "operandSegmentSizes", "linalg.memoized_indexing_maps");

  public MoveInitOperandsToInput() {
    super(GenericOp.SPEC, GenericOp::of);
  }

  @Override
  public boolean matchAndRewrite(GenericOp op, PatternRewriter rewriter) {
    Operation o = op.getOperation();
    if (!op.hasPureTensorSemantics() || op.numParallelLoops() != op.numLoops()) {
      return false;
    }
    int numInputs = op.numDpsInputs();
    int numOperands = o.getNumOperands();
    Set<Integer> candidates = new LinkedHashSet<>();
    for (int i = numInputs; i < numOperands; i++) {
      if (op.payloadUsesValueFromOperand(i)) {
        candidates.add(i);
      }
    }
    if (candidates.isEmpty()) {
      return false;
    }
    List<AffineMap> maps = op.indexingMaps();
    List<Value> newInputs = new ArrayList<>(op.dpsInputs());
    List<AffineMap> newMaps = new ArrayList<>(maps.subList(0, numInputs));
    for (int i : candidates) {
      newInputs.add(o.getOperand(i));
      newMaps.add(maps.get(i));
    }
    newMaps.addAll(maps.subList(numInputs, numOperands));
    Location loc = op.getLoc();
    List<Value> newOutputs = new ArrayList<>(op.dpsInits());
    for (int i : candidates) {
      Value init = o.getOperand(i);
      Builder.InsertPoint ip = rewriter.saveInsertionPoint();
      rewriter.setInsertionPointAfterValue(init);
      MixedValues sizes = MixedValues.of(LinalgUtils.getMixedSizes(rewriter, loc, init));
      Value empty = EmptyOp.create(rewriter, loc, sizes.statics(), ((ShapedType) init.getType()).getElementType(),
          sizes.dynamics()).getOperation().getResult(0);
      rewriter.restoreInsertionPoint(ip);
      newOutputs.set(i - numInputs, empty);
    }
    List<Type> resultTypes = new ArrayList<>();
    for (Value r : o.getResults()) {
      resultTypes.add(r.getType());
    }
    GenericOp newOp = GenericOp.create(rewriter, loc, resultTypes, newInputs, newOutputs, newMaps, op.iteratorTypes(),
        null);
    for (NamedAttribute a : o.getAttrDictionary().getValue()) {
      if (!INHERENT.contains(a.name())) {
        newOp.getOperation().setAttr(a.name(), a.value());
      }
    }
    Block oldBlock = op.body();
    Builder.InsertPoint ip = rewriter.saveInsertionPoint();
    Block block = rewriter.createBlock(newOp.getOperation().getRegion(0), List.of(), loc);
    Map<Value, Value> mapping = new HashMap<>();
    for (int i = 0; i < numInputs; i++) {
      Value arg = oldBlock.getArgument(i);
      mapping.put(arg, block.addArgument(arg.getType(), loc));
    }
    for (int i : candidates) {
      Value arg = oldBlock.getArgument(i);
      mapping.put(arg, block.addArgument(arg.getType(), loc));
    }
    for (int i = numInputs; i < numOperands; i++) {
      Value arg = oldBlock.getArgument(i);
      Value added = block.addArgument(arg.getType(), loc);
      if (!candidates.contains(i)) {
        mapping.put(arg, added);
      }
    }
    for (Operation inner : oldBlock.getOpList()) {
      rewriter.clone(inner, mapping);
    }
    rewriter.restoreInsertionPoint(ip);
    rewriter.replaceOp(o, newOp.getOperation().getResults());
    return true;
  }
}
