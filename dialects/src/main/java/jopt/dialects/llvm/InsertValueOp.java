package jopt.dialects.llvm;

import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;

/**
 * {@code llvm.insertvalue %v, %s[0] : !llvm.struct<(...)> }: the container with the element at
 * the position replaced (operands: container, then value); defined by {@link ExtractValueOp.Def}.
 */
@Op
public final class InsertValueOp extends InsertValueOpBase {
  public static final OpSpec SPEC = OpSpec.op("llvm.insertvalue")
      .summary("Insert a value into an LLVM struct.")
      .operand("container", LLVMConstraints.AGGREGATE)
      .operand("value", LLVMConstraints.PRIMITIVE)
      .attr("position", AttrConstraints.DENSE_I64_ARRAY)
      .result("res", LLVMConstraints.AGGREGATE)
      .allTypesMatch("container", "res")
      .format("$value `,` $container `` $position attr-dict `:` type($container)"
          + " custom<InsertExtractValueElementType>(type($value), ref(type($container)), ref($position))")
      .customDirective("InsertExtractValueElementType", ExtractValueOp.ELEMENT_TYPE)
      .build();

  InsertValueOp(Operation op) {
    super(op);
  }

  /** Creates {@code llvm.insertvalue value, container[position]}. */
  public static InsertValueOp create(Builder b, Location loc, Value container, Value value, long... position) {
    return new InsertValueOp(b.create(LLVMOps.insertValue(loc, container, value, position)));
  }

}
