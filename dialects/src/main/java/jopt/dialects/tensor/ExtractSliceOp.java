package jopt.dialects.tensor;

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
 * tensor.extract_slice: {@code %source[offsets] [sizes] [strides] attr-dict : S to R}; the
 * result may drop unit dimensions of the slice (rank reduction).
 */
public final class ExtractSliceOp extends OpView implements OffsetSizeAndStrideOp {
  public static final OpSpec SPEC = SliceParts.declare(OpSpec.op("tensor.extract_slice")
      .summary("extract slice operation")
      .operand("source", TensorTypes.RANKED))
      .result("result", TensorTypes.RANKED)
      .build();

  private ExtractSliceOp(Operation op) {
    super(op);
  }

  public static ExtractSliceOp of(Operation op) {
    return new ExtractSliceOp(checked(op, SPEC));
  }

  /** Creates a slice of {@code source}; the result type is inferred from the sizes (no rank reduction). */
  public static ExtractSliceOp create(Builder b, Location loc, Value source, List<OpFoldResult> offsets,
      List<OpFoldResult> sizes, List<OpFoldResult> strides) {
    return create(b, loc, null, source, offsets, sizes, strides);
  }

  /** Creates a slice with the given (possibly rank-reduced) result type; null infers it. */
  public static ExtractSliceOp create(Builder b, Location loc, RankedTensorType resultType, Value source,
      List<OpFoldResult> offsets, List<OpFoldResult> sizes, List<OpFoldResult> strides) {
    MixedValues o = MixedValues.of(offsets);
    MixedValues s = MixedValues.of(sizes);
    MixedValues t = MixedValues.of(strides);
    if (resultType == null) {
      resultType = inferResultType((RankedTensorType) source.getType(), s.statics());
    }
    OperationState st = SPEC.newState(loc);
    st.addOperand(source).addOperands(o.dynamics()).addOperands(s.dynamics()).addOperands(t.dynamics());
    st.addAttribute("static_offsets", TensorAsm.i64Array(o.statics()));
    st.addAttribute("static_sizes", TensorAsm.i64Array(s.statics()));
    st.addAttribute("static_strides", TensorAsm.i64Array(t.statics()));
    OpSpec.setOperandSegmentSizes(st, 1, o.dynamics().size(), s.dynamics().size(), t.dynamics().size());
    st.addType(resultType);
    return new ExtractSliceOp(b.create(st));
  }

  /** MLIR's ExtractSliceOp::inferResultType: the static sizes, the source's element type and encoding. */
  public static RankedTensorType inferResultType(RankedTensorType source, long[] staticSizes) {
    return RankedTensorType.get(staticSizes, source.getElementType(), source.getEncoding());
  }

  public Value source() {
    return getOperation().getOperand(0);
  }

  @Override
  public List<Value> offsets() {
    return operands(1);
  }

  @Override
  public List<Value> sizes() {
    return operands(2);
  }

  @Override
  public List<Value> strides() {
    return operands(3);
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

  public RankedTensorType resultType() {
    return (RankedTensorType) result(0).getType();
  }

  public Value result() {
    return result(0);
  }

  /** The source dims the result drops (rank reduction), by MLIR's greedy mask over the sizes. */
  public boolean[] droppedDims() {
    return TensorTypes.droppedDims(staticSizes(), resultType().getShape());
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
        java.util.List<jopt.ir.rewrite.OpFoldResult> results) {
      return TensorFolding.foldExtractSlice(op, operands, results);
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      UnresolvedOperand source = p.parseOperand();
      SliceParts parts = SliceParts.parse(p);
      parts.addAttributes(result);
      TensorAsm.parseAttrDict(p, result, SPEC);
      p.parseColon();
      RankedTensorType srcType = TensorAsm.parseRankedTensorType(p);
      p.parseKeyword("to");
      result.addType(TensorAsm.parseRankedTensorType(p));
      result.addOperand(p.resolveOperand(source, srcType));
      parts.resolve(p, result, 1);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      ExtractSliceOp v = of(op);
      p.print(' ').printOperand(v.source());
      SliceParts.print(p, v);
      TensorAsm.printAttrDict(p, op, SliceParts.elided());
      p.print(" : ").printType(v.sourceType()).print(" to ").printType(v.resultType());
    }

    @Override
    public boolean verify(Operation op) {
      ExtractSliceOp v = of(op);
      return SliceVerifier.verifyInterface(v, v.sourceType().getRank())
          && SliceVerifier.verifySlice(v, v.sourceType(), v.resultType());
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(op.getResult(0), "extracted_slice");
    }
  }
}
