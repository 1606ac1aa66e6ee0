package jopt.passes.linalgtoloops;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jopt.dialects.affine.AffineApplyOp;
import jopt.dialects.affine.AffineComposition;
import jopt.dialects.affine.AffineLoadOp;
import jopt.dialects.affine.AffineStoreOp;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.linalg.IndexOp;
import jopt.dialects.linalg.LinalgOp;
import jopt.dialects.memref.DimOp;
import jopt.dialects.memref.LoadOp;
import jopt.dialects.memref.StoreOp;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.affine.AffineDimExpr;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.attr.AffineMapAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.RewritePattern;
import jopt.ir.type.BaseMemRefType;
import jopt.ir.type.MemRefType;
import jopt.ir.type.ShapedType;

/**
 * MLIR's LinalgRewritePattern (linalgOpToLoopsImpl): a linalg structured op on buffers becomes a
 * loop nest over its loop ranges whose body loads every shaped input and every init at the
 * indices the indexing maps give, inlines the payload and stores the yielded values; the
 * payload's {@code linalg.index} ops become the induction variables.
 */
final class LinalgToLoopsPattern extends RewritePattern {
  private final LoopKind kind;

  LinalgToLoopsPattern(LoopKind kind) {
    super(null);
    this.kind = kind;
  }

  @Override
  public boolean mayMatch(OpDefinition def) {
    return def != null && def.getDialectNamespace().equals("linalg");
  }

  @Override
  public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
    LinalgOp linalg = LinalgOp.of(op);
    if (linalg == null || !linalg.hasPureBufferSemantics()) {
      return false;
    }
    Location loc = op.getLoc();
    rewriter.setInsertionPoint(op);
    Range[] ranges = loopRanges(rewriter, loc, linalg);
    if (ranges == null) {
      return false;
    }
    List<Value> lbs = new ArrayList<>();
    List<Value> ubs = new ArrayList<>();
    List<Value> steps = new ArrayList<>();
    for (Range r : ranges) {
      lbs.add(valueOrConstant(rewriter, loc, r.offset()));
      ubs.add(valueOrConstant(rewriter, loc, r.size()));
      steps.add(valueOrConstant(rewriter, loc, r.stride()));
    }
    List<Value> allIvs = new ArrayList<>();
    LoopNests.BodyBuilder body = (b, l, ivs) -> {
      allIvs.addAll(ivs);
      emitScalarImplementation(b, l, allIvs, linalg);
    };
    switch (kind) {
      case SCF_FOR -> LoopNests.scfFor(rewriter, loc, lbs, ubs, steps, body);
      case AFFINE_FOR -> {
        long[] constSteps = new long[steps.size()];
        for (int i = 0; i < constSteps.length; i++) {
          Long c = OpFoldResult.getConstantIntValue(steps.get(i));
          if (c == null) {
            return false;
          }
          constSteps[i] = c;
        }
        LoopNests.affineFor(rewriter, loc, lbs, ubs, constSteps, body);
      }
      case SCF_PARALLEL -> LoopNests.parallel(rewriter, loc, lbs, ubs, steps, linalg.iteratorTypes(), body,
          new ArrayList<>());
    }
    Set<Operation> loops = new LinkedHashSet<>();
    for (Value iv : allIvs) {
      if (!(iv instanceof BlockArgument arg)) {
        return false;
      }
      loops.add(arg.getOwner().getParentOp());
    }
    replaceIndexOps(rewriter, allIvs, loops);
    rewriter.eraseOp(op);
    return true;
  }

  /** A loop range: offset, size and stride, each an index attribute or a value. */
  private record Range(OpFoldResult offset, OpFoldResult size, OpFoldResult stride) {}

  /**
   * LinalgOp::createLoopRanges: the sizes of every operand dim (dynamic ones as memref.dim),
   * each loop ranging over the first size its dim indexes directly; null when a loop has none.
   */
  private static Range[] loopRanges(PatternRewriter rewriter, Location loc, LinalgOp linalg) {
    List<OpFoldResult> viewSizes = new ArrayList<>();
    for (Value v : linalg.getOperation().getOperands()) {
      if (!(v.getType() instanceof ShapedType t)) {
        continue;
      }
      for (int i = 0; i < t.getRank(); i++) {
        viewSizes.add(t.isDynamicDim(i) ? OpFoldResult.of(createOrFoldDim(rewriter, loc, v, i))
            : OpFoldResult.of(IntegerAttr.getIndex(t.getDimSize(i))));
      }
    }
    List<AffineExpr> shapes = new ArrayList<>();
    for (AffineMap m : linalg.indexingMaps()) {
      shapes.addAll(m.getResults());
    }
    Range[] ranges = new Range[linalg.numLoops()];
    for (int idx = 0; idx < shapes.size(); idx++) {
      if (shapes.get(idx) instanceof AffineDimExpr d && d.getPosition() < ranges.length
          && ranges[d.getPosition()] == null) {
        ranges[d.getPosition()] = new Range(OpFoldResult.of(IntegerAttr.getIndex(0)), viewSizes.get(idx),
            OpFoldResult.of(IntegerAttr.getIndex(1)));
      }
    }
    for (Range r : ranges) {
      if (r == null) {
        return null;
      }
    }
    return ranges;
  }

  /** {@code createOrFold<memref::DimOp>(v, i)}: the index constant, then the dim unless it folds. */
  private static Value createOrFoldDim(PatternRewriter rewriter, Location loc, Value v, int i) {
    Value index = ConstantOp.createIndex(rewriter, loc, i);
    Builder detached = new Builder(rewriter.getContext());
    Operation dim = v.getType() instanceof BaseMemRefType
        ? DimOp.create(detached, loc, v, index).getOperation()
        : jopt.dialects.tensor.DimOp.create(detached, loc, v, index).getOperation();
    List<Attribute> constants = new ArrayList<>();
    constants.add(null);
    constants.add(IntegerAttr.getIndex(i));
    List<OpFoldResult> folded = new ArrayList<>();
    if (dim.getDef().fold(dim, constants, folded) && folded.size() == 1 && !folded.get(0).isAttribute()
        && folded.get(0).value() != dim.getResult(0)) {
      dim.erase();
      return folded.get(0).value();
    }
    rewriter.insert(dim);
    return dim.getResult(0);
  }


  /** getValueOrCreateConstantIndexOp. */
  private static Value valueOrConstant(Builder b, Location loc, OpFoldResult r) {
    return r.isAttribute() ? ConstantOp.createIndex(b, loc, ((IntegerAttr) r.attr()).getValue()) : r.value();
  }

  /**
   * makeCanonicalAffineApplies: one affine.apply per result of {@code map}, each with its map and
   * operands canonicalized (unused ivs dropped).
   */
  private static List<Value> canonicalApplies(Builder b, Location loc, AffineMap map, List<Value> ivs) {
    List<Value> res = new ArrayList<>();
    if (map.getNumDims() == 0 && map.getNumSymbols() == 0 && map.getNumResults() == 0) {
      return res;
    }
    for (AffineExpr e : map.getResults()) {
      AffineMap exprMap = AffineMap.get(map.getNumDims(), map.getNumSymbols(), e);
      AffineComposition.MapAndOperands c = AffineComposition.canonicalize(exprMap, new ArrayList<>(ivs));
      res.add(AffineApplyOp.create(b, loc, c.map(), c.operands()).getOperation().getResult(0));
    }
    return res;
  }

  /** emitScalarImplementation: loads, the inlined payload, stores. */
  private void emitScalarImplementation(Builder b, Location loc, List<Value> ivs, LinalgOp linalg) {
    List<Value> indexed = new ArrayList<>();
    List<Value> inputs = linalg.dpsInputs();
    for (int i = 0; i < inputs.size(); i++) {
      Value in = inputs.get(i);
      if (!(in.getType() instanceof ShapedType)) {
        indexed.add(in);
        continue;
      }
      indexed.add(load(b, loc, in, canonicalApplies(b, loc, linalg.matchingIndexingMap(i), ivs)));
    }
    List<Value> inits = linalg.dpsInits();
    int base = inputs.size();
    for (int i = 0; i < inits.size(); i++) {
      indexed.add(load(b, loc, inits.get(i), canonicalApplies(b, loc, linalg.matchingIndexingMap(base + i), ivs)));
    }
    List<List<Value>> indexing = new ArrayList<>();
    List<Value> buffers = new ArrayList<>();
    for (int i = 0; i < inits.size(); i++) {
      if (!(inits.get(i).getType() instanceof MemRefType)) {
        continue;
      }
      indexing.add(canonicalApplies(b, loc, linalg.matchingIndexingMap(base + i), ivs));
      buffers.add(inits.get(i));
    }
    Block block = linalg.body();
    Map<Value, Value> mapping = new HashMap<>();
    for (int i = 0; i < block.getNumArguments(); i++) {
      mapping.put(block.getArgument(i), indexed.get(i));
    }
    Operation terminator = null;
    for (Operation o : block.getOperations()) {
      if (o == block.getLastOp() && o.hasTrait(jopt.ir.Traits.IsTerminator.class)) {
        terminator = o;
        break;
      }
      if (b instanceof PatternRewriter r) {
        r.clone(o, mapping);
      } else {
        b.insert(o.clone(b.getContext(), mapping));
      }
    }
    if (terminator == null) {
      return;
    }
    for (int k = 0; k < terminator.getNumOperands() && k < buffers.size(); k++) {
      Value v = terminator.getOperand(k);
      store(b, loc, mapping.getOrDefault(v, v), buffers.get(k), indexing.get(k));
    }
  }

  private Value load(Builder b, Location loc, Value memref, List<Value> indices) {
    if (kind == LoopKind.AFFINE_FOR) {
      MemRefType t = (MemRefType) memref.getType();
      return AffineLoadOp.create(b, loc, memref, indices, AffineMapAttr.get(identity(t.getRank())),
          t.getElementType()).getOperation().getResult(0);
    }
    return LoadOp.create(b, loc, memref, indices).getOperation().getResult(0);
  }

  private void store(Builder b, Location loc, Value value, Value memref, List<Value> indices) {
    if (kind == LoopKind.AFFINE_FOR) {
      int rank = ((MemRefType) memref.getType()).getRank();
      AffineStoreOp.create(b, loc, value, memref, indices, AffineMapAttr.get(identity(rank)));
    } else {
      StoreOp.create(b, loc, value, memref, indices);
    }
  }

  private static AffineMap identity(int rank) {
    return rank == 0 ? AffineMap.get(0, 0, List.of()) : AffineMap.getMultiDimIdentityMap(rank);
  }

  /** replaceIndexOpsByInductionVariables: the index ops directly in the innermost loop's body. */
  private static void replaceIndexOps(PatternRewriter rewriter, List<Value> ivs, Set<Operation> loops) {
    if (loops.isEmpty()) {
      return;
    }
    Operation inner = null;
    for (Operation l : loops) {
      inner = l;
    }
    for (Operation o : new ArrayList<>(inner.getRegion(0).front().getOpList())) {
      if (IndexOp.SPEC.isa(o)) {
        rewriter.replaceOp(o, List.of(ivs.get((int) IndexOp.of(o).dim())));
      }
    }
  }
}
