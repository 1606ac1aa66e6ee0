package jopt.dialects.tensor;

import java.util.List;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Value;
import jopt.ir.asm.AsmPrinter;
import jopt.ir.asm.PrintingFlags;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.ods.format.DynamicIndexList;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.RankedTensorType;

/**
 * tensor.parallel_insert_slice: {@code %source into %dest[o] [s] [t] attr-dict : S into D}; one
 * thread's slice update, combined by the enclosing {@code scf.forall.in_parallel}.
 */
@Op
public final class ParallelInsertSliceOp extends ParallelInsertSliceOpBase implements OffsetSizeAndStrideOp {
  public static final OpSpec SPEC = OpSpec.op("tensor.parallel_insert_slice")
      .summary("Specify the tensor slice update of a single thread of a parent ParallelCombiningOpInterface op.")
      .operand("source", TensorTypes.RANKED)
      .operand("dest", TensorTypes.RANKED)
      .variadicOperand("offsets", TypeConstraints.INDEX)
      .variadicOperand("sizes", TypeConstraints.INDEX)
      .variadicOperand("strides", TypeConstraints.INDEX)
      .attr("static_offsets", AttrConstraints.DENSE_I64_ARRAY)
      .attr("static_sizes", AttrConstraints.DENSE_I64_ARRAY)
      .attr("static_strides", AttrConstraints.DENSE_I64_ARRAY)
      .attrSizedOperandSegments()
      .customDirective("DynamicIndexList", DynamicIndexList.SQUARE)
      .format("$source `into` $dest `` custom<DynamicIndexList>($offsets, $static_offsets)"
          + " custom<DynamicIndexList>($sizes, $static_sizes)"
          + " custom<DynamicIndexList>($strides, $static_strides)"
          + " attr-dict `:` type($source) `into` type($dest)")
      .build();

  /** The ops implementing InParallelOpInterface. */
  static final List<String> PARALLEL_PARENTS = List.of("scf.forall.in_parallel");

  ParallelInsertSliceOp(Operation op) {
    super(op);
  }

  /** Creates the update of {@code dest} by {@code source} at the given offsets, sizes and strides. */
  public static ParallelInsertSliceOp create(Builder b, Location loc, Value source, Value dest,
      List<OpFoldResult> offsets, List<OpFoldResult> sizes, List<OpFoldResult> strides) {
    OperationState st = SPEC.newState(loc);
    st.addOperand(source).addOperand(dest);
    SliceParts.add(st, offsets, sizes, strides, 2);
    return new ParallelInsertSliceOp(b.create(st));
  }

  public RankedTensorType sourceType() {
    return (RankedTensorType) source().getType();
  }

  public RankedTensorType destType() {
    return (RankedTensorType) dest().getType();
  }


  /** The definition: the parent check and the slice checks. */
  public static final class Def extends OpDefinition {
    public Def() {
      super(SPEC);
    }




    @Override
    public boolean verify(Operation op) {
      ParallelInsertSliceOp v = of(op);
      if (!SliceVerifier.verifyInterface(v, v.destType().getRank())) {
        return false;
      }
      Operation parent = op.getParentOp();
      if (parent == null || !PARALLEL_PARENTS.contains(parent.getName())) {
        String printed = parent == null ? "" : AsmPrinter.print(parent,
            PrintingFlags.defaults().withGenericOpForm(true).withLocalScope(true));
        op.emitError("expected InParallelOpInterface parent, got:" + (printed.contains("\n") ? "\n" : "") + printed);
        return false;
      }
      return SliceVerifier.verifySlice(v, v.destType(), v.sourceType());
    }
  }
}
