package jopt.dialects.vector;

import java.util.List;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.VectorType;

/**
 * vector.outerproduct: {@code %a, %b, %acc : vector<4xf32>, vector<8xf32>}; the 2-D outer product
 * of two 1-D vectors (or AXPY with a scalar rhs), optionally combined into an accumulator.
 */
@Op
public final class OuterProductOp extends OuterProductOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.outerproduct")
      .summary("vector outerproduct with optional fused add")
      .operand("lhs", VectorConstraints.VECTOR_NON_0)
      .operand("rhs", TypeConstraints.ANY)
      .optionalOperand("acc", VectorConstraints.VECTOR_NON_0)
      .defaultAttr("kind", VectorConstraints.KIND, CombiningKindAttr.ADD)
      .result("result", VectorConstraints.VECTOR_NON_0)
      .predicate("lhs operand and result have same element type", op -> VectorTypes.resultElementMatchesOperand(op, 0))
      .predicate("rhs operand and result have same element type", op -> VectorTypes.resultElementMatchesOperand(op, 1))
      .build();

  OuterProductOp(Operation op) {
    super(op);
  }

  /** The definition: the custom form, MLIR's shape checks, maskable by a mask of the result's shape. */
  public static final class Def extends OpDefinition implements Traits.Pure, MaskableOpInterface {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      List<UnresolvedOperand> operands = p.parseOperandList();
      p.parseOptionalAttrDict(result.attributes);
      Type lhsType = p.parseColonType();
      p.parseComma();
      Type rhsType = p.parseType();
      if (operands.size() < 2) {
        throw p.emitError(p.getNameLoc(), "expected at least 2 operands");
      }
      if (!(lhsType instanceof VectorType lhs)) {
        throw p.emitError(p.getNameLoc(), "expected vector type for operand #1");
      }
      VectorType resType = rhsType instanceof VectorType rhs
          ? VectorType.get(new long[] {lhs.getDimSize(0), rhs.getDimSize(0)}, lhs.getElementType(),
              new boolean[] {lhs.isScalableDim(0), rhs.isScalableDim(0)})
          : VectorType.get(new long[] {lhs.getDimSize(0)}, lhs.getElementType(), new boolean[] {lhs.isScalableDim(0)});
      if (result.attributes.get("kind") == null) {
        result.attributes.append("kind", CombiningKindAttr.ADD);
      }
      result.addOperand(p.resolveOperand(operands.get(0), lhsType));
      result.addOperand(p.resolveOperand(operands.get(1), rhsType));
      if (operands.size() > 2) {
        result.addOperand(p.resolveOperand(operands.get(2), resType));
      }
      result.addType(resType);
    }

    /** As MLIR: the attributes (kind included) are printed only with an accumulator. */
    @Override
    public void print(Operation op, OpAsmPrinter p) {
      OuterProductOp outerProduct = OuterProductOp.of(op);
      p.print(' ').printOperand(outerProduct.lhs()).print(", ").printOperand(outerProduct.rhs());
      if (outerProduct.acc() != null) {
        p.print(", ").printOperand(outerProduct.acc());
        p.printOptionalAttrDict(op.getAttrDictionary().getValue(), List.of());
      }
      p.print(" : ").printType(outerProduct.lhs().getType()).print(", ").printType(outerProduct.rhs().getType());
    }

    @Override
    public boolean verify(Operation op) {
      OuterProductOp outerProduct = OuterProductOp.of(op);
      VectorType lhs = (VectorType) outerProduct.lhs().getType();
      VectorType res = (VectorType) outerProduct.result().getType();
      if (lhs.getRank() != 1) {
        op.emitOpError("expected 1-d vector for operand #1");
        return false;
      }
      if (outerProduct.rhs().getType() instanceof VectorType rhs) {
        if (rhs.getRank() != 1) {
          op.emitOpError("expected 1-d vector for operand #2");
          return false;
        }
        if (res.getRank() != 2) {
          op.emitOpError("expected 2-d vector result");
          return false;
        }
        if (lhs.getDimSize(0) != res.getDimSize(0)) {
          op.emitOpError("expected #1 operand dim to match result dim #1");
          return false;
        }
        if (rhs.getDimSize(0) != res.getDimSize(1)) {
          op.emitOpError("expected #2 operand dim to match result dim #2");
          return false;
        }
        if (lhs.isScalable() && !rhs.isScalable()) {
          op.emitOpError("expected either both or only #2 operand dim to be scalable");
          return false;
        }
      } else {
        if (res.getRank() != 1) {
          op.emitOpError("expected 1-d vector result");
          return false;
        }
        if (lhs.getDimSize(0) != res.getDimSize(0)) {
          op.emitOpError("expected #1 operand dim to match result dim #1");
          return false;
        }
      }
      if (OuterProductOp.of(op).acc() != null && !OuterProductOp.of(op).acc().getType().equals(res)) {
        op.emitOpError("expected operand #3 of same type as result type");
        return false;
      }
      if (!(op.getAttr("kind") instanceof CombiningKindAttr kind)) {
        op.emitOpError("expected 'kind' attribute of type CombiningKind (e.g. 'vector.kind<add>')");
        return false;
      }
      if (!kind.kind().supports(res.getElementType())) {
        op.emitOpError("unsupported outerproduct type");
        return false;
      }
      return true;
    }

    @Override
    public Type getExpectedMaskType(Operation op) {
      return OuterProductOp.of(op).result().getType() instanceof VectorType v ? VectorTypes.maskOf(v) : null;
    }
  }
}
