package jopt.dialects.deallocation;

import java.util.Collections;
import java.util.List;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.ods.ValueGroups;

/**
 * deallocation.retain: {@code %r = deallocation.retain(%a) of(%o1, %o2) : (memref<2xf32>,
 * !deallocation.ownership, !deallocation.ownership) -> !deallocation.ownership}. For each
 * retained memref, the ownership of the allocation it derives from (each at most once, else
 * null); the other non-null allocations are freed. The two operand groups are sized by the
 * {@code operandSegmentSizes} property (jopt keeps it a property although MLIR-HLO's dialect
 * stored it as an attribute).
 */
@Op
public final class RetainOp extends RetainOpBase {
  /** The property holding the sizes of the two operand groups (retained, allocs). */
  public static final String SEGMENTS = OpSpec.OPERAND_SEGMENT_SIZES;

  public static final OpSpec SPEC = OpSpec.op("deallocation.retain")
      .summary("null-safe dealloc")
      .variadicOperand("retained", TypeConstraints.RANKED_OR_UNRANKED_MEMREF)
      .variadicOperand("allocs", DeallocationConstraints.OWNERSHIP_OR_MEMREF)
      .variadicResult("result_allocs", DeallocationConstraints.OWNERSHIP)
      .attrSizedOperandSegments()
      .format("`(` $retained `)` `of` `(` $allocs `)` attr-dict `:` functional-type(operands, results)")
      .memRead("retained")
      .memFree("allocs")
      .build();

  RetainOp(Operation op) {
    super(op);
  }

  /** Creates a retain with one ownership result per retained memref. */
  public static RetainOp create(Builder b, Location loc, List<? extends Value> retained,
      List<? extends Value> allocs) {
    return create(b, loc, Collections.nCopies(retained.size(), OwnershipType.INSTANCE), retained, allocs);
  }

  /** Creates a retain with the given result types. */
  public static RetainOp create(Builder b, Location loc, List<? extends Type> resultTypes,
      List<? extends Value> retained, List<? extends Value> allocs) {
    OperationState st = SPEC.newState(loc);
    setOperands(st, retained, allocs);
    st.addTypes(resultTypes);
    return new RetainOp(b.create(st));
  }

  /** The retained memrefs of a verified retain {@code op}. */
  public static List<Value> getRetained(Operation op) {
    return ValueGroups.operands(SPEC, op, 0);
  }

  /** The ownership operands of a verified retain {@code op}. */
  public static List<Value> getAllocs(Operation op) {
    return ValueGroups.operands(SPEC, op, 1);
  }

  /** Sets the operands of a retain being built and their segment sizes. */
  public static void setOperands(OperationState state, List<? extends Value> retained,
      List<? extends Value> allocs) {
    state.addOperands(retained);
    state.addOperands(allocs);
    OpSpec.setOperandSegmentSizes(state, retained.size(), allocs.size());
  }

  /**
   * The definition: one result per retained memref (jopt's check: the passes read the result of
   * each retained memref), reads of the retained memrefs and frees of the allocs.
   */
  public static final class Def extends OpDefinition implements MemoryEffects, Traits.AttrSizedOperandSegments {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      int retained = getRetained(op).size();
      if (op.getNumResults() != retained) {
        op.emitOpError("expected " + retained + " results, one per retained memref, but found "
            + op.getNumResults());
        return false;
      }
      return true;
    }
  }
}
