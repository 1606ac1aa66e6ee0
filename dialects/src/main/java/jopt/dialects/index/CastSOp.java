package jopt.dialects.index;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;

/** index.casts: {@code %0 = index.casts %a : index to i32}, sign-extending or truncating. */
@Op
public final class CastSOp extends CastSOpBase {
  public static final OpSpec SPEC = OpSpec.op("index.casts")
      .summary("index signed cast")
      .operand("input", IndexConstraints.INTEGER_OR_INDEX)
      .result("output", IndexConstraints.INTEGER_OR_INDEX)
      .format("$input attr-dict `:` type($input) `to` type($output)")
      .build();

  CastSOp(Operation op) {
    super(op);
  }

  static OpDefinition definition() {
    return new IndexCastOp.Def(SPEC);
  }
}
