package jopt.dialects.llvm;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.VectorType;

/**
 * {@code llvm.bitcast %x : i32 to f32}: a cast between non-aggregate types; pointers only to
 * pointers of the same address space, a vector of pointers only to one.
 */
@Op
public final class BitcastOp extends BitcastOpBase {
  public static final OpSpec SPEC = OpSpec.op("llvm.bitcast")
      .operand("arg", LLVMConstraints.NON_AGGREGATE)
      .result("res", LLVMConstraints.NON_AGGREGATE)
      .format("$arg attr-dict `:` type($arg) `to` type($res)")
      .build();

  BitcastOp(Operation op) {
    super(op);
  }

  /** Creates {@code llvm.bitcast arg : type(arg) to type}. */
  public static BitcastOp create(Builder b, Location loc, Type type, Value arg) {
    return new BitcastOp(b.create(CastOp.state(SPEC, loc, arg, type)));
  }

  /** MLIR's BitcastOp::verify and its chainable-cast folder. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      BitcastOp bitcast = BitcastOp.of(op);
      Type source = bitcast.arg().getType();
      Type result = bitcast.res().getType();
      boolean sourcePtr = LLVMTypes.scalar(source) instanceof LLVMPointerType;
      boolean resultPtr = LLVMTypes.scalar(result) instanceof LLVMPointerType;
      if (sourcePtr != resultPtr) {
        op.emitOpError("can only cast pointers from and to pointers");
        return false;
      }
      if (!resultPtr) {
        return true;
      }
      if (result instanceof VectorType && !(source instanceof VectorType)) {
        op.emitOpError("cannot cast pointer to vector of pointers");
        return false;
      }
      if (!(result instanceof VectorType) && source instanceof VectorType) {
        op.emitOpError("cannot cast vector of pointers to pointer");
        return false;
      }
      if (((LLVMPointerType) LLVMTypes.scalar(result)).addressSpace()
          != ((LLVMPointerType) LLVMTypes.scalar(source)).addressSpace()) {
        op.emitOpError("cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead");
        return false;
      }
      return true;
    }

    /**
     * MLIR's foldChainableCast: a cast to its own type is its operand; a cast back to the type a
     * previous bitcast started from is that cast's operand; else it casts the previous operand.
     */
    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      BitcastOp bitcast = BitcastOp.of(op);
      Value arg = bitcast.arg();
      Type type = bitcast.res().getType();
      if (arg.getType().equals(type)) {
        results.add(OpFoldResult.of(arg));
        return true;
      }
      Operation prev = arg.getDefiningOp();
      if (prev == null || !SPEC.isa(prev)) {
        return false;
      }
      if (BitcastOp.of(prev).arg().getType().equals(type)) {
        results.add(OpFoldResult.of(BitcastOp.of(prev).arg()));
        return true;
      }
      op.setOperand(0, BitcastOp.of(prev).arg());
      return true;
    }
  }
}
