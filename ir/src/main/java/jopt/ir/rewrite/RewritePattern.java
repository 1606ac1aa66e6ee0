package jopt.ir.rewrite;

import java.util.List;
import jopt.ir.Operation;

/**
 * A rewrite rooted at ops of one name (or at any op when {@link #getRootName} is null). The
 * driver tries patterns of higher benefit first. {@link #matchAndRewrite} must either fail
 * without touching the IR or change it only through the rewriter.
 */
public abstract class RewritePattern {
  private final String rootName;
  private final int benefit;

  protected RewritePattern(String rootName, int benefit) {
    this.rootName = rootName;
    this.benefit = benefit;
  }

  protected RewritePattern(String rootName) {
    this(rootName, 1);
  }

  public final String getRootName() {
    return rootName;
  }

  public final int getBenefit() {
    return benefit;
  }

  /** The name used by {@code disable-patterns}/{@code enable-patterns}; the class name by default. */
  public String getDebugName() {
    return getClass().getSimpleName();
  }

  /** Further labels for pattern filtering. */
  public List<String> getDebugLabels() {
    return List.of();
  }

  /**
   * Whether this pattern may match ops defined by {@code def} (null: unregistered ops); false
   * only when {@link #matchAndRewrite} surely fails on them. A pattern rooted at any op that
   * looks only at some kinds of ops (MLIR's interface patterns) says which; by default: yes.
   */
  public boolean mayMatch(jopt.ir.OpDefinition def) {
    return true;
  }

  /**
   * Whether this any-op pattern stands for MLIR's pattern on an op interface: those are listed
   * with the patterns of every op implementing the interface ({@link #mayMatch}), in the order
   * the patterns were added, rather than after them as patterns on any op.
   */
  public boolean hasInterfaceRoot() {
    return false;
  }

  /**
   * The names of the ops this pattern may create (MLIR's generated ops): a dialect conversion
   * prefers patterns whose ops are legal or legalized in fewer steps. None by default.
   */
  public List<String> getGeneratedOps() {
    return List.of();
  }

  /**
   * Whether this pattern may be applied again to an op it created while legalizing that op's
   * ancestor (MLIR's hasBoundedRewriteRecursion); a dialect conversion otherwise skips it there,
   * so that a pattern cannot recurse forever.
   */
  public boolean hasBoundedRewriteRecursion() {
    return false;
  }

  /** Returns true when the op matched and was rewritten. */
  public abstract boolean matchAndRewrite(Operation op, PatternRewriter rewriter);
}
