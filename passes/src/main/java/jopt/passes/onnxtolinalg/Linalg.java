package jopt.passes.onnxtolinalg;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import jopt.dialects.linalg.GenericOp;
import jopt.dialects.linalg.IndexOp;
import jopt.dialects.linalg.NamedOps;
import jopt.dialects.linalg.YieldOp;
import jopt.dialects.tensor.DimOp;
import jopt.dialects.tensor.EmptyOp;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;

/**
 * The linalg-on-tensors building blocks of the lowerings: empty and filled tensors, element-wise
 * generics with numpy broadcasting, reductions, and generics over index arithmetic.
 */
final class Linalg {
  private Linalg() {}

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
    return DimOp.create(l.b, l.loc, v, Scalars.index(l.b, l.loc, i)).getOperation().getResult(0);
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

  /** {@code out}'s dynamic sizes, each from an input of {@code inputs} that is not broadcast there. */
  static List<Value> broadcastSizes(Lowering l, List<Value> inputs, RankedTensorType out) {
    List<Value> sizes = new ArrayList<>();
    for (int i = 0; i < out.getRank(); i++) {
      if (!out.isDynamicDim(i)) {
        continue;
      }
      Value size = null;
      for (Value v : inputs) {
        RankedTensorType t = (RankedTensorType) v.getType();
        int j = i - (out.getRank() - t.getRank());
        if (j >= 0 && t.getDimSize(j) != 1) {
          size = dim(l, v, j);
          break;
        }
      }
      if (size == null) {
        throw l.fail("dynamic size " + i + " of the result is not known from the operands");
      }
      sizes.add(size);
    }
    return sizes;
  }

  /**
   * The element-wise generic computing {@code out} from {@code inputs} broadcast to its shape
   * (numpy rules), the payload applied to the input elements.
   */
  static Value map(Lowering l, List<Value> inputs, RankedTensorType out, Payload payload) {
    List<AffineMap> maps = new ArrayList<>();
    for (Value v : inputs) {
      RankedTensorType t = (RankedTensorType) v.getType();
      if (t.getRank() > out.getRank()) {
        throw l.fail("an operand has a higher rank than the result");
      }
      maps.add(broadcastMap(t, out));
    }
    maps.add(AffineMap.getMultiDimIdentityMap(out.getRank()));
    Value init = empty(l, out, broadcastSizes(l, inputs, out));
    return generic1(l, inputs, init, maps, iterators(out.getRank(), "parallel"), payload);
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
