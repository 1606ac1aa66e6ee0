package jopt.passmanager;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;
import jopt.ir.Operation;
import jopt.ir.asm.AsmPrinter;
import jopt.ir.asm.PrintingFlags;
import jopt.ir.interfaces.SymbolOpInterface;

/**
 * {@code --mlir-print-ir-before/after...}: dumps the op a pass runs on, framed by MLIR's
 * {@code // -----// IR Dump Before Pass (arg) //----- //} headers, through the ordered output.
 */
public final class IRPrinterInstrumentation implements PassInstrumentation {
  /** Which passes to print around, and how. */
  public record Config(
      Predicate<Pass> printBefore,
      Predicate<Pass> printAfter,
      boolean onlyOnChange,
      boolean afterFailure,
      boolean moduleScope,
      PrintingFlags flags) {}

  private final Config config;
  private final OrderedOutput output;
  private final Map<Operation, String> beforeText = new ConcurrentHashMap<>();

  public IRPrinterInstrumentation(Config config, OrderedOutput output) {
    this.config = config;
    this.output = output;
  }

  @Override
  public void runBeforePass(Pass pass, Operation op) {
    if (config.onlyOnChange() && config.printAfter().test(pass)) {
      beforeText.put(op, render(op));
    }
    if (config.printBefore().test(pass)) {
      output.print(header("Before", pass, op) + render(op) + "\n");
    }
  }

  @Override
  public void runAfterPass(Pass pass, Operation op) {
    if (!config.printAfter().test(pass)) {
      return;
    }
    String text = render(op);
    if (config.onlyOnChange()) {
      String before = beforeText.remove(op);
      if (text.equals(before)) {
        return;
      }
    }
    output.print(header("After", pass, op) + text + "\n");
  }

  @Override
  public void runAfterPassFailed(Pass pass, Operation op) {
    beforeText.remove(op);
    if (config.afterFailure()) {
      output.print(header("After", pass, op).replace(pass.getName() + " (",
          pass.getName() + " Failed (") + render(op) + "\n");
    }
  }

  private String header(String when, Pass pass, Operation op) {
    StringBuilder sb = new StringBuilder("// -----// IR Dump ").append(when).append(' ')
        .append(pass.getName()).append(" (").append(pass.getArgument()).append(')');
    if (config.moduleScope()) {
      sb.append(" ('").append(op.getName()).append("' operation");
      SymbolOpInterface sym = op.getInterface(SymbolOpInterface.class);
      String name = sym == null ? null : symbolName(op);
      if (name != null) {
        sb.append(": @").append(name);
      }
      sb.append(')');
    }
    return sb.append(" //----- //\n").toString();
  }

  private static String symbolName(Operation op) {
    return op.getAttr("sym_name") instanceof jopt.ir.attr.StringAttr s ? s.value() : null;
  }

  /**
   * The op, or with module scope its top-level ancestor; nested ops use local scope. A
   * top-level op's text already ends with a newline, as MLIR's printTopLevelOperation.
   */
  private String render(Operation op) {
    Operation target = op;
    if (config.moduleScope()) {
      while (target.getParentOp() != null) {
        target = target.getParentOp();
      }
    }
    StringBuilder sb = new StringBuilder();
    boolean nested = target.getBlock() != null;
    AsmPrinter.print(target, nested ? config.flags().withLocalScope(true) : config.flags(), sb);
    return sb.append('\n').toString();
  }
}
