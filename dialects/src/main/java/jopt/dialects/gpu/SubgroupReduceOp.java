package jopt.dialects.gpu;

import jopt.dialects.builtin.AsmUtil;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.type.IntegerType;
import jopt.ir.type.VectorType;

/**
 * gpu.subgroup_reduce: {@code %r = gpu.subgroup_reduce add %v uniform cluster(size = 4,
 * stride = 2) : (f32) -> f32}, a reduction across the lanes of each cluster of a subgroup.
 */
@Op
public final class SubgroupReduceOp extends SubgroupReduceOpBase {
  public static final OpSpec SPEC = OpSpec.op("gpu.subgroup_reduce")
      .summary("Reduce values among subgroup.")
      .operand("value", GPUConstraints.INTEGER_OR_FLOAT_OR_1D_VECTOR)
      .attr("op", GPUConstraints.ALL_REDUCE_OPERATION)
      .optionalAttr("uniform", AttrConstraints.UNIT)
      .optionalAttr("cluster_size", AttrConstraints.I32)
      .defaultAttr("cluster_stride", AttrConstraints.I32, IntegerAttr.get(IntegerType.get(32), 1))
      .result("result", GPUConstraints.INTEGER_OR_FLOAT_OR_1D_VECTOR)
      .customDirective("AllReduceOperation", AllReduceOperation.INSTANCE)
      .format("custom<AllReduceOperation>($op) $value (`uniform` $uniform^)?"
          + " (`cluster` `(` `size` `=` $cluster_size^ (`,` `stride` `=` $cluster_stride^)? `)`)?"
          + " attr-dict `:` functional-type(operands, results)")
      .build();

  SubgroupReduceOp(Operation op) {
    super(op);
  }

  /** The definition: MLIR's checks of the kind, the vector and the cluster. */
  public static final class Def extends OpDefinition implements Traits.SameOperandsAndResultType {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      Type type = SubgroupReduceOp.of(op).result().getType();
      Type element = type;
      if (type instanceof VectorType v) {
        if (v.isScalable()) {
          op.emitOpError("is not compatible with scalable vector types");
          return false;
        }
        element = v.getElementType();
      }
      String kind = ((GPUEnumAttr) op.getAttr("op")).keyword();
      if (!AllReduceOp.kindFits(kind, element)) {
        op.emitError("`" + kind + "` reduction operation is not compatible with type '"
            + AsmUtil.typeStr(type) + "'");
        return false;
      }
      Long size = op.getAttr("cluster_size") instanceof IntegerAttr s ? s.getValue() : null;
      if (size != null && Long.bitCount(size & 0xffffffffL) != 1) {
        op.emitOpError("cluster size " + (size & 0xffffffffL) + " is not a power of two");
        return false;
      }
      long stride = op.getAttr("cluster_stride") instanceof IntegerAttr s ? s.getValue() & 0xffffffffL : 1;
      if (stride != 1 && size == null) {
        op.emitOpError("cluster stride can only be specified if cluster size is specified");
        return false;
      }
      if (Long.bitCount(stride) != 1) {
        op.emitOpError("cluster stride " + stride + " is not a power of two");
        return false;
      }
      return true;
    }
  }
}
