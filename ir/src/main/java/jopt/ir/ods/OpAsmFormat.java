package jopt.ir.ods;

import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;

/**
 * An op's declarative assembly format once made from its spec (by {@code jopt.ir.ods.format}'s
 * AssemblyFormat): what an op's definition parses and prints its custom form with. The spec keeps
 * the one it was asked for ({@link OpSpec#assemblyFormat}) for every context, and names only this
 * interface, not the format package that makes it.
 */
public interface OpAsmFormat {
  /** Parses the custom form after the op name into {@code result}. */
  void parse(OpAsmParser p, OperationState result);

  /** Prints the custom form after the op name. */
  void print(Operation op, OpAsmPrinter p);

  /** Makes the format of {@code spec} for a definition with these traits. */
  @FunctionalInterface
  interface Maker {
    OpAsmFormat make(OpFormatSpec spec, boolean sameOperandsAndResultType, boolean sameTypeOperands,
        String implicitTerminator, boolean singleBlock);
  }
}
