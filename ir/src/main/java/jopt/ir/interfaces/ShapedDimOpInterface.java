package jopt.ir.interfaces;

import jopt.ir.Operation;
import jopt.ir.Value;

/** MLIR's ShapedDimOpInterface: an op that reads the size of one dimension of a shaped value (tensor.dim, memref.dim). */
public interface ShapedDimOpInterface {
  /** The tensor or memref whose dimension is read. */
  Value getShapedValue(Operation op);

  /** The index operand naming the dimension. */
  Value getDimension(Operation op);
}
