package jopt.interpreter.semantics;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.function.Function;
import jopt.interpreter.runtime.Allocation;
import jopt.interpreter.runtime.Heap;
import jopt.interpreter.runtime.InterpreterOptions;
import jopt.interpreter.runtime.Machine;
import jopt.interpreter.runtime.MemRefValue;
import jopt.interpreter.runtime.RuntimeError.Kind;
import jopt.interpreter.runtime.RuntimeError;
import jopt.interpreter.runtime.Scalars;
import jopt.interpreter.runtime.Zeros;
import jopt.ir.Block;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.attr.StringAttr;
import jopt.ir.type.FloatType;

/**
 * One run of a program: the heap, the SSA environment of the current call, the trace of
 * observable events and the step budget. {@link OpSemantics} work through this API.
 */
public final class Execution implements Machine {
  private final SemanticsRegistry semantics;
  private final Function<String, Operation> symbols;
  private final CompiledCode compiled;
  private final InterpreterOptions options;
  private final Heap heap;
  private final List<String> trace = new ArrayList<>();
  private final List<Allocation> stack = new ArrayList<>();
  private Map<Value, Object> env = new IdentityHashMap<>();
  private long steps;
  private int depth;
  private Block branchDest;
  private List<Object> branchArgs;
  private long counter;
  private final Map<String, MemRefValue> globals = new java.util.HashMap<>();
  /**
   * Per byte array of this run's buffers, what the engine that last wrote it noted of the values
   * it wrote (a widened weight's source: compile.WidenedBytes), valid while nothing wrote after.
   */
  private final Map<byte[], Object> writtenFrom = new java.util.IdentityHashMap<>();
  private final StringBuilder out = new StringBuilder();
  private final StringBuilder err = new StringBuilder();
  private long failedAssertions;

  /** The block of the structured op whose payload the interpreter runs (its ops are not steps). */
  private Block payload;
  /** System.nanoTime() past which the run stops, when it has a timeout. */
  private final long deadline;
  /** The step count at which {@link #checkpoint} is next called. */
  private long checkAt;

  /**
   * A run of the module whose symbols {@code symbols} finds by name, with {@code semantics}, the
   * module's {@code compiled} code (kept across runs) and {@code options}.
   */
  public Execution(SemanticsRegistry semantics, Function<String, Operation> symbols,
      CompiledCode compiled, InterpreterOptions options) {
    this(semantics, symbols, compiled, options, null);
  }

  /** As above, recording the time of each op into {@code profile} (null: not timed). */
  public Execution(SemanticsRegistry semantics, Function<String, Operation> symbols,
      CompiledCode compiled, InterpreterOptions options, OpProfile profile) {
    this(semantics, symbols, compiled, options, profile, null);
  }

  /**
   * As above, large buffers' arrays taken from {@code recycled} when it has some (null: made
   * afresh; see {@link Heap#recycle}).
   */
  public Execution(SemanticsRegistry semantics, Function<String, Operation> symbols,
      CompiledCode compiled, InterpreterOptions options, OpProfile profile,
      jopt.interpreter.runtime.RecycledBytes recycled) {
    this.profile = profile;
    this.semantics = semantics;
    this.symbols = symbols;
    this.compiled = compiled;
    this.options = options;
    this.heap = new Heap(options, recycled);
    this.deadline = options.timeoutMillis() > 0
        ? System.nanoTime() + options.timeoutMillis() * 1_000_000 : 0;
    this.checkAt = nextCheck(0);
  }

  @Override
  public Heap heap() {
    return heap;
  }

  @Override
  public InterpreterOptions options() {
    return options;
  }

  private long[] linalgIndices = new long[0];

  /** The iteration of the innermost linalg op being run (for linalg.index). */
  public long[] linalgIndices() {
    return linalgIndices;
  }

  public void setLinalgIndices(long[] ivs) {
    linalgIndices = ivs;
  }

  @Override
  public Map<String, MemRefValue> globals() {
    return globals;
  }

  public long steps() {
    return steps;
  }

  /** Notes that an op ran compiled (tests ask whether compiled code ran). */
  public void ranCompiled() {
    ranCompiled("compiled");
  }

  /** Notes that an op ran compiled, by {@code how} (a compiled engine's name, for the profile). */
  public void ranCompiled(String how) {
    compiled.ranCompiled();
    ranAs = how;
  }

  /** The profile this run records into, or null. */
  private final OpProfile profile;
  /** How the op being profiled ran: null (interpreted) until compiled code says otherwise. */
  private String ranAs;
  /** Nanoseconds of the ops run inside the op being profiled (its self time excludes them). */
  private long innerNanos;

  /** The step count at which the next checkpoint is due (compiled loops compare with it). */
  public long checkAt() {
    return checkAt;
  }

  /** Sets the steps counted so far (compiled code counts them in a local). */
  public void setSteps(long n) {
    steps = n;
  }

  /**
   * Runs the payload of a structured op at one point of its iteration space: its ops are not
   * counted as steps (the structured op is one step, compiled or not, however many points it
   * has), but ops nested in them are.
   */
  public List<Object> runPayload(Region region, List<Object> args) {
    if (++payloads == PAYLOAD_CHECK) {
      payloads = 0;
      checkDeadline(region.getParentOp());
    }
    Block saved = payload;
    payload = region.front();
    try {
      return runRegion(region, args);
    } finally {
      payload = saved;
    }
  }

  /**
   * Called when the step count passes {@link #checkAt} (also by compiled loops, with their
   * count): past {@code maxSteps} or the deadline, the error at {@code op}; interrupted, a
   * {@link CancellationException}; else the count at which to call again.
   */
  public long checkpoint(long count, Operation op) {
    if (count > options.maxSteps()) {
      throw error(Kind.STEP_LIMIT, op, "execution exceeded " + options.maxSteps() + " steps");
    }
    checkDeadline(op);
    return nextCheck(count);
  }

  /**
   * The wall-clock limit: past it, the error at {@code op}; and cancellation: when the running
   * thread was interrupted (the jopt server's client went away), a {@link CancellationException}.
   * Called at checkpoints, by compiled kernels once per outermost iteration, and every
   * {@link #PAYLOAD_CHECK} payloads of an interpreted structured op.
   */
  public void checkDeadline(Operation op) {
    if (Thread.currentThread().isInterrupted()) {
      throw new CancellationException("execution cancelled at '" + op.getName() + "'");
    }
    if (deadline != 0 && System.nanoTime() - deadline > 0) {
      throw error(Kind.STEP_LIMIT, op, "execution exceeded the timeout of "
          + options.timeoutMillis() / 1000.0 + " s");
    }
  }

  /** Steps between checkpoints: to look at the clock and for cancellation (~1 ms of steps). */
  private static final long CHECK_INTERVAL = 65_536;
  /** Payloads of an interpreted structured op between looks at the clock and for cancellation. */
  private static final int PAYLOAD_CHECK = 4096;
  private int payloads;

  /** The next count to check at: the limit, or sooner to look at the clock and for cancellation. */
  private long nextCheck(long count) {
    return Math.min(options.maxSteps(), count + CHECK_INTERVAL);
  }

  /** The compiled code of this run's module. */
  public CompiledCode compiled() {
    return compiled;
  }

  public SemanticsRegistry semantics() {
    return semantics;
  }

  /** The name of symbol {@code op} ({@code sym_name}), or null. */
  public static String symbolName(Operation op) {
    return op.getAttr("sym_name") instanceof StringAttr s ? s.getValue() : null;
  }

  /** The events traced so far. */
  public List<String> trace() {
    return trace;
  }

  /** Records an observable event; runs compare their traces. */
  public void trace(String event) {
    trace.add(event);
  }

  /**
   * What the program writes to its standard output (external functions such as printMemrefF32),
   * one char per byte.
   */
  public StringBuilder out() {
    return out;
  }

  /** What the program writes to its standard error (printFlops), one char per byte. */
  public StringBuilder err() {
    return err;
  }

  /** A fresh number per call, deterministic across runs with the same op order. */
  public long nextCounter() {
    return ++counter;
  }

  // ---- values

  public Object get(Value v) {
    Object x = env.get(v);
    if (x == null) {
      throw new IllegalStateException("value used before it was defined: " + v);
    }
    return x;
  }

  /** Whether {@code v} has a value in the current call. */
  public boolean has(Value v) {
    return env.containsKey(v);
  }

  public long getInt(Value v) {
    return (Long) get(v);
  }

  public double getFloat(Value v) {
    return (Double) get(v);
  }

  public MemRefValue getMemRef(Value v) {
    return (MemRefValue) get(v);
  }

  public List<Object> getAll(List<? extends Value> values) {
    List<Object> r = new ArrayList<>(values.size());
    for (Value v : values) {
      r.add(get(v));
    }
    return r;
  }

  public void set(Value v, Object x) {
    env.put(v, x);
  }

  /** Sets an integer result, wrapped to its type's width. */
  public void setInt(Value v, long x) {
    env.put(v, Scalars.normalize(x, Scalars.width(v.getType())));
  }

  /** Sets a float result, rounded to its type (a vector's element type, element by element). */
  public void setFloat(Value v, double x) {
    env.put(v, Scalars.round((FloatType) Scalars.scalarOf(v.getType()), x));
  }

  public void setAll(List<? extends Value> values, List<Object> xs) {
    for (int i = 0; i < values.size(); i++) {
      env.put(values.get(i), xs.get(i));
    }
  }

  // ---- control flow

  /** Called by a branch terminator: control continues at {@code dest} with {@code args}. */
  public void branch(Block dest, List<Object> args) {
    branchDest = dest;
    branchArgs = args;
  }

  /**
   * Runs {@code region} from its entry block with {@code args} until a terminator without
   * successors, and returns that terminator's operand values. Stack allocations made in the
   * region of an automatic allocation scope are released when it exits.
   */
  public List<Object> runRegion(Region region, List<Object> args) {
    Operation parent = region.getParentOp();
    boolean scope = parent != null && parent.hasTrait(Traits.AutomaticAllocationScope.class);
    if (scope && (parent.getInterface(jopt.ir.interfaces.LoopLikeOpInterface.class) == null
        || parent.hasTrait(Traits.ParallelIterations.class))) {
      heap.enterAllocationScope();
    }
    int mark = stack.size();
    try {
      Block block = region.front();
      List<Object> blockArgs = args;
      while (true) {
        setAll(block.getArguments(), blockArgs);
        Operation term = null;
        for (Operation op = block.getFirstOp(); op != null; op = op.getNextNode()) {
          if (op.getNextNode() == null && op.hasTrait(Traits.IsTerminator.class)) {
            term = op;
            break;
          }
          execute(op);
        }
        if (term == null) {
          throw error(Kind.UNSUPPORTED, parent, "block without terminator cannot be executed");
        }
        if (term.getNumSuccessors() == 0) {
          countStep(term);
          return getAll(term.getOperands());
        }
        branchDest = null;
        execute(term);
        if (branchDest == null) {
          throw error(Kind.UNSUPPORTED, term, "branch op did not choose a successor");
        }
        block = branchDest;
        blockArgs = branchArgs;
      }
    } finally {
      if (scope) {
        while (stack.size() > mark) {
          heap.releaseStack(stack.remove(stack.size() - 1));
        }
      }
    }
  }

  /** Registers a memref.alloca result, released when its scope exits. */
  public void pushStack(Allocation a) {
    stack.add(a);
  }

  /** An output put off until its reader (see {@link DeferredWrite}), or null. */
  private DeferredWrite deferred;

  /** Puts off an output's writing until its consumer (one at a time: an earlier one is written). */
  public void defer(DeferredWrite d) {
    if (deferred != null) {
      writeDeferred();
    }
    deferred = d;
  }

  /** The output put off for {@code consumer}, taken (null: none). */
  public DeferredWrite takeDeferred(Operation consumer) {
    DeferredWrite d = deferred;
    if (d == null || d.consumer() != consumer) {
      return null;
    }
    deferred = null;
    return d;
  }

  /** Writes the output put off, if any (an op that reads it other than as its consumer runs). */
  public void writeDeferred() {
    DeferredWrite d = deferred;
    deferred = null;
    if (d != null) {
      d.materialize(this);
    }
  }

  /**
   * Whether {@code op} may run before a deferred output is written: it touches no bytes of
   * memory (an allocation's bytes are its own, fresh; a global's view or a constant).
   */
  static boolean passesDeferred(Operation op) {
    String name = op.getName();
    return name.equals("memref.alloc") || name.equals("arith.constant")
        || name.equals("memref.get_global");
  }

  /**
   * Runs {@code op}. Its accesses to memory are counted at its step (for the live bound), also
   * those it makes after ops of its regions ran (a linalg op writing what its body yielded).
   */
  public void execute(Operation op) {
    if (deferred != null && op != deferred.consumer() && !passesDeferred(op)) {
      writeDeferred();
    }
    countStep(op);
    OpSemantics s = semantics.lookup(op);
    if (s == null) {
      throw error(Kind.UNSUPPORTED, op, "the interpreter has no semantics for '" + op.getName()
          + "'");
    }
    long outer = heap.now();
    heap.setNow(steps);
    if (profile != null && op.getBlock() != payload) {
      executeTimed(op, s);
    } else {
      executeOp(op, s);
    }
    heap.setNow(outer);
  }

  private void executeOp(Operation op, OpSemantics s) {
    try {
      s.execute(op, this);
    } catch (RuntimeError e) {
      if (!passOver(op, e)) {
        throw e;
      }
    }
  }

  /** Runs {@code op} and records its self time (without the ops it ran inside) in the profile. */
  private void executeTimed(Operation op, OpSemantics s) {
    long savedInner = innerNanos;
    String savedRan = ranAs;
    innerNanos = 0;
    ranAs = null;
    long start = OpProfile.now();
    try {
      executeOp(op, s);
    } finally {
      long total = OpProfile.now() - start;
      profile.record(op, ranAs == null ? "interpreted" : ranAs, total - innerNanos);
      innerNanos = savedInner + total;
      ranAs = savedRan;
    }
  }

  /**
   * With {@link InterpreterOptions#testCfAssert()}: a failed cf.assert prints its message (as
   * the {@code puts} the test lowering calls) and execution goes on.
   */
  public void failedAssertion(String message) {
    failedAssertions++;
    out.append(message).append('\n');
  }

  /**
   * After a failed assertion under {@code testCfAssert} the program's behaviour is undefined, as
   * in MLIR's test lowering, which runs the unchecked access: a fault of an access or of undefined
   * behaviour is noted on the program's standard error and the op's scalar or vector results are
   * zero. Other faults (and ops with other results) still stop the run.
   */
  /**
   * Undefined behaviour whose continuation is the op's own (a memref.cast to a static size the
   * memref does not have keeps the memref): a fault, or after a failed assertion under
   * {@code testCfAssert} a note on standard error, execution going on.
   */
  public void undefinedBehavior(Operation op, String message) {
    RuntimeError e = error(Kind.UNDEFINED_BEHAVIOR, op, message);
    if (failedAssertions == 0 || !options.testCfAssert()) {
      throw e;
    }
    notePassedOver(e);
  }

  private void notePassedOver(RuntimeError e) {
    err.append("jopt-run: passed over after a failed assertion: ")
        .append(where(e.getDiagnostic().getLocation()))
        .append(e.getMessage()).append('\n');
  }

  private static String where(jopt.ir.Location loc) {
    jopt.ir.Location.FileLineCol f = loc == null ? null : loc.fileLineCol();
    return f == null ? "" : f + ": ";
  }

  private boolean passOver(Operation op, RuntimeError e) {
    if (failedAssertions == 0 || !options.testCfAssert()) {
      return false;
    }
    switch (e.getKind()) {
      case OUT_OF_BOUNDS, UNINITIALIZED_READ, CLOBBERED_READ, UNDEFINED_BEHAVIOR -> { }
      default -> {
        return false;
      }
    }
    List<Object> zeros = new ArrayList<>();
    for (Value r : op.getResults()) {
      Object zero = Zeros.of(r.getType());
      if (zero == null) {
        return false;
      }
      zeros.add(zero);
    }
    setAll(op.getResults(), zeros);
    notePassedOver(e);
    return true;
  }

  private void countStep(Operation op) {
    if (op.getBlock() != payload && ++steps > checkAt) {
      checkAt = checkpoint(steps, op);
    }
  }

  /** Calls function {@code func} (a func.func) from {@code site}. */
  public List<Object> call(Operation func, List<Object> args, Operation site) {
    if (func.getRegion(0).isEmpty()) {
      ExternalFunction f = semantics.lookupExternal(symbolName(func));
      if (f == null) {
        throw error(Kind.UNSUPPORTED, site, "call of external function '"
            + symbolName(func) + "' with no body");
      }
      return f.call(args, this, site);
    }
    if (++depth > options.maxCallDepth()) {
      throw error(Kind.STEP_LIMIT, site, "call depth exceeded " + options.maxCallDepth());
    }
    Map<Value, Object> saved = env;
    // Sized for every value of the function at once: grown from the default size, a model's
    // call rehashed its environment several times per run.
    env = new IdentityHashMap<>(compiled.derived(func, FunctionValues.class,
        () -> FunctionValues.of(func)).count());
    try {
      return runRegion(func.getRegion(0), args);
    } finally {
      env = saved;
      depth--;
    }
  }

  /** How many values (block arguments and op results) a function defines, nested ones too. */
  private record FunctionValues(int count) {
    static FunctionValues of(Operation func) {
      int[] n = {0};
      func.walk(op -> {
        n[0] += op == func ? 0 : op.getNumResults();
        for (Region r : op.getRegions()) {
          for (Block b : r.getBlocks()) {
            n[0] += b.getNumArguments();
          }
        }
      });
      return new FunctionValues(n[0]);
    }
  }

  /** What was noted of {@code bytes} by {@link #noteWrittenFrom}, if of {@code type}, else null. */
  public <T> T writtenFrom(byte[] bytes, Class<T> type) {
    Object w = writtenFrom.get(bytes);
    return type.isInstance(w) ? type.cast(w) : null;
  }

  /** Notes {@code what} of the values just written into {@code bytes} (null: forgets it). */
  public void noteWrittenFrom(byte[] bytes, Object what) {
    if (what == null) {
      writtenFrom.remove(bytes);
    } else {
      writtenFrom.put(bytes, what);
    }
  }

  @Override
  public byte[] constantBytes(jopt.ir.Attribute initial, jopt.ir.Type elementType,
      java.util.function.Supplier<byte[]> make) {
    return compiled.constantBytes(initial, elementType, make);
  }

  @Override
  public <T> T derived(Operation op, Class<T> type, java.util.function.Supplier<T> make) {
    return compiled.derived(op, type, make);
  }

  @Override
  public byte[] reusableGlobalBytes(Operation global) {
    return compiled.reusableGlobalBytes(global);
  }

  @Override
  public void keepGlobalBytes(Operation global, jopt.interpreter.runtime.Allocation a) {
    compiled.keepGlobalBytes(global, a);
  }

  @Override
  public Operation lookupFunction(String name, Operation site) {
    Operation f = symbols.apply(name);
    if (f == null) {
      throw error(Kind.UNSUPPORTED, site, "no function named '@" + name + "'");
    }
    return f;
  }
}
