package jopt.examples;

import java.util.List;
import jopt.ir.rewrite.Builder;
import jopt.ir.Dialect;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.ods.OpView;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;

/** A dialect of one op, {@code toy.scale %x by 3 : f32}, defined as docs/op-definitions.md shows. */
public final class ToyDialect extends Dialect {
  public ToyDialect() {
    super("toy");
  }

  @Override
  public List<OpDefinition> getOperations() {
    return List.of(new ScaleOp.Def());
  }

  /** {@code toy.scale}: multiplies a float by a non-zero integer factor. */
  public static final class ScaleOp extends OpView {
    /** The declaration: operands, attributes, results, type rules and the assembly format. */
    public static final OpSpec SPEC = OpSpec.op("toy.scale")
        .summary("scales a float by an integer factor")
        .operand("input", TypeConstraints.FLOAT)
        .attr("factor", AttrConstraints.I64)
        .result("result", TypeConstraints.FLOAT)
        .allTypesMatch("input", "result")
        .format("$input `by` $factor attr-dict `:` type($result)")
        .build();

    private ScaleOp(Operation op) {
      super(op);
    }

    public static ScaleOp of(Operation op) {
      return new ScaleOp(checked(op, SPEC));
    }

    /** The typed builder: {@code toy.scale %input by factor}, the result typed as the input. */
    public static ScaleOp create(Builder b, Location loc, Value input, long factor) {
      return new ScaleOp(b.create(SPEC.newState(loc)
          .addOperand(input)
          .addAttribute("factor", IntegerAttr.getI64(factor))
          .addType(input.getType())));
    }

    public Value input() {
      return operand(0);
    }

    public long factor() {
      return ((IntegerAttr) attr("factor")).getInt();
    }

    @Override
    protected OpSpec spec() {
      return SPEC;
    }

    /** The definition: pure, and a verifier for what the spec cannot say. */
    public static final class Def extends OpDefinition implements Traits.Pure {
      public Def() {
        super(SPEC);
      }

      @Override
      public boolean verify(Operation op) {
        if (of(op).factor() == 0) {
          op.emitOpError("requires a non-zero factor");
          return false;
        }
        return true;
      }
    }
  }
}
