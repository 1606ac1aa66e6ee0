package jopt.passes.bufferization.oneshot;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;

/**
 * Where an op's {@link BufferizableOpInterface} is found: its definition when it implements
 * the interface, otherwise a model registered for its name (MLIR's external models, attached
 * per dialect by {@code register...BufferizableOpInterfaceExternalModels}). Each pass run builds
 * its own table. The answer depends on the op's name and definition only, so it is remembered
 * per name: the analysis asks it for every use it looks at (a model of 3,000 ops: about 10^7
 * times), and the first lookup walks the definition, the table and the fallbacks.
 */
public final class BufferizableOps {
  private final Map<String, BufferizableOpInterface> models = new HashMap<>();
  private final List<Map.Entry<Predicate<OpDefinition>, BufferizableOpInterface>> fallbacks = new ArrayList<>();
  /** Lookups so far, by op name; concurrent, since function passes may share a table. */
  private final Map<String, Found> found = new ConcurrentHashMap<>();
  /** The last lookup's answer (immutable, so a racing reader sees a whole one or null). */
  private volatile Found last;

  /** What {@link #lookup} found for ops of one name and definition (null interface: none). */
  private record Found(OpDefinition def, BufferizableOpInterface iface) {}

  /** A model for every registered op whose definition {@code applies} accepts (e.g. all linalg structured ops). */
  public BufferizableOps registerFallback(Predicate<OpDefinition> applies, BufferizableOpInterface model) {
    fallbacks.add(Map.entry(applies, model));
    found.clear();
    last = null;
    return this;
  }

  public BufferizableOps register(String opName, BufferizableOpInterface model) {
    models.put(opName, model);
    found.clear();
    last = null;
    return this;
  }

  /** The interface of {@code op}, or null when the op does not take part. */
  public BufferizableOpInterface lookup(Operation op) {
    OpDefinition def = op.getDef();
    // The analysis asks about one op many times in a row (each use, read and write).
    Found f = last;
    if (def != null && f != null && f.def() == def) {
      return f.iface();
    }
    f = found.get(op.getName());
    if (f == null || f.def() != def) {
      f = new Found(def, find(op));
      found.put(op.getName(), f);
    }
    last = f;
    return f.iface();
  }

  private BufferizableOpInterface find(Operation op) {
    BufferizableOpInterface own = op.getInterface(BufferizableOpInterface.class);
    if (own != null) {
      return own;
    }
    BufferizableOpInterface m = models.get(op.getName());
    if (m != null) {
      return m;
    }
    if (op.getDef() == null) {
      return null;
    }
    for (var e : fallbacks) {
      if (e.getKey().test(op.getDef())) {
        return e.getValue();
      }
    }
    return null;
  }

  /** A table with the models of every dialect jopt ships (tensor, arith, bufferization, linalg, scf, func, vector, cf). */
  public static BufferizableOps withBuiltinModels() {
    BufferizableOps ops = new BufferizableOps();
    jopt.passes.bufferization.oneshot.models.BufferizationModels.register(ops);
    jopt.passes.bufferization.oneshot.models.TensorModels.register(ops);
    jopt.passes.bufferization.oneshot.models.ArithModels.register(ops);
    jopt.passes.bufferization.oneshot.models.LinalgModels.register(ops);
    jopt.passes.bufferization.oneshot.models.FuncModels.register(ops);
    jopt.passes.bufferization.oneshot.models.ScfModels.register(ops);
    jopt.passes.bufferization.oneshot.models.TensorSliceModels.register(ops);
    jopt.passes.bufferization.oneshot.models.TensorReshapeModels.register(ops);
    jopt.passes.bufferization.oneshot.models.TensorAllocModels.register(ops);
    jopt.passes.bufferization.oneshot.models.IndexSwitchModel.register(ops);
    jopt.passes.bufferization.oneshot.models.ForallModels.register(ops);
    jopt.passes.bufferization.oneshot.models.MLProgramModels.register(ops);
    jopt.passes.bufferization.oneshot.models.VectorModels.register(ops);
    jopt.passes.bufferization.oneshot.models.ControlFlowModels.register(ops);
    return ops;
  }
}
