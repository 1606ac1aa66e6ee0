package jopt.dialects.affine;

import java.util.List;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.InherentAttrs;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.RewritePatternSet;
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
      AffineMemoryAccess.print(p, op, 0, "map");
      p.printOptionalAttrDict(op.getAttrDictionary().getValue(), List.of("map"));
      p.print(" : ").printType(affineVectorLoad.memref().getType()).print(", ").printType(affineVectorLoad.result().getType());
    }

    @Override
    public boolean verify(Operation op) {
      AffineVectorLoadOp affineVectorLoad = AffineVectorLoadOp.of(op);
      MemRefType type = (MemRefType) affineVectorLoad.memref().getType();
      if (!AffineVectorStoreOp.verifyVectorMemoryOp(op, type, (VectorType) affineVectorLoad.result().getType())) {
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
