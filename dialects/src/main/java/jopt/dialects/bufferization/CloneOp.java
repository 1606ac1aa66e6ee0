package jopt.dialects.bufferization;

import java.util.List;
import jopt.dialects.memref.MemRefFolding;
import jopt.ir.Attribute;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Value;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.rewrite.RewritePatternSet;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** bufferization.clone: {@code %input attr-dict : type to type}; reads input, allocates the result. */
@Op
public final class CloneOp extends CloneOpBase {
  public static final OpSpec SPEC = OpSpec.op("bufferization.clone")
      .operand("input", TypeConstraints.RANKED_OR_UNRANKED_MEMREF)
      .result("output", TypeConstraints.RANKED_OR_UNRANKED_MEMREF)
      .format("$input attr-dict `:` type($input) `to` type($output)")
      .memRead("input")
      .memWrite("output")
      .memAlloc("output")
      .build();

  CloneOp(Operation op) {
    super(op);
  }

  /** Creates {@code bufferization.clone input} of the input's type. */
  public static CloneOp create(Builder b, Location loc, Value input) {
    OperationState st = SPEC.newState(loc);
    st.addOperand(input).addType(input.getType());
    return new CloneOp(b.create(st));
  }

  /** The definition: the declarative assembly and the effects. */
  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }

    /** MLIR's CloneOp::fold: a memref.cast operand is replaced by its source. */
    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      return MemRefFolding.foldMemRefCast(op);
    }

    @Override
    public void getCanonicalizationPatterns(RewritePatternSet patterns) {
      ClonePatterns.populate(patterns);
    }
  }
}
