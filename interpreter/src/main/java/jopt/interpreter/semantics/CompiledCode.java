package jopt.interpreter.semantics;

import java.util.IdentityHashMap;
import java.util.Map;
import java.util.function.Supplier;
import jopt.ir.Operation;

/**
 * The compiled code of one interpreter's module: per op, what it compiled to, or that it could
 * not be compiled (asked once); and the initial bytes of its memref.globals, kept across runs.
 */
public final class CompiledCode {
  private static final Object NONE = new Object();
  private final Map<Operation, Object> byOp = new IdentityHashMap<>();
  private final Map<Operation, byte[]> constants = new IdentityHashMap<>();
  private final Map<String, Object> byKey = new java.util.HashMap<>();
  private long runs;

  /** How many times an op ran compiled. */
  public long runs() {
    return runs;
  }

  public void ranCompiled() {
    runs++;
  }

  /** The initial bytes of memref.global {@code global} (made by {@code make} on first use). */
  public byte[] constantBytes(Operation global, Supplier<byte[]> make) {
    byte[] b = constants.get(global);
    if (b == null) {
      b = make.get();
      constants.put(global, b);
    }
    return b;
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
