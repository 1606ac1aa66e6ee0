package jopt.passes.graphplan;

import java.util.HashMap;
import java.util.Map;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.type.RankedTensorType;

/**
 * The live bound of a graph as ONNX exported it (the figure of ../shared/models): the peak of
 * the bytes of the intermediate tensors live at once, in op order, each from its op to its last
 * use, the function's results to the end; arguments and constants not counted, no aliasing, no
 * padding. Tensors without a static shape (or of more than 2^63 bytes) are left out and counted.
 */
record GraphLiveBound(long peakBytes, int tensors, int dynamicTensors) {
  static GraphLiveBound of(Operation func) {
    Block body = func.getRegion(0).front();
    Map<Value, long[]> live = new HashMap<>(); // value -> {bytes, def, last}
    int tick = 0;
    int dynamic = 0;
    int end = body.getNumOperations() + 1;
    for (Operation op : body.getOperations()) {
      tick++;
      for (Value v : op.getOperands()) {
        long[] t = live.get(v);
        if (t != null) {
          t[2] = op.hasTrait(Traits.IsTerminator.class) ? end : tick;
        }
      }
      if (op.hasTrait(Traits.ConstantLike.class)) {
        continue;
      }
      for (Value r : op.getResults()) {
        if (!(r.getType() instanceof RankedTensorType type)) {
          continue;
        }
        long elementBytes = PhysicalLayout.elementBytes(type.getElementType());
        if (!PhysicalLayout.isStatic(type.getShape()) || elementBytes < 0) {
          dynamic++;
          continue;
        }
        try {
          long bytes = elementBytes;
          for (long d : type.getShape()) {
            bytes = Math.multiplyExact(bytes, d);
          }
          live.put(r, new long[] {bytes, tick, tick});
        } catch (ArithmeticException tooLarge) {
          dynamic++; // Past 63 bits: left out as unknown.
        }
      }
    }
    long[] delta = new long[end + 2];
    long current = 0;
    long peak = 0;
    try {
      for (long[] t : live.values()) {
        delta[(int) t[1]] = Math.addExact(delta[(int) t[1]], t[0]);
        delta[(int) t[2] + 1] = Math.subtractExact(delta[(int) t[2] + 1], t[0]);
      }
      for (long d : delta) {
        current = Math.addExact(current, d);
        peak = Math.max(peak, current);
      }
    } catch (ArithmeticException tooLarge) {
      peak = Long.MAX_VALUE;
    }
    return new GraphLiveBound(peak, live.size(), dynamic);
  }
}
