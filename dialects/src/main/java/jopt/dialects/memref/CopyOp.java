package jopt.dialects.memref;

import java.util.List;
import java.util.Objects;
import java.util.function.BiFunction;
import jopt.ir.Attribute;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.interfaces.RuntimeVerifiableOpInterface;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.rewrite.RewritePatternSet;
import jopt.ir.type.ShapedType;

/** memref.copy: {@code %source, %target attr-dict : type to type}; reads source, writes target. */
@Op
public final class CopyOp extends CopyOpBase {
  public static final OpSpec SPEC = OpSpec.op("memref.copy")
      .operand("source", TypeConstraints.RANKED_OR_UNRANKED_MEMREF)
      .operand("target", TypeConstraints.RANKED_OR_UNRANKED_MEMREF)
      .format("$source `,` $target attr-dict `:` type($source) `to` type($target)")
      .memRead("source")
      .memWrite("target")
      .build();

  CopyOp(Operation op) {
    super(op);
  }

  /** The definition: SameOperandsElementType/SameOperandsShape, effects, folder. */
  public static final class Def extends OpDefinition implements RuntimeVerifiableOpInterface, MemoryEffects {
    public Def() {
      super(SPEC);
    }

    @Override
    public void generateRuntimeVerification(Operation op, Builder builder, Location loc,
        BiFunction<Operation, String, String> errorMessage) {
      RuntimeOpVerification.copy(op, builder, loc, errorMessage);
    }

    @Override
    public boolean verify(Operation op) {
      CopyOp copy = CopyOp.of(op);
      Type a = copy.source().getType();
      Type b = copy.target().getType();
      if (!Objects.equals(ShapedTypes.elementType(a), ShapedTypes.elementType(b))) {
        op.emitOpError("requires the same element type for all operands");
        return false;
      }
      if (ShapedTypes.isMemRef(a) && ShapedTypes.isMemRef(b) && !compatibleShapes(a, b)) {
        op.emitOpError("requires the same shape for all operands");
        return false;
      }
      return true;
    }

    @Override
    public void getCanonicalizationPatterns(RewritePatternSet patterns) {
      patterns.add(new MemRefPatterns.FoldEmptyCopy());
      patterns.add(new MemRefPatterns.FoldSelfCopy());
    }

    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      return MemRefFolding.foldCopyOfCast(op);
    }
  }

  /** MLIR's verifyCompatibleShape for two ranked shapes: same rank, static sizes agree. */
  static boolean compatibleShapes(Type a, Type b) {
    long[] sa = ShapedTypes.shape(a);
    long[] sb = ShapedTypes.shape(b);
    if (sa.length != sb.length) {
      return false;
    }
    for (int i = 0; i < sa.length; i++) {
      if (sa[i] != sb[i] && sa[i] != ShapedType.DYNAMIC && sb[i] != ShapedType.DYNAMIC) {
        return false;
      }
    }
    return true;
  }
}
