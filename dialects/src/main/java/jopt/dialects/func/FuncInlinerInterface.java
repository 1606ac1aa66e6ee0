package jopt.dialects.func;

import java.util.List;
import java.util.Map;
import jopt.dialects.cf.BranchOp;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Value;
import jopt.ir.interfaces.DialectInlinerInterface;

/**
 * The func dialect's inlining hooks (MLIR's FuncInlinerInterface, the func inliner extension):
 * every call, op and function body may be inlined unless the call or the callee says {@code
 * no_inline}; an inlined {@code func.return} becomes a {@code cf.br} to the block after the call
 * or, for a one-block callee, its operands replace the call's results.
 */
final class FuncInlinerInterface implements DialectInlinerInterface {
  static final FuncInlinerInterface INSTANCE = new FuncInlinerInterface();

  private FuncInlinerInterface() {}

  @Override
  public boolean isLegalToInline(Operation call, Operation callable, boolean wouldBeCloned) {
    boolean callNoInline = CallOp.SPEC.isa(call) && call.getAttr("no_inline") != null;
    boolean funcNoInline = FuncOp.NAME.equals(callable.getName()) && callable.getAttr("no_inline") != null;
    return !callNoInline && !funcNoInline;
  }

  @Override
  public boolean isLegalToInline(Operation op, Region dest, boolean wouldBeCloned, Map<Value, Value> mapping) {
    return true;
  }

  @Override
  public boolean isLegalToInline(Region dest, Region src, boolean wouldBeCloned, Map<Value, Value> mapping) {
    return true;
  }

  @Override
  public void handleTerminator(Operation op, Block newDest) {
    if (!ReturnOp.SPEC.isa(op)) {
      return;
    }
    Builder b = new Builder(op.getContext());
    b.setInsertionPoint(op);
    BranchOp.create(b, op.getLoc(), newDest, op.getOperands());
    op.erase();
  }

  @Override
  public void handleTerminator(Operation op, List<? extends Value> valuesToReplace) {
    for (int i = 0; i < valuesToReplace.size(); i++) {
      valuesToReplace.get(i).replaceAllUsesWith(op.getOperand(i));
    }
  }
}
