package jopt.dialects.onnx;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Type;
import jopt.ir.type.NoneType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;
import jopt.ir.type.TensorType;
import jopt.ir.type.UnrankedTensorType;

/**
 * What is known of an ONNX value at compile time: for a tensor its element type, its rank and
 * each dimension as a {@link SymInt} (a size, or an expression of sizes known at run time), and
 * its elements where they are known ({@link Known}); any other value (none, a sequence) only its
 * type. Immutable.
 */
public final class Facts {
  /** An absent optional value ({@code none}). */
  public static final Facts NONE = new Facts(NoneType.get(), null, null, null);

  private final Type other;
  private final Type element;
  private final List<SymInt> dims;
  private final Known value;

  private Facts(Type other, Type element, List<SymInt> dims, Known value) {
    this.other = other;
    this.element = element;
    this.dims = dims;
    this.value = value;
  }

  /** A tensor of {@code element} type and {@code dims} (null: unranked). */
  public static Facts tensor(Type element, List<SymInt> dims) {
    return new Facts(null, element, dims == null ? null : List.copyOf(dims), null);
  }

  /** A tensor with known elements (its dims theirs). */
  public static Facts known(Known value) {
    List<SymInt> dims = new ArrayList<>();
    for (long d : value.shape()) {
      dims.add(SymInt.of(d));
    }
    return new Facts(null, value.elementType(), List.copyOf(dims), value);
  }

  /** A value of a type that is no tensor. */
  public static Facts other(Type t) {
    return t instanceof NoneType ? NONE : new Facts(t, null, null, null);
  }

  /**
   * The facts a type states: its static sizes, and for each dynamic one the value {@code leaf}
   * gives for its index.
   */
  public static Facts ofType(Type t, java.util.function.IntFunction<SymInt> leaf) {
    if (t instanceof RankedTensorType r) {
      List<SymInt> dims = new ArrayList<>();
      for (int i = 0; i < r.getRank(); i++) {
        dims.add(r.isDynamicDim(i) ? leaf.apply(i) : SymInt.of(r.getDimSize(i)));
      }
      return tensor(r.getElementType(), dims);
    }
    if (t instanceof UnrankedTensorType u) {
      return tensor(u.getElementType(), null);
    }
    return other(t);
  }

  public boolean isTensor() {
    return element != null;
  }

  public boolean isNone() {
    return this == NONE;
  }

  /** The element type of a tensor, else null. */
  public Type element() {
    return element;
  }

  public boolean hasRank() {
    return dims != null;
  }

  /** The rank, or -1 unranked (or no tensor). */
  public int rank() {
    return dims == null ? -1 : dims.size();
  }

  /** The dims; null when unranked. */
  public List<SymInt> dims() {
    return dims;
  }

  public SymInt dim(int i) {
    return dims.get(i);
  }

  /** The dims' sizes with {@link ShapedType#DYNAMIC} where not constant; null unranked. */
  public long[] sizes() {
    if (dims == null) {
      return null;
    }
    long[] r = new long[dims.size()];
    for (int i = 0; i < r.length; i++) {
      r[i] = dims.get(i).isConstant() ? dims.get(i).value() : ShapedType.DYNAMIC;
    }
    return r;
  }

  /** Whether the shape is ranked and every dim constant. */
  public boolean isStatic() {
    if (dims == null) {
      return false;
    }
    for (SymInt d : dims) {
      if (!d.isConstant()) {
        return false;
      }
    }
    return true;
  }

  /** The known elements, or null. */
  public Known value() {
    return value;
  }

  /** These facts with known elements {@code v} (its shape must fit). */
  public Facts withValue(Known v) {
    return new Facts(other, element, dims, v);
  }

  /** These facts with another element type (and no known elements). */
  public Facts withElement(Type e) {
    return new Facts(other, e, dims, null);
  }

  /** The MLIR type: the tensor type with {@code ?} where a size is not constant. */
  public Type type() {
    if (other != null) {
      return other;
    }
    if (dims == null) {
      return UnrankedTensorType.get(element);
    }
    return RankedTensorType.get(sizes(), element);
  }

  /**
   * These facts narrowed by type {@code t}, which is known to hold too (a value_info, a declared
   * result type): its static sizes replace expressions; null when the two disagree (a rank, a
   * size, an element type). Where these facts have no rank, {@code leaf} gives the type's
   * dynamic sizes.
   */
  public Facts meet(Type t, java.util.function.IntFunction<SymInt> leaf) {
    if (!(t instanceof TensorType tt)) {
      return other != null && other.equals(t) ? this : isTensor() ? null : other(t);
    }
    if (element != null && !element.equals(tt.getElementType())) {
      return null;
    }
    if (!(t instanceof RankedTensorType r)) {
      return element == null ? tensor(tt.getElementType(), null) : this;
    }
    if (dims == null) {
      return ofType(t, leaf);
    }
    if (dims.size() != r.getRank()) {
      return null;
    }
    List<SymInt> d = new ArrayList<>(dims);
    boolean changed = false;
    for (int i = 0; i < d.size(); i++) {
      if (r.isDynamicDim(i)) {
        continue;
      }
      long s = r.getDimSize(i);
      if (d.get(i).isConstant()) {
        if (d.get(i).value() != s) {
          return null;
        }
      } else {
        d.set(i, SymInt.of(s));
        changed = true;
      }
    }
    return changed ? new Facts(null, element, List.copyOf(d), value) : this;
  }

  /**
   * These facts with every size whose canonical text is longer than {@code maxText} replaced by
   * {@code dimLeaf}'s leaf for its index, and every such known element by {@code elementLeaf}'s:
   * a value read at run time instead of an expression.
   */
  public Facts bounded(int maxText, java.util.function.IntFunction<SymInt> dimLeaf,
      java.util.function.IntFunction<SymInt> elementLeaf) {
    List<SymInt> d = dims;
    if (dims != null) {
      for (int i = 0; i < dims.size(); i++) {
        if (dims.get(i).toString().length() > maxText) {
          if (d == dims) {
            d = new ArrayList<>(dims);
          }
          d.set(i, dimLeaf.apply(i));
        }
      }
    }
    Known k = value == null ? null : value.bounded(maxText, elementLeaf);
    return d == dims && k == value ? this : new Facts(other, element, d == null ? null : List.copyOf(d), k);
  }

  /** The shape as messages print it: {@code 1x?x8}, {@code scalar}, {@code *}. */
  public String shapeString() {
    return Dims.str(dims);
  }

  @Override
  public String toString() {
    if (other != null) {
      return other.toString();
    }
    return "facts<" + (dims == null ? "*" : dims.toString()) + " " + element + (value != null ? " known" : "") + ">";
  }
}
