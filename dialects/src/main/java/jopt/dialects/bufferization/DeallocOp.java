package jopt.dialects.bufferization;

import java.util.List;
import java.util.Set;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.ods.InherentAttrs;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.IntegerType;

/**
 * bufferization.dealloc: {@code [(%memrefs : types) if (%conditions)] [retain (%retained : types)]
 * attr-dict}; frees each memref whose condition holds and returns, per retained value, whether
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
   * The definition: the declarative assembly and MLIR's checks. As MLIR's, the op does not
   * declare its memory effects (it frees, depending on its conditions and on run-time aliasing).
   */
  public static final class Def extends OpDefinition implements Traits.AttrSizedOperandSegments {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      List<UnresolvedOperand> memrefs = List.of();
      List<Type> memrefTypes = List.of();
      List<UnresolvedOperand> conds = List.of();
      List<UnresolvedOperand> retained = List.of();
      List<Type> retainedTypes = List.of();
      SourceLoc memrefsLoc = p.getCurrentLocation();
      SourceLoc retainedLoc = memrefsLoc;
      if (p.parseOptionalLParen()) {
        memrefsLoc = p.getCurrentLocation();
        memrefs = p.parseOperandList();
        memrefTypes = p.parseColonTypeList();
        p.parseRParen();
        p.parseKeyword("if");
        conds = p.parseOperandList(OpAsmParser.Delimiter.PAREN);
      }
      if (p.parseOptionalKeyword("retain")) {
        p.parseLParen();
        retainedLoc = p.getCurrentLocation();
        retained = p.parseOperandList();
        retainedTypes = p.parseColonTypeList();
        p.parseRParen();
      }
      InherentAttrs.parseOptionalAttrDict(p, result, SPEC);
      result.addOperands(BufferizationTypes.resolveOperands(p, memrefs, memrefTypes, memrefsLoc));
      for (UnresolvedOperand c : conds) {
        result.addOperand(p.resolveOperand(c, IntegerType.get(1)));
      }
      result.addOperands(BufferizationTypes.resolveOperands(p, retained, retainedTypes, retainedLoc));
      OpSpec.setOperandSegmentSizes(result, memrefs.size(), conds.size(), retained.size());
      for (int i = 0; i < retained.size(); i++) {
        result.addType(IntegerType.get(1));
      }
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      DeallocOp d = DeallocOp.of(op);
      List<Value> memrefs = d.memrefs();
      if (!memrefs.isEmpty()) {
        p.print(" (").printOperands(memrefs).print(" : ").printTypes(BufferizationTypes.types(memrefs))
            .print(") if (").printOperands(d.conditions()).print(')');
      }
      List<Value> retained = d.retained();
      if (!retained.isEmpty()) {
        p.print(" retain (").printOperands(retained).print(" : ").printTypes(BufferizationTypes.types(retained))
            .print(')');
      }
      p.printOptionalAttrDict(op.getAttrDictionary().getValue(), Set.of(OpSpec.OPERAND_SEGMENT_SIZES));
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
