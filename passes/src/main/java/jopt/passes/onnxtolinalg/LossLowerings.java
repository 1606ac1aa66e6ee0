package jopt.passes.onnxtolinalg;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import jopt.dialects.linalg.YieldOp;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.affine.AffineMap;
import jopt.ir.type.IndexType;
import jopt.ir.type.RankedTensorType;

/**
 * NegativeLogLikelihoodLoss and SoftmaxCrossEntropyLoss: a generic over the targets reading
 * {@code -input[n, target, d...] * weight[target]} (0 for ignore_index) and the weight, then
 * per reduction nothing, the sum, or the sum over the sum of the weights. The cross entropy
 * takes the log-softmax of its scores along the classes first (its second result).
 */
final class LossLowerings {
  private LossLowerings() {}

  static void register(Map<String, OnnxLowering> m) {
    m.put("onnx.NegativeLogLikelihoodLoss", OnnxLowering.single(l ->
        nll(l, l.operand(0), l.operand(1), l.absent(2) ? null : l.operand(2), l.resultType(0))));
    m.put("onnx.SoftmaxCrossEntropyLoss", LossLowerings::softmaxCrossEntropy);
  }

  private static List<Value> softmaxCrossEntropy(Lowering l) {
    RankedTensorType scores = l.staticType(0);
    if (scores.getRank() < 2) {
      throw l.fail("scores of rank " + scores.getRank());
    }
    Value logProb = ReduceLowerings.logSoftmax(l, l.operand(0), 1, scores);
    Value loss = nll(l, logProb, l.operand(1), l.absent(2) ? null : l.operand(2), l.resultType(0));
    List<Value> r = new ArrayList<>(List.of(loss));
    if (l.op.getNumResults() > 1) {
      r.add(l.resultUnused(1) ? null : Reshapes.castTo(l, logProb, l.resultType(1)));
    }
    return r;
  }

  /** The loss of log-probabilities {@code input} ([N, C, d...]) at {@code target} ([N, d...]). */
  static Value nll(Lowering l, Value input, Value target, Value weight, RankedTensorType out) {
    RankedTensorType tt = l.tensorType(target, "the target");
    RankedTensorType it = l.tensorType(input, "the input");
    if (!Lowering.isStatic(tt) || !Lowering.isStatic(it) || it.getRank() != tt.getRank() + 1) {
      throw l.fail("input and target shapes");
    }
    String reduction = l.stringAttr("reduction");
    boolean hasIgnore = l.attr("ignore_index") != null;
    long ignore = hasIgnore ? l.intAttr("ignore_index") : 0;
    Type elt = it.getElementType();
    int rank = tt.getRank();
    RankedTensorType perTarget = RankedTensorType.get(tt.getShape(), elt);
    Value lossInit = Linalg.empty(l, perTarget, (Value) null);
    Value weightInit = Linalg.empty(l, perTarget, (Value) null);
    AffineMap id = AffineMap.getMultiDimIdentityMap(rank);
    boolean u = l.unsigned(target);
    List<Value> r = Linalg.generic(l, List.of(target), List.of(lossInit, weightInit), List.of(id, id, id),
        Linalg.iterators(rank, "parallel"), (b, loc, args) -> {
          Value t = Scalars.cast(b, loc, args.get(0), IndexType.get(), u, false);
          Value ignored = hasIgnore
              ? Scalars.cmp(b, loc, Scalars.Cmp.EQ, args.get(0), Scalars.constant(b, loc, args.get(0).getType(), ignore), u)
              : Scalars.constant(b, loc, jopt.ir.type.IntegerType.get(1), 0);
          Value safe = Scalars.select(b, loc, ignored, Scalars.index(b, loc, 0), t);
          List<Value> at = new ArrayList<>(List.of(Linalg.index(b, loc, 0), safe));
          for (int i = 1; i < rank; i++) {
            at.add(Linalg.index(b, loc, i));
          }
          Value x = Linalg.extract(b, loc, input, at);
          Value w = weight == null ? Scalars.constant(b, loc, elt, 1) : Linalg.extract(b, loc, weight, List.of(safe));
          Value zero = Scalars.constant(b, loc, elt, 0);
          Value loss = Scalars.select(b, loc, ignored, zero, Scalars.neg(b, loc, Scalars.mul(b, loc, x, w)));
          YieldOp.create(b, loc, List.of(loss, Scalars.select(b, loc, ignored, zero, w)));
        });
    if (reduction.equals("none")) {
      return Reshapes.castTo(l, r.get(0), out);
    }
    boolean[] all = new boolean[rank];
    java.util.Arrays.fill(all, true);
    Linalg.Combiner add = (b, loc, v, acc) -> Scalars.add(b, loc, v, acc);
    Value sum = Linalg.reduce(l, r.get(0), all, elt, Scalars.constant(l.b, l.loc, elt, 0), null, add);
    if (reduction.equals("sum")) {
      return Reshapes.castTo(l, sum, out);
    }
    if (!reduction.equals("mean")) {
      throw l.fail("reduction '" + reduction + "'");
    }
    Value wsum = Linalg.reduce(l, r.get(1), all, elt, Scalars.constant(l.b, l.loc, elt, 0), null, add);
    RankedTensorType scalar = (RankedTensorType) sum.getType();
    return Reshapes.castTo(l, Linalg.map(l, List.of(sum, wsum), scalar,
        (b, loc, in) -> Scalars.div(b, loc, in.get(0), in.get(1), false)), out);
  }
}
