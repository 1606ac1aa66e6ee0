package jopt.dialects.affine;

import java.util.List;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.RewritePatternSet;
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
      AffineMemoryAccess.Access access = AffineMemoryAccess.parse(p, result, "map");
      MemRefType type = AffineMemoryAccess.resolve(p, result, SPEC, access);
      result.addType(type.getElementType());
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      AffineMemoryAccess.print(p, op, 0, "map");
      p.printOptionalAttrDict(op.getAttrDictionary().getValue(), List.of("map"));
      p.print(" : ").printType(AffineLoadOp.of(op).memref().getType());
    }

    @Override
    public boolean verify(Operation op) {
      AffineLoadOp affineLoad = AffineLoadOp.of(op);
      MemRefType type = (MemRefType) affineLoad.memref().getType();
      if (!affineLoad.result().getType().equals(type.getElementType())) {
        op.emitOpError("result type must match element type of memref");
        return false;
      }
      return AffineMemoryAccess.verifyIndexing(op, AffineMemoryAccess.map(op, "map"),
          op.getOperands().subList(1, op.getNumOperands()), type);
    }

    @Override
    public void getCanonicalizationPatterns(RewritePatternSet patterns) {
      patterns.add(new AffineCanonicalization.SimplifyAccessMap(SPEC.name(), 1, "map"));
    }
  }
}
