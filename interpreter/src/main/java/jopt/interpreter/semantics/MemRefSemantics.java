package jopt.interpreter.semantics;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.memref.AllocOp;
import jopt.dialects.memref.AllocaOp;
import jopt.dialects.memref.AssumeAlignmentOp;
import jopt.dialects.memref.Attrs;
import jopt.dialects.memref.CastOp;
import jopt.dialects.memref.CollapseShapeOp;
import jopt.dialects.memref.CopyOp;
import jopt.dialects.memref.DeallocOp;
import jopt.dialects.memref.DimOp;
import jopt.dialects.memref.ExpandShapeOp;
import jopt.dialects.memref.ExtractAlignedPointerAsIndexOp;
import jopt.dialects.memref.ExtractStridedMetadataOp;
import jopt.dialects.memref.GetGlobalOp;
import jopt.dialects.memref.LoadOp;
import jopt.dialects.memref.MemorySpaceCastOp;
import jopt.dialects.memref.MixedIndices;
import jopt.dialects.memref.RankOp;
import jopt.dialects.memref.ReallocOp;
import jopt.dialects.memref.ReinterpretCastOp;
import jopt.dialects.memref.ReshapeOp;
import jopt.dialects.memref.StoreOp;
import jopt.dialects.memref.SubViewOp;
import jopt.dialects.memref.TransposeOp;
import jopt.dialects.memref.ViewOp;
import jopt.interpreter.runtime.Allocation;
import jopt.interpreter.runtime.MemRefAllocator;
import jopt.interpreter.runtime.MemRefGlobals;
import jopt.interpreter.runtime.MemRefValue;
import jopt.interpreter.runtime.RuntimeError.Kind;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.ods.format.DynamicIndexList;
import jopt.ir.type.MemRefType;
import jopt.ir.type.ShapedType;

/** memref: allocation, access, copies and every view op, all checked by the heap. */
final class MemRefSemantics {
  private MemRefSemantics() {}

  static void register(SemanticsRegistry r) {
    r.register(AllocOp.SPEC, (op, ex) -> alloc(op, ex, Allocation.Kind.HEAP));
    r.register(AllocaOp.SPEC, (op, ex) -> alloc(op, ex, Allocation.Kind.STACK));
    r.register(DeallocOp.SPEC, (op, ex) -> ex.heap().free(ex.getMemRef(op.getOperand(0)), op));
    r.register(ReallocOp.SPEC, MemRefSemantics::realloc);
    r.register(LoadOp.SPEC, MemRefSemantics::load);
    r.register(StoreOp.SPEC, MemRefSemantics::store);
    r.register(CopyOp.SPEC, (op, ex) -> copy(ex, ex.getMemRef(op.getOperand(0)),
        ex.getMemRef(op.getOperand(1)), op));
    r.register(ViewOp.SPEC, MemRefSemantics::view);
    r.register(SubViewOp.SPEC, MemRefSemantics::subview);
    r.register(CastOp.SPEC, MemRefSemantics::cast);
    r.register(MemorySpaceCastOp.SPEC, MemRefSemantics::cast);
    r.register(ReinterpretCastOp.SPEC, MemRefSemantics::reinterpretCast);
    r.register(ReshapeOp.SPEC, MemRefSemantics::reshape);
    r.register(ExpandShapeOp.SPEC, MemRefSemantics::expandShape);
    r.register(CollapseShapeOp.SPEC, MemRefSemantics::collapseShape);
    r.register(TransposeOp.SPEC, MemRefSemantics::transpose);
    r.register(DimOp.SPEC, MemRefSemantics::dim);
    r.register(RankOp.SPEC, (op, ex) -> ex.setInt(op.getResult(0), ex.getMemRef(op.getOperand(0)).sizes.length));
    r.register(ExtractAlignedPointerAsIndexOp.SPEC, (op, ex) -> {
      MemRefValue m = ex.getMemRef(op.getOperand(0));
      ex.setInt(op.getResult(0), m.alloc.address() + m.base);
    });
    r.register(ExtractStridedMetadataOp.SPEC, MemRefSemantics::extractStridedMetadata);
    r.register(AssumeAlignmentOp.SPEC, (op, ex) -> {
      if (op.getNumResults() > 0) {
        ex.set(op.getResult(0), ex.get(op.getOperand(0)));
      }
    });
    r.register(GetGlobalOp.SPEC, MemRefSemantics::getGlobal);
  }

  static List<Long> ints(Execution ex, List<Value> values) {
    List<Long> r = new ArrayList<>(values.size());
    for (Value v : values) {
      r.add(ex.getInt(v));
    }
    return r;
  }

  static long[] indices(Execution ex, List<Value> values) {
    long[] r = new long[values.size()];
    for (int i = 0; i < r.length; i++) {
      r[i] = ex.getInt(values.get(i));
    }
    return r;
  }

  private static long alignment(Operation op) {
    return op.getAttr("alignment") instanceof IntegerAttr a ? a.getValue() : 0;
  }

  private static void alloc(Operation op, Execution ex, Allocation.Kind kind) {
    MemRefType t = (MemRefType) op.getResult(0).getType();
    int numDynamic = 0;
    for (long s : t.getShape()) {
      numDynamic += s == ShapedType.DYNAMIC ? 1 : 0;
    }
    long[] sizes = MemRefAllocator.sizes(t, ints(ex, op.getOperands(0, numDynamic)), op, ex);
    MemRefValue m = MemRefAllocator.allocate(ex, kind, t, sizes, alignment(op), op);
    if (kind == Allocation.Kind.STACK) {
      ex.pushStack(m.alloc);
    }
    ex.set(op.getResult(0), m);
  }

  private static void realloc(Operation op, Execution ex) {
    MemRefValue src = ex.getMemRef(op.getOperand(0));
    MemRefType t = (MemRefType) op.getResult(0).getType();
    List<Long> dyn = ints(ex, op.getOperands(1, op.getNumOperands()));
    long[] sizes = MemRefAllocator.sizes(t, dyn, op, ex);
    if (!src.root) {
      throw ex.heap().error(Kind.INVALID_FREE, op, "realloc of a view: the operand points into "
          + src.alloc.describe() + " but is not the allocation itself").build();
    }
    ex.heap().access(src.alloc, op, "realloc");
    MemRefValue m = MemRefAllocator.allocate(ex, Allocation.Kind.HEAP, t, sizes, alignment(op), op);
    ex.heap().freeAllocation(src.alloc, op, "reallocated");
    ex.heap().copyBytes(src.alloc, m.alloc, Math.min(src.alloc.size(), m.alloc.size()));
    ex.set(op.getResult(0), m);
  }

  private static void load(Operation op, Execution ex) {
    MemRefValue m = ex.getMemRef(op.getOperand(0));
    long[] idx = indices(ex, op.getOperands(1, op.getNumOperands()));
    MemRefAllocator.checkIndices(ex, m, idx, op);
    ex.set(op.getResult(0), ex.heap().read(m, idx, op, false));
  }

  private static void store(Operation op, Execution ex) {
    Object v = ex.get(op.getOperand(0));
    MemRefValue m = ex.getMemRef(op.getOperand(1));
    long[] idx = indices(ex, op.getOperands(2, op.getNumOperands()));
    MemRefAllocator.checkIndices(ex, m, idx, op);
    ex.heap().write(m, idx, v, op);
  }

  /** Element-wise copy; bytes never written stay uninitialized in the target. */
  static void copy(Execution ex, MemRefValue src, MemRefValue dst, Operation op) {
    checkSameShape(ex, src, dst, op);
    ex.heap().access(src.alloc, op, "read");
    ex.heap().access(dst.alloc, op, "write");
    if (ex.heap().copy(src, dst)) {
      return;
    }
    MemRefAllocator.forEachIndex(src.sizes, idx -> ex.heap().write(dst, idx,
        ex.heap().read(src, idx, op, true), op));
  }

  static void checkSameShape(Execution ex, MemRefValue a, MemRefValue b, Operation op) {
    if (!java.util.Arrays.equals(a.sizes, b.sizes)) {
      throw ex.error(Kind.UNDEFINED_BEHAVIOR, op, "shapes differ at runtime: "
          + java.util.Arrays.toString(a.sizes) + " vs " + java.util.Arrays.toString(b.sizes));
    }
  }

  private static void view(Operation op, Execution ex) {
    MemRefValue src = ex.getMemRef(op.getOperand(0));
    long shift = ex.getInt(op.getOperand(1));
    MemRefType t = (MemRefType) op.getResult(0).getType();
    long[] sizes = MemRefAllocator.sizes(t, ints(ex, op.getOperands(2, op.getNumOperands())), op, ex);
    long[] strides = MemRefAllocator.identityStrides(sizes);
    long base = src.base + src.offset * src.elemBytes + shift;
    int elemBytes = ex.elementSize(t.getElementType(), op);
    long end = base + MemRefAllocator.extent(sizes, strides) * elemBytes;
    long srcEnd = src.base + (src.offset + MemRefAllocator.extent(src.sizes, src.strides)) * src.elemBytes;
    if (shift < 0 || end > srcEnd) {
      throw ex.heap().error(Kind.OUT_OF_BOUNDS, op, "view of bytes [" + base + ", " + end
          + ") outside its source, bytes [" + (src.base + src.offset * src.elemBytes) + ", "
          + srcEnd + ") of " + src.alloc.describe()).build();
    }
    ex.set(op.getResult(0), src.view(base, 0, sizes, strides, t.getElementType(),
        ex.heap().viewBuffer(op, src.logical)));
  }

  /** The mixed static/dynamic list {@code attr} with dynamic entries from operand segment {@code seg}. */
  static long[] mixed(Execution ex, Operation op, String attr, int seg) {
    long[] statics = DynamicIndexList.staticValues(op, attr).clone();
    List<Value> dyn = MixedIndices.segment(op, seg);
    int k = 0;
    for (int i = 0; i < statics.length; i++) {
      if (statics[i] == ShapedType.DYNAMIC) {
        statics[i] = ex.getInt(dyn.get(k++));
      }
    }
    return statics;
  }

  private static void subview(Operation op, Execution ex) {
    MemRefValue src = ex.getMemRef(op.getOperand(0));
    long[] offsets = mixed(ex, op, "static_offsets", 1);
    long[] sizes = mixed(ex, op, "static_sizes", 2);
    long[] strides = mixed(ex, op, "static_strides", 3);
    long offset = src.offset;
    long[] newStrides = new long[sizes.length];
    for (int d = 0; d < sizes.length; d++) {
      if (offsets[d] < 0 || sizes[d] < 0
          || (sizes[d] > 0 && offsets[d] + (sizes[d] - 1) * strides[d] >= src.sizes[d])) {
        throw ex.heap().error(Kind.OUT_OF_BOUNDS, op, "subview out of bounds in dimension " + d
            + ": offset " + offsets[d] + ", size " + sizes[d] + ", stride " + strides[d]
            + " in a dimension of size " + src.sizes[d]).build();
      }
      offset += offsets[d] * src.strides[d];
      newStrides[d] = strides[d] * src.strides[d];
    }
    MemRefType t = (MemRefType) op.getResult(0).getType();
    long[][] reduced = dropUnitDims(sizes, newStrides, t.getShape(),
        sizes.length == t.getRank() ? null : SubViewOp.of(op).droppedDims());
    ex.set(op.getResult(0), src.withLayout(offset, reduced[0], reduced[1]));
  }

  /**
   * Rank reduction: drops the dims {@code dropped} names (the op's, from its layouts), or where
   * the layouts cannot tell, size-1 dimensions from the front.
   */
  private static long[][] dropUnitDims(long[] sizes, long[] strides, long[] resultShape,
      boolean[] dropped) {
    int n = sizes.length;
    int r = resultShape.length;
    if (n == r) {
      return new long[][] {sizes, strides};
    }
    long[] s = new long[r];
    long[] st = new long[r];
    int k = 0;
    for (int d = 0; d < n && k < r; d++) {
      // A unit dimension is dropped while enough source dimensions remain for the result.
      if (dropped != null ? dropped[d] : sizes[d] == 1 && n - d - 1 >= r - k) {
        continue;
      }
      s[k] = sizes[d];
      st[k] = strides[d];
      k++;
    }
    return new long[][] {s, st};
  }

  private static void cast(Operation op, Execution ex) {
    MemRefValue src = ex.getMemRef(op.getOperand(0));
    Type t = op.getResult(0).getType();
    if (t instanceof MemRefType mt) {
      long[] shape = mt.getShape();
      if (shape.length != src.sizes.length) {
        throw ex.error(Kind.UNDEFINED_BEHAVIOR, op, "cast to " + t + " of a memref of rank "
            + src.sizes.length);
      }
      for (int d = 0; d < shape.length; d++) {
        if (shape[d] != ShapedType.DYNAMIC && shape[d] != src.sizes[d]) {
          ex.undefinedBehavior(op, "cast to " + t + " of a memref whose dimension " + d
              + " has size " + src.sizes[d]);
          break;
        }
      }
    }
    ex.set(op.getResult(0), src.castTo(src.elementType));
  }

  private static void reinterpretCast(Operation op, Execution ex) {
    MemRefValue src = ex.getMemRef(op.getOperand(0));
    long[] offsets = mixed(ex, op, "static_offsets", 1);
    long[] sizes = mixed(ex, op, "static_sizes", 2);
    long[] strides = mixed(ex, op, "static_strides", 3);
    ex.set(op.getResult(0), src.reinterpreted(offsets[0], sizes, strides));
  }

  private static void reshape(Operation op, Execution ex) {
    MemRefValue src = ex.getMemRef(op.getOperand(0));
    MemRefValue shape = ex.getMemRef(op.getOperand(1));
    long[] sizes = new long[(int) shape.sizes[0]];
    for (int i = 0; i < sizes.length; i++) {
      sizes[i] = (Long) ex.heap().read(shape, new long[] {i}, op, false);
    }
    for (long s : sizes) {
      if (s < 0) {
        throw ex.error(Kind.UNDEFINED_BEHAVIOR, op, "reshape to negative size " + s);
      }
    }
    // Counted as numElements counts: a product past 63 bits matches no memref's.
    long n = MemRefValue.count(sizes);
    if (n == Long.MAX_VALUE) {
      throw ex.error(Kind.UNDEFINED_BEHAVIOR, op, "reshape to sizes whose product does not fit "
          + "in 63 bits: " + java.util.Arrays.toString(sizes));
    }
    if (n != src.numElements()) {
      throw ex.error(Kind.UNDEFINED_BEHAVIOR, op, "reshape to " + n + " elements of a memref of "
          + src.numElements());
    }
    ex.set(op.getResult(0), src.withLayout(src.offset, sizes, MemRefAllocator.identityStrides(sizes)));
  }

  private static void expandShape(Operation op, Execution ex) {
    MemRefValue src = ex.getMemRef(op.getOperand(0));
    List<long[]> groups = ArrayAttr.indexLists(op.getAttr("reassociation"));
    long[] out = DynamicIndexList.staticValues(op, "static_output_shape").clone();
    if (out.length == 0) {
      out = ((MemRefType) op.getResult(0).getType()).getShape().clone();
    }
    int k = 1;
    for (int i = 0; i < out.length; i++) {
      if (out[i] == ShapedType.DYNAMIC && k < op.getNumOperands()) {
        out[i] = ex.getInt(op.getOperand(k++));
      }
    }
    long[] strides = new long[out.length];
    for (int g = 0; g < groups.size(); g++) {
      long[] dims = groups.get(g);
      long known = 1;
      int unknown = -1;
      for (long d : dims) {
        if (out[(int) d] == ShapedType.DYNAMIC) {
          unknown = (int) d;
        } else {
          known *= out[(int) d];
        }
      }
      if (unknown >= 0) {
        out[unknown] = known == 0 ? 0 : src.sizes[g] / known;
      }
      long product = 1;
      for (long d : dims) {
        product = Math.multiplyHigh(product, out[(int) d]) != 0 ? -1 : product * out[(int) d];
      }
      if (product != src.sizes[g]) {
        long[] groupSizes = new long[dims.length];
        for (int j = 0; j < dims.length; j++) {
          groupSizes[j] = out[(int) dims[j]];
        }
        ex.undefinedBehavior(op, "expand_shape of dimension " + g + " of size " + src.sizes[g]
            + " into sizes " + java.util.Arrays.toString(groupSizes));
      }
      long stride = src.strides[g];
      for (int j = dims.length - 1; j >= 0; j--) {
        strides[(int) dims[j]] = stride;
        stride *= out[(int) dims[j]];
      }
    }
    ex.set(op.getResult(0), src.withLayout(src.offset, out, strides));
  }

  private static void collapseShape(Operation op, Execution ex) {
    MemRefValue src = ex.getMemRef(op.getOperand(0));
    List<long[]> groups = ArrayAttr.indexLists(op.getAttr("reassociation"));
    long[] sizes = new long[groups.size()];
    long[] strides = new long[groups.size()];
    for (int g = 0; g < groups.size(); g++) {
      long[] dims = groups.get(g);
      long n = 1;
      for (long d : dims) {
        n *= src.sizes[(int) d];
      }
      sizes[g] = n;
      strides[g] = dims.length == 0 ? 1 : src.strides[(int) dims[dims.length - 1]];
      for (int j = dims.length - 1; j > 0; j--) {
        int inner = (int) dims[j];
        int outer = (int) dims[j - 1];
        if (src.sizes[outer] > 1 && src.sizes[inner] > 1
            && src.strides[outer] != src.strides[inner] * src.sizes[inner]) {
          throw ex.error(Kind.UNDEFINED_BEHAVIOR, op, "collapse of non-contiguous dimensions "
              + outer + " and " + inner);
        }
      }
    }
    ex.set(op.getResult(0), src.withLayout(src.offset, sizes, strides));
  }

  private static void transpose(Operation op, Execution ex) {
    MemRefValue src = ex.getMemRef(op.getOperand(0));
    int[] perm = Attrs.dimsMapResults(op.getAttr("permutation"));
    long[] sizes = new long[perm.length];
    long[] strides = new long[perm.length];
    for (int i = 0; i < perm.length; i++) {
      sizes[i] = src.sizes[perm[i]];
      strides[i] = src.strides[perm[i]];
    }
    ex.set(op.getResult(0), src.withLayout(src.offset, sizes, strides));
  }

  private static void dim(Operation op, Execution ex) {
    MemRefValue m = ex.getMemRef(op.getOperand(0));
    long i = ex.getInt(op.getOperand(1));
    if (i < 0 || i >= m.rank()) {
      throw ex.error(Kind.UNDEFINED_BEHAVIOR, op, "dimension index " + i + " out of range for a "
          + "memref of rank " + m.rank());
    }
    ex.setInt(op.getResult(0), m.sizes[(int) i]);
  }

  private static void extractStridedMetadata(Operation op, Execution ex) {
    MemRefValue m = ex.getMemRef(op.getOperand(0));
    ex.set(op.getResult(0), m.baseBuffer());
    ex.setInt(op.getResult(1), m.offset);
    for (int i = 0; i < m.rank(); i++) {
      ex.setInt(op.getResult(2 + i), m.sizes[i]);
      ex.setInt(op.getResult(2 + m.rank() + i), m.strides[i]);
    }
  }

  private static void getGlobal(Operation op, Execution ex) {
    String name = Attrs.symbolName(op.getAttr("name"));
    ex.set(op.getResult(0), MemRefGlobals.get(ex, name, op));
  }

  static Attribute attr(Operation op, String name) {
    return op.getAttr(name);
  }
}
