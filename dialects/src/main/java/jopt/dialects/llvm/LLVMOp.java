package jopt.dialects.llvm;

import java.util.Set;
import java.util.function.BiConsumer;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;

/** An LLVM op given by its name, inherent attributes and custom parse/print functions. */
final class LLVMOp extends OpDefinition {
  private final Set<String> inherent;
  private final BiConsumer<OpAsmParser, OperationState> parser;
  private final BiConsumer<Operation, OpAsmPrinter> printer;

  LLVMOp(String name, Set<String> inherent, BiConsumer<OpAsmParser, OperationState> parser,
      BiConsumer<Operation, OpAsmPrinter> printer) {
    super(name);
    this.inherent = inherent;
    this.parser = parser;
    this.printer = printer;
  }

  @Override
  public Set<String> inherentAttributeNames() {
    return inherent;
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser p, OperationState result) {
    parser.accept(p, result);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    printer.accept(op, p);
  }
}
