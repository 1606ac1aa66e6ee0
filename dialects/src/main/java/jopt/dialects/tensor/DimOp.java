package jopt.dialects.tensor;

import jopt.dialects.utils.DimOpDef;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** tensor.dim: the size of one dimension of a tensor. */
@Op
public final class DimOp extends DimOpBase {
  public static final OpSpec SPEC = OpSpec.op("tensor.dim")
      .summary("dimension index operation")
      .operand("source", TensorTypes.NON_0_RANKED_OR_UNRANKED)
      .operand("index", TypeConstraints.INDEX)
      .result("result", TypeConstraints.INDEX)
      .format("attr-dict $source `,` $index `:` type($source)")
      .build();

  DimOp(Operation op) {
    super(op);
  }

  /** The definition (tensor.dim has no verifier of its own in MLIR 22). */
  public static final class Def extends DimOpDef {
    public Def() {
      super(SPEC);
    }

    @Override
    protected Value createRank(Builder b, Location loc, Value source) {
      return RankOp.create(b, loc, source).getOperation().getResult(0);
    }

    /**
     * MLIR's DimOp::fold: a static size; the extent of a tensor.generate; the dynamic size of an
     * extract_slice that reduces no rank. (tensor.cast sources are left to the patterns.)
     */
    @Override
    public boolean fold(Operation op, java.util.List<jopt.ir.Attribute> operands,
        java.util.List<jopt.ir.rewrite.OpFoldResult> results) {
      DimOp dim = DimOp.of(op);
      if (!(operands.get(1) instanceof jopt.ir.attr.IntegerAttr index)
          || !(dim.source().getType() instanceof jopt.ir.type.RankedTensorType type)) {
        return false;
      }
      long i = index.getInt();
      if (i < 0 || i >= type.getRank()) {
        return false;
      }
      if (!type.isDynamicDim((int) i)) {
        results.add(jopt.ir.rewrite.OpFoldResult.of(jopt.ir.attr.IntegerAttr.getIndex(type.getDimSize((int) i))));
        return true;
      }
      Operation def = dim.source().getDefiningOp();
      if (GenerateOp.isa(def)) {
        results.add(jopt.ir.rewrite.OpFoldResult.of(
            GenerateOp.of(def).dynamicExtents().get(type.getDynamicDimIndex((int) i))));
        return true;
      }
      if (ExtractSliceOp.isa(def) && ExtractSliceOp.of(def).staticSizes().length == type.getRank()
          && ((jopt.ir.type.ShapedType) ExtractSliceOp.of(def).source().getType()).getRank() == type.getRank()) {
        ExtractSliceOp slice = ExtractSliceOp.of(def);
        long[] sizes = slice.staticSizes();
        if (sizes[(int) i] == jopt.ir.type.ShapedType.DYNAMIC) {
          int before = 0;
          for (int k = 0; k < i; k++) {
            before += sizes[k] == jopt.ir.type.ShapedType.DYNAMIC ? 1 : 0;
          }
          results.add(jopt.ir.rewrite.OpFoldResult.of(slice.sizes().get(before)));
          return true;
        }
      }
      return false;
    }

  }
}
