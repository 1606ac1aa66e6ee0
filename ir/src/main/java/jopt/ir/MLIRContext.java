package jopt.ir;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The registry of dialects and ops and the diagnostic engine. Passed explicitly: nothing in
 * jopt is global, so several contexts can live in one JVM.
 */
public final class MLIRContext {
  private final Map<String, Dialect> dialects = new LinkedHashMap<>();
  private final Map<String, OpDefinition> ops = new LinkedHashMap<>();
  private final DiagnosticEngine diagEngine = new DiagnosticEngine();
  private final AtomicInteger markEpochs = new AtomicInteger();
  private boolean allowUnregisteredDialects;
  private boolean printOpOnDiagnostic = true;
  private boolean commandLineHints;
  /** Volatile: read on hot paths of worker threads without the lock; written under it. */
  private volatile int numThreads = Runtime.getRuntime().availableProcessors();
  /** The worker threads of parallel parsing, verification and printing; made on first use. */
  private ThreadPoolExecutor threadPool;

  public MLIRContext() {}

  /** Registers a dialect and its ops; re-registering a namespace replaces nothing and is ignored. */
  public MLIRContext register(Dialect dialect) {
    if (dialects.putIfAbsent(dialect.getNamespace(), dialect) == null) {
      for (OpDefinition def : dialect.getOperations()) {
        registerOp(def);
      }
    }
    return this;
  }

  /** Registers one op definition (for ops added to a dialect by a library user). */
  public MLIRContext registerOp(OpDefinition def) {
    ops.put(def.getName(), def);
    return this;
  }

  /** Every registered op definition, in registration order. */
  public Iterable<OpDefinition> getRegisteredOps() {
    return ops.values();
  }

  public Dialect getDialect(String namespace) {
    return dialects.get(namespace);
  }

  public Iterable<Dialect> getDialects() {
    return dialects.values();
  }

  /** The definition of op {@code name}, or null when it is not registered. */
  public OpDefinition lookupOp(String name) {
    return ops.get(name);
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

  /** A new epoch for an {@link OperationMarks}; never 0, the epoch of an unmarked op. */
  int nextMarkEpoch() {
    int epoch;
    do {
      epoch = markEpochs.incrementAndGet();
    } while (epoch == 0);
    return epoch;
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
