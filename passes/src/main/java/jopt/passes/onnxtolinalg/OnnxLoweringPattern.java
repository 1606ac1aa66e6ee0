package jopt.passes.onnxtolinalg;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.conversion.ConversionPattern;
import jopt.ir.conversion.ConversionPatternRewriter;
import jopt.ir.type.NoneType;
import jopt.ir.type.RankedTensorType;

/**
 * The conversion pattern of one onnx op name: an op whose results are all static and empty
 * becomes {@code tensor.empty}s, an op whose result the op table's folders know an
 * {@code arith.constant} ({@link OnnxFolder}), any other its {@link OnnxLowering}; the op is then
 * replaced by the values. A lowering's {@link Lowering.Failure} (or an exception it did not
 * foresee) fails the pattern with its reason, which the conversion attaches to its error; what
 * the lowering built is undone by the conversion.
 */
final class OnnxLoweringPattern extends ConversionPattern {
  private final OnnxLowering lowering;
  private final OnnxConversion conversion;

  OnnxLoweringPattern(String opName, OnnxLowering lowering, OnnxConversion conversion) {
    super(opName, 1);
    this.lowering = lowering;
    this.conversion = conversion;
  }

  @Override
  public boolean matchAndRewrite(Operation op, List<Value> operands, ConversionPatternRewriter rewriter) {
    Lowering l = new Lowering(rewriter, op, operands, conversion.unsigned(), conversion.sizes(op));
    try {
      for (int i = 0; i < operands.size(); i++) {
        Type t = operands.get(i).getType();
        if (!(t instanceof RankedTensorType) && !(t instanceof NoneType) && !OptionalLowerings.isList(t)) {
          throw l.fail("operand #" + i + " is not a ranked tensor (" + t + ")");
        }
      }
      List<Value> values = emptyResults(l);
      if (values == null) {
        Value folded = OnnxFolder.tryFold(l);
        values = folded != null ? List.of(folded) : lowering.lower(l);
      }
      replace(l, values);
      return true;
    } catch (Lowering.Failure e) {
      return rewriter.notifyMatchFailure(op, e.getMessage());
    } catch (RuntimeException e) {
      // A bug of the lowering on an input it did not foresee: reported at the op, not thrown.
      return rewriter.notifyMatchFailure(op, "internal error of the lowering: " + e);
    }
  }

  /** Results all static and empty: each is a {@code tensor.empty} (nothing to compute). */
  private static List<Value> emptyResults(Lowering l) {
    if (l.op.getNumResults() == 0 || l.op.getName().equals(jopt.dialects.onnx.ConstantOp.NAME)) {
      return null;
    }
    List<Value> r = new ArrayList<>();
    for (int i = 0; i < l.op.getNumResults(); i++) {
      Type t = l.op.getResult(i).getType();
      if (t instanceof NoneType) {
        r.add(null);
        continue;
      }
      if (!(t instanceof RankedTensorType rt) || !Lowering.isStatic(rt) || rt.getNumElements() != 0) {
        return null;
      }
      r.add(Linalg.empty(l, OnnxTypes.signless(rt), (Value) null));
    }
    return r;
  }

  /**
   * Replaces the op by {@code values}. A value more static than its result's declared type goes
   * to onnx users as it is (they are converted too); other users get a {@code tensor.cast} back.
   */
  private void replace(Lowering l, List<Value> values) {
    Operation op = l.op;
    ConversionPatternRewriter rewriter = l.b;
    if (values.size() != op.getNumResults()) {
      throw new IllegalStateException(op.getName() + " lowered to " + values.size() + " values");
    }
    for (int i = 0; i < values.size(); i++) {
      Value v = values.get(i);
      Type declared = OnnxTypes.signless(op.getResult(i).getType());
      // A model may declare an output's type against what its inputs give (the importer keeps the
      // declared element type); no cast joins them.
      if (v != null && !v.getType().equals(declared) && declared instanceof jopt.ir.type.TensorType
          && !jopt.dialects.tensor.TensorTypes.castCompatible(v.getType(), declared)) {
        throw l.fail("result #" + i + " is declared " + declared + ", but the op computes " + v.getType());
      }
      if (v == null && !op.getResult(i).hasNoUses()) {
        throw l.fail("result #" + i + " is used but not computed");
      }
    }
    for (int i = 0; i < values.size(); i++) {
      Value v = values.get(i);
      Value result = op.getResult(i);
      if (v == null) {
        continue;
      }
      if (OnnxTypes.isUnsigned(result.getType())) {
        conversion.unsigned().add(v);
      }
      conversion.sizes(op).replaced(result, v);
      Type declared = OnnxTypes.signless(result.getType());
      if (!v.getType().equals(declared)) {
        for (OpOperand use : new ArrayList<>(result.getUseList())) {
          Operation user = use.getOwner();
          if (!user.getDialectNamespace().equals("onnx")) {
            rewriter.setInsertionPoint(user);
            Value cast = jopt.dialects.tensor.CastOp.create(rewriter, op.getLoc(), v, declared).getOperation()
                .getResult(0);
            int index = use.getOperandNumber();
            rewriter.modifyOpInPlace(user, () -> user.setOperand(index, cast));
          }
        }
      }
    }
    rewriter.replaceOp(op, values);
  }
}
