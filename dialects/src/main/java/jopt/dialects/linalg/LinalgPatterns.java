package jopt.dialects.linalg;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.tensor.CastOp;
import jopt.dialects.tensor.TensorTypes;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.RewritePattern;
import jopt.ir.type.MemRefType;

/**
 * MLIR's canonicalization patterns of linalg's structured ops: EraseDeadLinalgOp (the
 * dialect's: an op with a memref operand of a zero-sized static dimension does nothing) and
 * EraseIdentityLinalgOp (generic: a body that only yields its arguments, under one indexing
 * map), EraseSelfCopy (copy), FoldFillWithTensorExtract (fill: an extract of a filled tensor
 * is the fill value) and FoldFillWithTensorReshape (fill: a reshape of a filled tensor is a fill
 * of the reshaped init).
 */
final class LinalgPatterns {
  private LinalgPatterns() {}

  /** Any structured op with a memref operand whose static shape has a 0 is erased. */
  static final class EraseDeadLinalgOp extends RewritePattern {
    EraseDeadLinalgOp() {
      super(null);
    }

    @Override
    public boolean mayMatch(jopt.ir.OpDefinition def) {
      return def instanceof StructuredOpDef; // MLIR's pattern on LinalgOp
    }

    @Override
    public boolean hasInterfaceRoot() {
      return true;
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      if (!(op.getDef() instanceof StructuredOpDef)) {
        return false;
      }
      for (Value v : op.getOperands()) {
        if (v.getType() instanceof MemRefType m) {
          for (long d : m.getShape()) {
            if (d == 0) {
              rewriter.eraseOp(op);
              return true;
            }
          }
        }
      }
      return false;
    }
  }

  /** {@code tensor.extract} of a {@code linalg.fill} result is the fill's value. */
  static final class FoldFillWithTensorExtract extends RewritePattern {
    FoldFillWithTensorExtract() {
      super("tensor.extract");
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      Operation fill = jopt.dialects.tensor.ExtractOp.of(op).tensor().getDefiningOp();
      if (fill == null || !NamedOps.FILL.isa(fill)) {
        return false;
      }
      rewriter.replaceOp(op, List.of(LinalgOp.of(fill).dpsInputs().get(0)));
      return true;
    }
  }

  /**
   * MLIR's FoldFillWithTensorReshape: a {@code collapse_shape}/{@code expand_shape} of a fill
   * result becomes a fill of the reshaped init.
   */
  static final class FoldFillWithTensorReshape extends RewritePattern {
    FoldFillWithTensorReshape(String reshapeName) {
      super(reshapeName);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      Operation fill = jopt.dialects.utils.ReshapePatterns.src(op).getDefiningOp();
      if (fill == null || !NamedOps.FILL.isa(fill)) {
        return false;
      }
      LinalgOp f = LinalgOp.of(fill);
      List<Value> operands = new ArrayList<>(op.getOperands());
      operands.set(0, f.dpsInits().get(0));
      Operation newInit = rewriter.clone(op, List.of(op.getResult(0).getType()), operands);
      Operation newFill = NamedOp.build(rewriter, op.getLoc(), NamedOps.FILL, f.dpsInputs(),
          List.of(newInit.getResult(0)), new jopt.ir.NamedAttrList()).getOperation();
      rewriter.replaceOp(op, newFill.getResults());
      return true;
    }
  }

  /** A copy whose input is its init: erased on buffers, its input on tensors. */
  static final class EraseSelfCopy extends RewritePattern {
    EraseSelfCopy() {
      super(NamedOps.COPY.name());
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      LinalgOp copy = LinalgOp.of(op);
      if (!copy.dpsInputs().equals(copy.dpsInits())) {
        return false;
      }
      if (copy.hasPureBufferSemantics()) {
        rewriter.eraseOp(op);
      } else if (copy.hasPureTensorSemantics()) {
        rewriter.replaceOp(op, copy.dpsInputs());
      } else {
        return false;
      }
      return true;
    }
  }

  /**
   * A generic whose indexing maps are all equal and whose body is only a
   * {@code linalg.yield} of its block arguments: on buffers, with one input that is its one
   * init, it is erased; on tensors, its results are the yielded arguments' operands (behind a
   * {@code tensor.cast} where the types differ).
   */
  static final class EraseIdentityLinalgOp extends RewritePattern {
    EraseIdentityLinalgOp(String rootName) {
      super(rootName);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      LinalgOp linalg = LinalgOp.of(op);
      var maps = linalg.indexingMaps();
      for (int i = 1; i < maps.size(); i++) {
        if (!maps.get(i).equals(maps.get(0))) {
          return false;
        }
      }
      if (op.getRegion(0).isEmpty()) {
        return false;
      }
      Block body = linalg.body();
      Operation yield = body.getFirstOp();
      if (yield == null || yield.getNextNode() != null || !YieldOp.SPEC.isa(yield)) {
        return false;
      }
      if (linalg.hasPureBufferSemantics()) {
        if (linalg.numDpsInputs() != 1 || linalg.numDpsInits() != 1
            || linalg.dpsInputs().get(0) != linalg.dpsInits().get(0)) {
          return false;
        }
        if (yield.getNumOperands() == 0 || !(yield.getOperand(0) instanceof BlockArgument arg)
            || arg.getOwner() != body) {
          return false;
        }
        rewriter.eraseOp(op);
        return true;
      }
      if (!linalg.hasPureTensorSemantics()) {
        return false;
      }
      List<Value> returned = new ArrayList<>();
      List<Value> yielded = yield.getOperands();
      for (int i = 0; i < yielded.size(); i++) {
        if (!(yielded.get(i) instanceof BlockArgument arg) || arg.getOwner() != body) {
          return false;
        }
        returned.add(op.getOperand(arg.getArgNumber()));
      }
      if (returned.size() != op.getNumResults()) {
        return false;
      }
      for (int i = 0; i < returned.size(); i++) {
        Type resultType = op.getResult(i).getType();
        Value v = returned.get(i);
        if (!v.getType().equals(resultType)) {
          if (!TensorTypes.castCompatible(v.getType(), resultType)) {
            return false;
          }
        }
      }
      rewriter.setInsertionPoint(op);
      for (int i = 0; i < returned.size(); i++) {
        Type resultType = op.getResult(i).getType();
        Value v = returned.get(i);
        if (!v.getType().equals(resultType)) {
          returned.set(i, CastOp.create(rewriter, op.getLoc(), v, resultType).dest());
        }
      }
      rewriter.replaceOp(op, returned);
      return true;
    }
  }

  /**
   * MLIR's FoldTensorCastConsumerOp: a {@code tensor.cast} to a more static type of a result
   * of a structured op in the same block makes the op compute that type (its init cast), a
   * cast back serving the other uses.
   */
  static final class FoldTensorCastConsumerOp extends RewritePattern {
    FoldTensorCastConsumerOp() {
      super(CastOp.SPEC.name());
    }

    @Override
    public boolean matchAndRewrite(Operation cast, PatternRewriter rewriter) {
      if (!CastOp.canFoldIntoProducerOp(cast)) {
        return false;
      }
      Operation producer = CastOp.of(cast).source().getDefiningOp();
      LinalgOp linalg = producer == null ? null : LinalgOp.of(producer);
      if (linalg == null || cast.getBlock() != producer.getBlock()) {
        return false;
      }
      rewriter.setInsertionPoint(producer);
      int resultNumber = ((jopt.ir.OpResult) CastOp.of(cast).source()).getResultNumber();
      Type resultType = CastOp.of(cast).dest().getType();
      int init = linalg.tiedInitIndex(resultNumber);
      List<Value> operands = new ArrayList<>(linalg.dpsInputs());
      List<Value> inits = new ArrayList<>(linalg.dpsInits());
      inits.set(init, CastOp.create(rewriter, producer.getLoc(), inits.get(init), resultType).dest());
      operands.addAll(inits);
      List<Type> resultTypes = new ArrayList<>(producer.getResultTypes());
      resultTypes.set(resultNumber, resultType);
      Operation newOp = rewriter.clone(producer, resultTypes, operands);
      Value castBack = CastOp.create(rewriter, producer.getLoc(), newOp.getResult(resultNumber),
          CastOp.of(cast).source().getType()).dest();
      List<Value> results = new ArrayList<>(newOp.getResults());
      results.set(resultNumber, castBack);
      rewriter.replaceOp(producer, results);
      rewriter.replaceOp(cast, List.of(newOp.getResult(resultNumber)));
      return true;
    }
  }

  /**
   * MLIR's InferStaticShapeOfOperands: where an operand of a structured op with projected
   * permutation maps knows a loop's static size, the other operands' dynamic dims on that loop
   * are cast to it (results cast back).
   */
  static final class InferStaticShapeOfOperands extends RewritePattern {
    InferStaticShapeOfOperands() {
      super(null);
    }

    @Override
    public boolean mayMatch(jopt.ir.OpDefinition def) {
      return def instanceof StructuredOpDef;
    }

    @Override
    public boolean hasInterfaceRoot() {
      return true;
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      LinalgOp linalg = LinalgOp.of(op);
      if (linalg == null || !linalg.hasPureTensorSemantics()) {
        return false;
      }
      List<jopt.ir.affine.AffineMap> maps = linalg.indexingMaps();
      for (jopt.ir.affine.AffineMap m : maps) {
        if (!m.isProjectedPermutation(false)) {
          return false;
        }
      }
      java.util.Map<Integer, Long> sizeOfDim = new java.util.HashMap<>();
      for (int i = 0; i < op.getNumOperands(); i++) {
        if (linalg.isScalar(i)) {
          continue;
        }
        Value src = op.getOperand(i);
        jopt.ir.type.RankedTensorType type = (jopt.ir.type.RankedTensorType) src.getType();
        long[] shape = type.getShape();
        Operation def = src.getDefiningOp();
        if (def != null && CastOp.SPEC.isa(def)
            && CastOp.of(def).source().getType() instanceof jopt.ir.type.RankedTensorType castSource
            && castSource.hasStaticShape()) {
          shape = castSource.getShape();
        }
        for (int d = 0; d < shape.length; d++) {
          if (type.isDynamicDim(d)) {
            continue;
          }
          if (maps.get(i).getResult(d) instanceof jopt.ir.affine.AffineDimExpr e) {
            sizeOfDim.putIfAbsent(e.getPosition(), shape[d]);
          }
        }
      }
      List<Value> operands = new ArrayList<>();
      List<Type> resultTypes = new ArrayList<>();
      boolean changed = false;
      for (int i = 0; i < op.getNumOperands(); i++) {
        Value src = op.getOperand(i);
        operands.add(src);
        if (linalg.isScalar(i)) {
          continue;
        }
        boolean isInit = i >= linalg.numDpsInputs();
        jopt.ir.type.RankedTensorType type = (jopt.ir.type.RankedTensorType) src.getType();
        if (type.hasStaticShape() && isInit) {
          resultTypes.add(type);
          continue;
        }
        long[] shape = type.getShape().clone();
        boolean needed = false;
        for (int d = 0; d < shape.length; d++) {
          if (!type.isDynamicDim(d) || !(maps.get(i).getResult(d) instanceof jopt.ir.affine.AffineDimExpr e)
              || !sizeOfDim.containsKey(e.getPosition())) {
            continue;
          }
          shape[d] = sizeOfDim.get(e.getPosition());
          needed = true;
        }
        jopt.ir.type.RankedTensorType newType = jopt.ir.type.RankedTensorType.get(shape, type.getElementType(),
            type.getEncoding());
        if (needed) {
          changed = true;
          operands.set(i, CastOp.create(rewriter, op.getLoc(), src, newType).dest());
        }
        if (isInit) {
          resultTypes.add(newType);
        }
      }
      if (!changed) {
        return false;
      }
      Operation newOp = rewriter.clone(op, resultTypes, operands);
      List<Value> replacements = new ArrayList<>();
      for (int r = 0; r < op.getNumResults(); r++) {
        Value nr = newOp.getResult(r);
        Type oldType = op.getResult(r).getType();
        replacements.add(nr.getType().equals(oldType) ? nr : CastOp.create(rewriter, op.getLoc(), nr, oldType).dest());
      }
      rewriter.replaceOp(op, replacements);
      return true;
    }
  }
}
