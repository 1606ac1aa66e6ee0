package jopt.dialects.func;

import java.util.List;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.OpResult;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Value;
import jopt.ir.interfaces.CallOpInterface;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.type.FunctionType;

/** {@code %0 = call_indirect %f(%a) : (i32) -> i32}: calls a function value. */
@Op
public final class CallIndirectOp extends CallIndirectOpBase {
  public static final OpSpec SPEC = OpSpec.op("func.call_indirect")
      .summary("indirect call operation")
      .operand("callee", TypeConstraints.FUNCTION)
      .variadicOperand("callee_operands", TypeConstraints.ANY)
      .optionalAttr("arg_attrs", AttrConstraints.DICT_ARRAY)
      .optionalAttr("res_attrs", AttrConstraints.DICT_ARRAY)
      .variadicResult("results", TypeConstraints.ANY)
      .typesMatchWithEach("callee input types match argument types", "callee", "callee_operands",
          t -> ((FunctionType) t).inputs())
      .typesMatchWithEach("callee result types match result types", "callee", "results",
          t -> ((FunctionType) t).results())
      .format("$callee `(` $callee_operands `)` attr-dict `:` type($callee)")
      .build();

  CallIndirectOp(Operation op) {
    super(op);
  }

  /** Creates {@code func.call_indirect callee(operands)}; the results are the callee type's. */
  public static CallIndirectOp create(Builder b, Location loc, Value callee, List<? extends Value> operands) {
    OperationState st = SPEC.newState(loc);
    st.addOperand(callee).addOperands(operands).addTypes(((FunctionType) callee.getType()).results());
    return new CallIndirectOp(b.create(st));
  }

  public List<OpResult> results() {
    return getOperation().getResults();
  }

  /** The definition: custom form; every check is the spec's. */
  public static final class Def extends OpDefinition implements CallOpInterface {
    public Def() {
      super(SPEC);
    }


    @Override
    public String getCallee(Operation op) {
      return null;
    }

    @Override
    public List<Value> getArgOperands(Operation op) {
      return op.getOperands(1, op.getNumOperands());
    }

    /** {@code $callee ( $callee_operands ) attr-dict : type($callee)}. */


    @Override
    public void getCanonicalizationPatterns(jopt.ir.rewrite.RewritePatternSet patterns) {
      patterns.add(new SimplifyIndirectCallWithKnownCallee());
    }
  }

  /** MLIR's SimplifyIndirectCallWithKnownCallee: a call of a func.constant is a direct call. */
  private static final class SimplifyIndirectCallWithKnownCallee extends jopt.ir.rewrite.RewritePattern {
    SimplifyIndirectCallWithKnownCallee() {
      super(SPEC.name());
    }

    @Override
    public boolean matchAndRewrite(Operation op, jopt.ir.rewrite.PatternRewriter rewriter) {
      if (!(jopt.ir.rewrite.Matchers.constantValue(CallIndirectOp.of(op).callee())
          instanceof jopt.ir.attr.FlatSymbolRefAttr callee)) {
        return false;
      }
      rewriter.setInsertionPoint(op);
      CallOp call = CallOp.create(rewriter, op.getLoc(), callee.value(), op.getResultTypes(),
          op.getOperands().subList(1, op.getNumOperands()));
      rewriter.replaceOp(op, call.getOperation());
      return true;
    }
  }
}
