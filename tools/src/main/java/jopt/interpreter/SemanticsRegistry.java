package jopt.interpreter;

import java.util.HashMap;
import java.util.Map;

/** Op name → semantics. {@link #defaults()} has every dialect of jopt; users add their ops. */
public final class SemanticsRegistry {
  private final Map<String, OpSemantics> byName = new HashMap<>();

  public static SemanticsRegistry defaults() {
    SemanticsRegistry r = new SemanticsRegistry();
    ArithSemantics.register(r);
    AffineSemantics.register(r);
    MathSemantics.register(r);
    FuncSemantics.register(r);
    MemRefSemantics.register(r);
    ScfSemantics.register(r);
    LinalgSemantics.register(r);
    BufferizationSemantics.register(r);
    DeallocationSemantics.register(r);
    TestSemantics.register(r);
    return r;
  }

  public SemanticsRegistry register(String opName, OpSemantics semantics) {
    byName.put(opName, semantics);
    return this;
  }

  public OpSemantics lookup(String opName) {
    return byName.get(opName);
  }

  /** The semantics of {@code op}: by its name, else (a linalg structured op) its body over its maps. */
  public OpSemantics lookup(jopt.ir.Operation op) {
    OpSemantics s = byName.get(op.getName());
    if (s == null && jopt.dialects.linalg.LinalgOp.isLinalgOp(op)) {
      return LinalgSemantics::linalgOp;
    }
    return s;
  }
}
