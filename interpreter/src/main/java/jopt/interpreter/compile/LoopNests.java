package jopt.interpreter.compile;

import static org.objectweb.asm.Opcodes.*;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jopt.dialects.memref.DimOp;
import jopt.dialects.memref.LoadOp;
import jopt.dialects.memref.StoreOp;
import jopt.dialects.scf.ForOp;
import jopt.dialects.scf.IfOp;
import jopt.interpreter.runtime.ElementBytes;
import jopt.interpreter.runtime.Heap;
import jopt.interpreter.runtime.InterpreterOptions;
import jopt.interpreter.runtime.MemRefAllocator;
import jopt.interpreter.runtime.MemRefValue;
import jopt.interpreter.runtime.RuntimeError.Kind;
import jopt.interpreter.runtime.RuntimeError;
import jopt.interpreter.runtime.Scalars;
import jopt.interpreter.semantics.Execution;
import jopt.interpreter.semantics.SemanticsRegistry;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.ods.OpSpec;
import jopt.ir.type.MemRefType;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;

/**
 * scf.for nests compiled: an scf.for whose body holds only scf.for (signed), scf.if,
 * memref.load, memref.store, memref.dim and scalar ops with codegen runs as bytecode, the
 * memrefs it uses defined outside it. What the interpreter checks is checked at the same
 * accesses: each load and store compares its indices with the sizes and the bytes' writer with
 * the memref's buffer inline, and anything else (an index out of bounds, bytes written through
 * another buffer or never) goes to the interpreter's own code, which reads, writes or throws
 * its error; liveness and the memref lying in its allocation are checked at entry (nothing in
 * the nest can free). Steps are counted per op as the interpreter counts them, the limit
 * (and the clock) looked at where the interpreter looks at them.
 */
public final class LoopNests {
  private LoopNests() {}

  /** A compiled nest: its values from outside (boxed, in order) in, its results out. */
  public interface Kernel {
    Object[] run(Object[] in, Execution ex);
  }

  record Compiled(Kernel kernel, List<Value> captures) {}

  /** The live bound's first and last access steps, as the interpreter notes them. */
  private static final String ALLOCATION = "jopt/interpreter/runtime/Allocation";
  private static final String EXEC = "jopt/interpreter/semantics/Execution";
  private static final String OP = "Ljopt/ir/Operation;";
  /** Where scf.for's control and scf.if's condition are defined (ScfSemantics). */
  private static final String SCF = "jopt/interpreter/semantics/ScfSemantics";

  /** Runs {@code op} (an scf.for) compiled when it is hot and can be; false to interpret it. */
  public static boolean run(Operation op, Execution ex) {
    InterpreterOptions o = ex.options();
    if (!o.compile() || (o.compileThreshold() > 0 && estimate(op, ex) < o.compileThreshold())) {
      return false;
    }
    Compiled c = ex.compiled().get(op, () -> compile(op, ex.semantics(), o));
    if (c == null) {
      return false;
    }
    Object[] in = new Object[c.captures().size()];
    for (int i = 0; i < in.length; i++) {
      Object v = ex.get(c.captures().get(i));
      if (v instanceof MemRefValue m) {
        if (m.alloc.isFreed() || (m.numElements() > 0 && !Heap.inAllocation(m))
            || m.elementType != ((MemRefType) c.captures().get(i).getType()).getElementType()) {
          return false;
        }
      } else if (!(v instanceof Long || v instanceof Double)) {
        return false;
      }
      in[i] = v;
    }
    Object[] out = c.kernel().run(in, ex);
    for (int i = 0; i < out.length; i++) {
      ex.set(op.getResult(i), out[i]);
    }
    ex.ranCompiled();
    return true;
  }

  /**
   * The steps the nest takes, as far as its loop bounds are known at entry (values from outside
   * and constants; an unknown trip count counts once); saturates at Long.MAX_VALUE.
   */
  private static long estimate(Operation op, Execution ex) {
    long trips = trips(op, ex);
    long body = 0;
    for (Operation o = op.getRegion(0).front().getFirstOp(); o != null; o = o.getNextNode()) {
      body = saturatedAdd(body, o.getDef() != null && o.getDef().getSpec() == ForOp.SPEC
          ? estimate(o, ex) : 1);
    }
    return Math.multiplyHigh(trips, body) != 0 ? Long.MAX_VALUE : trips * body;
  }

  private static long saturatedAdd(long a, long b) {
    long r = a + b;
    return r < 0 ? Long.MAX_VALUE : r;
  }

  private static long trips(Operation op, Execution ex) {
    Long lb = known(op.getOperand(0), ex);
    Long ub = known(op.getOperand(1), ex);
    Long step = known(op.getOperand(2), ex);
    if (lb == null || ub == null || step == null || step <= 0) {
      return 1;
    }
    return ub <= lb ? 0 : (ub - lb - 1) / step + 1;
  }

  /** The value of {@code v} if it is known before the nest runs: computed already, or a constant. */
  private static Long known(Value v, Execution ex) {
    if (v.getDefiningOp() != null && v.getDefiningOp().getAttr("value")
        instanceof jopt.ir.attr.IntegerAttr i && v.getDefiningOp().getDef() != null
        && v.getDefiningOp().getDef().getSpec() == jopt.dialects.arith.ConstantOp.SPEC) {
      return i.getValue();
    }
    return ex.has(v) && ex.get(v) instanceof Long l ? l : null;
  }

  static Compiled compile(Operation op, SemanticsRegistry registry, InterpreterOptions options) {
    try {
      return new LoopNests.Compiler(op, registry, options).compile();
    } catch (Emitter.Unsupported e) {
      return null;
    }
  }

  // ---- helpers the compiled code calls (the interpreter's own checks and errors)

  static RuntimeError nonPositiveStep(Execution ex, long step, Operation op) {
    return ex.error(Kind.UNDEFINED_BEHAVIOR, op, "scf.for with non-positive step " + step);
  }

  /** A load the fast path did not take (at step {@code step}): checked as memref.load's semantics check it. */
  static Object load(MemRefValue m, long[] idx, Operation op, long step, Execution ex) {
    ex.heap().setNow(step);
    MemRefAllocator.checkIndices(ex, m, idx, op);
    return ex.heap().read(m, idx, op, false);
  }

  /** A store the fast path did not take (an index out of bounds): checked as memref.store's. */
  static void store(MemRefValue m, long[] idx, Object v, Operation op, long step,
      Execution ex) {
    ex.heap().setNow(step);
    MemRefAllocator.checkIndices(ex, m, idx, op);
    ex.heap().write(m, idx, v, op);
  }

  /** The accesses the nest made to {@code m}'s memory, from step {@code first} to {@code last}. */
  static void touched(MemRefValue m, long first, long last) {
    if (first >= 0) {
      Heap.touch(m.alloc, first, last);
    }
  }

  static long dim(MemRefValue m, long i, Operation op, Execution ex) {
    if (i < 0 || i >= m.rank()) {
      throw ex.error(Kind.UNDEFINED_BEHAVIOR, op, "dimension index " + i + " out of range for a "
          + "memref of rank " + m.rank());
    }
    return m.sizes[(int) i];
  }

  /**
   * The locals of a memref from outside the nest; {@code first} and {@code last} hold the steps
   * of its first and last access in the nest (-1 before any), for the live bound.
   */
  private record MemLocals(MemRefLoads m, int first, int last) {
    int ref() {
      return m.ref();
    }

    Type elem() {
      return m.elem();
    }
  }

  /** One nest being compiled. */
  private static final class Compiler {
    private final Operation root;
    private final SemanticsRegistry registry;
    private final InterpreterOptions options;
    private final ClassMaker cm = new ClassMaker("LoopNest", Kernel.class);
    private final List<Value> captures = new ArrayList<>();
    private final Map<Value, MemLocals> memrefs = new IdentityHashMap<>();
    private MethodVisitor mv;
    private Emitter e;
    private int steps;
    /** The step count at which the run's checkpoint is next called (limit, clock). */
    private int checkAt;

    Compiler(Operation root, SemanticsRegistry registry, InterpreterOptions options) {
      this.root = root;
      this.registry = registry;
      this.options = options;
    }

    Compiled compile() {
      collectCaptures();
      mv = cm.cw.visitMethod(ACC_PUBLIC, "run",
          "([Ljava/lang/Object;Ljopt/interpreter/semantics/Execution;)[Ljava/lang/Object;", null, null);
      mv.visitCode();
      e = new Emitter(mv, cm, 2, 3);
      steps = e.local('J');
      mv.visitVarInsn(ALOAD, 2);
      mv.visitMethodInsn(INVOKEVIRTUAL, EXEC, "steps", "()J", false);
      mv.visitVarInsn(LSTORE, steps);
      checkAt = e.local('J');
      mv.visitVarInsn(ALOAD, 2);
      mv.visitMethodInsn(INVOKEVIRTUAL, EXEC, "checkAt", "()J", false);
      mv.visitVarInsn(LSTORE, checkAt);
      for (int i = 0; i < captures.size(); i++) {
        unbox(captures.get(i), i);
      }
      Label start = new Label();
      Label end = new Label();
      Label handler = new Label();
      mv.visitTryCatchBlock(start, end, handler, "jopt/interpreter/runtime/RuntimeError");
      mv.visitLabel(start);
      emitFor(root);
      saveSteps();
      saveAccesses();
      e.pushInt(root.getNumResults());
      mv.visitTypeInsn(ANEWARRAY, "java/lang/Object");
      for (int i = 0; i < root.getNumResults(); i++) {
        mv.visitInsn(DUP);
        e.pushInt(i);
        box(root.getResult(i));
        mv.visitInsn(AASTORE);
      }
      mv.visitLabel(end);
      mv.visitInsn(ARETURN);
      mv.visitLabel(handler);
      saveSteps();
      saveAccesses();
      mv.visitInsn(ATHROW);
      mv.visitMaxs(0, 0);
      mv.visitEnd();
      return new Compiled(cm.instantiate(Kernel.class), captures);
    }

    private void saveSteps() {
      mv.visitVarInsn(ALOAD, 2);
      mv.visitVarInsn(LLOAD, steps);
      mv.visitMethodInsn(INVOKEVIRTUAL, EXEC, "setSteps", "(J)V", false);
    }

    /** Reports the steps of each memref's first and last access to the heap. */
    private void saveAccesses() {
      for (MemLocals m : memrefs.values()) {
        mv.visitVarInsn(ALOAD, m.ref());
        mv.visitVarInsn(LLOAD, m.first());
        mv.visitVarInsn(LLOAD, m.last());
        mv.visitMethodInsn(INVOKESTATIC, "jopt/interpreter/compile/LoopNests", "touched",
            "(Ljopt/interpreter/runtime/MemRefValue;JJ)V", false);
      }
    }

    /** Notes an access of {@code m} at the current step. */
    private void noteAccess(MemLocals m) {
      mv.visitVarInsn(LLOAD, m.first());
      mv.visitVarInsn(LLOAD, steps);
      e.invokeStatic(ALLOCATION, "firstOf", "(JJ)J");
      mv.visitVarInsn(LSTORE, m.first());
      mv.visitVarInsn(LLOAD, m.last());
      mv.visitVarInsn(LLOAD, steps);
      e.invokeStatic(ALLOCATION, "lastOf", "(JJ)J");
      mv.visitVarInsn(LSTORE, m.last());
    }

    /** The values the nest uses and does not define, each of a kind the compiled code holds. */
    private void collectCaptures() {
      Set<Value> inside = Collections.newSetFromMap(new IdentityHashMap<>());
      root.walk((Operation o) -> {
        inside.addAll(o.getResults());
        for (Region r : o.getRegions()) {
          for (Block b : r.getBlocks()) {
            inside.addAll(b.getArguments());
          }
        }
      });
      root.walk((Operation o) -> {
        for (Value v : o.getOperands()) {
          if (!inside.contains(v) && !captures.contains(v)) {
            captures.add(v);
          }
        }
      });
      for (Value v : captures) {
        if (Emitter.kind(v.getType()) == 0 && !(v.getType() instanceof MemRefType mt
            && ElementBytes.accessor(mt.getElementType()) != null)) {
          throw new Emitter.Unsupported("value from outside of type " + v.getType());
        }
      }
    }

    private void unbox(Value v, int i) {
      mv.visitVarInsn(ALOAD, 1);
      e.pushInt(i);
      mv.visitInsn(AALOAD);
      char k = Emitter.kind(v.getType());
      if (k == 'J') {
        mv.visitTypeInsn(CHECKCAST, "java/lang/Long");
        mv.visitMethodInsn(INVOKEVIRTUAL, "java/lang/Long", "longValue", "()J", false);
        e.store(v);
        return;
      }
      if (k == 'F' || k == 'D') {
        mv.visitTypeInsn(CHECKCAST, "java/lang/Double");
        mv.visitMethodInsn(INVOKEVIRTUAL, "java/lang/Double", "doubleValue", "()D", false);
        if (k == 'F') {
          MemRefLoads.roundF32(e);
        }
        e.store(v);
        return;
      }
      MemRefLoads m = MemRefLoads.unpack(e, (MemRefType) v.getType());
      int first = e.local('J');
      int last = e.local('J');
      mv.visitLdcInsn(-1L);
      mv.visitInsn(DUP2);
      mv.visitVarInsn(LSTORE, first);
      mv.visitVarInsn(LSTORE, last);
      memrefs.put(v, new MemLocals(m, first, last));
    }

    private void box(Value v) {
      e.load(v);
      switch (Emitter.kind(v.getType())) {
        case 'J' -> mv.visitMethodInsn(INVOKESTATIC, "java/lang/Long", "valueOf", "(J)Ljava/lang/Long;", false);
        case 'F' -> {
          mv.visitInsn(F2D);
          mv.visitMethodInsn(INVOKESTATIC, "java/lang/Double", "valueOf", "(D)Ljava/lang/Double;", false);
        }
        default -> mv.visitMethodInsn(INVOKESTATIC, "java/lang/Double", "valueOf", "(D)Ljava/lang/Double;", false);
      }
    }

    /** ++steps; past checkAt, the run's checkpoint (the interpreter's error at {@code op}). */
    private void countStep(Operation op) {
      mv.visitVarInsn(LLOAD, steps);
      mv.visitInsn(LCONST_1);
      mv.visitInsn(LADD);
      mv.visitInsn(DUP2);
      mv.visitVarInsn(LSTORE, steps);
      mv.visitVarInsn(LLOAD, checkAt);
      mv.visitInsn(LCMP);
      Label ok = new Label();
      mv.visitJumpInsn(IFLE, ok);
      mv.visitVarInsn(ALOAD, 2);
      mv.visitVarInsn(LLOAD, steps);
      e.constant(op, Operation.class);
      mv.visitMethodInsn(INVOKEVIRTUAL, EXEC, "checkpoint", "(J" + OP + ")J", false);
      mv.visitVarInsn(LSTORE, checkAt);
      mv.visitLabel(ok);
    }

    /** The ops of a single-block region, each counted; returns its terminator (counted too). */
    private Operation emitBlock(Region r) {
      if (r.getBlocks().size() != 1) {
        throw new Emitter.Unsupported("region of " + r.getBlocks().size() + " blocks");
      }
      Block b = r.front();
      for (Operation o = b.getFirstOp(); o != null; o = o.getNextNode()) {
        countStep(o);
        if (o.getNextNode() == null) {
          if (o.getNumSuccessors() > 0 || o.getNumRegions() > 0) {
            throw new Emitter.Unsupported("terminator " + o.getName());
          }
          return o;
        }
        emitOp(o);
      }
      throw new Emitter.Unsupported("block without terminator");
    }

    private void emitOp(Operation o) {
      OpSpec spec = o.getDef() == null ? null : o.getDef().getSpec();
      if (spec == ForOp.SPEC) {
        emitFor(o);
      } else if (spec == IfOp.SPEC) {
        emitIf(o);
      } else if (spec == LoadOp.SPEC) {
        emitLoad(o);
      } else if (spec == StoreOp.SPEC) {
        emitStore(o);
      } else if (spec == DimOp.SPEC) {
        MemLocals m = memLocals(o.getOperand(0));
        mv.visitVarInsn(ALOAD, m.ref());
        e.load(o.getOperand(1));
        e.constant(o, Operation.class);
        e.execution();
        mv.visitMethodInsn(INVOKESTATIC, "jopt/interpreter/compile/LoopNests", "dim",
            "(Ljopt/interpreter/runtime/MemRefValue;J" + OP + "Ljopt/interpreter/semantics/Execution;)J", false);
        e.store(o.getResult(0));
      } else {
        OpCodegen c = CompiledSemantics.codegen(registry, o);
        if (c == null || o.getNumRegions() > 0) {
          throw new Emitter.Unsupported(o.getName());
        }
        c.emit(o, e);
      }
    }

    /** Loops as ScfSemantics runs them, by calls of its methods (signed compare only). */
    private void emitFor(Operation o) {
      if (o.hasAttr("unsignedCmp")) {
        throw new Emitter.Unsupported("unsigned scf.for");
      }
      int w = Scalars.width(o.getOperand(0).getType());
      Block body = o.getRegion(0).front();
      List<? extends Value> args = body.getArguments();
      for (Value a : args) {
        if (Emitter.kind(a.getType()) == 0) {
          throw new Emitter.Unsupported("loop-carried value of type " + a.getType());
        }
      }
      int ub = e.local('J');
      e.load(o.getOperand(1));
      mv.visitVarInsn(LSTORE, ub);
      int step = e.local('J');
      e.load(o.getOperand(2));
      mv.visitVarInsn(LSTORE, step);
      Label positive = new Label();
      mv.visitVarInsn(LLOAD, step);
      mv.visitInsn(ICONST_0);
      e.invokeStatic(SCF, "validStep", "(JZ)Z");
      mv.visitJumpInsn(IFNE, positive);
      mv.visitVarInsn(ALOAD, 2);
      mv.visitVarInsn(LLOAD, step);
      e.constant(o, Operation.class);
      mv.visitMethodInsn(INVOKESTATIC, "jopt/interpreter/compile/LoopNests", "nonPositiveStep",
          "(Ljopt/interpreter/semantics/Execution;J" + OP + ")Ljopt/interpreter/runtime/RuntimeError;", false);
      mv.visitInsn(ATHROW);
      mv.visitLabel(positive);
      e.load(o.getOperand(0));
      e.store(args.get(0));
      for (int i = 1; i < args.size(); i++) {
        e.load(o.getOperand(2 + i));
        e.store(args.get(i));
      }
      Label head = new Label();
      Label end = new Label();
      mv.visitLabel(head);
      e.load(args.get(0));
      mv.visitVarInsn(LLOAD, ub);
      e.pushInt(w);
      mv.visitInsn(ICONST_0);
      e.invokeStatic(SCF, "less", "(JJIZ)Z");
      mv.visitJumpInsn(IFEQ, end);
      Operation yield = emitBlock(o.getRegion(0));
      for (int i = 0; i < yield.getNumOperands(); i++) {
        e.load(yield.getOperand(i));
      }
      for (int i = yield.getNumOperands() - 1; i >= 0; i--) {
        e.store(args.get(1 + i));
      }
      // The next induction variable; a wrap ends the loop.
      int next = e.local('J');
      e.load(args.get(0));
      mv.visitVarInsn(LLOAD, step);
      e.pushInt(w);
      e.invokeStatic(SCF, "next", "(JJI)J");
      mv.visitInsn(DUP2);
      mv.visitVarInsn(LSTORE, next);
      e.load(args.get(0));
      e.pushInt(w);
      mv.visitInsn(ICONST_0);
      e.invokeStatic(SCF, "wrapped", "(JJIZ)Z");
      mv.visitJumpInsn(IFNE, end);
      mv.visitVarInsn(LLOAD, next);
      e.store(args.get(0));
      mv.visitJumpInsn(GOTO, head);
      mv.visitLabel(end);
      for (int i = 0; i < o.getNumResults(); i++) {
        e.load(args.get(1 + i));
        e.store(o.getResult(i));
      }
    }

    private void emitIf(Operation o) {
      for (Value r : o.getResults()) {
        if (Emitter.kind(r.getType()) == 0) {
          throw new Emitter.Unsupported("scf.if result of type " + r.getType());
        }
      }
      Label otherwise = new Label();
      Label end = new Label();
      e.load(o.getOperand(0));
      e.invokeStatic(SCF, "thenTaken", "(J)Z");
      mv.visitJumpInsn(IFEQ, otherwise);
      branch(o, o.getRegion(0));
      mv.visitJumpInsn(GOTO, end);
      mv.visitLabel(otherwise);
      if (!o.getRegion(1).isEmpty()) {
        branch(o, o.getRegion(1));
      } else if (o.getNumResults() > 0) {
        throw new Emitter.Unsupported("scf.if with results and no else");
      }
      mv.visitLabel(end);
    }

    private void branch(Operation o, Region r) {
      Operation yield = emitBlock(r);
      for (int i = 0; i < yield.getNumOperands(); i++) {
        e.load(yield.getOperand(i));
      }
      for (int i = yield.getNumOperands() - 1; i >= 0; i--) {
        e.store(o.getResult(i));
      }
    }

    private MemLocals memLocals(Value v) {
      MemLocals m = memrefs.get(v);
      if (m == null) {
        throw new Emitter.Unsupported("memref defined inside the nest");
      }
      return m;
    }

    private boolean checksTags() {
      return options.checkUninitializedReads() || options.checkLogicalBuffers();
    }

    private void emitLoad(Operation o) {
      MemLocals m = memLocals(o.getOperand(0));
      noteAccess(m);
      m.m().emitLoad(e, o, checksTags(), () -> {
        mv.visitVarInsn(ALOAD, m.ref());
        MemRefLoads.indexArray(e, o, 1);
        e.constant(o, Operation.class);
        mv.visitVarInsn(LLOAD, steps);
        e.execution();
        mv.visitMethodInsn(INVOKESTATIC, "jopt/interpreter/compile/LoopNests", "load",
            "(Ljopt/interpreter/runtime/MemRefValue;[J" + OP + "JLjopt/interpreter/semantics/Execution;)Ljava/lang/Object;",
            false);
      });
    }

    private void emitStore(Operation o) {
      MemLocals m = memLocals(o.getOperand(1));
      if (Emitter.kind(o.getOperand(0).getType()) != Emitter.kind(m.elem())) {
        throw new Emitter.Unsupported("store of another type");
      }
      Label slow = new Label();
      Label done = new Label();
      int pos = e.local('I');
      noteAccess(m);
      m.m().position(e, o, 2, slow, pos);
      mv.visitVarInsn(ALOAD, m.m().bytes());
      mv.visitVarInsn(ILOAD, pos);
      MemRefLoads.writeElement(e, m.elem(), o.getOperand(0));
      m.m().stamp(e, pos);
      mv.visitJumpInsn(GOTO, done);
      mv.visitLabel(slow);
      mv.visitVarInsn(ALOAD, m.ref());
      MemRefLoads.indexArray(e, o, 2);
      box(o.getOperand(0));
      e.constant(o, Operation.class);
      mv.visitVarInsn(LLOAD, steps);
      e.execution();
      mv.visitMethodInsn(INVOKESTATIC, "jopt/interpreter/compile/LoopNests", "store",
          "(Ljopt/interpreter/runtime/MemRefValue;[JLjava/lang/Object;" + OP + "JLjopt/interpreter/semantics/Execution;)V",
          false);
      mv.visitLabel(done);
    }
  }
}
