package jopt.dialects.xegpu;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.AttrTypePrinter;
import jopt.ir.attr.DenseArrayAttr;

/**
 * {@code #xegpu.slice<#xegpu.layout<...>, dims = [0]>}: the parent layout with dimensions
 * {@code dims} dropped (data shared by the units along them); parents may be slices themselves.
 */
public record SliceAttr(DistributeLayoutAttr parent, DenseArrayAttr dims) implements DistributeLayoutAttr {
  /** MLIR's SliceAttr::verify: the error, or null when every dim is a distinct one of the parent. */
  String verify() {
    long rank = parent.rank();
    List<Long> seen = new ArrayList<>();
    for (long dim : dims.asLongs()) {
      if (dim < 0 || dim >= rank) {
        return "invalid dim (" + dim + ") in slice attribute.";
      }
      if (seen.contains(dim)) {
        return "repeated dim (" + dim + ") in slice attribute.";
      }
      seen.add(dim);
    }
    return null;
  }

  /** The layout at the root of the slices. */
  LayoutAttr root() {
    DistributeLayoutAttr p = parent;
    while (p instanceof SliceAttr s) {
      p = s.parent;
    }
    return (LayoutAttr) p;
  }

  /** MLIR's flatten: the dimensions of {@link #root} this slice and its parents drop, in order. */
  long[] flattenedDims() {
    List<SliceAttr> chain = new ArrayList<>();
    DistributeLayoutAttr p = this;
    while (p instanceof SliceAttr s) {
      chain.add(0, s);
      p = s.parent;
    }
    List<Long> remaining = new ArrayList<>();
    for (long i = 0; i < root().rank(); i++) {
      remaining.add(i);
    }
    for (SliceAttr s : chain) {
      remaining = keep(remaining, s.dims.asLongs());
    }
    List<Long> dropped = new ArrayList<>();
    for (long i = 0; i < root().rank(); i++) {
      if (!remaining.contains(i)) {
        dropped.add(i);
      }
    }
    return dropped.stream().mapToLong(Long::longValue).toArray();
  }

  /** MLIR's XeGPUDialect::slice: the entries of {@code values} at positions not in {@code dims}. */
  private static List<Long> keep(List<Long> values, long[] dims) {
    List<Long> out = new ArrayList<>();
    for (int i = 0; i < values.size(); i++) {
      boolean dropped = false;
      for (long d : dims) {
        dropped |= d == i;
      }
      if (!dropped) {
        out.add(values.get(i));
      }
    }
    return out;
  }

  private long[] sliced(long[] values) {
    if (values.length == 0) {
      return values;
    }
    List<Long> all = new ArrayList<>();
    for (long v : values) {
      all.add(v);
    }
    return keep(all, flattenedDims()).stream().mapToLong(Long::longValue).toArray();
  }

  @Override
  public long rank() {
    return root().rank() - flattenedDims().length;
  }

  @Override
  public boolean isForWorkgroup() {
    return root().isForWorkgroup();
  }

  @Override
  public long[] effectiveSgLayout() {
    return sliced(root().effectiveSgLayout());
  }

  @Override
  public long[] effectiveSgData() {
    return sliced(root().effectiveSgData());
  }

  @Override
  public long[] effectiveInstData() {
    return sliced(root().effectiveInstData());
  }

  @Override
  public long[] effectiveLaneLayout() {
    return sliced(root().effectiveLaneLayout());
  }

  @Override
  public long[] effectiveLaneData() {
    return sliced(root().effectiveLaneData());
  }

  @Override
  public boolean mayPrintAlias() {
    return false;
  }

  @Override
  public void print(AttrTypePrinter p) {
    p.append("#xegpu.slice<");
    p.printAttribute(parent);
    p.append(", dims = ");
    LayoutAttr.printArray(p, dims);
    p.append('>');
  }

  @Override
  public String toString() {
    return AttrTypePrinter.print(this);
  }
}
