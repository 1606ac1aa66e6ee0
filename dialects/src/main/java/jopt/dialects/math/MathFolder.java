package jopt.dialects.math;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;
import jopt.dialects.arith.IntegerFolder;
import jopt.dialects.ub.PoisonAttr;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.attr.BoolAttr;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.FloatAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.FloatType;
import jopt.ir.type.ShapedType;

/**
 * The folders of the math ops, as MLIR's CommonFolders apply an element function: to a scalar
 * constant, to a splat (giving a splat) and to each element of a dense constant (giving a dense
 * constant, or nothing when one element does not fold); a poison operand makes the result
 * poison. Element functions return null where MLIR's do not fold.
 */
final class MathFolder {
  private MathFolder() {}

  /** A folder of one op: MLIR's {@code fold} hook. */
  @FunctionalInterface
  interface Fold {
    boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results);
  }

  /** constFoldUnaryOp(Conditional) on float constants. */
  static Fold floatUnary(Function<FloatAttr, FloatAttr> fn) {
    return (op, operands, results) -> unary(op, operands, results, a -> a instanceof FloatAttr f ? fn.apply(f) : null);
  }

  /** constFoldBinaryOp(Conditional) on float constants of one type. */
  static Fold floatBinary(BiFunction<FloatAttr, FloatAttr, FloatAttr> fn) {
    return (op, operands, results) -> binary(op, operands, results,
        (a, b) -> a instanceof FloatAttr x && b instanceof FloatAttr y ? fn.apply(x, y) : null);
  }

  /** constFoldUnaryOp on integer constants, on the value as an unsigned number of its width. */
  static Fold intUnary(BiFunction<BigInteger, Integer, BigInteger> fn) {
    return (op, operands, results) -> unary(op, operands, results, a -> {
      if (!(a instanceof IntegerAttr i)) {
        return null;
      }
      int w = IntegerFolder.width(i.getType());
      BigInteger r = fn.apply(IntegerFolder.unsigned(i, w), w);
      return r == null ? null : IntegerAttr.get(i.getType(), r);
    });
  }

  /** constFoldBinaryOpConditional on integer constants of one type. */
  static Fold intBinary(IntBinary fn) {
    return (op, operands, results) -> binary(op, operands, results, (a, b) -> {
      if (!(a instanceof IntegerAttr x) || !(b instanceof IntegerAttr y)) {
        return null;
      }
      int w = IntegerFolder.width(x.getType());
      BigInteger r = fn.apply(IntegerFolder.unsigned(x, w), IntegerFolder.unsigned(y, w), w);
      return r == null ? null : IntegerAttr.get(x.getType(), r);
    });
  }

  @FunctionalInterface
  interface IntBinary {
    BigInteger apply(BigInteger a, BigInteger b, int width);
  }

  /**
   * The classification folders (isnan, ...): a scalar gives a bool, a splat a splat of i1;
   * neither poison nor a non-splat constant folds.
   */
  static Fold classify(Predicate<FloatAttr> test) {
    return (op, operands, results) -> {
      Attribute a = operands.get(0);
      if (a instanceof FloatAttr f) {
        results.add(OpFoldResult.of(BoolAttr.get(test.test(f))));
        return true;
      }
      if (a instanceof DenseElementsAttr d && d.isSplat() && d.getSplatValue() instanceof FloatAttr f) {
        results.add(OpFoldResult.of(DenseElementsAttr.getSplat((ShapedType) op.getResult(0).getType(),
            BoolAttr.get(test.test(f)))));
        return true;
      }
      return false;
    };
  }

  /** A libm function folded for f64 and f32 only, when {@code accept} holds of the operand. */
  static Fold libm(MathFunctions.Unary fn, Predicate<FloatAttr> accept) {
    return floatUnary(a -> {
      if (!accept.test(a)) {
        return null;
      }
      if (a.getType() == FloatType.F64) {
        return FloatAttr.get(FloatType.F64, fn.f64().applyAsDouble(a.getValue()));
      }
      if (a.getType() == FloatType.F32) {
        return FloatAttr.getF32(fn.f32().apply((float) a.getValue()));
      }
      return null;
    });
  }

  static Fold libm(MathFunctions.Unary fn) {
    return libm(fn, a -> true);
  }

  /** A libm function of two arguments, folded for f64 and f32 only. */
  static Fold libm(MathFunctions.Binary fn, BiFunction<FloatAttr, FloatAttr, FloatAttr> special) {
    return floatBinary((a, b) -> {
      FloatAttr s = special == null ? null : special.apply(a, b);
      if (s != null) {
        return s;
      }
      if (a.getType() == FloatType.F64) {
        return FloatAttr.get(FloatType.F64, fn.f64().applyAsDouble(a.getValue(), b.getValue()));
      }
      if (a.getType() == FloatType.F32) {
        return FloatAttr.getF32(fn.f32().apply((float) a.getValue(), (float) b.getValue()));
      }
      return null;
    });
  }

  private static boolean unary(Operation op, List<Attribute> operands, List<OpFoldResult> results,
      Function<Attribute, Attribute> fn) {
    Attribute a = operands.get(0);
    if (a == null) {
      return false;
    }
    if (a instanceof PoisonAttr) {
      results.add(OpFoldResult.of(a));
      return true;
    }
    Attribute r = elementwise(op, List.of(a), args -> fn.apply(args.get(0)));
    if (r == null) {
      return false;
    }
    results.add(OpFoldResult.of(r));
    return true;
  }

  private static boolean binary(Operation op, List<Attribute> operands, List<OpFoldResult> results,
      BiFunction<Attribute, Attribute, Attribute> fn) {
    for (Attribute a : operands) {
      if (a instanceof PoisonAttr) {
        results.add(OpFoldResult.of(a));
        return true;
      }
    }
    Attribute a = operands.get(0);
    Attribute b = operands.get(1);
    if (a == null || b == null) {
      return false;
    }
    Attribute r = elementwise(op, List.of(a, b), args -> fn.apply(args.get(0), args.get(1)));
    if (r == null) {
      return false;
    }
    results.add(OpFoldResult.of(r));
    return true;
  }

  /**
   * {@code fn} of scalar constants, of splats (a splat of the op's result type) or of dense
   * constants element by element (scalars and splats may not be mixed, as in MLIR); null when
   * any application gives null.
   */
  private static Attribute elementwise(Operation op, List<Attribute> args, Function<List<Attribute>, Attribute> fn) {
    if (args.stream().allMatch(a -> a instanceof FloatAttr || a instanceof IntegerAttr)) {
      Attribute r = fn.apply(args);
      return r != null && r.getType() != null && r.getType().equals(op.getResult(0).getType()) ? r : null;
    }
    if (!args.stream().allMatch(a -> a instanceof DenseElementsAttr)) {
      return null;
    }
    ShapedType type = op.getResult(0).getType() instanceof ShapedType s ? s : null;
    if (type == null) {
      return null;
    }
    if (args.stream().allMatch(a -> ((DenseElementsAttr) a).isSplat())) {
      List<Attribute> scalars = new ArrayList<>();
      for (Attribute a : args) {
        scalars.add(((DenseElementsAttr) a).getSplatValue());
      }
      Attribute r = fn.apply(scalars);
      return r == null ? null : DenseElementsAttr.getSplat(type, r);
    }
    int n = ((DenseElementsAttr) args.get(0)).getNumElements();
    List<Attribute> out = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      List<Attribute> scalars = new ArrayList<>();
      for (Attribute a : args) {
        DenseElementsAttr d = (DenseElementsAttr) a;
        scalars.add(d.isSplat() ? d.getSplatValue() : d.getElementAttr(i));
      }
      Attribute r = fn.apply(scalars);
      if (r == null) {
        return null;
      }
      out.add(r);
    }
    return DenseElementsAttr.get(type, out);
  }
}
