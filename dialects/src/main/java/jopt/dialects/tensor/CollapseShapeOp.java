package jopt.dialects.tensor;

import jopt.ir.ods.AttrConstraints;
import jopt.ir.attr.ArrayAttr;
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
import jopt.ir.ods.OpSpec;

/** tensor.collapse_shape: {@code %src [[0, 1], ...] attr-dict : S into R}; merges groups of dims. */
public final class CollapseShapeOp extends OpView {
  public static final OpSpec SPEC = OpSpec.op("tensor.collapse_shape")
      .summary("operation to produce a tensor with a smaller rank")
      .operand("src", TensorTypes.ANY)
      .attr("reassociation", AttrConstraints.INDEX_LIST_ARRAY)
      .result("result", TensorTypes.ANY)
      .build();

  private CollapseShapeOp(Operation op) {
    super(op);
  }

  public static CollapseShapeOp of(Operation op) {
    return new CollapseShapeOp(checked(op, SPEC));
  }

  /** Creates the collapse of {@code src} by {@code reassociation}; the result type is inferred. */
  public static CollapseShapeOp create(Builder b, Location loc, Value src, List<long[]> reassociation) {
    return create(b, loc, ReassociativeReshape.collapsedType(src.getType(), reassociation), src, reassociation);
  }

  public static CollapseShapeOp create(Builder b, Location loc, Type resultType, Value src,
      List<long[]> reassociation) {
    OperationState st = SPEC.newState(loc);
    st.addOperand(src).addType(resultType);
    st.addAttribute("reassociation", ArrayAttr.ofIndexLists(reassociation));
    return new CollapseShapeOp(b.create(st));
  }

  public Value src() {
    return getOperation().getOperand(0);
  }

  public List<long[]> reassociation() {
    return ArrayAttr.indexLists(attr("reassociation"));
  }

  public Value result() {
    return result(0);
  }

  @Override
  protected OpSpec spec() {
    return SPEC;
  }

  /** The definition: custom assembly and MLIR's reshape checks. */
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
      TensorAsm.parseAttrDict(p, result, SPEC);
      p.parseColon();
      Type srcType = TensorAsm.parseTensorType(p);
      p.parseKeyword("into");
      result.addType(TensorAsm.parseTensorType(p));
      result.addOperand(p.resolveOperand(src, srcType));
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print(' ').printOperand(op.getOperand(0)).print(' ').printAttribute(op.getAttr("reassociation"));
      TensorAsm.printAttrDict(p, op, "reassociation");
      p.print(" : ").printType(op.getOperand(0).getType()).print(" into ").printType(op.getResult(0).getType());
    }

    @Override
    public boolean verify(Operation op) {
      for (long[] g : ArrayAttr.indexLists(op.getAttr("reassociation"))) {
        if (g.length == 0) {
          op.emitOpError("reassociation indices must not be empty");
          return false;
        }
      }
      return ReassociativeReshape.verify(op, op.getOperand(0).getType(), op.getResult(0).getType(), false);
    }

    @Override
    public boolean fold(Operation op, java.util.List<jopt.ir.Attribute> operands,
        java.util.List<jopt.ir.rewrite.OpFoldResult> results) {
      return TensorFolding.foldReshape(op, ExpandShapeOp.SPEC.name(), operands, results);
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(op.getResult(0), "collapsed");
    }
  }
}
