package jopt.bench;

import jopt.dialects.Dialects;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.Verifier;
import jopt.ir.asm.AsmPrinter;
import jopt.ir.asm.PrintingFlags;
import jopt.parser.Parser;
import jopt.passmanager.PassManager;
import jopt.passmanager.PassPipelineParser;
import jopt.passes.Passes;

/**
 * What the benchmarks time: the parser, the verifier, the printer and each pass, on the
 * generated memory IR. A pass runs on its input as a fresh module, single-threaded and without
 * verification after it; a pass that needs other passes' output ({@code prepare}) gets it.
 */
enum Stage {
  PARSE("plain", null, null),
  VERIFY("plain", null, null),
  PRINT("plain", null, null),
  CANONICALIZE("plain", null, "builtin.module(canonicalize)"),
  CSE("plain", null, "builtin.module(cse)"),
  SYMBOL_DCE("plain", null, "builtin.module(symbol-dce)"),
  HLO_DEALLOCATE("no-dealloc", null, "builtin.module(hlo-deallocate)"),
  HLO_DEALLOCATION_SIMPLIFICATION("no-dealloc", "builtin.module(hlo-deallocate)",
      "builtin.module(func.func(hlo-deallocation-simplification))"),
  HLO_BUFFER_REUSE("plain", null, "builtin.module(func.func(hlo-buffer-reuse))"),
  HLO_DEALLOCATION_TO_SCF("no-dealloc",
      "builtin.module(hlo-deallocate,func.func(hlo-deallocation-simplification))",
      "builtin.module(func.func(hlo-deallocation-to-scf))"),
  CONVERT_DEALLOCATION_OPS_TO_LLVM("no-dealloc",
      "builtin.module(hlo-deallocate,func.func(hlo-deallocation-simplification,hlo-deallocation-to-scf))",
      "builtin.module(func.func(convert-deallocation-ops-to-llvm))"),
  MERGE_ALLOC("no-dealloc", null, "builtin.module(func.func(merge-alloc))");

  final String variant;
  final String prepare;
  final String pipeline;

  Stage(String variant, String prepare, String pipeline) {
    this.variant = variant;
    this.prepare = prepare;
    this.pipeline = pipeline;
  }

  /** The stage's name as a pass or phase ({@code hlo-deallocate}, {@code parse}). */
  String label() {
    return name().toLowerCase().replace('_', '-');
  }

  /** The input text of this stage at {@code ops} operations (after {@code prepare}, if any). */
  String input(int ops) {
    String text = Inputs.text(variant, ops);
    if (prepare == null) {
      return text;
    }
    Operation m = parse(text);
    runPipeline(prepare, m);
    return AsmPrinter.print(m, PrintingFlags.defaults());
  }

  static MLIRContext context() {
    MLIRContext ctx = new MLIRContext();
    Dialects.registerAll(ctx);
    ctx.allowUnregisteredDialects(true);
    return ctx;
  }

  static Operation parse(String text) {
    Operation m = Parser.parseSourceString(context(), text, "bench.mlir");
    if (m == null) {
      throw new IllegalStateException("the input does not parse");
    }
    return m;
  }

  static void runPipeline(String pipeline, Operation module) {
    PassManager pm;
    try {
      String[] anchored = PassPipelineParser.splitAnchor(pipeline);
      pm = new PassManager(module.getContext(), anchored[0]);
      PassPipelineParser.parse(anchored[1], pm, Passes.createTestRegistry());
    } catch (Exception e) {
      throw new IllegalStateException("bad pipeline " + pipeline, e);
    }
    pm.disableMultithreading();
    pm.enableVerifier(false);
    if (!pm.run(module)) {
      throw new IllegalStateException(pipeline + " failed");
    }
  }

  /** What one timed run needs, made before timing: the text to parse or a fresh module. */
  Object prepareRun(String input) {
    return this == PARSE ? input : parse(input);
  }

  /** The timed work; returns something derived from the result so that it is not dead. */
  Object run(Object prepared) {
    switch (this) {
      case PARSE:
        return parse((String) prepared);
      case VERIFY:
        return Verifier.verify((Operation) prepared);
      case PRINT:
        return AsmPrinter.print((Operation) prepared, PrintingFlags.defaults()).length();
      default:
        runPipeline(pipeline, (Operation) prepared);
        return prepared;
    }
  }

  /** Whether a module may be timed more than once (the stage does not change it). */
  boolean reusesInput() {
    return this == VERIFY || this == PRINT;
  }
}
