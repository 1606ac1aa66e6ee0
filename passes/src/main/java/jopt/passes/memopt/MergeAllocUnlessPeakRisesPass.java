package jopt.passes.memopt;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jopt.ir.Operation;
import jopt.ir.interfaces.CallOpInterface;
import jopt.passmanager.OpPassManager;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;
import jopt.passmanager.PassOption;
import jopt.passes.analysis.IndexEvaluation;
import jopt.passes.analysis.SizeBucket;
import jopt.passes.mergealloc.JoptMergeAllocPass;
import jopt.passes.mergealloc.lend.BorrowedArguments;

/**
 * {@code jopt-merge-alloc-unless-peak-rises} (on a module): {@code jopt-merge-alloc}, then each
 * function gets its form before the merge back where the arena raises its peak. An arena lives
 * from its first view's first use to its last view's last use: a buffer outside it (a returned
 * result, which the arena does not hold) made while a view still reads is counted on top of the
 * whole arena (a static function too: IS-Net's six returned 1024x1024 maps, made after its
 * arena's peak, on top of its 269 MB arena), and an arena placed for every size at once may need
 * more than the buffers freed one by one. A function of static sizes is one sample. Both forms are compared by
 * {@link LivePeak} (each buffer freed after its last use) at {@link #samples sampled sizes}: each
 * {@link SizeGroups group} of dynamic dimensions (those the program asserts equal; the others by
 * their position in the arguments: a batch, a sequence length) takes one value, each group
 * independently of the others (batch 1 with 256 tokens as well as 16 with 16). The
 * form kept is the one whose greatest excess over the other, as a ratio at one sample, is the
 * smaller (the arena on a tie): a plan for every size should be at no size far above the plan it
 * replaces, so an arena 1.4 times the freed buffers at batch 1 is undone even where it saves
 * at batch 1024, and one that costs 1% at some sizes and saves a third at others is kept. Only
 * samples where both are known count (a window's extent may be negative at small sizes); with
 * none, the arena is kept. jopt-merge-alloc lends arenas and results across calls, which
 * changes callers and callees together: in a module with calls, only a function that calls
 * nothing is guarded, and only where the merge lent nothing (every call still calls the function
 * it called: the versions of {@code jopt-version-for-sizes} behind their guards on the sizes,
 * each sampled at the sizes of its bucket only).
 */
public final class MergeAllocUnlessPeakRisesPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("jopt-merge-alloc-unless-peak-rises",
      "jopt-merge-alloc, undone on a function whose arena's greatest excess over the unmerged "
          + "peak, at the sampled sizes, exceeds the unmerged one's over it",
      "builtin.module", MergeAllocUnlessPeakRisesPass::new);

  /** The values each group of dynamic dimensions takes. */
  static final long[] SIZES = {1, 2, 4, 16, 64, 256, 1024};

  // jopt-merge-alloc's own options, given to the merge this pass runs (so that a dumped
  // pipeline, parsed again, runs the same merge).
  private final PassOption<String> planReport = option(PassOption.ofString("plan-report",
      "Write the plans of every function's scopes to this HTML page (jopt-merge-alloc's)", ""));
  private final PassOption<String> planReportSizes = option(PassOption.ofString(
      "plan-report-sizes", "The sizes at which the report draws an arena of buffers of "
          + "dynamic size, separated by ':' (jopt-merge-alloc's)",
      jopt.passes.planner.PlanReportFile.DEFAULT_SIZES));

  public MergeAllocUnlessPeakRisesPass() {
    super(INFO);
  }

  /** This pass with its merge writing its plan report to {@code file}, arenas drawn at {@code sizes}. */
  public MergeAllocUnlessPeakRisesPass reporting(String file, String sizes) {
    planReport.setValue(file);
    planReportSizes.setValue(sizes);
    return this;
  }

  /** The jopt-merge-alloc pass of one run, with this pass's options. */
  private Pass merge() {
    return planReport.getValue().isEmpty() ? JoptMergeAllocPass.INFO.create()
        : new JoptMergeAllocPass().reporting(planReport.getValue(), planReportSizes.getValue());
  }

  @Override
  protected void runOnOperation() {
    Operation module = getOperation();
    Map<Operation, Operation> before = new LinkedHashMap<>();
    List<String> callees = callees(module);
    for (Operation func : BorrowedArguments.definedFunctions(module)) {
      if (callees(func).isEmpty()) {
        before.put(func, func.clone(func.getContext(), new HashMap<>()));
      }
    }
    OpPassManager pm = new OpPassManager(module.getName());
    pm.addPass(merge());
    if (!runPipeline(pm, module)) {
      signalPassFailure();
      return;
    }
    if (!callees.equals(callees(module))) {
      before.values().forEach(Operation::erase); // something was lent: callers and callees changed together
      before.clear();
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

  /**
   * Whether {@code merged}'s greatest ratio over {@code unmerged} at one sample exceeds the
   * greatest ratio the other way (false where no sample is known for both).
   */
  static boolean raised(Operation merged, Operation unmerged) {
    double up = 0;
    double down = 0;
    SizeGroups groups = SizeGroups.of(unmerged);
    // A version for a bucket of sizes runs only at the sizes of its bucket.
    SizeBucket bucket = SizeBucket.of(unmerged);
    for (long[] sample : samples(groups.count())) {
      IndexEvaluation.Sizes grouped = groups.binding(sample);
      IndexEvaluation.Sizes sizes = bucket == null ? grouped : (a, d) -> {
        Long v = grouped.of(a, d);
        return v != null && bucket.bounds(a.getArgNumber(), d) ? Long.valueOf(bucket.clamp(v)) : v;
      };
      Long m = LivePeak.of(merged, sizes);
      Long u = LivePeak.of(unmerged, sizes);
      if (m == null || u == null) {
        continue;
      }
      double mb = Math.max(1, m);
      double ub = Math.max(1, u);
      up = Math.max(up, mb / ub);
      down = Math.max(down, ub / mb);
    }
    return up > down;
  }

  /**
   * The samples of {@code k} groups of sizes: every group at each value of {@link #SIZES}, and
   * each group at every value with all the others at every value (the whole grid for two).
   */
  static List<long[]> samples(int k) {
    Map<List<Long>, long[]> out = new LinkedHashMap<>();
    for (int g = 0; g < Math.max(k, 1); g++) {
      for (long x : SIZES) {
        for (long y : SIZES) {
          long[] sample = new long[k];
          Arrays.fill(sample, y);
          if (k > 0) {
            sample[g] = x;
          }
          out.putIfAbsent(Arrays.stream(sample).boxed().toList(), sample);
        }
      }
    }
    return List.copyOf(out.values());
  }

  /** The callees of the calls under {@code op}, in order (printed). */
  private static List<String> callees(Operation op) {
    List<String> out = new ArrayList<>();
    op.walk((Operation o) -> {
      CallOpInterface call = o.getInterface(CallOpInterface.class);
      if (call != null) {
        out.add(String.valueOf(call.getCallee(o)));
      }
    });
    return out;
  }
}
