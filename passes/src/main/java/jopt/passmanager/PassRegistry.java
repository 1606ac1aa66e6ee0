package jopt.passmanager;

import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.TreeMap;
import java.util.function.Supplier;

/**
 * The passes and pipelines known by name. Not global: a tool or library user creates one,
 * registers the built-ins ({@code Passes.registerAll}) and their own, and hands it to the
 * pipeline parser. A pass or pipeline may be registered by name with a supplier of its info
 * ({@link #registerLazily}): its class is loaded when the name is first looked up or the list is
 * asked for, as MLIR's DialectRegistry loads a dialect on first use, so that a run pays only for
 * the passes it names.
 */
public final class PassRegistry {
  private final TreeMap<String, PassInfo> passes = new TreeMap<>();
  private final TreeMap<String, PassPipelineInfo> pipelines = new TreeMap<>();
  /** Registered by name, not yet made; a name is in one map of a kind or the other. */
  private final TreeMap<String, Supplier<PassInfo>> lazyPasses = new TreeMap<>();
  private final TreeMap<String, Supplier<PassPipelineInfo>> lazyPipelines = new TreeMap<>();

  public synchronized PassRegistry register(PassInfo info) {
    lazyPasses.remove(info.argument());
    passes.put(info.argument(), info);
    return this;
  }

  /**
   * Registers the pass {@code argument} whose info {@code info} supplies on first use (its
   * argument must be {@code argument}).
   */
  public synchronized PassRegistry registerLazily(String argument, Supplier<PassInfo> info) {
    passes.remove(argument);
    lazyPasses.put(argument, info);
    return this;
  }

  /** Registers the pipeline {@code argument} whose info {@code info} supplies on first use. */
  public synchronized PassRegistry registerPipelineLazily(String argument,
      Supplier<PassPipelineInfo> info) {
    pipelines.remove(argument);
    lazyPipelines.put(argument, info);
    return this;
  }

  /**
   * Registers the pass {@code factory} makes (one instance is made now to read its argument,
   * description and anchor), e.g. {@code registry.register(MyPass::new)}.
   */
  public PassRegistry register(java.util.function.Supplier<? extends Pass> factory) {
    Pass p = factory.get();
    return register(PassInfo.of(p.getArgument(), p.getDescription(), p.getOpName(), factory));
  }

  public synchronized PassRegistry registerPipeline(PassPipelineInfo info) {
    lazyPipelines.remove(info.argument());
    pipelines.put(info.argument(), info);
    return this;
  }

  public synchronized PassInfo lookupPass(String argument) {
    Supplier<PassInfo> lazy = lazyPasses.remove(argument);
    if (lazy != null) {
      PassInfo info = lazy.get();
      checkName("pass", argument, info.argument());
      passes.put(argument, info);
    }
    return passes.get(argument);
  }

  public synchronized PassPipelineInfo lookupPipeline(String argument) {
    Supplier<PassPipelineInfo> lazy = lazyPipelines.remove(argument);
    if (lazy != null) {
      PassPipelineInfo info = lazy.get();
      checkName("pipeline", argument, info.argument());
      pipelines.put(argument, info);
    }
    return pipelines.get(argument);
  }

  /** Registered passes, sorted by argument (every lazily registered one made now). */
  public synchronized Collection<PassInfo> getPasses() {
    for (String name : List.copyOf(lazyPasses.keySet())) {
      lookupPass(name);
    }
    return Collections.unmodifiableCollection(List.copyOf(passes.values()));
  }

  public synchronized Collection<PassPipelineInfo> getPipelines() {
    for (String name : List.copyOf(lazyPipelines.keySet())) {
      lookupPipeline(name);
    }
    return Collections.unmodifiableCollection(List.copyOf(pipelines.values()));
  }

  /** A lazy registration's name must be what its info says (a typo would hide the pass). */
  private static void checkName(String kind, String registered, String actual) {
    if (!registered.equals(actual)) {
      throw new IllegalStateException(
          kind + " registered as '" + registered + "' is named '" + actual + "'");
    }
  }

  /**
   * Creates the pass {@code argument} with {@code options} and adds it to {@code pm}, or adds
   * the pipeline of that name.
   *
   * @throws IllegalArgumentException with MLIR's message on bad options or nesting
   */
  public void addToPipeline(String argument, String options, OpPassManager pm) {
    PassPipelineInfo pipeline = lookupPipeline(argument);
    if (pipeline != null) {
      pipeline.builder().addToPipeline(pm, options);
      return;
    }
    PassInfo info = lookupPass(argument);
    if (info == null) {
      throw new IllegalArgumentException(
          "'" + argument + "' does not refer to a registered pass or pass pipeline");
    }
    Pass pass = info.create();
    if (!options.isEmpty()) {
      pass.getOptions().parseFromString(options);
    }
    pm.addPass(pass);
  }
}
