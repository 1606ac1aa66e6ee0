package jopt.dialects.tensor;

import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import jopt.ir.Attribute;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.interfaces.RuntimeVerifiableOpInterface;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.rewrite.RewritePatternSet;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.TensorType;

/** tensor.extract: reads one element of a ranked tensor. */
@Op
public final class ExtractOp extends ExtractOpBase {
  public static final OpSpec SPEC = OpSpec.op("tensor.extract")
      .summary("element extraction operation")
      .operand("tensor", TensorTypes.RANKED)
      .variadicOperand("indices", TypeConstraints.INDEX)
      .result("result", TypeConstraints.ANY)
      .typesMatchWith("result type matches element type of tensor", "tensor", "result",
          t -> ((TensorType) t).getElementType())
      .format("$tensor `[` $indices `]` attr-dict `:` type($tensor)")
      .build();

  ExtractOp(Operation op) {
    super(op);
  }

  /** The definition: the index count, folding and the result's name. */
  public static final class Def extends OpDefinition implements RuntimeVerifiableOpInterface, Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public void generateRuntimeVerification(Operation op, Builder builder, Location loc,
        BiFunction<Operation, String, String> errorMessage) {
      RuntimeOpVerification.indices(op, ExtractOp.of(op).tensor(), op.getOperands(1, op.getNumOperands()), builder, loc, errorMessage);
    }

    @Override
    public boolean verify(Operation op) {
      if (((RankedTensorType) ExtractOp.of(op).tensor().getType()).getRank() != op.getNumOperands() - 1) {
        op.emitOpError("incorrect number of indices for extract_element");
        return false;
      }
      return true;
    }

    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      return TensorFolding.foldExtract(op, operands, results);
    }

    @Override
    public void getCanonicalizationPatterns(RewritePatternSet patterns) {
      patterns.add(new TensorFolding.ExtractFromTensorCast());
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(ExtractOp.of(op).result(), "extracted");
    }
  }
}
