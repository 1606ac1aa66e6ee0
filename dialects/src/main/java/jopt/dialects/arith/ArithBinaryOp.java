package jopt.dialects.arith;

import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.OpResult;
import jopt.ir.OpView;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.UnitAttr;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraint;
import jopt.ir.rewrite.OpFoldResult;
import jopt.ir.rewrite.RewritePatternSet;

/**
 * The elementwise arith ops whose operands and result share one type: the integer and float
 * binary ops ({@code arith.addi %a, %b overflow<nsw> : i32}, {@code arith.divsi %a, %b exact :
 * i32}, {@code arith.addf %x, %y fastmath<fast> : f32}) and {@code arith.negf %x : f32}. This is
 * their common view (operands, result, flags) and their shared definition.
 */
public abstract class ArithBinaryOp extends OpView {
  /** The optional clause of an op: none, overflow flags, the exact flag, or fast-math flags. */
  enum Flags {
    NONE,
    OVERFLOW,
    EXACT,
    FASTMATH
  }

  private final OpSpec spec;

  protected ArithBinaryOp(Operation op, OpSpec spec) {
    super(op);
    this.spec = spec;
  }

  @Override
  protected final OpSpec spec() {
    return spec;
  }

  /**
   * The family's view of {@code op}, any op whose definition is this class's {@link Def} (as
   * MLIR's ops of the Arith_BinaryOp TableGen class); throws otherwise.
   */
  public static ArithBinaryOp of(Operation op) {
    if (!(op.getDef() instanceof Def)) {
      throw new IllegalArgumentException("expected an arith binary op, got '" + op.getName() + "'");
    }
    return new ArithBinaryOp(op, op.getDef().getSpec()) {};
  }

  /** The left operand (the only one of negf). */
  public Value lhs() {
    return getOperation().getOperand(0);
  }

  public Value rhs() {
    return getOperation().getOperand(1);
  }

  public OpResult result() {
    return result(0);
  }

  /** An integer binary op (Arith_IntBinaryOp and its overflow and exact variants). */
  static OpSpec intSpec(String name, String summary, Flags flags) {
    return declare(name, summary, ArithConstraints.SIGNLESS_INTEGER_LIKE, 2, flags);
  }

  /** A float binary op (Arith_FloatBinaryOp). */
  static OpSpec floatSpec(String name, String summary) {
    return declare(name, summary, ArithConstraints.FLOAT_LIKE, 2, Flags.FASTMATH);
  }

  static OpSpec declare(String name, String summary, TypeConstraint c, int numOperands, Flags flags) {
    OpSpec.Builder b = OpSpec.op(name).summary(summary);
    if (numOperands == 1) {
      b.operand("operand", c);
    } else {
      b.operand("lhs", c).operand("rhs", c);
    }
    String clause = switch (flags) {
      case OVERFLOW -> " (`overflow` `` $overflowFlags^)?";
      case EXACT -> " (`exact` $isExact^)?";
      case FASTMATH -> " (`fastmath` `` $fastmath^)?";
      case NONE -> "";
    };
    switch (flags) {
      case OVERFLOW -> ArithFlags.OVERFLOW.declareDefaulted(b);
      case EXACT -> b.optionalAttr("isExact", AttrConstraints.UNIT);
      case FASTMATH -> ArithFlags.FASTMATH.declareDefaulted(b);
      case NONE -> {}
    }
    // MLIR's formats: the operands, the flags clause, the dictionary and the one type.
    String operands = numOperands == 1 ? "$operand" : "$lhs `,` $rhs";
    return b.result("result", c).format(operands + clause + " attr-dict `:` type($result)").build();
  }

  /**
   * Creates the op of {@code spec} on {@code operands}; the result type is the first operand's,
   * the flags are the default (none), as MLIR's builders infer and default them.
   */
  static Operation build(Builder b, Location loc, OpSpec spec, Value... operands) {
    OperationState st = spec.newState(loc);
    st.addOperands(List.of(operands)).addType(operands[0].getType());
    Flags kind = flagsOf(spec);
    if (kind == Flags.OVERFLOW) {
      st.attributes.set(ArithFlags.OVERFLOW.attrName, ArithFlags.OVERFLOW.defaultValue());
    } else if (kind == Flags.FASTMATH) {
      st.attributes.set(ArithFlags.FASTMATH.attrName, ArithFlags.FASTMATH.defaultValue());
    }
    return b.create(st);
  }

  static Flags flagsOf(OpSpec spec) {
    if (spec.attribute(ArithFlags.OVERFLOW.attrName) != null) {
      return Flags.OVERFLOW;
    }
    if (spec.attribute(ArithFlags.FASTMATH.attrName) != null) {
      return Flags.FASTMATH;
    }
    return spec.attribute("isExact") != null ? Flags.EXACT : Flags.NONE;
  }

  /** A binary op with {@code overflowFlags}. */
  public abstract static class WithOverflow extends ArithBinaryOp {
    protected WithOverflow(Operation op, OpSpec spec) {
      super(op, spec);
    }

    public IntegerOverflowFlagsAttr overflowFlags() {
      return (IntegerOverflowFlagsAttr) attr(ArithFlags.OVERFLOW.attrName);
    }

    public void setOverflowFlags(IntegerOverflowFlagsAttr flags) {
      getOperation().setAttr(ArithFlags.OVERFLOW.attrName, flags);
    }
  }

  /** A binary op with the {@code isExact} unit property. */
  public abstract static class WithExact extends ArithBinaryOp {
    protected WithExact(Operation op, OpSpec spec) {
      super(op, spec);
    }

    public boolean isExact() {
      return getOperation().getAttr("isExact") != null;
    }

    public void setExact(boolean exact) {
      if (exact) {
        getOperation().setAttr("isExact", UnitAttr.INSTANCE);
      } else {
        getOperation().removeAttr("isExact");
      }
    }
  }

  /** A float op with {@code fastmath}. */
  public abstract static class WithFastMath extends ArithBinaryOp {
    protected WithFastMath(Operation op, OpSpec spec) {
      super(op, spec);
    }

    public FastMathFlagsAttr fastmath() {
      return (FastMathFlagsAttr) attr(ArithFlags.FASTMATH.attrName);
    }

    public void setFastmath(FastMathFlagsAttr flags) {
      getOperation().setAttr(ArithFlags.FASTMATH.attrName, flags);
    }
  }

  /** The definition shared by these ops: custom form, folders and patterns. */
  public static class Def extends OpDefinition implements Traits.Pure, Traits.ElementwiseMappable,
      Traits.SameOperandsAndResultType, jopt.ir.interfaces.ConditionallySpeculatable {
    private final OpSpec spec;

    public Def(OpSpec spec) {
      super(spec);
      this.spec = spec;
    }

    /**
     * Unsigned divisions are speculatable by a constant other than zero, signed ones by a
     * constant other than zero and -1 (MLIR's getDivUISpeculatability, getDivSISpeculatability).
     */
    @Override
    public Speculatability getSpeculatability(Operation op) {
      String name = spec.name();
      boolean unsigned = name.equals("arith.divui") || name.equals("arith.ceildivui");
      boolean signed = name.equals("arith.divsi") || name.equals("arith.ceildivsi");
      if (!unsigned && !signed) {
        return Speculatability.SPECULATABLE;
      }
      if (!(jopt.ir.rewrite.SideEffects.constantValue(of(op).rhs()) instanceof jopt.ir.attr.IntegerAttr c)
          || c.getInt() == 0) {
        return Speculatability.NOT_SPECULATABLE;
      }
      int w = IntegerFolder.width(c.getType());
      boolean allOnes = w > 0 && IntegerFolder.unsigned(c, w)
          .equals(java.math.BigInteger.ONE.shiftLeft(w).subtract(java.math.BigInteger.ONE));
      return signed && allOnes ? Speculatability.NOT_SPECULATABLE : Speculatability.SPECULATABLE;
    }




    /** SameOperandsAndResultType (as MLIR has it: compatible shapes), then Elementwise. */
    @Override
    public boolean verify(Operation op) {
      return ArithTraits.verifySameOperandsAndResultType(op) && ArithTraits.verifyElementwise(op);
    }

    @Override
    public boolean fold(Operation op, List<Attribute> operands, List<OpFoldResult> results) {
      if (ElementwiseConstantFolder.fold(op, operands, results, this::foldElements)) {
        return true;
      }
      results.clear();
      // MLIR's Commutative trait folder: constants move to the right, in place.
      if (this instanceof Traits.Commutative && operands.get(0) != null && operands.get(1) == null) {
        ArithBinaryOp binary = of(op);
        Value lhs = binary.lhs();
        op.setOperand(0, binary.rhs());
        op.setOperand(1, lhs);
        return true;
      }
      return false;
    }

    /** The scalar folders, on operands (or splat elements) of element type {@code type}. */
    private boolean foldElements(Operation op, jopt.ir.Type type, List<Attribute> operands,
        List<OpFoldResult> results) {
      String name = getName().substring("arith.".length());
      if (op.getNumOperands() == 1) {
        return FloatFolder.foldNeg(op, operands, results);
      }
      return op.getNumOperands() == 2 && (IntegerFolder.fold(name, op, type, operands, results)
          || FloatFolder.fold(name, op, operands, results));
    }

    @Override
    public void getCanonicalizationPatterns(RewritePatternSet patterns) {
      ArithPatterns.add(getName(), patterns);
    }
  }

  /** The definition of the ops with MLIR's Commutative trait. */
  public static final class CommutativeDef extends Def implements Traits.Commutative {
    public CommutativeDef(OpSpec spec) {
      super(spec);
    }
  }
}
