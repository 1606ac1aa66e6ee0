package jopt.dialects.affine;

import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.InherentAttrs;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.MemRefType;
import jopt.ir.type.VectorType;

/** affine.vector_load: {@code %memref[affine subscripts] attr-dict : memref-type, vector-type}; reads a vector. */
@Op
public final class AffineVectorLoadOp extends AffineVectorLoadOpBase {
  public static final OpSpec SPEC = OpSpec.op("affine.vector_load")
      .summary("affine vector load operation")
      .operand("memref", TypeConstraints.MEMREF)
      .variadicOperand("indices", TypeConstraints.INDEX)
      .attr("map", AttrConstraints.AFFINE_MAP)
      .result("result", AffineConstraints.VECTOR_OF_NON_ZERO_RANK)
      .memRead("memref")
      .build();

  AffineVectorLoadOp(Operation op) {
    super(op);
  }

  /** The definition: custom form, MLIR's checks, the read and the map-composing pattern. */
  public static final class Def extends AffineAccessDef {
    public Def() {
      super(SPEC, 0);
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      AffineMemoryAccess.Access access = AffineMemoryAccess.parse(p, result, "map");
      InherentAttrs.parseOptionalAttrDict(p, result, SPEC);
      Type memref = AffineMemoryAccess.parseColonMemRefType(p);
      p.parseComma();
      Type vector = AffineMemoryAccess.parseVectorType(p);
      AffineMemoryAccess.resolveWith(p, result, access, memref);
      result.addType(vector);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      AffineVectorLoadOp affineVectorLoad = AffineVectorLoadOp.of(op);
      printAccess(op, p);
      p.print(" : ").printType(affineVectorLoad.memref().getType()).print(", ").printType(affineVectorLoad.result().getType());
    }

    @Override
    boolean verifyValueType(Operation op, MemRefType memref) {
      return AffineVectorStoreOp.verifyVectorMemoryOp(op, memref, (VectorType) AffineVectorLoadOp.of(op).result().getType());
    }
  }
}
