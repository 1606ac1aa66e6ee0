package jopt.dialects.affine;

import java.util.ArrayList;
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
import jopt.ir.attr.AffineMapAttr;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.IndexType;
import jopt.ir.type.MemRefType;
import jopt.ir.type.Types;

/**
 * affine.dma_start: {@code %src[subs], %dst[subs], %tag[subs], %num [, %stride, %perStride] :
 * src-type, dst-type, tag-type}; starts a copy of {@code %num} elements. As in MLIR the op is
 * hand-written: its three maps ({@code src_map}, {@code dst_map}, {@code tag_map}) are plain
 * attributes, and every operand is one variadic list.
 */
public final class AffineDmaStartOp {
  public static final OpSpec SPEC = OpSpec.op("affine.dma_start")
      .variadicOperand("operands", TypeConstraints.ANY)
      .build();

  private AffineDmaStartOp() {}

  static AffineMap map(Operation op, String name) {
    return op.getAttr(name) instanceof AffineMapAttr m ? m.getValue() : AffineMap.get(0, 0, List.of());
  }

  /**
   * MLIR's DMA ops are not ODS-defined and take any attribute as a map (undefined behaviour on
   * another kind); jopt refuses a map attribute of another kind with ODS's words.
   */
  static boolean mapsAreMaps(Operation op, String... names) {
    for (String name : names) {
      jopt.ir.Attribute a = op.getAttr(name);
      if (a != null && !(a instanceof AffineMapAttr)) {
        op.emitOpError("attribute '" + name + "' failed to satisfy constraint: AffineMap attribute");
        return false;
      }
    }
    return true;
  }

  /** The operand positions: src memref, dst memref, tag memref, number of elements. */
  static int[] positions(Operation op) {
    int src = 0;
    int dst = src + 1 + map(op, "src_map").getNumInputs();
    int tag = dst + 1 + map(op, "dst_map").getNumInputs();
    int num = tag + 1 + map(op, "tag_map").getNumInputs();
    return new int[] {src, dst, tag, num};
  }

  /** The definition: MLIR's custom form and checks, and the copy's effects. */
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
      List<AffineMemoryAccess.Access> accesses = new ArrayList<>();
      List<AffineMap> maps = new ArrayList<>();
      for (String name : List.of("src_map", "dst_map", "tag_map")) {
        AffineMemoryAccess.Access a = AffineMemoryAccess.parse(p, result, name);
        accesses.add(a);
        maps.add(((AffineMapAttr) result.attributes.get(name)).getValue());
        p.parseComma();
      }
      UnresolvedOperand num = p.parseOperand();
      List<UnresolvedOperand> stride = new ArrayList<>();
      while (p.parseOptionalComma()) {
        stride.add(p.parseOperand());
      }
      if (!stride.isEmpty() && stride.size() != 2) {
        throw p.emitError(p.getNameLoc(), "expected two stride related operands");
      }
      List<Type> types = p.parseColonTypeList();
      if (types.size() != 3) {
        throw p.emitError(p.getNameLoc(), "expected three types");
      }
      for (int i = 0; i < 3; i++) {
        AffineMemoryAccess.resolveWith(p, result, accesses.get(i), types.get(i));
      }
      result.addOperand(p.resolveOperand(num, IndexType.get()));
      for (UnresolvedOperand s : stride) {
        result.addOperand(p.resolveOperand(s, IndexType.get()));
      }
      for (int i = 0; i < 3; i++) {
        if (accesses.get(i).indices().size() != maps.get(i).getNumInputs()) {
          throw p.emitError(p.getNameLoc(), "memref operand count not equal to map.numInputs");
        }
      }
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      int[] pos = positions(op);
      String[] maps = {"src_map", "dst_map", "tag_map"};
      for (int i = 0; i < 3; i++) {
        AffineMemoryAccess.print(p, op, pos[i], maps[i], pos[i + 1]);
        p.print(",");
      }
      p.print(' ').printOperand(op.getOperand(pos[3]));
      if (op.getNumOperands() == pos[3] + 3) {
        p.print(", ").printOperand(op.getOperand(pos[3] + 1)).print(", ").printOperand(op.getOperand(pos[3] + 2));
      }
      p.print(" : ").printType(op.getOperand(pos[0]).getType()).print(", ").printType(op.getOperand(pos[1]).getType())
          .print(", ").printType(op.getOperand(pos[2]).getType());
    }

    @Override
    public boolean verify(Operation op) {
      if (!mapsAreMaps(op, "src_map", "dst_map", "tag_map")) {
        return false;
      }
      int[] pos = positions(op);
      String[] what = {"source", "destination", "tag"};
      for (int i = 0; i < 3; i++) {
        if (pos[i] >= op.getNumOperands() || !(op.getOperand(pos[i]).getType() instanceof MemRefType)) {
          op.emitOpError("expected DMA " + what[i] + " to be of memref type");
          return false;
        }
      }
      if (op.getNumOperands() != pos[3] + 1 && op.getNumOperands() != pos[3] + 3) {
        op.emitOpError("incorrect number of operands");
        return false;
      }
      Region scope = AffineValidity.getAffineScope(op);
      String[] names = {"src", "dst", "tag"};
      for (int i = 0; i < 3; i++) {
        for (Value idx : op.getOperands().subList(pos[i] + 1, pos[i + 1])) {
          if (!Types.isIndex(idx.getType())) {
            op.emitOpError(names[i] + " index to dma_start must have 'index' type");
            return false;
          }
          if (!AffineValidity.isValidAffineIndexOperand(idx, scope)) {
            op.emitOpError(names[i] + " index must be a valid dimension or symbol identifier");
            return false;
          }
        }
      }
      return true;
    }

    @Override
    public List<Effect> getEffects(Operation op) {
      int[] pos = positions(op);
      return List.of(new Effect(Kind.READ, op.getOperand(pos[0])), new Effect(Kind.WRITE, op.getOperand(pos[1])),
          new Effect(Kind.READ, op.getOperand(pos[2])));
    }
  }
}
