package jopt.interpreter.semantics;

import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;
import jopt.dialects.linalg.LinalgOp;
import jopt.interpreter.compile.CompiledSemantics;
import jopt.interpreter.compile.MathCodegen;
import jopt.interpreter.compile.OpCodegen;
import jopt.interpreter.compile.ScalarCodegen;
import jopt.interpreter.io.RunnerUtils;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.ods.OpSpec;

/**
 * Which {@link OpSemantics} runs an op, found from the op's definition, not its name:
 * <ol>
 *   <li>a definition that implements {@link OpSemantics} itself (a user's op brings its own);
 *   <li>the semantics registered for the definition's {@link OpSpec} (one entry per op:
 *       {@code register(LoadOp.SPEC, ...)});
 *   <li>a linalg structured op without an entry (every named op, a table row): its body run
 *       over the iteration space of its indexing maps ({@link LinalgSemantics#structured});
 *   <li>an op without a definition (an unregistered op such as {@code test.source}), or whose
 *       dialect jopt does not define yet: the entry registered for its name.
 * </ol>
 * An op that also compiles has one entry holding both its semantics and its codegen
 * ({@link #registerCodegen}, after the semantics): no op has a codegen without semantics, and
 * registering new semantics for an op replaces the codegen with them.
 * Calls of functions declared without a body run {@link ExternalFunction}s registered by
 * symbol name (MLIR's runner utilities by default). {@link #defaults()} has every dialect of
 * jopt; users add their ops. A registry is filled
 * before the runs that use it (it is not thread-safe).
 */
public final class SemanticsRegistry {
  private final Map<OpSpec, OpSemantics> bySpec = new IdentityHashMap<>();
  private final Map<String, OpSemantics> byName = new HashMap<>();
  private final Map<String, ExternalFunction> externals = new HashMap<>();
  /** While {@link #defaults()} fills the registry: an op registered twice is an error there. */
  private boolean once;
  /** The answer per definition, found once (a definition is one object per op per context). */
  private final Map<OpDefinition, OpSemantics> resolved = new IdentityHashMap<>();

  public static SemanticsRegistry defaults() {
    SemanticsRegistry r = new SemanticsRegistry();
    r.once = true;
    ArithSemantics.register(r);
    AffineSemantics.register(r);
    IndexSemantics.register(r);
    UBSemantics.register(r);
    LlvmBitcastSemantics.register(r);
    LlvmDescriptorSemantics.register(r);
    MemRefAtomicAndScopeSemantics.register(r);
    LinalgSoftmaxSemantics.register(r);
    MathSemantics.register(r);
    FuncSemantics.register(r);
    MemRefSemantics.register(r);
    ScfSemantics.register(r);
    LinalgSemantics.register(r);
    VectorSemantics.register(r);
    BufferizationSemantics.register(r);
    DeallocationSemantics.register(r);
    TestSemantics.register(r);
    RunnerUtils.register(r);
    ScalarCodegen.register(r);
    MathCodegen.register(r);
    r.once = false;
    return r;
  }

  /**
   * The semantics of the op that {@code spec} defines, replacing an earlier entry with its
   * codegen (a user's override; within {@link #defaults()} an op registered twice is an error).
   */
  public SemanticsRegistry register(OpSpec spec, OpSemantics semantics) {
    if (bySpec.put(spec, semantics) != null && once) {
      throw new IllegalStateException(spec.name() + " is defined twice");
    }
    resolved.clear();
    return this;
  }

  /**
   * The semantics of an op jopt has no definition of (an unregistered op, or one of a dialect
   * not defined yet); a registered op's definition takes precedence.
   */
  public SemanticsRegistry registerUnregistered(String opName, OpSemantics semantics) {
    if (byName.put(opName, semantics) != null && once) {
      throw new IllegalStateException(opName + " is defined twice");
    }
    resolved.clear();
    return this;
  }

  /**
   * How the op that {@code spec} defines is compiled in a compiled loop body: the codegen joins
   * the op's semantics in its one entry ({@link CompiledSemantics}). The op must have semantics
   * registered (an op cannot compile without them) and no codegen yet.
   */
  public SemanticsRegistry registerCodegen(OpSpec spec, OpCodegen codegen) {
    bySpec.put(spec, compiled(bySpec.get(spec), spec.name(), codegen));
    resolved.clear();
    return this;
  }

  /** Codegen of an op jopt has no definition of, by name (as {@link #registerUnregistered}). */
  public SemanticsRegistry registerUnregisteredCodegen(String opName, OpCodegen codegen) {
    byName.put(opName, compiled(byName.get(opName), opName, codegen));
    resolved.clear();
    return this;
  }

  private static CompiledSemantics compiled(OpSemantics s, String opName, OpCodegen codegen) {
    if (s == null) {
      throw new IllegalStateException("codegen of " + opName + ", which has no semantics");
    }
    if (s instanceof CompiledSemantics) {
      throw new IllegalStateException("a second codegen of " + opName);
    }
    return new CompiledSemantics(s, codegen);
  }

  /**
   * How {@code op} is compiled, or null when it is not (code around it stays interpreted): the
   * codegen of its semantics' entry. Ops on vectors are not compiled: codegen works on scalars.
   */
  public OpCodegen codegen(Operation op) {
    for (jopt.ir.Value v : op.getOperands()) {
      if (v.getType() instanceof jopt.ir.type.VectorType) {
        return null;
      }
    }
    for (jopt.ir.Value v : op.getResults()) {
      if (v.getType() instanceof jopt.ir.type.VectorType) {
        return null;
      }
    }
    return lookup(op) instanceof CompiledSemantics c ? c.codegen() : null;
  }

  /** What a call of the declaration {@code symbol} (a function without a body) does. */
  public SemanticsRegistry registerExternal(String symbol, ExternalFunction function) {
    externals.put(symbol, function);
    return this;
  }

  /** The external function {@code symbol}, or null. */
  public ExternalFunction lookupExternal(String symbol) {
    return externals.get(symbol);
  }

  /** The semantics of {@code op}, or null when the interpreter cannot run it. */
  public OpSemantics lookup(Operation op) {
    OpDefinition def = op.getDef();
    if (def == null) {
      return byName.get(op.getName());
    }
    OpSemantics s = resolved.get(def);
    if (s == null && !resolved.containsKey(def)) {
      s = resolve(op, def);
      resolved.put(def, s);
    }
    return s;
  }

  private OpSemantics resolve(Operation op, OpDefinition def) {
    if (def instanceof OpSemantics own) {
      return own;
    }
    OpSemantics s = def.getSpec() == null ? null : bySpec.get(def.getSpec());
    if (s == null && LinalgOp.isLinalgOp(op)) {
      s = LinalgSemantics::structured;
    }
    return s != null ? s : byName.get(op.getName());
  }
}
