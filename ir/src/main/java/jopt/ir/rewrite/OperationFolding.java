package jopt.ir.rewrite;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Dialect;
import jopt.ir.Operation;
import jopt.ir.Value;

/**
 * MLIR's RewriterBase::tryFold: runs an op's folder with the constant values of its operands;
 * folded attributes become constants of the op's dialect right before it, and the op is replaced.
 */
public final class OperationFolding {
  private OperationFolding() {}

  /** What {@link #tryFold} did. */
  public enum Result {
    /** Nothing folded (or a folded constant could not be made): the IR is as it was. */
    FAILED,
    /** The folder updated the op in place. */
    IN_PLACE,
    /** The op was replaced by values and new constants, and erased. */
    REPLACED
  }

  public static Result tryFold(PatternRewriter rewriter, Operation op) {
    return tryFold(rewriter, op, new ArrayList<>());
  }

  /** As {@link #tryFold(PatternRewriter, Operation)}; {@code replacements} gets what replaced the op. */
  public static Result tryFold(PatternRewriter rewriter, Operation op, List<Value> replacements) {
    Result result = foldToValues(rewriter, op, replacements);
    if (result == Result.REPLACED) {
      rewriter.replaceOp(op, replacements);
    }
    return result;
  }

  /**
   * MLIR's OpBuilder::createOrFold for {@code op}, built but not inserted: it is put at the
   * rewriter's insertion point and folded; when the folder gives values (attributes become
   * constants of the op's dialect there), the op is erased unreported and those values
   * returned, else the op is reported as inserted and its results returned.
   */
  public static List<Value> createOrFold(PatternRewriter rewriter, Operation op) {
    jopt.ir.rewrite.Builder plain = new jopt.ir.rewrite.Builder(rewriter.getContext());
    plain.restoreInsertionPoint(rewriter.saveInsertionPoint());
    plain.insert(op);
    if (op.isRegistered() && !op.hasTrait(jopt.ir.Traits.ConstantLike.class)) {
      List<Attribute> constOperands = new ArrayList<>(op.getNumOperands());
      for (Value v : op.getOperands()) {
        constOperands.add(Matchers.constantValue(v));
      }
      List<OpFoldResult> results = new ArrayList<>();
      if (op.getDef().fold(op, constOperands, results) && !results.isEmpty()
          && (results.get(0).isAttribute() || results.get(0).value() != op.getResult(0))) {
        List<Value> values = new ArrayList<>();
        Dialect dialect = op.getContext().getDialect(op.getDialectNamespace());
        for (int i = 0; i < results.size(); i++) {
          OpFoldResult r = results.get(i);
          if (!r.isAttribute()) {
            values.add(r.value());
            continue;
          }
          Operation constOp = dialect == null ? null : dialect.materializeConstant(
              rewriter, r.attr(), op.getResult(i).getType(), op.getLoc());
          if (constOp == null) {
            throw new IllegalStateException("cannot materialize a folded '" + op.getName() + "'");
          }
          values.add(constOp.getResult(0));
        }
        op.erase();
        return values;
      }
    }
    if (rewriter.getListener() != null) {
      rewriter.getListener().notifyOperationInserted(op);
    }
    return new ArrayList<>(op.getResults());
  }

  /**
   * As {@link #tryFold(PatternRewriter, Operation, List)} but leaving the op in place, for a
   * caller that replaces it later (as MLIR's dialect conversion defers replacements): {@link
   * Result#REPLACED} means {@code replacements} are ready.
   */
  public static Result foldToValues(PatternRewriter rewriter, Operation op, List<Value> replacements) {
    if (!op.isRegistered()) {
      return Result.FAILED;
    }
    List<Attribute> constOperands = new ArrayList<>(op.getNumOperands());
    for (Value v : op.getOperands()) {
      constOperands.add(Matchers.constantValue(v));
    }
    List<OpFoldResult> results = new ArrayList<>();
    if (!op.getDef().fold(op, constOperands, results)) {
      return Result.FAILED;
    }
    if (results.isEmpty()) {
      return Result.IN_PLACE;
    }
    rewriter.setInsertionPoint(op);
    replacements.clear();
    Dialect dialect = op.getContext().getDialect(op.getDialectNamespace());
    for (int i = 0; i < results.size(); i++) {
      OpFoldResult r = results.get(i);
      if (!r.isAttribute()) {
        replacements.add(r.value());
        continue;
      }
      Operation constOp = dialect == null ? null : dialect.materializeConstant(
          rewriter, r.attr(), op.getResult(i).getType(), op.getLoc());
      if (constOp == null) {
        for (Value v : replacements) {
          Operation def = v.getDefiningOp();
          if (def != null && def.getBlock() != null && v.useEmpty() && def.getNextNode() == op) {
            rewriter.eraseOp(def);
          }
        }
        replacements.clear();
        return Result.FAILED;
      }
      replacements.add(constOp.getResult(0));
    }
    return Result.REPLACED;
  }
}
