package jopt.ir;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import jopt.support.Invocation;
import jopt.support.WorkerThread;

/**
 * The registry of dialects and ops and the diagnostic engine. Passed explicitly: nothing in
 * jopt is global, so several contexts can live in one JVM.
 */
public final class MLIRContext {
  /**
   * Registrations in order: a dialect's namespace or a single op definition. The op table is
   * the puts of this list over the loaded dialects, so loading a dialect late changes neither
   * which definition a name has nor, once all are loaded, the order.
   */
  private final List<Object> registrations = new ArrayList<>();
  /** Dialects registered but not made yet (guarded by this). */
  private final Map<String, Supplier<? extends Dialect>> pending = new HashMap<>();
  /** The op definitions of each loaded dialect, asked for once (guarded by this). */
  private final Map<String, List<OpDefinition>> dialectOps = new HashMap<>();
  /**
   * Loaded dialects that make each op definition on first use ({@link
   * Dialect#getOperationNames}), and the definitions made so far (guarded by this).
   */
  private final Map<String, Dialect> perOpDialects = new HashMap<>();
  /** Dialects loaded but not yet in {@link #dialects} (guarded by this). */
  private final Map<String, Dialect> loadedNow = new HashMap<>();
  /** Written under this lock, read without it: the op table keeps the dialect, not these. */
  private final Map<String, OpDefinition> madeOps = new java.util.concurrent.ConcurrentHashMap<>();
  /**
   * Loaded dialects and the op table, replaced whole (never changed) under this lock: worker
   * threads read them without it.
   */
  private volatile Map<String, Dialect> dialects = Map.of();
  /**
   * Name to its OpDefinition, or to the Dialect that makes it on first use (then in
   * {@link #madeOps} once made).
   */
  private volatile Map<String, Object> ops = Map.of();
  /** The namespaces of {@link #pending}, replaced whole: lookups of unknown names read this. */
  private volatile Set<String> pendingNames = Set.of();
  private final DiagnosticEngine diagEngine = new DiagnosticEngine();
  /** The resources of the files parsed in this context (MLIR's resource managers). */
  private final FileResources resources = new FileResources();
  private final AtomicInteger markEpochs = new AtomicInteger();
  private boolean allowUnregisteredDialects;
  /** The printing flags of the command line (MLIR's OpPrintingFlags read from its cl options). */
  private jopt.ir.asm.PrintingFlags printingFlags = jopt.ir.asm.PrintingFlags.defaults();
  /** The run this context serves: working directory, output files, cancellation. */
  private volatile Invocation invocation = Invocation.embedded();
  private boolean printOpOnDiagnostic = true;
  private boolean commandLineHints;
  /** Volatile: read on hot paths of worker threads without the lock; written under it. */
  private volatile int numThreads = Runtime.getRuntime().availableProcessors();
  /** The worker threads of parallel parsing, verification and printing; made on first use. */
  private ThreadPoolExecutor threadPool;

  public MLIRContext() {}

  /** Registers a dialect and its ops; re-registering a namespace replaces nothing and is ignored. */
  public synchronized MLIRContext register(Dialect dialect) {
    String ns = dialect.getNamespace();
    if (!isRegistered(ns)) {
      registrations.add(ns);
      addOperations(dialect, false);
      Map<String, Dialect> loaded = new LinkedHashMap<>(dialects);
      loaded.put(ns, dialect);
      dialects = loaded;
      rebuildOps();
    }
    return this;
  }

  /**
   * Registers a dialect made on first use, as MLIR loads dialects: when an op, type or attribute
   * of {@code namespace} is looked up, or all dialects are asked for. Every op of the dialect
   * must be named {@code namespace.NAME}. Re-registering a namespace is ignored.
   */
  public synchronized MLIRContext registerLazily(String namespace,
      Supplier<? extends Dialect> factory) {
    if (!isRegistered(namespace)) {
      registrations.add(namespace);
      pending.put(namespace, factory);
      pendingNames = Set.copyOf(pending.keySet());
    }
    return this;
  }

  /** Registers one op definition (for ops added to a dialect by a library user). */
  public synchronized MLIRContext registerOp(OpDefinition def) {
    registrations.add(def);
    rebuildOps();
    return this;
  }

  /** Every registered op definition, in registration order (loads every dialect). */
  public Iterable<OpDefinition> getRegisteredOps() {
    loadAll();
    List<OpDefinition> all = new ArrayList<>();
    for (Map.Entry<String, Object> e : ops.entrySet()) {
      all.add(e.getValue() instanceof OpDefinition def ? def : made(e.getKey()));
    }
    return all;
  }

  /** The dialect of {@code namespace} (loaded now if it was registered lazily), or null. */
  public Dialect getDialect(String namespace) {
    Dialect d = dialects.get(namespace);
    return d != null || !pendingNames.contains(namespace) ? d : load(namespace);
  }

  /** Every registered dialect, in registration order (loads every dialect). */
  public Iterable<Dialect> getDialects() {
    loadAll();
    return dialects.values();
  }

  /** The definition of op {@code name}, or null when it is not registered. */
  public OpDefinition lookupOp(String name) {
    Object entry = ops.get(name);
    if (entry instanceof OpDefinition def) {
      return def;
    }
    if (entry != null) {
      return made(name);
    }
    Set<String> unloaded = pendingNames;
    int dot = name.indexOf('.');
    return !unloaded.isEmpty() && dot > 0 && unloaded.contains(name.substring(0, dot))
        && load(name.substring(0, dot)) != null ? lookupOp(name) : null;
  }

  /** The definition of {@code name}, whose table entry is a per-op dialect: made on first use. */
  private OpDefinition made(String name) {
    OpDefinition def = madeOps.get(name);
    return def != null ? def : make(name);
  }

  /** Makes the definition of {@code name}, which a per-op dialect's table entry holds. */
  private synchronized OpDefinition make(String name) {
    Object entry = ops.get(name);
    if (entry instanceof OpDefinition def) {
      return def;
    }
    OpDefinition made = madeOps.get(name);
    if (made != null) {
      return made;
    }
    Dialect dialect = (Dialect) entry;
    OpDefinition def = dialect.createOperation(name);
    if (def == null || !def.getName().equals(name)) {
      throw new IllegalStateException("dialect '" + dialect.getNamespace() + "' lists op '"
          + name + "' but makes " + (def == null ? "none" : "'" + def.getName() + "'"));
    }
    madeOps.put(name, def);
    return def;
  }

  /**
   * Takes a dialect's ops, all made now or (per-op dialects) each when first looked up; with
   * {@code checkNames} (a lazily registered dialect), first checks that every op is named after
   * the namespace, so that a failing check changes nothing.
   */
  private void addOperations(Dialect dialect, boolean checkNames) {
    String ns = dialect.getNamespace();
    List<String> names = dialect.getOperationNames();
    if (names != null) {
      for (int i = 0; checkNames && i < names.size(); i++) {
        checkNamedAfter(ns, names.get(i));
      }
      perOpDialects.put(ns, dialect);
    } else {
      List<OpDefinition> defs = dialect.getOperations();
      for (int i = 0; checkNames && i < defs.size(); i++) {
        checkNamedAfter(ns, defs.get(i).getName());
      }
      dialectOps.put(ns, defs);
    }
  }

  private boolean isRegistered(String namespace) {
    return dialects.containsKey(namespace) || pending.containsKey(namespace);
  }

  /** Loads the pending dialect of {@code namespace}; returns it, or null if there is none. */
  private synchronized Dialect load(String namespace) {
    Supplier<? extends Dialect> factory = pending.get(namespace);
    if (factory == null) {
      return dialects.get(namespace);
    }
    Dialect dialect = loadPending(namespace, factory);
    publishLoaded();
    return dialect;
  }

  /** Makes a pending dialect and takes its ops; {@link #publishLoaded} makes them visible. */
  private Dialect loadPending(String namespace, Supplier<? extends Dialect> factory) {
    Dialect dialect = factory.get();
    if (!dialect.getNamespace().equals(namespace)) {
      throw new IllegalStateException("dialect registered as '" + namespace + "' is '"
          + dialect.getNamespace() + "'");
    }
    addOperations(dialect, true);
    pending.remove(namespace);
    loadedNow.put(namespace, dialect);
    return dialect;
  }

  /** Publishes the dialects loaded since the last call: the dialect and op tables, once. */
  private void publishLoaded() {
    Map<String, Dialect> loaded = new LinkedHashMap<>();
    for (Object r : registrations) {
      if (r instanceof String ns) {
        Dialect d = loadedNow.containsKey(ns) ? loadedNow.get(ns) : dialects.get(ns);
        if (d != null) {
          loaded.put(ns, d);
        }
      }
    }
    loadedNow.clear();
    dialects = loaded;
    rebuildOps();
    pendingNames = Set.copyOf(pending.keySet());
  }

  private static void checkNamedAfter(String namespace, String opName) {
    if (!opName.startsWith(namespace + ".")) {
      throw new IllegalStateException("op '" + opName + "' of the lazily registered "
          + "dialect '" + namespace + "' is not named after it");
    }
  }

  private synchronized void loadAll() {
    if (pending.isEmpty()) {
      return;
    }
    try {
      while (!pending.isEmpty()) {
        String ns = pending.keySet().iterator().next();
        loadPending(ns, pending.get(ns));
      }
    } finally {
      publishLoaded();
    }
  }

  /** The op table: the registrations' puts over the loaded dialects (under the lock). */
  private void rebuildOps() {
    Map<String, Object> table = new LinkedHashMap<>();
    for (Object r : registrations) {
      if (r instanceof OpDefinition def) {
        table.put(def.getName(), def);
      } else if (perOpDialects.containsKey((String) r)) {
        Dialect d = perOpDialects.get((String) r);
        for (String name : d.getOperationNames()) {
          Object made = madeOps.get(name);
          table.put(name, made != null ? made : d);
        }
      } else {
        for (OpDefinition def : dialectOps.getOrDefault((String) r, List.of())) {
          table.put(def.getName(), def);
        }
      }
    }
    ops = table;
  }

  /**
   * The printing flags an op printed inside a pass starts from, as MLIR's default OpPrintingFlags
   * take {@code --mlir-print-debuginfo} and friends from the command line (the {@code jopt}
   * command sets them; defaults otherwise).
   */
  public jopt.ir.asm.PrintingFlags getPrintingFlags() {
    return printingFlags;
  }

  public MLIRContext setPrintingFlags(jopt.ir.asm.PrintingFlags flags) {
    this.printingFlags = flags;
    return this;
  }

  /**
   * The run this context serves (a tool's, a jopt server request's): the directory a pass's
   * relative file names (say a report file option) are resolved against, the files it writes,
   * its cancellation. By default an embedded run: the process's directory and umask.
   */
  public MLIRContext setInvocation(Invocation invocation) {
    this.invocation = invocation;
    return this;
  }

  public Invocation getInvocation() {
    return invocation;
  }

  /** The file {@code name} names in this context's working directory. */
  public java.nio.file.Path resolvePath(String name) {
    return invocation.resolve(name);
  }

  /**
   * A step of long work (an op parsed, verified, printed; a pass): a cancelled run stops here
   * with a {@link java.util.concurrent.CancellationException} ({@link Invocation}).
   */
  public void checkCancelled() {
    invocation.checkCancelled();
  }

  public boolean allowsUnregisteredDialects() {
    return allowUnregisteredDialects;
  }

  public MLIRContext allowUnregisteredDialects(boolean allow) {
    this.allowUnregisteredDialects = allow;
    return this;
  }

  /**
   * Whether diagnostics suggesting a remedy name the command-line flag, in mlir-opt's words
   * ({@code -allow-unregistered-dialect}), rather than the API call. The {@code jopt} command
   * sets it; a library user gets the API call.
   */
  public boolean hasCommandLineHints() {
    return commandLineHints;
  }

  public MLIRContext setCommandLineHints(boolean enable) {
    this.commandLineHints = enable;
    return this;
  }

  /** Whether diagnostics on an op get MLIR's "see current operation" note (off under --verify-diagnostics). */
  public boolean shouldPrintOpOnDiagnostic() {
    return printOpOnDiagnostic;
  }

  public MLIRContext printOpOnDiagnostic(boolean enable) {
    this.printOpOnDiagnostic = enable;
    return this;
  }

  /**
   * A new epoch, never 0 (the mark of no set): the mark an {@link OperationMarks} or an {@link
   * OperationWorklist} leaves in the ops it holds.
   */
  int nextMarkEpoch() {
    int epoch;
    do {
      epoch = markEpochs.incrementAndGet();
    } while (epoch == 0);
    return epoch;
  }

  /** The resource blobs and external resources of the files parsed in this context. */
  public FileResources getResources() {
    return resources;
  }

  public DiagnosticEngine getDiagEngine() {
    return diagEngine;
  }

  /**
   * Whether the parser, verifier and printer may split work over threads (MLIR's
   * isMultithreadingEnabled): true unless disabled or the machine has one core.
   */
  public boolean isMultithreadingEnabled() {
    return numThreads > 1;
  }

  /** Enables (one thread per core) or disables multi-threading, as mlir-opt's --mlir-disable-threading. */
  public synchronized MLIRContext enableMultithreading(boolean enable) {
    return setNumThreads(enable ? Runtime.getRuntime().availableProcessors() : 1);
  }

  /** Sets the number of threads of parallel work (1 disables it); before the pool is made. */
  public synchronized MLIRContext setNumThreads(int threads) {
    if (threadPool != null) {
      throw new IllegalStateException("the thread pool exists already");
    }
    numThreads = Math.max(1, threads);
    return this;
  }

  /** The number of threads parallel work may use (1 when multi-threading is disabled). */
  public int getNumThreads() {
    return numThreads;
  }

  /**
   * The context's worker threads, made on first use: daemon threads that end after a second
   * without work, so a context that is dropped leaves no thread behind.
   */
  public synchronized ExecutorService getThreadPool() {
    if (threadPool == null) {
      threadPool = new ThreadPoolExecutor(numThreads, numThreads, 1, TimeUnit.SECONDS,
          new LinkedBlockingQueue<>(), WorkerThread::new);
      threadPool.allowCoreThreadTimeOut(true);
    }
    return threadPool;
  }
}
