package jopt.interpreter.compile;

import java.util.Arrays;
import jopt.interpreter.runtime.Allocation;
import jopt.interpreter.runtime.MemRefValue;
import jopt.interpreter.runtime.RecycledBytes;
import jopt.interpreter.runtime.WriterTags;
import jopt.interpreter.semantics.CompiledCode;
import jopt.interpreter.semantics.Execution;
import jopt.ir.Operation;

/**
 * What the last run of a structured op whose one output is a function of the bytes it reads
 * alone ({@link StructuredEngine#keepsOutput}: a quantized weight widened to i32 and centered)
 * wrote, so that a later run finding those bytes still in place need not write them again: the
 * output's allocation then (its writer tags and their count of sets after the op), the op's
 * placement (origins, strides, ranges) and a copy of the bytes each input spans. A later run of
 * the op reuses them when its output's array is that allocation's, taken back from the pool
 * unzeroed with nothing written since ({@link Allocation#heldAfter}, the old allocation's tags
 * not set again after the op), at the same placement, and every input spans the same bytes
 * (compared, not assumed: the inputs are globals, a model's weights, which a program may still
 * write). An input that was then and is now a constant global's buffer unwritten since its
 * initialization ({@link jopt.interpreter.semantics.CompiledCode#unwrittenConstant}: its bytes
 * are its initial value's, made once per interpreter) holds the same bytes without comparing
 * them ({@code constants}: per input, that global, else null). Only widenings of globals are
 * kept ({@link #readsGlobalsOnly}). The output is
 * then marked written as when the op writes it, so every check sees the same run. Kept per
 * interpreter ({@link jopt.interpreter.semantics.CompiledCode#keepOutput}), forgotten when a run
 * faults.
 */
record KeptOutput(WriterTags writer, long sets, long[] base, long[] strides, long[] ranges,
    byte[][] inputs, Operation[] constants) {

  /** Whether the output of {@code values} (the last) holds what {@code kept} says it wrote. */
  static boolean holds(KeptOutput kept, Object[] values, byte[][] data, long[] base,
      long[] strides, long[] ranges, long[] firstByte, long[] endByte, CompiledCode code) {
    int n = values.length;
    if (kept == null || !(values[n - 1] instanceof MemRefValue out)
        || !out.alloc.heldAfter(kept.writer) || kept.writer.sets() != kept.sets
        || !Arrays.equals(base, kept.base) || !Arrays.equals(strides, kept.strides)
        || !Arrays.equals(ranges, kept.ranges)) {
      return false;
    }
    for (int i = 0; i < n - 1; i++) {
      if (kept.constants[i] != null
          && unwrittenConstant(values[i], code) == kept.constants[i]) {
        continue; // the same placement (base, strides, ranges) in the same initial bytes
      }
      byte[] was = kept.inputs[i];
      if (was == null || !Arrays.equals(data[i], (int) firstByte[i], (int) endByte[i], was, 0,
          was.length)) {
        return false;
      }
    }
    return true;
  }

  /**
   * The constant global whose buffer, unwritten since its initialization in this run, {@code
   * value} is a view of, else null.
   */
  private static Operation unwrittenConstant(Object value, CompiledCode code) {
    return value instanceof MemRefValue m && code.unwrittenConstant(m.alloc)
        ? m.alloc.allocOp() : null;
  }

  /**
   * Whether every input is a {@code memref.global}'s buffer: a model's weights, the same at every
   * call, as onnxruntime packs them once per session. An activation is not kept even when a run
   * repeats its bytes (a benchmark's same inputs), so that a repeated run costs what a new input
   * costs.
   */
  private static boolean readsGlobalsOnly(Object[] values) {
    for (int i = 0; i < values.length - 1; i++) {
      if (!(values[i] instanceof MemRefValue in) || in.alloc.kind() != Allocation.Kind.GLOBAL) {
        return false;
      }
    }
    return true;
  }

  /**
   * Notes what op {@code op} just wrote (its output already marked written), when a later run
   * could find it in place: a heap or stack buffer the pool recycles, taken back unzeroed (while
   * reads of unwritten bytes fault); else forgets what was noted. {@code held}: what this run
   * found in place (its copies of the inputs serve again), or null.
   */
  static void note(StructuredEngine engine, Operation op, Execution ex, KeptOutput held,
      Object[] values, byte[][] data, long[] base, long[] strides, long[] ranges,
      long[] firstByte, long[] endByte) {
    int n = values.length;
    KeptOutput k = null;
    if (values[n - 1] instanceof MemRefValue out && ex.options().checkUninitializedReads()
        && (out.alloc.kind() == Allocation.Kind.HEAP || out.alloc.kind() == Allocation.Kind.STACK)
        && out.alloc.size() >= RecycledBytes.MIN_BYTES && readsGlobalsOnly(values)) {
      byte[][] inputs = held != null ? held.inputs : new byte[n - 1][];
      for (int i = 0; held == null && i < n - 1; i++) {
        if (values[i] instanceof MemRefValue) {
          inputs[i] = Arrays.copyOfRange(data[i], (int) firstByte[i], (int) endByte[i]);
        }
      }
      Operation[] constants = new Operation[n - 1];
      for (int i = 0; i < n - 1; i++) {
        constants[i] = unwrittenConstant(values[i], ex.compiled());
      }
      k = new KeptOutput(out.alloc.writer, out.alloc.writer.sets(), base.clone(),
          strides.clone(), ranges.clone(), inputs, constants);
    }
    ex.compiled().keepOutput(op, k);
    if (values[n - 1] instanceof MemRefValue out) {
      // the values for a contraction reading them (WidenedBytes)
      ex.noteWrittenFrom(out.alloc.bytes, k != null && engine instanceof IntWidening w
          ? w.written(base, strides, ranges, k.inputs, firstByte, k.writer, k.sets) : null);
    }
  }
}
