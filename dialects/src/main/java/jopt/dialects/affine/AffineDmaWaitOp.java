package jopt.dialects.affine;

import java.util.List;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.affine.AffineMap;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.IndexType;
import jopt.ir.type.MemRefType;
import jopt.ir.type.Types;

/**
 * affine.dma_wait: {@code %tag[subscripts], %num : tag-type}; waits for the DMA of the tag. As
 * affine.dma_start, hand-written: its {@code tag_map} is a plain attribute.
 */
public final class AffineDmaWaitOp {
  public static final OpSpec SPEC = OpSpec.op("affine.dma_wait")
      .variadicOperand("operands", TypeConstraints.ANY)
      .build();

  private AffineDmaWaitOp() {}

  /** The definition: MLIR's custom form and checks; it reads the tag. */
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
      AffineMemoryAccess.Access tag = AffineMemoryAccess.parse(p, result, "tag_map");
      p.parseComma();
      UnresolvedOperand num = p.parseOperand();
      Type type = p.parseColonType();
      AffineMemoryAccess.resolveWith(p, result, tag, type);
      result.addOperand(p.resolveOperand(num, IndexType.get()));
      if (!(type instanceof MemRefType)) {
        throw p.emitError(p.getNameLoc(), "expected tag to be of memref type");
      }
      AffineMap map = ((jopt.ir.attr.AffineMapAttr) result.attributes.get("tag_map")).getValue();
      if (tag.indices().size() != map.getNumInputs()) {
        throw p.emitError(p.getNameLoc(), "tag memref operand count != to map.numInputs");
      }
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      // As MLIR's: the element count is the operand after the map's inputs; any after it is
      // not printed (MLIR's verifier does not count the operands).
      int num = 1 + AffineDmaStartOp.map(op, "tag_map").getNumInputs();
      AffineMemoryAccess.print(p, op, 0, "tag_map", num);
      p.print(", ").printOperand(op.getOperand(num)).print(" : ").printType(op.getOperand(0).getType());
    }

    @Override
    public boolean verify(Operation op) {
      if (!AffineDmaStartOp.mapsAreMaps(op, "tag_map")) {
        return false;
      }
      if (op.getNumOperands() == 0 || !(op.getOperand(0).getType() instanceof MemRefType)) {
        op.emitOpError("expected DMA tag to be of memref type");
        return false;
      }
      AffineMap map = AffineDmaStartOp.map(op, "tag_map");
      // MLIR checks no count; jopt refuses only too few operands, which MLIR reads past.
      if (op.getNumOperands() < map.getNumInputs() + 2) {
        op.emitOpError("incorrect number of operands");
        return false;
      }
      Region scope = AffineValidity.getAffineScope(op);
      for (Value idx : op.getOperands().subList(1, 1 + map.getNumInputs())) {
        if (!Types.isIndex(idx.getType())) {
          op.emitOpError("index to dma_wait must have 'index' type");
          return false;
        }
        if (!AffineValidity.isValidAffineIndexOperand(idx, scope)) {
          op.emitOpError("index must be a valid dimension or symbol identifier");
          return false;
        }
      }
      return true;
    }

    @Override
    public List<Effect> getEffects(Operation op) {
      return List.of(new Effect(Kind.READ, op.getOperand(0)));
    }
  }
}
