package jopt.dialects.memref;

import java.util.List;
import java.util.function.BiConsumer;
import jopt.ir.Attribute;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.OpView;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.OpFoldResult;

/** memref.dim: {@code attr-dict %source, %index : type}; the size of one dimension. */
public final class DimOp extends OpView {
  public static final OpSpec SPEC = OpSpec.op("memref.dim")
      .summary("dimension index operation")
      .operand("source", MemRefConstraints.NON_0_RANKED_OR_UNRANKED_MEMREF)
      .operand("index", TypeConstraints.INDEX)
      .result("result", TypeConstraints.INDEX)
      .format("attr-dict $source `,` $index `:` type($source)")
      .build();

  private DimOp(Operation op) {
    super(op);
  }

  public static DimOp of(Operation op) {
    return new DimOp(checked(op, SPEC));
  }

  /** Creates {@code memref.dim %source, %index}. */
  public static DimOp create(Builder b, Location loc, Value source, Value index) {
    return new DimOp(b.create(SPEC.newState(loc).addOperand(source).addOperand(index).addType(ShapedTypes.index())));
  }

  public Value source() {
    return operand(0);
  }

  public Value index() {
    return operand(1);
  }

  public Value result() {
    return result(0);
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition: the folder. */
  public static final class Def extends OpDefinition implements Traits.Pure,
      jopt.ir.interfaces.ShapedDimOpInterface, jopt.ir.interfaces.ConditionallySpeculatable {
    public Def() {
      super(SPEC);
    }

    /** Speculatable with a constant index within the rank of a ranked source. */
    @Override
    public Speculatability getSpeculatability(Operation op) {
      if (!(jopt.ir.rewrite.SideEffects.constantValue(op.getOperand(1)) instanceof jopt.ir.attr.IntegerAttr c)
          || !(op.getOperand(0).getType() instanceof jopt.ir.type.ShapedType t) || !t.hasRank()) {
        return Speculatability.NOT_SPECULATABLE;
      }
      return c.getInt() >= 0 && c.getInt() < t.getRank() ? Speculatability.SPECULATABLE
          : Speculatability.NOT_SPECULATABLE;
    }

    @Override
    public Value getShapedValue(Operation op) {
      return op.getOperand(0);
    }

    @Override
    public Value getDimension(Operation op) {
      return op.getOperand(1);
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(op.getResult(0), "dim");
    }

    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      return MemRefFolding.foldDim(op, operands, results);
    }
  }
}
