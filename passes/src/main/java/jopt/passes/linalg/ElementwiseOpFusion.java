package jopt.passes.linalg;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import jopt.dialects.affine.AffineApplyOp;
import jopt.dialects.linalg.GenericOp;
import jopt.dialects.linalg.IndexOp;
import jopt.dialects.linalg.LinalgOp;
import jopt.dialects.linalg.YieldOp;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.OpOperand;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.affine.AffineDimExpr;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.type.MemRefType;
import jopt.ir.type.RankedTensorType;

/**
 * MLIR's elementwise producer-consumer fusion of {@code linalg.generic} ops on tensors
 * (areElementwiseOpsFusable, fuseElementwiseOps and the FuseElementwiseOps pattern): a generic
 * whose input is the result of an all-parallel generic, read through a permutation, takes the
 * producer's inputs and body; the producer's results used elsewhere stay results of the fused
 * op.
 */
public final class ElementwiseOpFusion {
  private ElementwiseOpFusion() {}

  /** The default control function of linalg-fuse-elementwise-ops: the producer has one use. */
  public static final Predicate<OpOperand> PRODUCER_HAS_ONE_USE = operand -> {
    Operation producer = operand.get().getDefiningOp();
    return producer != null && producer.hasOneUse();
  };

  /** The result of a fusion: the fused op and what replaces each fused op's results. */
  public record Result(GenericOp fusedOp, Map<Value, Value> replacements) {}

  /** The map from the fused op's loops to a producer operand's indices. */
  private static AffineMap producerOperandMapInFusedOp(LinalgOp producer, int producerOperand,
      AffineMap producerResultMap, AffineMap consumerOperandMap) {
    AffineMap inverse = AffineMap.inversePermutation(producerResultMap);
    AffineMap argMap = producer.matchingIndexingMap(producerOperand);
    return argMap.compose(inverse).compose(consumerOperandMap);
  }

  /** Whether the loop bounds of the two ops, without the given operands, are still computable. */
  private static boolean canDropAfterFusion(GenericOp producer, GenericOp consumer,
      List<OpOperand> ignored) {
    List<AffineMap> maps = new ArrayList<>();
    for (GenericOp op : List.of(producer, consumer)) {
      for (OpOperand o : op.getOperation().getOpOperands()) {
        if (!ignored.contains(o)) {
          maps.add(op.matchingIndexingMap(o.getOperandNumber()));
        }
      }
    }
    if (maps.isEmpty()) {
      return producer.numLoops() == 0 && consumer.numLoops() == 0;
    }
    return AffineMap.inversePermutation(AffineMap.concatAffineMaps(maps)) != null;
  }

  /** MLIR's getPreservedProducerResults: the producer results the fused op must still return. */
  public static Set<Integer> preservedProducerResults(GenericOp producer, GenericOp consumer,
      OpOperand fusedOperand) {
    Set<Integer> preserved = new TreeSet<>();
    List<OpOperand> ignored = new ArrayList<>();
    ignored.add(fusedOperand);
    for (int i = 0; i < producer.getOperation().getNumResults(); i++) {
      OpOperand output = producer.getOperation().getOpOperand(producer.numDpsInputs() + producer.tiedInitIndex(i));
      ignored.add(output);
      boolean usedElsewhere = false;
      for (Operation user : producer.getOperation().getResult(i).getUsers()) {
        usedElsewhere |= user != consumer.getOperation();
      }
      if (producer.payloadUsesValueFromOperand(output.getOperandNumber())
          || !canDropAfterFusion(producer, consumer, ignored) || usedElsewhere) {
        preserved.add(i);
        ignored.remove(ignored.size() - 1);
      }
    }
    return preserved;
  }

  /** MLIR's areElementwiseOpsFusable. */
  public static boolean areElementwiseOpsFusable(OpOperand fusedOperand) {
    if (fusedOperand == null) {
      return false;
    }
    Operation producerOp = fusedOperand.get().getDefiningOp();
    if (producerOp == null || !GenericOp.SPEC.isa(producerOp) || !GenericOp.SPEC.isa(fusedOperand.getOwner())) {
      return false;
    }
    GenericOp producer = GenericOp.of(producerOp);
    GenericOp consumer = GenericOp.of(fusedOperand.getOwner());
    if (!producer.hasPureTensorSemantics() || !(fusedOperand.get().getType() instanceof RankedTensorType)) {
      return false;
    }
    if (producer.numParallelLoops() != producer.numLoops()) {
      return false;
    }
    if (!consumer.isDpsInput(fusedOperand.getOperandNumber())) {
      return false;
    }
    AffineMap consumerIndexMap = consumer.matchingIndexingMap(fusedOperand.getOperandNumber());
    if (consumerIndexMap.getNumResults() != producer.numLoops()) {
      return false;
    }
    OpResult producerResult = (OpResult) fusedOperand.get();
    AffineMap producerResultIndexMap = producer.indexingMapMatchingResult(producerResult.getResultNumber());
    if (!producerResultIndexMap.isPermutation()) {
      return false;
    }
    if (consumer.numReductionLoops() > 0) {
      boolean[] covered = new boolean[consumer.numLoops()];
      List<AffineMap> maps = consumer.indexingMaps();
      for (int i = 0; i < consumer.getOperation().getNumOperands(); i++) {
        if (consumer.getOperation().getOperand(i) != fusedOperand.get()) {
          markDims(maps.get(i), covered);
        }
      }
      for (int i = 0; i < producer.numDpsInputs(); i++) {
        markDims(producerOperandMapInFusedOp(producer, i, producerResultIndexMap, consumerIndexMap), covered);
      }
      for (boolean c : covered) {
        if (!c) {
          return false;
        }
      }
    }
    return true;
  }

  private static void markDims(AffineMap map, boolean[] covered) {
    for (AffineExpr e : map.getResults()) {
      if (e instanceof AffineDimExpr d) {
        covered[d.getPosition()] = true;
      }
    }
  }

  /**
   * MLIR's fuseElementwiseOps; {@link #areElementwiseOpsFusable} must hold. Returns null (and
   * leaves the IR as it was) when the fused op's loop bounds could not be computed.
   */
  public static Result fuseElementwiseOps(PatternRewriter rewriter, OpOperand fusedOperand) {
    OpResult producerResult = (OpResult) fusedOperand.get();
    GenericOp producer = GenericOp.of(producerResult.getOwner());
    GenericOp consumer = GenericOp.of(fusedOperand.getOwner());
    Set<Integer> preserved = preservedProducerResults(producer, consumer, fusedOperand);
    int fusedIdx = fusedOperand.getOperandNumber();

    List<Value> inputs = new ArrayList<>();
    List<Value> outputs = new ArrayList<>();
    List<Type> resultTypes = new ArrayList<>();
    List<AffineMap> maps = new ArrayList<>();
    AffineMap producerResultIndexMap = producer.indexingMapMatchingResult(producerResult.getResultNumber());
    AffineMap consumerOperandMap = consumer.matchingIndexingMap(fusedIdx);
    for (int i = 0; i < fusedIdx; i++) {
      inputs.add(consumer.getOperation().getOperand(i));
      maps.add(consumer.matchingIndexingMap(i));
    }
    for (int i = 0; i < producer.numDpsInputs(); i++) {
      inputs.add(producer.getOperation().getOperand(i));
      maps.add(producerOperandMapInFusedOp(producer, i, producerResultIndexMap, consumerOperandMap));
    }
    for (int i = fusedIdx + 1; i < consumer.numDpsInputs(); i++) {
      inputs.add(consumer.getOperation().getOperand(i));
      maps.add(consumer.matchingIndexingMap(i));
    }
    List<Value> producerInits = producer.dpsInits();
    for (int i = 0; i < producerInits.size(); i++) {
      if (!preserved.contains(i)) {
        continue;
      }
      Value init = producerInits.get(i);
      outputs.add(init);
      maps.add(producerOperandMapInFusedOp(producer, producer.numDpsInputs() + i, producerResultIndexMap,
          consumerOperandMap));
      resultTypes.add(init.getType());
    }
    for (int i = 0; i < consumer.numDpsInits(); i++) {
      Value init = consumer.dpsInits().get(i);
      outputs.add(init);
      maps.add(consumer.matchingIndexingMap(consumer.numDpsInputs() + i));
      if (!(init.getType() instanceof MemRefType)) {
        resultTypes.add(init.getType());
      }
    }

    rewriter.setInsertionPoint(consumer.getOperation());
    GenericOp fused = GenericOp.create(rewriter, consumer.getLoc(), resultTypes, inputs, outputs, maps,
        consumer.iteratorTypes(), null);
    if (fused.shapesToLoopsMap() == null) {
      rewriter.eraseOp(fused.getOperation());
      return null;
    }
    AffineMap consumerToProducerLoops =
        AffineMap.inversePermutation(producerResultIndexMap).compose(consumerOperandMap);
    buildFusedRegion(rewriter, fused, consumerToProducerLoops, fusedOperand, preserved);

    Map<Value, Value> replacements = new LinkedHashMap<>();
    int next = 0;
    for (int i = 0; i < producer.getOperation().getNumResults(); i++) {
      if (preserved.contains(i)) {
        replacements.put(producer.getOperation().getResult(i), fused.getOperation().getResult(next++));
      }
    }
    for (OpResult r : consumer.getOperation().getResults()) {
      replacements.put(r, fused.getOperation().getResult(next++));
    }
    return new Result(fused, replacements);
  }

  /** MLIR's generateFusedElementwiseOpRegion. */
  private static void buildFusedRegion(PatternRewriter rewriter, GenericOp fused, AffineMap consumerToProducerLoops,
      OpOperand fusedOperand, Set<Integer> preserved) {
    GenericOp producer = GenericOp.of(fusedOperand.get().getDefiningOp());
    GenericOp consumer = GenericOp.of(fusedOperand.getOwner());
    Block producerBlock = producer.body();
    Block consumerBlock = consumer.body();
    var ip = rewriter.saveInsertionPoint();
    Block fusedBlock = rewriter.createBlock(fused.getOperation().getRegion(0), List.of(), fused.getLoc());
    Map<Value, Value> mapper = new HashMap<>();
    if (producer.hasIndexSemantics()) {
      List<Value> fusedIndices = new ArrayList<>();
      for (int d = 0; d < fused.numLoops(); d++) {
        fusedIndices.add(IndexOp.create(rewriter, producer.getLoc(), d).getOperation().getResult(0));
      }
      for (Operation op : producerBlock.getOpList()) {
        if (IndexOp.SPEC.isa(op)) {
          int dim = (int) IndexOp.of(op).dim();
          Value applied = AffineApplyOp.create(rewriter, producer.getLoc(),
              consumerToProducerLoops.getSubMap(dim), fusedIndices).getOperation().getResult(0);
          mapper.put(op.getResult(0), applied);
        }
      }
    }
    int fusedIdx = fusedOperand.getOperandNumber();
    List<BlockArgument> consumerArgs = consumerBlock.getArguments();
    List<BlockArgument> producerArgs = producerBlock.getArguments();
    for (int i = 0; i < fusedIdx; i++) {
      mapper.put(consumerArgs.get(i), fusedBlock.addArgument(consumerArgs.get(i).getType(), consumerArgs.get(i).getLoc()));
    }
    for (int i = 0; i < producer.numDpsInputs(); i++) {
      mapper.put(producerArgs.get(i), fusedBlock.addArgument(producerArgs.get(i).getType(), producerArgs.get(i).getLoc()));
    }
    for (int i = fusedIdx + 1; i < consumer.numDpsInputs(); i++) {
      mapper.put(consumerArgs.get(i), fusedBlock.addArgument(consumerArgs.get(i).getType(), consumerArgs.get(i).getLoc()));
    }
    for (int i = 0; i < producer.numDpsInits(); i++) {
      if (preserved.contains(i)) {
        BlockArgument a = producerArgs.get(producer.numDpsInputs() + i);
        mapper.put(a, fusedBlock.addArgument(a.getType(), a.getLoc()));
      }
    }
    for (int i = consumer.numDpsInputs(); i < consumerArgs.size(); i++) {
      mapper.put(consumerArgs.get(i), fusedBlock.addArgument(consumerArgs.get(i).getType(), consumerArgs.get(i).getLoc()));
    }
    Operation producerYield = producerBlock.getTerminator();
    for (Operation op : producerBlock.getOpList()) {
      if (op != producerYield && !IndexOp.SPEC.isa(op)) {
        rewriter.clone(op, mapper);
      }
    }
    Value yielded = producerYield.getOperand(((OpResult) fusedOperand.get()).getResultNumber());
    mapper.put(consumerArgs.get(fusedIdx), mapper.getOrDefault(yielded, yielded));
    Operation consumerYield = consumerBlock.getTerminator();
    for (Operation op : consumerBlock.getOpList()) {
      if (op != consumerYield) {
        rewriter.clone(op, mapper);
      }
    }
    List<Value> yields = new ArrayList<>();
    for (int i = 0; i < producerYield.getNumOperands(); i++) {
      if (preserved.contains(i)) {
        Value v = producerYield.getOperand(i);
        yields.add(mapper.getOrDefault(v, v));
      }
    }
    for (Value v : consumerYield.getOperands()) {
      yields.add(mapper.getOrDefault(v, v));
    }
    rewriter.create(fused.getLoc(), YieldOp.SPEC.name(), yields, List.of(), null);
    rewriter.restoreInsertionPoint(ip);
  }

  /** MLIR's FuseElementwiseOps: fuses the first fusable producer of a generic's operands. */
  public static final class FuseElementwiseOps extends OpRewritePattern<GenericOp> {
    private final Predicate<OpOperand> control;

    public FuseElementwiseOps(Predicate<OpOperand> control) {
      super(GenericOp.SPEC, GenericOp::of);
      this.control = control;
    }

    @Override
    public boolean matchAndRewrite(GenericOp generic, PatternRewriter rewriter) {
      for (OpOperand operand : generic.getOperation().getOpOperands()) {
        if (!areElementwiseOpsFusable(operand) || !control.test(operand)) {
          continue;
        }
        Operation producer = operand.get().getDefiningOp();
        Result result = fuseElementwiseOps(rewriter, operand);
        if (result == null) {
          return false;
        }
        for (Map.Entry<Value, Value> e : result.replacements().entrySet()) {
          rewriter.replaceUsesWithIf(e.getKey(), e.getValue(), use -> use.get().getDefiningOp() != producer);
        }
        rewriter.eraseOp(generic.getOperation());
        return true;
      }
      return false;
    }
  }
}
