package jopt.interpreter.semantics;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.vector.CompressStoreOp;
import jopt.dialects.vector.ExpandLoadOp;
import jopt.dialects.vector.GatherOp;
import jopt.dialects.vector.LoadOp;
import jopt.dialects.vector.MaskedLoadOp;
import jopt.dialects.vector.MaskedStoreOp;
import jopt.dialects.vector.ScatterOp;
import jopt.dialects.vector.StoreOp;
import jopt.dialects.vector.TransferReadOp;
import jopt.dialects.vector.TransferWriteOp;
import jopt.dialects.vector.TypeCastOp;
import jopt.interpreter.runtime.MemRefAllocator;
import jopt.interpreter.runtime.MemRefValue;
import jopt.interpreter.runtime.RuntimeError.Kind;
import jopt.interpreter.runtime.VectorValue;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.affine.AffineDimExpr;
import jopt.ir.affine.AffineExpr;
import jopt.ir.affine.AffineMap;
import jopt.ir.attr.AffineMapAttr;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.BoolAttr;
import jopt.ir.type.VectorType;

/**
 * The vector dialect's memory ops on buffers, element by element through the instrumented
 * heap (so a vector read or write is checked like scalar ones): transfer_read and
 * transfer_write (permutation maps with broadcast dimensions, masks, padding of the elements
 * outside a transfer dimension that is not in bounds), load and store, maskedload and
 * maskedstore, gather and scatter (the index vector offsets the innermost dimension, in
 * linear address order), expandload and compressstore. Masked-off lanes are not accessed. An
 * access outside a dimension the op does not pad is a fault, as MLIR leaves it undefined.
 */
final class VectorMemorySemantics {
  private VectorMemorySemantics() {}

  /**
   * vector.type_cast: the contiguous buffer viewed with the result's static shape and vector
   * element type (memref<5x4xf32> as memref<vector<5x4xf32>>, memref<vector<5x4xf32>> as
   * memref<5xvector<4xf32>>), over the same bytes and logical buffer (a view, not a root).
   */
  private static void typeCast(Operation op, Execution ex) {
    MemRefValue m = ex.getMemRef(op.getOperand(0));
    jopt.ir.type.MemRefType rt = (jopt.ir.type.MemRefType) op.getResult(0).getType();
    ex.elementSize(rt.getElementType(), op);
    long expect = 1;
    for (int d = m.sizes.length - 1; d >= 0; d--) {
      if (m.sizes[d] != 1 && m.strides[d] != expect) {
        throw ex.error(Kind.UNSUPPORTED, op, "vector.type_cast of a non-contiguous memref");
      }
      expect *= m.sizes[d];
    }
    long[] sizes = rt.getShape();
    long[] strides = new long[sizes.length];
    long stride = 1;
    for (int d = sizes.length - 1; d >= 0; d--) {
      strides[d] = stride;
      stride *= sizes[d];
    }
    ex.set(op.getResult(0), m.view(m.base + m.offset * m.elemBytes, 0, sizes, strides,
        rt.getElementType(), m.logical));
  }

  static void register(SemanticsRegistry r) {
    r.register(TransferReadOp.SPEC, VectorMemorySemantics::transferRead);
    r.register(TypeCastOp.SPEC, VectorMemorySemantics::typeCast);
    r.register(TransferWriteOp.SPEC, VectorMemorySemantics::transferWrite);
    r.register(LoadOp.SPEC, (op, ex) -> load(op, ex, null, null));
    r.register(StoreOp.SPEC, (op, ex) -> store(op, ex, 1, op.getNumOperands(), null,
        VectorSemantics.vector(ex, op.getOperand(0))));
    r.register(MaskedLoadOp.SPEC, (op, ex) -> {
      int n = op.getNumOperands();
      load(op, ex, VectorSemantics.vector(ex, op.getOperand(n - 2)),
          VectorSemantics.vector(ex, op.getOperand(n - 1)));
    });
    r.register(MaskedStoreOp.SPEC, (op, ex) -> {
      int n = op.getNumOperands();
      store(op, ex, 0, n - 2, VectorSemantics.vector(ex, op.getOperand(n - 2)),
          VectorSemantics.vector(ex, op.getOperand(n - 1)));
    });
    r.register(GatherOp.SPEC, VectorMemorySemantics::gather);
    r.register(ScatterOp.SPEC, VectorMemorySemantics::scatter);
    r.register(ExpandLoadOp.SPEC, VectorMemorySemantics::expandLoad);
    r.register(CompressStoreOp.SPEC, VectorMemorySemantics::compressStore);
  }

  static boolean isTrue(Object maskElement) {
    return (Long) maskElement != 0;
  }

  private static MemRefValue memref(Execution ex, Operation op, Value v) {
    if (!(ex.get(v) instanceof MemRefValue m)) {
      throw ex.error(Kind.UNSUPPORTED, op, op.getName() + " on " + v.getType()
          + " (the interpreter runs vector memory ops on buffers)");
    }
    return m;
  }

  private static Object read(Execution ex, MemRefValue m, long[] idx, Operation op) {
    MemRefAllocator.checkIndices(ex, m, idx, op);
    return ex.heap().read(m, idx, op, false);
  }

  private static void write(Execution ex, MemRefValue m, long[] idx, Object v, Operation op) {
    MemRefAllocator.checkIndices(ex, m, idx, op);
    ex.heap().write(m, idx, v, op);
  }

  // ---- transfers

  /** A transfer op's permutation map, in_bounds flags and mask layout. */
  private record Transfer(AffineMap map, boolean[] inBounds, int[] maskDims) {
    static Transfer of(Operation op) {
      AffineMap map = ((AffineMapAttr) op.getAttr("permutation_map")).getValue();
      List<AffineExpr> results = map.getResults();
      boolean[] inBounds = new boolean[results.size()];
      if (op.getAttr("in_bounds") instanceof ArrayAttr a) {
        for (int j = 0; j < inBounds.length && j < a.size(); j++) {
          inBounds[j] = a.get(j) instanceof BoolAttr b && b.value();
        }
      }
      // The mask's dimensions are the transferred (not broadcast) vector dimensions, in the
      // order of the memref dimensions they read (MLIR's inferTransferOpMaskType).
      List<int[]> pairs = new ArrayList<>();
      for (int j = 0; j < results.size(); j++) {
        if (results.get(j) instanceof AffineDimExpr d) {
          pairs.add(new int[] {d.getPosition(), j});
        }
      }
      pairs.sort((x, y) -> Integer.compare(x[0], y[0]));
      int[] maskDims = new int[pairs.size()];
      for (int k = 0; k < maskDims.length; k++) {
        maskDims[k] = pairs.get(k)[1];
      }
      return new Transfer(map, inBounds, maskDims);
    }

    /**
     * The memref index of vector element {@code v} from {@code base}, or null when a transfer
     * dimension that is not in bounds falls outside the memref (the element is padding, or not
     * written).
     */
    long[] index(long[] base, long[] v, MemRefValue m) {
      long[] idx = base.clone();
      boolean outside = false;
      for (int j = 0; j < v.length; j++) {
        if (map.getResult(j) instanceof AffineDimExpr d) {
          int dim = d.getPosition();
          idx[dim] += v[j];
          outside |= !inBounds[j] && (idx[dim] < 0 || idx[dim] >= m.sizes[dim]);
        }
      }
      return outside ? null : idx;
    }

    /** Whether element {@code v} is masked off by {@code mask} (null: no mask). */
    boolean maskedOff(VectorValue mask, long[] v) {
      if (mask == null) {
        return false;
      }
      long[] midx = new long[maskDims.length];
      for (int k = 0; k < midx.length; k++) {
        midx[k] = v[maskDims[k]];
      }
      return !isTrue(mask.get(VectorValue.linearize(midx, mask.shape())));
    }
  }

  private static void transferRead(Operation op, Execution ex) {
    MemRefValue m = memref(ex, op, op.getOperand(0));
    int rank = m.rank();
    long[] base = MemRefSemantics.indices(ex, op.getOperands(1, 1 + rank));
    Object padding = ex.get(op.getOperand(1 + rank));
    VectorValue mask = op.getNumOperands() > 2 + rank
        ? VectorSemantics.vector(ex, op.getOperand(2 + rank)) : null;
    VectorType t = VectorSemantics.type(op.getResult(0), op, ex);
    Transfer tr = Transfer.of(op);
    long[] shape = t.getShape();
    long[] v = new long[shape.length];
    Object[] out = new Object[VectorValue.count(shape)];
    for (int i = 0; i < out.length; i++) {
      VectorValue.delinearize(i, shape, v);
      long[] idx = tr.maskedOff(mask, v) ? null : tr.index(base, v, m);
      out[i] = idx == null ? padding : read(ex, m, idx, op);
    }
    ex.set(op.getResult(0), VectorValue.of(t, out));
  }

  private static void transferWrite(Operation op, Execution ex) {
    VectorValue value = VectorSemantics.vector(ex, op.getOperand(0));
    MemRefValue m = memref(ex, op, op.getOperand(1));
    int rank = m.rank();
    long[] base = MemRefSemantics.indices(ex, op.getOperands(2, 2 + rank));
    VectorValue mask = op.getNumOperands() > 2 + rank
        ? VectorSemantics.vector(ex, op.getOperand(2 + rank)) : null;
    Transfer tr = Transfer.of(op);
    long[] shape = value.shape();
    long[] v = new long[shape.length];
    for (int i = 0; i < value.size(); i++) {
      VectorValue.delinearize(i, shape, v);
      long[] idx = tr.maskedOff(mask, v) ? null : tr.index(base, v, m);
      if (idx != null) {
        write(ex, m, idx, value.get(i), op);
      }
    }
  }

  // ---- load, store and their masked forms: the vector covers the trailing dimensions

  /** The memref index of vector element {@code v} (trailing dimensions offset by it). */
  private static long[] trailing(long[] base, long[] v) {
    long[] idx = base.clone();
    for (int j = 0; j < v.length; j++) {
      idx[base.length - v.length + j] += v[j];
    }
    return idx;
  }

  /** vector.load (mask null) and vector.maskedload. */
  private static void load(Operation op, Execution ex, VectorValue mask, VectorValue passThru) {
    MemRefValue m = memref(ex, op, op.getOperand(0));
    long[] base = MemRefSemantics.indices(ex, op.getOperands(1, 1 + m.rank()));
    loadAt(op, ex, m, base, mask, passThru);
  }

  /** vector.load's semantics at {@code base} of memref operand 0 (also affine.vector_load). */
  static void loadAt(Operation op, Execution ex, long[] base, VectorValue mask, VectorValue passThru) {
    loadAt(op, ex, memref(ex, op, op.getOperand(0)), base, mask, passThru);
  }

  private static void loadAt(Operation op, Execution ex, MemRefValue m, long[] base,
      VectorValue mask, VectorValue passThru) {
    VectorType t = VectorSemantics.type(op.getResult(0), op, ex);
    long[] shape = t.getShape();
    long[] v = new long[shape.length];
    Object[] out = new Object[VectorValue.count(shape)];
    for (int i = 0; i < out.length; i++) {
      VectorValue.delinearize(i, shape, v);
      out[i] = mask != null && !isTrue(mask.get(i)) ? passThru.get(i)
          : read(ex, m, trailing(base, v), op);
    }
    ex.set(op.getResult(0), VectorValue.of(t, out));
  }

  /** vector.store (mask null) and vector.maskedstore; the base is operand {@code baseAt}. */
  private static void store(Operation op, Execution ex, int baseAt, int indicesEnd,
      VectorValue mask, VectorValue value) {
    MemRefValue m = memref(ex, op, op.getOperand(baseAt));
    long[] base = MemRefSemantics.indices(ex, op.getOperands(baseAt + 1, indicesEnd));
    storeAt(op, ex, m, base, mask, value);
  }

  /** vector.store's semantics at {@code base} of memref operand {@code baseAt} (affine.vector_store). */
  static void storeAt(Operation op, Execution ex, int baseAt, long[] base, VectorValue value) {
    storeAt(op, ex, memref(ex, op, op.getOperand(baseAt)), base, null, value);
  }

  private static void storeAt(Operation op, Execution ex, MemRefValue m, long[] base,
      VectorValue mask, VectorValue value) {
    long[] shape = value.shape();
    long[] v = new long[shape.length];
    for (int i = 0; i < value.size(); i++) {
      VectorValue.delinearize(i, shape, v);
      if (mask == null || isTrue(mask.get(i))) {
        write(ex, m, trailing(base, v), value.get(i), op);
      }
    }
  }

  // ---- gather, scatter, expandload and compressstore

  /**
   * The memref index {@code offsets} with its innermost entry moved by {@code delta}: gather and
   * scatter address memory linearly, so the entry may pass the end of its dimension (the heap
   * still checks the element lies in the allocation).
   */
  private static long[] moved(long[] offsets, long delta) {
    long[] idx = offsets.clone();
    idx[idx.length - 1] += delta;
    return idx;
  }

  private static void gather(Operation op, Execution ex) {
    int n = op.getNumOperands();
    MemRefValue m = memref(ex, op, op.getOperand(0));
    long[] offsets = MemRefSemantics.indices(ex, op.getOperands(1, n - 3));
    VectorValue indices = VectorSemantics.vector(ex, op.getOperand(n - 3));
    VectorValue mask = VectorSemantics.vector(ex, op.getOperand(n - 2));
    VectorValue pass = VectorSemantics.vector(ex, op.getOperand(n - 1));
    Object[] out = new Object[pass.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = isTrue(mask.get(i))
          ? ex.heap().read(m, moved(offsets, (Long) indices.get(i)), op, false) : pass.get(i);
    }
    ex.set(op.getResult(0), VectorValue.of(VectorSemantics.type(op.getResult(0), op, ex), out));
  }

  private static void scatter(Operation op, Execution ex) {
    int n = op.getNumOperands();
    MemRefValue m = memref(ex, op, op.getOperand(0));
    long[] offsets = MemRefSemantics.indices(ex, op.getOperands(1, n - 3));
    VectorValue indices = VectorSemantics.vector(ex, op.getOperand(n - 3));
    VectorValue mask = VectorSemantics.vector(ex, op.getOperand(n - 2));
    VectorValue value = VectorSemantics.vector(ex, op.getOperand(n - 1));
    for (int i = 0; i < value.size(); i++) {
      if (isTrue(mask.get(i))) {
        ex.heap().write(m, moved(offsets, (Long) indices.get(i)), value.get(i), op);
      }
    }
  }

  private static void expandLoad(Operation op, Execution ex) {
    int n = op.getNumOperands();
    MemRefValue m = memref(ex, op, op.getOperand(0));
    long[] base = MemRefSemantics.indices(ex, op.getOperands(1, n - 2));
    VectorValue mask = VectorSemantics.vector(ex, op.getOperand(n - 2));
    VectorValue pass = VectorSemantics.vector(ex, op.getOperand(n - 1));
    Object[] out = new Object[pass.size()];
    long next = 0;
    for (int i = 0; i < out.length; i++) {
      out[i] = isTrue(mask.get(i)) ? read(ex, m, moved(base, next++), op) : pass.get(i);
    }
    ex.set(op.getResult(0), VectorValue.of(VectorSemantics.type(op.getResult(0), op, ex), out));
  }

  private static void compressStore(Operation op, Execution ex) {
    int n = op.getNumOperands();
    MemRefValue m = memref(ex, op, op.getOperand(0));
    long[] base = MemRefSemantics.indices(ex, op.getOperands(1, n - 2));
    VectorValue mask = VectorSemantics.vector(ex, op.getOperand(n - 2));
    VectorValue value = VectorSemantics.vector(ex, op.getOperand(n - 1));
    long next = 0;
    for (int i = 0; i < value.size(); i++) {
      if (isTrue(mask.get(i))) {
        write(ex, m, moved(base, next++), value.get(i), op);
      }
    }
  }
}
