package jopt.interpreter.runtime;

import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Type;

/**
 * A heap or stack allocation live when a run reached its peak ({@link Heap#peakBuffers}): its
 * number (as faults name it, {@code buffer #3}), kind, bytes, type and the op that allocated it.
 */
public record PeakBuffer(int id, Allocation.Kind kind, long bytes, Type type, Operation allocOp) {

  /**
   * {@code buffer #3 memref<4xf32> (memref.alloc at f.mlir:12:8)}: the op's file:line:col, else
   * its location as MLIR prints it ({@code loc("Conv_3")}, the node an ONNX import names).
   */
  public String describe() {
    String where = "";
    if (allocOp != null) {
      Location loc = allocOp.getLoc();
      String at = loc.fileLineCol() != null ? loc.fileLineCol().toString()
          : loc instanceof Location.Unknown ? "" : loc.print();
      where = " (" + allocOp.getName() + (at.isEmpty() ? "" : " at " + at) + ")";
    }
    return "buffer #" + id + " " + type + (kind == Allocation.Kind.STACK ? " on the stack" : "")
        + where;
  }
}
