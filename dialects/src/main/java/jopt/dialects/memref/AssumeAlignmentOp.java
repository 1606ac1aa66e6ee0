package jopt.dialects.memref;

import java.util.List;
import java.util.function.BiConsumer;
import jopt.ir.Attribute;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.OpView;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.interfaces.ViewLikeOpInterface;
import jopt.ir.ods.InherentAttrs;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.IntegerType;

/** memref.assume_alignment: {@code %memref, 16 attr-dict : type}; returns the same memref. */
public final class AssumeAlignmentOp extends OpView {
  public static final OpSpec SPEC = OpSpec.op("memref.assume_alignment")
      .summary("assumption that gives alignment information to the input memref")
      .operand("memref", TypeConstraints.MEMREF)
      .attr("alignment", MemRefConstraints.POSITIVE_I32)
      .result("result", TypeConstraints.MEMREF)
      .build();

  private AssumeAlignmentOp(Operation op) {
    super(op);
  }

  public static AssumeAlignmentOp of(Operation op) {
    return new AssumeAlignmentOp(checked(op, SPEC));
  }

  /** Creates {@code memref.assume_alignment %memref, alignment}. */
  public static AssumeAlignmentOp create(Builder b, Location loc, Value memref, int alignment) {
    OperationState st = SPEC.newState(loc).addOperand(memref).addType(memref.getType());
    st.addAttribute("alignment", Attrs.i32(alignment));
    return new AssumeAlignmentOp(b.create(st));
  }

  public Value memref() {
    return operand(0);
  }

  public long alignment() {
    return ((IntegerAttr) attr("alignment")).getValue();
  }

  public Value result() {
    return result(0);
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /**
   * The definition: custom assembly (its result type is the operand's, which ODS infers from
   * SameOperandsAndResultType and the format engine does not) and the power-of-two check.
   */
  public static final class Def extends OpDefinition
      implements ViewLikeOpInterface, Traits.Pure, Traits.SameOperandsAndResultType {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      UnresolvedOperand m = p.parseOperand();
      p.parseComma();
      result.addAttribute("alignment", p.parseAttribute(IntegerType.get(32)));
      InherentAttrs.parseOptionalAttrDict(p, result, SPEC);
      Type t = Asm.parseColonMemRefType(p);
      result.addOperand(p.resolveOperand(m, t));
      result.addType(t);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print(' ').printOperand(op.getOperand(0)).print(", ").printAttributeWithoutType(op.getAttr("alignment"));
      Asm.printAttrDict(p, op, "alignment");
      Asm.printColonType(p, op.getOperand(0).getType());
    }

    @Override
    public boolean verify(Operation op) {
      long a = ((IntegerAttr) op.getAttr("alignment")).getValue();
      if (Long.bitCount(a & 0xffffffffL) != 1) {
        op.emitOpError("alignment must be power of 2");
        return false;
      }
      // InferTypeOpInterface (after the op's own verifier, as mlir-opt-22 reports them): the
      // result has the memref's type.
      return jopt.ir.ods.InferredResultTypes.verify(op, List.of(op.getOperand(0).getType()), null);
    }

    /** assume_alignment(assume_alignment(x, a), a) is the inner one. */
    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      Operation source = op.getOperand(0).getDefiningOp();
      if (source == null || !source.getName().equals(SPEC.name())
          || !source.getAttr("alignment").equals(op.getAttr("alignment"))) {
        return false;
      }
      results.add(OpFoldResult.of(op.getOperand(0)));
      return true;
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(op.getResult(0), "assume_align");
    }

    @Override
    public Value getViewSource(Operation op) {
      return op.getOperand(0);
    }
  }
}
