package jopt.dialects.memref;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.OpView;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
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
      .predicate("type of 'value' matches element type of 'memref'",
          op -> op.getOperand(0).getType().equals(((MemRefType) op.getOperand(1).getType()).getElementType()))
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

  /** The definition: custom assembly, the index-count check, the write effect and the cast folder. */
  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      UnresolvedOperand v = p.parseOperand();
      p.parseComma();
      UnresolvedOperand m = p.parseOperand();
      List<UnresolvedOperand> indices = Asm.parseSquareOperands(p);
      Asm.parseAttrDict(p, result, SPEC);
      MemRefType t = Asm.parseColonMemRefType(p);
      result.addOperand(p.resolveOperand(v, t.getElementType()));
      result.addOperand(p.resolveOperand(m, t));
      result.addOperands(Asm.resolveIndices(p, indices));
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print(' ').printOperand(op.getOperand(0)).print(", ").printOperand(op.getOperand(1));
      p.print('[').printOperands(op.getOperands(2, op.getNumOperands())).print(']');
      LoadOp.printAttrsElidingDefaultNontemporal(p, op);
      Asm.printColonType(p, op.getOperand(1).getType());
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
