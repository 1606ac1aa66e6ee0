package jopt.ir.conversion;

import java.util.List;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.RewritePattern;

/**
 * A pattern of a dialect conversion (MLIR's ConversionPattern): it receives the op's operands as
 * the conversion has remapped them (their replacements so far, of the types its type converter
 * makes, if it has one) and changes the IR through a {@link ConversionPatternRewriter}. It must
 * replace the op or change it in place, or return false; what it did before returning false is
 * undone.
 */
public abstract class ConversionPattern extends RewritePattern {
  private final TypeConverter typeConverter;

  /** A pattern rooted at ops named {@code rootName} (any op when null). */
  protected ConversionPattern(String rootName, int benefit, TypeConverter typeConverter) {
    super(rootName, benefit);
    this.typeConverter = typeConverter;
  }

  protected ConversionPattern(String rootName, int benefit) {
    this(rootName, benefit, null);
  }

  /** The converter of the operands and replacements, or null (operands keep their types). */
  public final TypeConverter getTypeConverter() {
    return typeConverter;
  }

  @Override
  public final boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
    if (!(rewriter instanceof ConversionPatternRewriter cr)) {
      throw new IllegalStateException(getDebugName() + " is a conversion pattern: it runs in a dialect conversion");
    }
    ConversionState s = cr.state();
    TypeConverter saved = s.currentTypeConverter;
    s.currentTypeConverter = typeConverter;
    try {
      List<Value> operands = s.remapValues(op.getOperands(), op.getLoc());
      return operands != null && matchAndRewrite(op, operands, cr);
    } finally {
      s.currentTypeConverter = saved;
    }
  }

  /** Rewrites {@code op}, whose remapped operands are {@code operands}; true when it did. */
  public abstract boolean matchAndRewrite(Operation op, List<Value> operands, ConversionPatternRewriter rewriter);
}
