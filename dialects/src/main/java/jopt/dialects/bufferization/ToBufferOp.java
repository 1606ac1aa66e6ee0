package jopt.dialects.bufferization;

import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.OpView;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.attr.UnitAttr;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.OpSpec;

/** bufferization.to_buffer: {@code %tensor read_only? attr-dict : tensor to memref}; the tensor's buffer. */
public final class ToBufferOp extends OpView {
  public static final OpSpec SPEC = OpSpec.op("bufferization.to_buffer")
      .summary("cast a tensor-like type to buffer-like type")
      .operand("tensor", BufferizationTypes.TENSOR_LIKE)
      .optionalAttr("read_only", AttrConstraints.UNIT)
      .result("buffer", BufferizationTypes.BUFFER_LIKE)
      .predicate("specified tensor and buffer types match", op -> BufferizationTypes.tensorAndBufferMatch(
          op, op.getOperand(0).getType(), op.getResult(0).getType()))
      .format("$tensor (`read_only` $read_only^)? attr-dict `:` type($tensor) `to` type($buffer)")
      .build();

  private ToBufferOp(Operation op) {
    super(op);
  }

  public static ToBufferOp of(Operation op) {
    return new ToBufferOp(checked(op, SPEC));
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

  public Value tensor() {
    return getOperation().getOperand(0);
  }

  public Value buffer() {
    return result(0);
  }

  public boolean readOnly() {
    return getOperation().hasAttr("read_only");
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition: the declarative assembly. */
  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }

    /** As MLIR's: no memory effects (NoMemoryEffect, without being speculatable). */
    @Override
    public java.util.List<Effect> getEffects(Operation op) {
      return java.util.List.of();
    }
  }
}
