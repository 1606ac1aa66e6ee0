package jopt.dialects.mlprogram;

import jopt.dialects.func.FunctionOpAsm;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.interfaces.CallableOpInterface;
import jopt.ir.interfaces.FunctionOpInterface;
import jopt.ir.ods.OpSpec;

/**
 * What ml_program.func and ml_program.subgraph share: FunctionOpInterface's custom form and
 * checks, CallableOpInterface, Symbol, IsolatedFromAbove.
 */
abstract class FunctionDef extends OpDefinition implements Traits.IsolatedFromAbove, FunctionOpInterface {
  FunctionDef(OpSpec spec) {
    super(spec);
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser parser, OperationState result) {
    FunctionOpAsm.parse(parser, result);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    FunctionOpAsm.print(op, p);
  }

  @Override
  public boolean verify(Operation op) {
    return FunctionOpAsm.verify(op);
  }
}
