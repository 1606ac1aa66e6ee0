package jopt.dialects.tensor;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.interfaces.RuntimeVerifiableOpInterface;
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
  public static final class Def extends OpDefinition implements RuntimeVerifiableOpInterface, Traits.Pure,
      jopt.ir.interfaces.ShapedDimOpInterface, jopt.ir.interfaces.ConditionallySpeculatable {
    public Def() {
      super(SPEC);
    }

    @Override
    public void generateRuntimeVerification(Operation op, Builder builder, Location loc,
        BiFunction<Operation, String, String> errorMessage) {
      RuntimeOpVerification.dim(op, builder, loc, errorMessage);
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

    /** Speculatable with a constant index within the rank of a ranked source. */
    @Override
    public Speculatability getSpeculatability(Operation op) {
      DimOp dim = DimOp.of(op);
      if (!(jopt.ir.rewrite.Matchers.constantValue(dim.index()) instanceof jopt.ir.attr.IntegerAttr c)
          || !(dim.source().getType() instanceof jopt.ir.type.ShapedType t) || !t.hasRank()) {
        return Speculatability.NOT_SPECULATABLE;
      }
      return c.getInt() >= 0 && c.getInt() < t.getRank() ? Speculatability.SPECULATABLE
          : Speculatability.NOT_SPECULATABLE;
    }

    @Override
    public Value getShapedValue(Operation op) {
      return DimOp.of(op).source();
    }

    @Override
    public Value getDimension(Operation op) {
      return DimOp.of(op).index();
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(DimOp.of(op).result(), "dim");
    }
  }
}
