package jopt.interpreter.semantics;

import jopt.dialects.index.BoolConstantOp;
import jopt.dialects.index.CastSOp;
import jopt.dialects.index.CastUOp;
import jopt.dialects.index.CmpOp;
import jopt.dialects.index.ConstantOp;
import jopt.dialects.index.IndexBinaryOps;
import jopt.dialects.index.SizeOfOp;
import jopt.interpreter.runtime.RuntimeError.Kind;
import jopt.interpreter.runtime.Scalars;
import jopt.ir.Operation;
import jopt.ir.attr.BoolAttr;
import jopt.ir.attr.IntegerAttr;

/**
 * The index dialect on a 64-bit target (index is 64 bits wide, as in mlir-runner): the binary
 * ops of {@link IndexBinaryOps#ROWS}, cmp, constants, sizeof (64: its width in bits) and casts (casts/castu sign- or
 * zero-extend to a wider type, truncate to a narrower one). A division by zero, a signed
 * division of the minimum by -1 and a shift by 64 or more are poison in MLIR: undefined
 * behaviour here.
 */
final class IndexSemantics {
  private IndexSemantics() {}

  private static final int W = 64;

  static void register(SemanticsRegistry r) {
    for (IndexBinaryOps.Row row : IndexBinaryOps.ROWS) {
      // The binary ops' specs are built per row; they resolve by name.
      r.registerUnregistered(row.name(), (op, ex) -> binary(row, op, ex));
    }
    r.register(CmpOp.SPEC, (op, ex) -> ex.setInt(op.getResult(0),
        CmpOp.of(op).predicate().compare(ex.getInt(op.getOperand(0)), ex.getInt(op.getOperand(1)), W)
            ? 1 : 0));
    r.register(ConstantOp.SPEC, (op, ex) ->
        ex.setInt(op.getResult(0), ((IntegerAttr) op.getAttr("value")).getValue()));
    r.register(BoolConstantOp.SPEC, (op, ex) ->
        ex.setInt(op.getResult(0), ((BoolAttr) op.getAttr("value")).value() ? 1 : 0));
    r.register(SizeOfOp.SPEC, (op, ex) -> ex.setInt(op.getResult(0), W));
    r.register(CastSOp.SPEC, (op, ex) -> ex.setInt(op.getResult(0), ex.getInt(op.getOperand(0))));
    r.register(CastUOp.SPEC, (op, ex) -> {
      long v = ex.getInt(op.getOperand(0));
      ex.setInt(op.getResult(0), Scalars.unsigned(v, Scalars.width(op.getOperand(0).getType())));
    });
  }

  private static void binary(IndexBinaryOps.Row row, Operation op, Execution ex) {
    long a = ex.getInt(op.getOperand(0));
    long b = ex.getInt(op.getOperand(1));
    String name = row.name();
    boolean division = name.contains("div") || name.contains("rem");
    if (division && b == 0) {
      throw ex.error(Kind.UNDEFINED_BEHAVIOR, op, name + " by zero (poison)");
    }
    if (division && name.endsWith("s") && a == Long.MIN_VALUE && b == -1) {
      throw ex.error(Kind.UNDEFINED_BEHAVIOR, op, "signed index division overflow (poison)");
    }
    if (name.startsWith("index.sh") && Long.compareUnsigned(b, W) >= 0) {
      throw ex.error(Kind.UNDEFINED_BEHAVIOR, op, name + " by " + b + " bits (poison)");
    }
    Long v = switch (name) {
      case "index.shl" -> a << b;
      case "index.shrs" -> a >> b;
      case "index.shru" -> a >>> b;
      default -> row.calc().apply(a, b, W);
    };
    if (v == null) {
      throw ex.error(Kind.UNDEFINED_BEHAVIOR, op, name + " of " + a + " and " + b + " (poison)");
    }
    ex.setInt(op.getResult(0), v);
  }
}
