package jopt.dialects.index;

import java.util.List;
import java.util.function.BiConsumer;
import jopt.ir.Attribute;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.OpFoldResult;

/** index.constant: {@code %idx42 = index.constant 42}, an index-typed integer constant. */
@Op
public final class ConstantOp extends ConstantOpBase {
  public static final OpSpec SPEC = OpSpec.op("index.constant")
      .summary("index constant")
      .attr("value", AttrConstraints.INDEX)
      .result("result", TypeConstraints.INDEX)
      .format("attr-dict $value")
      .build();

  ConstantOp(Operation op) {
    super(op);
  }

  /** Creates {@code index.constant value} (MLIR's builder from an int64_t). */
  public static ConstantOp create(Builder b, Location loc, long value) {
    return create(b, loc, IndexArith.attr(value));
  }

  /** The definition: pure and constant like; results named {@code %idx42}, {@code %idx-1}. */
  public static final class Def extends OpDefinition implements Traits.Pure, Traits.ConstantLike {
    public Def() {
      super(SPEC);
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(ConstantOp.of(op).result(), "idx" + ((IntegerAttr) op.getAttr("value")).signedValue());
    }

    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      results.add(OpFoldResult.of(op.getAttr("value")));
      return true;
    }
  }
}
