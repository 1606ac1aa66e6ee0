package jopt.ir.interfaces;

import java.util.List;
import jopt.ir.Operation;

/**
 * How a graph memory planner may place an op's tensor results relative to its operands (seeds
 * noop-aliasing.md and runtime-aliasing.md). Noop ops only change metadata, so their result
 * shares its input's memory; runtime ops (gather, slice, concat, split) share memory by the
 * seeds' rules, read from their attributes and constant operands; every other op computes into
 * memory of its own. Ops that do not implement the interface are compute ops.
 */
public interface GraphAliasingOpInterface {
  GraphAliasing getGraphAliasing(Operation op);

  /** The classification of one op, with the parameters its aliasing rule needs. */
  sealed interface GraphAliasing {}

  /** A compute op: every result gets memory of its own. */
  record Compute() implements GraphAliasing {}

  /** A metadata-only op: result 0 shares the memory of operand {@code input}. */
  record Noop(int input) implements GraphAliasing {}

  /** Gather along {@code axis} (may be negative): result 0 reuses the buffer of {@code data}. */
  record Gather(int data, long axis) implements GraphAliasing {}

  /**
   * Slice: result 0 points into operand {@code data} at the offset of {@code starts} along
   * {@code axes}, as ONNX gives them (negative values count from the end; the planner
   * normalizes and clamps them and checks that both lists have the same length). {@code steps}
   * per axis, empty when all are 1 (a step other than 1 is not a contiguous view).
   */
  record Slice(int data, List<Long> starts, List<Long> axes, List<Long> steps)
      implements GraphAliasing {
    public Slice {
      starts = List.copyOf(starts);
      axes = List.copyOf(axes);
      steps = List.copyOf(steps);
    }

    public Slice(int data, List<Long> starts, List<Long> axes) {
      this(data, starts, axes, List.of());
    }
  }

  /**
   * An element-wise op: each element of result 0 is computed from the operand elements at its
   * index (ONNX's broadcasting), so result 0 may take the buffer of an operand of its shape that
   * nothing needs afterwards (in place). Otherwise a compute op.
   */
  record Elementwise() implements GraphAliasing {}

  /** Concat of the tensor operands along {@code axis}: they are laid out one after another. */
  record Concat(long axis) implements GraphAliasing {}

  /** Split of operand {@code input} along {@code axis} into the results, {@code split} each. */
  record Split(int input, long axis, List<Long> split) implements GraphAliasing {
    public Split {
      split = List.copyOf(split);
    }
  }

  /**
   * An op that only changes metadata in other cases but here moves data (a Transpose that
   * reorders dimensions larger than 1): its result gets memory of its own, and {@code reason} is
   * reported as the copy's cause. A runtime that reads operand {@code input} through strides may
   * take result 0 as a view of it nonetheless.
   */
  record MovesData(int input, String reason) implements GraphAliasing {}

  /**
   * A runtime op whose parameters are not known statically (e.g. slice starts that are not
   * constants): planned as a compute op, with {@code reason} reported as a remark.
   */
  record Unknown(String reason) implements GraphAliasing {}
}
