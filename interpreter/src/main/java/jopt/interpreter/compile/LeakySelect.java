package jopt.interpreter.compile;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import jopt.interpreter.semantics.ArithSemantics;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.attr.FloatAttr;
import jopt.ir.type.FloatType;

/**
 * A leaky ReLU as ONNX's LeakyRelu lowers: {@code %m = arith.mulf %x, %a} (or {@code %a, %x}),
 * {@code %c = arith.cmpf olt, %x, %zero} with {@code %zero} a constant 0, {@code %r =
 * arith.select %c, %m, %x}, the mulf and cmpf used by the select alone; {@link ElementwiseArith}
 * takes the select as one step of x and a. Its value: x times a where x is below 0 (ordered:
 * a NaN x and -0 are x itself), else x; mulf's operand order gives the same bits, x being no
 * NaN where it counts.
 */
record LeakySelect(Value x, Value alpha, Operation cmp, Operation mul) {
  /** cmpf's predicate olt. */
  private static final int OLT = 4;

  /** The body's leaky ReLUs, by their select. */
  static Map<Operation, LeakySelect> of(Block body) {
    Map<Operation, LeakySelect> found = new IdentityHashMap<>();
    for (Operation o = body.getFirstOp(); o != null; o = o.getNextNode()) {
      LeakySelect l = match(o, body);
      if (l != null) {
        found.put(o, l);
      }
    }
    return found;
  }

  /** The select's operands as the step reads them: x, then a. */
  List<Value> operands() {
    return List.of(x, alpha);
  }

  private static LeakySelect match(Operation select, Block body) {
    if (!select.getName().equals("arith.select") || select.getNumOperands() != 3
        || select.getResult(0).getType() != FloatType.F32) {
      return null;
    }
    Operation cmp = definedIn(select.getOperand(0), body, "arith.cmpf");
    Operation mul = definedIn(select.getOperand(1), body, "arith.mulf");
    Value x = select.getOperand(2);
    if (cmp == null || mul == null || cmp == mul || x.getType() != FloatType.F32
        || ArithSemantics.predicate(cmp) != OLT || cmp.getOperand(0) != x
        || !isZero(cmp.getOperand(1)) || !cmp.getResult(0).hasOneUse()
        || !mul.getResult(0).hasOneUse()) {
      return null;
    }
    Value alpha = mul.getOperand(0) == x ? mul.getOperand(1)
        : mul.getOperand(1) == x ? mul.getOperand(0) : null;
    return alpha == null || alpha.getType() != FloatType.F32 ? null
        : new LeakySelect(x, alpha, cmp, mul);
  }

  private static Operation definedIn(Value v, Block body, String name) {
    Operation o = v.getDefiningOp();
    return o != null && o.getBlock() == body && o.getName().equals(name)
        && o.getNumResults() == 1 ? o : null;
  }

  private static boolean isZero(Value v) {
    Operation o = v.getDefiningOp();
    return o != null && o.getName().equals("arith.constant")
        && o.getAttr("value") instanceof FloatAttr f && f.getValue() == 0.0;
  }
}
