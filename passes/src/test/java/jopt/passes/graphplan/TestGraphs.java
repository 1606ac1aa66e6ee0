package jopt.passes.graphplan;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.Dialects;
import jopt.ir.Attribute;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.asm.ValueNames;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.interfaces.GraphAliasingOpInterface;
import jopt.parser.Parser;

/**
 * Graphs of unregistered {@code g.*} ops classified by a test classifier, so the planner is
 * tested apart from any dialect: g.noop, g.relu (element-wise), g.gather {axis}, g.slice {starts, axes, steps},
 * g.concat {axis}, g.split {axis, split}, anything else computes.
 */
final class TestGraphs {
  private TestGraphs() {}

  static final GraphOpClassifier CLASSIFIER = op -> switch (op.getName()) {
    case "g.noop" -> new GraphAliasingOpInterface.Noop(0);
    case "g.relu" -> new GraphAliasingOpInterface.Elementwise();
    case "g.gather" -> new GraphAliasingOpInterface.Gather(0, integer(op, "axis"));
    case "g.slice" -> new GraphAliasingOpInterface.Slice(0, ints(op, "starts"),
        ints(op, "axes"), ints(op, "steps"));
    case "g.concat" -> new GraphAliasingOpInterface.Concat(integer(op, "axis"));
    case "g.split" -> new GraphAliasingOpInterface.Split(0, integer(op, "axis"),
        ints(op, "split"));
    default -> new GraphAliasingOpInterface.Compute();
  };

  static Operation parse(String text) {
    MLIRContext ctx = new MLIRContext();
    Dialects.registerAll(ctx);
    ctx.allowUnregisteredDialects(true);
    return Parser.parseSourceString(ctx, text, "t.mlir");
  }

  static Operation firstFunc(Operation module) {
    return module.getRegion(0).front().getFirstOp();
  }

  static GraphPlan plan(String text, GraphPlanOptions options) throws GraphPlanException {
    Operation func = firstFunc(parse(text));
    ValueNames names = new ValueNames(func);
    GraphPlan plan = new GraphMemoryPlanner(options, CLASSIFIER).plan(func, names::nameOf);
    var wrong = PlanExecution.check(func, plan);
    if (wrong.isPresent()) {
      throw new AssertionError("unsound plan: " + wrong.get());
    }
    return plan;
  }

  static GraphPlanOptions unpadded() {
    return new GraphPlanOptions(true, true, new PhysicalLayout(0, false), 1,
        GraphPlanOptions.DEFAULT.plannerMode());
  }

  static Tensor tensor(GraphPlan plan, String name) {
    return plan.tensors().stream().filter(t -> t.name.equals(name)).findFirst().orElseThrow();
  }

  static long location(GraphPlan plan, String name) {
    return plan.placements().get(tensor(plan, name)).location();
  }

  static GraphPlan.BinStats bin(GraphPlan plan, int bin) {
    return plan.bins().stream().filter(b -> b.bin() == bin).findFirst().orElseThrow();
  }

  private static long integer(Operation op, String name) {
    return op.getAttr(name) instanceof IntegerAttr i ? i.getValue() : 0;
  }

  private static List<Long> ints(Operation op, String name) {
    List<Long> values = new ArrayList<>();
    if (op.getAttr(name) instanceof ArrayAttr a) {
      for (Attribute e : a.value()) {
        values.add(((IntegerAttr) e).getValue());
      }
    }
    return values;
  }
}
