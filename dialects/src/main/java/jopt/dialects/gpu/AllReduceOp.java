package jopt.dialects.gpu;

import jopt.dialects.builtin.AsmUtil;
import jopt.ir.Block;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.RegionDef;

/**
 * gpu.all_reduce: {@code %r = gpu.all_reduce add %v uniform {} : (f32) -> f32}, or with the
 * accumulation as a region of two arguments ended by gpu.yield.
 */
@Op
public final class AllReduceOp extends AllReduceOpBase {
  public static final OpSpec SPEC = OpSpec.op("gpu.all_reduce")
      .summary("Reduce values among workgroup.")
      .operand("value", GPUConstraints.INTEGER_OR_FLOAT)
      .optionalAttr("op", GPUConstraints.ALL_REDUCE_OPERATION)
      .optionalAttr("uniform", AttrConstraints.UNIT)
      .result("result", GPUConstraints.INTEGER_OR_FLOAT)
      .region("body", RegionDef.Blocks.ANY)
      .customDirective("AllReduceOperation", AllReduceOperation.INSTANCE)
      .format("custom<AllReduceOperation>($op) $value (`uniform` $uniform^)? $body attr-dict"
          + " `:` functional-type(operands, results)")
      .build();

  AllReduceOp(Operation op) {
    super(op);
  }

  /** MLIR's verifyReduceOpAndType: float kinds need a float, integer kinds an integer. */
  static boolean kindFits(String kind, Type type) {
    return switch (kind) {
      case "minnumf", "maxnumf", "minimumf", "maximumf" -> type instanceof jopt.ir.type.FloatType;
      case "minsi", "minui", "maxsi", "maxui", "and", "or", "xor" -> type instanceof jopt.ir.type.IntegerType;
      default -> true;
    };
  }

  /** The definition: either an op kind or a reduction region, as MLIR's verifyRegions checks. */
  public static final class Def extends OpDefinition
      implements Traits.SameOperandsAndResultType, Traits.IsolatedFromAbove {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verifyRegions(Operation op) {
      Region body = op.getRegion(0);
      boolean hasOp = op.getAttr("op") instanceof GPUEnumAttr;
      Type type = AllReduceOp.of(op).result().getType();
      if (body.isEmpty() != hasOp) {
        op.emitError("expected either an op attribute or a non-empty body");
        return false;
      }
      if (!body.isEmpty()) {
        if (body.front().getNumArguments() != 2) {
          op.emitError("expected two region arguments");
          return false;
        }
        for (jopt.ir.Value a : body.front().getArguments()) {
          if (!a.getType().equals(type)) {
            op.emitError("incorrect region argument type");
            return false;
          }
        }
        int yields = 0;
        for (Block b : body.getBlocks()) {
          Operation t = b.getLastOp();
          if (t != null && t.getName().equals(YieldOp.SPEC.name())) {
            if (t.getNumOperands() != 1) {
              op.emitError("expected one gpu.yield operand");
              return false;
            }
            if (!t.getOperand(0).getType().equals(type)) {
              op.emitError("incorrect gpu.yield type");
              return false;
            }
            yields++;
          }
        }
        if (yields == 0) {
          op.emitError("expected gpu.yield op in region");
          return false;
        }
        return true;
      }
      String kind = ((GPUEnumAttr) op.getAttr("op")).keyword();
      if (!kindFits(kind, type)) {
        op.emitError("`" + kind + "` reduction operation is not compatible with type '"
            + AsmUtil.typeStr(type) + "'");
        return false;
      }
      return true;
    }
  }
}
