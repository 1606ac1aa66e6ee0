package jopt.dialects.tensor;

import jopt.ir.attr.ArrayAttr;
import jopt.ir.ods.format.DynamicIndexList;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.OpView;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.RankedTensorType;

/**
 * tensor.expand_shape: {@code %src [[0, 1], ...] output_shape [...] attr-dict : S into R}; splits
 * dims into groups, the output sizes given statically or as index values.
 */
public final class ExpandShapeOp extends OpView {
  public static final OpSpec SPEC = OpSpec.op("tensor.expand_shape")
      .summary("operation to produce a tensor with a higher rank")
      .operand("src", TensorTypes.ANY)
      .attr("reassociation", AttrConstraints.INDEX_LIST_ARRAY)
      .variadicOperand("output_shape", TypeConstraints.INDEX)
      .attr("static_output_shape", AttrConstraints.DENSE_I64_ARRAY)
      .result("result", TensorTypes.ANY)
      .build();

  private ExpandShapeOp(Operation op) {
    super(op);
  }

  public static ExpandShapeOp of(Operation op) {
    return new ExpandShapeOp(checked(op, SPEC));
  }

  /** Creates the expansion of {@code src} into {@code resultType} with the given output sizes. */
  public static ExpandShapeOp create(Builder b, Location loc, RankedTensorType resultType, Value src,
      List<long[]> reassociation, List<OpFoldResult> outputShape) {
    MixedValues shape = MixedValues.of(outputShape);
    OperationState st = SPEC.newState(loc);
    st.addOperand(src).addOperands(shape.dynamics()).addType(resultType);
    st.addAttribute("reassociation", ArrayAttr.ofIndexLists(reassociation));
    st.addAttribute("static_output_shape", TensorAsm.i64Array(shape.statics()));
    return new ExpandShapeOp(b.create(st));
  }

  public Value src() {
    return getOperation().getOperand(0);
  }

  public List<long[]> reassociation() {
    return ArrayAttr.indexLists(attr("reassociation"));
  }

  public List<Value> outputShape() {
    return operands(1);
  }

  public long[] staticOutputShape() {
    return TensorAsm.i64s(attr("static_output_shape"));
  }

  public List<OpFoldResult> mixedOutputShape() {
    return MixedValues.mixed(staticOutputShape(), outputShape());
  }

  public Value result() {
    return result(0);
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition: custom assembly, the output-shape checks and MLIR's reshape checks. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      UnresolvedOperand src = p.parseOperand();
      ReassociativeReshape.parseReassociation(p, result);
      p.parseKeyword("output_shape");
      List<UnresolvedOperand> dynamic = new ArrayList<>();
      result.addAttribute("static_output_shape", TensorAsm.i64Array(DynamicIndexList.SQUARE.parse(p, dynamic)));
      TensorAsm.parseAttrDict(p, result, SPEC);
      p.parseColon();
      Type srcType = TensorAsm.parseTensorType(p);
      p.parseKeyword("into");
      result.addType(TensorAsm.parseTensorType(p));
      result.addOperand(p.resolveOperand(src, srcType));
      result.addOperands(TensorAsm.resolveIndices(p, dynamic));
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      ExpandShapeOp v = of(op);
      p.print(' ').printOperand(v.src()).print(' ').printAttribute(op.getAttr("reassociation"));
      p.print(" output_shape ");
      DynamicIndexList.SQUARE.print(p, v.staticOutputShape(), v.outputShape());
      TensorAsm.printAttrDict(p, op, "reassociation", "static_output_shape");
      p.print(" : ").printType(v.src().getType()).print(" into ").printType(op.getResult(0).getType());
    }

    @Override
    public boolean verify(Operation op) {
      ExpandShapeOp v = of(op);
      Type resultType = op.getResult(0).getType();
      int rank = resultType instanceof RankedTensorType r ? r.getRank() : 0;
      long[] statics = v.staticOutputShape();
      if (statics.length != rank) {
        op.emitOpError("expected number of static shape dims to be equal to the output rank (" + rank
            + ") but found " + statics.length + " inputs instead");
        return false;
      }
      int dynamic = TensorTypes.countDynamic(statics);
      if (v.outputShape().size() != dynamic) {
        op.emitOpError("mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has "
            + dynamic + " dynamic dims while output_shape has " + v.outputShape().size() + " values");
        return false;
      }
      return ReassociativeReshape.verify(op, resultType, v.src().getType(), true);
    }

    @Override
    public boolean fold(Operation op, java.util.List<jopt.ir.Attribute> operands,
        java.util.List<jopt.ir.rewrite.OpFoldResult> results) {
      return TensorFolding.foldReshape(op, CollapseShapeOp.SPEC.name(), operands, results);
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(op.getResult(0), "expanded");
    }
  }
}
