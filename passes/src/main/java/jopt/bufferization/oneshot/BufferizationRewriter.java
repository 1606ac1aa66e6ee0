package jopt.bufferization.oneshot;

import java.util.List;
import java.util.function.Consumer;
import jopt.ir.Builder;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.Value;

/**
 * The builder ops are rewritten with: it reports inserted and erased ops to the driver, which
 * adds new tensor ops to its worklist and skips erased ones (MLIR's BufferizationRewriter).
 */
public class BufferizationRewriter extends Builder {
  private final Consumer<Operation> onInsert;
  private final Consumer<Operation> onErase;

  public BufferizationRewriter(MLIRContext ctx, Consumer<Operation> onInsert, Consumer<Operation> onErase) {
    super(ctx);
    this.onInsert = onInsert;
    this.onErase = onErase;
  }

  /** A rewriter that reports nothing. */
  public BufferizationRewriter(MLIRContext ctx) {
    this(ctx, op -> {}, op -> {});
  }

  @Override
  public Operation insert(Operation op) {
    Operation r = super.insert(op);
    if (getInsertionBlock() != null) {
      onInsert.accept(op);
    }
    return r;
  }

  public void eraseOp(Operation op) {
    op.walk(onErase);
    op.erase();
  }

  public void replaceOp(Operation op, List<? extends Value> values) {
    op.replaceAllUsesWith(values);
    eraseOp(op);
  }
}
