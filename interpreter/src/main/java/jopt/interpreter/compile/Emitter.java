package jopt.interpreter.compile;

import static org.objectweb.asm.Opcodes.*;

import java.util.IdentityHashMap;
import java.util.Map;
import jopt.interpreter.runtime.Scalars;
import jopt.interpreter.semantics.Execution;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.type.FloatType;
import org.objectweb.asm.MethodVisitor;

/**
 * The method being compiled: a JVM local per SSA value (a long for integers and index, sign
 * extended from their width as the interpreter holds them; a float for f32; a double for f64,
 * f16 and bf16), constants of the class (ops for error locations, functions) as static final
 * fields, and the local holding the {@link Execution}.
 */
public final class Emitter {
  public final MethodVisitor mv;
  private final ClassMaker maker;
  private final Map<Value, Integer> slots = new IdentityHashMap<>();
  private final int executionSlot;
  private int next;
  private boolean mayFault;
  /** How many times code that may fault was emitted (pushed the Execution). */
  private int faultSites;
  /** The int locals of the loops of the linalg op being compiled (for linalg.index), or null. */
  private int[] linalgLoops;
  /**
   * For a kernel shared by structurally equal ops: the index of each op of the unit in the
   * {@code Operation[]} argument held in local {@link #sitesSlot}, so that a fault or a look at
   * the clock names the op of the run, not the one compiled first; null otherwise.
   */
  private Map<jopt.ir.Operation, Integer> sites;
  private int sitesSlot;
  /** Whether an op was made a constant of the class (the class then belongs to that op alone). */
  private boolean opConstants;

  Emitter(MethodVisitor mv, ClassMaker maker, int executionSlot, int firstFree) {
    this.mv = mv;
    this.maker = maker;
    this.executionSlot = executionSlot;
    this.next = firstFree;
  }

  /** 'J' (long), 'F' (float) or 'D' (double): how a value of type {@code t} is held; 0 if it cannot be. */
  public static char kind(Type t) {
    if (t instanceof jopt.ir.type.VectorType) {
      return 0;
    }
    if (t == FloatType.F32) {
      return 'F';
    }
    if (t == FloatType.F64 || t == FloatType.F16 || t == FloatType.BF16) {
      return 'D';
    }
    int w = Scalars.width(t);
    return w > 0 && w <= 64 ? 'J' : 0;
  }

  static String descriptor(char kind) {
    return String.valueOf(kind);
  }

  /** A fresh local of {@code kind}. */
  int local(char kind) {
    int s = next;
    next += kind == 'J' || kind == 'D' ? 2 : 1;
    return s;
  }

  boolean has(Value v) {
    return slots.containsKey(v);
  }

  /** Binds {@code v} to an existing local. */
  void bind(Value v, int slot) {
    slots.put(v, slot);
  }

  /** Pushes {@code v}; false when it has no local (defined outside what is compiled). */
  public void load(Value v) {
    Integer s = slots.get(v);
    if (s == null) {
      throw new Unsupported("value without a local: " + v);
    }
    mv.visitVarInsn(loadOp(kind(v.getType())), s);
  }

  /** Pops the stack's top into the local of {@code v} (allocated on first store). */
  public void store(Value v) {
    char k = kind(v.getType());
    Integer s = slots.get(v);
    if (s == null) {
      s = local(k);
      slots.put(v, s);
    }
    mv.visitVarInsn(storeOp(k), s);
  }

  static int loadOp(char k) {
    return k == 'J' ? LLOAD : k == 'F' ? FLOAD : k == 'D' ? DLOAD : ALOAD;
  }

  static int storeOp(char k) {
    return k == 'J' ? LSTORE : k == 'F' ? FSTORE : k == 'D' ? DSTORE : ASTORE;
  }

  /** Pushes the Execution, for a helper that may throw the interpreter's error at an op. */
  void execution() {
    mayFault = true;
    faultSites++;
    mv.visitVarInsn(ALOAD, executionSlot);
  }

  /** Whether the code emitted so far may throw a fault of the program (it pushed the Execution). */
  boolean mayFault() {
    return mayFault;
  }

  /** How many pieces of code that may fault were emitted so far (one more than before: a fault). */
  int faultSites() {
    return faultSites;
  }

  /**
   * Pushes constant object {@code o} as a {@code type}: a static final field of the class, or,
   * for an op of a shared kernel, its element of the sites argument.
   */
  public void constant(Object o, Class<?> type) {
    Integer site = sites != null && o instanceof jopt.ir.Operation ? sites.get(o) : null;
    if (site != null) {
      mv.visitVarInsn(ALOAD, sitesSlot);
      pushInt(site);
      mv.visitInsn(AALOAD);
      if (type != Object.class) {
        mv.visitTypeInsn(CHECKCAST, org.objectweb.asm.Type.getInternalName(type));
      }
      return;
    }
    opConstants |= o instanceof jopt.ir.Operation;
    mv.visitFieldInsn(GETSTATIC, maker.name, maker.constant(o, type),
        org.objectweb.asm.Type.getDescriptor(type));
  }

  /** Takes the ops of {@code sites} from the Operation[] in local {@code slot} (see {@link #constant}). */
  void useSites(Map<jopt.ir.Operation, Integer> sites, int slot) {
    this.sites = sites;
    this.sitesSlot = slot;
  }

  /** Whether an op was made a constant of the class. */
  boolean hasOpConstants() {
    return opConstants;
  }

  void pushLong(long v) {
    if (v == 0 || v == 1) {
      mv.visitInsn(v == 0 ? LCONST_0 : LCONST_1);
    } else {
      mv.visitLdcInsn(v);
    }
  }

  void pushInt(int v) {
    if (v >= -1 && v <= 5) {
      mv.visitInsn(ICONST_0 + v);
    } else if (v >= Byte.MIN_VALUE && v <= Byte.MAX_VALUE) {
      mv.visitIntInsn(BIPUSH, v);
    } else if (v >= Short.MIN_VALUE && v <= Short.MAX_VALUE) {
      mv.visitIntInsn(SIPUSH, v);
    } else {
      mv.visitLdcInsn(v);
    }
  }

  /** The double on the stack rounded to float type {@code t} ({@link Scalars#round}), held as {@link #kind}(t). */
  public void roundDouble(FloatType t) {
    if (t == FloatType.F32) {
      invokeStatic("jopt/interpreter/runtime/Scalars", "roundF32", "(D)F");
    } else if (t != FloatType.F64) {
      constant(t, FloatType.class);
      mv.visitInsn(DUP_X2);
      mv.visitInsn(POP);
      mv.visitMethodInsn(INVOKESTATIC, "jopt/interpreter/runtime/Scalars", "round",
          "(Ljopt/ir/type/FloatType;D)D", false);
    }
  }

  /** Converts the value on the stack of kind {@code from} to a double. */
  public void toDouble(char from) {
    if (from == 'F') {
      mv.visitInsn(F2D);
    } else if (from == 'J') {
      mv.visitInsn(L2D);
    }
  }

  void setLinalgLoops(int[] slots) {
    linalgLoops = slots;
  }

  /** linalg.index: the counter of loop {@code dim} of the enclosing structured op. */
  void linalgIndex(jopt.ir.Operation op) {
    int dim = op.getAttr("dim") instanceof jopt.ir.attr.IntegerAttr a ? (int) a.getValue() : 0;
    if (linalgLoops == null || dim >= linalgLoops.length) {
      throw new Unsupported("linalg.index outside a compiled structured op");
    }
    mv.visitVarInsn(ILOAD, linalgLoops[dim]);
    mv.visitInsn(I2L);
    store(op.getResult(0));
  }

  void invokeStatic(String owner, String name, String desc) {
    mv.visitMethodInsn(INVOKESTATIC, owner, name, desc, false);
  }

  /** Thrown while emitting: the op or type cannot be compiled; the whole unit is left to the interpreter. */
  public static final class Unsupported extends RuntimeException {
    public Unsupported(String what) {
      super(what, null, false, false);
    }
  }
}
