package jopt.passes.inliner;

import java.util.HashMap;
import java.util.Map;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.passmanager.OpPassManager;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;
import jopt.passmanager.PassOption;
import jopt.passmanager.PassOptionValueException;
import jopt.passmanager.PassPipelineParser;
import jopt.passmanager.PassRegistry;

/**
 * {@code inline} (MLIR's InlinerPass, on an op with a symbol table): calls are inlined bottom-up
 * over the call graph ({@link Inliner}), each callable simplified before and after with its
 * op's pipeline from {@code op-pipelines} or else {@code default-pipeline} (canonicalize), and
 * a callee is inlined only while its op count stays within {@code inlining-threshold} percent of
 * the caller's. The pipelines in the options are parsed with the registry the pass is registered
 * in.
 */
public final class InlinerPass extends Pass {
  /** MLIR's -1U: every legal call is profitable. */
  private static final long NO_THRESHOLD = 0xffffffffL;

  private final PassRegistry registry;
  private final PassOption<String> defaultPipeline = option(PassOption.ofString("default-pipeline",
      "The optimizer pipeline used for callables that do not have a dedicated optimizer pipeline in opPipelineList",
      "canonicalize"));
  private final PassOption<OpPassManager> opPipelines;
  private final PassOption<Long> maxIterations = option(PassOption.ofUnsigned("max-iterations",
      "Maximum number of iterations when inlining within an SCC", 4));
  private final PassOption<Long> inliningThreshold = option(PassOption.ofUnsigned("inlining-threshold",
      "If the ratio between the number of the operations in the callee and the number of the operations in the "
          + "caller exceeds this value (in percentage), then the callee is not inlined even if it is legal to "
          + "inline it", NO_THRESHOLD));

  public InlinerPass(PassRegistry registry) {
    super(info(registry));
    this.registry = registry;
    this.opPipelines = option(PassOption.passManagerList("op-pipelines",
        "Callable operation specific optimizer pipelines (in the form of `dialect.op(pipeline)`)",
        (name, text) -> parseAnchored(text)));
  }

  /** The pass as registered in {@code registry}, whose passes its pipeline options may name. */
  public static PassInfo info(PassRegistry registry) {
    return PassInfo.of("inline", "Inline function calls", null, () -> new InlinerPass(registry));
  }

  @Override
  public String getName() {
    return "Inliner";
  }

  private OpPassManager parseAnchored(String text) {
    try {
      return PassPipelineParser.parseAnchored(text, registry);
    } catch (PassPipelineParser.PipelineException e) {
      throw new PassOptionValueException(e.getMessage().strip());
    }
  }

  @Override
  protected void runOnOperation() {
    Operation op = getOperation();
    if (!op.hasTrait(Traits.SymbolTable.class)) {
      op.emitOpError(" was scheduled to run under the inliner, but does not define a symbol table");
      signalPassFailure();
      return;
    }
    Map<String, OpPassManager> pipelines = new HashMap<>();
    for (OpPassManager pm : opPipelines.getValues()) {
      if (pm.size() != 0) {
        pipelines.putIfAbsent(pm.getOpAnchorName(), pm);
      }
    }
    Inliner.Simplifier simplifier = callable -> {
      OpPassManager pm = pipelines.computeIfAbsent(callable.getName(), this::defaultPipelineFor);
      return pm == null || runPipeline(pm, callable);
    };
    long threshold = inliningThreshold.getValue();
    Inliner inliner = new Inliner(op, new CallGraph(op), simplifier, (int) Math.min(maxIterations.getValue(),
        Integer.MAX_VALUE), call -> isProfitableToInline(call, threshold));
    if (!inliner.doInlining()) {
      signalPassFailure();
    }
  }

  /**
   * The default pipeline on ops named {@code opName}: canonicalize unless {@code
   * default-pipeline} was given; none when it was given empty. As MLIR, a pipeline that does not
   * parse is reported on stderr and what parsed of it is used.
   */
  private OpPassManager defaultPipelineFor(String opName) {
    String text = defaultPipeline.getValue();
    if (text.isEmpty()) {
      return null;
    }
    OpPassManager pm = new OpPassManager(opName);
    try {
      PassPipelineParser.parse(text, pm, registry);
    } catch (PassPipelineParser.PipelineException e) {
      System.err.print(e.getMessage());
    }
    return pm;
  }

  /** Whether the callee's op count is at most {@code threshold} percent of the caller's. */
  private static boolean isProfitableToInline(Inliner.ResolvedCall call, long threshold) {
    if (threshold == 0) {
      return false;
    }
    if (threshold == NO_THRESHOLD) {
      return true;
    }
    long callerOps = countOps(call.sourceNode().getCallableRegion());
    if (callerOps == 0) {
      return true;
    }
    long ratio = countOps(call.targetNode().getCallableRegion()) * 100 / callerOps;
    return ratio <= threshold;
  }

  private static long countOps(Region region) {
    long[] count = {0};
    for (var block : region.getBlocks()) {
      for (Operation op : block.getOpList()) {
        op.walk((Operation nested) -> count[0]++);
      }
    }
    return count[0];
  }
}
