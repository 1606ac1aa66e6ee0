package jopt.passes.graphplan;

import java.util.Arrays;
import java.util.List;
import jopt.ir.Operation;

/**
 * The runtime seed's validations and offsets for gather, slice, concat and split. A layout the
 * op's aliasing cannot have (dimensions before the axis that are not 1, padded pieces that do
 * not add up) is an error with the seed's message when the rules are {@code strict}, as in the
 * seed; otherwise the op gets memory of its own: {@code null} (or false) with the reason in
 * {@link #why}. Operands that contradict the op (an axis out of range, shapes that do not fit
 * together) are always errors.
 */
final class RuntimeRules {
  private final PhysicalLayout layout;
  private final boolean strict;
  /** Why the last refused op copies, and the same without its shapes (for tallies). */
  String why;
  String cause;

  RuntimeRules(PhysicalLayout layout, boolean strict) {
    this.layout = layout;
    this.strict = strict;
  }

  /** The seed's error when strict; else records why the op copies. */
  private void refuse(Operation op, String message, String cause) throws GraphPlanException {
    if (strict) {
      throw new GraphPlanException(op, message);
    }
    why = message;
    this.cause = cause;
  }

  static int axis(Operation op, String kind, long axis, int rank) throws GraphPlanException {
    long a = axis < 0 ? axis + rank : axis;
    if (a < 0 || a >= Math.max(rank, 1)) {
      throw new GraphPlanException(op, kind + ": axis=" + axis + " is out of range for rank "
          + rank);
    }
    return (int) a;
  }

  /** Whether the dimensions held before {@code axis} are 1 (else refused, see {@link #why}). */
  private boolean leadingDims(Operation op, String kind, long[] shape, int axis)
      throws GraphPlanException {
    if (!layout.leadingDimsAreOne(shape, axis)) {
      String seed = kind + ": axis=" + axis + " requires all leading dimensions to be 1 for "
          + "memory aliasing";
      refuse(op, seed + (strict ? "" : " (shape " + Arrays.toString(shape) + ")"),
          kind + ": dimensions before the axis are not all 1");
      return false;
    }
    return true;
  }

  /** Whether a gather's output may share its data's buffer (seed steps 3 and 6). */
  boolean gather(Operation op, Tensor data, Tensor out, long axis) throws GraphPlanException {
    int a = axis(op, "gather_runtime", axis, data.shape.length);
    if (!leadingDims(op, "gather_runtime", data.shape, a)) {
      return false;
    }
    if (out.size > data.size) {
      refuse(op, "gather_runtime: output physical size exceeds input physical size after "
          + "C-dimension padding", "gather_runtime: the output is larger than the data");
      return false;
    }
    return true;
  }

  /** The byte offset of a slice's output in its input, or null (see {@link #why}). */
  Long slice(Operation op, Tensor in, Tensor out, List<Long> starts, List<Long> axes,
      List<Long> steps) throws GraphPlanException {
    if (starts.size() != axes.size()) {
      throw new GraphPlanException(op, "slice_runtime: starts and axes must have the same "
          + "length");
    }
    int rank = in.shape.length;
    int[] ax = new int[axes.size()];
    long[] index = new long[axes.size()];
    for (int i = 0; i < ax.length; i++) {
      ax[i] = axis(op, "slice_runtime", axes.get(i), rank);
      long dim = in.shape[ax[i]];
      long s = starts.get(i);
      s = s < 0 ? s + dim : s;
      index[i] = Math.max(0, Math.min(dim, s));
    }
    for (long step : steps) {
      if (step != 1) {
        why = "slice_runtime: a step of " + step + " is not a contiguous view of the input";
        cause = "slice_runtime: a step other than 1";
        return null;
      }
    }
    for (int i = 0; i < ax.length; i++) {
      // An axis taken whole (in the strict seed, every axis) needs no condition.
      boolean whole = index[i] == 0 && out.shape.length == rank
          && out.shape[ax[i]] == in.shape[ax[i]];
      if ((strict || !whole) && !leadingDims(op, "slice_runtime", in.shape, ax[i])) {
        return null;
      }
    }
    long offset = layout.byteOffset(in.shape, in.elementBytes, ax, index);
    if (offset + out.size > in.size) {
      why = "slice_runtime: the output would reach past the input's " + in.size + " bytes";
      cause = "slice_runtime: the output would reach past the input";
      return null;
    }
    return offset;
  }

  /**
   * Checks a concat and returns the byte offset of each input's slot in the output, or null when
   * the layout has no such slots ({@link #why}).
   */
  long[] concat(Operation op, List<Tensor> ins, Tensor out, long axis)
      throws GraphPlanException {
    int rank = out.shape.length;
    int a = axis(op, "concat_runtime", axis, rank);
    long[] slots = new long[ins.size()];
    long sum = 0;
    for (int i = 0; i < ins.size(); i++) {
      Tensor in = ins.get(i);
      if (!leadingDims(op, "concat_runtime", in.shape, a)) {
        return null;
      }
      if (!sameExceptAt(in.shape, out.shape, a)) {
        throw new GraphPlanException(op, "concat_runtime: input #" + i + " "
            + Arrays.toString(in.shape) + " must have the output's dimensions "
            + Arrays.toString(out.shape) + " except at axis=" + a);
      }
      slots[i] = sum;
      sum += in.size;
    }
    if (sum != out.size) {
      refuse(op, "concat_runtime: input physical sizes sum to " + sum
          + " bytes but the output physical size is " + out.size + " bytes",
          "concat_runtime: the padded inputs do not add up to the padded output");
      return null;
    }
    return slots;
  }

  /**
   * Checks a split and returns the byte offset of each output in the input, or null when the
   * layout has no such pieces ({@link #why}).
   */
  long[] split(Operation op, Tensor in, List<Tensor> outs, long axis, List<Long> split)
      throws GraphPlanException {
    int a = axis(op, "split_runtime", axis, in.shape.length);
    if (split.size() != outs.size()) {
      throw new GraphPlanException(op, "split_runtime: " + split.size() + " split sizes for "
          + outs.size() + " outputs");
    }
    long total = 0;
    for (long s : split) {
      total += s;
    }
    if (total != in.shape[a]) {
      throw new GraphPlanException(op, "split_runtime: split sizes sum to " + total
          + " but the input has " + in.shape[a] + " along axis=" + a);
    }
    long[] offsets = new long[outs.size()];
    long sum = 0;
    for (int i = 0; i < outs.size(); i++) {
      Tensor o = outs.get(i);
      if (!sameExceptAt(o.shape, in.shape, a) || o.shape[a] != split.get(i)) {
        throw new GraphPlanException(op, "split_runtime: output #" + i + " "
            + Arrays.toString(o.shape) + " must have the input's dimensions "
            + Arrays.toString(in.shape) + " except at axis=" + a + ", where it has "
            + split.get(i));
      }
      offsets[i] = sum;
      sum += o.size;
    }
    if (!leadingDims(op, "split_runtime", in.shape, a)) {
      return null;
    }
    if (sum != in.size) {
      refuse(op, "split_runtime: output physical sizes sum to " + sum
          + " bytes but the input physical size is " + in.size + " bytes",
          "split_runtime: the padded outputs do not add up to the padded input");
      return null;
    }
    return offsets;
  }

  private static boolean sameExceptAt(long[] a, long[] b, int axis) {
    if (a.length != b.length) {
      return false;
    }
    for (int i = 0; i < a.length; i++) {
      if (i != axis && a[i] != b[i]) {
        return false;
      }
    }
    return true;
  }
}
