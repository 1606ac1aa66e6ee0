package jopt.passes.onnxtolinalg;

import java.util.Map;
import jopt.dialects.cf.AssertOp;
import jopt.dialects.onnx.DimRanges;
import jopt.dialects.onnx.ValueFacts;
import jopt.dialects.tensor.DimOp;
import jopt.ir.Block;
import jopt.ir.BlockArgument;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.conversion.UndoableRewriter;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;

/**
 * The run-time checks of a function's declared ranges ({@link DimRanges}, {@code --dim-range}
 * on import): at its entry, a {@code cf.assert} per ranged dimension of each argument that it
 * lies in its range. The lowering's size reasoning takes the ranges as bounds of the dimensions
 * ({@link ValueFacts}), so a size outside is an error at run time, never a wrong result.
 */
final class DimRangeChecks {
  private DimRangeChecks() {}

  /** Inserts the checks at the start of {@code func}'s body through {@code rw}. */
  static void insert(UndoableRewriter rw, Operation func) {
    DimRanges ranges = DimRanges.of(func);
    if (ranges.isEmpty()) {
      return;
    }
    Block entry = func.getRegion(0).front();
    Location loc = func.getLoc();
    rw.setInsertionPointToStart(entry);
    for (BlockArgument a : entry.getArguments()) {
      if (!(a.getType() instanceof RankedTensorType t)) {
        continue;
      }
      for (Map.Entry<Integer, String> p : ValueFacts.dimParams(func, a.getArgNumber()).entrySet()) {
        int d = p.getKey();
        DimRanges.Range r = ranges.get(p.getValue());
        if (r == null || d >= t.getRank() || t.getShape()[d] != ShapedType.DYNAMIC) {
          continue;
        }
        Value size = DimOp.create(rw, loc, a, Scalars.index(rw, loc, d)).getOperation().getResult(0);
        Value ok = Scalars.and(rw, loc,
            Scalars.cmp(rw, loc, Scalars.Cmp.GE, size, Scalars.index(rw, loc, r.lo()), true),
            Scalars.cmp(rw, loc, Scalars.Cmp.LE, size, Scalars.index(rw, loc, r.hi()), true));
        AssertOp.create(rw, loc, ok, "input '" + name(func, a.getArgNumber()) + "': dimension " + d + " ('"
            + p.getValue() + "') lies outside its declared range " + r + " (--dim-range)");
      }
    }
  }

  private static String name(Operation func, int arg) {
    String name = ValueFacts.argString(func, arg, "onnx.name");
    return name != null ? name : "#" + arg;
  }
}
