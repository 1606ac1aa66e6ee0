package jopt.interpreter.semantics;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import jopt.dialects.affine.AffineApplyOp;
import jopt.dialects.affine.AffineDelinearizeIndexOp;
import jopt.dialects.affine.AffineForOp;
import jopt.dialects.affine.AffineIfOp;
import jopt.dialects.affine.AffineLinearizeIndexOp;
import jopt.dialects.affine.AffineLoadOp;
import jopt.dialects.affine.AffineMinMaxOp;
import jopt.dialects.affine.AffineParallelOp;
import jopt.dialects.affine.AffinePrefetchOp;
import jopt.dialects.affine.AffineStoreOp;
import jopt.dialects.affine.AffineVectorLoadOp;
import jopt.dialects.affine.AffineVectorStoreOp;
import jopt.interpreter.runtime.MemRefAllocator;
import jopt.interpreter.runtime.MemRefValue;
import jopt.interpreter.runtime.RuntimeError.Kind;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Value;
import jopt.ir.affine.AffineMap;
import jopt.ir.affine.IntegerSet;
import jopt.ir.attr.AffineMapAttr;
import jopt.ir.attr.ArrayAttr;

/**
 * The affine dialect. affine.apply: its map evaluated on the index operands (dims, then symbols)
 * as {@link AffineScalars} evaluates it (MLIR's lowering of {@code mod}, {@code floordiv} and
 * {@code ceildiv}); a division by zero is undefined behaviour.
 * affine.min and affine.max: the least or greatest of the map's results. affine.for: from the
 * greatest of its lower bound map's results to the least of its upper bound map's, by its step,
 * with its iteration arguments; affine.parallel (without reductions) runs its iterations in
 * lexicographic order; affine.if: the then region where every constraint of its integer set
 * holds (an equality {@code == 0}, an inequality {@code >= 0}); affine.load/store: memref.load
 * and store (vector_load/store, prefetch: vector.load/store, memref.prefetch) at the map's
 * results. affine.delinearize_index / linearize_index: the index split
 * into / composed from the basis (row-major; an outer bound, when given, is not applied), a
 * basis element below 1 undefined.
 */
final class AffineSemantics {
  private AffineSemantics() {}

  static void register(SemanticsRegistry r) {
    r.register(AffineApplyOp.SPEC, (op, ex) ->
        ex.setInt(op.getResult(0), eval(op, ex, (AffineMapAttr) op.getAttr("map"), op.getOperands())[0]));
    r.register(AffineMinMaxOp.MIN, (op, ex) -> ex.setInt(op.getResult(0),
        Arrays.stream(eval(op, ex, (AffineMapAttr) op.getAttr("map"), op.getOperands())).min().getAsLong()));
    r.register(AffineMinMaxOp.MAX, (op, ex) -> ex.setInt(op.getResult(0),
        Arrays.stream(eval(op, ex, (AffineMapAttr) op.getAttr("map"), op.getOperands())).max().getAsLong()));
    r.register(AffineVectorLoadOp.SPEC, (op, ex) -> {
      AffineVectorLoadOp l = AffineVectorLoadOp.of(op);
      VectorMemorySemantics.loadAt(op, ex, eval(op, ex, l.mapAttr(), l.indices()), null, null);
    });
    r.register(AffineVectorStoreOp.SPEC, (op, ex) -> {
      AffineVectorStoreOp s = AffineVectorStoreOp.of(op);
      VectorMemorySemantics.storeAt(op, ex, 1, eval(op, ex, s.mapAttr(), s.indices()),
          VectorSemantics.vector(ex, s.value()));
    });
    r.register(AffinePrefetchOp.SPEC, (op, ex) -> {
      AffinePrefetchOp p = AffinePrefetchOp.of(op);
      MemRefValue m = ex.getMemRef(p.memref());
      long[] idx = eval(op, ex, p.mapAttr(), p.indices());
      MemRefAllocator.checkIndices(ex, m, idx, op);
      ex.heap().checkAccess(m, idx, op, "write");
    });
    r.register(AffineDelinearizeIndexOp.SPEC, AffineSemantics::delinearize);
    r.register(AffineLinearizeIndexOp.SPEC, AffineSemantics::linearize);
    r.register(AffineForOp.SPEC, AffineSemantics::forOp);
    r.register(AffineIfOp.SPEC, AffineSemantics::ifOp);
    r.register(AffineParallelOp.SPEC, AffineSemantics::parallel);
    r.register(AffineLoadOp.SPEC, (op, ex) -> {
      AffineLoadOp l = AffineLoadOp.of(op);
      MemRefValue m = ex.getMemRef(l.memref());
      long[] idx = eval(op, ex, l.mapAttr(), l.indices());
      MemRefAllocator.checkIndices(ex, m, idx, op);
      ex.set(op.getResult(0), ex.heap().read(m, idx, op, false));
    });
    r.register(AffineStoreOp.SPEC, (op, ex) -> {
      AffineStoreOp s = AffineStoreOp.of(op);
      MemRefValue m = ex.getMemRef(s.memref());
      long[] idx = eval(op, ex, s.mapAttr(), s.indices());
      MemRefAllocator.checkIndices(ex, m, idx, op);
      ex.heap().write(m, idx, ex.get(s.value()), op);
    });
  }

  /** The results of {@code map} on index {@code operands} (its dims, then its symbols). */
  private static long[] eval(Operation op, Execution ex, AffineMapAttr map, List<Value> operands) {
    return eval(op, ex, map.getValue(), operands);
  }

  private static long[] eval(Operation op, Execution ex, AffineMap map, List<Value> operands) {
    long[] dims = new long[map.getNumDims()];
    long[] symbols = new long[map.getNumSymbols()];
    for (int i = 0; i < operands.size(); i++) {
      long v = ex.getInt(operands.get(i));
      if (i < dims.length) {
        dims[i] = v;
      } else {
        symbols[i - dims.length] = v;
      }
    }
    try {
      return AffineScalars.eval(map, dims, symbols);
    } catch (ArithmeticException e) {
      throw ex.error(Kind.UNDEFINED_BEHAVIOR, op, op.getName() + " " + e.getMessage());
    }
  }

  /** The basis: static entries, dynamic ones (ShapedType.DYNAMIC) from the operands. */
  private static long[] basis(Operation op, Execution ex, long[] statics, List<Value> dynamic) {
    long[] b = statics.clone();
    int k = 0;
    for (int i = 0; i < b.length; i++) {
      if (b[i] == jopt.ir.type.ShapedType.DYNAMIC) {
        b[i] = ex.getInt(dynamic.get(k++));
      }
      if (b[i] < 1) {
        throw ex.error(Kind.UNDEFINED_BEHAVIOR, op, op.getName() + " with basis element " + b[i]);
      }
    }
    return b;
  }

  private static void delinearize(Operation op, Execution ex) {
    AffineDelinearizeIndexOp d = AffineDelinearizeIndexOp.of(op);
    long[] b = basis(op, ex, d.staticBasis(), d.dynamicBasis());
    int n = op.getNumResults();
    long rest = ex.getInt(d.linearIndex());
    long[] out = new long[n];
    // Results beyond the first take the basis' last n - 1 elements; the first is what remains.
    for (int i = n - 1; i >= 1; i--) {
      long bi = b[b.length - (n - i)];
      out[i] = Math.floorMod(rest, bi);
      rest = Math.floorDiv(rest, bi);
    }
    out[0] = rest;
    for (int i = 0; i < n; i++) {
      ex.setInt(op.getResult(i), out[i]);
    }
  }

  private static void linearize(Operation op, Execution ex) {
    AffineLinearizeIndexOp l = AffineLinearizeIndexOp.of(op);
    long[] b = basis(op, ex, l.staticBasis(), l.dynamicBasis());
    List<Value> idx = l.multiIndex();
    long v = 0;
    long stride = 1;
    for (int i = idx.size() - 1; i >= 0; i--) {
      v += ex.getInt(idx.get(i)) * stride;
      if (i > 0) {
        stride *= b[b.length - (idx.size() - i)];
      }
    }
    ex.setInt(op.getResult(0), v);
  }

  private static void forOp(Operation op, Execution ex) {
    AffineForOp f = AffineForOp.of(op);
    long lb = Arrays.stream(eval(op, ex, f.lowerBoundMap(), f.lowerBoundOperands())).max().getAsLong();
    long ub = Arrays.stream(eval(op, ex, f.upperBoundMap(), f.upperBoundOperands())).min().getAsLong();
    long step = f.step();
    List<Object> iter = ex.getAll(f.inits());
    Region body = f.region();
    for (long iv = lb; iv < ub; iv += step) {
      List<Object> args = new ArrayList<>(iter.size() + 1);
      args.add(iv);
      args.addAll(iter);
      iter = ex.runRegion(body, args);
      if (iv > Long.MAX_VALUE - step) {
        break;
      }
    }
    ex.setAll(op.getResults(), iter);
  }

  private static void ifOp(Operation op, Execution ex) {
    AffineIfOp a = AffineIfOp.of(op);
    IntegerSet set = a.conditionAttr().getValue();
    long[] dims = new long[set.numDims()];
    long[] symbols = new long[set.numSymbols()];
    List<Value> operands = a.operands();
    for (int i = 0; i < operands.size(); i++) {
      long v = ex.getInt(operands.get(i));
      if (i < dims.length) {
        dims[i] = v;
      } else {
        symbols[i - dims.length] = v;
      }
    }
    boolean holds = true;
    try {
      for (int i = 0; i < set.getNumConstraints() && holds; i++) {
        long v = AffineScalars.eval(set.getConstraint(i), dims, symbols);
        holds = set.isEq(i) ? v == 0 : v >= 0;
      }
    } catch (ArithmeticException e) {
      throw ex.error(Kind.UNDEFINED_BEHAVIOR, op, "affine.if " + e.getMessage());
    }
    Region region = holds ? a.thenRegion() : a.elseRegion();
    if (region.isEmpty()) {
      return;
    }
    ex.setAll(op.getResults(), ex.runRegion(region, List.of()));
  }

  /** affine.parallel without reductions: its iterations in lexicographic order. */
  private static void parallel(Operation op, Execution ex) {
    AffineParallelOp p = AffineParallelOp.of(op);
    if (op.getNumResults() > 0) {
      throw ex.error(Kind.UNSUPPORTED, op, "affine.parallel with reductions is not supported");
    }
    long[] lbs = groups(op, ex, p.lowerBoundsMap(), p.mapOperands(), p.lowerBoundsGroupsAttr(), true);
    long[] ubs = groups(op, ex, p.upperBoundsMap(), p.mapOperands(), p.upperBoundsGroupsAttr(), false);
    ArrayAttr stepsAttr = p.stepsAttr();
    long[] steps = new long[lbs.length];
    for (int i = 0; i < steps.length; i++) {
      steps[i] = ((jopt.ir.attr.IntegerAttr) stepsAttr.get(i)).getValue();
    }
    ScfSemantics.lexicographic(lbs, ubs, steps, ivs -> ex.runRegion(p.region(), ivs));
  }

  /**
   * The bound of each dimension of an affine.parallel: the maximum (lower bounds) or minimum
   * (upper bounds) of its group of the map's results.
   */
  private static long[] groups(Operation op, Execution ex, AffineMap map, List<Value> operands,
      jopt.ir.Attribute groupsAttr, boolean max) {
    // The map's operands: the lower bound maps take the first ones, but both maps are over all
    // of mapOperands (dims then symbols) sliced by their own counts.
    long[] all = evalPrefix(op, ex, map, operands, max);
    long[] sizes = ((jopt.ir.attr.DenseElementsAttr) groupsAttr).asLongs();
    long[] r = new long[sizes.length];
    int k = 0;
    for (int i = 0; i < sizes.length; i++) {
      long v = all[k];
      for (int j = 1; j < sizes[i]; j++) {
        v = max ? Math.max(v, all[k + j]) : Math.min(v, all[k + j]);
      }
      r[i] = v;
      k += sizes[i];
    }
    return r;
  }

  private static long[] evalPrefix(Operation op, Execution ex, AffineMap map, List<Value> operands,
      boolean lower) {
    int n = map.getNumDims() + map.getNumSymbols();
    List<Value> mine = lower ? operands.subList(0, n) : operands.subList(operands.size() - n, operands.size());
    return eval(op, ex, map, mine);
  }
}
