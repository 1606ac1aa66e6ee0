package jopt.interpreter.semantics;

import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.function.UnaryOperator;
import jopt.dialects.linalg.LinalgOp;
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
 * An op that also compiles has one entry holding both its semantics and its codegen: the compile
 * layer joins the codegen to the semantics registered before ({@link #update}), and registering
 * new semantics for an op replaces the codegen with them. The compile layer also sets the
 * {@link CompiledRunner} that runs hot loops compiled ({@code Compilation.defaults()} is jopt's
 * registry with both; {@link DefaultSemantics#registry()} interprets everything).
 * Calls of functions declared without a body run {@link ExternalFunction}s registered by
 * symbol name (MLIR's runner utilities by default). {@link DefaultSemantics#registry()} has
 * every dialect of jopt; users add their ops. A registry is filled
 * before the runs that use it (it is not thread-safe).
 */
public final class SemanticsRegistry {
  private final Map<OpSpec, OpSemantics> bySpec = new IdentityHashMap<>();
  private final Map<String, OpSemantics> byName = new HashMap<>();
  private final Map<String, ExternalFunction> externals = new HashMap<>();
  /** While {@link #fillOnce} fills the registry: an op registered twice is an error there. */
  private boolean once;
  /** The answer per definition, found once (a definition is one object per op per context). */
  private final Map<OpDefinition, OpSemantics> resolved = new IdentityHashMap<>();
  private CompiledRunner compiler = CompiledRunner.NONE;
  private OpSemantics structured;

  /**
   * Fills the registry with {@code fill}, an op registered twice being an error meanwhile (how
   * {@link DefaultSemantics} registers every dialect's semantics).
   */
  SemanticsRegistry fillOnce(java.util.function.Consumer<SemanticsRegistry> fill) {
    once = true;
    try {
      fill.accept(this);
    } finally {
      once = false;
    }
    return this;
  }

  /**
   * What runs a linalg structured op without an entry of its own (every named op, a table
   * row): {@link LinalgSemantics#structured} in {@link DefaultSemantics}.
   */
  public SemanticsRegistry registerStructured(OpSemantics semantics) {
    structured = semantics;
    resolved.clear();
    return this;
  }

  /**
   * The semantics of the op that {@code spec} defines, replacing an earlier entry with its
   * codegen (a user's override; within {@link #fillOnce} an op registered twice is an error).
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
   * Replaces the entry of the op that {@code spec} defines by {@code f} of it (of null when
   * there is none): how the compile layer joins an op's codegen to its semantics.
   */
  public SemanticsRegistry update(OpSpec spec, UnaryOperator<OpSemantics> f) {
    bySpec.put(spec, f.apply(bySpec.get(spec)));
    resolved.clear();
    return this;
  }

  /** {@link #update} of an op jopt has no definition of, by name. */
  public SemanticsRegistry updateUnregistered(String opName, UnaryOperator<OpSemantics> f) {
    byName.put(opName, f.apply(byName.get(opName)));
    resolved.clear();
    return this;
  }

  /** Runs hot loops compiled: {@code compiler} ({@link CompiledRunner#NONE} interprets them). */
  public SemanticsRegistry setCompiler(CompiledRunner compiler) {
    this.compiler = compiler;
    return this;
  }

  public CompiledRunner compiler() {
    return compiler;
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
    if (s == null && structured != null && LinalgOp.isLinalgOp(op)) {
      s = structured;
    }
    return s != null ? s : byName.get(op.getName());
  }
}
