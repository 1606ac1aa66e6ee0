package jopt.dialects.affine;

import java.util.List;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.OpSpec;
import jopt.ir.rewrite.RewritePatternSet;
import jopt.ir.type.MemRefType;

/**
 * What affine.load, affine.store, affine.vector_load and affine.vector_store share (MLIR's
 * AffineReadOpInterface and AffineWriteOpInterface): a memref operand followed by the operands
 * of the {@code map} attribute, its custom form, MLIR's verifyMemoryOpIndexing, the memory
 * effects the spec declares and the pattern that composes producers into the map.
 */
abstract class AffineAccessDef extends OpDefinition implements MemoryEffects {
  private static final String MAP = "map";
  private final int memrefIndex;

  /** {@code memrefIndex}: the memref's operand (0 for a load, 1 after a stored value). */
  AffineAccessDef(OpSpec spec, int memrefIndex) {
    super(spec);
    this.memrefIndex = memrefIndex;
  }

  @Override
  public final boolean hasCustomAssembly() {
    return true;
  }

  /** Prints {@code %memref[subscripts]} and the attributes other than the map. */
  final void printAccess(Operation op, OpAsmPrinter p) {
    AffineMemoryAccess.print(p, op, memrefIndex, MAP);
    p.printOptionalAttrDict(op.getAttrDictionary().getValue(), List.of(MAP));
  }

  @Override
  public final boolean verify(Operation op) {
    MemRefType type = (MemRefType) op.getOperand(memrefIndex).getType();
    return verifyValueType(op, type) && AffineMemoryAccess.verifyIndexing(op, AffineMemoryAccess.map(op, MAP),
        op.getOperands().subList(memrefIndex + 1, op.getNumOperands()), type);
  }

  /** The op's check of the value it loads or stores against {@code memref}'s element type. */
  abstract boolean verifyValueType(Operation op, MemRefType memref);

  @Override
  public final void getCanonicalizationPatterns(RewritePatternSet patterns) {
    patterns.add(new AffineCanonicalization.SimplifyAccessMap(getName(), memrefIndex + 1, MAP));
  }
}
