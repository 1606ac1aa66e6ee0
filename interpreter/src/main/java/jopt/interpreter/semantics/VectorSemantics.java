package jopt.interpreter.semantics;

import java.math.BigInteger;
import java.util.List;
import jopt.dialects.vector.BitCastOp;
import jopt.dialects.vector.BroadcastOp;
import jopt.dialects.vector.ConstantMaskOp;
import jopt.dialects.vector.CreateMaskOp;
import jopt.dialects.vector.DeinterleaveOp;
import jopt.dialects.vector.ExtractOp;
import jopt.dialects.vector.ExtractStridedSliceOp;
import jopt.dialects.vector.FMAOp;
import jopt.dialects.vector.FromElementsOp;
import jopt.dialects.vector.InsertOp;
import jopt.dialects.vector.InsertStridedSliceOp;
import jopt.dialects.vector.InterleaveOp;
import jopt.dialects.vector.ShapeCastOp;
import jopt.dialects.vector.ShuffleOp;
import jopt.dialects.vector.StepOp;
import jopt.dialects.vector.ToElementsOp;
import jopt.dialects.vector.TransposeOp;
import jopt.interpreter.runtime.ElementCodec;
import jopt.interpreter.runtime.RuntimeError.Kind;
import jopt.interpreter.runtime.RuntimeError;
import jopt.interpreter.runtime.Scalars;
import jopt.interpreter.runtime.VectorValue;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.type.FloatType;
import jopt.ir.type.ShapedType;
import jopt.ir.type.VectorType;

/**
 * The vector dialect's value ops on {@link VectorValue}s: broadcast, extract and insert (also at
 * dynamic positions), strided slices, shuffle, shape_cast, transpose, bitcast, masks, fma,
 * step, from/to_elements and (de)interleave. Reductions, contractions and scans are in
 * {@link VectorReductionSemantics}, memory ops in {@link VectorMemorySemantics}, vector.print in
 * {@link VectorPrint}. A poison position (-1) or an out-of-range dynamic position is undefined
 * behaviour; scalable vectors are not supported.
 */
final class VectorSemantics {
  private VectorSemantics() {}

  /** The canonical true of an i1 (sign-extended from one bit). */
  static final Long TRUE = -1L;
  static final Long FALSE = 0L;

  static void register(SemanticsRegistry r) {
    r.register(BroadcastOp.SPEC, VectorSemantics::broadcast);
    r.register(ExtractOp.SPEC, VectorSemantics::extract);
    r.register(InsertOp.SPEC, VectorSemantics::insert);
    r.register(ExtractStridedSliceOp.SPEC, VectorSemantics::extractStridedSlice);
    r.register(InsertStridedSliceOp.SPEC, VectorSemantics::insertStridedSlice);
    r.register(ShuffleOp.SPEC, VectorSemantics::shuffle);
    r.register(ShapeCastOp.SPEC, (op, ex) ->
        ex.set(op.getResult(0), VectorValue.of(type(op.getResult(0), op, ex),
            vector(ex, op.getOperand(0)).elements())));
    r.register(TransposeOp.SPEC, VectorSemantics::transpose);
    r.register(BitCastOp.SPEC, VectorSemantics::bitcast);
    r.register(ConstantMaskOp.SPEC, (op, ex) ->
        mask(op, ex, ((DenseArrayAttr) op.getAttr("mask_dim_sizes")).asLongs()));
    r.register(CreateMaskOp.SPEC, (op, ex) ->
        mask(op, ex, MemRefSemantics.indices(ex, op.getOperands())));
    r.register(FMAOp.SPEC, ElementwiseLifting.lift((op, ex) -> ex.setFloat(op.getResult(0),
        MathSemantics.fma((FloatType) Scalars.scalarOf(op.getResult(0).getType()),
            ex.getFloat(op.getOperand(0)), ex.getFloat(op.getOperand(1)),
            ex.getFloat(op.getOperand(2))))));
    r.register(StepOp.SPEC, (op, ex) -> {
      VectorType t = type(op.getResult(0), op, ex);
      Object[] out = new Object[VectorValue.count(t.getShape())];
      for (int i = 0; i < out.length; i++) {
        out[i] = (long) i;
      }
      ex.set(op.getResult(0), VectorValue.of(t, out));
    });
    r.register(FromElementsOp.SPEC, (op, ex) -> ex.set(op.getResult(0),
        VectorValue.of(type(op.getResult(0), op, ex), ex.getAll(op.getOperands()).toArray())));
    r.register(ToElementsOp.SPEC, (op, ex) -> {
      VectorValue v = vector(ex, op.getOperand(0));
      for (int i = 0; i < v.size(); i++) {
        ex.set(op.getResult(i), v.get(i));
      }
    });
    r.register(InterleaveOp.SPEC, VectorSemantics::interleave);
    r.register(DeinterleaveOp.SPEC, VectorSemantics::deinterleave);
  }

  // ---- helpers shared by the vector semantics

  /** The vector value of {@code v}. */
  static VectorValue vector(Execution ex, Value v) {
    return (VectorValue) ex.get(v);
  }

  /** The fixed-shape vector type of {@code v}; scalable vectors are not supported. */
  static VectorType type(Value v, Operation op, Execution ex) {
    if (!(v.getType() instanceof VectorType t) || t.isScalable()) {
      throw ex.error(Kind.UNSUPPORTED, op, "the interpreter runs fixed-size vectors, not "
          + v.getType());
    }
    return t;
  }

  /** The values of an i64 array attribute (an ArrayAttr of integers or a DenseArrayAttr). */
  static long[] longs(Attribute a) {
    if (a instanceof DenseArrayAttr d) {
      return d.asLongs();
    }
    ArrayAttr arr = (ArrayAttr) a;
    long[] r = new long[arr.size()];
    for (int i = 0; i < r.length; i++) {
      r[i] = ((IntegerAttr) arr.get(i)).getValue();
    }
    return r;
  }

  private static RuntimeError poison(Execution ex, Operation op, String what) {
    return ex.error(Kind.UNDEFINED_BEHAVIOR, op, what + " (poison)");
  }

  // ---- ops

  private static void broadcast(Operation op, Execution ex) {
    VectorType t = type(op.getResult(0), op, ex);
    long[] rs = t.getShape();
    Object[] out = new Object[VectorValue.count(rs)];
    Object src = ex.get(op.getOperand(0));
    if (!(src instanceof VectorValue v)) {
      java.util.Arrays.fill(out, src);
    } else {
      long[] ss = v.shape();
      int lead = rs.length - ss.length;
      long[] idx = new long[rs.length];
      long[] sidx = new long[ss.length];
      for (int i = 0; i < out.length; i++) {
        VectorValue.delinearize(i, rs, idx);
        for (int d = 0; d < ss.length; d++) {
          sidx[d] = ss[d] == 1 ? 0 : idx[lead + d];
        }
        out[i] = v.get(VectorValue.linearize(sidx, ss));
      }
    }
    ex.set(op.getResult(0), VectorValue.of(t, out));
  }

  /** The position of vector.extract/insert: static entries, dynamic ones from the operands. */
  private static long[] position(Operation op, Execution ex, List<Value> dynamic, long[] dims) {
    long[] pos = ((DenseArrayAttr) op.getAttr("static_position")).asLongs();
    int next = 0;
    for (int i = 0; i < pos.length; i++) {
      boolean isDynamic = pos[i] == ShapedType.DYNAMIC;
      if (isDynamic) {
        pos[i] = ex.getInt(dynamic.get(next++));
      }
      if (pos[i] == ExtractOp.POISON) {
        throw poison(ex, op, op.getName() + " at a poison position");
      }
      if (pos[i] < 0 || pos[i] >= dims[i]) {
        throw poison(ex, op, op.getName() + " at position " + pos[i] + " of dimension " + i
            + " of size " + dims[i]);
      }
    }
    return pos;
  }

  /** The first element of the block at {@code pos} (leading indices) and its length. */
  private static int[] block(long[] pos, long[] shape) {
    long[] idx = new long[shape.length];
    System.arraycopy(pos, 0, idx, 0, pos.length);
    long len = 1;
    for (int d = pos.length; d < shape.length; d++) {
      len *= shape[d];
    }
    return new int[] {VectorValue.linearize(idx, shape), (int) len};
  }

  private static void extract(Operation op, Execution ex) {
    VectorValue v = vector(ex, op.getOperand(0));
    long[] shape = v.shape();
    long[] pos = position(op, ex, op.getOperands(1, op.getNumOperands()), shape);
    int[] b = block(pos, shape);
    if (!(op.getResult(0).getType() instanceof VectorType t)) {
      ex.set(op.getResult(0), v.get(b[0]));
      return;
    }
    Object[] out = new Object[b[1]];
    System.arraycopy(v.elements(), b[0], out, 0, b[1]);
    ex.set(op.getResult(0), VectorValue.of(t, out));
  }

  private static void insert(Operation op, Execution ex) {
    Object value = ex.get(op.getOperand(0));
    VectorValue dest = vector(ex, op.getOperand(1));
    long[] shape = dest.shape();
    long[] pos = position(op, ex, op.getOperands(2, op.getNumOperands()), shape);
    int[] b = block(pos, shape);
    Object[] out = dest.elements().clone();
    if (value instanceof VectorValue v) {
      System.arraycopy(v.elements(), 0, out, b[0], v.size());
    } else {
      out[b[0]] = value;
    }
    ex.set(op.getResult(0), VectorValue.of(type(op.getResult(0), op, ex), out));
  }

  private static void extractStridedSlice(Operation op, Execution ex) {
    VectorValue v = vector(ex, op.getOperand(0));
    VectorType t = type(op.getResult(0), op, ex);
    long[] offsets = longs(op.getAttr("offsets"));
    long[] strides = longs(op.getAttr("strides"));
    long[] rs = t.getShape();
    long[] ss = v.shape();
    long[] idx = new long[rs.length];
    Object[] out = new Object[VectorValue.count(rs)];
    for (int i = 0; i < out.length; i++) {
      VectorValue.delinearize(i, rs, idx);
      for (int d = 0; d < offsets.length; d++) {
        idx[d] = offsets[d] + idx[d] * strides[d];
      }
      out[i] = v.get(VectorValue.linearize(idx, ss));
    }
    ex.set(op.getResult(0), VectorValue.of(t, out));
  }

  private static void insertStridedSlice(Operation op, Execution ex) {
    VectorValue src = vector(ex, op.getOperand(0));
    VectorValue dest = vector(ex, op.getOperand(1));
    long[] offsets = longs(op.getAttr("offsets"));
    long[] strides = longs(op.getAttr("strides"));
    long[] ss = src.shape();
    long[] ds = dest.shape();
    int lead = ds.length - ss.length;
    long[] sidx = new long[ss.length];
    long[] didx = new long[ds.length];
    Object[] out = dest.elements().clone();
    for (int i = 0; i < src.size(); i++) {
      VectorValue.delinearize(i, ss, sidx);
      for (int d = 0; d < ds.length; d++) {
        didx[d] = d < lead ? offsets[d] : offsets[d] + sidx[d - lead] * strides[d - lead];
      }
      out[VectorValue.linearize(didx, ds)] = src.get(i);
    }
    ex.set(op.getResult(0), VectorValue.of(type(op.getResult(0), op, ex), out));
  }

  /** vector.shuffle: rows (leading-dimension slices) of v1 then v2, picked by the mask. */
  private static void shuffle(Operation op, Execution ex) {
    VectorValue v1 = vector(ex, op.getOperand(0));
    VectorValue v2 = vector(ex, op.getOperand(1));
    VectorType t = type(op.getResult(0), op, ex);
    long[] mask = ((DenseArrayAttr) op.getAttr("mask")).asLongs();
    long rows1 = v1.rank() == 0 ? 1 : v1.shape()[0];
    int row = v1.rank() == 0 ? 1 : v1.size() / (int) rows1;
    Object[] out = new Object[mask.length * row];
    for (int j = 0; j < mask.length; j++) {
      if (mask[j] < 0) {
        throw poison(ex, op, "vector.shuffle of a poison index");
      }
      VectorValue from = mask[j] < rows1 ? v1 : v2;
      long r = mask[j] < rows1 ? mask[j] : mask[j] - rows1;
      System.arraycopy(from.elements(), (int) r * row, out, j * row, row);
    }
    ex.set(op.getResult(0), VectorValue.of(t, out));
  }

  private static void transpose(Operation op, Execution ex) {
    VectorValue v = vector(ex, op.getOperand(0));
    VectorType t = type(op.getResult(0), op, ex);
    long[] perm = ((DenseArrayAttr) op.getAttr("permutation")).asLongs();
    long[] rs = t.getShape();
    long[] ss = v.shape();
    long[] idx = new long[rs.length];
    long[] sidx = new long[ss.length];
    Object[] out = new Object[v.size()];
    for (int i = 0; i < out.length; i++) {
      VectorValue.delinearize(i, rs, idx);
      for (int d = 0; d < perm.length; d++) {
        sidx[(int) perm[d]] = idx[d];
      }
      out[i] = v.get(VectorValue.linearize(sidx, ss));
    }
    ex.set(op.getResult(0), VectorValue.of(t, out));
  }

  /** Bits per element of {@code t} (i1 one bit), as vector.bitcast packs them. */
  private static int bits(Type t) {
    return t instanceof FloatType f ? f.getWidth() : Scalars.width(t);
  }

  /** vector.bitcast: the last dimension's bits, little-endian, read as the result's elements. */
  private static void bitcast(Operation op, Execution ex) {
    VectorValue v = vector(ex, op.getOperand(0));
    VectorType t = type(op.getResult(0), op, ex);
    Type from = v.elementType();
    Type to = t.getElementType();
    int wf = bits(from);
    int wt = bits(to);
    if (wf <= 0 || wf > 64 || wt <= 0 || wt > 64 || from instanceof FloatType
        && ElementCodec.byteSize(from) <= 0 || to instanceof FloatType && ElementCodec.byteSize(to) <= 0) {
      throw ex.error(Kind.UNSUPPORTED, op, "vector.bitcast from " + from + " to " + to);
    }
    long[] ss = v.shape();
    int inRow = ss.length == 0 ? 1 : (int) ss[ss.length - 1];
    int rows = v.size() / Math.max(inRow, 1);
    long[] rs = t.getShape();
    int outRow = rs.length == 0 ? 1 : (int) rs[rs.length - 1];
    Object[] out = new Object[rows * outRow];
    for (int r = 0; r < rows; r++) {
      BigInteger acc = BigInteger.ZERO;
      for (int j = 0; j < inRow; j++) {
        Object e = v.get(r * inRow + j);
        long b = from instanceof FloatType ft ? Scalars.floatToBits(ft, (Double) e)
            : Scalars.unsigned((Long) e, wf);
        acc = acc.or(ArithScalars.unsignedBig(b, 64).shiftLeft(j * wf));
      }
      BigInteger mask = BigInteger.ONE.shiftLeft(wt).subtract(BigInteger.ONE);
      for (int j = 0; j < outRow; j++) {
        long b = acc.shiftRight(j * wt).and(mask).longValue();
        out[r * outRow + j] = to instanceof FloatType ft ? (Object) Scalars.floatFromBits(ft, b)
            : (Object) Scalars.normalize(b, wt);
      }
    }
    ex.set(op.getResult(0), VectorValue.of(t, out));
  }

  /** constant_mask and create_mask: element true where every index is below its bound. */
  private static void mask(Operation op, Execution ex, long[] bounds) {
    VectorType t = type(op.getResult(0), op, ex);
    long[] shape = t.getShape();
    Object[] out = new Object[VectorValue.count(shape)];
    long[] idx = new long[shape.length];
    for (int i = 0; i < out.length; i++) {
      VectorValue.delinearize(i, shape, idx);
      boolean in = shape.length > 0 || bounds[0] > 0;
      for (int d = 0; d < shape.length && in; d++) {
        in = idx[d] < bounds[d];
      }
      out[i] = in ? TRUE : FALSE;
    }
    ex.set(op.getResult(0), VectorValue.of(t, out));
  }

  private static void interleave(Operation op, Execution ex) {
    VectorValue a = vector(ex, op.getOperand(0));
    VectorValue b = vector(ex, op.getOperand(1));
    int n = a.rank() == 0 ? 1 : (int) a.shape()[a.rank() - 1];
    Object[] out = new Object[2 * a.size()];
    for (int i = 0; i < a.size(); i++) {
      int row = i / n;
      int col = i % n;
      out[row * 2 * n + 2 * col] = a.get(i);
      out[row * 2 * n + 2 * col + 1] = b.get(i);
    }
    ex.set(op.getResult(0), VectorValue.of(type(op.getResult(0), op, ex), out));
  }

  private static void deinterleave(Operation op, Execution ex) {
    VectorValue v = vector(ex, op.getOperand(0));
    int n = (int) v.shape()[v.rank() - 1] / 2;
    Object[] even = new Object[v.size() / 2];
    Object[] odd = new Object[v.size() / 2];
    for (int i = 0; i < even.length; i++) {
      int row = i / n;
      int col = i % n;
      even[i] = v.get(row * 2 * n + 2 * col);
      odd[i] = v.get(row * 2 * n + 2 * col + 1);
    }
    ex.set(op.getResult(0), VectorValue.of(type(op.getResult(0), op, ex), even));
    ex.set(op.getResult(1), VectorValue.of(type(op.getResult(1), op, ex), odd));
  }
}
