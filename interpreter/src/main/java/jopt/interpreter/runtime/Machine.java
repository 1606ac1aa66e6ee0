package jopt.interpreter.runtime;

import java.util.Map;
import jopt.interpreter.runtime.RuntimeError.Kind;
import jopt.ir.Operation;
import jopt.ir.Type;

/**
 * What the runtime's helpers ({@code MemRefAllocator}, {@code MemRefGlobals},
 * {@code ResourceValues}) need of the run they work for: its heap, its options, the
 * memref.globals it has materialized and the module's symbols, and faults at the op being run.
 * The semantics layer's {@code Execution} is one; the runtime does not know the semantics.
 */
public interface Machine {
  Heap heap();

  InterpreterOptions options();

  /** The memref.globals materialized so far, by symbol name (one memref per global per run). */
  Map<String, MemRefValue> globals();

  /**
   * The initial bytes of a memref.global whose initial value is {@code initial} and element type
   * {@code elementType}, made by {@code make} once where the run can keep them (the
   * interpreter's compiled code does, across runs and for the globals of a pipeline's output,
   * which hold the input's attributes).
   */
  default byte[] constantBytes(jopt.ir.Attribute initial, jopt.ir.Type elementType,
      java.util.function.Supplier<byte[]> make) {
    return make.get();
  }

  /**
   * What {@code make} reads from {@code op}'s IR alone, made once where the run can keep it
   * (the interpreter's compiled code does: {@code CompiledCode.derived}); one kind per op.
   */
  default <T> T derived(Operation op, Class<T> type, java.util.function.Supplier<T> make) {
    return make.get();
  }

  /**
   * The bytes of constant memref.global {@code global}'s allocation in the run before, when that
   * run kept them ({@link #keepGlobalBytes}) and nothing wrote them since: this run's allocation
   * may hold them as they are instead of a copy of the initial bytes. Null otherwise.
   */
  default byte[] reusableGlobalBytes(Operation global) {
    return null;
  }

  /** Keeps {@code a}, constant global {@code global}'s allocation just initialized, for the next run. */
  default void keepGlobalBytes(Operation global, Allocation a) {}

  /** The module's symbol {@code name}; a fault at {@code site} when there is none. */
  Operation lookupFunction(String name, Operation site);

  /** A fault of kind {@code kind} at {@code op}, stamped with the heap's step. */
  default RuntimeError error(Kind kind, Operation op, String message) {
    return heap().error(kind, op, message).build();
  }

  /** The bytes of element type {@code t}, which must be one the interpreter holds in memory. */
  default int elementSize(Type t, Operation op) {
    int n = ElementCodec.byteSize(t);
    if (n <= 0) {
      throw error(Kind.UNSUPPORTED, op, "element type " + t + " is not supported by the "
          + "interpreter");
    }
    return n;
  }
}
