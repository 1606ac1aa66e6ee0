package jopt.dialects.affine;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.scf.OpUtils;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.ValueGroups;
import jopt.ir.ods.format.CustomDirective;
import jopt.ir.ods.format.ParseState;

/**
 * {@code custom<DynamicIndexList>($dynamic_basis, $static_basis)} with parentheses, as the
 * basis of affine.delinearize_index and affine.linearize_index: {@code (4, %n)}; and the basis
 * checks both ops share.
 */
final class BasisList implements CustomDirective {
  static final BasisList INSTANCE = new BasisList();

  @Override
  public void parse(OpAsmParser p, ParseState state, List<String> args) {
    SourceLoc loc = p.getCurrentLocation();
    List<UnresolvedOperand> dynamic = new ArrayList<>();
    long[] statics = OpUtils.parseDynamicIndexList(p, dynamic, true);
    state.addOperands(args.get(0), dynamic, loc);
    state.setAttribute(args.get(1), OpUtils.denseI64(statics));
  }

  @Override
  public void print(OpAsmPrinter p, Operation op, List<String> args) {
    OpSpec spec = op.getDef().getSpec();
    List<Value> dynamic = ValueGroups.operands(spec, op, spec.operandIndex(args.get(0)));
    OpUtils.printDynamicIndexList(p, staticBasis(op), dynamic, true);
  }

  static long[] staticBasis(Operation op) {
    return OpUtils.denseValues(op, "static_basis");
  }

  /**
   * The dynamic entries match the dynamic operands, and (delinearize_index only, as in MLIR)
   * no static entry is non-positive.
   */
  static boolean verifyBasis(Operation op, long[] statics, int numDynamic, boolean positive) {
    int markers = 0;
    for (long v : statics) {
      if (v == OpUtils.DYNAMIC) {
        markers++;
      }
    }
    if (markers != numDynamic) {
      op.emitOpError("mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis "
          + "entry) -- this can only happen due to an incorrect fold/rewrite");
      return false;
    }
    for (long v : statics) {
      if (positive && v != OpUtils.DYNAMIC && v <= 0) {
        op.emitOpError("no basis element may be statically non-positive");
        return false;
      }
    }
    return true;
  }

}
