package jopt.dialects.onnx;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Type;
import jopt.ir.type.IntegerType;

/** Results shaped as an operand: element-wise ops, numpy broadcasting, casts. */
final class ElementwiseRules {
  private ElementwiseRules() {}

  /** Result 0 has the shape of operand 0 (unary ops, normalizations, scatters, ...). */
  static void same(OnnxNode n) {
    Facts x = n.in(0);
    if (!x.isTensor()) {
      return;
    }
    Type e = n.resultElement(0);
    n.setShape(0, x.dims(), e != null ? e : x.element());
  }

  /** Dropout: the output and the mask shaped as the data. */
  static void dropout(OnnxNode n) {
    same(n);
    Facts x = n.in(0);
    if (x.isTensor()) {
      n.setShape(1, x.dims());
    }
  }

  /** QuantizeLinear: shaped as x, of the zero point's type (uint8 without one). */
  static void quantize(OnnxNode n) {
    Facts x = n.in(0);
    if (x.isTensor()) {
      Type e = n.resultElement(0);
      n.setShape(0, x.dims(), e != null ? e : IntegerType.get(8, IntegerType.Signedness.UNSIGNED));
    }
  }

  /** EyeLike and the *Like random ops: shaped as the input, of type {@code dtype} (else the input's). */
  static void like(OnnxNode n) {
    Facts x = n.in(0);
    if (!x.isTensor()) {
      return;
    }
    Long dt = n.attrs().optInt("dtype");
    Type e = dt == null ? null : ElementTypes.fromDataType(dt);
    n.setShape(0, x.dims(), e != null ? e : x.element());
  }

  /** Cast: shaped as the input, of type {@code to}. */
  static void cast(OnnxNode n) {
    Facts x = n.in(0);
    Type to = n.attrs().getType("to");
    if (x.isTensor() && to != null) {
      n.setShape(0, x.dims(), to);
    }
  }

  /** The operands broadcast together (numpy's rules); unranked when one is. */
  static void broadcast(OnnxNode n) {
    List<Facts> ins = new ArrayList<>();
    for (Facts f : n.operands()) {
      if (!f.isNone()) {
        ins.add(f);
      }
    }
    n.setShape(0, broadcast(n, ins));
  }

  /** numpy's broadcast of the shapes of {@code ins}; null when a rank is unknown. */
  static List<SymInt> broadcast(OnnxNode n, List<Facts> ins) {
    int rank = 0;
    for (Facts f : ins) {
      if (!f.hasRank()) {
        return null;
      }
      rank = Math.max(rank, f.rank());
    }
    List<SymInt> out = new ArrayList<>();
    for (int i = 0; i < rank; i++) {
      out.add(SymInt.ONE);
    }
    for (Facts f : ins) {
      for (int i = 0; i < f.rank(); i++) {
        int o = rank - f.rank() + i;
        SymInt b = out.get(o).broadcast(f.dim(i));
        if (b == null) {
          throw n.error("operands of shapes " + Dims.shapes(ins) + " do not broadcast");
        }
        out.set(o, b);
      }
    }
    return out;
  }

  /** DynamicQuantizeLinear: y shaped as x, its scale and zero point scalars. */
  static void dynamicQuantize(OnnxNode n) {
    Facts x = n.in(0);
    if (x.isTensor()) {
      n.setShape(0, x.dims());
    }
    n.setShape(1, List.of());
    n.setShape(2, List.of());
  }

  /** LayerNormalization: Y shaped as X; Mean and InvStdDev with the normalized dims (from the axis on) 1. */
  static void layerNorm(OnnxNode n) {
    same(n);
    Facts x = n.in(0);
    if (!x.hasRank()) {
      return;
    }
    int a = n.axis(n.attrs().getInt("axis"), x.rank(), "axis");
    List<SymInt> kept = new ArrayList<>(x.dims());
    for (int i = a; i < kept.size(); i++) {
      kept.set(i, SymInt.ONE);
    }
    n.setShape(1, kept);
    n.setShape(2, kept);
  }

  /** BatchNormalization: Y shaped as X; in training mode the running statistics as the input's. */
  static void batchNorm(OnnxNode n) {
    same(n);
    Facts mean = n.in(3);
    if (mean.isTensor()) {
      n.setShape(1, mean.dims());
      n.setShape(2, mean.dims());
    }
  }
}
