package jopt.dialects.tensor;

import java.util.List;
import java.util.function.BiConsumer;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.RankedTensorType;

/** tensor.from_elements: a static tensor of its elements. */
@Op
public final class FromElementsOp extends FromElementsOpBase {
  public static final OpSpec SPEC = OpSpec.op("tensor.from_elements")
      .summary("tensor from elements operation.")
      .variadicOperand("elements", TypeConstraints.ANY)
      .result("result", TensorTypes.STATIC_SHAPE)
      .typesMatchWithEach("operand types match result element type", "result", "elements",
          FromElementsOp::elementTypes)
      .format("$elements attr-dict `:` type($result)")
      .build();

  FromElementsOp(Operation op) {
    super(op);
  }

  /** Creates a {@code tensor<N x T>} of the {@code elements} (at least one, all of type T). */
  public static FromElementsOp create(Builder b, Location loc, List<? extends Value> elements) {
    return create(b, loc, elements, RankedTensorType.get(new long[] {elements.size()}, elements.get(0).getType()));
  }

  /** One element type per element of a static tensor type. */
  private static List<Type> elementTypes(Type t) {
    RankedTensorType r = (RankedTensorType) t;
    return java.util.Collections.nCopies((int) numElements(r), r.getElementType());
  }

  private static long numElements(RankedTensorType t) {
    long n = 1;
    for (long d : t.getShape()) {
      n *= d;
    }
    return n;
  }

  /** The definition: the result's name. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(FromElementsOp.of(op).result(), "from_elements");
    }
  }
}
