package jopt.passmanager;

import java.util.Collection;
import java.util.Collections;
import java.util.TreeMap;

/**
 * The passes and pipelines known by name. Not global: a tool or library user creates one,
 * registers the built-ins ({@code Passes.registerAll}) and their own, and hands it to the
 * pipeline parser.
 */
public final class PassRegistry {
  private final TreeMap<String, PassInfo> passes = new TreeMap<>();
  private final TreeMap<String, PassPipelineInfo> pipelines = new TreeMap<>();

  public PassRegistry register(PassInfo info) {
    passes.put(info.argument(), info);
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

  public PassRegistry registerPipeline(PassPipelineInfo info) {
    pipelines.put(info.argument(), info);
    return this;
  }

  public PassInfo lookupPass(String argument) {
    return passes.get(argument);
  }

  public PassPipelineInfo lookupPipeline(String argument) {
    return pipelines.get(argument);
  }

  /** Registered passes, sorted by argument. */
  public Collection<PassInfo> getPasses() {
    return Collections.unmodifiableCollection(passes.values());
  }

  public Collection<PassPipelineInfo> getPipelines() {
    return Collections.unmodifiableCollection(pipelines.values());
  }

  /**
   * Creates the pass {@code argument} with {@code options} and adds it to {@code pm}, or adds
   * the pipeline of that name.
   *
   * @throws IllegalArgumentException with MLIR's message on bad options or nesting
   */
  public void addToPipeline(String argument, String options, OpPassManager pm) {
    PassPipelineInfo pipeline = pipelines.get(argument);
    if (pipeline != null) {
      pipeline.builder().addToPipeline(pm, options);
      return;
    }
    PassInfo info = passes.get(argument);
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
