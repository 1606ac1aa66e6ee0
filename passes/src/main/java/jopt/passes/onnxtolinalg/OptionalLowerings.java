package jopt.passes.onnxtolinalg;

import java.util.List;
import java.util.Map;
import jopt.dialects.builtin.UnrealizedConversionCastOp;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.type.IntegerType;

/**
 * Optionals whose presence is known where the model is lowered, folded as sequences are
 * unrolled ({@link SequenceLowerings}): an optional value stands for the list of its zero or one
 * values (a {@code builtin.unrealized_conversion_cast} of them to the optional type, gone once its
 * users are lowered). Optional makes it (empty without an input); OptionalHasElement is the
 * constant of whether it has one; OptionalGetElement is the value (a tensor given as it is, as
 * opset 18 allows), the located error where it is empty. An optional whose presence is decided
 * at run time (an argument, a value chosen by an If) is the located error saying so.
 */
final class OptionalLowerings {
  private OptionalLowerings() {}

  static void register(Map<String, OnnxLowering> m) {
    m.put("onnx.Optional", l -> List.of(make(l, l.absent(0) ? List.of() : List.of(l.operand(0)))));
    m.put("onnx.OptionalHasElement", OptionalLowerings::hasElement);
    m.put("onnx.OptionalGetElement", OptionalLowerings::getElement);
  }

  /** Whether {@code t} is ONNX's optional type ({@code !onnx.Opt<...>}). */
  static boolean isOptional(Type t) {
    return t.toString().startsWith("!onnx.Opt<");
  }

  /** Whether {@code t} is a sequence or an optional: a list of values where it is lowered. */
  static boolean isList(Type t) {
    return SequenceLowerings.isSequence(t) || isOptional(t);
  }

  private static Value make(Lowering l, List<Value> values) {
    return UnrealizedConversionCastOp.create(l.b, l.loc, List.of(l.op.getResult(0).getType()), values)
        .getOperation().getResult(0);
  }

  /** The zero or one values of optional {@code v}. */
  static List<Value> elements(Lowering l, Value v) {
    Operation def = v.getDefiningOp();
    if (def == null || !def.getName().equals(UnrealizedConversionCastOp.SPEC.name())) {
      throw l.fail("whether the optional has a value is not known where the model is lowered ("
          + (def == null ? "an argument" : "the result of '" + def.getName() + "'") + ")");
    }
    return def.getOperands();
  }

  private static List<Value> hasElement(Lowering l) {
    boolean has = !l.absent(0) && (!isOptional(l.operand(0).getType()) || !elements(l, l.operand(0)).isEmpty());
    return List.of(LoopLowering.scalarTensor(l.b, l.loc, Scalars.constant(l.b, l.loc, IntegerType.get(1), has ? 1 : 0)));
  }

  private static List<Value> getElement(Lowering l) {
    Value v = l.operand(0);
    if (!isOptional(v.getType())) {
      return List.of(v);
    }
    List<Value> e = elements(l, v);
    if (e.isEmpty()) {
      throw l.fail("the optional is empty");
    }
    return List.of(e.get(0));
  }
}
