package jopt.interpreter.semantics;

import jopt.dialects.vector.CombiningKindAttr;
import jopt.dialects.vector.ContractionOp;
import jopt.dialects.vector.MultiDimReductionOp;
import jopt.dialects.vector.OuterProductOp;
import jopt.dialects.vector.ReductionOp;
import jopt.dialects.vector.ScanOp;
import jopt.interpreter.runtime.RuntimeError.Kind;
import jopt.interpreter.runtime.Scalars;
import jopt.interpreter.runtime.VectorValue;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.affine.AffineMap;
import jopt.ir.attr.AffineMapAttr;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.BoolAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.type.FloatType;
import jopt.ir.type.VectorType;

/**
 * vector.reduction, multi_reduction, contract, outerproduct and scan: elements combined in
 * order (the first element, or the accumulator, then each next one) by the op's combining kind,
 * each step wrapped or rounded to the element type; a float multiply-accumulate of contract and
 * outerproduct ({@code add} kind) is fused, as their lowering to vector.fma computes it.
 */
final class VectorReductionSemantics {
  private VectorReductionSemantics() {}

  static void register(SemanticsRegistry r) {
    r.register(ReductionOp.SPEC, VectorReductionSemantics::reduction);
    r.register(MultiDimReductionOp.SPEC, VectorReductionSemantics::multiReduction);
    r.register(ContractionOp.SPEC, VectorReductionSemantics::contract);
    r.register(OuterProductOp.SPEC, VectorReductionSemantics::outerProduct);
    r.register(ScanOp.SPEC, VectorReductionSemantics::scan);
  }

  private static CombiningKindAttr.Kind kind(Operation op) {
    return ((CombiningKindAttr) op.getAttr("kind")).kind();
  }

  /** {@code a} combined with {@code b} by {@code kind}, as elements of type {@code t}. */
  static Object combine(CombiningKindAttr.Kind kind, Object a, Object b, Type t, Operation op,
      Execution ex) {
    if (t instanceof FloatType ft) {
      double x = (Double) a;
      double y = (Double) b;
      double r = switch (kind) {
        case ADD -> x + y;
        case MUL -> x * y;
        case MINNUMF -> ArithScalars.minnumf(x, y);
        case MAXNUMF -> ArithScalars.maxnumf(x, y);
        case MINIMUMF -> ArithScalars.minimumf(x, y);
        case MAXIMUMF -> ArithScalars.maximumf(x, y);
        default -> throw ex.error(Kind.UNSUPPORTED, op, "combining kind " + kind.keyword()
            + " on " + t);
      };
      return Scalars.round(ft, r);
    }
    int w = Scalars.width(t);
    String n = switch (kind) {
      case ADD -> "addi";
      case MUL -> "muli";
      case MINUI -> "minui";
      case MINSI -> "minsi";
      case MAXUI -> "maxui";
      case MAXSI -> "maxsi";
      case AND -> "andi";
      case OR -> "ori";
      case XOR -> "xori";
      default -> throw ex.error(Kind.UNSUPPORTED, op, "combining kind " + kind.keyword()
          + " on " + t);
    };
    return Scalars.normalize(ArithSemantics.intBinary(n, (Long) a, (Long) b, w, op, ex), w);
  }

  /** {@code acc} plus or combined with {@code l * r}, fused for a float add. */
  private static Object multiplyAccumulate(CombiningKindAttr.Kind kind, Object l, Object r,
      Object acc, Type t, Operation op, Execution ex) {
    if (t instanceof FloatType ft) {
      if (kind == CombiningKindAttr.Kind.ADD) {
        return Scalars.round(ft, MathSemantics.fma(ft, (Double) l, (Double) r, (Double) acc));
      }
      return combine(kind, acc, Scalars.round(ft, (Double) l * (Double) r), t, op, ex);
    }
    int w = Scalars.width(t);
    return combine(kind, acc, Scalars.normalize((Long) l * (Long) r, w), t, op, ex);
  }

  private static void reduction(Operation op, Execution ex) {
    VectorValue v = VectorSemantics.vector(ex, op.getOperand(0));
    Type t = v.elementType();
    Object acc = op.getNumOperands() > 1 ? ex.get(op.getOperand(1)) : null;
    for (int i = 0; i < v.size(); i++) {
      acc = acc == null ? v.get(i) : combine(kind(op), acc, v.get(i), t, op, ex);
    }
    ex.set(op.getResult(0), acc);
  }

  private static void multiReduction(Operation op, Execution ex) {
    VectorValue v = VectorSemantics.vector(ex, op.getOperand(0));
    Object accValue = ex.get(op.getOperand(1));
    long[] dims = VectorSemantics.longs(op.getAttr("reduction_dims"));
    long[] shape = v.shape();
    boolean[] reduced = new boolean[shape.length];
    for (long d : dims) {
      reduced[(int) d] = true;
    }
    int kept = shape.length - dims.length;
    long[] keptShape = new long[kept];
    for (int d = 0, k = 0; d < shape.length; d++) {
      if (!reduced[d]) {
        keptShape[k++] = shape[d];
      }
    }
    Object[] acc = accValue instanceof VectorValue a ? a.elements().clone()
        : new Object[] {accValue};
    long[] idx = new long[shape.length];
    long[] kidx = new long[kept];
    for (int i = 0; i < v.size(); i++) {
      VectorValue.delinearize(i, shape, idx);
      for (int d = 0, k = 0; d < shape.length; d++) {
        if (!reduced[d]) {
          kidx[k++] = idx[d];
        }
      }
      int p = VectorValue.linearize(kidx, keptShape);
      acc[p] = combine(kind(op), acc[p], v.get(i), v.elementType(), op, ex);
    }
    ex.set(op.getResult(0), op.getResult(0).getType() instanceof VectorType t
        ? VectorValue.of(t, acc) : acc[0]);
  }

  private static AffineMap map(Attribute a) {
    return ((AffineMapAttr) a).getValue();
  }

  /**
   * vector.contract: the accumulator, then for each point of the iteration space in
   * lexicographic order, lhs times rhs (their elements at the maps' positions) accumulated into
   * the accumulator's element at its map's position.
   */
  private static void contract(Operation op, Execution ex) {
    if (op.getNumOperands() > 3) {
      throw ex.error(Kind.UNSUPPORTED, op, "vector.contract with masks is not supported");
    }
    VectorValue lhs = VectorSemantics.vector(ex, op.getOperand(0));
    VectorValue rhs = VectorSemantics.vector(ex, op.getOperand(1));
    Object accValue = ex.get(op.getOperand(2));
    ArrayAttr maps = (ArrayAttr) op.getAttr("indexing_maps");
    AffineMap lm = map(maps.get(0));
    AffineMap rm = map(maps.get(1));
    AffineMap am = map(maps.get(2));
    int n = lm.getNumDims();
    long[] space = new long[n];
    fillDims(space, lm, lhs.shape());
    fillDims(space, rm, rhs.shape());
    VectorValue accVector = accValue instanceof VectorValue a ? a : null;
    long[] accShape = accVector == null ? new long[0] : accVector.shape();
    Object[] acc = accVector == null ? new Object[] {accValue} : accVector.elements().clone();
    Type t = accVector == null ? op.getOperand(2).getType() : accVector.elementType();
    long[] pt = new long[n];
    long total = VectorValue.count(space);
    long[] none = new long[0];
    for (long i = 0; i < total; i++) {
      VectorValue.delinearize(i, space, pt);
      Object l = lhs.get(VectorValue.linearize(AffineScalars.eval(lm, pt, none), lhs.shape()));
      Object r = rhs.get(VectorValue.linearize(AffineScalars.eval(rm, pt, none), rhs.shape()));
      int p = VectorValue.linearize(AffineScalars.eval(am, pt, none), accShape);
      acc[p] = multiplyAccumulate(kind(op), convert(l, t), convert(r, t), acc[p], t, op, ex);
    }
    ex.set(op.getResult(0), accVector == null ? acc[0]
        : VectorValue.of((VectorType) op.getResult(0).getType(), acc));
  }

  /** An lhs/rhs element as the accumulator's type holds it (ints sign-extended, as MLIR's). */
  private static Object convert(Object e, Type acc) {
    return acc instanceof FloatType ft && e instanceof Double d ? (Object) Scalars.round(ft, d) : e;
  }

  /** Sizes of the iteration dimensions a map reads from a shape (each result a dimension). */
  private static void fillDims(long[] space, AffineMap m, long[] shape) {
    for (int i = 0; i < m.getNumResults(); i++) {
      if (m.getResult(i) instanceof jopt.ir.affine.AffineDimExpr d) {
        space[d.position()] = shape[i];
      }
    }
  }

  /** vector.outerproduct: lhs[i] times rhs[j] (or the scalar rhs), with the accumulator. */
  private static void outerProduct(Operation op, Execution ex) {
    VectorValue lhs = VectorSemantics.vector(ex, op.getOperand(0));
    Object rhsValue = ex.get(op.getOperand(1));
    VectorValue acc = op.getNumOperands() > 2 ? VectorSemantics.vector(ex, op.getOperand(2))
        : null;
    VectorType t = VectorSemantics.type(op.getResult(0), op, ex);
    Type e = t.getElementType();
    VectorValue rhs = rhsValue instanceof VectorValue v ? v : null;
    int cols = rhs == null ? 1 : rhs.size();
    Object[] out = new Object[lhs.size() * cols];
    for (int i = 0; i < lhs.size(); i++) {
      for (int j = 0; j < cols; j++) {
        Object r = rhs == null ? rhsValue : rhs.get(j);
        int p = i * cols + j;
        out[p] = acc == null ? multiply(lhs.get(i), r, e)
            : multiplyAccumulate(kind(op), lhs.get(i), r, acc.get(p), e, op, ex);
      }
    }
    ex.set(op.getResult(0), VectorValue.of(t, out));
  }

  private static Object multiply(Object l, Object r, Type e) {
    if (e instanceof FloatType ft) {
      return Scalars.round(ft, (Double) l * (Double) r);
    }
    return Scalars.normalize((Long) l * (Long) r, Scalars.width(e));
  }

  /**
   * vector.scan along {@code reduction_dim}: each element of the result combines the initial
   * value with the elements before it (exclusive) or up to it (inclusive); the second result
   * holds the combination of all of them.
   */
  private static void scan(Operation op, Execution ex) {
    VectorValue v = VectorSemantics.vector(ex, op.getOperand(0));
    VectorValue init = VectorSemantics.vector(ex, op.getOperand(1));
    int dim = (int) ((IntegerAttr) op.getAttr("reduction_dim")).getValue();
    boolean inclusive = op.getAttr("inclusive") instanceof BoolAttr b && b.value();
    long[] shape = v.shape();
    long[] initShape = init.shape();
    Object[] out = new Object[v.size()];
    Object[] running = init.elements().clone();
    long[] idx = new long[shape.length];
    long[] iidx = new long[initShape.length];
    for (int i = 0; i < v.size(); i++) {
      VectorValue.delinearize(i, shape, idx);
      for (int d = 0, k = 0; d < shape.length; d++) {
        if (d != dim) {
          iidx[k++] = idx[d];
        }
      }
      int p = VectorValue.linearize(iidx, initShape);
      Object next = combine(kind(op), running[p], v.get(i), v.elementType(), op, ex);
      out[i] = inclusive ? next : running[p];
      running[p] = next;
    }
    ex.set(op.getResult(0), VectorValue.of(VectorSemantics.type(op.getResult(0), op, ex), out));
    ex.set(op.getResult(1), VectorValue.of(VectorSemantics.type(op.getResult(1), op, ex),
        running));
  }
}
