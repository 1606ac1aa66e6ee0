package jopt.dialects.tensor;

import jopt.ir.type.ShapedType;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.rewrite.OpFoldResult;

/**
 * A mixed static/dynamic list (MLIR's {@code ArrayRef<OpFoldResult>} split by dispatchIndexOpFoldResults):
 * the static values with {@link ShapedType#DYNAMIC} where an SSA value stands, and those values.
 */
public record MixedValues(long[] statics, List<Value> dynamics) {
  /** Splits {@code mixed}: integer attributes become statics, values dynamics. */
  public static MixedValues of(List<OpFoldResult> mixed) {
    long[] statics = new long[mixed.size()];
    List<Value> dynamics = new ArrayList<>();
    for (int i = 0; i < statics.length; i++) {
      OpFoldResult r = mixed.get(i);
      if (r.isAttribute()) {
        statics[i] = ((IntegerAttr) r.attr()).getValue();
      } else {
        statics[i] = ShapedType.DYNAMIC;
        dynamics.add(r.value());
      }
    }
    return new MixedValues(statics, dynamics);
  }

  /** MLIR's getMixedValues: an i64 attribute per static entry, the next value per dynamic one. */
  public static List<OpFoldResult> mixed(long[] statics, List<Value> dynamics) {
    List<OpFoldResult> r = new ArrayList<>(statics.length);
    Iterator<Value> it = dynamics.iterator();
    for (long s : statics) {
      r.add(s == ShapedType.DYNAMIC ? OpFoldResult.of(it.next()) : OpFoldResult.of(IntegerAttr.getI64(s)));
    }
    return r;
  }

  /** Static entries of {@code values}: each becomes an i64 attribute. */
  public static List<OpFoldResult> ofStatics(long... values) {
    List<OpFoldResult> r = new ArrayList<>(values.length);
    for (long v : values) {
      r.add(OpFoldResult.of(IntegerAttr.getI64(v)));
    }
    return r;
  }
}
