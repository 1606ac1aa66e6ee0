package jopt.tools.opt;

import java.io.PrintStream;
import java.util.function.Predicate;
import jopt.dialects.Dialects;
import jopt.ir.Block;
import jopt.ir.Diagnostic;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.support.SourceMgr;
import jopt.support.Utf8;
import jopt.ir.Verifier;
import jopt.ir.asm.AsmPrinter;
import jopt.ir.asm.Indentation;
import jopt.ir.asm.PrintingFlags;
import jopt.parser.Parser;
import jopt.parser.SourceFile;
import jopt.passmanager.IRPrinterInstrumentation;
import jopt.passmanager.OpPassManager;
import jopt.passmanager.Pass;
import jopt.passmanager.PassManager;
import jopt.passmanager.PassOptionValueException;
import jopt.passmanager.PassPipelineParser;
import jopt.passmanager.PassRegistry;
import jopt.passmanager.PassTiming;
import jopt.support.Invocation;

/**
 * Processes one buffer (the whole input or one split chunk) as MlirOptMain's processBuffer:
 * a fresh context, parse, verify, run the pass pipeline, print. Diagnostics go to the error
 * stream, or to the {@link DiagnosticVerifier} of {@code --verify-diagnostics}, which then
 * judges success instead.
 */
final class ChunkProcessor {
  private final JoptOptions opts;
  private final SourceMgr mgr;
  private final PrintStream err;
  private final DiagnosticVerifier verifier;
  private final PassRegistry registry;
  private final PassTiming timing;
  private final Invocation invocation;

  /**
   * {@code verifier}: the handler of --verify-diagnostics, shared by all chunks, or null;
   * {@code timing}: the --mlir-timing report shared by all chunks, or null; {@code invocation}:
   * the run's directory, files and cancellation.
   */
  ChunkProcessor(JoptOptions opts, SourceMgr mgr, PrintStream err, DiagnosticVerifier verifier,
      PassRegistry registry, PassTiming timing, Invocation invocation) {
    this.invocation = invocation;
    this.opts = opts;
    this.mgr = mgr;
    this.err = err;
    this.verifier = verifier;
    this.registry = registry;
    this.timing = timing;
  }

  /** Processes {@code text}, found at {@code offset} of the whole input; true on success. */
  boolean process(String text, int offset, PrintStream os) {
    return process(source(text, offset), offset, os);
  }

  /** Processes {@code source}, found at {@code offset} of the whole input; true on success. */
  boolean process(SourceFile source, int offset, PrintStream os) {
    return process(ctx -> parse(ctx, source, offset), os);
  }

  /**
   * Processes the file {@code file} (named {@code name} in messages) as {@code translation}
   * reads it (an ONNX model: imported), then as parsed input. Its errors read
   * {@code model.onnx: error: node 'X' (Conv): ...}.
   */
  boolean processTranslated(jopt.api.Translation translation, java.nio.file.Path file, String name,
      PrintStream os) {
    return process(ctx -> jopt.api.InputLoader.translate(translation, ctx, name, file, err), os);
  }

  private boolean process(java.util.function.Function<MLIRContext, Operation> input, PrintStream os) {
    MLIRContext ctx = new MLIRContext();
    Dialects.registerAll(ctx);
    Dialects.registerTestDialect(ctx);
    ctx.allowUnregisteredDialects(opts.allowUnregisteredDialect());
    ctx.enableMultithreading(!opts.passes().disableThreading());
    ctx.printOpOnDiagnostic(verifier == null);
    ctx.setCommandLineHints(true);
    ctx.setPrintingFlags(printingFlags());
    ctx.setInvocation(invocation);
    if (verifier == null) {
      ctx.getDiagEngine().setHandler(d -> Diagnostic.print(err, mgr, d));
    } else {
      ctx.getDiagEngine().setHandler(verifier::handle);
    }
    try {
      return performActions(ctx, input, os);
    } finally {
      ctx.getDiagEngine().flush();
    }
  }

  /** The chunk with the file's line numbers, its first line indented to its file column. */
  private SourceFile source(String text, int offset) {
    if (offset == 0) {
      return new SourceFile(mgr.getMainName(), text);
    }
    String indent = " ".repeat(mgr.columnOf(offset) - 1);
    return new SourceFile(mgr.getMainName(), indent + text, mgr.lineNumberOf(offset));
  }

  private Operation parse(MLIRContext ctx, SourceFile source, int offset) {
    Operation op = Parser.parseSource(ctx, source, false);
    ctx.getDiagEngine().flush();
    if (op != null && opts.noImplicitModule()) {
      op = unwrapImplicitModule(ctx, op);
    } else if (op != null && offset > 0 && isImplicitModule(op)) {
      // mlir-opt locates the implicit module of a later chunk at the chunk's start.
      op.setLoc(new Location.FileLineCol(
          mgr.getMainName(), mgr.lineNumberOf(offset), mgr.columnOf(offset)));
    }
    return op;
  }

  private boolean performActions(
      MLIRContext ctx, java.util.function.Function<MLIRContext, Operation> input, PrintStream os) {
    long parseStart = System.nanoTime();
    long parseCpu = timing == null ? 0 : PassTiming.cpuNow();
    Operation op = input.apply(ctx);
    if (op == null) {
      return false;
    }
    boolean verified = Verifier.verify(op);
    ctx.getDiagEngine().flush();
    if (timing != null) {
      timing.getRoot().child("Parser")
          .add(System.nanoTime() - parseStart, PassTiming.cpuNow() - parseCpu);
    }
    if (!verified) {
      return false;
    }
    if (!runPasses(ctx, op)) {
      return false;
    }
    long printStart = System.nanoTime();
    long printCpu = timing == null ? 0 : PassTiming.cpuNow();
    // The module was verified after parsing and, with --verify-each (the default), after every
    // pass: the printer need not verify it again (MLIR's does, as its AsmState cannot know).
    PassPipelineOptions po = opts.passes();
    boolean verifiedSince = po.verifyEach() || (po.pipeline() == null && po.passFlags().isEmpty());
    // Pieces as they are printed, as bytes: cheaper than the stream's character encoder.
    AsmPrinter.print(op, printingFlags().withAssumeVerified(verifiedSince), text -> {
      if (text instanceof Indentation spaces) {
        spaces.writeTo(os);
      } else {
        byte[] bytes = Utf8.encode(text);
        os.write(bytes, 0, bytes.length);
      }
    });
    os.write('\n');
    if (timing != null) {
      timing.getRoot().child("Output")
          .add(System.nanoTime() - printStart, PassTiming.cpuNow() - printCpu);
    }
    return true;
  }

  private PrintingFlags printingFlags() {
    return PrintingFlags.defaults()
        .withGenericOpForm(opts.printOpGeneric())
        .withDebugInfo(opts.printDebugInfo())
        .withLocalScope(opts.printLocalScope());
  }

  /** Builds the pipeline of the command line and runs it on {@code op}; false on failure. */
  private boolean runPasses(MLIRContext ctx, Operation op) {
    PassPipelineOptions po = opts.passes();
    PassManager pm = buildPassManager(ctx, op);
    if (pm == null) {
      ctx.getDiagEngine().flush();
      return false;
    }
    if (po.disableThreading() || po.printIrModuleScope()) {
      pm.disableMultithreading();
    }
    pm.enableVerifier(po.verifyEach());
    pm.setOutput(err);
    if (po.printsIr()) {
      pm.addInstrumentation(new IRPrinterInstrumentation(new IRPrinterInstrumentation.Config(
          selects(po.printIrBeforeAll(), po.printIrBefore()),
          // As MLIR, -mlir-print-ir-after-change only narrows what the other flags print.
          selects(po.printIrAfterAll(), po.printIrAfter()),
          po.printIrAfterChange(), po.printIrAfterFailure(), po.printIrModuleScope(),
          printingFlags()), pm.getOutput()));
    }
    if (timing != null) {
      pm.addInstrumentation(timing);
    }
    if (po.dumpPassPipeline()) {
      pm.getOutput().print(pm.dumpPipeline());
    }
    boolean ok = pm.run(op);
    ctx.getDiagEngine().flush();
    return ok;
  }

  private static Predicate<Pass> selects(boolean all, java.util.List<String> arguments) {
    return p -> all || arguments.contains(p.getArgument());
  }

  /** The pass manager of --pass-pipeline or of the pass flags; null after reporting an error. */
  private PassManager buildPassManager(MLIRContext ctx, Operation op) {
    PassPipelineOptions po = opts.passes();
    try {
      if (po.pipeline() != null) {
        if (!po.passFlags().isEmpty()) {
          throw new PassPipelineParser.PipelineException(
              "'-pass-pipeline' option can't be used with individual pass options");
        }
        String[] anchored = PassPipelineParser.splitAnchor(po.pipeline());
        PassManager pm = new PassManager(ctx, anchored[0], OpPassManager.Nesting.EXPLICIT);
        PassPipelineParser.parse(anchored[1], pm, registry);
        return pm;
      }
      PassManager pm = new PassManager(ctx, op.getName(), OpPassManager.Nesting.IMPLICIT);
      for (PassPipelineOptions.PassFlag f : po.passFlags()) {
        registry.addToPipeline(f.argument(), f.options(), pm);
      }
      return pm;
    } catch (PassPipelineParser.PipelineException e) {
      if (e.getCommandLineMessage() != null) {
        err.println(JoptCommandLine.NAME + ": " + e.getCommandLineMessage());
      }
      return reportPipelineError(ctx, e.getDiagnosticMessage());
    } catch (PassOptionValueException e) {
      err.println(JoptCommandLine.NAME + ": " + e.getMessage());
      return reportPipelineError(ctx, "");
    } catch (IllegalArgumentException e) {
      return reportPipelineError(ctx, e.getMessage());
    }
  }

  private static PassManager reportPipelineError(MLIRContext ctx, String message) {
    ctx.getDiagEngine().emit(
        new Diagnostic(Diagnostic.Severity.ERROR, new Location.Unknown(), message));
    return null;
  }

  /**
   * With --no-implicit-module the source must hold exactly one top-level op, returned as is.
   * The parser marks a module it made up with the location file:0:0.
   */
  private Operation unwrapImplicitModule(MLIRContext ctx, Operation module) {
    if (!isImplicitModule(module)) {
      return module;
    }
    Block body = module.getRegion(0).getBlocks().get(0);
    int n = 0;
    for (Operation ignored : body.getOperations()) {
      n++;
    }
    if (n != 1) {
      // A location diagnostic, as MLIR's: no "see current operation" note.
      ctx.getDiagEngine().emit(new Diagnostic(Diagnostic.Severity.ERROR,
          module.getLoc(), "source must contain a single top-level operation, found: " + n));
      ctx.getDiagEngine().flush();
      return null;
    }
    return body.getFirstOp().remove();
  }

  private static boolean isImplicitModule(Operation op) {
    return op.getLoc() instanceof Location.FileLineCol flc && flc.line() == 0
        && flc.column() == 0 && op.getName().equals("builtin.module");
  }
}
