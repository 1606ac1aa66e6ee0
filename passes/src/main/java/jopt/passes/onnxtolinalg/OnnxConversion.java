package jopt.passes.onnxtolinalg;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jopt.dialects.func.FuncOp;
import jopt.dialects.func.ReturnOp;
import jopt.dialects.onnx.EntryPointOp;
import jopt.dialects.onnx.NoValueOp;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.conversion.ConversionConfig;
import jopt.ir.conversion.ConversionPattern;
import jopt.ir.conversion.ConversionPatternRewriter;
import jopt.ir.conversion.ConversionTarget;
import jopt.ir.rewrite.FrozenPatternSet;
import jopt.ir.rewrite.RewritePattern;
import jopt.ir.type.FunctionType;
import jopt.ir.type.RankedTensorType;

/**
 * One run of convert-onnx-to-linalg as a dialect conversion: the target (the onnx dialect
 * illegal but {@code onnx.NoValue}, which goes once unused; every other op legal), a pattern per
 * onnx op name with a lowering ({@link OnnxLoweringPattern}), {@code onnx.Return} to
 * {@code func.return} and {@code onnx.EntryPoint} erased, and what the patterns share: the values
 * whose elements are unsigned and, per function, what the op table's rules know of its values
 * ({@link Sizes}).
 */
final class OnnxConversion {
  private final Set<Value> unsigned = Collections.newSetFromMap(new IdentityHashMap<>());
  private final Map<Operation, Sizes> sizesByFunction = new IdentityHashMap<>();

  /** What every pattern of the conversion shares. */
  Set<Value> unsigned() {
    return unsigned;
  }

  void setSizes(Operation func, Sizes sizes) {
    sizesByFunction.put(func, sizes);
  }

  /** The sizes of the function holding {@code op}. */
  Sizes sizes(Operation op) {
    Sizes s = sizesOrNull(op);
    if (s == null) {
      throw new IllegalStateException("'" + op.getName() + "' is in no function being converted");
    }
    return s;
  }

  private Sizes sizesOrNull(Operation op) {
    for (Operation p = op.getParentOp(); p != null; p = p.getParentOp()) {
      Sizes s = sizesByFunction.get(p);
      if (s != null) {
        return s;
      }
    }
    return null;
  }

  /**
   * The onnx ops of the functions being converted (the module's) illegal but NoValue (it goes
   * after the conversion, once unused), and the top module's {@code onnx.EntryPoint}; everything
   * else legal (onnx ops elsewhere, as in a nested module, are left alone, as before).
   */
  ConversionTarget target() {
    return ConversionTarget.builder()
        .addDynamicallyLegalDialect(op -> sizesOrNull(op) == null, "onnx")
        .addDynamicallyLegalOp(op -> op.getParentOp() == null || op.getParentOp().getParentOp() != null,
            EntryPointOp.NAME)
        .addLegalOp(NoValueOp.NAME)
        .markUnknownOpDynamicallyLegal(op -> true)
        .build();
  }

  /**
   * As MLIR's dialect conversion reports it, but every failing op of the module, each with its
   * lowering's reason as a note; no folding by the framework (the patterns fold through the op
   * table's rules).
   */
  static ConversionConfig config() {
    return ConversionConfig.defaults()
        .withFoldingMode(ConversionConfig.FoldingMode.NEVER)
        .withReportEveryFailure(true)
        .withMatchFailureNotes(true);
  }

  FrozenPatternSet patterns() {
    List<RewritePattern> patterns = new ArrayList<>();
    for (String name : OnnxLowerings.names()) {
      patterns.add(new OnnxLoweringPattern(name, OnnxLowerings.get(name), this));
    }
    patterns.add(new LowerReturn());
    patterns.add(new EraseEntryPoint());
    patterns.add(new NoLowering());
    return new FrozenPatternSet(patterns);
  }

  /** {@code onnx.Return} becomes {@code func.return}, each value cast to the signature's type. */
  private static final class LowerReturn extends ConversionPattern {
    LowerReturn() {
      super(jopt.dialects.onnx.ReturnOp.NAME, 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, List<Value> operands, ConversionPatternRewriter rewriter) {
      Operation func = op.getParentOp();
      FunctionType type = FuncOp.getFunctionType(func);
      List<Value> values = new ArrayList<>();
      for (int i = 0; i < operands.size(); i++) {
        Value v = operands.get(i);
        Type want = i < type.getResults().size() ? type.getResults().get(i) : v.getType();
        if (!v.getType().equals(want) && v.getType() instanceof RankedTensorType
            && want instanceof jopt.ir.type.TensorType) {
          if (!jopt.dialects.tensor.TensorTypes.castCompatible(v.getType(), want)) {
            return rewriter.notifyMatchFailure(op, "result #" + i + " of the graph is declared " + want
                + ", but it computes " + v.getType());
          }
          v = jopt.dialects.tensor.CastOp.create(rewriter, op.getLoc(), v, want).getOperation().getResult(0);
        }
        values.add(v);
      }
      ReturnOp.create(rewriter, op.getLoc(), values);
      rewriter.eraseOp(op);
      return true;
    }
  }

  /** {@code onnx.EntryPoint} goes from the module. */
  private static final class EraseEntryPoint extends ConversionPattern {
    EraseEntryPoint() {
      super(EntryPointOp.NAME, 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, List<Value> operands, ConversionPatternRewriter rewriter) {
      rewriter.eraseOp(op);
      return true;
    }
  }

  /** Any other onnx op: no lowering, which the failure says. */
  private static final class NoLowering extends ConversionPattern {
    NoLowering() {
      super(null, 0);
    }

    @Override
    public boolean matchAndRewrite(Operation op, List<Value> operands, ConversionPatternRewriter rewriter) {
      if (!op.getDialectNamespace().equals("onnx") || OnnxLowerings.get(op.getName()) != null) {
        return false;
      }
      return rewriter.notifyMatchFailure(op, "no lowering of '" + op.getName() + "' to linalg");
    }
  }
}
