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
