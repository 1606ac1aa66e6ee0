package jopt.dialects.arith;

import java.util.List;
import java.util.function.BiConsumer;
import jopt.ir.Attribute;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.OpResult;
import jopt.ir.ods.OpView;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.rewrite.PatternRewriter;
import jopt.ir.rewrite.RewritePattern;
import jopt.ir.rewrite.RewritePatternSet;

/**
 * The two-result integer ops: {@code %sum, %overflow = arith.addui_extended %a, %b : i32, i1} and
 * {@code %low, %high = arith.mulsi_extended %a, %b : i32} (also {@code mului_extended}); their
 * typed views and shared definition.
 */
public final class ExtendedOps {
  private ExtendedOps() {}

  private static OpSpec.Builder declare(String name, String summary) {
    return OpSpec.op(name).summary(summary)
        .operand("lhs", ArithConstraints.SIGNLESS_INTEGER_LIKE)
        .operand("rhs", ArithConstraints.SIGNLESS_INTEGER_LIKE);
  }

  private static OpSpec mulSpec(String name, String summary) {
    return declare(name, summary)
        .result("low", ArithConstraints.SIGNLESS_INTEGER_LIKE)
        .result("high", ArithConstraints.SIGNLESS_INTEGER_LIKE)
        .allTypesMatch("lhs", "rhs", "low", "high")
        .format("$lhs `,` $rhs attr-dict `:` type($lhs)")
        .build();
  }

  static List<OpDefinition> definitions() {
    return List.of(new Def(AddUIExtendedOp.SPEC), new Def(MulSIExtendedOp.SPEC), new Def(MulUIExtendedOp.SPEC));
  }

  static Operation build(Builder b, Location loc, OpSpec spec, Value lhs, Value rhs, Type second) {
    OperationState st = spec.newState(loc);
    st.addOperand(lhs).addOperand(rhs).addType(lhs.getType()).addType(second);
    return b.create(st);
  }

  /** The family's view: the operands every extended op has (as MLIR's shared accessors). */
  public abstract static class ExtendedOp extends OpView {
    ExtendedOp(Operation op) {
      super(op);
    }

    public abstract Value lhs();

    public abstract Value rhs();

    /** The view of any of the three ops; throws for another. */
    public static ExtendedOp of(Operation op) {
      return AddUIExtendedOp.isa(op) ? AddUIExtendedOp.of(op)
          : MulSIExtendedOp.isa(op) ? MulSIExtendedOp.of(op) : MulUIExtendedOp.of(op);
    }
  }

  /** {@code arith.addui_extended}: extended unsigned integer addition with the overflow bit. */
  @Op(superclass = ExtendedOp.class)
  public static final class AddUIExtendedOp extends AddUIExtendedOpBase {
    public static final OpSpec SPEC = declare("arith.addui_extended",
        "extended unsigned integer addition operation returning sum and overflow bit")
        .result("sum", ArithConstraints.SIGNLESS_INTEGER_LIKE)
        .result("overflow", ArithConstraints.BOOL_LIKE)
        .allTypesMatch("lhs", "rhs", "sum")
        .format("$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)")
        .build();

    AddUIExtendedOp(Operation op) {
      super(op);
    }

    /** Creates the op; the overflow type is i1 of the operands' shape. */
    public static AddUIExtendedOp create(Builder b, Location loc, Value lhs, Value rhs) {
      return new AddUIExtendedOp(build(b, loc, SPEC, lhs, rhs, TypeUtil.withElementType(lhs.getType(), TypeUtil.I1)));
    }
  }

  /** The common view of mulsi_extended and mului_extended. */
  public abstract static class MulExtendedOp extends ExtendedOp {
    MulExtendedOp(Operation op) {
      super(op);
    }

    public abstract OpResult low();

    public abstract OpResult high();
  }

  /** {@code arith.mulsi_extended}: extended signed integer multiplication operation. */
  @Op(superclass = MulExtendedOp.class)
  public static final class MulSIExtendedOp extends MulSIExtendedOpBase {
    public static final OpSpec SPEC =
        mulSpec("arith.mulsi_extended", "extended signed integer multiplication operation");

    MulSIExtendedOp(Operation op) {
      super(op);
    }
  }

  /** {@code arith.mului_extended}: extended unsigned integer multiplication operation. */
  @Op(superclass = MulExtendedOp.class)
  public static final class MulUIExtendedOp extends MulUIExtendedOpBase {
    public static final OpSpec SPEC =
        mulSpec("arith.mului_extended", "extended unsigned integer multiplication operation");

    MulUIExtendedOp(Operation op) {
      super(op);
    }
  }

  /** The definition: custom form, result names and Elementwise; all three are Commutative. */
  public static final class Def extends OpDefinition implements Traits.Pure, Traits.ElementwiseMappable, Traits.Commutative {
    private final boolean add;

    Def(OpSpec spec) {
      super(spec);
      this.add = spec == AddUIExtendedOp.SPEC;
    }




    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      setName.accept(op.getResult(0), add ? "sum" : "low");
      setName.accept(op.getResult(1), add ? "overflow" : "high");
    }

    @Override
    public boolean verify(Operation op) {
      return ArithTraits.verifyElementwise(op);
    }

    /** MLIR's AddUIExtendedToAddI and MulSIExtendedToMulI/MulUIExtendedToMulI. */
    @Override
    public void getCanonicalizationPatterns(RewritePatternSet patterns) {
      patterns.add(new ToPlainOp(getName(), add ? IntBinaryOps.AddIOp.SPEC : IntBinaryOps.MulIOp.SPEC));
    }

    /** MLIR's Commutative trait folder: a constant left operand moves to the right, in place. */
    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      if (operands.get(0) != null && operands.get(1) == null) {
        ExtendedOp extended = ExtendedOp.of(op);
        Value lhs = extended.lhs();
        op.setOperand(0, extended.rhs());
        op.setOperand(1, lhs);
        return true;
      }
      return false;
    }
  }

  /**
   * An extended op whose second result is unused becomes the plain op (addi or muli, no
   * overflow flags), created before it; the unused result is replaced by the left operand.
   */
  private static final class ToPlainOp extends RewritePattern {
    private final OpSpec plain;

    ToPlainOp(String rootName, OpSpec plain) {
      super(rootName);
      this.plain = plain;
    }

    @Override
    public String getDebugName() {
      return plain == IntBinaryOps.AddIOp.SPEC ? "AddUIExtendedToAddI"
          : getRootName().equals("arith.mulsi_extended") ? "MulSIExtendedToMulI" : "MulUIExtendedToMulI";
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      if (!op.getResult(1).useEmpty()) {
        return false;
      }
      rewriter.setInsertionPoint(op);
      ExtendedOp extended = ExtendedOp.of(op);
      Operation r = ArithBinaryOp.build(rewriter, op.getLoc(), plain, extended.lhs(), extended.rhs());
      rewriter.replaceOp(op, List.of(r.getResult(0), extended.lhs()));
      return true;
    }
  }
}
