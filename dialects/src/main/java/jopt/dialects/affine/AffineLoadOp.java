package jopt.dialects.affine;

import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.MemRefType;

/** affine.load: {@code %memref[affine subscripts] attr-dict : memref-type}; reads one element. */
@Op
public final class AffineLoadOp extends AffineLoadOpBase {
  public static final OpSpec SPEC = OpSpec.op("affine.load")
      .summary("affine load operation")
      .operand("memref", TypeConstraints.MEMREF)
      .variadicOperand("indices", TypeConstraints.INDEX)
      .attr("map", AttrConstraints.AFFINE_MAP)
      .result("result", TypeConstraints.ANY)
      .memRead("memref")
      .build();

  AffineLoadOp(Operation op) {
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
      MemRefType type = AffineMemoryAccess.resolve(p, result, SPEC, access);
      result.addType(type.getElementType());
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      printAccess(op, p);
      p.print(" : ").printType(AffineLoadOp.of(op).memref().getType());
    }

    @Override
    boolean verifyValueType(Operation op, MemRefType memref) {
      if (!AffineLoadOp.of(op).result().getType().equals(memref.getElementType())) {
        op.emitOpError("result type must match element type of memref");
        return false;
      }
      return true;
    }
  }
}
