package jopt.tools.common;

import java.nio.charset.StandardCharsets;
import jopt.dialects.Dialects;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.asm.AsmPrinter;
import jopt.ir.asm.PrintingFlags;
import jopt.parser.Parser;

/**
 * Start-up overlap for the jopt executable: while the main thread builds the pass registry,
 * parses the command line and reads the input, a daemon thread parses, verifies and prints a
 * small module in a context of its own, so that the parser's classes are
 * initialized (ANTLR's ATN among them) and its prediction caches filled on a core that would
 * otherwise be idle. It shares nothing with the run but class state and ANTLR's thread-safe DFA
 * cache, and its results are dropped.
 */
public final class WarmUp {
  private WarmUp() {}

  /**
   * The module warmed up on: the CDS training's input (jopt.tools.training), so that the warm-up
   * initializes the classes the archive was trained with.
   */
  private static final String MODULE = "/jopt/tools/training/cds-training.mlir";

  /** Starts the warm-up; the thread is returned for the class-data sharing training to join. */
  public static Thread start() {
    return start(WarmUp::run);
  }

  /**
   * Starts the light warm-up, for a run from an AOT cache whose classes come loaded and linked:
   * only the parser's class initialization (its ATN), which no archive holds; the full warm-up
   * there competes with the run for the second core.
   */
  public static Thread startClassInitialization() {
    return start(Parser::initializeClasses);
  }

  private static Thread start(Runnable body) {
    Thread t = new Thread(body, "jopt-warm-up");
    t.setDaemon(true);
    // Whatever goes wrong here is not the run's business (and no stack trace for the user).
    t.setUncaughtExceptionHandler((thread, e) -> { });
    t.start();
    return t;
  }

  private static void run() {
    MLIRContext ctx = new MLIRContext();
    Dialects.registerAll(ctx);
    ctx.allowUnregisteredDialects(true);
    ctx.enableMultithreading(false);
    ctx.getDiagEngine().setHandler(d -> { });
    String text = new String(Resources.read(WarmUp.class, MODULE), StandardCharsets.UTF_8);
    Operation op = Parser.parseSourceString(ctx, text, "<warm-up>");
    if (op != null) {
      AsmPrinter.print(op, PrintingFlags.defaults());
    }
  }
}
