package jopt.dialects.arith;

import java.util.List;
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

  protected ArithBinaryOp(Operation op) {
    super(op);
  }

  /**
   * The family's view of {@code op}, any op whose definition is this class's {@link Def} (as
   * MLIR's ops of the Arith_BinaryOp TableGen class); throws otherwise.
   */
  public static ArithBinaryOp of(Operation op) {
    if (!(op.getDef() instanceof Def)) {
      throw new IllegalArgumentException("expected an arith binary op, got '" + op.getName() + "'");
    }
    return new ArithBinaryOp(op) {
      @Override
      protected OpSpec spec() {
        return op.getDef().getSpec();
      }
    };
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

  // The family's specs, as MLIR's TableGen classes: helpers the op generator follows (each one
  // return of a builder chain), so every op's view is generated from its spec.

  /** Arith_IntBinaryOp without flags. */
  static OpSpec intSpec(String name, String summary) {
    return finish(binary(name, summary, ArithConstraints.SIGNLESS_INTEGER_LIKE),
        ArithConstraints.SIGNLESS_INTEGER_LIKE, "");
  }

  /** Arith_IntBinaryOpWithOverflowFlags. */
  static OpSpec overflowSpec(String name, String summary) {
    return finish(binary(name, summary, ArithConstraints.SIGNLESS_INTEGER_LIKE)
        .defaultAttr(ArithFlags.OVERFLOW_NAME, ArithConstraints.OVERFLOW_FLAGS, IntegerOverflowFlagsAttr.NONE),
        ArithConstraints.SIGNLESS_INTEGER_LIKE, " (`overflow` `` $overflowFlags^)?");
  }

  /** Arith_IntBinaryOpWithExactFlag. */
  static OpSpec exactSpec(String name, String summary) {
    return finish(binary(name, summary, ArithConstraints.SIGNLESS_INTEGER_LIKE)
        .optionalAttr("isExact", AttrConstraints.UNIT), ArithConstraints.SIGNLESS_INTEGER_LIKE, " (`exact` $isExact^)?");
  }

  /** Arith_FloatBinaryOp. */
  static OpSpec floatSpec(String name, String summary) {
    return finish(binary(name, summary, ArithConstraints.FLOAT_LIKE)
        .defaultAttr(ArithFlags.FASTMATH_NAME, ArithConstraints.FASTMATH, FastMathFlagsAttr.NONE),
        ArithConstraints.FLOAT_LIKE, " (`fastmath` `` $fastmath^)?");
  }

  /** Arith_FloatUnaryOp (negf): one operand, named {@code operand}, which {@link #lhs} also gives. */
  static OpSpec floatUnarySpec(String name, String summary) {
    return OpSpec.op(name).summary(summary).operand("operand", ArithConstraints.FLOAT_LIKE)
        .defaultAttr(ArithFlags.FASTMATH_NAME, ArithConstraints.FASTMATH, FastMathFlagsAttr.NONE)
        .result("result", ArithConstraints.FLOAT_LIKE)
        .format("$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)")
        .build();
  }

  private static OpSpec.Builder binary(String name, String summary, TypeConstraint c) {
    return OpSpec.op(name).summary(summary).operand("lhs", c).operand("rhs", c);
  }

  /** The result and MLIR's format: the operands, the flags clause, the dictionary and the one type. */
  private static OpSpec finish(OpSpec.Builder b, TypeConstraint c, String clause) {
    return b.result("result", c).format("$lhs `,` $rhs" + clause + " attr-dict `:` type($result)").build();
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
    protected WithOverflow(Operation op) {
      super(op);
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
    protected WithExact(Operation op) {
      super(op);
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
    protected WithFastMath(Operation op) {
      super(op);
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
      if (!(jopt.ir.rewrite.Matchers.constantValue(of(op).rhs()) instanceof jopt.ir.attr.IntegerAttr c)
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
