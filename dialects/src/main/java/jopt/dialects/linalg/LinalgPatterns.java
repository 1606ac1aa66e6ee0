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
 * map), EraseSelfCopy (copy) and FoldFillWithTensorExtract (fill: an extract of a filled tensor
 * is the fill value).
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
      Operation fill = op.getOperand(0).getDefiningOp();
      if (fill == null || !NamedOps.FILL.isa(fill)) {
        return false;
      }
      rewriter.replaceOp(op, List.of(LinalgOp.of(fill).dpsInputs().get(0)));
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
}
