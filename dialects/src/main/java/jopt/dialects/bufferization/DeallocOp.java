package jopt.dialects.bufferization;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.NamedAttrList;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.interfaces.InferTypeOpInterface;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.IntegerType;

/**
 * bufferization.dealloc: {@code [(%memrefs : types) if (%conditions)] [retain (%retained : types)]
 * attr-dict} (MLIR's declarative format; the results, one i1 per retained value, inferred); frees each memref whose condition holds and returns, per retained value, whether
 * it must still be freed.
 */
@Op
public final class DeallocOp extends DeallocOpBase {
  public static final OpSpec SPEC = OpSpec.op("bufferization.dealloc")
      .summary("deallocates the given memrefs if no alias is retained")
      .variadicOperand("memrefs", TypeConstraints.RANKED_OR_UNRANKED_MEMREF)
      .variadicOperand("conditions", TypeConstraints.I1)
      .variadicOperand("retained", TypeConstraints.RANKED_OR_UNRANKED_MEMREF)
      .variadicResult("updatedConditions", TypeConstraints.I1)
      .attrSizedOperandSegments()
      .format("(` ` `(` $memrefs^ `:` type($memrefs) `)` `if` ` ` `(` $conditions `)`)? "
          + "(`retain` ` ` `(` $retained^ `:` type($retained) `)`)? attr-dict")
      .build();

  DeallocOp(Operation op) {
    super(op);
  }

  /** Creates the op; its results (one i1 per retained value) are inferred. */
  public static DeallocOp create(Builder b, Location loc, List<? extends Value> memrefs,
      List<? extends Value> conditions, List<? extends Value> retained) {
    OperationState st = SPEC.newState(loc);
    st.addOperands(memrefs).addOperands(conditions).addOperands(retained);
    OpSpec.setOperandSegmentSizes(st, memrefs.size(), conditions.size(), retained.size());
    for (int i = 0; i < retained.size(); i++) {
      st.addType(IntegerType.get(1));
    }
    return new DeallocOp(b.create(st));
  }

  /**
   * Replaces the memrefs to deallocate, then their conditions, as MLIR's two
   * MutableOperandRange::assign calls do it (the retained values stay).
   */
  public void setMemrefsAndConditions(List<? extends Value> memrefs, List<? extends Value> conditions) {
    Operation op = getOperation();
    int oldMemrefs = memrefs().size();
    int oldConditions = conditions().size();
    int retained = retained().size();
    op.setOperands(0, oldMemrefs, memrefs);
    op.setAttr(OpSpec.OPERAND_SEGMENT_SIZES, jopt.ir.attr.DenseArrayAttr.i32(
        new int[] {memrefs.size(), oldConditions, retained}));
    op.setOperands(memrefs.size(), oldConditions, conditions);
    op.setAttr(OpSpec.OPERAND_SEGMENT_SIZES, jopt.ir.attr.DenseArrayAttr.i32(
        new int[] {memrefs.size(), conditions.size(), retained}));
  }

  /**
   * The definition: the result types (InferTypeOpInterface) and MLIR's checks. As MLIR's, the op does not
   * declare its memory effects (it frees, depending on its conditions and on run-time aliasing).
   */
  public static final class Def extends OpDefinition implements Traits.AttrSizedOperandSegments,
      InferTypeOpInterface {
    public Def() {
      super(SPEC);
    }

    @Override
    public List<Type> inferReturnTypes(MLIRContext context, List<Value> operands, NamedAttrList attributes) {
      // One i1 per retained value: the last operand segment.
      int retained = attributes.get(OpSpec.OPERAND_SEGMENT_SIZES) instanceof DenseArrayAttr d && d.size() == 3
          ? (int) d.getLong(2) : 0;
      return new ArrayList<>(Collections.nCopies(retained, IntegerType.get(1)));
    }

    @Override
    public void getCanonicalizationPatterns(jopt.ir.rewrite.RewritePatternSet patterns) {
      DeallocPatterns.populate(patterns);
    }

    @Override
    public boolean verify(Operation op) {
      DeallocOp d = DeallocOp.of(op);
      if (d.memrefs().size() != d.conditions().size()) {
        op.emitOpError("must have the same number of conditions as memrefs to deallocate");
        return false;
      }
      if (d.retained().size() != op.getNumResults()) {
        op.emitOpError("must have the same number of updated conditions (results) as retained operands");
        return false;
      }
      return true;
    }
  }
}
