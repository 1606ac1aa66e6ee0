package jopt.passes.onnxtolinalg;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import jopt.dialects.linalg.GenericOp;
import jopt.dialects.linalg.IndexOp;
import jopt.dialects.linalg.NamedOps;
import jopt.dialects.linalg.YieldOp;
import jopt.dialects.tensor.EmptyOp;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.dialects.onnx.SymInt;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;

/**
 * The linalg-on-tensors building blocks of the lowerings: empty and filled tensors, element-wise
 * generics with numpy broadcasting, reductions, and generics over index arithmetic.
 */
final class Linalg {
  private Linalg() {}

  /** {@code (d0, ..., d[numDims-1]) -> (d[targets[0]], ...)}: an operand's indexing map. */
  static AffineMap map(int numDims, int... targets) {
    return AffineMap.getMultiDimMapWithTargets(numDims, targets);
  }

  /** A payload: the yielded element from the elements of the inputs. */
  interface Payload {
    Value apply(Builder b, Location loc, List<Value> in);
  }

  /** A reduction's step: the new accumulator from an input element and the accumulator. */
  interface Combiner {
    Value apply(Builder b, Location loc, Value in, Value acc);
  }

  /** {@code tensor.dim v, i}, or an index constant where the size is static. */
  static Value dim(Lowering l, Value v, int i) {
    RankedTensorType t = (RankedTensorType) v.getType();
    if (!t.isDynamicDim(i)) {
      return Scalars.index(l.b, l.loc, t.getDimSize(i));
    }
    return l.size(l.dim(v, i));
  }

  /** {@code tensor.empty} of type {@code t}, each dynamic size read from {@code like}'s same dim. */
  static Value empty(Lowering l, RankedTensorType t, Value like) {
    List<Value> sizes = new ArrayList<>();
    for (int i = 0; i < t.getRank(); i++) {
      if (t.isDynamicDim(i)) {
        if (like == null) {
          throw l.fail("a dynamic size of " + t + " is unknown");
        }
        sizes.add(dim(l, like, i));
      }
    }
    return EmptyOp.create(l.b, l.loc, sizes, t).getOperation().getResult(0);
  }

  /** {@code tensor.empty} of type {@code t} with the given dynamic sizes. */
  static Value empty(Lowering l, RankedTensorType t, List<Value> dynamicSizes) {
    return EmptyOp.create(l.b, l.loc, dynamicSizes, t).getOperation().getResult(0);
  }

  /** {@code linalg.fill} of {@code init} with {@code value}. */
  static Value fill(Lowering l, Value value, Value init) {
    return NamedOps.FILL.create(l.b, l.loc, List.of(value), List.of(init)).getOperation().getResult(0);
  }

  /** A tensor of type {@code t} filled with {@code v} (static shape, or sizes like {@code like}'s). */
  static Value filled(Lowering l, RankedTensorType t, double v, Value like) {
    return fill(l, Scalars.constant(l.b, l.loc, t.getElementType(), v), empty(l, t, like));
  }

  static List<String> iterators(int n, String kind) {
    return new ArrayList<>(Collections.nCopies(n, kind));
  }

  /** A {@code linalg.generic} whose body yields what {@code payload} computes from all block args. */
  static List<Value> generic(Lowering l, List<Value> inputs, List<Value> inits, List<AffineMap> maps,
      List<String> iterators, GenericOp.BodyBuilder body) {
    List<Type> types = new ArrayList<>();
    for (Value v : inits) {
      types.add(v.getType());
    }
    return new ArrayList<>(GenericOp.create(l.b, l.loc, types, inputs, inits, maps, iterators, body)
        .getOperation().getResults());
  }

  /** A generic with one result whose payload sees the input elements only (not the init's). */
  static Value generic1(Lowering l, List<Value> inputs, Value init, List<AffineMap> maps, List<String> iterators,
      Payload payload) {
    int n = inputs.size();
    return generic(l, inputs, List.of(init), maps, iterators, (b, loc, args) ->
        YieldOp.create(b, loc, List.of(payload.apply(b, loc, args.subList(0, n))))).get(0);
  }

  /**
   * The map reading an operand of type {@code in} in a loop nest over {@code out}'s dims with
   * numpy's broadcasting: dims aligned at the end, a size-1 dim against a larger one read at 0.
   */
  static AffineMap broadcastMap(RankedTensorType in, RankedTensorType out) {
    int rank = out.getRank();
    int offset = rank - in.getRank();
    List<AffineExpr> exprs = new ArrayList<>();
    for (int i = 0; i < in.getRank(); i++) {
      long d = in.getDimSize(i);
      long o = out.getDimSize(i + offset);
      exprs.add(d == 1 && o != 1 ? AffineExpr.constant(0) : AffineExpr.dim(i + offset));
    }
    return AffineMap.get(rank, 0, exprs);
  }

  /** The dims of {@code inputs} broadcast together (numpy's rules), {@code out}'s static sizes kept. */
  static List<SymInt> broadcastDims(Lowering l, List<Value> inputs, RankedTensorType out) {
    List<SymInt> r = new ArrayList<>();
    for (int i = 0; i < out.getRank(); i++) {
      SymInt d = SymInt.ONE;
      for (Value v : inputs) {
        RankedTensorType t = (RankedTensorType) v.getType();
        int j = i - (out.getRank() - t.getRank());
        if (j >= 0) {
          SymInt b = d.broadcast(l.dim(v, j));
          if (b == null) {
            throw l.fail("operands of shapes " + shapes(l, inputs) + " do not broadcast");
          }
          d = b;
        }
      }
      r.add(out.isDynamicDim(i) ? d : SymInt.of(out.getDimSize(i)));
    }
    return r;
  }

  private static String shapes(Lowering l, List<Value> vs) {
    List<String> r = new ArrayList<>();
    for (Value v : vs) {
      r.add(l.facts(v).shapeString());
    }
    return String.join(", ", r);
  }

  /**
   * How operand {@code v} is read in a loop nest over {@code outDims}: per dim of {@code v}, the
   * loop it follows, or -1 (read at 0: a size-1 dim broadcast), or -2 (known only at run time
   * whether it is 1: read at {@code select(size == 1, 0, i)}), or -3 (neither it nor the result's
   * is ever 1, so they are equal where the operands broadcast: it follows the loop after a check).
   */
  private static int[] reads(Lowering l, Value v, List<SymInt> outDims) {
    RankedTensorType t = (RankedTensorType) v.getType();
    int offset = outDims.size() - t.getRank();
    int[] r = new int[t.getRank()];
    for (int j = 0; j < t.getRank(); j++) {
      SymInt d = l.dim(v, j);
      SymInt o = outDims.get(j + offset);
      if (d.is(1) && !o.is(1)) {
        r[j] = -1;
      } else if (d.equals(o) || o.is(1)) {
        r[j] = j + offset;
      } else if (d.isConstant() && o.isConstant()) {
        throw l.fail("an operand of size " + d + " does not broadcast to " + o);
      } else if (d.neverOne() && o.neverOne()) {
        r[j] = -3;
      } else {
        r[j] = -2;
      }
    }
    return r;
  }

  /**
   * The element-wise generic computing {@code out} from {@code inputs} broadcast to its shape
   * (numpy rules), the payload applied to the input elements. An operand whose size is known
   * only at run time to be 1 or the result's is read by {@code tensor.extract} at the index its
   * size gives, after a {@code cf.assert} that it broadcasts.
   */
  static Value map(Lowering l, List<Value> inputs, RankedTensorType out, Payload payload) {
    for (Value v : inputs) {
      if (((RankedTensorType) v.getType()).getRank() > out.getRank()) {
        throw l.fail("an operand has a higher rank than the result");
      }
    }
    return map(l, inputs, out, broadcastDims(l, inputs, out), payload);
  }

  /** {@link #map} into a result of dims {@code outDims} (to which the inputs broadcast). */
  static Value map(Lowering l, List<Value> inputs, RankedTensorType out, List<SymInt> outDims, Payload payload) {
    for (Value v : inputs) {
      if (((RankedTensorType) v.getType()).getRank() > out.getRank()) {
        throw l.fail("an operand has a higher rank than the result");
      }
    }
    List<Value> direct = new ArrayList<>();
    List<AffineMap> maps = new ArrayList<>();
    List<int[]> how = new ArrayList<>();
    List<Value[]> runtime = new ArrayList<>();
    for (Value v : inputs) {
      int[] r = reads(l, v, outDims);
      how.add(r);
      boolean dynamic = false;
      for (int x : r) {
        dynamic |= x == -2;
      }
      int offset = out.getRank() - r.length;
      for (int j = 0; j < r.length; j++) {
        if (r[j] == -3) {
          Value ok = Scalars.cmp(l.b, l.loc, Scalars.Cmp.EQ, l.size(l.dim(v, j)), l.size(outDims.get(j + offset)), false);
          jopt.dialects.cf.AssertOp.create(l.b, l.loc, ok, "'" + l.name() + "': operands of shapes "
              + shapes(l, inputs) + " do not broadcast");
        }
      }
      if (!dynamic) {
        List<AffineExpr> exprs = new ArrayList<>();
        for (int j = 0; j < r.length; j++) {
          exprs.add(r[j] == -1 ? AffineExpr.constant(0) : AffineExpr.dim(r[j] == -3 ? j + offset : r[j]));
        }
        direct.add(v);
        maps.add(AffineMap.get(out.getRank(), 0, exprs));
        runtime.add(null);
        continue;
      }
      // Its sizes, each checked to be 1 or the result's.
      Value[] sizes = new Value[r.length];
      for (int j = 0; j < r.length; j++) {
        if (r[j] == -2) {
          sizes[j] = l.size(l.dim(v, j));
          Value o = l.size(outDims.get(j + offset));
          Value one = Scalars.index(l.b, l.loc, 1);
          Value ok = Scalars.or(l.b, l.loc, Scalars.cmp(l.b, l.loc, Scalars.Cmp.EQ, sizes[j], o, false),
              Scalars.cmp(l.b, l.loc, Scalars.Cmp.EQ, sizes[j], one, false));
          jopt.dialects.cf.AssertOp.create(l.b, l.loc, ok, "'" + l.name() + "': operands of shapes "
              + shapes(l, inputs) + " do not broadcast");
        }
      }
      runtime.add(sizes);
    }
    maps.add(AffineMap.getMultiDimIdentityMap(out.getRank()));
    Value init = empty(l, out, l.dynamicSizes(out, outDims));
    return generic(l, direct, List.of(init), maps, iterators(out.getRank(), "parallel"), (b, loc, args) -> {
      List<Value> elements = new ArrayList<>();
      int k = 0;
      for (int i = 0; i < inputs.size(); i++) {
        if (runtime.get(i) == null) {
          elements.add(args.get(k++));
          continue;
        }
        int[] r = how.get(i);
        Value[] sz = runtime.get(i);
        int offset = out.getRank() - r.length;
        List<Value> idx = new ArrayList<>();
        for (int j = 0; j < r.length; j++) {
          if (r[j] == -1) {
            idx.add(Scalars.index(b, loc, 0));
          } else if (r[j] >= 0 || r[j] == -3) {
            idx.add(index(b, loc, r[j] >= 0 ? r[j] : j + offset));
          } else {
            Value isOne = Scalars.cmp(b, loc, Scalars.Cmp.EQ, sz[j], Scalars.index(b, loc, 1), false);
            idx.add(Scalars.select(b, loc, isOne, Scalars.index(b, loc, 0), index(b, loc, j + offset)));
          }
        }
        elements.add(extract(b, loc, inputs.get(i), idx));
      }
      YieldOp.create(b, loc, List.of(payload.apply(b, loc, elements)));
    }).get(0);
  }

  /** {@code linalg.index d}. */
  static Value index(Builder b, Location loc, int d) {
    return IndexOp.create(b, loc, d).getOperation().getResult(0);
  }

  /** Whether any dimension of {@code t} is dynamic. */
  static boolean isDynamic(RankedTensorType t) {
    for (long d : t.getShape()) {
      if (d == ShapedType.DYNAMIC) {
        return true;
      }
    }
    return false;
  }

  /**
   * Reduces {@code input} over the dims marked in {@code reduced} into a tensor of the kept dims
   * (in order) of element type {@code acc}, starting from {@code init} and folding each element
   * (after {@code pre}, when given) into the accumulator with {@code combine}.
   */
  static Value reduce(Lowering l, Value input, boolean[] reduced, Type acc, Value init, Payload pre,
      Combiner combine) {
    RankedTensorType in = (RankedTensorType) input.getType();
    int rank = in.getRank();
    List<Long> shape = new ArrayList<>();
    List<AffineExpr> outExprs = new ArrayList<>();
    List<Value> sizes = new ArrayList<>();
    List<String> iters = new ArrayList<>();
    for (int i = 0; i < rank; i++) {
      iters.add(reduced[i] ? "reduction" : "parallel");
      if (!reduced[i]) {
        shape.add(in.getDimSize(i));
        outExprs.add(AffineExpr.dim(i));
        if (in.isDynamicDim(i)) {
          sizes.add(dim(l, input, i));
        }
      }
    }
    RankedTensorType outType = RankedTensorType.get(shape.stream().mapToLong(Long::longValue).toArray(), acc);
    Value out = fill(l, init, empty(l, outType, sizes));
    List<AffineMap> maps = List.of(AffineMap.getMultiDimIdentityMap(rank), AffineMap.get(rank, 0, outExprs));
    return generic(l, List.of(input), List.of(out), maps, iters, (b, loc, args) -> {
      Value x = pre == null ? args.get(0) : pre.apply(b, loc, List.of(args.get(0)));
      YieldOp.create(b, loc, List.of(combine.apply(b, loc, x, args.get(1))));
    }).get(0);
  }

  /**
   * {@code x} broadcast to {@code out} (numpy rules): {@code x} itself when it has the type, a
   * {@code linalg.broadcast} when it only lacks leading or inner dims, else a generic.
   */
  static Value broadcastTo(Lowering l, Value x, RankedTensorType out, List<SymInt> outDims) {
    RankedTensorType t = (RankedTensorType) x.getType();
    if (t.equals(out) && l.dims(x).equals(outDims)) {
      return x;
    }
    if (isDynamic(t) || isDynamic(out)) {
      return map(l, List.of(x), out, outDims, (b, loc, in) -> in.get(0));
    }
    return broadcastTo(l, x, out);
  }

  static Value broadcastTo(Lowering l, Value x, RankedTensorType out) {
    RankedTensorType t = (RankedTensorType) x.getType();
    if (t.equals(out)) {
      return x;
    }
    if (t.getRank() == out.getRank() && java.util.Arrays.equals(t.getShape(), out.getShape())) {
      return Reshapes.castTo(l, x, out);
    }
    // Drop x's unit dims that broadcast, then broadcast along the missing dims.
    int offset = out.getRank() - t.getRank();
    List<Long> kept = new ArrayList<>();
    List<Long> keptIdx = new ArrayList<>();
    boolean ok = offset >= 0 && !isDynamic(t) && !isDynamic(out);
    for (int i = 0; ok && i < t.getRank(); i++) {
      long d = t.getDimSize(i);
      long o = out.getDimSize(i + offset);
      if (d == o) {
        kept.add(d);
        keptIdx.add((long) (i + offset));
      } else if (d != 1) {
        ok = false;
      }
    }
    if (!ok) {
      return map(l, List.of(x), out, (b, loc, in) -> in.get(0));
    }
    RankedTensorType squeezed = RankedTensorType.get(kept.stream().mapToLong(Long::longValue).toArray(),
        t.getElementType());
    Value src = Reshapes.reshape(l, x, squeezed);
    List<Long> added = new ArrayList<>();
    for (long i = 0; i < out.getRank(); i++) {
      if (!keptIdx.contains(i)) {
        added.add(i);
      }
    }
    if (added.isEmpty()) {
      return Reshapes.castTo(l, src, out);
    }
    Value init = empty(l, out, (Value) null);
    return jopt.dialects.linalg.BroadcastOp.create(l.b, l.loc, src, init,
        added.stream().mapToLong(Long::longValue).toArray()).getOperation().getResult(0);
  }

  /** {@code linalg.transpose} of {@code x}: result dim i is {@code x}'s dim {@code perm[i]}. */
  static Value transpose(Lowering l, Value x, long[] perm) {
    RankedTensorType t = (RankedTensorType) x.getType();
    long[] shape = new long[perm.length];
    List<Value> sizes = new ArrayList<>();
    for (int i = 0; i < perm.length; i++) {
      shape[i] = t.getDimSize((int) perm[i]);
      if (t.isDynamicDim((int) perm[i])) {
        sizes.add(dim(l, x, (int) perm[i]));
      }
    }
    boolean identity = true;
    for (int i = 0; i < perm.length; i++) {
      identity &= perm[i] == i;
    }
    if (identity) {
      return x;
    }
    Value init = empty(l, RankedTensorType.get(shape, t.getElementType()), sizes);
    return jopt.dialects.linalg.TransposeOp.create(l.b, l.loc, x, init, perm).getOperation().getResult(0);
  }

  /** The first element of tensor {@code t} (a scalar or one-element tensor), by {@code tensor.extract}. */
  static Value extractFirst(Lowering l, Value t) {
    RankedTensorType type = (RankedTensorType) t.getType();
    jopt.ir.attr.DenseElementsAttr c = OnnxTypes.constantElements(t);
    if (c != null && c.getNumElements() > 0) {
      return jopt.dialects.arith.ConstantOp.create(l.b, l.loc, c.getElementAttr(0)).getOperation().getResult(0);
    }
    List<Value> idx = new ArrayList<>();
    for (int i = 0; i < type.getRank(); i++) {
      idx.add(Scalars.index(l.b, l.loc, 0));
    }
    return extract(l.b, l.loc, t, idx);
  }

  /** {@code tensor.extract t[idx]}. */
  static Value extract(Builder b, Location loc, Value t, List<Value> idx) {
    jopt.ir.OperationState st = jopt.dialects.tensor.ExtractOp.SPEC.newState(loc);
    st.addOperand(t).addOperands(idx).addType(((RankedTensorType) t.getType()).getElementType());
    return b.create(st).getResult(0);
  }
}
