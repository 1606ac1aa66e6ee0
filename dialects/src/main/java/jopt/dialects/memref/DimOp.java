package jopt.dialects.memref;

import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import jopt.ir.Attribute;
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
import jopt.ir.rewrite.OpFoldResult;

/** memref.dim: {@code attr-dict %source, %index : type}; the size of one dimension. */
@Op
public final class DimOp extends DimOpBase {
  public static final OpSpec SPEC = OpSpec.op("memref.dim")
      .summary("dimension index operation")
      .operand("source", MemRefConstraints.NON_0_RANKED_OR_UNRANKED_MEMREF)
      .operand("index", TypeConstraints.INDEX)
      .result("result", TypeConstraints.INDEX)
      .format("attr-dict $source `,` $index `:` type($source)")
      .build();

  DimOp(Operation op) {
    super(op);
  }

  /** The definition: the folder. */
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

    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      return MemRefFolding.foldDim(op, operands, results);
    }
  }
}
