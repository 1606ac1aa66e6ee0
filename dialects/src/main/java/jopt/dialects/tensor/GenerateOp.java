package jopt.dialects.tensor;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.BiConsumer;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.RegionDef;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.IndexType;
import jopt.ir.type.RankedTensorType;

/**
 * tensor.generate: {@code %dynamicExtents $body attr-dict : type($result)}; the body yields the
 * element at the index given by its arguments.
 */
@Op
public final class GenerateOp extends GenerateOpBase {
  public static final OpSpec SPEC = OpSpec.op("tensor.generate")
      .summary("Creates a dynamically sized tensor from elements")
      .variadicOperand("dynamicExtents", TypeConstraints.INDEX)
      .result("result", TensorTypes.RANKED)
      .region("body", RegionDef.Blocks.EXACTLY_ONE)
      .format("$dynamicExtents $body attr-dict `:` type($result)")
      .build();

  /** Builds the body: given the index arguments, returns the element to yield. */
  public interface BodyBuilder {
    Value build(Builder b, Location loc, List<Value> indices);
  }

  GenerateOp(Operation op) {
    super(op);
  }

  /** Creates the op with a body of one index argument per dimension, filled by {@code body}. */
  public static GenerateOp create(Builder b, Location loc, RankedTensorType resultType,
      List<? extends Value> dynamicExtents, BodyBuilder body) {
    OperationState st = SPEC.newState(loc);
    st.addOperands(dynamicExtents).addType(resultType);
    Region region = st.addRegion();
    GenerateOp op = new GenerateOp(b.create(st));
    Builder.InsertPoint ip = b.saveInsertionPoint();
    Block block = b.createBlock(region, Collections.nCopies(resultType.getRank(), IndexType.get()), loc);
    Value element = body.build(b, loc, new ArrayList<>(block.getArguments()));
    YieldOp.create(b, loc, element);
    b.restoreInsertionPoint(ip);
    return op;
  }

  /** The definition: the dynamic-extent count and the body checks. */
  public static final class Def extends OpDefinition
      implements Traits.HasRecursiveMemoryEffects, Traits.SingleBlockImplicitTerminator {
    public Def() {
      super(SPEC);
    }

    @Override
    public void getCanonicalizationPatterns(jopt.ir.rewrite.RewritePatternSet patterns) {
      patterns.add(new TensorFolding.ExtractFromTensorGenerate());
    }

    @Override
    public String implicitTerminatorName() {
      return YieldOp.SPEC.name();
    }

    @Override
    public boolean verify(Operation op) {
      return EmptyOp.verifyDynamicDimensionCount(op, (RankedTensorType) GenerateOp.of(op).result().getType(),
          op.getNumOperands());
    }

    @Override
    public boolean verifyRegions(Operation op) {
      if (!YieldOp.verifyImplicitTerminator(op)) {
        return false;
      }
      RankedTensorType type = (RankedTensorType) GenerateOp.of(op).result().getType();
      Block body = op.getRegion(0).front();
      for (Value arg : body.getArguments()) {
        if (!(arg.getType() instanceof IndexType)) {
          op.emitError("all body arguments must be index");
          return false;
        }
      }
      if (body.getNumArguments() != type.getRank()) {
        op.emitError("must have one body argument per input dimension");
        return false;
      }
      Type yielded = body.getLastOp().getOperand(0).getType();
      if (!yielded.equals(type.getElementType())) {
        op.emitOpError("body must be terminated with a `yield` operation of the tensor element type");
        return false;
      }
      return true;
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(GenerateOp.of(op).result(), "generated");
    }
  }
}
