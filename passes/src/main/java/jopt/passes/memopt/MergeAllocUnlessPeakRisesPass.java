package jopt.passes.memopt;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;
import jopt.ir.Operation;
import jopt.ir.interfaces.CallOpInterface;
import jopt.passmanager.OpPassManager;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;
import jopt.passes.mergealloc.JoptMergeAllocPass;
import jopt.passes.mergealloc.lend.BorrowedArguments;

/**
 * {@code jopt-merge-alloc-unless-peak-rises} (on a module): {@code jopt-merge-alloc}, then each
 * function whose arguments have dynamic sizes gets its form before the merge back where the arena
 * raised its peak. An arena lives from its first view's first use to its last view's last use:
 * a buffer outside it (a returned result of dynamic size, which the arena cannot hold) made
 * while a view still reads is counted on top of the whole arena, and an arena placed for every
 * size at once may need more than the buffers freed one by one. Both forms are compared by
 * {@link LivePeak} (each buffer freed after its last use) with every dynamic argument dimension
 * at each of {@link #SIZES}; the arena is undone only when it is larger at every size where
 * both are known (at least one). Only in a module without calls: jopt-merge-alloc lends arenas
 * and results across calls, which changes callers and callees together.
 */
public final class MergeAllocUnlessPeakRisesPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("jopt-merge-alloc-unless-peak-rises",
      "jopt-merge-alloc, undone on a function of dynamic sizes whose arena raises its estimated "
          + "peak at every sampled size",
      "builtin.module", MergeAllocUnlessPeakRisesPass::new);

  /**
   * The sizes every dynamic argument dimension takes in turn (a window's extent may be negative
   * at small ones: not known there).
   */
  static final long[] SIZES = {16, 64, 256, 1024};

  private Supplier<Pass> merge = JoptMergeAllocPass.INFO::create;

  public MergeAllocUnlessPeakRisesPass() {
    super(INFO);
  }

  /** This pass running {@code merge} (a jopt-merge-alloc pass, made per run). */
  public static MergeAllocUnlessPeakRisesPass running(Supplier<Pass> merge) {
    MergeAllocUnlessPeakRisesPass p = new MergeAllocUnlessPeakRisesPass();
    p.merge = merge;
    return p;
  }

  @Override
  public Pass clonePass() {
    MergeAllocUnlessPeakRisesPass p = (MergeAllocUnlessPeakRisesPass) super.clonePass();
    p.merge = merge;
    return p;
  }

  @Override
  protected void runOnOperation() {
    Operation module = getOperation();
    Map<Operation, Operation> before = new LinkedHashMap<>();
    if (!hasCalls(module)) {
      for (Operation func : BorrowedArguments.definedFunctions(module)) {
        if (LivePeak.dynamic(func)) {
          before.put(func, func.clone(func.getContext(), new HashMap<>()));
        }
      }
    }
    OpPassManager pm = new OpPassManager(module.getName());
    pm.addPass(merge.get());
    if (!runPipeline(pm, module)) {
      signalPassFailure();
      return;
    }
    for (Map.Entry<Operation, Operation> e : before.entrySet()) {
      Operation merged = e.getKey();
      Operation unmerged = e.getValue();
      if (raised(merged, unmerged)) {
        merged.getBlock().insertBefore(merged, unmerged);
        merged.erase();
      } else {
        unmerged.erase();
      }
    }
  }

  /** Whether {@code merged}'s estimate exceeds {@code unmerged}'s at every size known (one at least). */
  static boolean raised(Operation merged, Operation unmerged) {
    boolean known = false;
    for (long n : SIZES) {
      Long m = LivePeak.of(merged, n);
      Long u = LivePeak.of(unmerged, n);
      if (m == null || u == null) {
        continue;
      }
      if (m <= u) {
        return false;
      }
      known = true;
    }
    return known;
  }

  private static boolean hasCalls(Operation module) {
    boolean[] found = {false};
    module.walk((Operation op) -> {
      if (op.getInterface(CallOpInterface.class) != null) {
        found[0] = true;
      }
    });
    return found[0];
  }
}
