package jopt.passes.onnxtolinalg;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.onnx.ConstantOp;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.attr.FloatAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.type.FloatType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.TensorType;
import jopt.ir.type.UnrankedTensorType;

/**
 * ONNX's types as linalg sees them: onnx-mlir's unsigned integer element types ({@code ui8})
 * become signless (arith takes no other), the unsignedness travelling beside the values; and
 * the constant elements a value is known to hold.
 */
final class OnnxTypes {
  private OnnxTypes() {}

  static boolean isUnsigned(Type t) {
    Type e = t instanceof TensorType tt ? tt.getElementType() : t;
    return e instanceof IntegerType i && i.isUnsigned();
  }

  /** {@code t} with a signed or unsigned integer element type made signless. */
  static Type signless(Type t) {
    if (t instanceof IntegerType i && !i.isSignless()) {
      return IntegerType.get(i.getWidth());
    }
    if (t instanceof RankedTensorType r) {
      return signless(r);
    }
    if (t instanceof UnrankedTensorType u && u.getElementType() instanceof IntegerType i && !i.isSignless()) {
      return UnrankedTensorType.get(IntegerType.get(i.getWidth()));
    }
    return t;
  }

  static RankedTensorType signless(RankedTensorType r) {
    if (r.getElementType() instanceof IntegerType i && !i.isSignless()) {
      return RankedTensorType.get(r.getShape(), IntegerType.get(i.getWidth()), r.getEncoding());
    }
    return r;
  }

  /**
   * The dense elements {@code v} holds: the value of an {@code onnx.Constant} (its {@code value},
   * or {@code value_float(s)} / {@code value_int(s)} shaped as its result) or of an
   * {@code arith.constant} of a tensor; null otherwise (a {@code dense_resource} included).
   */
  static DenseElementsAttr constantElements(Value v) {
    Operation def = v.getDefiningOp();
    if (def == null || !(v.getType() instanceof RankedTensorType type)) {
      return null;
    }
    if (def.getName().equals(ConstantOp.NAME)) {
      Attribute value = def.getAttr("value");
      if (value instanceof DenseElementsAttr d) {
        return d;
      }
      List<Attribute> scalars = new ArrayList<>();
      for (String name : List.of("value_float", "value_int", "value_floats", "value_ints")) {
        Attribute a = def.getAttr(name);
        if (a instanceof ArrayAttr arr) {
          scalars.addAll(arr.getValue());
        } else if (a != null) {
          scalars.add(a);
        }
      }
      if (scalars.isEmpty() || scalars.size() != type.getNumElements()) {
        return null;
      }
      RankedTensorType st = signless(type);
      Type elt = st.getElementType();
      List<Attribute> elements = new ArrayList<>();
      for (Attribute a : scalars) {
        double x = a instanceof FloatAttr f ? f.getValue() : ((IntegerAttr) a).getValue();
        if (elt instanceof FloatType ft) {
          elements.add(FloatAttr.get(ft, x));
        } else if (a instanceof IntegerAttr i) {
          elements.add(IntegerAttr.get(elt, i.getValue()));
        } else {
          return null;
        }
      }
      return DenseElementsAttr.get(st, elements);
    }
    if (def.getName().equals("arith.constant") && def.getAttr("value") instanceof DenseElementsAttr d) {
      return d;
    }
    return null;
  }
}
