package jopt.dialects.onnx;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.interfaces.GraphAliasingOpInterface.Concat;
import jopt.ir.interfaces.GraphAliasingOpInterface.Gather;
import jopt.ir.interfaces.GraphAliasingOpInterface.GraphAliasing;
import jopt.ir.interfaces.GraphAliasingOpInterface.Slice;
import jopt.ir.interfaces.GraphAliasingOpInterface.Split;
import jopt.ir.interfaces.GraphAliasingOpInterface.Unknown;
import jopt.ir.type.RankedTensorType;

/** The runtime ops' aliasing parameters, read from ONNX attributes and constant operands. */
final class OnnxAliasing {
  private OnnxAliasing() {}

  static long intAttr(Operation op, String name, long dflt) {
    return op.getAttr(name) instanceof IntegerAttr i ? i.getValue() : dflt;
  }

  static GraphAliasing gather(Operation op) {
    return new Gather(0, intAttr(op, "axis", 0));
  }

  static GraphAliasing concat(Operation op) {
    return new Concat(intAttr(op, "axis", 0));
  }

  /** Slice(data, starts, ends, axes?, steps?): starts, axes and steps must be constants. */
  static GraphAliasing slice(Operation op) {
    Optional<List<Long>> starts = OnnxConstants.int64Values(op.getOperand(1));
    if (starts.isEmpty()) {
      return new Unknown("slice_runtime: starts is not a constant");
    }
    List<Long> axes = new ArrayList<>();
    if (op.getNumOperands() > 3 && !OnnxConstants.isNone(op.getOperand(3))) {
      Optional<List<Long>> a = OnnxConstants.int64Values(op.getOperand(3));
      if (a.isEmpty()) {
        return new Unknown("slice_runtime: axes is not a constant");
      }
      axes = a.get();
    } else {
      for (long i = 0; i < starts.get().size(); i++) {
        axes.add(i);
      }
    }
    List<Long> steps = List.of();
    if (op.getNumOperands() > 4 && !OnnxConstants.isNone(op.getOperand(4))) {
      Optional<List<Long>> s = OnnxConstants.int64Values(op.getOperand(4));
      if (s.isEmpty()) {
        return new Unknown("slice_runtime: steps is not a constant");
      }
      steps = s.get();
    }
    return new Slice(0, starts.get(), axes, steps);
  }

  /**
   * Split(input, split?) {axis}: sizes from the split constant, SplitV11's attribute, or else
   * the results' extents along the axis.
   */
  static GraphAliasing split(Operation op) {
    long axis = intAttr(op, "axis", 0);
    if (op.getAttr("split") instanceof ArrayAttr a) {
      List<Long> sizes = new ArrayList<>();
      for (Attribute e : a.value()) {
        sizes.add(((IntegerAttr) e).getValue());
      }
      return new Split(0, axis, sizes);
    }
    if (op.getNumOperands() > 1 && !OnnxConstants.isNone(op.getOperand(1))) {
      Optional<List<Long>> s = OnnxConstants.int64Values(op.getOperand(1));
      return s.<GraphAliasing>map(sizes -> new Split(0, axis, sizes))
          .orElseGet(() -> new Unknown("split_runtime: split is not a constant"));
    }
    List<Long> sizes = new ArrayList<>();
    for (Value r : op.getResults()) {
      if (!(r.getType() instanceof RankedTensorType t)) {
        return new Unknown("split_runtime: the split sizes are not known");
      }
      int a = (int) (axis < 0 ? axis + t.getRank() : axis);
      if (a < 0 || a >= t.getRank()) {
        return new Unknown("split_runtime: axis=" + axis + " is out of range");
      }
      sizes.add(t.getDimSize(a));
    }
    return new Split(0, axis, sizes);
  }
}
