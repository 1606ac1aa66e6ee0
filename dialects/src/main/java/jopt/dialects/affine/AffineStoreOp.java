package jopt.dialects.affine;

import java.util.List;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.InherentAttrs;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.RewritePatternSet;
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
  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
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
      AffineMemoryAccess.print(p, op, 1, "map");
      p.printOptionalAttrDict(op.getAttrDictionary().getValue(), List.of("map"));
      p.print(" : ").printType(affineStore.memref().getType());
    }

    @Override
    public boolean verify(Operation op) {
      AffineStoreOp affineStore = AffineStoreOp.of(op);
      MemRefType type = (MemRefType) affineStore.memref().getType();
      if (!affineStore.value().getType().equals(type.getElementType())) {
        op.emitOpError("value to store must have the same type as memref element type");
        return false;
      }
      return AffineMemoryAccess.verifyIndexing(op, AffineMemoryAccess.map(op, "map"),
          op.getOperands().subList(2, op.getNumOperands()), type);
    }

    @Override
    public void getCanonicalizationPatterns(RewritePatternSet patterns) {
      patterns.add(new AffineCanonicalization.SimplifyAccessMap(SPEC.name(), 2, "map"));
    }
  }
}
