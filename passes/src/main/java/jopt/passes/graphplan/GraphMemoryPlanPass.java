package jopt.passes.graphplan;

import java.io.IOException;
import java.util.List;
import jopt.ir.Operation;
import jopt.ir.asm.ValueNames;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;
import jopt.passmanager.PassOption;
import jopt.passes.planner.OptimalPlanner;
import jopt.passes.planner.PlanReportFile;
import jopt.passes.planner.PlannerMode;

/**
 * graph-memory-plan: plans the memory of a static dataflow graph of tensors (seeds
 * noop-aliasing.md and runtime-aliasing.md): every tensor gets a place in its memory bin's
 * arena, metadata-only ops share their input's memory, gather/slice/concat/split share memory by
 * the runtime seed's rules, and pre-allocated tensors stay at the caller's addresses. The plan is
 * written onto the IR ({@link PlanAnnotations}) and optionally as a JSON report
 * ({@link PlanReport}) and a picture per bin.
 */
public final class GraphMemoryPlanPass extends Pass {
  public static final PassInfo INFO = PassInfo.of("graph-memory-plan",
      "Plans the memory of a tensor dataflow graph with noop and runtime aliasing", "func.func",
      GraphMemoryPlanPass::new);

  private final PassOption<Boolean> noop = option(PassOption.ofBool("enable-noop-optim",
      "Metadata-only ops (Reshape, Transpose, Squeeze, ...) share their input's memory", true));
  private final PassOption<Boolean> runtime = option(PassOption.ofBool("enable-runtime-optim",
      "Gather, Slice, Concat and Split share memory by the runtime seed's rules", true));
  private final PassOption<Boolean> inPlace = option(PassOption.ofBool("enable-inplace-optim",
      "An element-wise op (Relu, Add, Mul, BatchNormalization in inference, ...) writes its "
          + "result over an operand of its shape that nothing needs afterwards (jopt's own "
          + "rule, beyond the seeds: PyTorch's in-place ops, Inductor's buffer reuse)", false));
  private final PassOption<String> layout = option(PassOption.ofEnum("layout",
      "How memory holds a tensor", "graph", List.of("graph", "nhwc"),
      List.of("row-major in the graph's own order (the default)",
          "4-d tensors channels-last, as the runtime seed's NHWC (an NCHW graph's activations "
              + "stored NHWC)")));
  private final PassOption<Long> channelPadding = option(PassOption.ofLong("channel-padding",
      "Pad the last dimension held (C with layout=nhwc) to a multiple of this many elements, "
          + "as the runtime seed pads C to 64 (0 or 1: no padding, the default)", 0));
  private final PassOption<Boolean> oddPadding = option(PassOption.ofBool(
      "odd-channel-padding", "Pad to an odd multiple of channel-padding, as the runtime seed's "
          + "numbers do (128 -> 192); false pads to the next multiple", true));
  private final PassOption<Long> alignment = option(PassOption.ofLong("alignment",
      "The alignment of each block in its arena", 64));
  private final PassOption<String> plannerOptions = option(PassOption.ofEnum("planner-options",
      "The static planner of merge-alloc that places the blocks", "cost-model",
      List.of("cost-model", "size-first", "optimal"),
      List.of("size fit and cache hotness (the default)", "best size fit",
          "exact search for the smallest arena within optimal-time-limit")));
  private final PassOption<Long> optimalTimeLimit = option(PassOption.ofLong(
      "optimal-time-limit",
      "Milliseconds of CPU time the optimal planner may search per bin",
      OptimalPlanner.DEFAULT_TIME_LIMIT_MS));
  private final PassOption<Boolean> strictRules = option(PassOption.ofBool(
      "strict-runtime-rules", "A gather, slice, concat or split whose layout breaks the runtime "
          + "seed's conditions (dimensions before the axis not 1, padded pieces that do not add "
          + "up) is an error, as in the seed; by default it gets memory of its own and the "
          + "report says why", false));
  private final PassOption<Boolean> preallocateIo = option(PassOption.ofBool("preallocate-io",
      "The function's arguments and results without a graph.address are pre-allocated in the "
          + "caller's memory, one after another (the seed's subgraph inputs and outputs); false "
          + "plans them in the arena", true));
  private final PassOption<Boolean> stridedTransposes = option(PassOption.ofBool(
      "strided-transposes", "Every Transpose shares its input's memory: the runtime reads its "
          + "result through strides (the seed's Transpose_noop, PyTorch's views); by default only "
          + "a Transpose that moves no data (dimensions larger than 1 keep their order) does",
      false));
  private final PassOption<Boolean> verifyPlan = option(PassOption.ofBool("verify-plan",
      "Run the plan over an abstract memory and fail if a read would find overwritten bytes",
      true));
  private final PassOption<String> report = option(PassOption.ofString("report",
      "Write the plan as JSON to this file (with several functions: FILE.<function>.json)",
      ""));
  private final PassOption<String> planReport = option(PassOption.ofString("plan-report",
      "Write the arenas of all functions and bins of the module to this HTML page (a tab per "
          + "bin)", ""));
  /** The page's collector, shared by the clones of this pass (see {@link #getOrigin()}). */
  private final PlanReportFile reports = new PlanReportFile();

  private final GraphOpClassifier classifier;

  public GraphMemoryPlanPass() {
    this(GraphOpClassifier.DEFAULT);
  }

  /** A pass that classifies ops with {@code classifier} instead of their interface. */
  public GraphMemoryPlanPass(GraphOpClassifier classifier) {
    super(INFO);
    this.classifier = classifier;
  }

  @Override
  protected void runOnOperation() {
    Operation func = getOperation();
    if (func.getRegion(0).isEmpty()) {
      return;
    }
    GraphPlanOptions options = options();
    if (options == null) {
      signalPassFailure();
      return;
    }
    ValueNames names = new ValueNames(func);
    GraphPlan plan;
    try {
      plan = new GraphMemoryPlanner(options, classifier).plan(func, names::nameOf);
    } catch (GraphPlanException e) {
      e.getOp().emitError(e.getMessage());
      signalPassFailure();
      return;
    }
    if (verifyPlan.getValue()) {
      var wrong = PlanExecution.check(func, plan);
      if (wrong.isPresent()) {
        func.emitError("graph-memory-plan: internal error, the plan does not hold: "
            + wrong.get());
        signalPassFailure();
        return;
      }
    }
    PlanAnnotations.write(func, plan);
    String name = PlanReportFile.functionName(func);
    if (!report.getValue().isEmpty()
        && !write(suffixed(report.getValue(), name, ".json"),
            PlanReport.json(name, plan, options, GraphLiveBound.of(func)))) {
      return;
    }
    if (!planReport.getValue().isEmpty()) {
      String failed = ((GraphMemoryPlanPass) getOrigin()).reports.add(func,
          planReport.getValue(), "graph-memory-plan plan",
          PlanArenas.of(name, func, plan, options));
      if (failed != null) {
        func.emitError("graph-memory-plan: " + failed);
        signalPassFailure();
      }
    }
  }

  private GraphPlanOptions options() {
    // The option parser accepts only the listed values.
    PlannerMode mode = PlannerMode.fromOptionValue(plannerOptions.getValue());
    if (channelPadding.getValue() < 0 || alignment.getValue() < 0) {
      getOperation().emitError("graph-memory-plan: channel-padding and alignment must not be "
          + "negative");
      return null;
    }
    return new GraphPlanOptions(noop.getValue(), runtime.getValue(),
        new PhysicalLayout(channelPadding.getValue(), oddPadding.getValue(),
            layout.getValue().equals("nhwc")),
        alignment.getValue(), mode, optimalTimeLimit.getValue(), strictRules.getValue(),
        preallocateIo.getValue(), stridedTransposes.getValue(), inPlace.getValue());
  }

  /** FILE when the module has one function, else FILE with ".name" before the extension. */
  private String suffixed(String file, String function, String extension) {
    Operation parent = getOperation().getParentOp();
    int bodies = 0;
    if (parent != null) {
      for (Operation op : parent.getRegion(0).front().getOperations()) {
        if (op.getName().equals(getOperation().getName()) && !op.getRegion(0).isEmpty()) {
          bodies++;
        }
      }
    }
    if (bodies <= 1) {
      return file;
    }
    String stem = file.endsWith(extension) ? file.substring(0, file.length()
        - extension.length()) : file;
    return stem + "." + function + extension;
  }

  private boolean write(String file, String text) {
    try {
      getContext().getInvocation().writeFile(file,
          text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
      return true;
    } catch (IOException e) {
      getOperation().emitError("graph-memory-plan: cannot write '" + file + "': "
          + e.getMessage());
      signalPassFailure();
      return false;
    }
  }
}
