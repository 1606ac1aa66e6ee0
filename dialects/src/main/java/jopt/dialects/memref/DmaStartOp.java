package jopt.dialects.memref;

import java.util.List;
import jopt.ir.type.Types;
import jopt.ir.Attribute;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.MemRefType;

/**
 * memref.dma_start: {@code %src[%i], %dst[%j], %num, %tag[%k] (, %stride, %perStride)? : src-type,
 * dst-type, tag-type}. The operands are one variadic list whose layout the memref ranks decide.
 */
@Op
public final class DmaStartOp extends DmaStartOpBase {
  public static final OpSpec SPEC = OpSpec.op("memref.dma_start")
      .summary("non-blocking DMA operation that starts a transfer")
      .variadicOperand("operands", TypeConstraints.ANY)
      .build();

  DmaStartOp(Operation op) {
    super(op);
  }

  /** Creates a DMA of {@code numElements} elements; {@code stride} and {@code elementsPerStride} may be null. */
  public static DmaStartOp create(Builder b, Location loc, Value srcMemRef, List<? extends Value> srcIndices,
      Value dstMemRef, List<? extends Value> dstIndices, Value numElements, Value tagMemRef,
      List<? extends Value> tagIndices, Value stride, Value elementsPerStride) {
    OperationState st = SPEC.newState(loc);
    st.addOperand(srcMemRef).addOperands(srcIndices).addOperand(dstMemRef).addOperands(dstIndices);
    st.addOperand(numElements).addOperand(tagMemRef).addOperands(tagIndices);
    if (stride != null) {
      st.addOperand(stride).addOperand(elementsPerStride);
    }
    return new DmaStartOp(b.create(st));
  }

  private int rank(int operand) {
    return ((MemRefType) getOperation().getOperand(operand).getType()).getRank();
  }

  private List<Value> slice(int from, int n) {
    return getOperation().getOperands(from, from + n);
  }

  public Value srcMemRef() {
    return getOperation().getOperand(0);
  }

  public List<Value> srcIndices() {
    return slice(1, rank(0));
  }

  private int dstPos() {
    return 1 + rank(0);
  }

  public Value dstMemRef() {
    return getOperation().getOperand(dstPos());
  }

  public List<Value> dstIndices() {
    return slice(dstPos() + 1, rank(dstPos()));
  }

  private int numElementsPos() {
    return dstPos() + 1 + rank(dstPos());
  }

  public Value numElements() {
    return getOperation().getOperand(numElementsPos());
  }

  public Value tagMemRef() {
    return getOperation().getOperand(numElementsPos() + 1);
  }

  public List<Value> tagIndices() {
    return slice(numElementsPos() + 2, rank(numElementsPos() + 1));
  }

  /** Whether the optional stride and elements-per-stride operands are present. */
  public boolean isStrided() {
    return getOperation().getNumOperands() != numElementsPos() + 2 + rank(numElementsPos() + 1);
  }

  /** The stride, or null. */
  public Value stride() {
    return isStrided() ? getOperation().getOperand(getOperation().getNumOperands() - 2) : null;
  }

  /** The number of elements per stride, or null. */
  public Value numElementsPerStride() {
    return isStrided() ? getOperation().getOperand(getOperation().getNumOperands() - 1) : null;
  }

  /**
   * The definition: the C++-written assembly, MLIR's operand checks and the cast folder. As in
   * MLIR, the op does not declare its memory effects (its getEffects is not the interface's), so
   * it counts as having unknown effects.
   */
  public static final class Def extends OpDefinition {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    /**
     * Without attributes only: MLIR's parser of the custom form reads no attribute dictionary,
     * so mlir-opt-22's custom print of an op with attributes is not read back by it; the generic
     * form is.
     */
    @Override
    public boolean printsCustom(Operation op) {
      return op.getAttrDictionary().isEmpty();
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      UnresolvedOperand src = p.parseOperand();
      List<UnresolvedOperand> srcIndices = p.parseOperandList(OpAsmParser.Delimiter.SQUARE);
      p.parseComma();
      UnresolvedOperand dst = p.parseOperand();
      List<UnresolvedOperand> dstIndices = p.parseOperandList(OpAsmParser.Delimiter.SQUARE);
      p.parseComma();
      UnresolvedOperand num = p.parseOperand();
      p.parseComma();
      UnresolvedOperand tag = p.parseOperand();
      List<UnresolvedOperand> tagIndices = p.parseOperandList(OpAsmParser.Delimiter.SQUARE);
      List<UnresolvedOperand> strideInfo = p.parseOptionalComma() ? p.parseOperandList() : List.of();
      if (!strideInfo.isEmpty() && strideInfo.size() != 2) {
        throw p.emitError(p.getNameLoc(), "expected two stride related operands");
      }
      p.parseOptionalAttrDict(result.attributes); // mlir-opt-22 prints one it cannot read
      List<Type> types = p.parseColonTypeList();
      if (types.size() != 3) {
        throw p.emitError(p.getNameLoc(), "fewer/more types expected");
      }
      result.addOperand(p.resolveOperand(src, types.get(0)));
      result.addOperands(Asm.resolveIndices(p, srcIndices));
      result.addOperand(p.resolveOperand(dst, types.get(1)));
      result.addOperands(Asm.resolveIndices(p, dstIndices));
      result.addOperand(p.resolveOperand(num, ShapedTypes.index()));
      result.addOperand(p.resolveOperand(tag, types.get(2)));
      result.addOperands(Asm.resolveIndices(p, tagIndices));
      result.addOperands(Asm.resolveIndices(p, strideInfo));
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      DmaStartOp dma = of(op);
      p.print(' ').printOperand(dma.srcMemRef()).print('[').printOperands(dma.srcIndices()).print("], ");
      p.printOperand(dma.dstMemRef()).print('[').printOperands(dma.dstIndices()).print("], ");
      p.printOperand(dma.numElements()).print(", ");
      p.printOperand(dma.tagMemRef()).print('[').printOperands(dma.tagIndices()).print(']');
      if (dma.isStrided()) {
        p.print(", ").printOperand(dma.stride()).print(", ").printOperand(dma.numElementsPerStride());
      }
      p.print(" : ").printType(dma.srcMemRef().getType()).print(", ").printType(dma.dstMemRef().getType());
      p.print(", ").printType(dma.tagMemRef().getType());
    }

    /** MLIR's DmaStartOp::verify: each memref is followed by as many index operands as its rank. */
    @Override
    public boolean verify(Operation op) {
      int n = op.getNumOperands();
      if (n < 4) {
        return fail(op, "expected at least 4 operands");
      }
      if (!(DmaStartOp.of(op).srcMemRef().getType() instanceof MemRefType src)) {
        return fail(op, "expected source to be of memref type");
      }
      if (n < src.getRank() + 4) {
        return fail(op, "expected at least " + (src.getRank() + 4) + " operands");
      }
      if (!allIndex(op, 1, src.getRank())) {
        return fail(op, "expected source indices to be of index type");
      }
      int dstPos = 1 + src.getRank();
      if (!(op.getOperand(dstPos).getType() instanceof MemRefType dst)) {
        return fail(op, "expected destination to be of memref type");
      }
      int expected = src.getRank() + dst.getRank() + 4;
      if (n < expected) {
        return fail(op, "expected at least " + expected + " operands");
      }
      if (!allIndex(op, dstPos + 1, dst.getRank())) {
        return fail(op, "expected destination indices to be of index type");
      }
      int numPos = dstPos + 1 + dst.getRank();
      if (!Types.isIndex(op.getOperand(numPos).getType())) {
        return fail(op, "expected num elements to be of index type");
      }
      if (!(op.getOperand(numPos + 1).getType() instanceof MemRefType tag)) {
        return fail(op, "expected tag to be of memref type");
      }
      expected += tag.getRank();
      if (n < expected) {
        return fail(op, "expected at least " + expected + " operands");
      }
      if (!allIndex(op, numPos + 2, tag.getRank())) {
        return fail(op, "expected tag indices to be of index type");
      }
      if (n != expected && n != expected + 2) {
        return fail(op, "incorrect number of operands");
      }
      if (n == expected + 2 && !allIndex(op, n - 2, 2)) {
        return fail(op, "expected stride and num elements per stride to be of type index");
      }
      return true;
    }

    private static boolean allIndex(Operation op, int from, int count) {
      for (int i = from; i < from + count; i++) {
        if (!Types.isIndex(op.getOperand(i).getType())) {
          return false;
        }
      }
      return true;
    }

    private static boolean fail(Operation op, String message) {
      op.emitOpError(message);
      return false;
    }

    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      return MemRefFolding.foldMemRefCast(op);
    }
  }
}
