package jopt.ir;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The registry of dialects and ops and the diagnostic engine. Passed explicitly: nothing in
 * jopt is global, so several contexts can live in one JVM.
 */
public final class MLIRContext {
  private final Map<String, Dialect> dialects = new LinkedHashMap<>();
  private final Map<String, OpDefinition> ops = new LinkedHashMap<>();
  private final DiagnosticEngine diagEngine = new DiagnosticEngine();
  private boolean allowUnregisteredDialects;
  private boolean printOpOnDiagnostic = true;

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

  /** Whether diagnostics on an op get MLIR's "see current operation" note (off under --verify-diagnostics). */
  public boolean shouldPrintOpOnDiagnostic() {
    return printOpOnDiagnostic;
  }

  public MLIRContext printOpOnDiagnostic(boolean enable) {
    this.printOpOnDiagnostic = enable;
    return this;
  }

  public DiagnosticEngine getDiagEngine() {
    return diagEngine;
  }
}
