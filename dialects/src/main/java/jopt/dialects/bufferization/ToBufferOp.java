package jopt.dialects.bufferization;

import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.UnitAttr;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;

/** bufferization.to_buffer: {@code %tensor read_only? attr-dict : tensor to memref}; the tensor's buffer. */
@Op
public final class ToBufferOp extends ToBufferOpBase {
  public static final OpSpec SPEC = OpSpec.op("bufferization.to_buffer")
      .summary("cast a tensor-like type to buffer-like type")
      .operand("tensor", BufferizationTypes.TENSOR_LIKE)
      .optionalAttr("read_only", AttrConstraints.UNIT)
      .result("buffer", BufferizationTypes.BUFFER_LIKE)
      .predicate("specified tensor and buffer types match", op -> BufferizationTypes.tensorAndBufferMatch(
          op, ToBufferOp.of(op).tensor().getType(), ToBufferOp.of(op).buffer().getType()))
      .format("$tensor (`read_only` $read_only^)? attr-dict `:` type($tensor) `to` type($buffer)")
      .build();

  ToBufferOp(Operation op) {
    super(op);
  }

  /** Creates {@code bufferization.to_buffer tensor : ... to bufferType}. */
  public static ToBufferOp create(Builder b, Location loc, Type bufferType, Value tensor, boolean readOnly) {
    OperationState st = SPEC.newState(loc);
    st.addOperand(tensor).addType(bufferType);
    if (readOnly) {
      st.addAttribute("read_only", UnitAttr.get());
    }
    return new ToBufferOp(b.create(st));
  }

  /** The definition: the declarative assembly. */
  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }
  }
}
