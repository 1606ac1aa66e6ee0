package jopt.interpreter.semantics;

import java.util.IdentityHashMap;
import java.util.Map;
import java.util.function.Supplier;
import jopt.interpreter.runtime.Allocation;
import jopt.interpreter.runtime.WriterTags;
import jopt.ir.Operation;

/**
 * The compiled code of one interpreter's module: per op, what it compiled to, or that it could
 * not be compiled (asked once); and the initial bytes of its memref.globals, kept across runs.
 */
public final class CompiledCode {
  private static final Object NONE = new Object();
  private final Map<Operation, Object> byOp = new IdentityHashMap<>();
  /** By initial value (uniqued: a clone's globals hold the same), then element type. */
  private final Map<jopt.ir.Attribute, Map<jopt.ir.Type, byte[]>> constants =
      new IdentityHashMap<>();
  private final Map<String, Object> byKey = new java.util.HashMap<>();
  private final Map<Operation, KeptGlobal> keptGlobals = new IdentityHashMap<>();
  /** Per structured op, what its last run wrote and from what (see {@link #keptOutput}). */
  private final Map<Operation, Object> keptOutputs = new IdentityHashMap<>();
  /** Per op, the iterations of its hotness group, shared by the ops of one key. */
  private final Map<Operation, long[]> iterations = new IdentityHashMap<>();
  private final Map<String, long[]> iterationsByKey = new java.util.HashMap<>();
  private final Map<Operation, Object> derived = new IdentityHashMap<>();
  private long runs;

  /** How many times an op ran compiled. */
  public long runs() {
    return runs;
  }

  public void ranCompiled() {
    runs++;
  }

  /**
   * Whether {@code op}, running {@code n} iterations now, is hot: its iterations over the
   * interpreter's runs (this one's included), with those of the ops of its key (made by {@code
   * key} once per op: the structurally equal ops that share one compiled kernel, made once for
   * all), reach {@code threshold}. A small op that a model runs again and again is then compiled
   * too, as an op of {@code threshold} iterations is at once.
   */
  public boolean hot(Operation op, long n, long threshold, Supplier<String> key) {
    long[] sum = iterations.get(op);
    if (sum == null) {
      sum = iterationsByKey.computeIfAbsent(key.get(), k -> new long[1]);
      iterations.put(op, sum);
    }
    sum[0] = n > Long.MAX_VALUE - sum[0] ? Long.MAX_VALUE : sum[0] + n;
    return sum[0] >= threshold;
  }

  /**
   * The initial bytes of a memref.global of initial value {@code initial} and element type
   * {@code elementType} (made by {@code make} on first use): the globals of a pipeline's output
   * share those of its input.
   */
  public byte[] constantBytes(jopt.ir.Attribute initial, jopt.ir.Type elementType,
      Supplier<byte[]> make) {
    Map<jopt.ir.Type, byte[]> byType =
        constants.computeIfAbsent(initial, a -> new java.util.HashMap<>(2));
    byte[] b = byType.get(elementType);
    if (b == null) {
      b = make.get();
      byType.put(elementType, b);
    }
    return b;
  }

  /**
   * A constant global's allocation as the run that made it initialized it: its bytes, its writer
   * tags and their count of sets then.
   */
  private record KeptGlobal(byte[] bytes, WriterTags writer, long sets) {}

  /**
   * The bytes of constant global {@code global}'s allocation of the run before, if that run
   * ended without a fault and nothing wrote them after their initialization (their tags were
   * never set again), else null; asked once per run.
   */
  public byte[] reusableGlobalBytes(Operation global) {
    KeptGlobal k = keptGlobals.remove(global);
    return k != null && k.writer().sets() == k.sets() ? k.bytes() : null;
  }

  /**
   * Whether {@code a} is this run's allocation of a constant global whose bytes are, unchanged,
   * those it was initialized with ({@link #keepGlobalBytes}: no tag set since), which a kept
   * global holds from its initial value alone: the same bytes at every such moment of every
   * run. A run's writes all set tags; one that faulted forgets the kept globals.
   */
  public boolean unwrittenConstant(Allocation a) {
    KeptGlobal k = a.kind() == Allocation.Kind.GLOBAL ? keptGlobals.get(a.allocOp()) : null;
    return k != null && k.writer() == a.writer && a.writer.sets() == k.sets();
  }

  /** Keeps {@code a}, constant global {@code global}'s allocation just initialized. */
  public void keepGlobalBytes(Operation global, Allocation a) {
    keptGlobals.put(global, new KeptGlobal(a.bytes, a.writer, a.writer.sets()));
  }

  /**
   * Forgets the kept globals and outputs: a run that faulted may have written bytes without
   * setting their tags (compiled code marks what it wrote after its loops).
   */
  public void forgetKeptBytes() {
    keptGlobals.clear();
    keptOutputs.clear();
  }

  /**
   * What structured op {@code op}'s last run noted of the output it wrote ({@link
   * #keepOutput}), if of {@code type}, else null.
   */
  public <T> T keptOutput(Operation op, Class<T> type) {
    Object k = keptOutputs.get(op);
    return type.isInstance(k) ? type.cast(k) : null;
  }

  /** Notes {@code kept} as what {@code op}'s run just wrote (null: forgets it). */
  public void keepOutput(Operation op, Object kept) {
    if (kept == null) {
      keptOutputs.remove(op);
    } else {
      keptOutputs.put(op, kept);
    }
  }

  /**
   * The compiled code that structurally equal ops share, by the key that says what it depends
   * on (made by {@code compiler} on first use; null when it cannot be made, asked once).
   */
  @SuppressWarnings("unchecked")
  public <T> T shared(String key, Supplier<T> compiler) {
    Object c = byKey.get(key);
    if (c == null) {
      c = compiler.get();
      byKey.put(key, c == null ? NONE : c);
    }
    return c == NONE ? null : (T) c;
  }

  /** How many shared compiled units were made (tests ask whether ops shared one). */
  public int sharedKernels() {
    int n = 0;
    for (Object o : byKey.values()) {
      n += o == NONE ? 0 : 1;
    }
    return n;
  }

  /**
   * What {@code make} reads from {@code op}'s IR alone (attributes, operands, body), made on
   * first use: the module does not change while its interpreters run it, as for the compiled
   * forms below. One kind of {@code type} per op.
   */
  public <T> T derived(Operation op, Class<T> type, Supplier<T> make) {
    Object d = derived.get(op);
    if (d == null) {
      d = make.get();
      derived.put(op, d);
    }
    return type.cast(d);
  }

  /** The compiled form of {@code op} (made by {@code compiler} on first use), or null. */
  @SuppressWarnings("unchecked")
  public <T> T get(Operation op, Supplier<T> compiler) {
    Object c = byOp.get(op);
    if (c == null) {
      c = compiler.get();
      byOp.put(op, c == null ? NONE : c);
    }
    return c == NONE ? null : (T) c;
  }
}
