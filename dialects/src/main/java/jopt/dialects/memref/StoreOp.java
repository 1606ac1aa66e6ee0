package jopt.dialects.memref;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.OpView;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.attr.BoolAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.MemRefType;

/** memref.store: {@code %value, %memref[%indices] attr-dict : type}; writes one element. */
public final class StoreOp extends OpView {
  public static final OpSpec SPEC = OpSpec.op("memref.store")
      .summary("store operation")
      .operand("value", TypeConstraints.ANY)
      .operand("memref", TypeConstraints.MEMREF)
      .variadicOperand("indices", TypeConstraints.INDEX)
      .defaultOptionalAttr("nontemporal", AttrConstraints.BOOL, BoolAttr.FALSE)
      .optionalAttr("alignment", AttrConstraints.POSITIVE_POWER_OF_TWO_I64)
      .typesMatchWith("type of 'value' matches element type of 'memref'", "memref", "value",
          t -> ((MemRefType) t).getElementType())
      .format("$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)")
      .build();

  private StoreOp(Operation op) {
    super(op);
  }

  public static StoreOp of(Operation op) {
    return new StoreOp(checked(op, SPEC));
  }

  /** Creates {@code memref.store %value, %memref[%indices]}. */
  public static StoreOp create(Builder b, Location loc, Value value, Value memref, List<? extends Value> indices) {
    return new StoreOp(b.create(SPEC.newState(loc).addOperand(value).addOperand(memref).addOperands(indices)));
  }

  public Value value() {
    return operand(0);
  }

  public Value memref() {
    return operand(1);
  }

  public List<Value> indices() {
    return operands(2);
  }

  public boolean nontemporal() {
    return Attrs.isTrue(attr("nontemporal"));
  }

  public Long alignment() {
    return attr("alignment") instanceof IntegerAttr a ? a.getValue() : null;
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition: the index-count check, the write effect and the cast folder. */
  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      if (op.getNumOperands() - 2 != ShapedTypes.rank(op.getOperand(1).getType())) {
        op.emitOpError("store index operand count not equal to memref rank");
        return false;
      }
      return true;
    }

    @Override
    public List<Effect> getEffects(Operation op) {
      return List.of(new Effect(Kind.WRITE, op.getOperand(1)));
    }

    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      return MemRefFolding.foldMemRefCast(op, op.getOperand(0));
    }
  }
}
