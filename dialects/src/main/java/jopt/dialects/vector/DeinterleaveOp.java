package jopt.dialects.vector;

import java.util.function.BiConsumer;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.type.VectorType;

/** vector.deinterleave: {@code %v : vector<8xi8> -> vector<4xi8>}; even and odd trailing elements. */
@Op
public final class DeinterleaveOp extends DeinterleaveOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.deinterleave")
      .summary("constructs two vectors by deinterleaving an input vector")
      .operand("source", VectorConstraints.VECTOR_NON_0)
      .result("res1", VectorConstraints.VECTOR_NON_0)
      .result("res2", VectorConstraints.VECTOR_NON_0)
      .predicate("the trailing dimension of the source vector has an even number of elements", op -> {
        VectorType v = (VectorType) DeinterleaveOp.of(op).source().getType();
        return v.getDimSize(v.getRank() - 1) % 2 == 0;
      })
      .typesMatchWith("the trailing dimension of the results is half the width of source trailing dimension",
          "source", "res1", t -> halved((VectorType) t))
      .allTypesMatch("res1", "res2")
      .format("$source attr-dict `:` type($source) `->` type($res1)")
      .build();

  DeinterleaveOp(Operation op) {
    super(op);
  }

  /** {@code t} with its trailing dimension halved (unchanged when that leaves none). */
  static VectorType halved(VectorType t) {
    long[] shape = t.getShape();
    long half = shape[shape.length - 1] / 2;
    if (half <= 0) {
      return t;
    }
    shape[shape.length - 1] = half;
    return VectorType.get(shape, t.getElementType(), t.scalableDims());
  }

  /** The definition: Pure; results named as ODS names them. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      DeinterleaveOp deinterleave = DeinterleaveOp.of(op);
      setName.accept(deinterleave.res1(), "res1");
      setName.accept(deinterleave.res2(), "res2");
    }
  }
}
