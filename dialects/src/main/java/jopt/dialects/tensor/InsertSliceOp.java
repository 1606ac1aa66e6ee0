package jopt.dialects.tensor;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.OpView;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.ods.OpSpec;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.RankedTensorType;

/**
 * tensor.insert_slice: {@code %source into %dest[offsets] [sizes] [strides] attr-dict : S into D};
 * the dest with a slice replaced. Destination style: {@code dest} is its init.
 */
public final class InsertSliceOp extends OpView implements OffsetSizeAndStrideOp {
  public static final OpSpec SPEC = SliceParts.declare(OpSpec.op("tensor.insert_slice")
      .summary("insert_slice operation")
      .operand("source", TensorTypes.RANKED)
      .operand("dest", TensorTypes.RANKED))
      .result("result", TensorTypes.RANKED)
      .predicate("expected result type to match dest type",
          op -> op.getResult(0).getType().equals(op.getOperand(1).getType()))
      .build();

  private InsertSliceOp(Operation op) {
    super(op);
  }

  public static InsertSliceOp of(Operation op) {
    return new InsertSliceOp(checked(op, SPEC));
  }

  /** Creates the insertion of {@code source} into {@code dest} at the given offsets, sizes and strides. */
  public static InsertSliceOp create(Builder b, Location loc, Value source, Value dest, List<OpFoldResult> offsets,
      List<OpFoldResult> sizes, List<OpFoldResult> strides) {
    OperationState st = SPEC.newState(loc);
    st.addOperand(source).addOperand(dest);
    addSlice(st, offsets, sizes, strides, 2);
    st.addType(dest.getType());
    return new InsertSliceOp(b.create(st));
  }

  /** Adds the dynamic values, static arrays and segment sizes of a slice after {@code leading} operands. */
  static void addSlice(OperationState st, List<OpFoldResult> offsets, List<OpFoldResult> sizes,
      List<OpFoldResult> strides, int leading) {
    MixedValues o = MixedValues.of(offsets);
    MixedValues s = MixedValues.of(sizes);
    MixedValues t = MixedValues.of(strides);
    st.addOperands(o.dynamics()).addOperands(s.dynamics()).addOperands(t.dynamics());
    st.addAttribute("static_offsets", TensorAsm.i64Array(o.statics()));
    st.addAttribute("static_sizes", TensorAsm.i64Array(s.statics()));
    st.addAttribute("static_strides", TensorAsm.i64Array(t.statics()));
    int[] segs = new int[leading + 3];
    java.util.Arrays.fill(segs, 0, leading, 1);
    segs[leading] = o.dynamics().size();
    segs[leading + 1] = s.dynamics().size();
    segs[leading + 2] = t.dynamics().size();
    OpSpec.setOperandSegmentSizes(st, segs);
  }

  public Value source() {
    return getOperation().getOperand(0);
  }

  public Value dest() {
    return getOperation().getOperand(1);
  }

  @Override
  public List<Value> offsets() {
    return operands(2);
  }

  @Override
  public List<Value> sizes() {
    return operands(3);
  }

  @Override
  public List<Value> strides() {
    return operands(4);
  }

  @Override
  public long[] staticOffsets() {
    return TensorAsm.i64s(attr("static_offsets"));
  }

  @Override
  public long[] staticSizes() {
    return TensorAsm.i64s(attr("static_sizes"));
  }

  @Override
  public long[] staticStrides() {
    return TensorAsm.i64s(attr("static_strides"));
  }

  public RankedTensorType sourceType() {
    return (RankedTensorType) source().getType();
  }

  public RankedTensorType destType() {
    return (RankedTensorType) dest().getType();
  }

  public Value result() {
    return result(0);
  }

  /** DestinationStyleOpInterface: the init is {@code dest}, tied to the result. */
  public List<Value> dpsInits() {
    return List.of(dest());
  }

  /** DestinationStyleOpInterface: every other operand (the source and the dynamic offsets, sizes, strides). */
  public List<Value> dpsInputs() {
    List<Value> r = new ArrayList<>(getOperation().getOperands());
    r.remove(1);
    return r;
  }

  /** The dest dims the source omits (rank extension), by MLIR's greedy mask over the sizes. */
  public boolean[] droppedDims() {
    return TensorTypes.droppedDims(staticSizes(), sourceType().getShape());
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition: custom assembly and the slice checks. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean fold(Operation op, java.util.List<jopt.ir.Attribute> operands,
        java.util.List<OpFoldResult> results) {
      return TensorFolding.foldInsertSlice(op, results);
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      parseInsert(p, result, SPEC, true);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      printInsert(p, of(op), op.getOperand(0), op.getOperand(1));
    }

    @Override
    public boolean verify(Operation op) {
      InsertSliceOp v = of(op);
      return SliceVerifier.verifyInterface(v, v.destType().getRank())
          && SliceVerifier.verifySlice(v, v.destType(), v.sourceType());
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(op.getResult(0), "inserted_slice");
    }
  }

  /** {@code %source into %dest[o] [s] [t] attr-dict : S into D}; the result (if any) has type D. */
  static void parseInsert(OpAsmParser p, OperationState result, OpSpec spec, boolean hasResult) {
    UnresolvedOperand source = p.parseOperand();
    p.parseKeyword("into");
    UnresolvedOperand dest = p.parseOperand();
    SliceParts parts = SliceParts.parse(p);
    parts.addAttributes(result);
    TensorAsm.parseAttrDict(p, result, spec);
    p.parseColon();
    RankedTensorType srcType = TensorAsm.parseRankedTensorType(p);
    p.parseKeyword("into");
    RankedTensorType destType = TensorAsm.parseRankedTensorType(p);
    if (hasResult) {
      result.addType(destType);
    }
    result.addOperand(p.resolveOperand(source, srcType));
    result.addOperand(p.resolveOperand(dest, destType));
    parts.resolve(p, result, 2);
  }

  static void printInsert(OpAsmPrinter p, OffsetSizeAndStrideOp v, Value source, Value dest) {
    p.print(' ').printOperand(source).print(" into ").printOperand(dest);
    SliceParts.print(p, v);
    TensorAsm.printAttrDict(p, v.getOperation(), SliceParts.elided());
    p.print(" : ").printType(source.getType()).print(" into ").printType(dest.getType());
  }
}
