package jopt.dialects.xegpu;

import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;

/**
 * xegpu.atomic_rmw: {@code %r = xegpu.atomic_rmw addf %t, %mask, %v : !xegpu.tensor_desc<...>,
 * vector<16xi1>, vector<16xf32> -> vector<16xf32>}.
 */
@Op
public final class AtomicRMWOp extends AtomicRMWOpBase {
  public static final OpSpec SPEC = OpSpec.op("xegpu.atomic_rmw")
      .summary("Atomic read-modify-write operation on the TensorDesc. ")
      .attr("kind", XeGPUConstraints.ATOMIC_RMW_KIND)
      .operand("tensorDesc", XeGPUConstraints.TENSOR_DESC)
      .operand("mask", XeGPUConstraints.MASK)
      .operand("value", XeGPUConstraints.VALUE)
      .optionalAttr("layout", XeGPUConstraints.DISTRIBUTE_LAYOUT)
      .result("result", XeGPUConstraints.VALUE)
      .predicate("all of {tensorDesc, value, result} have same element type",
          op -> XeGPUChecks.sameElementTypes(AtomicRMWOp.of(op).tensorDesc().getType(), AtomicRMWOp.of(op).value().getType(),
              AtomicRMWOp.of(op).result().getType()))
      .predicate("all of {tensorDesc, value, result} have same shape",
          op -> java.util.Arrays.equals(XeGPUConstraints.shapeOf(AtomicRMWOp.of(op).tensorDesc().getType()),
              XeGPUConstraints.shapeOf(AtomicRMWOp.of(op).value().getType()))
              && java.util.Arrays.equals(XeGPUConstraints.shapeOf(AtomicRMWOp.of(op).tensorDesc().getType()),
                  XeGPUConstraints.shapeOf(AtomicRMWOp.of(op).result().getType())))
      .format("$kind $tensorDesc `,` $mask `,` $value attr-dict `:` qualified(type($tensorDesc)) `,` type($mask)"
          + " `,` type($value) `->` type($result)")
      .memoryEffects(MemoryEffects.Kind.READ, MemoryEffects.Kind.WRITE)
      .build();

  AtomicRMWOp(Operation op) {
    super(op);
  }

  /** The definition: reads and writes memory (MLIR also marks it Pure). */
  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }  }
}
