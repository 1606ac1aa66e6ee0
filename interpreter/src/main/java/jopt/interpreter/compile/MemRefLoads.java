package jopt.interpreter.compile;

import static org.objectweb.asm.Opcodes.*;

import jopt.interpreter.runtime.ElementBytes;
import jopt.interpreter.runtime.ElementCodec;
import jopt.interpreter.runtime.Scalars;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.type.FloatType;
import jopt.ir.type.MemRefType;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;

/**
 * A memref from outside compiled code, held in locals: the value itself (for the interpreter's
 * slow path), its allocation's bytes and writer tags, its buffer's tag, the byte position of
 * element offset 0 and, per dimension, its size and byte stride. Compiled loads check inline
 * what the interpreter checks (indices in bounds, each byte written through this buffer) and
 * leave anything else (an index out of bounds, bytes written through a related buffer or never)
 * to the interpreter's own code, which reads or throws its error. Used by scf.for nests
 * ({@link LoopNests}) and by structured ops whose body loads from a memref defined above
 * ({@link StructuredKernels}).
 */
record MemRefLoads(int ref, int bytes, int writer, int own, int base, int[] sizes,
    int[] strides, Type elem, int elemBytes) {
  /** The element accessors compiled code calls. */
  private static final String MEM = "jopt/interpreter/runtime/ElementBytes";
  /** The addressing ({@code bytePosition}'s steps) compiled code calls. */
  private static final String VALUE = "jopt/interpreter/runtime/MemRefValue";
  /** The writer tags' check and stamp compiled code calls. */
  private static final String HEAP = "jopt/interpreter/runtime/Heap";
  /** An allocation's writer tags. */
  private static final String TAGS = "Ljopt/interpreter/runtime/WriterTags;";

  /** Pops a {@code MemRefValue} of type {@code t} from the stack into fresh locals. */
  static MemRefLoads unpack(Emitter e, MemRefType t) {
    MethodVisitor mv = e.mv;
    int rank = t.getRank();
    int ref = e.local('A');
    mv.visitTypeInsn(CHECKCAST, "jopt/interpreter/runtime/MemRefValue");
    mv.visitVarInsn(ASTORE, ref);
    int bytes = e.local('A');
    mv.visitVarInsn(ALOAD, ref);
    mv.visitFieldInsn(GETFIELD, "jopt/interpreter/runtime/MemRefValue", "alloc", "Ljopt/interpreter/runtime/Allocation;");
    mv.visitInsn(DUP);
    mv.visitFieldInsn(GETFIELD, "jopt/interpreter/runtime/Allocation", "bytes", "[B");
    mv.visitVarInsn(ASTORE, bytes);
    int writer = e.local('A');
    mv.visitFieldInsn(GETFIELD, "jopt/interpreter/runtime/Allocation", "writer", TAGS);
    mv.visitVarInsn(ASTORE, writer);
    int own = e.local('I');
    mv.visitVarInsn(ALOAD, ref);
    mv.visitFieldInsn(GETFIELD, "jopt/interpreter/runtime/MemRefValue", "logical", "Ljopt/interpreter/runtime/LogicalBuffer;");
    mv.visitFieldInsn(GETFIELD, "jopt/interpreter/runtime/LogicalBuffer", "id", "I");
    mv.visitVarInsn(ISTORE, own);
    int elemBytes = ElementCodec.byteSize(t.getElementType());
    int base = e.local('J');
    mv.visitVarInsn(ALOAD, ref);
    mv.visitFieldInsn(GETFIELD, "jopt/interpreter/runtime/MemRefValue", "base", "J");
    mv.visitVarInsn(ALOAD, ref);
    mv.visitFieldInsn(GETFIELD, "jopt/interpreter/runtime/MemRefValue", "offset", "J");
    e.pushLong(elemBytes);
    addScaled(e);
    mv.visitVarInsn(LSTORE, base);
    int[] sizes = new int[rank];
    int[] strides = new int[rank];
    for (int d = 0; d < rank; d++) {
      sizes[d] = e.local('J');
      mv.visitVarInsn(ALOAD, ref);
      mv.visitFieldInsn(GETFIELD, "jopt/interpreter/runtime/MemRefValue", "sizes", "[J");
      e.pushInt(d);
      mv.visitInsn(LALOAD);
      mv.visitVarInsn(LSTORE, sizes[d]);
      strides[d] = e.local('J');
      e.pushLong(0);
      mv.visitVarInsn(ALOAD, ref);
      mv.visitFieldInsn(GETFIELD, "jopt/interpreter/runtime/MemRefValue", "strides", "[J");
      e.pushInt(d);
      mv.visitInsn(LALOAD);
      e.pushLong(elemBytes);
      addScaled(e);
      mv.visitVarInsn(LSTORE, strides[d]);
    }
    return new MemRefLoads(ref, bytes, writer, own, base, sizes, strides, t.getElementType(),
        elemBytes);
  }

  /**
   * Jumps to {@code slow} unless every index (operands {@code from}.. of {@code o}) is in
   * bounds ({@code MemRefValue.inBounds}); leaves the byte position, computed as
   * {@code MemRefValue.bytePosition} computes it, in int local {@code pos}.
   */
  void position(Emitter e, Operation o, int from, Label slow, int pos) {
    MethodVisitor mv = e.mv;
    if (o.getNumOperands() - from != sizes.length) {
      throw new Emitter.Unsupported("rank");
    }
    mv.visitVarInsn(LLOAD, base);
    for (int d = 0; d < sizes.length; d++) {
      e.load(o.getOperand(from + d));
      mv.visitVarInsn(LLOAD, sizes[d]);
      e.invokeStatic(VALUE, "inBounds", "(JJ)Z");
      Label in = new Label();
      mv.visitJumpInsn(IFNE, in);
      mv.visitInsn(POP2);
      mv.visitJumpInsn(GOTO, slow);
      mv.visitLabel(in);
      e.load(o.getOperand(from + d));
      mv.visitVarInsn(LLOAD, strides[d]);
      addScaled(e);
    }
    arrayIndex(e);
    mv.visitVarInsn(ISTORE, pos);
  }

  /** With acc, index and scale (longs) on the stack, pushes {@code MemRefValue.addScaled} of them. */
  static void addScaled(Emitter e) {
    e.invokeStatic(VALUE, "addScaled", "(JJJ)J");
  }

  /** With a byte position (long) on the stack, pushes its index in the allocation's bytes. */
  static void arrayIndex(Emitter e) {
    e.invokeStatic(VALUE, "arrayIndex", "(J)I");
  }

  /**
   * Pushes whether the element at {@code pos} was last written through this memref's buffer
   * ({@code Heap.writtenThrough}, as the interpreter's read checks it first).
   */
  void writtenThrough(Emitter e, int pos) {
    e.mv.visitVarInsn(ALOAD, writer);
    e.mv.visitVarInsn(ILOAD, pos);
    e.pushInt(elemBytes);
    e.mv.visitVarInsn(ILOAD, own);
    e.invokeStatic(HEAP, "writtenThrough", "(" + TAGS + "III)Z");
  }

  /** Notes the element at {@code pos} as written through this memref's buffer ({@code Heap.stamp}). */
  void stamp(Emitter e, int pos) {
    e.mv.visitVarInsn(ALOAD, writer);
    e.mv.visitVarInsn(ILOAD, pos);
    e.pushInt(elemBytes);
    e.mv.visitVarInsn(ILOAD, own);
    e.invokeStatic(HEAP, "stamp", "(" + TAGS + "III)V");
  }

  /**
   * memref.load {@code o}: with the indices in bounds and (when {@code checksTags}) every byte
   * written through this buffer, the element read inline; otherwise {@code slowPath} pushes
   * the boxed element as the interpreter reads it (or throws its error).
   */
  void emitLoad(Emitter e, Operation o, boolean checksTags, Runnable slowPath) {
    emitLoad(e, o, checksTags, -1, slowPath);
  }

  /**
   * As above; {@code allWritten} (an int local, -1: none), when not 0, says every byte of the
   * memref is written through its buffer and stays so while the code runs: the per-element
   * check is then passed over (it would hold).
   */
  void emitLoad(Emitter e, Operation o, boolean checksTags, int allWritten, Runnable slowPath) {
    MethodVisitor mv = e.mv;
    Label slow = new Label();
    Label done = new Label();
    int pos = e.local('I');
    position(e, o, 1, slow, pos);
    if (checksTags) {
      Label checked = new Label();
      if (allWritten >= 0) {
        mv.visitVarInsn(ILOAD, allWritten);
        mv.visitJumpInsn(IFNE, checked);
      }
      writtenThrough(e, pos);
      mv.visitJumpInsn(IFEQ, slow);
      mv.visitLabel(checked);
    }
    mv.visitVarInsn(ALOAD, bytes);
    mv.visitVarInsn(ILOAD, pos);
    readElement(e, elem);
    e.store(o.getResult(0));
    mv.visitJumpInsn(GOTO, done);
    mv.visitLabel(slow);
    slowPath.run();
    unboxTo(e, o.getResult(0));
    mv.visitLabel(done);
  }

  /** With an f32 held as a double on the stack, pushes it as the float compiled code holds. */
  static void roundF32(Emitter e) {
    e.invokeStatic("jopt/interpreter/runtime/Scalars", "roundF32", "(D)F");
  }

  /** Pushes the indices {@code from}.. of {@code o} as a new long[]. */
  static void indexArray(Emitter e, Operation o, int from) {
    e.pushInt(o.getNumOperands() - from);
    e.mv.visitIntInsn(NEWARRAY, T_LONG);
    for (int i = from; i < o.getNumOperands(); i++) {
      e.mv.visitInsn(DUP);
      e.pushInt(i - from);
      e.load(o.getOperand(i));
      e.mv.visitInsn(LASTORE);
    }
  }

  /** Pops a boxed Long or Double into the local of {@code v}. */
  static void unboxTo(Emitter e, jopt.ir.Value v) {
    MethodVisitor mv = e.mv;
    char k = Emitter.kind(v.getType());
    if (k == 'J') {
      mv.visitTypeInsn(CHECKCAST, "java/lang/Long");
      mv.visitMethodInsn(INVOKEVIRTUAL, "java/lang/Long", "longValue", "()J", false);
    } else {
      mv.visitTypeInsn(CHECKCAST, "java/lang/Double");
      mv.visitMethodInsn(INVOKEVIRTUAL, "java/lang/Double", "doubleValue", "()D", false);
      if (k == 'F') {
        roundF32(e);
      }
    }
    e.store(v);
  }

  /** With the bytes and the position on the stack, pushes the element of type {@code t}. */
  static void readElement(Emitter e, Type t) {
    String acc = ElementBytes.accessor(t);
    switch (acc) {
      case "f32" -> e.invokeStatic(MEM, acc, "([BI)F");
      case "f64" -> e.invokeStatic(MEM, acc, "([BI)D");
      case "half" -> {
        e.constant(t, FloatType.class);
        e.invokeStatic(MEM, acc, "([BILjopt/ir/type/FloatType;)D");
      }
      case "narrow" -> {
        e.pushInt(Scalars.width(t));
        e.invokeStatic(MEM, acc, "([BII)J");
      }
      default -> e.invokeStatic(MEM, acc, "([BI)J");
    }
  }

  /** With the bytes and the position on the stack, stores {@code v} as an element of type {@code t}. */
  static void writeElement(Emitter e, Type t, Value v) {
    String acc = ElementBytes.accessor(t);
    switch (acc) {
      case "f32" -> {
        e.load(v);
        e.invokeStatic(MEM, acc, "([BIF)V");
      }
      case "f64" -> {
        e.load(v);
        e.invokeStatic(MEM, acc, "([BID)V");
      }
      case "half" -> {
        e.constant(t, FloatType.class);
        e.load(v);
        e.invokeStatic(MEM, acc, "([BILjopt/ir/type/FloatType;D)V");
      }
      case "narrow" -> {
        e.load(v);
        e.invokeStatic(MEM, "i8", "([BIJ)V");
      }
      default -> {
        e.load(v);
        e.invokeStatic(MEM, acc, "([BIJ)V");
      }
    }
  }
}
