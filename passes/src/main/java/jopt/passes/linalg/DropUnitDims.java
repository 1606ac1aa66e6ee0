package jopt.passes.linalg;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.linalg.GenericOp;
import jopt.dialects.linalg.IndexOp;
import jopt.dialects.memref.SubViewOp;
import jopt.dialects.tensor.CollapseShapeOp;
import jopt.dialects.tensor.EmptyOp;
import jopt.dialects.tensor.ExpandShapeOp;
import jopt.dialects.tensor.ExtractSliceOp;
import jopt.dialects.tensor.InsertSliceOp;
import jopt.dialects.tensor.MixedValues;
import jopt.dialects.tensor.PadOp;
import jopt.dialects.tensor.TensorTypes;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.affine.AffineConstantExpr;
import jopt.ir.affine.AffineDimExpr;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.attr.StridedLayoutAttr;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.rewrite.OperationFolding;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.type.MemRefType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;

/**
 * MLIR's dropUnitDims (DropUnitDims.cpp) and its patterns: the loops of a {@code linalg.generic}
 * that only run once (they index a unit dim of some operand) are removed; operand dims that are
 * unit and indexed by a removed loop or by the constant 0 are collapsed away, by a
 * {@code collapse_shape} (the reshape strategy) or a rank-reducing {@code extract_slice} /
 * {@code subview} (the slice strategy), and results are expanded back by an
 * {@code expand_shape} or an {@code insert_slice} into the original init. The same for the
 * unit dims of a {@code tensor.pad} that pads them by nothing ({@link DropPadUnitDims}).
 */
public final class DropUnitDims {
  private DropUnitDims() {}

  /** MLIR's ControlDropUnitDims::RankReductionStrategy. */
  public enum Strategy {
    REASSOCIATIVE_RESHAPE,
    EXTRACT_INSERT_SLICE
  }

  /** The pattern on {@code linalg.generic} (upstream's default control allows every loop). */
  public static final class DropUnitDimsPattern extends OpRewritePattern<GenericOp> {
    private final Strategy strategy;

    public DropUnitDimsPattern(Strategy strategy) {
      super(GenericOp.SPEC, GenericOp::of);
      this.strategy = strategy;
    }

    @Override
    public boolean matchAndRewrite(GenericOp op, PatternRewriter rewriter) {
      List<Value> replacements = dropUnitDims(rewriter, op, strategy);
      if (replacements == null) {
        return false;
      }
      rewriter.replaceOp(op.getOperation(), replacements);
      return true;
    }
  }

  /** The operand's static shape (empty for a scalar). */
  private static long[] shapeOf(Value v) {
    return v.getType() instanceof ShapedType s ? s.getShape() : new long[0];
  }

  /** MLIR's dropUnitDims: the replacements of {@code op}'s results, or null when nothing changes. */
  static List<Value> dropUnitDims(PatternRewriter rewriter, GenericOp op, Strategy strategy) {
    Operation o = op.getOperation();
    List<AffineMap> maps = op.indexingMaps();
    int numLoops = op.numLoops();
    if (maps.isEmpty() || numLoops == 0) {
      return null;
    }
    AffineMap inverted = AffineMap.inversePermutation(AffineMap.concatAffineMaps(maps));
    if (inverted == null) {
      return null;
    }
    List<Long> allSizes = new ArrayList<>();
    for (Value v : o.getOperands()) {
      for (long s : shapeOf(v)) {
        allSizes.add(s);
      }
    }
    Set<Integer> unitDims = new TreeSet<>();
    for (int i = 0; i < inverted.getNumResults(); i++) {
      if (inverted.getResult(i) instanceof AffineDimExpr d && allSizes.get(d.getPosition()) == 1) {
        unitDims.add(i);
      }
    }
    List<String> newIterators = new ArrayList<>();
    Map<Integer, Integer> oldToNew = new HashMap<>();
    List<AffineExpr> dimReplacements = new ArrayList<>();
    List<String> iterators = op.iteratorTypes();
    for (int i = 0; i < numLoops; i++) {
      if (unitDims.contains(i)) {
        dimReplacements.add(AffineExpr.constant(0));
      } else {
        oldToNew.put(i, newIterators.size());
        dimReplacements.add(AffineExpr.dim(newIterators.size()));
        newIterators.add(iterators.get(i));
      }
    }
    int numOperands = o.getNumOperands();
    List<AffineMap> newMaps = new ArrayList<>();
    List<List<long[]>> reassociations = new ArrayList<>();
    List<long[]> targetShapes = new ArrayList<>();
    boolean[] collapsed = new boolean[numOperands];
    for (int i = 0; i < numOperands; i++) {
      Value v = o.getOperand(i);
      AffineMap map = maps.get(i);
      if (!hasCollapsibleType(v)) {
        // As mlir-opt-22: an operand that cannot be collapsed (a strided memref, an encoded
        // tensor) indexed by a unit loop keeps the whole op as it is.
        for (AffineExpr e : map.getResults()) {
          for (int d : unitDims) {
            if (e.isFunctionOfDim(d)) {
              return null;
            }
          }
        }
        newMaps.add(map.replaceDimsAndSymbols(dimReplacements, List.of(), oldToNew.size(), 0));
        targetShapes.add(shapeOf(v));
        reassociations.add(List.of());
        continue;
      }
      long[] shape = shapeOf(v);
      List<AffineExpr> exprs = map.getResults();
      List<long[]> groups = new ArrayList<>();
      List<AffineExpr> newExprs = new ArrayList<>();
      List<Long> target = new ArrayList<>();
      List<Long> group = new ArrayList<>();
      int dim = 0;
      while (dim < shape.length && isUnitDim(exprs.get(dim), shape[dim], oldToNew)) {
        group.add((long) dim++);
      }
      while (dim < shape.length) {
        group.add((long) dim);
        newExprs.add(exprs.get(dim).replaceDimsAndSymbols(dimReplacements, List.of()));
        target.add(shape[dim]);
        dim++;
        while (dim < shape.length && isUnitDim(exprs.get(dim), shape[dim], oldToNew)) {
          group.add((long) dim++);
        }
        groups.add(toArray(group));
        group.clear();
      }
      AffineMap newMap = AffineMap.get(oldToNew.size(), map.getNumSymbols(), newExprs);
      newMaps.add(newMap);
      reassociations.add(groups);
      targetShapes.add(toArray(target));
      collapsed[i] = newMap.getNumResults() != map.getNumResults();
    }
    if (newMaps.equals(maps) || AffineMap.inversePermutation(AffineMap.concatAffineMaps(newMaps)) == null) {
      return null;
    }
    Location loc = op.getLoc();
    List<Value> newOperands = new ArrayList<>();
    for (int i = 0; i < numOperands; i++) {
      Value v = o.getOperand(i);
      newOperands.add(collapsed[i]
          ? collapseValue(rewriter, loc, v, targetShapes.get(i), reassociations.get(i), strategy) : v);
    }
    int numInputs = op.numDpsInputs();
    List<Value> newInputs = newOperands.subList(0, numInputs);
    List<Value> newOutputs = newOperands.subList(numInputs, numOperands);
    List<Type> resultTypes = new ArrayList<>();
    for (int i = 0; i < o.getNumResults(); i++) {
      resultTypes.add(newOutputs.get(i).getType());
    }
    GenericOp replacement = GenericOp.create(rewriter, loc, resultTypes, newInputs, newOutputs, newMaps, newIterators,
        null);
    replacement.getOperation().getRegion(0).takeBody(o.getRegion(0));
    replaceUnitDimIndexOps(replacement, unitDims, rewriter);
    List<Value> results = new ArrayList<>();
    for (int i = 0; i < replacement.getOperation().getNumResults(); i++) {
      Value result = replacement.getOperation().getResult(i);
      int operand = numInputs + i;
      results.add(collapsed[operand]
          ? expandValue(rewriter, loc, result, o.getOperand(operand), reassociations.get(operand), strategy)
          : result);
    }
    return results;
  }

  /** Whether the operand can be collapsed: an identity-layout memref or a ranked tensor without encoding. */
  private static boolean hasCollapsibleType(Value v) {
    if (v.getType() instanceof MemRefType m) {
      return m.hasIdentityLayout();
    }
    return v.getType() instanceof RankedTensorType t && t.getEncoding() == null;
  }

  /** A unit dim indexed by a dropped loop or by the constant 0. */
  private static boolean isUnitDim(AffineExpr e, long size, Map<Integer, Integer> oldToNew) {
    if (e instanceof AffineDimExpr d) {
      return !oldToNew.containsKey(d.getPosition()) && size == 1;
    }
    return size == 1 && e instanceof AffineConstantExpr c && c.value() == 0;
  }

  /** MLIR's replaceUnitDimIndexOps: a dropped loop's index is 0, the others renumbered. */
  private static void replaceUnitDimIndexOps(GenericOp op, Set<Integer> unitDims, PatternRewriter rewriter) {
    List<Operation> indexOps = new ArrayList<>();
    for (Operation inner : op.body().getOperations()) {
      if (IndexOp.SPEC.isa(inner)) {
        indexOps.add(inner);
      }
    }
    jopt.ir.rewrite.Builder.InsertPoint ip = rewriter.saveInsertionPoint();
    for (Operation index : indexOps) {
      long dim = ((IntegerAttr) index.getAttr("dim")).getValue();
      rewriter.setInsertionPoint(index);
      if (unitDims.contains((int) dim)) {
        rewriter.replaceOp(index, List.of(ConstantOp.createIndex(rewriter, index.getLoc(), 0)));
        continue;
      }
      long dropped = unitDims.stream().filter(d -> d < dim).count();
      if (dropped != 0) {
        rewriter.replaceOp(index, IndexOp.create(rewriter, index.getLoc(), dim - dropped).getOperation().getResults());
      }
    }
    rewriter.restoreInsertionPoint(ip);
  }

  /** MLIR's collapseValue: {@code v} with the unit dims of {@code reassociation} removed. */
  static Value collapseValue(PatternRewriter rewriter, Location loc, Value v, long[] targetShape,
      List<long[]> reassociation, Strategy strategy) {
    if (v.getType() instanceof MemRefType m) {
      if (strategy == Strategy.EXTRACT_INSERT_SLICE) {
        return rankReducingSubView(rewriter, loc, v, m, targetShape);
      }
      // An identity-layout source collapses to the identity layout in its memory space.
      return jopt.dialects.memref.CollapseShapeOp.create(rewriter, loc, v, reassociation).getOperation().getResult(0);
    }
    RankedTensorType t = (RankedTensorType) v.getType();
    RankedTensorType target = RankedTensorType.get(targetShape, t.getElementType(), t.getEncoding());
    if (strategy == Strategy.EXTRACT_INSERT_SLICE) {
      if (java.util.Arrays.equals(t.getShape(), targetShape)) {
        return v;
      }
      int rank = t.getRank();
      List<OpFoldResult> sizes = LinalgUtils.getMixedSizes(rewriter, loc, v);
      Operation slice = ExtractSliceOp.create(new jopt.ir.rewrite.Builder(rewriter.getContext()), loc, target, v,
          indexAttrs(rank, 0), sizes, indexAttrs(rank, 1)).getOperation();
      return OperationFolding.createOrFold(rewriter, slice).get(0);
    }
    return CollapseShapeOp.create(rewriter, loc, target, v, reassociation).getOperation().getResult(0);
  }

  /** MLIR's createCanonicalRankReducingSubViewOp: a zero-offset unit-stride subview to {@code targetShape}. */
  private static Value rankReducingSubView(PatternRewriter rewriter, Location loc, Value v, MemRefType m,
      long[] targetShape) {
    if (java.util.Arrays.equals(m.getShape(), targetShape)) {
      return v;
    }
    int rank = m.getRank();
    MixedValues sizes = MixedValues.of(LinalgUtils.getMixedSizes(rewriter, loc, v));
    long[] zeros = new long[rank];
    long[] ones = new long[rank];
    java.util.Arrays.fill(ones, 1);
    MemRefType full = SubViewOp.inferResultType(m, zeros, sizes.statics(), ones);
    boolean[] dropped = TensorTypes.droppedDims(full.getShape(), targetShape);
    StridedLayoutAttr layout = (StridedLayoutAttr) full.getLayout();
    long[] strides = layout.getStrides();
    long[] kept = new long[targetShape.length];
    int k = 0;
    for (int i = 0; i < rank; i++) {
      if (!dropped[i]) {
        kept[k++] = strides[i];
      }
    }
    MemRefType type = MemRefType.get(targetShape, m.getElementType(), StridedLayoutAttr.get(layout.getOffset(), kept),
        m.getMemorySpace());
    Operation subview = SubViewOp.create(new jopt.ir.rewrite.Builder(rewriter.getContext()), loc, type, v, zeros,
        sizes.statics(), ones, List.of(), sizes.dynamics(), List.of()).getOperation();
    return OperationFolding.createOrFold(rewriter, subview).get(0);
  }

  /** MLIR's expandValue: {@code result} back to the type of {@code origDest}. */
  static Value expandValue(PatternRewriter rewriter, Location loc, Value result, Value origDest,
      List<long[]> reassociation, Strategy strategy) {
    RankedTensorType type = (RankedTensorType) origDest.getType();
    if (strategy == Strategy.EXTRACT_INSERT_SLICE) {
      int rank = type.getRank();
      List<OpFoldResult> sizes = LinalgUtils.getMixedSizes(rewriter, loc, origDest);
      Operation insert = InsertSliceOp.create(new jopt.ir.rewrite.Builder(rewriter.getContext()), loc, result, origDest,
          indexAttrs(rank, 0), sizes, indexAttrs(rank, 1)).getOperation();
      return OperationFolding.createOrFold(rewriter, insert).get(0);
    }
    return ExpandShapeOp.create(rewriter, loc, type, result, reassociation,
        expandedShape(rewriter, loc, type, result, reassociation)).getOperation().getResult(0);
  }

  /**
   * MLIR's inferExpandShapeOutputShape where every group has one dim that is not a static 1:
   * a static size, or the collapsed dim's size.
   */
  private static List<OpFoldResult> expandedShape(PatternRewriter rewriter, Location loc, RankedTensorType type,
      Value collapsed, List<long[]> reassociation) {
    int[] groupOf = new int[type.getRank()];
    for (int g = 0; g < reassociation.size(); g++) {
      for (long d : reassociation.get(g)) {
        groupOf[(int) d] = g;
      }
    }
    List<OpFoldResult> shape = new ArrayList<>();
    for (int d = 0; d < type.getRank(); d++) {
      long size = type.getDimSize(d);
      shape.add(ShapedType.isDynamic(size) ? LinalgUtils.createFoldedDimOp(rewriter, loc, collapsed, groupOf[d])
          : OpFoldResult.of(IntegerAttr.getIndex(size)));
    }
    return shape;
  }

  static List<OpFoldResult> indexAttrs(int n, long value) {
    List<OpFoldResult> r = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      r.add(OpFoldResult.of(IntegerAttr.getIndex(value)));
    }
    return r;
  }

  private static long[] toArray(List<Long> l) {
    long[] r = new long[l.size()];
    for (int i = 0; i < r.length; i++) {
      r[i] = l.get(i);
    }
    return r;
  }

  /** MLIR's DropPadUnitDims: a pad's unit dims padded by nothing are collapsed away around it. */
  public static final class DropPadUnitDims extends OpRewritePattern<PadOp> {
    private final Strategy strategy;

    public DropPadUnitDims(Strategy strategy) {
      super(PadOp.SPEC, PadOp::of);
      this.strategy = strategy;
    }

    @Override
    public boolean matchAndRewrite(PadOp pad, PatternRewriter rewriter) {
      RankedTensorType sourceType = (RankedTensorType) pad.source().getType();
      RankedTensorType resultType = (RankedTensorType) pad.result().getType();
      int rank = sourceType.getRank();
      if (rank == 0 || sourceType.getEncoding() != null) {
        return false;
      }
      Value paddingValue = pad.constantPaddingValue();
      if (paddingValue == null) {
        return false;
      }
      List<OpFoldResult> low = pad.mixedLowPad();
      List<OpFoldResult> high = pad.mixedHighPad();
      Set<Integer> unitDims = new TreeSet<>();
      List<Long> newShape = new ArrayList<>();
      List<Long> newResultShape = new ArrayList<>();
      List<OpFoldResult> newLow = new ArrayList<>();
      List<OpFoldResult> newHigh = new ArrayList<>();
      for (int d = 0; d < rank; d++) {
        if (sourceType.getDimSize(d) == 1 && isZero(low.get(d)) && isZero(high.get(d))) {
          unitDims.add(d);
        } else {
          newShape.add(sourceType.getDimSize(d));
          newResultShape.add(resultType.getDimSize(d));
          newLow.add(low.get(d));
          newHigh.add(high.get(d));
        }
      }
      if (unitDims.isEmpty()) {
        return false;
      }
      List<long[]> reassociation = new ArrayList<>();
      List<Long> group = new ArrayList<>();
      int d = 0;
      while (d < rank && unitDims.contains(d)) {
        group.add((long) d++);
      }
      while (d < rank) {
        group.add((long) d++);
        while (d < rank && unitDims.contains(d)) {
          group.add((long) d++);
        }
        reassociation.add(toArray(group));
        group.clear();
      }
      Location loc = pad.getLoc();
      Value collapsed = collapseValue(rewriter, loc, pad.source(), toArray(newShape), reassociation, strategy);
      RankedTensorType newResultType = RankedTensorType.get(toArray(newResultShape), resultType.getElementType());
      PadOp newPad = PadOp.create(rewriter, loc, newResultType, collapsed, newLow, newHigh, paddingValue, pad.nofold());
      Value newResult = newPad.result();
      Value dest = pad.result();
      if (strategy == Strategy.EXTRACT_INSERT_SLICE) {
        List<OpFoldResult> sizes = new ArrayList<>();
        int dropped = 0;
        for (int i = 0; i < rank; i++) {
          if (unitDims.contains(i)) {
            sizes.add(OpFoldResult.of(IntegerAttr.getIndex(1)));
            dropped++;
          } else {
            sizes.add(LinalgUtils.createFoldedDimOp(rewriter, loc, newResult, i - dropped));
          }
        }
        MixedValues mixed = MixedValues.of(sizes);
        dest = EmptyOp.create(rewriter, loc, mixed.statics(), resultType.getElementType(), mixed.dynamics())
            .getOperation().getResult(0);
      }
      rewriter.replaceOp(pad.getOperation(),
          List.of(expandValue(rewriter, loc, newResult, dest, reassociation, strategy)));
      return true;
    }

    private static boolean isZero(OpFoldResult r) {
      Long v = r.getConstantIntValue();
      return v != null && v == 0;
    }
  }
}
