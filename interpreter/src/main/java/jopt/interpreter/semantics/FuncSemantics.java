package jopt.interpreter.semantics;

import java.util.List;
import jopt.dialects.cf.AssertOp;
import jopt.dialects.cf.BranchOp;
import jopt.dialects.cf.CondBranchOp;
import jopt.dialects.cf.SwitchOp;
import jopt.dialects.func.CallOp;
import jopt.dialects.memref.MixedIndices;
import jopt.interpreter.runtime.RuntimeError.Kind;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.FlatSymbolRefAttr;
import jopt.ir.attr.StringAttr;
import jopt.ir.ods.format.DynamicIndexList;

/**
 * func.call, func.constant and call_indirect (a function value names its symbol), and the cf
 * branches; func.return and other plain terminators need none.
 */
final class FuncSemantics {
  private FuncSemantics() {}

  /** A function value (func.constant): the symbol of the function it calls. */
  record FunctionValue(String symbol) {}

  static void register(SemanticsRegistry r) {
    r.register(jopt.dialects.func.ConstantOp.SPEC, (op, ex) ->
        ex.set(op.getResult(0), new FunctionValue(jopt.dialects.func.ConstantOp.of(op).value())));
    r.register(jopt.dialects.func.CallIndirectOp.SPEC, (op, ex) -> {
      FunctionValue f = (FunctionValue) ex.get(op.getOperand(0));
      Operation callee = ex.lookupFunction(f.symbol(), op);
      ex.setAll(op.getResults(), ex.call(callee, ex.getAll(op.getOperands(1, op.getNumOperands())), op));
    });
    r.register(CallOp.SPEC, (op, ex) -> {
      String callee = op.getAttr("callee") instanceof FlatSymbolRefAttr s ? s.value() : null;
      Operation f = ex.lookupFunction(callee, op);
      ex.setAll(op.getResults(), ex.call(f, ex.getAll(op.getOperands()), op));
    });
    r.register(BranchOp.SPEC, (op, ex) -> ex.branch(op.getSuccessor(0), ex.getAll(op.getOperands())));
    r.register(CondBranchOp.SPEC, (op, ex) -> {
      boolean c = ex.getInt(op.getOperand(0)) != 0;
      ex.branch(op.getSuccessor(c ? 0 : 1), ex.getAll(MixedIndices.segment(op, c ? 1 : 2)));
    });
    r.register(SwitchOp.SPEC, FuncSemantics::cfSwitch);
    r.register(AssertOp.SPEC, (op, ex) -> {
      if (ex.getInt(op.getOperand(0)) == 0) {
        String msg = op.getAttr("msg") instanceof StringAttr s ? s.getValue() : "";
        if (ex.options().testCfAssert()) {
          ex.failedAssertion(msg);
          return;
        }
        throw ex.error(Kind.ASSERTION, op, "assertion failed: " + msg);
      }
    });
  }

  private static void cfSwitch(Operation op, Execution ex) {
    long flag = ex.getInt(op.getOperand(0));
    Attribute values = op.getAttr("case_values");
    long[] segments = DynamicIndexList.staticValues(op, "case_operand_segments");
    List<jopt.ir.Value> caseOperands = MixedIndices.segment(op, 2);
    if (values instanceof DenseElementsAttr cases) {
      int start = 0;
      for (int i = 0; i < cases.getNumElements(); i++) {
        int n = (int) segments[i];
        if (cases.getLong(i) == flag) {
          ex.branch(op.getSuccessor(1 + i), ex.getAll(caseOperands.subList(start, start + n)));
          return;
        }
        start += n;
      }
    }
    ex.branch(op.getSuccessor(0), ex.getAll(MixedIndices.segment(op, 1)));
  }
}
