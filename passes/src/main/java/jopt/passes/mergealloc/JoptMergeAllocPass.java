package jopt.passes.mergealloc;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import jopt.dialects.func.FuncOp;
import jopt.ir.Operation;
import jopt.ir.interfaces.SymbolTable;
import jopt.passmanager.OpPassManager;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;
import jopt.passmanager.PassOption;
import jopt.passes.mergealloc.lend.BorrowedArguments;
import jopt.passes.mergealloc.lend.Calls;
import jopt.passes.mergealloc.lend.LentArenas;
import jopt.passes.mergealloc.prepare.MergeAllocPreparePass;

/**
 * {@code jopt-merge-alloc} (jopt's, on a module): {@code merge-alloc{precise=true}} on every
 * function of the module, where a buffer passed to a call whose callee only borrows it
 * ({@link BorrowedArguments}, computed on the whole module before any function changes) joins
 * the caller's arena instead of staying on the heap. The function pass cannot do that: it may
 * not look at the functions it calls while they change. The functions are merged one after the
 * other; a function merge-alloc refuses fails the pass, as the function pass does. First, with
 * {@code reuse-loop-carried} (the default), a buffer carried through an scf.for is made from
 * buffers allocated before the loop, written in place of the argument or ping-ponging with one
 * more, which the arena can hold: {@link MergeAllocPreparePass} ({@code jopt-merge-alloc-prepare})
 * runs first, on the module as this pass got it.
 */
public final class JoptMergeAllocPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("jopt-merge-alloc",
      "merge-alloc's precise mode on every function of a module, the buffers lent to calls "
          + "merged into the caller's arena",
      "builtin.module", JoptMergeAllocPass::new);

  private final PassOption<Boolean> dynamicSizes = option(PassOption.ofBool("dynamic-sizes",
      "Buffers of dynamic size join the arena at offsets computed at run time", true));
  private final PassOption<Boolean> reuseLoopCarried = option(PassOption.ofBool(
      "reuse-loop-carried", "A buffer an scf.for (or an scf.while's after region) allocates "
          + "and passes to its next iteration is written into its initial buffer, or ping-pongs "
          + "between it and one more made before the loop, so that they join the arena", true));

  private final PassOption<Boolean> lendArenas = option(PassOption.ofBool("lend-arenas",
      "A function's arena becomes an argument of a private copy of it that its calls use, "
          + "each with a buffer the caller places in its own arena where that does not raise "
          + "its peak; functions are merged callees first", true));

  private final PassOption<Boolean> lendResults = option(PassOption.ofBool("lend-results",
      "A function whose only allocations are the buffers it returns (of static size, or "
          + "sized by its arguments) gets a private copy taking them as arguments, which its "
          + "calls allocate right before the call and merge like their own buffers", true));

  private final PassOption<Boolean> resultsInArena = option(PassOption.ofBool(
      "results-in-arena", "A function nothing in the module refers to returns its largest "
          + "static result as a view of its arena (one heap allocation, freed when the caller "
          + "frees the result)", true));

  private final PassOption<String> planReport = option(PassOption.ofString("plan-report",
      "Write the plans of every function's scopes to this HTML page (merge-alloc's)", ""));
  private final PassOption<String> planReportSizes = option(PassOption.ofString(
      "plan-report-sizes", "The sizes at which the report draws an arena of buffers of "
          + "dynamic size, separated by ':' (merge-alloc's)", jopt.passes.planner.PlanReportFile.DEFAULT_SIZES));
  /** The page's collector, shared by the clones of this pass and its per-function runs. */
  private final jopt.passes.planner.PlanReportFile reports = new jopt.passes.planner.PlanReportFile();

  public JoptMergeAllocPass() {
    super(INFO);
  }

  /** This pass writing its plan report to {@code file}, dynamic arenas drawn at {@code sizes}. */
  public JoptMergeAllocPass reporting(String file, String sizes) {
    planReport.setValue(file);
    planReportSizes.setValue(sizes);
    return this;
  }

  @Override
  protected void runOnOperation() {
    Operation module = getOperation();
    BorrowedArguments borrowed = BorrowedArguments.of(module);
    List<Operation> functions = BorrowedArguments.definedFunctions(module);
    if (reuseLoopCarried.getValue()) {
      OpPassManager prepare = new OpPassManager(module.getName());
      prepare.addPass(new MergeAllocPreparePass(borrowed));
      if (!runPipeline(prepare, module)) {
        signalPassFailure();
        return;
      }
    }
    Set<Operation> recursive = new HashSet<>();
    LentArenas lent = lendArenas.getValue() || lendResults.getValue()
        ? LentArenas.of(module, borrowed, lendArenas.getValue(), lendResults.getValue()) : null;
    if (lent != null) {
      functions = LentArenas.calleesFirst(functions, recursive);
    }
    Set<String> referenced = resultsInArena.getValue() ? Calls.referenced(module) : null;
    if (!planReport.getValue().isEmpty()) {
      ((JoptMergeAllocPass) getOrigin()).reports.expect(module, functions);
    }
    for (Operation func : functions) {
      OpPassManager pm = new OpPassManager(FuncOp.NAME);
      MergeAllocPass merge = MergeAllocPass.precise(dynamicSizes.getValue(),
          lent != null ? lent.borrowed() : borrowed,
          referenced != null && !referenced.contains(SymbolTable.getSymbolName(func)));
      if (!planReport.getValue().isEmpty()) {
        merge.reporting(planReport.getValue(), planReportSizes.getValue(),
            ((JoptMergeAllocPass) getOrigin()).reports);
      }
      pm.addPass(merge);
      if (!runPipeline(pm, func)) {
        signalPassFailure();
        return;
      }
      if (lent != null && !recursive.contains(func)) {
        lent = lent.lend(func);
      }
    }
    if (lent != null) {
      lent.undoUnplaced();
    }
  }
}
