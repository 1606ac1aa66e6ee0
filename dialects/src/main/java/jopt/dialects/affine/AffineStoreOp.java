package jopt.dialects.affine;

import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.InherentAttrs;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.MemRefType;

/** affine.store: {@code %value, %memref[affine subscripts] attr-dict : memref-type}; writes one element. */
@Op
public final class AffineStoreOp extends AffineStoreOpBase {
  public static final OpSpec SPEC = OpSpec.op("affine.store")
      .summary("affine store operation")
      .operand("value", TypeConstraints.ANY)
      .operand("memref", TypeConstraints.MEMREF)
      .variadicOperand("indices", TypeConstraints.INDEX)
      .attr("map", AttrConstraints.AFFINE_MAP)
      .memWrite("memref")
      .build();

  AffineStoreOp(Operation op) {
    super(op);
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
      MemRefType type = AffineMemoryAccess.parseColonMemRefType(p);
      result.addOperand(p.resolveOperand(value, type.getElementType()));
      AffineMemoryAccess.resolveWith(p, result, access, type);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      AffineStoreOp affineStore = AffineStoreOp.of(op);
      p.print(' ').printOperand(affineStore.value()).print(',');
      printAccess(op, p);
      p.print(" : ").printType(affineStore.memref().getType());
    }

    @Override
    boolean verifyValueType(Operation op, MemRefType memref) {
      if (!AffineStoreOp.of(op).value().getType().equals(memref.getElementType())) {
        op.emitOpError("value to store must have the same type as memref element type");
        return false;
      }
      return true;
    }
  }
}
