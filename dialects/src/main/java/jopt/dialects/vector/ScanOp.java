package jopt.dialects.vector;

import java.util.function.BiConsumer;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.type.VectorType;

/**
 * vector.scan: {@code <add>, %v, %init {inclusive = true, reduction_dim = 1 : i64} : vector<4x8xf32>,
 * vector<4xf32>}; the running reduction along one dim and its last value.
 */
@Op
public final class ScanOp extends ScanOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.scan")
      .summary("Scan operation")
      .attr("kind", VectorConstraints.KIND)
      .operand("source", VectorConstraints.VECTOR_NON_0)
      .operand("initial_value", VectorConstraints.VECTOR)
      .attr("reduction_dim", AttrConstraints.I64)
      .attr("inclusive", AttrConstraints.BOOL)
      .result("dest", VectorConstraints.VECTOR_NON_0)
      .result("accumulated_value", VectorConstraints.VECTOR)
      .allTypesMatch("source", "dest")
      .allTypesMatch("initial_value", "accumulated_value")
      .format("$kind `,` $source `,` $initial_value attr-dict `:` type($source) `,` type($initial_value) ")
      .build();

  ScanOp(Operation op) {
    super(op);
  }

  /** The definition: MLIR's shape and kind checks; results named as ODS names them. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      ScanOp scan = ScanOp.of(op);
      VectorType src = (VectorType) scan.source().getType();
      VectorType init = (VectorType) scan.initialValue().getType();
      long dim = ((IntegerAttr) op.getAttr("reduction_dim")).getValue();
      int rank = src.getRank();
      if (dim >= rank) {
        op.emitOpError("reduction dimension " + dim + " has to be less than " + rank);
        return false;
      }
      if (init.getRank() != rank - 1) {
        op.emitOpError("initial value rank " + init.getRank() + " has to be equal to " + (rank - 1));
        return false;
      }
      for (int i = 0, j = 0; i < rank; i++) {
        if (i != dim && init.getDimSize(j++) != src.getDimSize(i)) {
          op.emitOpError("incompatible input/initial value shapes");
          return false;
        }
      }
      CombiningKindAttr.Kind kind = ((CombiningKindAttr) op.getAttr("kind")).kind();
      VectorType dest = (VectorType) scan.dest().getType();
      if (!kind.supports(dest.getElementType())) {
        op.emitOpError("unsupported reduction type " + VectorTypes.quote(dest.getElementType()) + " for kind '"
            + kind.keyword() + "'");
        return false;
      }
      return true;
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      ScanOp scan = ScanOp.of(op);
      setName.accept(scan.dest(), "dest");
      setName.accept(scan.accumulatedValue(), "accumulated_value");
    }
  }
}
