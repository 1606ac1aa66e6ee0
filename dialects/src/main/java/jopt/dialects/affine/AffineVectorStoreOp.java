package jopt.dialects.affine;

import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.InherentAttrs;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.MemRefType;
import jopt.ir.type.VectorType;

/** affine.vector_store: {@code %value, %memref[affine subscripts] attr-dict : memref-type, vector-type}. */
@Op
public final class AffineVectorStoreOp extends AffineVectorStoreOpBase {
  public static final OpSpec SPEC = OpSpec.op("affine.vector_store")
      .summary("affine vector store operation")
      .operand("value", AffineConstraints.VECTOR_OF_NON_ZERO_RANK)
      .operand("memref", TypeConstraints.MEMREF)
      .variadicOperand("indices", TypeConstraints.INDEX)
      .attr("map", AttrConstraints.AFFINE_MAP)
      .memWrite("memref")
      .build();

  AffineVectorStoreOp(Operation op) {
    super(op);
  }

  /** MLIR's verifyVectorMemoryOp: the memref and the vector hold the same element type. */
  static boolean verifyVectorMemoryOp(Operation op, MemRefType memref, VectorType vector) {
    if (!memref.getElementType().equals(vector.getElementType())) {
      op.emitOpError("requires memref and vector types of the same elemental type");
      return false;
    }
    return true;
  }

  /** The definition: custom form, MLIR's checks, the write and the map-composing pattern. */
  public static final class Def extends AffineAccessDef {
    public Def() {
      super(SPEC, 1);
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      UnresolvedOperand value = p.parseOperand();
      p.parseComma();
      AffineMemoryAccess.Access access = AffineMemoryAccess.parse(p, result, "map");
      InherentAttrs.parseOptionalAttrDict(p, result, SPEC);
      Type memref = AffineMemoryAccess.parseColonMemRefType(p);
      p.parseComma();
      Type vector = AffineMemoryAccess.parseVectorType(p);
      result.addOperand(p.resolveOperand(value, vector));
      AffineMemoryAccess.resolveWith(p, result, access, memref);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      AffineVectorStoreOp affineVectorStore = AffineVectorStoreOp.of(op);
      p.print(' ').printOperand(affineVectorStore.value()).print(',');
      printAccess(op, p);
      p.print(" : ").printType(affineVectorStore.memref().getType()).print(", ").printType(affineVectorStore.value().getType());
    }

    @Override
    boolean verifyValueType(Operation op, MemRefType memref) {
      return verifyVectorMemoryOp(op, memref, (VectorType) AffineVectorStoreOp.of(op).value().getType());
    }
  }
}
