package jopt.dialects.linalg;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.Diagnostic;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.NamedAttrList;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.DictionaryAttr;
import jopt.ir.attr.NamedAttribute;
import jopt.ir.type.ComplexType;
import jopt.ir.type.FloatType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;

/**
 * Builds the implicit bodies of named structured ops as MLIR's RegionBuilderHelper does: one
 * block argument per operand (its element type), the payload ops appended at unknown
 * locations, and a {@code linalg.yield}. Payloads that cannot be built for the operand types
 * throw {@link BuildError} with MLIR's message.
 */
final class RegionBuilder {
  /** MLIR's BinaryFn. */
  enum BinaryFn { ADD, SUB, MUL, DIV, DIV_UNSIGNED, MAX_SIGNED, MIN_SIGNED, MAX_UNSIGNED, MIN_UNSIGNED, POWF }

  /** MLIR's UnaryFn. */
  enum UnaryFn { EXP, LOG, ABS, CEIL, FLOOR, NEGF, RECIPROCAL, ROUND, SQRT, RSQRT, SQUARE, TANH, ERF }

  /** A payload MLIR's region builder rejects; the message is the diagnostic's. */
  static final class BuildError extends RuntimeException {
    BuildError(String message) {
      super(message, null, false, false);
    }
  }

  /** Fills a block given its arguments and the op's attributes. */
  interface Body {
    void build(RegionBuilder b, List<Value> args, NamedAttrList attrs);
  }

  private final MLIRContext ctx;
  private final Block block;

  private RegionBuilder(MLIRContext ctx, Block block) {
    this.ctx = ctx;
    this.block = block;
  }

  /**
   * MLIR's fillStructuredOpRegion: a block with one argument per input and output (the element
   * type of memrefs and ranked tensors, else the type), filled by {@code body}.
   */
  static void fill(MLIRContext ctx, Region region, List<Type> inputTypes, List<Type> outputTypes,
      NamedAttrList attrs, Body body) {
    Block b = region.emplaceBlock();
    for (List<Type> types : List.of(inputTypes, outputTypes)) {
      for (Type t : types) {
        b.addArgument(LinalgTypes.elementTypeOrSelf(t), Location.UNKNOWN);
      }
    }
    body.build(new RegionBuilder(ctx, b), new ArrayList<>(b.getArguments()), attrs);
  }

  /** The body a row's payload builds: its expression, yielded. */
  static Body bodyOf(NamedOpRow row) {
    return (b, args, attrs) -> {
      if (row.body() instanceof OpDsl.ElementwiseKind) {
        b.yieldOutputs(List.of(b.elementwise(args, attrs)));
        return;
      }
      if (args.size() != row.numRegionArgs()) {
        throw new BuildError(row.mnemonic() + " regionBuilder expects " + row.numRegionArgs() + " args, got "
            + args.size());
      }
      b.yieldOutputs(List.of(b.eval(row.body(), args, attrs)));
    };
  }

  /** Builds {@code e} (operands first, left to right, as OpDSL's generated builders do). */
  Value eval(OpDsl.Expr e, List<Value> args, NamedAttrList attrs) {
    if (e instanceof OpDsl.Arg a) {
      return args.get(a.operand());
    }
    if (e instanceof OpDsl.Const c) {
      return constant(c.value());
    }
    if (e instanceof OpDsl.Index i) {
      return index(i.dim());
    }
    if (e instanceof OpDsl.ElementwiseKind) {
      return elementwise(args, attrs);
    }
    OpDsl.Call c = (OpDsl.Call) e;
    List<Value> operands = new ArrayList<>();
    for (OpDsl.Expr o : c.operands()) {
      operands.add(eval(o, args, attrs));
    }
    String fn = c.fn();
    if (c.attr() != null && attrs.get(c.attr()) instanceof TypeFnAttr t) {
      fn = t.value();
    }
    return switch (c.kind()) {
      case TYPE -> cast(args.get(c.typeOperand()).getType(), operands.get(0), fn.equals("cast_unsigned"));
      case UNARY -> unary(UnaryFn.valueOf(fn.toUpperCase()), operands.get(0));
      case BINARY -> binary(BinaryFn.valueOf(fn.toUpperCase()), operands.get(0), operands.get(1));
      case TERNARY -> select(operands.get(0), operands.get(1), operands.get(2));
    };
  }

  /** linalg.elementwise's payload: the function its {@code kind} names, on the inputs. */
  private Value elementwise(List<Value> args, NamedAttrList attrs) {
    ElementwiseKindAttr kind = (ElementwiseKindAttr) attrs.get("kind");
    if (args.size() != kind.arity() + 1) {
      throw new BuildError("Elementwise regionBuilder expects " + (kind.arity() + 1) + " args, got " + args.size());
    }
    return switch (kind.arity()) {
      case 1 -> unary(UnaryFn.valueOf(kind.value().toUpperCase()), args.get(0));
      case 2 -> binary(BinaryFn.valueOf(kind.value().toUpperCase()), args.get(0), args.get(1));
      default -> select(args.get(0), args.get(1), args.get(2));
    };
  }

  /** {@code arith.constant} of a typed attribute (RegionBuilderHelper::constant). */
  private Value constant(Attribute value) {
    OperationState st = new OperationState(Location.UNKNOWN, "arith.constant");
    st.addAttribute("value", value);
    st.addType(value.getType());
    Operation op = Operation.create(ctx, st);
    block.push_back(op);
    return op.getResult(0);
  }

  /** {@code linalg.index dim : index}. */
  private Value index(int dim) {
    OperationState st = new OperationState(Location.UNKNOWN, IndexOp.SPEC.name());
    st.addAttribute("dim", jopt.ir.attr.IntegerAttr.getI64(dim));
    st.addType(IndexType.get());
    Operation op = Operation.create(ctx, st);
    block.push_back(op);
    return op.getResult(0);
  }

  private Value create(String name, List<Value> operands, Type result, boolean fastmath) {
    OperationState st = new OperationState(Location.UNKNOWN, name);
    st.addOperands(operands);
    if (result != null) {
      st.addType(result);
    }
    OpDefinition def = ctx.lookupOp(name);
    if (def != null) {
      def.populateDefaultAttrs(st.attributes);
    } else if (fastmath) {
      Attribute none = ctx.getDialect("arith") == null ? null : ctx.getDialect("arith").parseAttribute("fastmath<none>");
      if (none != null) {
        st.properties = DictionaryAttr.of(List.of(new NamedAttribute("fastmath", none)));
      }
    }
    Operation op = Operation.create(ctx, st);
    block.push_back(op);
    return result == null ? null : op.getResult(0);
  }

  void yieldOutputs(List<Value> values) {
    OperationState st = new OperationState(Location.UNKNOWN, YieldOp.SPEC.name());
    st.addOperands(values);
    block.push_back(Operation.create(ctx, st));
  }

  /** MLIR's convertScalarToDtype (buildTypeFn); a warning and the operand itself when no cast exists. */
  Value cast(Type to, Value v, boolean unsigned) {
    Type from = v.getType();
    if (from.equals(to)) {
      return v;
    }
    String op = null;
    if (to instanceof IntegerType ti) {
      if (from instanceof FloatType) {
        op = unsigned ? "arith.fptoui" : "arith.fptosi";
      } else if (from instanceof IndexType) {
        op = "arith.index_cast";
      } else if (from instanceof IntegerType fi) {
        if (ti.getWidth() == fi.getWidth()) {
          return v;
        }
        op = ti.getWidth() > fi.getWidth() ? (unsigned ? "arith.extui" : "arith.extsi") : "arith.trunci";
      }
    } else if (to instanceof FloatType tf) {
      if (from instanceof IntegerType) {
        op = unsigned ? "arith.uitofp" : "arith.sitofp";
      } else if (from instanceof FloatType ff) {
        if (tf.getWidth() == ff.getWidth()) {
          return v;
        }
        op = tf.getWidth() > ff.getWidth() ? "arith.extf" : "arith.truncf";
      }
    }
    if (op == null) {
      ctx.getDiagEngine().emit(new Diagnostic(Diagnostic.Severity.WARNING, Location.UNKNOWN,
          "could not cast operand of type " + LinalgAsm.quoted(from) + " to " + LinalgAsm.quoted(to)));
      return v;
    }
    return create(op, List.of(v), to, false);
  }

  /** MLIR's buildBinaryFn. */
  Value binary(BinaryFn fn, Value a, Value b) {
    Type ta = a.getType();
    Type tb = b.getType();
    boolean allComplex = ta instanceof ComplexType && tb instanceof ComplexType;
    boolean allFloat = ta instanceof FloatType && tb instanceof FloatType;
    boolean allInt = ta instanceof IntegerType && tb instanceof IntegerType;
    boolean allBool = allInt && ((IntegerType) ta).getWidth() == 1 && ((IntegerType) tb).getWidth() == 1;
    if (!allComplex && !allFloat && !allInt) {
      throw new BuildError("Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got "
          + LinalgAsm.quoted(ta) + " and " + LinalgAsm.quoted(tb));
    }
    String name = switch (fn) {
      case ADD -> allComplex ? "complex.add" : allFloat ? "arith.addf" : allBool ? "arith.ori" : "arith.addi";
      case SUB -> {
        if (allBool && !allComplex && !allFloat) {
          throw new BuildError("unsupported operation: sub with bools");
        }
        yield allComplex ? "complex.sub" : allFloat ? "arith.subf" : "arith.subi";
      }
      case MUL -> allComplex ? "complex.mul" : allFloat ? "arith.mulf" : allBool ? "arith.andi" : "arith.muli";
      case DIV -> {
        if (allBool && !allComplex && !allFloat) {
          throw new BuildError("unsupported operation: div with bools");
        }
        yield allComplex ? "complex.div" : allFloat ? "arith.divf" : "arith.divsi";
      }
      case DIV_UNSIGNED -> {
        if (!allInt || allBool) {
          throw new BuildError("unsupported operation: unsigned div not on uint");
        }
        yield "arith.divui";
      }
      case MAX_SIGNED -> allFloat ? "arith.maximumf" : "arith.maxsi";
      case MIN_SIGNED -> allFloat ? "arith.minimumf" : "arith.minsi";
      case MAX_UNSIGNED -> {
        if (!allInt || allBool) {
          throw new BuildError("unsupported operation: unsigned max not on uint");
        }
        yield "arith.maxui";
      }
      case MIN_UNSIGNED -> {
        if (!allInt || allBool) {
          throw new BuildError("unsupported operation: unsigned min not on uint");
        }
        yield "arith.minui";
      }
      case POWF -> "math.powf";
    };
    return create(name, List.of(a, b), ta, name.startsWith("math."));
  }

  /** MLIR's buildTernaryFn (select). */
  Value select(Value cond, Value a, Value b) {
    return create("arith.select", List.of(cond, a, b), a.getType(), false);
  }

  /** MLIR's buildUnaryFn. */
  Value unary(UnaryFn fn, Value a) {
    if (!(a.getType() instanceof FloatType)) {
      throw new BuildError("unsupported non numeric type");
    }
    Type t = a.getType();
    return switch (fn) {
      case EXP -> create("math.exp", List.of(a), t, true);
      case LOG -> create("math.log", List.of(a), t, true);
      case ABS -> create("math.absf", List.of(a), t, true);
      case CEIL -> create("math.ceil", List.of(a), t, true);
      case FLOOR -> create("math.floor", List.of(a), t, true);
      case NEGF -> create("arith.negf", List.of(a), t, false);
      case RECIPROCAL -> {
        OperationState st = new OperationState(Location.UNKNOWN, "arith.constant");
        st.addAttribute("value", jopt.ir.attr.FloatAttr.get((FloatType) t, 1.0));
        st.addType(t);
        Operation one = Operation.create(ctx, st);
        block.push_back(one);
        yield create("arith.divf", List.of(one.getResult(0), a), t, false);
      }
      case ROUND -> create("math.round", List.of(a), t, true);
      case SQRT -> create("math.sqrt", List.of(a), t, true);
      case RSQRT -> create("math.rsqrt", List.of(a), t, true);
      case SQUARE -> create("arith.mulf", List.of(a, a), t, false);
      case TANH -> create("math.tanh", List.of(a), t, true);
      case ERF -> create("math.erf", List.of(a), t, true);
    };
  }
}
