package jopt.dialects.tensor;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.interfaces.CastOpInterface;
import jopt.ir.interfaces.RuntimeVerifiableOpInterface;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;

/** tensor.cast: changes static shape information only. */
@Op
public final class CastOp extends CastOpBase {
  public static final OpSpec SPEC = OpSpec.op("tensor.cast")
      .summary("tensor cast operation")
      .operand("source", TensorTypes.ANY)
      .result("dest", TensorTypes.ANY)
      .format("$source attr-dict `:` type($source) `to` type($dest)")
      .build();

  CastOp(Operation op) {
    super(op);
  }

  /**
   * MLIR's canFoldIntoConsumerOp: a consumer may read the cast's source instead, the source being
   * ranked and at least as static as the result.
   */
  public static boolean canFoldIntoConsumerOp(Operation cast) {
    return cast != null && SPEC.isa(cast)
        && PadPatterns.preservesStaticInformation(cast.getResult(0).getType(), of(cast).source().getType());
  }

  /**
   * MLIR's canFoldIntoProducerOp: the producer may yield the cast's result type instead, the
   * result being at least as static as the source.
   */
  public static boolean canFoldIntoProducerOp(Operation cast) {
    return cast != null && SPEC.isa(cast)
        && PadPatterns.preservesStaticInformation(of(cast).source().getType(), cast.getResult(0).getType());
  }

  /** The definition: the cast-compatibility check (shared with tensor.bitcast), folding. */
  public static final class Def extends OpDefinition implements RuntimeVerifiableOpInterface, Traits.Pure, CastOpInterface {
    public Def() {
      super(SPEC);
    }

    @Override
    public void generateRuntimeVerification(Operation op, Builder builder, Location loc,
        BiFunction<Operation, String, String> errorMessage) {
      RuntimeOpVerification.cast(op, builder, loc, errorMessage);
    }

    @Override
    public boolean areCastCompatible(java.util.List<Type> inputs, java.util.List<Type> outputs) {
      return inputs.size() == 1 && outputs.size() == 1 && TensorTypes.castCompatible(inputs.get(0), outputs.get(0));
    }

    @Override
    public boolean verify(Operation op) {
      CastOp cast = CastOp.of(op);
      return verifyCast(op, TensorTypes.castCompatible(cast.source().getType(), cast.dest().getType()));
    }

    @Override
    public boolean fold(Operation op, java.util.List<jopt.ir.Attribute> operands,
        java.util.List<jopt.ir.rewrite.OpFoldResult> results) {
      return TensorFolding.foldCast(op, results);
    }

    @Override
    public void getCanonicalizationPatterns(jopt.ir.rewrite.RewritePatternSet patterns) {
      patterns.add(new TensorFolding.ChainedTensorCast());
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(CastOp.of(op).dest(), "cast");
    }
  }

  /** MLIR's CastOpInterface verification. */
  static boolean verifyCast(Operation op, boolean compatible) {
    if (!compatible) {
      op.emitOpError("operand type " + TensorTypes.quoted(op.getOperand(0).getType()) + " and result type "
          + TensorTypes.quoted(op.getResult(0).getType()) + " are cast incompatible");
      return false;
    }
    return true;
  }
}
