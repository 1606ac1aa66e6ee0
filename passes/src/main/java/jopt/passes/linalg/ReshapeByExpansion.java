package jopt.passes.linalg;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;
import jopt.dialects.affine.AffineComposition;
import jopt.dialects.linalg.GenericOp;
import jopt.dialects.linalg.IndexOp;
import jopt.dialects.linalg.LinalgOp;
import jopt.dialects.linalg.NamedOps;
import jopt.dialects.linalg.TransposeOp;
import jopt.dialects.tensor.CollapseShapeOp;
import jopt.dialects.tensor.ExpandShapeOp;
import jopt.dialects.tensor.MixedValues;
import jopt.dialects.tensor.PadOp;
import jopt.dialects.utils.Reassociations;
import jopt.ir.Location;
import jopt.ir.OpOperand;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.RewritePattern;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;

/**
 * MLIR's fusion of reshapes with structured ops by expanding the loops
 * (populateFoldReshapeOpsByExpansionPatterns): a {@code tensor.collapse_shape} feeding a
 * linalg op, or a {@code tensor.expand_shape} of its result, disappears into an op over the
 * expanded loops, the other operands reshaped to match; pads move across the reshapes the same
 * way.
 */
public final class ReshapeByExpansion {
  private ReshapeByExpansion() {}

  public static List<RewritePattern> patterns(Predicate<OpOperand> control) {
    return List.of(new FoldReshapeWithGenericOpByExpansion(control), new FoldPadWithProducerReshapeOpByExpansion(control),
        new FoldReshapeWithProducerPadOpByExpansion(control), new FoldWithProducerReshapeOpByExpansion(control));
  }

  /** MLIR's isFusableWithReshapeByDimExpansion. */
  static boolean isFusableWithReshapeByDimExpansion(LinalgOp op, int operandNumber) {
    if (!op.hasPureTensorSemantics()) {
      return false;
    }
    for (AffineMap m : op.indexingMaps()) {
      if (!m.isProjectedPermutation(false)) {
        return false;
      }
    }
    return op.matchingIndexingMap(operandNumber).getNumResults() > 0;
  }

  /** MLIR's ExpansionInfo: how each loop of the op splits into loops of the expanded op. */
  static final class ExpansionInfo {
    final List<long[]> reassociation = new ArrayList<>();
    final List<List<OpFoldResult>> expandedShapeMap = new ArrayList<>();
    List<OpFoldResult> originalLoopExtent;
    int expandedOpNumDims;

    boolean compute(LinalgOp op, int operandNumber, List<long[]> groups, List<OpFoldResult> expandedShape,
        PatternRewriter rewriter) {
      if (groups.isEmpty()) {
        return false;
      }
      AffineMap fusedMap = op.matchingIndexingMap(operandNumber);
      var ip = rewriter.saveInsertionPoint();
      rewriter.setInsertionPoint(op.getOperation());
      originalLoopExtent = LinalgUtils.createLoopSizes(rewriter, op.getLoc(), op);
      rewriter.restoreInsertionPoint(ip);
      int n = fusedMap.getNumDims();
      int[] numExpanded = new int[n];
      Arrays.fill(numExpanded, 1);
      for (int i = 0; i < n; i++) {
        expandedShapeMap.add(null);
      }
      for (int i = 0; i < fusedMap.getNumResults(); i++) {
        int pos = ((jopt.ir.affine.AffineDimExpr) fusedMap.getResult(i)).getPosition();
        long[] group = groups.get(i);
        numExpanded[pos] = group.length;
        expandedShapeMap.set(pos, new ArrayList<>(expandedShape.subList((int) group[0], (int) group[0] + group.length)));
      }
      for (int i = 0; i < n; i++) {
        if (expandedShapeMap.get(i) == null) {
          expandedShapeMap.set(i, new ArrayList<>(List.of(originalLoopExtent.get(i))));
        }
      }
      int sum = 0;
      for (int k : numExpanded) {
        long[] seq = new long[k];
        for (int j = 0; j < k; j++) {
          seq[j] = sum + j;
        }
        reassociation.add(seq);
        sum += k;
      }
      expandedOpNumDims = sum;
      return true;
    }

    long[] expandedDims(int i) {
      return reassociation.get(i);
    }
  }

  /** MLIR's getIndexingMapInExpandedOp. */
  static AffineMap indexingMapInExpandedOp(AffineMap map, ExpansionInfo info) {
    List<AffineExpr> exprs = new ArrayList<>();
    for (AffineExpr e : map.getResults()) {
      for (long d : info.expandedDims(((jopt.ir.affine.AffineDimExpr) e).getPosition())) {
        exprs.add(AffineExpr.dim((int) d));
      }
    }
    return AffineMap.get(info.expandedOpNumDims, map.getNumSymbols(), exprs);
  }

  /** MLIR's getExpandedShapeAndType: the mixed sizes of the operand in the expanded op. */
  static List<OpFoldResult> expandedShape(AffineMap map, ExpansionInfo info) {
    List<OpFoldResult> r = new ArrayList<>();
    for (AffineExpr e : map.getResults()) {
      r.addAll(info.expandedShapeMap.get(((jopt.ir.affine.AffineDimExpr) e).getPosition()));
    }
    return r;
  }

  static RankedTensorType expandedType(RankedTensorType original, List<OpFoldResult> shape) {
    return RankedTensorType.get(MixedValues.of(shape).statics(), original.getElementType());
  }

  /** MLIR's getReassociationForExpansion. */
  static List<long[]> reassociationForExpansion(AffineMap map, ExpansionInfo info) {
    List<long[]> r = new ArrayList<>();
    int next = 0;
    for (AffineExpr e : map.getResults()) {
      int k = info.expandedDims(((jopt.ir.affine.AffineDimExpr) e).getPosition()).length;
      long[] g = new long[k];
      for (int j = 0; j < k; j++) {
        g[j] = next++;
      }
      r.add(g);
    }
    return r;
  }

  /** MLIR's updateExpandedGenericOpRegion: each split loop's index is the linearized new indices. */
  static void updateExpandedRegion(PatternRewriter rewriter, Location loc, jopt.ir.Block body, ExpansionInfo info) {
    List<Operation> indexOps = new ArrayList<>();
    for (Operation op : body.getOperations()) {
      if (IndexOp.SPEC.isa(op)) {
        indexOps.add(op);
      }
    }
    for (Operation indexOp : indexOps) {
      int dim = (int) IndexOp.of(indexOp).dim();
      long[] expanded = info.expandedDims(dim);
      if (expanded.length == 1 && expanded[0] == dim) {
        continue;
      }
      var ip = rewriter.saveInsertionPoint();
      rewriter.setInsertionPointAfter(indexOp);
      List<OpFoldResult> shapes = info.expandedShapeMap.get(dim);
      List<Value> indices = new ArrayList<>();
      for (int j = 1; j < expanded.length; j++) {
        indices.add(IndexOp.create(rewriter, loc, expanded[j]).getOperation().getResult(0));
      }
      OpFoldResult newIndex = OpFoldResult.of(IndexOp.create(rewriter, loc, expanded[0]).getOperation().getResult(0));
      AffineMap map = AffineMap.get(2, 1, AffineExpr.dim(0).add(AffineExpr.dim(1).mul(AffineExpr.symbol(0))));
      for (int j = 0; j < indices.size(); j++) {
        newIndex = AffineComposition.makeComposedFoldedAffineApply(rewriter, indexOp.getLoc(), map,
            List.of(OpFoldResult.of(indices.get(j)), newIndex, shapes.get(j + 1)));
      }
      Value v = LinalgUtils.valueOrConstantIndex(rewriter, indexOp.getLoc(), newIndex);
      rewriter.replaceOp(indexOp, List.of(v));
      rewriter.restoreInsertionPoint(ip);
    }
  }

  /** MLIR's createExpandedOp: transposes stay transposes, fills and copies are cloned, others become generics. */
  private static Operation createExpandedOp(PatternRewriter rewriter, LinalgOp op, List<Type> resultTypes,
      List<Value> inputs, List<Value> outputs, List<AffineMap> maps, ExpansionInfo info) {
    Operation o = op.getOperation();
    if (TransposeOp.SPEC.isa(o)) {
      long[] inverse = invert(TransposeOp.of(o).permutation());
      List<Long> perm = new ArrayList<>();
      for (long p : inverse) {
        for (long d : info.expandedDims((int) p)) {
          perm.add(d);
        }
      }
      long[] flat = perm.stream().mapToLong(Long::longValue).toArray();
      return TransposeOp.create(rewriter, o.getLoc(), inputs.get(0), outputs.get(0), invert(flat)).getOperation();
    }
    if (NamedOps.FILL.isa(o) || NamedOps.COPY.isa(o)) {
      List<Value> operands = new ArrayList<>(inputs);
      operands.addAll(outputs);
      return rewriter.clone(o, resultTypes, operands);
    }
    List<String> iterators = new ArrayList<>();
    for (int i = 0; i < info.expandedOpNumDims; i++) {
      iterators.add("parallel");
    }
    List<String> original = op.iteratorTypes();
    for (int i = 0; i < original.size(); i++) {
      for (long j : info.expandedDims(i)) {
        iterators.set((int) j, original.get(i));
      }
    }
    GenericOp fused = GenericOp.create(rewriter, o.getLoc(), resultTypes, inputs, outputs, maps, iterators, null);
    rewriter.cloneRegionBefore(o.getRegion(0), fused.getOperation().getRegion(0), null, new java.util.HashMap<>());
    updateExpandedRegion(rewriter, o.getLoc(), fused.body(), info);
    return fused.getOperation();
  }

  static long[] invert(long[] perm) {
    long[] r = new long[perm.length];
    for (int i = 0; i < perm.length; i++) {
      r[(int) perm[i]] = i;
    }
    return r;
  }

  /** MLIR's fuseWithReshapeByExpansion; null when the fusion does not apply. */
  static List<Value> fuseWithReshapeByExpansion(LinalgOp op, Operation reshape, int operandNumber,
      PatternRewriter rewriter) {
    Location loc = op.getLoc();
    List<OpFoldResult> expandedShape;
    List<long[]> groups;
    Value src;
    if (ExpandShapeOp.SPEC.isa(reshape)) {
      ExpandShapeOp expand = ExpandShapeOp.of(reshape);
      if (!jopt.passes.transforms.ValueMotion.moveValueDefinitions(rewriter, expand.outputShape(), op.getOperation())) {
        return null;
      }
      expandedShape = expand.mixedOutputShape();
      groups = expand.reassociation();
      src = expand.src();
    } else if (CollapseShapeOp.SPEC.isa(reshape)) {
      CollapseShapeOp collapse = CollapseShapeOp.of(reshape);
      expandedShape = LinalgUtils.getMixedSizes(rewriter, reshape.getLoc(), collapse.src());
      groups = jopt.ir.attr.ArrayAttr.indexLists(reshape.getAttr("reassociation"));
      src = collapse.src();
    } else {
      return null;
    }
    ExpansionInfo info = new ExpansionInfo();
    if (!info.compute(op, operandNumber, groups, expandedShape, rewriter)) {
      return null;
    }
    List<AffineMap> maps = new ArrayList<>();
    for (AffineMap m : op.indexingMaps()) {
      maps.add(indexingMapInExpandedOp(m, info));
    }
    rewriter.setInsertionPoint(op.getOperation());
    List<Value> inputs = new ArrayList<>();
    for (int i = 0; i < op.numDpsInputs(); i++) {
      Value v = op.getOperation().getOperand(i);
      if (i == operandNumber) {
        inputs.add(src);
        continue;
      }
      if (v.getType() instanceof RankedTensorType type) {
        Value expanded = expandOperand(rewriter, loc, v, type, op.matchingIndexingMap(i), info);
        if (expanded == null) {
          return null;
        }
        inputs.add(expanded);
        continue;
      }
      inputs.add(v);
    }
    List<Value> outputs = new ArrayList<>();
    for (int i = op.numDpsInputs(); i < op.getOperation().getNumOperands(); i++) {
      Value v = op.getOperation().getOperand(i);
      Value expanded = expandOperand(rewriter, loc, v, (RankedTensorType) v.getType(), op.matchingIndexingMap(i), info);
      if (expanded == null) {
        return null;
      }
      outputs.add(expanded);
    }
    List<Type> resultTypes = new ArrayList<>();
    for (Value v : outputs) {
      resultTypes.add(v.getType());
    }
    Operation fused = createExpandedOp(rewriter, op, resultTypes, inputs, outputs, maps, info);
    List<Value> results = new ArrayList<>();
    for (OpResult r : op.getOperation().getResults()) {
      int n = r.getResultNumber();
      if (!resultTypes.get(n).equals(r.getType())) {
        List<long[]> reassociation = reassociationForExpansion(
            op.matchingIndexingMap(op.numDpsInputs() + op.tiedInitIndex(n)), info);
        results.add(CollapseShapeOp.create(rewriter, op.getLoc(), r.getType(), fused.getResult(n), reassociation)
            .getOperation().getResult(0));
      } else {
        results.add(fused.getResult(n));
      }
    }
    return results;
  }

  /** The operand expanded to its shape in the expanded op; itself when that is its type; null when the shapes disagree. */
  private static Value expandOperand(PatternRewriter rewriter, Location loc, Value v, RankedTensorType type,
      AffineMap map, ExpansionInfo info) {
    List<OpFoldResult> shape = expandedShape(map, info);
    RankedTensorType expandedType = expandedType(type, shape);
    if (expandedType.equals(type)) {
      return v;
    }
    List<long[]> reassociation = reassociationForExpansion(map, info);
    if (!Reassociations.shapesAreCompatible(type.getShape(), expandedType.getShape(), reassociation)) {
      return null;
    }
    return ExpandShapeOp.create(rewriter, loc, expandedType, v, reassociation, shape).getOperation().getResult(0);
  }

  /** MLIR's FoldWithProducerReshapeOpByExpansion: a collapsed input of a linalg op. */
  public static final class FoldWithProducerReshapeOpByExpansion extends LinalgOpRewritePattern {
    private final Predicate<OpOperand> control;

    public FoldWithProducerReshapeOpByExpansion(Predicate<OpOperand> control) {
      this.control = control;
    }

    @Override
    boolean matchAndRewrite(LinalgOp op, PatternRewriter rewriter) {
      Operation o = op.getOperation();
      for (int i = 0; i < op.numDpsInputs(); i++) {
        Operation reshape = o.getOperand(i).getDefiningOp();
        if (reshape == null || !CollapseShapeOp.SPEC.isa(reshape)) {
          continue;
        }
        if (!isFusableWithReshapeByDimExpansion(op, i) || !control.test(o.getOpOperand(i))) {
          continue;
        }
        List<Value> replacements = fuseWithReshapeByExpansion(op, reshape, i, rewriter);
        if (replacements == null) {
          return false;
        }
        rewriter.replaceOp(o, replacements);
        return true;
      }
      return false;
    }
  }

  /** MLIR's FoldReshapeWithGenericOpByExpansion: an expanded result of a linalg op. */
  public static final class FoldReshapeWithGenericOpByExpansion extends OpRewritePattern<ExpandShapeOp> {
    private final Predicate<OpOperand> control;

    public FoldReshapeWithGenericOpByExpansion(Predicate<OpOperand> control) {
      super(ExpandShapeOp.SPEC, ExpandShapeOp::of);
      this.control = control;
    }

    @Override
    public boolean matchAndRewrite(ExpandShapeOp reshape, PatternRewriter rewriter) {
      if (!(reshape.src() instanceof OpResult producerResult)) {
        return false;
      }
      LinalgOp producer = LinalgOp.of(producerResult.getOwner());
      if (producer == null) {
        return false;
      }
      int init = producer.numDpsInputs() + producer.tiedInitIndex(producerResult.getResultNumber());
      if (!isFusableWithReshapeByDimExpansion(producer, init)
          || !control.test(reshape.getOperation().getOpOperand(0))) {
        return false;
      }
      List<Value> replacements = fuseWithReshapeByExpansion(producer, reshape.getOperation(), init, rewriter);
      if (replacements == null) {
        return false;
      }
      Value replacement = replacements.get(producerResult.getResultNumber());
      Operation def = replacement.getDefiningOp();
      if (def != null && CollapseShapeOp.SPEC.isa(def)) {
        replacement = def.getOperand(0);
      }
      rewriter.replaceOp(reshape.getOperation(), List.of(replacement));
      rewriter.replaceOp(producer.getOperation(), replacements);
      return true;
    }
  }

  /** MLIR's PadDimInfo and computeExpandedPadding; null when the pad cannot move. */
  private record PadDims(long[] paddedShape, List<OpFoldResult> low, List<OpFoldResult> high) {}

  private static PadDims computeExpandedPadding(PadOp pad, long[] expandedShape, List<long[]> groups) {
    if (pad.constantPaddingValue() == null) {
      return null;
    }
    long[] low = pad.staticLow();
    long[] high = pad.staticHigh();
    for (int i = 0; i < groups.size(); i++) {
      if (groups.get(i).length != 1 && (low[i] != 0 || high[i] != 0)) {
        return null;
      }
    }
    List<OpFoldResult> mixedLow = pad.mixedLowPad();
    List<OpFoldResult> mixedHigh = pad.mixedHighPad();
    long[] padded = ((RankedTensorType) pad.result().getType()).getShape();
    long[] shape = expandedShape.clone();
    List<OpFoldResult> lo = new ArrayList<>();
    List<OpFoldResult> hi = new ArrayList<>();
    for (int i = 0; i < shape.length; i++) {
      lo.add(OpFoldResult.of(IntegerAttr.getIndex(0)));
      hi.add(OpFoldResult.of(IntegerAttr.getIndex(0)));
    }
    for (int i = 0; i < groups.size(); i++) {
      long[] g = groups.get(i);
      if (g.length == 1) {
        shape[(int) g[0]] = padded[i];
        lo.set((int) g[0], mixedLow.get(i));
        hi.set((int) g[0], mixedHigh.get(i));
      }
    }
    return new PadDims(shape, lo, hi);
  }

  /** MLIR's FoldPadWithProducerReshapeOpByExpansion: pad(collapse(x)) becomes collapse(pad(x)). */
  public static final class FoldPadWithProducerReshapeOpByExpansion extends OpRewritePattern<PadOp> {
    private final Predicate<OpOperand> control;

    public FoldPadWithProducerReshapeOpByExpansion(Predicate<OpOperand> control) {
      super(PadOp.SPEC, PadOp::of);
      this.control = control;
    }

    @Override
    public boolean matchAndRewrite(PadOp pad, PatternRewriter rewriter) {
      Operation reshape = pad.source().getDefiningOp();
      if (reshape == null || !CollapseShapeOp.SPEC.isa(reshape) || !control.test(pad.getOperation().getOpOperand(0))) {
        return false;
      }
      RankedTensorType expandedType = (RankedTensorType) reshape.getOperand(0).getType();
      List<long[]> groups = jopt.ir.attr.ArrayAttr.indexLists(reshape.getAttr("reassociation"));
      PadDims dims = computeExpandedPadding(pad, expandedType.getShape(), groups);
      if (dims == null) {
        return false;
      }
      RankedTensorType resultType = (RankedTensorType) pad.result().getType();
      Location loc = pad.getLoc();
      PadOp newPad = PadOp.create(rewriter, loc, RankedTensorType.get(dims.paddedShape(), resultType.getElementType(),
          resultType.getEncoding()), reshape.getOperand(0), dims.low(), dims.high(), pad.constantPaddingValue(), pad.nofold());
      Operation collapse = CollapseShapeOp.create(rewriter, loc, resultType, newPad.result(), groups).getOperation();
      rewriter.replaceOp(pad.getOperation(), collapse.getResults());
      return true;
    }
  }

  /** MLIR's FoldReshapeWithProducerPadOpByExpansion: expand(pad(x)) becomes pad(expand(x)). */
  public static final class FoldReshapeWithProducerPadOpByExpansion extends OpRewritePattern<ExpandShapeOp> {
    private final Predicate<OpOperand> control;

    public FoldReshapeWithProducerPadOpByExpansion(Predicate<OpOperand> control) {
      super(ExpandShapeOp.SPEC, ExpandShapeOp::of);
      this.control = control;
    }

    @Override
    public boolean matchAndRewrite(ExpandShapeOp expand, PatternRewriter rewriter) {
      Operation padOp = expand.src().getDefiningOp();
      if (padOp == null || !PadOp.SPEC.isa(padOp) || !control.test(expand.getOperation().getOpOperand(0))) {
        return false;
      }
      PadOp pad = PadOp.of(padOp);
      RankedTensorType expandedType = (RankedTensorType) expand.result().getType();
      List<long[]> groups = expand.reassociation();
      PadDims dims = computeExpandedPadding(pad, expandedType.getShape(), groups);
      if (dims == null) {
        return false;
      }
      Location loc = expand.getLoc();
      List<OpFoldResult> sizes = new ArrayList<>(expand.mixedOutputShape());
      long[] shape = expandedType.getShape().clone();
      rewriter.setInsertionPointAfterValue(pad.source());
      List<OpFoldResult> srcSizes = LinalgUtils.getMixedSizes(rewriter, loc, pad.source());
      RankedTensorType srcType = (RankedTensorType) pad.source().getType();
      for (int i = 0; i < groups.size(); i++) {
        long[] g = groups.get(i);
        if (g.length == 1) {
          shape[(int) g[0]] = srcType.getDimSize(i);
          sizes.set((int) g[0], srcSizes.get(i));
        }
      }
      Value newExpand = ExpandShapeOp.create(rewriter, loc, RankedTensorType.get(shape, expandedType.getElementType(),
          expandedType.getEncoding()), pad.source(), groups, sizes).getOperation().getResult(0);
      RankedTensorType paddedType = (RankedTensorType) pad.result().getType();
      rewriter.setInsertionPoint(expand.getOperation());
      PadOp newPad = PadOp.create(rewriter, loc, RankedTensorType.get(dims.paddedShape(), paddedType.getElementType(),
          paddedType.getEncoding()), newExpand, dims.low(), dims.high(), pad.constantPaddingValue(), pad.nofold());
      rewriter.replaceOp(expand.getOperation(), List.of(newPad.result()));
      return true;
    }
  }

  static boolean isDynamic(long d) {
    return d == ShapedType.DYNAMIC;
  }
}
