package jopt.passes.graphplan;

import jopt.ir.Operation;
import jopt.ir.interfaces.GraphAliasingOpInterface;
import jopt.ir.interfaces.GraphAliasingOpInterface.GraphAliasing;

/**
 * Classifies an op for the graph planner. The default asks the op's
 * {@link GraphAliasingOpInterface}; a library user can classify ops they do not own (or
 * unregistered ones) by passing their own classifier to {@link GraphMemoryPlanPass}.
 */
@FunctionalInterface
public interface GraphOpClassifier {
  GraphAliasing classify(Operation op);

  GraphOpClassifier DEFAULT = op -> {
    GraphAliasingOpInterface iface = op.getInterface(GraphAliasingOpInterface.class);
    return iface == null ? new GraphAliasingOpInterface.Compute() : iface.getGraphAliasing(op);
  };
}
