package jopt.dialects.mlprogram;

import java.util.List;
import jopt.dialects.func.FunctionOpAsm;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.interfaces.CallableOpInterface;
import jopt.ir.interfaces.SymbolOpInterface;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.RegionDef;

/**
 * ml_program.func: a function whose body is an SSACFG region, ended by ml_program.return; written as func.func is
 * ({@code [visibility] @name(%arg: t) -> t attributes {...} {body}}). A symbol, but no symbol table.
 */
@Op
public final class FuncOp extends FuncOpBase {
  public static final OpSpec SPEC = OpSpec.op("ml_program.func")
      .summary("Function containing a single `SSACFG` region")
      .attr("sym_name", AttrConstraints.SYMBOL_NAME)
      .attr("function_type", AttrConstraints.FUNCTION_TYPE)
      .optionalAttr("arg_attrs", AttrConstraints.DICT_ARRAY)
      .optionalAttr("res_attrs", AttrConstraints.DICT_ARRAY)
      .optionalAttr("sym_visibility", AttrConstraints.STRING)
      .region("body", RegionDef.Blocks.ANY)
      .build();

  FuncOp(Operation op) {
    super(op);
  }

  /** The definition: FunctionOpInterface's form and checks, callable, a symbol. */
  public static final class Def extends OpDefinition implements Traits.IsolatedFromAbove,
      CallableOpInterface, SymbolOpInterface {
    public Def() {
      super(SPEC);
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

    @Override
    public Region getCallableRegion(Operation op) {
      Region r = op.getRegion(0);
      return r.isEmpty() ? null : r;
    }

    @Override
    public List<Type> getArgumentTypes(Operation op) {
      return jopt.dialects.func.FuncOp.getFunctionType(op).inputs();
    }

    @Override
    public List<Type> getResultTypes(Operation op) {
      return jopt.dialects.func.FuncOp.getFunctionType(op).results();
    }
  }
}
