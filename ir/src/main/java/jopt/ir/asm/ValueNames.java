package jopt.ir.asm;

import jopt.ir.Operation;
import jopt.ir.Value;

/**
 * The names the printer gives the values under an op ({@code %arg0}, {@code %3}, {@code %5#1},
 * {@code %c0}), for diagnostics and reports that refer to the printed IR.
 */
public final class ValueNames {
  private final SSANameState state;

  public ValueNames(Operation root) {
    state = new SSANameState(root, PrintingFlags.defaults());
  }

  public String nameOf(Value value) {
    StringBuilder sb = new StringBuilder();
    state.printValueID(value, true, sb);
    return sb.toString();
  }
}
