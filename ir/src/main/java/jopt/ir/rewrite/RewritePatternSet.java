package jopt.ir.rewrite;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import jopt.ir.MLIRContext;

/** A mutable collection of patterns, filled by dialects and passes before a driver runs. */
public final class RewritePatternSet {
  private final MLIRContext ctx;
  private final List<RewritePattern> patterns = new ArrayList<>();

  public RewritePatternSet(MLIRContext ctx) {
    this.ctx = ctx;
  }

  public MLIRContext getContext() {
    return ctx;
  }

  public RewritePatternSet add(RewritePattern pattern) {
    patterns.add(pattern);
    return this;
  }

  public List<RewritePattern> getPatterns() {
    return Collections.unmodifiableList(patterns);
  }
}
