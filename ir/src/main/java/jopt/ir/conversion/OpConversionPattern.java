package jopt.ir.conversion;

import java.util.List;
import java.util.function.Function;
import jopt.ir.ods.OpView;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.ods.OpSpec;

/**
 * A conversion pattern rooted at one op kind that receives the op as its typed view and its
 * remapped operands by group name, as MLIR's {@code OpConversionPattern<AllocOp>}:
 *
 * <pre>{@code
 * final class LowerClone extends OpConversionPattern<CloneOp> {
 *   LowerClone() { super(CloneOp.SPEC, CloneOp::of); }
 *   public boolean matchAndRewrite(CloneOp op, OpAdaptor adaptor, ConversionPatternRewriter r) { ... }
 * }
 * }</pre>
 */
public abstract class OpConversionPattern<T extends OpView> extends ConversionPattern {
  private final OpSpec spec;
  private final Function<Operation, T> view;

  protected OpConversionPattern(OpSpec root, Function<Operation, T> view, int benefit, TypeConverter typeConverter) {
    super(root.name(), benefit, typeConverter);
    this.spec = root;
    this.view = view;
  }

  protected OpConversionPattern(OpSpec root, Function<Operation, T> view, TypeConverter typeConverter) {
    this(root, view, 1, typeConverter);
  }

  protected OpConversionPattern(OpSpec root, Function<Operation, T> view) {
    this(root, view, 1, null);
  }

  @Override
  public final boolean matchAndRewrite(Operation op, List<Value> operands, ConversionPatternRewriter rewriter) {
    return matchAndRewrite(view.apply(op), new OpAdaptor(spec, op, operands), rewriter);
  }

  /** Rewrites {@code op}; see {@link ConversionPattern}. */
  public abstract boolean matchAndRewrite(T op, OpAdaptor adaptor, ConversionPatternRewriter rewriter);
}
