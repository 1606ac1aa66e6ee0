package jopt.ir.asm;

import jopt.ir.OpQuoting;
import jopt.ir.Operation;

/** {@link OpQuoting} by the asm printer: generic form, local scope. */
public final class GenericOpQuoting implements OpQuoting {
  private static final PrintingFlags FLAGS = PrintingFlags.defaults().withGenericOpForm(true).withLocalScope(true);

  @Override
  public String quote(Operation op) {
    return AsmPrinter.print(op, FLAGS);
  }
}
