package jopt.interpreter.semantics;

import jopt.dialects.vector.PrintOp;
import jopt.dialects.vector.PunctuationAttr;
import jopt.interpreter.runtime.CFormat;
import jopt.interpreter.runtime.RuntimeError.Kind;
import jopt.interpreter.runtime.Scalars;
import jopt.interpreter.runtime.VectorValue;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.attr.StringAttr;
import jopt.ir.type.FloatType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;

/**
 * vector.print as its lowering to the runner utilities prints: a string as it is; a vector as
 * nested {@code ( a, b )} (a 0-d vector as one element); a float as printF32/printF64 (C's
 * {@code %g}); index, unsigned integers and i1 zero-extended (printU64, i1 as 0/1), other
 * integers sign-extended (printI64); then the punctuation, a newline by default.
 */
final class VectorPrint {
  private VectorPrint() {}

  static void register(SemanticsRegistry r) {
    r.register(PrintOp.SPEC, VectorPrint::print);
  }

  private static void print(Operation op, Execution ex) {
    StringBuilder out = ex.out();
    if (op.getAttr("stringLiteral") instanceof StringAttr s) {
      out.append(s.value());
      return;
    }
    if (op.getNumOperands() > 0) {
      Object v = ex.get(op.getOperand(0));
      if (v instanceof VectorValue vec) {
        vector(out, vec, 0, 0, op, ex);
      } else {
        out.append(scalar(v, op.getOperand(0).getType(), op, ex));
      }
    }
    String p = op.getAttr("punctuation") instanceof PunctuationAttr a ? a.keyword() : "newline";
    out.append(switch (p) {
      case "comma" -> ", ";
      case "open" -> "( ";
      case "close" -> " )";
      case "no_punctuation" -> "";
      default -> "\n";
    });
  }

  /** Dimensions {@code dim}.. of {@code v} from element {@code pos}; returns the next element. */
  private static int vector(StringBuilder out, VectorValue v, int dim, int pos, Operation op,
      Execution ex) {
    long[] shape = v.shape();
    if (dim == shape.length && dim > 0) {
      out.append(scalar(v.get(pos), v.elementType(), op, ex));
      return pos + 1;
    }
    long n = shape.length == 0 ? 1 : shape[dim];
    out.append("( ");
    for (long i = 0; i < n; i++) {
      if (i > 0) {
        out.append(", ");
      }
      if (shape.length == 0) {
        out.append(scalar(v.get(0), v.elementType(), op, ex));
        pos = 1;
      } else {
        pos = vector(out, v, dim + 1, pos, op, ex);
      }
    }
    out.append(" )");
    return pos;
  }

  private static String scalar(Object v, Type t, Operation op, Execution ex) {
    if (t instanceof FloatType && v instanceof Double d) {
      return CFormat.g(d);
    }
    if (t instanceof IndexType) {
      return Long.toUnsignedString((Long) v);
    }
    if (t instanceof IntegerType it && it.width() <= 64) {
      long x = (Long) v;
      return it.isUnsigned() || it.width() == 1 ? Long.toUnsignedString(Scalars.unsigned(x,
          it.width())) : Long.toString(x);
    }
    throw ex.error(Kind.UNSUPPORTED, op, "vector.print of " + t + " is not supported");
  }
}
