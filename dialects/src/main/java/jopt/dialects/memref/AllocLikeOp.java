package jopt.dialects.memref;

import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;
import jopt.dialects.bufferization.AllocationOpInterface;
import jopt.ir.rewrite.Builder;
import jopt.ir.OpDefinition;
import jopt.ir.ods.OpView;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.RewritePatternSet;
import jopt.ir.type.MemRefType;

/**
 * MLIR's AllocLikeOp, the common part of memref.alloc and memref.alloca:
 * {@code (%dynamicSizes)[%symbolOperands] attr-dict : type}; allocates its result.
 */
public abstract class AllocLikeOp extends OpView {
  AllocLikeOp(Operation op) {
    super(op);
  }

  /**
   * The spec both ops share, under {@code name}, as ODS's AllocLikeOp class: the result is
   * allocated on {@code resource} (alloca's in its automatic allocation scope).
   */
  static OpSpec spec(String name, String summary, MemoryEffects.Resource resource) {
    return OpSpec.op(name)
        .summary(summary)
        .variadicOperand("dynamicSizes", TypeConstraints.INDEX)
        .variadicOperand("symbolOperands", TypeConstraints.INDEX)
        .attrSizedOperandSegments()
        .optionalAttr("alignment", AttrConstraints.POSITIVE_POWER_OF_TWO_I64)
        .result("memref", TypeConstraints.MEMREF)
        .memAlloc("memref", resource)
        .format("`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)")
        .build();
  }

  /** Fills {@code st} with the operands, segment sizes, alignment and result type. */
  static OperationState state(OpSpec spec, jopt.ir.Location loc, MemRefType type,
      List<? extends Value> dynamicSizes, List<? extends Value> symbolOperands, Long alignment) {
    OperationState st = spec.newState(loc);
    st.addOperands(dynamicSizes).addOperands(symbolOperands);
    OpSpec.setOperandSegmentSizes(st, dynamicSizes.size(), symbolOperands.size());
    if (alignment != null) {
      st.addAttribute("alignment", Attrs.i64(alignment));
    }
    st.addType(type);
    return st;
  }

  public List<Value> dynamicSizes() {
    return operands(0);
  }

  public List<Value> symbolOperands() {
    return operands(1);
  }

  /** The alignment in bytes, or null. */
  public Long alignment() {
    return alignmentOf(getOperation());
  }

  static Long alignmentOf(Operation op) {
    return op.getAttr("alignment") instanceof IntegerAttr a ? a.getValue() : null;
  }

  public Value memref() {
    return result(0);
  }

  public MemRefType getType() {
    return (MemRefType) memref().getType();
  }

  /** The definition of both ops: the size and symbol checks, effects, patterns. */
  static class Def extends OpDefinition implements MemoryEffects, Traits.AttrSizedOperandSegments,
      AllocationOpInterface, jopt.ir.interfaces.ReifyRankedShapedTypeOpInterface {
    private final String resultName;
    private final boolean alloca;

    Def(OpSpec spec, String resultName, boolean alloca) {
      super(spec);
      this.resultName = resultName;
      this.alloca = alloca;
    }

    @Override
    public boolean verify(Operation op) {
      if (alloca && op.getParentWithTrait(Traits.AutomaticAllocationScope.class) == null) {
        op.emitOpError("requires an ancestor op with AutomaticAllocationScope trait");
        return false;
      }
      MemRefType type = (MemRefType) op.getResult(0).getType();
      int dyn = MixedIndices.segment(op, 0).size();
      int expected = ShapedTypes.numDynamicDims(type);
      if (dyn != expected) {
        op.emitOpError("incorrect number of dynamic sizes, has " + dyn + ", expected " + expected);
        return false;
      }
      int syms = MixedIndices.segment(op, 1).size();
      int expectedSyms = type.getNumLayoutSymbols();
      if (syms != expectedSyms) {
        op.emitOpError("symbol operand count does not equal memref symbol count: expected " + expectedSyms
            + ", got " + syms);
        return false;
      }
      return true;
    }

    /** Its result's sizes: the static ones of its type, the dynamic ones its size operands (no new IR). */
    @Override
    public List<List<jopt.ir.rewrite.OpFoldResult>> reifyResultShapes(Builder b, Operation op) {
      List<jopt.ir.rewrite.OpFoldResult> shape = jopt.ir.interfaces.ReifyRankedShapedTypeOpInterface.fromType(
          op.getResult(0).getType(), MixedIndices.segment(op, 0));
      return shape == null ? null : List.of(shape);
    }

    /** memref.alloc moves into dominators and out of loops; memref.alloca out of loops only. */
    @Override
    public Set<HoistingKind> getHoistingKind() {
      return alloca ? Set.of(HoistingKind.LOOP) : Set.of(HoistingKind.LOOP, HoistingKind.BLOCK);
    }

    /** A memref.alloc's stack form: memref.alloca with its operands and attributes. */
    @Override
    public Operation buildPromotedAlloc(Builder b, Value alloc) {
      if (alloca) {
        return null;
      }
      Operation op = alloc.getDefiningOp();
      OperationState st = AllocaOp.SPEC.newState(op.getLoc());
      st.addOperands(op.getOperands());
      for (var a : op.getAttrDictionary().getValue()) {
        st.attributes.set(a.getName(), a.getValue());
      }
      st.addType(alloc.getType());
      return b.create(st);
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(op.getResult(0), resultName);
    }


    @Override
    public void getCanonicalizationPatterns(RewritePatternSet patterns) {
      patterns.add(new MemRefPatterns.SimplifyAllocConst(getSpec()));
      patterns.add(new MemRefFolding.SimplifyDeadAlloc(getName()));
    }
  }
}
