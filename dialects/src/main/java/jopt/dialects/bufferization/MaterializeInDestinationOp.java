package jopt.dialects.bufferization;

import java.util.List;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.UnitAttr;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.BaseMemRefType;
import jopt.ir.type.ShapedType;
import jopt.ir.type.TensorType;

/**
 * bufferization.materialize_in_destination: {@code %source in [restrict] [writable] %dest
 * attr-dict : (src, dest) -> result?}; the source's contents in the destination (a tensor,
 * which is then the result, or a memref, which is written).
 */
@Op
public final class MaterializeInDestinationOp extends MaterializeInDestinationOpBase {
  public static final OpSpec SPEC = OpSpec.op("bufferization.materialize_in_destination")
      .summary("copy a tensor")
      .operand("source", TypeConstraints.TENSOR)
      .operand("dest", TypeConstraints.SHAPED)
      .optionalAttr("restrict", AttrConstraints.UNIT)
      .optionalAttr("writable", AttrConstraints.UNIT)
      .optionalResult("result", TypeConstraints.TENSOR)
      .predicate("all of {source, dest} have same element type", op -> ((ShapedType) MaterializeInDestinationOp.of(op).source().getType())
          .getElementType().equals(((ShapedType) MaterializeInDestinationOp.of(op).dest().getType()).getElementType()))
      .format("$source `in` (`restrict` $restrict^)? (`writable` $writable^)? $dest attr-dict `:` functional-type(operands, results)")
      .build();

  MaterializeInDestinationOp(Operation op) {
    super(op);
  }

  /**
   * Creates the op; a tensor destination gives the result of its type, a memref destination
   * no result (and is marked {@code writable}).
   */
  public static MaterializeInDestinationOp create(Builder b, Location loc, Value source, Value dest) {
    OperationState st = SPEC.newState(loc);
    st.addOperand(source).addOperand(dest);
    if (dest.getType() instanceof TensorType) {
      st.addType(dest.getType());
    } else {
      st.addAttribute("writable", UnitAttr.get());
    }
    return new MaterializeInDestinationOp(b.create(st));
  }

  /** The definition: the declarative assembly, MLIR's checks and the write effect. */
  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      MaterializeInDestinationOp materializeInDestination = MaterializeInDestinationOp.of(op);
      Type dest = materializeInDestination.dest().getType();
      boolean isBuffer = dest instanceof BaseMemRefType;
      if (!isBuffer && !(dest instanceof TensorType)) {
        return fail(op, "'dest' must be a tensor or a memref");
      }
      if (!isBuffer && op.getNumResults() != 1) {
        return fail(op, "tensor 'dest' implies exactly one tensor result");
      }
      if (!isBuffer && !dest.equals(op.getResult(0).getType())) {
        return fail(op, "result and 'dest' types must match");
      }
      if (isBuffer && op.getNumResults() != 0) {
        return fail(op, "memref 'dest' implies zero results");
      }
      if (op.hasAttr("restrict") && !isBuffer) {
        return fail(op, "'restrict' is valid only for memref destinations");
      }
      if (op.hasAttr("writable") != isBuffer) {
        return fail(op, "'writable' must be specified if and only if the destination is of memref type");
      }
      ShapedType s = (ShapedType) materializeInDestination.source().getType();
      ShapedType d = (ShapedType) dest;
      if (s.hasRank() != d.hasRank()) {
        return fail(op, "source/destination shapes are incompatible");
      }
      if (s.hasRank()) {
        if (s.getRank() != d.getRank()) {
          return fail(op, "rank mismatch between source and destination shape");
        }
        for (int i = 0; i < s.getRank(); i++) {
          long a = s.getDimSize(i);
          long b = d.getDimSize(i);
          if (!ShapedType.isDynamic(a) && !ShapedType.isDynamic(b) && a != b) {
            return fail(op, "source/destination shapes are incompatible");
          }
        }
      }
      return true;
    }

    private static boolean fail(Operation op, String message) {
      op.emitOpError(message);
      return false;
    }

    @Override
    public List<Effect> getEffects(Operation op) {
      MaterializeInDestinationOp materializeInDestination = MaterializeInDestinationOp.of(op);
      if (materializeInDestination.dest().getType() instanceof BaseMemRefType) {
        return List.of(new Effect(Kind.WRITE, materializeInDestination.dest()));
      }
      return List.of();
    }
  }
}
