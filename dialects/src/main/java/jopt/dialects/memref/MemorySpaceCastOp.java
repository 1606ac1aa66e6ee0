package jopt.dialects.memref;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.function.BiConsumer;
import jopt.ir.Attribute;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.interfaces.ViewLikeOpInterface;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.OpFoldResult;

/** memref.memory_space_cast: {@code %source attr-dict : type to type}; the same memref in another space. */
@Op
public final class MemorySpaceCastOp extends MemorySpaceCastOpBase {
  public static final OpSpec SPEC = OpSpec.op("memref.memory_space_cast")
      .summary("memref memory space cast operation")
      .operand("source", TypeConstraints.RANKED_OR_UNRANKED_MEMREF)
      .result("dest", TypeConstraints.RANKED_OR_UNRANKED_MEMREF)
      .format("$source attr-dict `:` type($source) `to` type($dest)")
      .build();

  MemorySpaceCastOp(Operation op) {
    super(op);
  }

  /** Creates {@code memref.memory_space_cast %source : ... to resultType}. */
  public static MemorySpaceCastOp create(Builder b, Location loc, Type resultType, Value source) {
    return new MemorySpaceCastOp(b.create(SPEC.newState(loc).addOperand(source).addType(resultType)));
  }

  /** The definition: CastOpInterface's check. */
  public static final class Def extends OpDefinition implements ViewLikeOpInterface, Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      MemorySpaceCastOp memorySpaceCast = MemorySpaceCastOp.of(op);
      return CastOp.verifyCompatible(op, areCastCompatible(memorySpaceCast.source().getType(), memorySpaceCast.dest().getType()));
    }

    /** A cast of a cast casts the first source, in place. */
    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      Operation parent = MemorySpaceCastOp.of(op).source().getDefiningOp();
      if (parent == null || !parent.getName().equals(SPEC.name())) {
        return false;
      }
      op.setOperand(0, parent.getOperand(0));
      return true;
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(MemorySpaceCastOp.of(op).dest(), "memspacecast");
    }
  }

  /** MLIR's MemorySpaceCastOp::areCastCompatible: only the memory space may differ. */
  static boolean areCastCompatible(Type a, Type b) {
    if (ShapedTypes.isMemRef(a) && ShapedTypes.isMemRef(b)) {
      return Objects.equals(ShapedTypes.elementType(a), ShapedTypes.elementType(b))
          && Objects.equals(ShapedTypes.layout(a), ShapedTypes.layout(b))
          && Arrays.equals(ShapedTypes.shape(a), ShapedTypes.shape(b));
    }
    return ShapedTypes.isUnrankedMemRef(a) && ShapedTypes.isUnrankedMemRef(b)
        && Objects.equals(ShapedTypes.elementType(a), ShapedTypes.elementType(b));
  }
}
