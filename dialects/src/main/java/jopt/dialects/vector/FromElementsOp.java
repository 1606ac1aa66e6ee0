package jopt.dialects.vector;

import jopt.ir.type.ComplexType;
import jopt.ir.type.VectorType;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.attr.DenseElementsAttr;
import jopt.ir.Value;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.Attribute;
import java.util.List;
import jopt.ir.rewrite.RewritePatternSet;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.OpRewritePattern;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** vector.from_elements: {@code %a, %b : vector<2xf32>}; a vector of its operands in row-major order. */
@Op
public final class FromElementsOp extends FromElementsOpBase {
  public static final OpSpec SPEC = OpSpec.op("vector.from_elements")
      .summary("operation that defines a vector from scalar elements")
      .variadicOperand("elements", TypeConstraints.ANY)
      .result("dest", VectorConstraints.FIXED_VECTOR)
      .shapedTypeMatchesElementCountAndTypes("dest", "elements")
      .format("$elements attr-dict `:` type($dest)")
      .build();

  FromElementsOp(Operation op) {
    super(op);
  }

  /** The definition: Pure; folds and patterns. */
  public static final class Def extends OpDefinition implements Traits.Pure {
    public Def() {
      super(SPEC);
    }
  
    /** foldFromElementsToElements (the same vector back) and foldFromElementsToConstant. */
    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      FromElementsOp fromElements = FromElementsOp.of(op);
      if (op.getNumOperands() > 0) {
        Operation def = fromElements.elements().get(0).getDefiningOp();
        if (def != null && ToElementsOp.isa(def) && ToElementsOp.of(def).source().getType().equals(fromElements.dest().getType())
            && op.getOperands().equals(def.getResults())) {
          results.add(OpFoldResult.of(ToElementsOp.of(def).source()));
          return true;
        }
      }
      VectorType type = (VectorType) fromElements.dest().getType();
      jopt.ir.Type element = type.getElementType();
      if (operands.contains(null) || !(VectorTypes.isVectorElement(element) || element instanceof ComplexType)) {
        return false;
      }
      List<Attribute> elements = new java.util.ArrayList<>();
      for (Attribute a : operands) {
        elements.add(a instanceof IntegerAttr i && !i.getType().equals(element) ? IntegerAttr.get(element, i.getValue())
            : a);
      }
      results.add(OpFoldResult.of(DenseElementsAttr.get(type, elements)));
      return true;
    }

    @Override
    public void getCanonicalizationPatterns(RewritePatternSet patterns) {
      patterns.add(new AsBroadcast());
    }
  }

  /** rewriteFromElementsAsBroadcast: the same element everywhere is a broadcast of it. */
  static final class AsBroadcast extends OpRewritePattern<FromElementsOp> {
    AsBroadcast() {
      super(SPEC, FromElementsOp::of);
    }

    @Override
    public boolean matchAndRewrite(FromElementsOp op, PatternRewriter rewriter) {
      List<Value> elements = op.elements();
      if (elements.isEmpty() || elements.stream().anyMatch(e -> e != elements.get(0))) {
        return false;
      }
      rewriter.replaceOp(op.getOperation(),
          BroadcastOp.create(rewriter, op.getLoc(), elements.get(0), op.dest().getType()).getOperation());
      return true;
    }
  }
}
