package jopt.dialects.linalg;

import java.util.List;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.ods.OpSpec;
import jopt.ir.type.BaseMemRefType;
import jopt.ir.type.TensorType;

/** linalg.fill: {@code ins(%value : T) outs(%out : S)}; every element of the output becomes {@code value}. */
public final class FillOp extends NamedStructuredOp {
  public static final OpSpec SPEC = finish(spec("linalg.fill", "Fills the output tensor with the given value."));

  private FillOp(Operation op) {
    super(op);
  }

  public static FillOp of(Operation op) {
    return new FillOp(checked(op, SPEC));
  }

  /** Creates {@code linalg.fill ins(%value) outs(%output)}; a tensor output gives a result. */
  public static FillOp create(Builder b, Location loc, Value value, Value output) {
    return new FillOp(build(b, loc, SPEC, NamedBodies.FILL, List.of(value), List.of(output), null));
  }

  public Value value() {
    return inputs().get(0);
  }

  public Value output() {
    return outputs().get(0);
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition: FillOpInterface's checks and the value-type check. */
  public static final class Def extends NamedOpDef {
    public Def() {
      super(SPEC, 2, NamedBodies.FILL, FillOp::of);
    }

    @Override
    public void getCanonicalizationPatterns(jopt.ir.rewrite.RewritePatternSet patterns) {
      patterns.add(new LinalgPatterns.FoldFillWithTensorExtract());
    }

    @Override
    boolean verifyInterfaces(LinalgOp v) {
      if (v.numDpsInputs() != 1 || v.numDpsInits() != 1) {
        v.getOperation().emitError("expected op with 1 input and 1 output");
        return false;
      }
      Type t = v.dpsInputs().get(0).getType();
      if (t instanceof BaseMemRefType || t instanceof TensorType) {
        v.getOperation().emitError("expected op with scalar input");
        return false;
      }
      return true;
    }

    @Override
    boolean verifyOp(LinalgOp v) {
      Type fill = v.dpsInputs().get(0).getType();
      Type element = LinalgTypes.shapedElementTypeOrSelf(v.dpsInits().get(0).getType());
      if (!fill.equals(element)) {
        return fail(v.getOperation(), "expected fill value type (" + LinalgAsm.quoted(fill)
            + ") to match output element type (" + LinalgAsm.quoted(element) + ")");
      }
      return true;
    }
  }
}
