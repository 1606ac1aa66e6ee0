package jopt.passes.graphplan;

import jopt.ir.Operation;
import jopt.ir.Value;

/**
 * A tensor the graph planner places: a function argument or an op result of static tensor
 * type (constants are weights, kept elsewhere). Ticks: arguments are defined at 0, the i-th op
 * of the body at i, the terminator is the last tick; a tensor the function returns lives to it.
 */
final class Tensor {
  final int index;
  final Value value;
  final String name;
  /** The defining op, null for a function argument. */
  final Operation producer;
  final int bin;
  final long[] shape;
  final long elementBytes;
  final long size;
  final int def;
  int lastUse;
  boolean liveOut;
  /** The caller's address of a pre-allocated tensor ({@code graph.address}), else null. */
  Long fixedAddress;
  /** Pre-allocated by the planner (preallocate-io), not at an address the caller gave. */
  boolean autoPinned;
  /** How the tensor got its memory: its own, or the aliasing rule that placed it. */
  String placement = "own";
  /**
   * What the bytes hold, for {@link PlanExecution}: a noop, slice or split output holds its
   * source's bytes from {@code sourceOffset} on (whether it aliases them or is a copy); a concat
   * output holds its parts at their offsets; anything else holds data of its own.
   */
  Tensor source;
  long sourceOffset;
  java.util.List<Tensor> parts;
  long[] partOffsets;
  /** Whether the tensor is a view placed on its source's bytes (its op writes nothing). */
  boolean aliased;

  Tensor(int index, Value value, String name, Operation producer, int bin, long[] shape,
      long elementBytes, long size, int def) {
    this.index = index;
    this.value = value;
    this.name = name;
    this.producer = producer;
    this.bin = bin;
    this.shape = shape;
    this.elementBytes = elementBytes;
    this.size = size;
    this.def = def;
    this.lastUse = def;
  }

  @Override
  public String toString() {
    return name;
  }
}
