package jopt.tools;

import java.io.PrintStream;
import jopt.dialects.Dialects;
import jopt.ir.Block;
import jopt.ir.Diagnostic;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.Verifier;
import jopt.ir.asm.AsmPrinter;
import jopt.ir.asm.PrintingFlags;
import jopt.parser.Parser;
import jopt.parser.SourceFile;

/**
 * Processes one buffer (the whole input or one split chunk) as MlirOptMain's processBuffer:
 * a fresh context, parse, verify, (passes: none yet), print. Diagnostics go to the error
 * stream, or to the {@link DiagnosticVerifier} of {@code --verify-diagnostics}, which then
 * judges success instead.
 */
final class ChunkProcessor {
  private final JoptOptions opts;
  private final SourceMgr mgr;
  private final PrintStream err;
  private final DiagnosticVerifier verifier;

  /** {@code verifier}: the handler of --verify-diagnostics, shared by all chunks, or null. */
  ChunkProcessor(JoptOptions opts, SourceMgr mgr, PrintStream err, DiagnosticVerifier verifier) {
    this.opts = opts;
    this.mgr = mgr;
    this.err = err;
    this.verifier = verifier;
  }

  /** Processes {@code text}, found at {@code offset} of the whole input; true on success. */
  boolean process(String text, int offset, PrintStream os) {
    MLIRContext ctx = new MLIRContext();
    Dialects.registerAll(ctx);
    ctx.allowUnregisteredDialects(opts.allowUnregisteredDialect());
    ctx.printOpOnDiagnostic(verifier == null);
    if (verifier == null) {
      ctx.getDiagEngine().setHandler(d -> mgr.print(err, d));
    } else {
      ctx.getDiagEngine().setHandler(verifier::handle);
    }
    try {
      return performActions(ctx, source(text, offset), offset, os);
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

  private boolean performActions(
      MLIRContext ctx, SourceFile source, int offset, PrintStream os) {
    Operation op = Parser.parseSource(ctx, source);
    ctx.getDiagEngine().flush();
    if (op != null && opts.noImplicitModule()) {
      op = unwrapImplicitModule(ctx, op);
    } else if (op != null && offset > 0 && isImplicitModule(op)) {
      // mlir-opt locates the implicit module of a later chunk at the chunk's start.
      op.setLoc(new Location.FileLineCol(
          mgr.getMainName(), mgr.lineNumberOf(offset), mgr.columnOf(offset)));
    }
    if (op == null) {
      return false;
    }
    boolean verified = Verifier.verify(op);
    ctx.getDiagEngine().flush();
    if (!verified) {
      return false;
    }
    // The pass pipeline (--pass-pipeline and pass flags) will run here.
    PrintingFlags flags = PrintingFlags.defaults()
        .withGenericOpForm(opts.printOpGeneric())
        .withDebugInfo(opts.printDebugInfo())
        .withLocalScope(opts.printLocalScope());
    StringBuilder sb = new StringBuilder();
    AsmPrinter.print(op, flags, sb);
    sb.append('\n');
    os.append(sb);
    return true;
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
