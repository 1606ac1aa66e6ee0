package jopt.interpreter.compile;

import static org.objectweb.asm.Opcodes.*;

import jopt.dialects.affine.AffineApplyOp;
import jopt.dialects.arith.CastOps;
import jopt.dialects.arith.CmpOps;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.arith.FloatBinaryOps;
import jopt.dialects.arith.IntBinaryOps;
import jopt.dialects.arith.SelectOp;
import jopt.dialects.linalg.IndexOp;
import jopt.interpreter.Execution;
import jopt.interpreter.runtime.Scalars;
import jopt.interpreter.semantics.ArithSemantics;
import jopt.interpreter.semantics.OpSemantics;
import jopt.interpreter.semantics.SemanticsRegistry;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.affine.AffineMap;
import jopt.ir.attr.AffineMapAttr;
import jopt.ir.attr.FloatAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.ods.OpSpec;
import jopt.ir.type.FloatType;
import org.objectweb.asm.Label;

/**
 * Codegen of the scalar ops of arith, affine.apply and linalg.index: what their
 * {@link OpSemantics} compute, as bytecode. Integers wrap at their width as
 * {@link Execution#setInt} wraps them; f32 arithmetic is done in float, which rounds as the
 * interpreter's double arithmetic rounded to f32 does (a double holds the exact result of
 * +, -, *, / and % of two floats, or rounds it innocuously); ops that can be undefined behaviour
 * call the interpreter's own helpers, which throw its errors at the op.
 */
public final class ScalarCodegen {
  private ScalarCodegen() {}

  private static final String ARITH = "jopt/interpreter/semantics/ArithSemantics";
  private static final String OP = "Ljopt/ir/Operation;";
  private static final String EX = "Ljopt/interpreter/Execution;";

  public static void register(SemanticsRegistry r) {
    r.registerCodegen(ConstantOp.SPEC, ScalarCodegen::constant);
    r.registerCodegen(FloatBinaryOps.AddFOp.SPEC, (op, e) -> floatOp(op, e, FADD, DADD));
    r.registerCodegen(FloatBinaryOps.SubFOp.SPEC, (op, e) -> floatOp(op, e, FSUB, DSUB));
    r.registerCodegen(FloatBinaryOps.MulFOp.SPEC, (op, e) -> floatOp(op, e, FMUL, DMUL));
    r.registerCodegen(FloatBinaryOps.DivFOp.SPEC, (op, e) -> floatOp(op, e, FDIV, DDIV));
    r.registerCodegen(FloatBinaryOps.RemFOp.SPEC, (op, e) -> floatOp(op, e, FREM, DREM));
    for (OpSpec spec : new OpSpec[] {FloatBinaryOps.MaximumFOp.SPEC, FloatBinaryOps.MinimumFOp.SPEC,
        FloatBinaryOps.MaxNumFOp.SPEC, FloatBinaryOps.MinNumFOp.SPEC}) {
      String name = ArithSemantics.mnemonic(spec);
      r.registerCodegen(spec, (op, e) -> {
        FloatType t = floatResult(op);
        e.load(op.getOperand(0));
        e.toDouble(Emitter.kind(t));
        e.load(op.getOperand(1));
        e.toDouble(Emitter.kind(t));
        e.invokeStatic(ARITH, name, "(DD)D");
        e.roundDouble(t);
        e.store(op.getResult(0));
      });
    }
    r.registerCodegen(FloatBinaryOps.NegFOp.SPEC, (op, e) -> {
      FloatType t = floatResult(op);
      e.load(op.getOperand(0));
      e.mv.visitInsn(Emitter.kind(t) == 'F' ? FNEG : DNEG);
      e.store(op.getResult(0));
    });
    intOp(r, IntBinaryOps.AddIOp.SPEC, LADD);
    intOp(r, IntBinaryOps.SubIOp.SPEC, LSUB);
    intOp(r, IntBinaryOps.MulIOp.SPEC, LMUL);
    intOp(r, IntBinaryOps.AndIOp.SPEC, LAND);
    intOp(r, IntBinaryOps.OrIOp.SPEC, LOR);
    intOp(r, IntBinaryOps.XOrIOp.SPEC, LXOR);
    for (OpSpec spec : new OpSpec[] {IntBinaryOps.MaxSIOp.SPEC, IntBinaryOps.MinSIOp.SPEC}) {
      String m = spec == IntBinaryOps.MaxSIOp.SPEC ? "max" : "min";
      r.registerCodegen(spec, (op, e) -> {
        intWidth(op);
        e.load(op.getOperand(0));
        e.load(op.getOperand(1));
        e.invokeStatic("java/lang/Math", m, "(JJ)J");
        e.store(op.getResult(0));
      });
    }
    // The rest through the interpreter's own function (division by zero, shifts out of range).
    for (OpSpec spec : new OpSpec[] {IntBinaryOps.ShLIOp.SPEC, IntBinaryOps.DivSIOp.SPEC,
        IntBinaryOps.DivUIOp.SPEC, IntBinaryOps.ShRSIOp.SPEC, IntBinaryOps.ShRUIOp.SPEC,
        IntBinaryOps.CeilDivSIOp.SPEC, IntBinaryOps.CeilDivUIOp.SPEC,
        IntBinaryOps.FloorDivSIOp.SPEC, IntBinaryOps.RemSIOp.SPEC, IntBinaryOps.RemUIOp.SPEC,
        IntBinaryOps.MaxUIOp.SPEC, IntBinaryOps.MinUIOp.SPEC}) {
      int code = ArithSemantics.INT_BINARY_NAMES.indexOf(ArithSemantics.mnemonic(spec));
      r.registerCodegen(spec, (op, e) -> {
        int w = intWidth(op);
        e.pushInt(code);
        e.load(op.getOperand(0));
        e.load(op.getOperand(1));
        e.pushInt(w);
        e.constant(op, Operation.class);
        e.execution();
        e.invokeStatic(ARITH, "intBinary", "(IJJI" + OP + EX + ")J");
        e.normalize(w);
        e.store(op.getResult(0));
      });
    }
    r.registerCodegen(CmpOps.CmpIOp.SPEC, (op, e) -> {
      int w = Scalars.width(op.getOperand(0).getType());
      int p = ArithSemantics.predicate(op);
      if (w <= 0 || w > 64 || p < 0 || p > 9) {
        throw new Emitter.Unsupported("cmpi");
      }
      e.pushInt(p);
      e.load(op.getOperand(0));
      e.load(op.getOperand(1));
      e.pushInt(w);
      e.invokeStatic(ARITH, "compareInt", "(IJJI)Z");
      bool(op, e);
    });
    r.registerCodegen(CmpOps.CmpFOp.SPEC, (op, e) -> {
      int p = ArithSemantics.predicate(op);
      char k = Emitter.kind(op.getOperand(0).getType());
      if (p < 0 || p > 15 || k == 'J' || k == 0) {
        throw new Emitter.Unsupported("cmpf");
      }
      e.pushInt(p);
      e.load(op.getOperand(0));
      e.toDouble(k);
      e.load(op.getOperand(1));
      e.toDouble(k);
      e.invokeStatic(ARITH, "compareFloat", "(IDD)Z");
      bool(op, e);
    });
    r.registerCodegen(SelectOp.SPEC, ScalarCodegen::select);
    CastCodegen.register(r);
    r.registerCodegen(AffineApplyOp.SPEC, ScalarCodegen::affineApply);
    r.registerCodegen(IndexOp.SPEC, (op, e) -> e.linalgIndex(op));
  }

  /** The float result type of {@code op}, one the compiled code holds. */
  static FloatType floatResult(Operation op) {
    Type t = op.getResult(0).getType();
    if (!(t instanceof FloatType ft) || Emitter.kind(t) == 0) {
      throw new Emitter.Unsupported("float op on " + t);
    }
    return ft;
  }

  /** The width of the integer result of {@code op}, at most 64 bits. */
  static int intWidth(Operation op) {
    int w = Scalars.width(op.getResult(0).getType());
    if (w <= 0 || w > 64) {
      throw new Emitter.Unsupported("integer op on " + op.getResult(0).getType());
    }
    return w;
  }

  private static void constant(Operation op, Emitter e) {
    Type t = op.getResult(0).getType();
    char k = Emitter.kind(t);
    if (k == 0) {
      throw new Emitter.Unsupported("constant of " + t);
    }
    if (op.getAttr("value") instanceof IntegerAttr i && k == 'J') {
      e.pushLong(Scalars.normalize(i.getBigValue().longValue(), Scalars.width(t)));
    } else if (op.getAttr("value") instanceof FloatAttr f && t instanceof FloatType ft) {
      double d = Scalars.round(ft, f.getValueAsDouble());
      if (k == 'F') {
        e.mv.visitLdcInsn((float) d);
      } else {
        e.mv.visitLdcInsn(d);
      }
    } else {
      throw new Emitter.Unsupported("constant " + op.getAttr("value"));
    }
    e.store(op.getResult(0));
  }

  /** f32 in float, f64 in double, f16 and bf16 in double rounded to their type. */
  private static void floatOp(Operation op, Emitter e, int floatInsn, int doubleInsn) {
    FloatType t = floatResult(op);
    e.load(op.getOperand(0));
    e.load(op.getOperand(1));
    e.mv.visitInsn(Emitter.kind(t) == 'F' ? floatInsn : doubleInsn);
    e.roundDouble(t == FloatType.F32 || t == FloatType.F64 ? FloatType.F64 : t);
    e.store(op.getResult(0));
  }

  private static void intOp(SemanticsRegistry r, OpSpec spec, int insn) {
    r.registerCodegen(spec, (op, e) -> {
      int w = intWidth(op);
      e.load(op.getOperand(0));
      e.load(op.getOperand(1));
      e.mv.visitInsn(insn);
      e.normalize(w);
      e.store(op.getResult(0));
    });
  }

  /** The boolean on the stack as an i1 the way the interpreter holds it: -1 or 0. */
  private static void bool(Operation op, Emitter e) {
    Label f = new Label();
    Label end = new Label();
    e.mv.visitJumpInsn(IFEQ, f);
    e.pushLong(Scalars.normalize(1, Scalars.width(op.getResult(0).getType())));
    e.mv.visitJumpInsn(GOTO, end);
    e.mv.visitLabel(f);
    e.pushLong(0);
    e.mv.visitLabel(end);
    e.store(op.getResult(0));
  }

  private static void select(Operation op, Emitter e) {
    if (Emitter.kind(op.getOperand(0).getType()) != 'J'
        || Emitter.kind(op.getResult(0).getType()) == 0) {
      throw new Emitter.Unsupported("select");
    }
    Label f = new Label();
    Label end = new Label();
    e.load(op.getOperand(0));
    e.pushLong(0);
    e.mv.visitInsn(LCMP);
    e.mv.visitJumpInsn(IFEQ, f);
    e.load(op.getOperand(1));
    e.mv.visitJumpInsn(GOTO, end);
    e.mv.visitLabel(f);
    e.load(op.getOperand(2));
    e.mv.visitLabel(end);
    e.store(op.getResult(0));
  }

  /** affine.apply with constant positive divisors (other divisors stay interpreted). */
  private static void affineApply(Operation op, Emitter e) {
    AffineMap map = ((AffineMapAttr) op.getAttr("map")).getValue();
    int dims = map.getNumDims();
    AffineCodegen.emit(map.getResult(0), e, pos -> e.load(op.getOperand(pos)),
        pos -> e.load(op.getOperand(dims + pos)));
    e.store(op.getResult(0));
  }
}
