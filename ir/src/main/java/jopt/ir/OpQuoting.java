package jopt.ir;

import java.util.ServiceLoader;

/**
 * How diagnostics and the verifier quote an op (MLIR's {@code op->print} with generic form and
 * local scope, as in "see current operation: ..." and "block with no terminator, has ..."): an
 * interface, so that the IR core names no printer. The asm printer implements it
 * ({@code jopt.ir.asm.GenericOpQuoting}), found once with {@link ServiceLoader}
 * (META-INF/services, and the module's {@code provides}).
 */
public interface OpQuoting {
  /** {@code op} printed generically with local scope. */
  String quote(Operation op);

  /** {@code op} quoted by the registered implementation. */
  static String of(Operation op) {
    return Registered.INSTANCE.quote(op);
  }

  /** The implementation found on the class or module path, loaded when first needed. */
  final class Registered {
    private static final OpQuoting INSTANCE = ServiceLoader.load(OpQuoting.class, OpQuoting.class.getClassLoader())
        .findFirst()
        .orElseThrow(() -> new IllegalStateException("no " + OpQuoting.class.getName() + " on the class path"));

    private Registered() {}
  }
}
