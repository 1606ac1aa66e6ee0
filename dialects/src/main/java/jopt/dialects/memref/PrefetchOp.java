package jopt.dialects.memref;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.IntegerType;
import jopt.ir.type.MemRefType;

/**
 * memref.prefetch: {@code %memref[%indices], read|write, locality<0..3>, data|instr : type}; a
 * cache hint for one element.
 */
@Op
public final class PrefetchOp extends PrefetchOpBase {
  public static final OpSpec SPEC = OpSpec.op("memref.prefetch")
      .summary("prefetch operation")
      .operand("memref", TypeConstraints.MEMREF)
      .variadicOperand("indices", TypeConstraints.INDEX)
      .attr("isWrite", AttrConstraints.BOOL)
      .attr("localityHint", MemRefConstraints.LOCALITY_HINT)
      .attr("isDataCache", AttrConstraints.BOOL)
      .memWrite("memref")
      .build();

  PrefetchOp(Operation op) {
    super(op);
  }

  /** Creates {@code memref.prefetch %memref[%indices]} with the hints given. */
  public static PrefetchOp create(Builder b, Location loc, Value memref, List<? extends Value> indices,
      boolean isWrite, int localityHint, boolean isDataCache) {
    OperationState st = SPEC.newState(loc).addOperand(memref).addOperands(indices);
    st.addAttribute("isWrite", Attrs.bool(isWrite));
    st.addAttribute("localityHint", Attrs.i32(localityHint));
    st.addAttribute("isDataCache", Attrs.bool(isDataCache));
    return new PrefetchOp(b.create(st));
  }

  public long localityHint() {
    return ((IntegerAttr) attr("localityHint")).getValue();
  }

  /** The definition: the C++-written assembly, the index-count check and the cast folder. */
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
      UnresolvedOperand memref = p.parseOperand();
      List<UnresolvedOperand> indices = p.parseOperandList(OpAsmParser.Delimiter.SQUARE);
      p.parseComma();
      String readOrWrite = keyword(p);
      p.parseComma();
      Asm.parseKeyword(p, "locality");
      p.parseLess();
      result.addAttribute("localityHint", p.parseAttribute(IntegerType.get(32)));
      p.parseGreater();
      p.parseComma();
      String cacheType = keyword(p);
      MemRefType type = Asm.parseColonMemRefTypeReportingAtColon(p);
      result.addOperand(p.resolveOperand(memref, type));
      result.addOperands(Asm.resolveIndices(p, indices));
      if (!readOrWrite.equals("read") && !readOrWrite.equals("write")) {
        throw p.emitError(p.getNameLoc(), "rw specifier has to be 'read' or 'write'");
      }
      result.addAttribute("isWrite", Attrs.bool(readOrWrite.equals("write")));
      if (!cacheType.equals("data") && !cacheType.equals("instr")) {
        throw p.emitError(p.getNameLoc(), "cache type has to be 'data' or 'instr'");
      }
      result.addAttribute("isDataCache", Attrs.bool(cacheType.equals("data")));
    }

    private static String keyword(OpAsmParser p) {
      SourceLoc loc = p.getCurrentLocation();
      String k = p.parseOptionalKeyword();
      if (k == null) {
        throw p.emitError(loc, "expected valid keyword");
      }
      return k;
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      PrefetchOp prefetch = PrefetchOp.of(op);
      PrefetchOp v = of(op);
      p.print(' ').printOperand(prefetch.memref());
      p.print('[').printOperands(op.getOperands(1, op.getNumOperands())).print(']');
      p.print(", ").print(v.isWrite() ? "write" : "read");
      p.print(", locality<").print(v.localityHint()).print(">, ").print(v.isDataCache() ? "data" : "instr");
      Asm.printAttrDict(p, op, "localityHint", "isWrite", "isDataCache");
      Asm.printColonType(p, prefetch.memref().getType());
    }

    @Override
    public boolean verify(Operation op) {
      if (op.getNumOperands() != 1 + ((MemRefType) PrefetchOp.of(op).memref().getType()).getRank()) {
        op.emitOpError("too few indices");
        return false;
      }
      return true;
    }

    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      return MemRefFolding.foldMemRefCast(op);
    }
  }
}
