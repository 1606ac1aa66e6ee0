package jopt.interpreter.runtime;

import java.util.List;

/**
 * A memref argument of the entry function: the sizes of its dynamic dimensions and its
 * contents in row-major order (null: element i holds i). The interpreter allocates it as
 * caller-owned memory; the program must not free it.
 */
public record BufferArgument(long[] dynamicSizes, List<? extends Number> contents) {
  public static BufferArgument iota(long... dynamicSizes) {
    return new BufferArgument(dynamicSizes, null);
  }
}
