package jopt.dialects.vector;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.RewritePatternSet;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.affine.AffineMap;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.IndexType;
import jopt.ir.type.MemRefType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;
import jopt.ir.type.VectorType;

/**
 * vector.transfer_write: {@code %v, %dst[%i, %j] : vector<8xf32>, memref<?x?xf32>}; a vector
 * written through a permutation map into a memref, or into a ranked tensor it returns.
 */
@Op
public final class TransferWriteOp extends TransferWriteOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.transfer_write")
      .summary("The vector.transfer_write op writes a supervector to memory.")
      .operand("valueToStore", VectorConstraints.VECTOR)
      .operand("base", VectorConstraints.SHAPED)
      .variadicOperand("indices", TypeConstraints.INDEX)
      .attr("permutation_map", AttrConstraints.AFFINE_MAP)
      .optionalOperand("mask", VectorConstraints.I1_VECTOR)
      .attr("in_bounds", VectorConstraints.BOOL_ARRAY)
      .attrSizedOperandSegments()
      .optionalResult("result", VectorConstraints.RANKED_TENSOR)
      .build();

  TransferWriteOp(Operation op) {
    super(op);
  }

  /** The definition: the custom form, MLIR's checks, effects on a memref, maskable. */
  public static final class Def extends OpDefinition implements MemoryEffects, MaskableOpInterface,
      Traits.AttrSizedOperandSegments {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      UnresolvedOperand vectorOperand = p.parseOperand();
      p.parseComma();
      UnresolvedOperand source = p.parseOperand();
      List<UnresolvedOperand> indices = p.parseOperandList(OpAsmParser.Delimiter.SQUARE);
      UnresolvedOperand mask = null;
      SourceLoc maskLoc = null;
      if (p.parseOptionalComma()) {
        maskLoc = p.getCurrentLocation();
        mask = p.parseOperand();
      }
      p.parseOptionalAttrDict(result.attributes);
      SourceLoc typesLoc = p.getCurrentLocation();
      List<Type> types = p.parseColonTypeList();
      if (types.size() != 2) {
        throw p.emitError(typesLoc, "requires two types");
      }
      VectorType vector = Transfers.vectorType(p, types.get(0), typesLoc);
      ShapedType shaped = Transfers.shapedType(p, types.get(1), typesLoc);
      AffineMap map = Transfers.addDefaults(p, result, shaped, vector, typesLoc);
      result.addOperand(p.resolveOperand(vectorOperand, vector));
      result.addOperand(p.resolveOperand(source, shaped));
      for (UnresolvedOperand i : indices) {
        result.addOperand(p.resolveOperand(i, IndexType.INSTANCE));
      }
      if (mask != null) {
        result.addOperand(p.resolveOperand(mask, Transfers.parsedMaskType(p, shaped, vector, map, maskLoc, typesLoc)));
      }
      OpSpec.setOperandSegmentSizes(result, 1, 1, indices.size(), mask != null ? 1 : 0);
      if (shaped instanceof RankedTensorType) {
        result.addType(shaped);
      }
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      TransferWriteOp write = of(op);
      p.print(' ').printOperand(write.valueToStore()).print(", ").printOperand(write.base());
      p.print('[').printOperands(write.indices()).print(']');
      if (write.mask() != null) {
        p.print(", ").printOperand(write.mask());
      }
      Transfers.printAttrs(p, op);
      p.print(" : ").printType(write.valueToStore().getType()).print(", ").printType(write.base().getType());
    }

    @Override
    public boolean verify(Operation op) {
      TransferWriteOp write = of(op);
      ShapedType shaped = (ShapedType) write.base().getType();
      VectorType vector = (VectorType) write.valueToStore().getType();
      VectorType mask = write.mask() == null ? null : (VectorType) write.mask().getType();
      AffineMap map = Transfers.permutationMap(op);
      if (write.indices().size() != shaped.getRank()) {
        op.emitOpError("requires " + shaped.getRank() + " indices");
        return false;
      }
      if (Transfers.hasBroadcastDim(map)) {
        op.emitOpError("should not have broadcast dimensions");
        return false;
      }
      return Transfers.verify(op, shaped, vector, mask, map) && Transfers.verifyPermutationMap(op, map);
    }

    /** foldReadInitWrite and foldWAR on tensors, then the in-place folds. */
    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      TransferFolding.Transfer t = TransferFolding.write(op);
      Value v = TransferFolding.foldReadInitWrite(t);
      if (v == null) {
        v = TransferFolding.foldWAR(t);
      }
      if (v != null) {
        results.add(OpFoldResult.of(v));
        return true;
      }
      return TransferFolding.foldInPlace(t);
    }

    @Override
    public void getCanonicalizationPatterns(RewritePatternSet patterns) {
      patterns.add(new FoldWaw());
    }

    @Override
    public List<Effect> getEffects(Operation op) {
      Value base = TransferWriteOp.of(op).base();
      return base.getType() instanceof MemRefType ? List.of(new Effect(Kind.WRITE, base)) : List.of();
    }

    @Override
    public Type getExpectedMaskType(Operation op) {
      return op.getAttr(Transfers.PERMUTATION_MAP) instanceof jopt.ir.attr.AffineMapAttr
          && TransferWriteOp.of(op).valueToStore().getType() instanceof VectorType v ? Transfers.inferMaskType(v, Transfers.permutationMap(op)) : null;
    }
  }

  /**
   * FoldWaw: a tensor write that rewrites what an earlier write of the chain wrote (same place,
   * mask, type and map) skips it, writing into that write's destination.
   */
  static final class FoldWaw extends OpRewritePattern<TransferWriteOp> {
    FoldWaw() {
      super(SPEC, TransferWriteOp::of);
    }

    @Override
    public boolean matchAndRewrite(TransferWriteOp op, PatternRewriter rewriter) {
      if (!(op.base().getType() instanceof RankedTensorType)) {
        return false;
      }
      TransferFolding.Transfer write = TransferFolding.write(op.getOperation());
      Operation toModify = op.getOperation();
      Operation def = op.base().getDefiningOp();
      while (def != null && TransferWriteOp.isa(def)) {
        TransferFolding.Transfer prior = TransferFolding.write(def);
        if (prior.indices().equals(write.indices()) && java.util.Objects.equals(prior.mask(), write.mask())
            && prior.vectorType().equals(write.vectorType()) && prior.map().equals(write.map())) {
          Operation target = toModify;
          rewriter.modifyOpInPlace(target, () -> target.setOperand(1, prior.base()));
          return true;
        }
        if (!TransferFolding.disjoint(prior, write) || !def.getResult(0).hasOneUse()) {
          return false;
        }
        toModify = def;
        def = prior.base().getDefiningOp();
      }
      return false;
    }
  }
}
