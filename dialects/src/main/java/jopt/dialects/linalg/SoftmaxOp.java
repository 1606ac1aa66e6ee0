package jopt.dialects.linalg;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.type.MemRefType;
import jopt.ir.type.ShapedType;

/**
 * linalg.softmax: {@code dimension(d) ins(%x : T) outs(%y : T) [-> T]}; a numerically stable
 * softmax of the input along dimension d into the output (destination-passing style).
 */
@Op
public final class SoftmaxOp extends SoftmaxOpBase {
  public static final OpSpec SPEC = OpSpec.op("linalg.softmax")
      .summary("Softmax operator")
      .operand("input", TypeConstraints.SHAPED)
      .operand("output", TypeConstraints.SHAPED)
      .attr("dimension", AttrConstraints.I64)
      .variadicResult("result", TypeConstraints.RANKED_TENSOR)
      .predicate("input and output have same element type", op -> LinalgTypes.shapedElementTypeOrSelf(
          SoftmaxOp.of(op).input().getType()).equals(LinalgTypes.shapedElementTypeOrSelf(SoftmaxOp.of(op).output().getType())))
      .format("attr-dict `dimension` `(` $dimension `)` `ins` `(` $input `:` type($input) `)` "
          + "`outs` `(` $output `:` type($output) `)` (`->` type($result)^)?")
      .build();

  SoftmaxOp(Operation op) {
    super(op);
  }

  /** The definition: destination-passing style, the shape and dimension checks, effects and folding. */
  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean verify(Operation op) {
      SoftmaxOp softmax = SoftmaxOp.of(op);
      if (!StructuredOpDef.verifyDestinationStyle(op, 1, List.of(softmax.output()))) {
        return false;
      }
      ShapedType input = (ShapedType) softmax.input().getType();
      ShapedType output = (ShapedType) softmax.output().getType();
      if (!LinalgTypes.compatibleShapes(input.getShape(), output.getShape())) {
        return StructuredOpDef.fail(op, "incompatible output shape");
      }
      long dimension = of(op).dimension();
      if (dimension < 0 || dimension >= input.getRank()) {
        return StructuredOpDef.fail(op, "incorrect dimension specified");
      }
      return true;
    }

    /** Memref input read, memref output read and written. */
    @Override
    public List<Effect> getEffects(Operation op) {
      SoftmaxOp softmax = SoftmaxOp.of(op);
      List<Effect> r = new ArrayList<>();
      if (softmax.input().getType() instanceof MemRefType) {
        r.add(new Effect(Kind.READ, softmax.input()));
      }
      if (softmax.output().getType() instanceof MemRefType) {
        r.add(new Effect(Kind.READ, softmax.output()));
        r.add(new Effect(Kind.WRITE, softmax.output()));
      }
      return r;
    }

    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      return jopt.dialects.memref.MemRefFolding.foldMemRefCast(op);
    }
  }
}
