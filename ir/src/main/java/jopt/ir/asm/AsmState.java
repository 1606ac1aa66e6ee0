package jopt.ir.asm;

import jopt.ir.Operation;

/**
 * MLIR's AsmState: the value names of a whole op tree, computed once, to print many of its ops
 * one by one with the names they have in the printed tree (as a pass prints ops into its
 * diagnostics or messages). Ops added to the tree later have no names in it.
 */
public final class AsmState {
  private final PrintingFlags flags;
  private final SSANameState names;

  public AsmState(Operation root, PrintingFlags flags) {
    this.flags = flags;
    this.names = new SSANameState(root, flags);
  }

  /** {@code op} as {@code Operation::print(os, state)} writes it (no trailing newline). */
  public String print(Operation op) {
    StringBuilder out = new StringBuilder();
    AsmPrinter.print(op, flags, names, out);
    return out.toString();
  }
}
