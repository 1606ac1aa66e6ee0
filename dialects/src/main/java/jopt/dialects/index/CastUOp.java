package jopt.dialects.index;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;

/** index.castu: {@code %0 = index.castu %a : i32 to index}, zero-extending or truncating. */
@Op
public final class CastUOp extends CastUOpBase {
  public static final OpSpec SPEC = OpSpec.op("index.castu")
      .summary("index unsigned cast")
      .operand("input", IndexConstraints.INTEGER_OR_INDEX)
      .result("output", IndexConstraints.INTEGER_OR_INDEX)
      .format("$input attr-dict `:` type($input) `to` type($output)")
      .build();

  CastUOp(Operation op) {
    super(op);
  }

  static OpDefinition definition() {
    return new IndexCastOp.Def(SPEC);
  }
}
