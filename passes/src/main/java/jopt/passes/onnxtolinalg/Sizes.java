package jopt.passes.onnxtolinalg;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.arith.IntBinaryOps;
import jopt.dialects.onnx.Atom;
import jopt.dialects.onnx.Facts;
import jopt.dialects.onnx.SymInt;
import jopt.dialects.onnx.ValueFacts;
import jopt.dialects.tensor.DimOp;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.type.IndexType;
import jopt.ir.type.RankedTensorType;

/**
 * Sizes known only at run time, as the lowering computes them: a {@link SymInt} of the op table's
 * rules becomes {@code index} arithmetic ({@code arith} ops over {@code tensor.dim}s of the
 * values its leaves name, and {@code tensor.extract}s of shape tensors), built once per block
 * and reused; and what is known of any value the lowering builds (the sizes of a
 * {@code tensor.empty}, a linalg op's result as its init's), so that two sizes computed alike
 * compare equal and an element-wise op needs no broadcast at run time.
 */
final class Sizes {
  private final ValueFacts facts;
  /** Each onnx value already lowered: the value that replaced it. */
  private final Map<Value, Value> lowered = new IdentityHashMap<>();
  /** Index values built here: the sizes they hold. */
  private final Map<Value, SymInt> held = new IdentityHashMap<>();
  /** Sizes built: their values (each usable where it dominates). */
  private final Map<SymInt, List<Value>> built = new HashMap<>();

  Sizes(ValueFacts facts) {
    this.facts = facts;
  }

  ValueFacts facts() {
    return facts;
  }

  /** Records that onnx value {@code from} was replaced by {@code to}. */
  void replaced(Value from, Value to) {
    lowered.put(from, to);
    if (!facts.has(to)) {
      facts.put(to, facts.of(from));
    }
  }

  /** The facts of {@code v}: its own (an onnx value, an argument), or those of what built it. */
  Facts of(Value v) {
    if (facts.has(v)) {
      return facts.of(v);
    }
    Facts f = derive(v);
    facts.put(v, f);
    return f;
  }

  /** Dimension {@code d} of {@code v}. */
  SymInt dim(Value v, int d) {
    Facts f = of(v);
    return f.hasRank() && d < f.rank() ? f.dim(d) : facts.dimLeaf(v, d);
  }

  /** The facts of a value the lowering built: from a tensor.empty's sizes, a linalg op's init, a cast's source. */
  private Facts derive(Value v) {
    Operation op = v.getDefiningOp();
    if (op == null || !(v.getType() instanceof RankedTensorType t)) {
      return facts.ofType(v);
    }
    String name = op.getName();
    if (name.equals("tensor.empty")) {
      List<SymInt> dims = new ArrayList<>();
      int k = 0;
      for (int i = 0; i < t.getRank(); i++) {
        dims.add(t.isDynamicDim(i) ? held(op.getOperand(k++), v, i) : SymInt.of(t.getDimSize(i)));
      }
      return Facts.tensor(t.getElementType(), dims);
    }
    if (name.startsWith("linalg.") && op.getNumResults() > 0 && op.getNumOperands() >= op.getNumResults()) {
      int index = op.getResults().indexOf(v);
      Value init = op.getOperand(op.getNumOperands() - op.getNumResults() + index);
      if (init.getType() instanceof RankedTensorType it && it.getRank() == t.getRank()) {
        return same(v, of(init), t);
      }
    }
    if (name.equals("tensor.cast") || name.equals("linalg.softmax")) {
      return same(v, of(op.getOperand(0)), t);
    }
    return facts.ofType(v);
  }

  /** {@code like}'s dims as those of {@code v} of type {@code t} (its static sizes win). */
  private Facts same(Value v, Facts like, RankedTensorType t) {
    Facts m = like.hasRank() && like.rank() == t.getRank() ? like.withElement(t.getElementType()).meet(t,
        d -> facts.dimLeaf(v, d)) : null;
    return m != null ? m : facts.ofType(v);
  }

  /** The size an index value holds, or a leaf naming dimension {@code d} of {@code v}. */
  private SymInt held(Value index, Value v, int d) {
    SymInt s = sizeOf(index);
    return s != null ? s : facts.dimLeaf(v, d);
  }

  /** The size {@code index} holds, when known: a constant, a size built here, a {@code tensor.dim}. */
  SymInt sizeOf(Value index) {
    SymInt s = held.get(index);
    if (s != null) {
      return s;
    }
    Operation op = index.getDefiningOp();
    if (op != null && op.getName().equals("arith.constant") && op.getAttr("value") instanceof IntegerAttr i) {
      return SymInt.of(i.getValue());
    }
    if (op != null && op.getName().equals("tensor.dim") && op.getOperand(1).getDefiningOp() != null
        && op.getOperand(1).getDefiningOp().getAttr("value") instanceof IntegerAttr i) {
      return dim(op.getOperand(0), (int) i.getValue());
    }
    return null;
  }

  /** Whether {@code s} can be built here: each leaf a dim or element of a value already lowered. */
  boolean canBuild(SymInt s) {
    for (Atom a : s.atoms()) {
      if (a instanceof Atom.Leaf leaf) {
        Value v = leaf.key() instanceof ValueFacts.DimOf d ? d.value()
            : leaf.key() instanceof ValueFacts.ElementOf e ? e.value() : null;
        if (v == null) {
          return false;
        }
        v = lowered.getOrDefault(v, v);
        if (v.getDefiningOp() != null && v.getDefiningOp().getDialectNamespace().equals("onnx")) {
          return false;
        }
      } else {
        for (SymInt x : ((Atom.Fn) a).args()) {
          if (!canBuild(x)) {
            return false;
          }
        }
      }
    }
    return true;
  }

  /** {@code s} as an index value built before the builder's insertion point (or found built). */
  Value get(Builder b, Location loc, SymInt s) {
    if (s.isConstant()) {
      return ConstantOp.createIndex(b, loc, s.value());
    }
    Value v = reuse(b, s);
    if (v != null) {
      return v;
    }
    v = build(b, loc, s);
    built.computeIfAbsent(s, k -> new ArrayList<>()).add(v);
    held.put(v, s);
    return v;
  }

  /** A value of {@code s} built before and still valid where the builder inserts. */
  private Value reuse(Builder b, SymInt s) {
    List<Value> vs = built.get(s);
    if (vs == null) {
      return null;
    }
    Block here = b.getInsertionBlock();
    for (Value v : vs) {
      Operation def = v.getDefiningOp();
      if (def == null || def.getBlock() == null) {
        continue; // Erased with a lowering that failed.
      }
      for (Block blk = here; blk != null; blk = blk.getParentOp() == null ? null : blk.getParentOp().getBlock()) {
        if (blk == def.getBlock()) {
          return v;
        }
      }
    }
    return null;
  }

  private Value build(Builder b, Location loc, SymInt s) {
    Value sum = null;
    for (var term : s.terms().entrySet()) {
      long c = term.getValue();
      Value m = null;
      for (Atom a : term.getKey()) {
        Value x = atom(b, loc, a);
        m = m == null ? x : IntBinaryOps.MulIOp.create(b, loc, m, x).getOperation().getResult(0);
      }
      if (m == null) {
        m = ConstantOp.createIndex(b, loc, Math.abs(c));
      } else if (Math.abs(c) != 1) {
        m = IntBinaryOps.MulIOp.create(b, loc, m, ConstantOp.createIndex(b, loc, Math.abs(c))).getOperation()
            .getResult(0);
      }
      if (sum == null) {
        sum = c < 0 ? IntBinaryOps.SubIOp.create(b, loc, ConstantOp.createIndex(b, loc, 0), m).getOperation()
            .getResult(0) : m;
      } else {
        sum = c < 0 ? IntBinaryOps.SubIOp.create(b, loc, sum, m).getOperation().getResult(0)
            : IntBinaryOps.AddIOp.create(b, loc, sum, m).getOperation().getResult(0);
      }
    }
    return sum;
  }

  private Value atom(Builder b, Location loc, Atom a) {
    if (a instanceof Atom.Leaf leaf) {
      return leaf(b, loc, leaf);
    }
    Atom.Fn f = (Atom.Fn) a;
    List<Value> args = new ArrayList<>();
    for (SymInt x : f.args()) {
      args.add(get(b, loc, x));
    }
    Value x = args.get(0);
    Value y = args.size() > 1 ? args.get(1) : null;
    return switch (f.kind()) {
      case "floordiv" -> IntBinaryOps.FloorDivSIOp.create(b, loc, x, y).getOperation().getResult(0);
      case "ceildiv" -> IntBinaryOps.CeilDivSIOp.create(b, loc, x, y).getOperation().getResult(0);
      case "div" -> IntBinaryOps.DivSIOp.create(b, loc, x, y).getOperation().getResult(0);
      case "rem" -> IntBinaryOps.RemSIOp.create(b, loc, x, y).getOperation().getResult(0);
      case "mod" -> {
        // Python's %: the remainder moved to the divisor's sign.
        Value r = IntBinaryOps.RemSIOp.create(b, loc, x, y).getOperation().getResult(0);
        Value zero = ConstantOp.createIndex(b, loc, 0);
        Value differ = Scalars.cmp(b, loc, Scalars.Cmp.NE,
            Scalars.cmp(b, loc, Scalars.Cmp.LT, r, zero, false), Scalars.cmp(b, loc, Scalars.Cmp.LT, y, zero, false),
            false);
        Value fix = Scalars.and(b, loc, Scalars.cmp(b, loc, Scalars.Cmp.NE, r, zero, false), differ);
        yield Scalars.select(b, loc, fix, Scalars.add(b, loc, r, y), r);
      }
      case "max" -> IntBinaryOps.MaxSIOp.create(b, loc, x, y).getOperation().getResult(0);
      case "min" -> IntBinaryOps.MinSIOp.create(b, loc, x, y).getOperation().getResult(0);
      case "select" -> Scalars.select(b, loc,
          Scalars.cmp(b, loc, Scalars.Cmp.NE, x, ConstantOp.createIndex(b, loc, 0), false), y, args.get(2));
      case "eq", "lt" -> Scalars.select(b, loc,
          Scalars.cmp(b, loc, f.kind().equals("eq") ? Scalars.Cmp.EQ : Scalars.Cmp.LT, x, y, false),
          ConstantOp.createIndex(b, loc, 1), ConstantOp.createIndex(b, loc, 0));
      case "bcast" -> Scalars.select(b, loc,
          Scalars.cmp(b, loc, Scalars.Cmp.EQ, x, ConstantOp.createIndex(b, loc, 1), false), y, x);
      default -> throw new IllegalStateException("no index form of " + f.kind());
    };
  }

  /** A leaf: a dimension of the value that now stands for an onnx value, or an element of one. */
  private Value leaf(Builder b, Location loc, Atom.Leaf leaf) {
    if (leaf.key() instanceof ValueFacts.DimOf d) {
      Value v = lowered.getOrDefault(d.value(), d.value());
      if (v.getDefiningOp() != null && v.getDefiningOp().getDialectNamespace().equals("onnx")) {
        throw new Lowering.Failure("a size of '" + v.getDefiningOp().getName()
            + "' is needed before it is computed");
      }
      RankedTensorType t = (RankedTensorType) v.getType();
      if (!t.isDynamicDim(d.dim())) {
        return ConstantOp.createIndex(b, loc, t.getDimSize(d.dim()));
      }
      return DimOp.create(b, loc, v, ConstantOp.createIndex(b, loc, d.dim())).getOperation().getResult(0);
    }
    if (leaf.key() instanceof ValueFacts.ElementOf e) {
      Value v = lowered.getOrDefault(e.value(), e.value());
      if (v.getDefiningOp() != null && v.getDefiningOp().getDialectNamespace().equals("onnx")) {
        throw new Lowering.Failure("an element of '" + v.getDefiningOp().getName()
            + "' is needed before it is computed");
      }
      RankedTensorType t = (RankedTensorType) v.getType();
      List<Value> idx = new ArrayList<>();
      long rest = e.index();
      long[] shape = t.getShape();
      long[] coords = new long[shape.length];
      for (int i = shape.length - 1; i >= 0; i--) {
        coords[i] = shape[i] <= 0 ? 0 : rest % shape[i];
        rest = shape[i] <= 0 ? rest : rest / shape[i];
      }
      for (long c : coords) {
        idx.add(ConstantOp.createIndex(b, loc, c));
      }
      Value x = Linalg.extract(b, loc, v, idx);
      return Scalars.cast(b, loc, x, IndexType.get(), false, false);
    }
    throw new Lowering.Failure("the size " + leaf + " is known only where the model was imported");
  }
}
