package jopt.dialects.memref;

import java.util.List;
import java.util.Objects;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import jopt.ir.Attribute;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.interfaces.RuntimeVerifiableOpInterface;
import jopt.ir.interfaces.ViewLikeOpInterface;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.ShapedType;
import jopt.ir.type.StridesAndOffset;

/** memref.cast: {@code %source attr-dict : type to type} between compatible memref types. */
@Op
public final class CastOp extends CastOpBase {
  public static final OpSpec SPEC = OpSpec.op("memref.cast")
      .summary("memref cast operation")
      .operand("source", TypeConstraints.RANKED_OR_UNRANKED_MEMREF)
      .result("dest", TypeConstraints.RANKED_OR_UNRANKED_MEMREF)
      .format("$source attr-dict `:` type($source) `to` type($dest)")
      .build();

  CastOp(Operation op) {
    super(op);
  }

  /** Creates {@code memref.cast %source : ... to resultType}. */
  public static CastOp create(Builder b, Location loc, Type resultType, Value source) {
    return new CastOp(b.create(SPEC.newState(loc).addOperand(source).addType(resultType)));
  }

  /** The definition: CastOpInterface's check and the folder. */
  public static final class Def extends OpDefinition implements RuntimeVerifiableOpInterface, ViewLikeOpInterface, Traits.Pure,
      jopt.ir.interfaces.CastOpInterface {
    public Def() {
      super(SPEC);
    }

    @Override
    public void generateRuntimeVerification(Operation op, Builder builder, Location loc,
        BiFunction<Operation, String, String> errorMessage) {
      RuntimeOpVerification.cast(op, builder, loc, errorMessage);
    }

    @Override
    public boolean verify(Operation op) {
      CastOp cast = CastOp.of(op);
      return verifyCompatible(op, CastOp.areCastCompatible(cast.source().getType(), cast.dest().getType()));
    }

    @Override
    public boolean areCastCompatible(java.util.List<Type> inputs, java.util.List<Type> outputs) {
      return inputs.size() == 1 && outputs.size() == 1 && CastOp.areCastCompatible(inputs.get(0), outputs.get(0));
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(CastOp.of(op).dest(), "cast");
    }

    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      return MemRefFolding.foldCast(op, results);
    }
  }

  /** CastOpInterface's verifier: "operand type ... and result type ... are cast incompatible". */
  static boolean verifyCompatible(Operation op, boolean compatible) {
    if (!compatible) {
      op.emitOpError("operand type " + Asm.quote(op.getOperand(0).getType()) + " and result type "
          + Asm.quote(op.getResult(0).getType()) + " are cast incompatible");
    }
    return compatible;
  }

  /** MLIR's memref::CastOp::areCastCompatible. */
  public static boolean areCastCompatible(Type a, Type b) {
    if (ShapedTypes.isMemRef(a) && ShapedTypes.isMemRef(b)) {
      if (!Objects.equals(ShapedTypes.elementType(a), ShapedTypes.elementType(b))) {
        return false;
      }
      if (!Objects.equals(ShapedTypes.layout(a), ShapedTypes.layout(b))) {
        StridesAndOffset sa = ShapedTypes.stridesAndOffset(a);
        StridesAndOffset sb = ShapedTypes.stridesAndOffset(b);
        if (sa == null || sb == null || sa.getRank() != sb.getRank()) {
          return false;
        }
        if (!compatible(sa.offset(), sb.offset())) {
          return false;
        }
        for (int i = 0; i < sa.getRank(); i++) {
          if (!compatible(sa.getStride(i), sb.getStride(i))) {
            return false;
          }
        }
      }
      if (!Objects.equals(ShapedTypes.memorySpace(a), ShapedTypes.memorySpace(b))) {
        return false;
      }
      return CopyOp.compatibleShapes(a, b);
    }
    if (!ShapedTypes.isAnyMemRef(a) || !ShapedTypes.isAnyMemRef(b)) {
      return false;
    }
    if (ShapedTypes.isUnrankedMemRef(a) && ShapedTypes.isUnrankedMemRef(b)) {
      return false;
    }
    return Objects.equals(ShapedTypes.elementType(a), ShapedTypes.elementType(b))
        && Objects.equals(ShapedTypes.memorySpace(a), ShapedTypes.memorySpace(b));
  }

  private static boolean compatible(long x, long y) {
    return x == ShapedType.DYNAMIC || y == ShapedType.DYNAMIC || x == y;
  }
}
