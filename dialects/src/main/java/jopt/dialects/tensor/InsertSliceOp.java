package jopt.dialects.tensor;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.ods.format.DynamicIndexList;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.RankedTensorType;

/**
 * tensor.insert_slice: {@code %source into %dest[offsets] [sizes] [strides] attr-dict : S into D};
 * the dest with a slice replaced. Destination style: {@code dest} is its init.
 */
@Op
public final class InsertSliceOp extends InsertSliceOpBase implements OffsetSizeAndStrideOp {
  public static final OpSpec SPEC = OpSpec.op("tensor.insert_slice")
      .summary("insert_slice operation")
      .operand("source", TensorTypes.RANKED)
      .operand("dest", TensorTypes.RANKED)
      .variadicOperand("offsets", TypeConstraints.INDEX)
      .variadicOperand("sizes", TypeConstraints.INDEX)
      .variadicOperand("strides", TypeConstraints.INDEX)
      .attr("static_offsets", AttrConstraints.DENSE_I64_ARRAY)
      .attr("static_sizes", AttrConstraints.DENSE_I64_ARRAY)
      .attr("static_strides", AttrConstraints.DENSE_I64_ARRAY)
      .result("result", TensorTypes.RANKED)
      .attrSizedOperandSegments()
      .typesMatchWith("expected result type to match dest type", "dest", "result", t -> t)
      .customDirective("DynamicIndexList", DynamicIndexList.SQUARE)
      .format("$source `into` $dest `` custom<DynamicIndexList>($offsets, $static_offsets)"
          + " custom<DynamicIndexList>($sizes, $static_sizes)"
          + " custom<DynamicIndexList>($strides, $static_strides)"
          + " attr-dict `:` type($source) `into` type($dest)")
      .build();

  InsertSliceOp(Operation op) {
    super(op);
  }

  /** Creates the insertion of {@code source} into {@code dest} at the given offsets, sizes and strides. */
  public static InsertSliceOp create(Builder b, Location loc, Value source, Value dest, List<OpFoldResult> offsets,
      List<OpFoldResult> sizes, List<OpFoldResult> strides) {
    OperationState st = SPEC.newState(loc);
    st.addOperand(source).addOperand(dest);
    SliceParts.add(st, offsets, sizes, strides, 2);
    st.addType(dest.getType());
    return new InsertSliceOp(b.create(st));
  }

  public RankedTensorType sourceType() {
    return (RankedTensorType) source().getType();
  }

  public RankedTensorType destType() {
    return (RankedTensorType) dest().getType();
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


  /** The definition: the slice checks and folding. */
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
    public boolean verify(Operation op) {
      InsertSliceOp v = of(op);
      return SliceVerifier.verifyInterface(v, v.destType().getRank())
          && SliceVerifier.verifySlice(v, v.destType(), v.sourceType());
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(InsertSliceOp.of(op).result(), "inserted_slice");
    }
  }

  /** {@code %source into %dest[o] [s] [t] attr-dict : S into D}; the result (if any) has type D. */

}
