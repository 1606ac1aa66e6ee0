package jopt.dialects.index;

import java.util.List;
import jopt.dialects.arith.ArithTraits;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.interfaces.CastOpInterface;
import jopt.ir.ods.OpSpec;

/**
 * The definition shared by {@code index.casts} and {@code index.castu} ({@link CastSOp},
 * {@link CastUOp}): pure, a cast between {@code index} and an integer type either way. MLIR 22
 * folds neither.
 */
final class IndexCastOp {
  private IndexCastOp() {}

  static final class Def extends OpDefinition implements Traits.Pure, CastOpInterface {
    Def(OpSpec spec) {
      super(spec);
    }

    @Override
    public boolean areCastCompatible(List<Type> inputs, List<Type> outputs) {
      return inputs.size() == 1 && outputs.size() == 1
          && IndexConstraints.castCompatible(inputs.get(0), outputs.get(0));
    }

    @Override
    public boolean verify(Operation op) {
      return areCastCompatible(op.getOperandTypes(), op.getResultTypes()) || ArithTraits.castIncompatible(op);
    }
  }
}
