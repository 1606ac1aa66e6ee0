package jopt.passes.graphplan;

import java.util.Arrays;
import java.util.List;
import jopt.ir.Operation;

/**
 * The runtime seed's validations and offsets for gather, slice, concat and split. A failed
 * validation the seed calls an error throws {@link GraphPlanException} with the seed's message;
 * {@code null} from an offset means "no aliasing, plain allocation" with the reason in
 * {@link #why}.
 */
final class RuntimeRules {
  private final PhysicalLayout layout;
  String why;

  RuntimeRules(PhysicalLayout layout) {
    this.layout = layout;
  }

  static int axis(Operation op, String kind, long axis, int rank) throws GraphPlanException {
    long a = axis < 0 ? axis + rank : axis;
    if (a < 0 || a >= Math.max(rank, 1)) {
      throw new GraphPlanException(op, kind + ": axis=" + axis + " is out of range for rank "
          + rank);
    }
    return (int) a;
  }

  private static void leadingDims(Operation op, String kind, long[] shape, int axis)
      throws GraphPlanException {
    if (!PhysicalLayout.leadingDimsAreOne(shape, axis)) {
      throw new GraphPlanException(op, kind + ": axis=" + axis
          + " requires all leading dimensions to be 1 for memory aliasing");
    }
  }

  /** Validates a gather whose output may share its data's buffer (seed steps 3 and 6). */
  void gather(Operation op, Tensor data, Tensor out, long axis) throws GraphPlanException {
    int a = axis(op, "gather_runtime", axis, data.shape.length);
    leadingDims(op, "gather_runtime", data.shape, a);
    if (out.size > data.size) {
      throw new GraphPlanException(op, "gather_runtime: output physical size exceeds input "
          + "physical size after C-dimension padding");
    }
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
      leadingDims(op, "slice_runtime", in.shape, ax[i]);
      long dim = in.shape[ax[i]];
      long s = starts.get(i);
      s = s < 0 ? s + dim : s;
      index[i] = Math.max(0, Math.min(dim, s));
    }
    for (long step : steps) {
      if (step != 1) {
        why = "slice_runtime: a step of " + step + " is not a contiguous view of the input";
        return null;
      }
    }
    long offset = layout.byteOffset(in.shape, in.elementBytes, ax, index);
    if (offset + out.size > in.size) {
      why = "slice_runtime: the output would reach past the input's " + in.size + " bytes";
      return null;
    }
    return offset;
  }

  /** Checks a concat and returns the byte offset of each input's slot in the output. */
  long[] concat(Operation op, List<Tensor> ins, Tensor out, long axis)
      throws GraphPlanException {
    int rank = out.shape.length;
    int a = axis(op, "concat_runtime", axis, rank);
    long[] slots = new long[ins.size()];
    long sum = 0;
    for (int i = 0; i < ins.size(); i++) {
      Tensor in = ins.get(i);
      leadingDims(op, "concat_runtime", in.shape, a);
      if (!sameExceptAt(in.shape, out.shape, a)) {
        throw new GraphPlanException(op, "concat_runtime: input #" + i + " "
            + Arrays.toString(in.shape) + " must have the output's dimensions "
            + Arrays.toString(out.shape) + " except at axis=" + a);
      }
      slots[i] = sum;
      sum += in.size;
    }
    if (sum != out.size) {
      throw new GraphPlanException(op, "concat_runtime: input physical sizes sum to " + sum
          + " bytes but the output physical size is " + out.size + " bytes");
    }
    return slots;
  }

  /** Checks a split and returns the byte offset of each output in the input. */
  long[] split(Operation op, Tensor in, List<Tensor> outs, long axis, List<Long> split)
      throws GraphPlanException {
    int a = axis(op, "split_runtime", axis, in.shape.length);
    leadingDims(op, "split_runtime", in.shape, a);
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
    if (sum != in.size) {
      throw new GraphPlanException(op, "split_runtime: output physical sizes sum to " + sum
          + " bytes but the input physical size is " + in.size + " bytes");
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
