package jopt.dialects.affine;

import java.util.List;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
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
      AffineMemoryAccess.print(p, op, 1, "map");
      p.printOptionalAttrDict(op.getAttrDictionary().getValue(), List.of("map"));
      p.print(" : ").printType(affineVectorStore.memref().getType()).print(", ").printType(affineVectorStore.value().getType());
    }

    @Override
    public boolean verify(Operation op) {
      AffineVectorStoreOp affineVectorStore = AffineVectorStoreOp.of(op);
      MemRefType type = (MemRefType) affineVectorStore.memref().getType();
      if (!verifyVectorMemoryOp(op, type, (VectorType) affineVectorStore.value().getType())) {
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
