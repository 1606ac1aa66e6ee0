package jopt.dialects.affine;

import java.util.List;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.attr.BoolAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.RewritePatternSet;
import jopt.ir.type.MemRefType;

/**
 * affine.prefetch: {@code %memref[subscripts], read|write, locality<0..3>, data|instr : type};
 * a hint to prefetch from the memref.
 */
@Op
public final class AffinePrefetchOp extends AffinePrefetchOpBase {
  public static final OpSpec SPEC = OpSpec.op("affine.prefetch")
      .summary("affine prefetch operation")
      .operand("memref", TypeConstraints.MEMREF)
      .variadicOperand("indices", TypeConstraints.INDEX)
      .attr("isWrite", AttrConstraints.BOOL)
      .attr("localityHint", AttrConstraints.I32.confined(
          "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3", a -> {
            long v = ((IntegerAttr) a).getValue();
            return v >= 0 && v <= 3;
          }))
      .attr("isDataCache", AttrConstraints.BOOL)
      .attr("map", AttrConstraints.AFFINE_MAP)
      .build();

  private static final List<String> ELIDED = List.of("map", "localityHint", "isDataCache", "isWrite");

  AffinePrefetchOp(Operation op) {
    super(op);
  }

  /** The definition: custom form, MLIR's checks and the map-composing pattern. */
  public static final class Def extends OpDefinition {
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
      p.parseComma();
      SourceLoc loc = p.getCurrentLocation();
      String rw = p.parseOptionalKeyword();
      if (!"read".equals(rw) && !"write".equals(rw)) {
        throw p.emitError(loc, "rw specifier has to be 'read' or 'write'");
      }
      p.parseComma();
      p.parseKeyword("locality");
      p.parseLess();
      result.addAttribute("localityHint", IntegerAttr.getI32(p.parseInteger()));
      p.parseGreater();
      p.parseComma();
      loc = p.getCurrentLocation();
      String cache = p.parseOptionalKeyword();
      if (!"data".equals(cache) && !"instr".equals(cache)) {
        throw p.emitError(loc, "cache type has to be 'data' or 'instr'");
      }
      result.addAttribute("isWrite", BoolAttr.get(rw.equals("write")));
      result.addAttribute("isDataCache", BoolAttr.get(cache.equals("data")));
      AffineMemoryAccess.resolve(p, result, SPEC, access);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      AffineMemoryAccess.print(p, op, 0, "map");
      p.print(", ").print(((BoolAttr) op.getAttr("isWrite")).value() ? "write" : "read")
          .print(", locality<").print(((IntegerAttr) op.getAttr("localityHint")).getValue()).print(">, ")
          .print(((BoolAttr) op.getAttr("isDataCache")).value() ? "data" : "instr");
      p.printOptionalAttrDict(op.getAttrDictionary().getValue(), ELIDED);
      p.print(" : ").printType(AffinePrefetchOp.of(op).memref().getType());
    }

    @Override
    public boolean verify(Operation op) {
      MemRefType type = (MemRefType) AffinePrefetchOp.of(op).memref().getType();
      jopt.ir.affine.AffineMap map = AffineMemoryAccess.map(op, "map");
      if (map.getNumResults() != type.getRank()) {
        op.emitOpError("affine.prefetch affine map num results must equal memref rank");
        return false;
      }
      if (map.getNumInputs() + 1 != op.getNumOperands()) {
        op.emitOpError("too few operands");
        return false;
      }
      return AffineMemoryAccess.verifyIndexOperands(op, op.getOperands().subList(1, op.getNumOperands()),
          "index must be a dimension or symbol identifier");
    }

    @Override
    public void getCanonicalizationPatterns(RewritePatternSet patterns) {
      patterns.add(new AffineCanonicalization.SimplifyAccessMap(SPEC.name(), 1, "map"));
    }
  }
}
