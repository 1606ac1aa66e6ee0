package jopt.ir.interfaces;

import java.util.List;
import jopt.ir.Type;

/**
 * MLIR's CastOpInterface: an op that converts its inputs to its results of other but compatible
 * types without changing the values (tensor.cast, memref.cast).
 */
public interface CastOpInterface {
  /** Whether values of {@code inputs} types may be cast to {@code outputs} types. */
  boolean areCastCompatible(List<Type> inputs, List<Type> outputs);
}
