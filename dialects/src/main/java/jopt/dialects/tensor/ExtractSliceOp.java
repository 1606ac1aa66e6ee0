package jopt.dialects.tensor;

import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.interfaces.RuntimeVerifiableOpInterface;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.ods.format.DynamicIndexList;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.RankedTensorType;

/**
 * tensor.extract_slice: {@code %source[offsets] [sizes] [strides] attr-dict : S to R}; the
 * result may drop unit dimensions of the slice (rank reduction).
 */
@Op
public final class ExtractSliceOp extends ExtractSliceOpBase implements OffsetSizeAndStrideOp {
  public static final OpSpec SPEC = OpSpec.op("tensor.extract_slice")
      .summary("extract slice operation")
      .operand("source", TensorTypes.RANKED)
      .variadicOperand("offsets", TypeConstraints.INDEX)
      .variadicOperand("sizes", TypeConstraints.INDEX)
      .variadicOperand("strides", TypeConstraints.INDEX)
      .attr("static_offsets", AttrConstraints.DENSE_I64_ARRAY)
      .attr("static_sizes", AttrConstraints.DENSE_I64_ARRAY)
      .attr("static_strides", AttrConstraints.DENSE_I64_ARRAY)
      .result("result", TensorTypes.RANKED)
      .attrSizedOperandSegments()
      .customDirective("DynamicIndexList", DynamicIndexList.SQUARE)
      .format("$source `` custom<DynamicIndexList>($offsets, $static_offsets)"
          + " custom<DynamicIndexList>($sizes, $static_sizes)"
          + " custom<DynamicIndexList>($strides, $static_strides)"
          + " attr-dict `:` type($source) `to` type($result)")
      .build();

  ExtractSliceOp(Operation op) {
    super(op);
  }

  /** Creates a slice of {@code source}; the result type is inferred from the sizes (no rank reduction). */
  public static ExtractSliceOp create(Builder b, Location loc, Value source, List<OpFoldResult> offsets,
      List<OpFoldResult> sizes, List<OpFoldResult> strides) {
    return create(b, loc, null, source, offsets, sizes, strides);
  }

  /** Creates a slice with the given (possibly rank-reduced) result type; null infers it. */
  public static ExtractSliceOp create(Builder b, Location loc, RankedTensorType resultType, Value source,
      List<OpFoldResult> offsets, List<OpFoldResult> sizes, List<OpFoldResult> strides) {
    if (resultType == null) {
      resultType = inferResultType((RankedTensorType) source.getType(), MixedValues.of(sizes).statics());
    }
    OperationState st = SPEC.newState(loc);
    st.addOperand(source);
    SliceParts.add(st, offsets, sizes, strides, 1);
    st.addType(resultType);
    return new ExtractSliceOp(b.create(st));
  }

  /** MLIR's ExtractSliceOp::inferResultType: the static sizes, the source's element type and encoding. */
  public static RankedTensorType inferResultType(RankedTensorType source, long[] staticSizes) {
    return RankedTensorType.get(staticSizes, source.getElementType(), source.getEncoding());
  }

  public RankedTensorType sourceType() {
    return (RankedTensorType) source().getType();
  }

  public RankedTensorType resultType() {
    return (RankedTensorType) result().getType();
  }

  /** The source dims the result drops (rank reduction), by MLIR's greedy mask over the sizes. */
  public boolean[] droppedDims() {
    return TensorTypes.droppedDims(staticSizes(), resultType().getShape());
  }


  /** The definition: the slice checks and folding. */
  public static final class Def extends OpDefinition implements RuntimeVerifiableOpInterface, Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public void generateRuntimeVerification(Operation op, Builder builder, Location loc,
        BiFunction<Operation, String, String> errorMessage) {
      RuntimeOpVerification.extractSlice(op, builder, loc, errorMessage);
    }

    @Override
    public void getCanonicalizationPatterns(jopt.ir.rewrite.RewritePatternSet patterns) {
      patterns.add(new ExtractSlicePatterns.ConstantArgumentFolder());
    }

    @Override
    public boolean fold(Operation op, java.util.List<jopt.ir.Attribute> operands,
        java.util.List<jopt.ir.rewrite.OpFoldResult> results) {
      return TensorFolding.foldExtractSlice(op, operands, results);
    }




    @Override
    public boolean verify(Operation op) {
      ExtractSliceOp v = of(op);
      return SliceVerifier.verifyInterface(v, v.sourceType().getRank())
          && SliceVerifier.verifySlice(v, v.sourceType(), v.resultType());
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(ExtractSliceOp.of(op).result(), "extracted_slice");
    }
  }
}
