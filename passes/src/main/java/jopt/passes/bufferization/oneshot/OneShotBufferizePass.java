package jopt.passes.bufferization.oneshot;

import java.util.List;
import jopt.ir.Operation;
import jopt.passmanager.Pass;
import jopt.passmanager.PassInfo;
import jopt.passmanager.PassOption;

/**
 * {@code one-shot-bufferize} (MLIR): One-Shot Analysis decides which tensor operands bufferize
 * in place, conflicts become {@code bufferization.alloc_tensor} copies, and every op with
 * tensor semantics is rewritten to memrefs through its {@link BufferizableOpInterface}.
 */
public final class OneShotBufferizePass extends Pass {
  public static final PassInfo INFO = PassInfo.of("one-shot-bufferize",
      "One-Shot Bufferize", "builtin.module", OneShotBufferizePass::new);

  private static final List<String> LAYOUTS = List.of("infer-layout-map", "identity-layout-map",
      "fully-dynamic-layout-map");
  private static final List<String> LAYOUT_HELP = List.of("infer-layout-map", "identity-layout-map",
      "fully-dynamic-layout-map");

  private final PassOption<Boolean> allowReturnAllocsFromLoops = option(PassOption.ofBool(
      "allow-return-allocs-from-loops", "Allows returning/yielding new allocations from a loop.", false));
  private final PassOption<Boolean> allowUnknownOps = option(PassOption.ofBool("allow-unknown-ops",
      "Allows unknown (not bufferizable) ops in the input IR.", false));
  private final PassOption<Long> bufferAlignment = option(PassOption.ofUnsigned("buffer-alignment",
      "Sets the alignment of newly allocated buffers.", 64));
  private final PassOption<Boolean> bufferizeFunctionBoundaries = option(PassOption.ofBool(
      "bufferize-function-boundaries", "Bufferize function boundaries (experimental).", false));
  private final PassOption<Boolean> checkParallelRegions = option(PassOption.ofBool(
      "check-parallel-regions", "Account for parallel regions in RaW analysis.", true));
  private final PassOption<Boolean> copyBeforeWrite = option(PassOption.ofBool("copy-before-write",
      "Skip the analysis. Make a buffer copy on every write.", false));
  private final PassOption<String> dialectFilter = option(PassOption.stringList("dialect-filter",
      "Restrict bufferization to ops from these dialects."));
  private final PassOption<String> noAnalysisFuncFilter = option(PassOption.stringList(
      "no-analysis-func-filter", "Skip analysis of functions with these symbol names."
          + "Set copyBeforeWrite to true when bufferizing them."));
  private final PassOption<String> functionBoundaryTypeConversion = option(PassOption.ofEnum(
      "function-boundary-type-conversion", "Controls layout maps when bufferizing function signatures.",
      "infer-layout-map", LAYOUTS, LAYOUT_HELP));
  private final PassOption<Boolean> printConflicts = option(PassOption.ofBool("print-conflicts",
      "Test only: Annotate IR with RaW conflicts. Requires testAnalysisOnly.", false));
  private final PassOption<Boolean> testAnalysisOnly = option(PassOption.ofBool("test-analysis-only",
      "Test only: Only run inplaceability analysis and annotate IR", false));
  private final PassOption<String> unknownTypeConversion = option(PassOption.ofEnum(
      "unknown-type-conversion", "Controls layout maps for non-inferrable memref types.",
      "fully-dynamic-layout-map", LAYOUTS, LAYOUT_HELP));

  public OneShotBufferizePass() {
    super(INFO);
  }

  /**
   * One-Shot Bufferize with {@code bufferize-function-boundaries} and the given
   * {@code function-boundary-type-conversion} (one of infer-layout-map, identity-layout-map,
   * fully-dynamic-layout-map) set, as the pipeline text sets them.
   */
  public static OneShotBufferizePass bufferizingFunctionBoundaries(String typeConversion) {
    if (!LAYOUTS.contains(typeConversion)) {
      throw new IllegalArgumentException("no layout map option " + typeConversion);
    }
    OneShotBufferizePass p = new OneShotBufferizePass();
    p.bufferizeFunctionBoundaries.setValue(true);
    p.functionBoundaryTypeConversion.setValue(typeConversion);
    return p;
  }

  /** The options as set on this pass. */
  BufferizationOptions options() {
    BufferizationOptions o = new BufferizationOptions();
    o.allowReturnAllocsFromLoops = allowReturnAllocsFromLoops.getValue();
    o.allowUnknownOps = allowUnknownOps.getValue();
    o.bufferAlignment = bufferAlignment.getValue();
    o.bufferizeFunctionBoundaries = bufferizeFunctionBoundaries.getValue();
    o.checkParallelRegions = checkParallelRegions.getValue();
    o.copyBeforeWrite = copyBeforeWrite.getValue();
    o.dialectFilter.addAll(dialectFilter.getValues());
    o.noAnalysisFuncFilter.addAll(noAnalysisFuncFilter.getValues());
    o.functionBoundaryTypeConversion = LayoutMapOption.parse(functionBoundaryTypeConversion.getValue());
    o.printConflicts = printConflicts.getValue();
    o.testAnalysisOnly = testAnalysisOnly.getValue();
    o.unknownTypeConversion = LayoutMapOption.parse(unknownTypeConversion.getValue());
    return o;
  }

  @Override
  protected void runOnOperation() {
    BufferizationOptions o = options();
    Operation module = getOperation();
    if (o.unknownTypeConversion == LayoutMapOption.INFER_LAYOUT_MAP) {
      module.emitError("Invalid option: 'infer-layout-map' is not a valid value for 'unknown-type-conversion'");
      signalPassFailure();
      return;
    }
    boolean ok = o.bufferizeFunctionBoundaries
        ? ModuleBufferize.run(module, o)
        : runOneShotBufferize(module, o);
    if (!ok) {
      signalPassFailure();
    }
  }

  /** Analysis, tensor copies and the rewrite of everything under {@code root}. */
  public static boolean runOneShotBufferize(Operation root, BufferizationOptions options) {
    BufferizationState bstate = new BufferizationState(options);
    if (!options.copyBeforeWrite) {
      OneShotAnalysisState state = new OneShotAnalysisState(root, options);
      if (!OneShotAnalysis.analyzeOp(root, state)) {
        return false;
      }
      if (options.testAnalysisOnly) {
        return true;
      }
      if (!TensorCopyInsertion.insertTensorCopies(root, state, bstate)) {
        return false;
      }
    }
    return Bufferize.bufferizeOp(root, options, bstate);
  }
}
