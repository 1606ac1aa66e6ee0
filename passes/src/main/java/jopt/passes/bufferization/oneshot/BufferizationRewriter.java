package jopt.passes.bufferization.oneshot;

import java.util.List;
import java.util.function.Consumer;
import jopt.ir.rewrite.Builder;
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

  /**
   * Moves the ops of {@code source} to the end of {@code dest}, replacing the block's arguments
   * by {@code argValues} (null: an argument without uses); moved ops are reported as inserted (MLIR's mergeBlocks).
   */
  public void mergeBlocks(jopt.ir.Block source, jopt.ir.Block dest, List<? extends Value> argValues) {
    for (int i = 0; i < source.getNumArguments(); i++) {
      if (argValues.get(i) != null) {
        source.getArgument(i).replaceAllUsesWith(argValues.get(i));
      }
    }
    for (Operation op : source.getOpList()) {
      op.remove();
      dest.push_back(op);
      op.walk(onInsert);
    }
  }

  public void replaceOp(Operation op, List<? extends Value> values) {
    op.replaceAllUsesWith(values);
    eraseOp(op);
  }
}
