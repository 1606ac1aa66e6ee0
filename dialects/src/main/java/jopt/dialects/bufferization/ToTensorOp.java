package jopt.dialects.bufferization;

import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Value;
import jopt.ir.attr.UnitAttr;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.type.MemRefType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;
import jopt.ir.type.UnrankedTensorType;

/**
 * bufferization.to_tensor: {@code %buffer restrict? writable? attr-dict : memref to tensor}; the
 * tensor whose contents are those of the buffer.
 */
@Op
public final class ToTensorOp extends ToTensorOpBase {
  public static final OpSpec SPEC = OpSpec.op("bufferization.to_tensor")
      .summary("create a tensor-like type from a buffer-like type")
      .operand("buffer", BufferizationTypes.BUFFER_LIKE)
      .optionalAttr("restrict", AttrConstraints.UNIT)
      .optionalAttr("writable", AttrConstraints.UNIT)
      .result("result", BufferizationTypes.TENSOR_LIKE)
      .predicate("specified tensor and buffer types match", op -> BufferizationTypes.tensorAndBufferMatch(
          op, ToTensorOp.of(op).result().getType(), ToTensorOp.of(op).buffer().getType()))
      .format("$buffer (`restrict` $restrict^)? (`writable` $writable^)? attr-dict `:` type($buffer) `to` type($result)")
      .memRead("buffer")
      .build();

  ToTensorOp(Operation op) {
    super(op);
  }

  /** Creates {@code bufferization.to_tensor buffer} with the tensor type of the buffer's shape. */
  public static ToTensorOp create(Builder b, Location loc, Value buffer, boolean restrict, boolean writable) {
    OperationState st = SPEC.newState(loc);
    st.addOperand(buffer);
    ShapedType m = (ShapedType) buffer.getType();
    st.addType(m instanceof MemRefType r ? RankedTensorType.get(r.getShape(), r.getElementType())
        : UnrankedTensorType.get(m.getElementType()));
    if (restrict) {
      st.addAttribute("restrict", UnitAttr.get());
    }
    if (writable) {
      st.addAttribute("writable", UnitAttr.get());
    }
    return new ToTensorOp(b.create(st));
  }

  /** The definition: the declarative assembly. */
  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }
  }
}
