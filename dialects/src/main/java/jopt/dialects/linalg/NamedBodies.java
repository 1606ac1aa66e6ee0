package jopt.dialects.linalg;

import java.util.List;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.dialects.linalg.RegionBuilder.BinaryFn;
import jopt.dialects.linalg.RegionBuilder.Body;
import jopt.dialects.linalg.RegionBuilder.BuildError;
import jopt.dialects.linalg.RegionBuilder.UnaryFn;

/** The bodies of the named ops, as MLIR's OpDSL definitions (and MatmulOp::regionBuilder) write them. */
final class NamedBodies {
  private NamedBodies() {}

  /** {@code O = cast(U, I)} with the {@code cast} attribute's function (copy). */
  static final Body CAST = (b, args, attrs) -> {
    check(args, 2, "CopyOp");
    b.yieldOutputs(List.of(b.cast(args.get(1).getType(), args.get(0), RegionBuilder.unsignedCast(attrs))));
  };

  /** {@code O = value} (fill: the verifier requires the value to have the element type). */
  static final Body FILL = (b, args, attrs) -> {
    check(args, 2, "FillOp");
    b.yieldOutputs(List.of(args.get(0)));
  };

  /** {@code C += cast(A) * cast(B)} (matmul, batch_matmul). */
  static final Body CONTRACTION = (b, args, attrs) -> {
    check(args, 3, "MatmulOp");
    boolean unsigned = RegionBuilder.unsignedCast(attrs);
    Type out = args.get(2).getType();
    Value a = b.cast(out, args.get(0), unsigned);
    Value c = b.cast(out, args.get(1), unsigned);
    Value m = b.binary(BinaryFn.MUL, a, c);
    b.yieldOutputs(List.of(b.binary(BinaryFn.ADD, args.get(2), m)));
  };

  /** {@code O = fn(lhs, rhs)}. */
  static Body binary(BinaryFn fn) {
    return (b, args, attrs) -> {
      check(args, 3, "op");
      b.yieldOutputs(List.of(b.binary(fn, args.get(0), args.get(1))));
    };
  }

  /** {@code O = fn(I)}. */
  static Body unary(UnaryFn fn) {
    return (b, args, attrs) -> {
      check(args, 2, "op");
      b.yieldOutputs(List.of(b.unary(fn, args.get(0))));
    };
  }

  private static void check(List<Value> args, int n, String what) {
    if (args.size() != n) {
      throw new BuildError(what + " regionBuilder expects " + n + " args, got " + args.size());
    }
  }
}
