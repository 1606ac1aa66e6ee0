package jopt.dialects.utils;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.interfaces.ConditionallySpeculatable;
import jopt.ir.interfaces.RuntimeVerifiableOpInterface;
import jopt.ir.interfaces.ShapedDimOpInterface;
import jopt.ir.ods.OpSpec;
import jopt.ir.rewrite.Builder;
import jopt.ir.rewrite.Matchers;
import jopt.ir.type.ShapedType;

/**
 * What memref.dim and tensor.dim share ({@code %source, %index -> index}): ShapedDimOpInterface,
 * MLIR's speculatability (a constant index within the rank of a ranked source), the result's
 * name {@code %dim}, and the runtime check of the index against the source's rank.
 */
public abstract class DimOpDef extends OpDefinition implements RuntimeVerifiableOpInterface, Traits.Pure,
    ShapedDimOpInterface, ConditionallySpeculatable {
  protected DimOpDef(OpSpec spec) {
    super(spec);
  }

  /** The dialect's rank of {@code source} (memref.rank, tensor.rank). */
  protected abstract Value createRank(Builder b, Location loc, Value source);

  @Override
  public final void generateRuntimeVerification(Operation op, Builder builder, Location loc,
      BiFunction<Operation, String, String> errorMessage) {
    RuntimeChecks.assertIndexBelowRank(builder, loc, getDimension(op),
        createRank(builder, loc, getShapedValue(op)), op, errorMessage);
  }

  @Override
  public final Speculatability getSpeculatability(Operation op) {
    if (!(Matchers.constantValue(getDimension(op)) instanceof IntegerAttr c)
        || !(getShapedValue(op).getType() instanceof ShapedType t) || !t.hasRank()) {
      return Speculatability.NOT_SPECULATABLE;
    }
    return c.getInt() >= 0 && c.getInt() < t.getRank() ? Speculatability.SPECULATABLE
        : Speculatability.NOT_SPECULATABLE;
  }

  @Override
  public final Value getShapedValue(Operation op) {
    return op.getOperand(0);
  }

  @Override
  public final Value getDimension(Operation op) {
    return op.getOperand(1);
  }

  @Override
  public final void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
    setName.accept(op.getResult(0), "dim");
  }
}
