package jopt.dialects.vector;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.rewrite.OpFoldResult;
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
import jopt.ir.type.ShapedType;
import jopt.ir.type.VectorType;

/**
 * vector.transfer_read: {@code %src[%i, %j], %pad {in_bounds = [true]} : memref<?x?xf32>,
 * vector<8xf32>}; a vector read from a memref or ranked tensor through a permutation map,
 * padding the lanes out of bounds or masked off.
 */
@Op
public final class TransferReadOp extends TransferReadOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.transfer_read")
      .summary("Reads a supervector from memory into an SSA vector value.")
      .operand("base", VectorConstraints.SHAPED)
      .variadicOperand("indices", TypeConstraints.INDEX)
      .attr("permutation_map", AttrConstraints.AFFINE_MAP)
      .operand("padding", TypeConstraints.ANY)
      .optionalOperand("mask", VectorConstraints.I1_VECTOR)
      .attr("in_bounds", VectorConstraints.BOOL_ARRAY)
      .attrSizedOperandSegments()
      .result("vector", VectorConstraints.VECTOR)
      .build();

  TransferReadOp(Operation op) {
    super(op);
  }

  /** The definition: the custom form, MLIR's checks, effects on a memref, maskable with a pass-thru. */
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
      UnresolvedOperand source = p.parseOperand();
      List<UnresolvedOperand> indices = p.parseOperandList(OpAsmParser.Delimiter.SQUARE);
      p.parseComma();
      UnresolvedOperand padding = p.parseOperand();
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
      ShapedType shaped = Transfers.shapedType(p, types.get(0), typesLoc);
      VectorType vector = Transfers.vectorType(p, types.get(1), typesLoc);
      AffineMap map = Transfers.addDefaults(p, result, shaped, vector, typesLoc);
      result.addOperand(p.resolveOperand(source, shaped));
      for (UnresolvedOperand i : indices) {
        result.addOperand(p.resolveOperand(i, IndexType.INSTANCE));
      }
      result.addOperand(p.resolveOperand(padding, shaped.getElementType()));
      if (mask != null) {
        result.addOperand(p.resolveOperand(mask, Transfers.parsedMaskType(p, shaped, vector, map, maskLoc, typesLoc)));
      }
      OpSpec.setOperandSegmentSizes(result, 1, indices.size(), 1, mask != null ? 1 : 0);
      result.addType(vector);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      TransferReadOp read = of(op);
      p.print(' ').printOperand(read.base()).print('[').printOperands(read.indices()).print("], ");
      p.printOperand(read.padding());
      if (read.mask() != null) {
        p.print(", ").printOperand(read.mask());
      }
      Transfers.printAttrs(p, op);
      p.print(" : ").printType(read.base().getType()).print(", ").printType(read.vector().getType());
    }

    @Override
    public boolean verify(Operation op) {
      TransferReadOp read = of(op);
      ShapedType shaped = (ShapedType) read.base().getType();
      VectorType vector = (VectorType) read.vector().getType();
      VectorType mask = read.mask() == null ? null : (VectorType) read.mask().getType();
      Type padding = read.padding().getType();
      AffineMap map = Transfers.permutationMap(op);
      if (read.indices().size() != shaped.getRank()) {
        op.emitOpError("requires " + shaped.getRank() + " indices");
        return false;
      }
      if (!Transfers.verify(op, shaped, vector, mask, map)) {
        return false;
      }
      if (shaped.getElementType() instanceof VectorType v) {
        if (!v.equals(padding)) {
          op.emitOpError("requires source element type and padding type to match.");
          return false;
        }
      } else {
        if (!VectorTypes.isVectorElement(padding)) {
          op.emitOpError("requires valid padding vector elemental type");
          return false;
        }
        if (!padding.equals(shaped.getElementType())) {
          op.emitOpError("requires formal padding and source of the same elemental type");
          return false;
        }
      }
      return Transfers.verifyPermutationMap(op, map);
    }

    /** foldRAW, then the in-place folds (in_bounds, all-true mask, memref.cast). */
    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      TransferFolding.Transfer t = TransferFolding.read(op);
      Value v = TransferFolding.foldRAW(t);
      if (v != null) {
        results.add(OpFoldResult.of(v));
        return true;
      }
      return TransferFolding.foldInPlace(t);
    }

    @Override
    public List<Effect> getEffects(Operation op) {
      Value base = TransferReadOp.of(op).base();
      return base.getType() instanceof MemRefType ? List.of(new Effect(Kind.READ, base)) : List.of();
    }

    @Override
    public Type getExpectedMaskType(Operation op) {
      return op.getAttr(Transfers.PERMUTATION_MAP) instanceof jopt.ir.attr.AffineMapAttr
          && TransferReadOp.of(op).vector().getType() instanceof VectorType v ? Transfers.inferMaskType(v, Transfers.permutationMap(op)) : null;
    }

    @Override
    public boolean supportsPassthru(Operation op) {
      return true;
    }
  }
}
