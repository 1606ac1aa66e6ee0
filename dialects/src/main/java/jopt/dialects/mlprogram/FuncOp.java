package jopt.dialects.mlprogram;

import jopt.ir.Operation;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.RegionDef;

/**
 * ml_program.func: a function whose body is an SSACFG region, ended by ml_program.return;
 * written as func.func is ({@code [visibility] @name(%arg: t) -> t attributes {...} {body}}).
 * A symbol, but no symbol table.
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
  public static final class Def extends FunctionDef {
    public Def() {
      super(SPEC);
    }
  }
}
