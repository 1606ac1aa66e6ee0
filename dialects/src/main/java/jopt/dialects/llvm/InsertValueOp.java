package jopt.dialects.llvm;

import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.OpView;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.OpSpec;

/**
 * {@code llvm.insertvalue %v, %s[0] : !llvm.struct<(...)> }: the container with the element at
 * the position replaced (operands: container, then value); defined by {@link ExtractValueOp.Def}.
 */
public final class InsertValueOp extends OpView {
  public static final OpSpec SPEC = OpSpec.op(ExtractValueOp.INSERT)
      .summary("Insert a value into an LLVM struct.")
      .operand("container", LLVMConstraints.AGGREGATE)
      .operand("value", LLVMConstraints.PRIMITIVE)
      .attr("position", AttrConstraints.DENSE_I64_ARRAY)
      .result("res", LLVMConstraints.AGGREGATE)
      .allTypesMatch("container", "res")
      .build();

  private InsertValueOp(Operation op) {
    super(op);
  }

  public static InsertValueOp of(Operation op) {
    return new InsertValueOp(checked(op, SPEC));
  }

  /** Creates {@code llvm.insertvalue value, container[position]}. */
  public static InsertValueOp create(Builder b, Location loc, Value container, Value value, long... position) {
    return new InsertValueOp(b.create(LLVMOps.insertValue(loc, container, value, position)));
  }

  public Value container() {
    return getOperation().getOperand(0);
  }

  public Value value() {
    return getOperation().getOperand(1);
  }

  public long[] position() {
    return ExtractValueOp.getPosition(getOperation());
  }

  public Value res() {
    return result(0);
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }
}
