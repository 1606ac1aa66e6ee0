package jopt.passes.graphplan;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Map.Entry;
import jopt.ir.Operation;
import jopt.ir.Value;
import jopt.ir.attr.StringAttr;

/**
 * The JSON report of a plan (the seed's "Statistics Tracking"): the savings per bin, every block
 * (start, size, lifetime, primary owner and aliases), every tensor's placement and how it got
 * it, the aliasing rules that fell back to a copy, and the deallocation sequence. Lists print one
 * entry per line, so the report reads (and FileChecks) line by line.
 */
final class PlanReport {
  private PlanReport() {}

  static String json(String function, GraphPlan plan, GraphPlanOptions options,
      GraphLiveBound liveBound) {
    JsonObject root = new JsonObject();
    root.addProperty("function", function);
    JsonObject opts = new JsonObject();
    opts.addProperty("enable-noop-optim", options.noopOptim());
    opts.addProperty("enable-runtime-optim", options.runtimeOptim());
    opts.addProperty("layout", options.layout().channelsLast() ? "nhwc" : "graph");
    opts.addProperty("channel-padding", options.layout().channelPadding());
    opts.addProperty("odd-channel-padding", options.layout().oddMultiple());
    opts.addProperty("alignment", options.alignment());
    opts.addProperty("strict-runtime-rules", options.strictRuntimeRules());
    opts.addProperty("preallocate-io", options.preallocateIo());
    root.add("options", opts);
    root.add("summary", summary(plan.bins()));
    JsonObject graph = new JsonObject();
    graph.addProperty("tensors", plan.tensors().size());
    graph.addProperty("weightViews", plan.weightViews());
    long inputs = 0;
    long outputs = 0;
    for (Tensor t : plan.tensors()) {
      inputs += t.producer == null ? t.size : 0;
      outputs += t.liveOut && t.producer != null ? t.size : 0;
    }
    graph.addProperty("inputBytes", inputs);
    graph.addProperty("outputBytes", outputs);
    graph.addProperty("liveBoundBytes", liveBound.peakBytes());
    graph.addProperty("liveBoundTensors", liveBound.tensors());
    graph.addProperty("dynamicTensors", liveBound.dynamicTensors());
    root.add("graph", graph);
    root.add("aliasing", aliasing(plan));
    JsonArray bins = new JsonArray();
    for (GraphPlan.BinStats s : plan.bins()) {
      JsonObject b = stats(s.arenaBytes(), s.preallocatedBytes(), s.unaliasedBytes(),
          s.unaliasedPlannedBytes());
      JsonObject withBin = new JsonObject();
      withBin.addProperty("bin", s.bin());
      b.entrySet().forEach(e -> withBin.add(e.getKey(), e.getValue()));
      withBin.addProperty("lowerBound", s.lowerBound());
      bins.add(withBin);
    }
    root.add("bins", bins);
    root.add("blocks", blocks(plan));
    root.add("tensors", tensors(plan));
    root.add("fallbacks", fallbacks(plan));
    root.add("deallocations", deallocations(plan));
    return format(root);
  }

  private static JsonObject summary(List<GraphPlan.BinStats> bins) {
    long arena = 0;
    long pre = 0;
    long unaliased = 0;
    long planned = 0;
    for (GraphPlan.BinStats s : bins) {
      arena += s.arenaBytes();
      pre += s.preallocatedBytes();
      unaliased += s.unaliasedBytes();
      planned += s.unaliasedPlannedBytes();
    }
    return stats(arena, pre, unaliased, planned);
  }

  private static JsonObject stats(long arena, long pre, long unaliased, long planned) {
    JsonObject o = new JsonObject();
    o.addProperty("arenaBytes", arena);
    o.addProperty("preallocatedBytes", pre);
    o.addProperty("totalBytes", arena + pre);
    o.addProperty("unaliasedBytes", unaliased);
    o.addProperty("savedBytes", unaliased - arena - pre);
    o.addProperty("savedPercent", unaliased == 0 ? 0
        : Math.round(1000.0 * (unaliased - arena - pre) / unaliased) / 10.0);
    o.addProperty("unaliasedPlannedBytes", planned);
    return o;
  }

  private static JsonArray blocks(GraphPlan plan) {
    JsonArray a = new JsonArray();
    for (GraphPlan.Block b : plan.blocks()) {
      JsonObject o = new JsonObject();
      o.addProperty("id", b.id());
      o.addProperty("bin", b.bin());
      o.addProperty(b.preallocated() ? "address" : "offset", b.start());
      o.addProperty("size", b.size());
      o.add("lifetime", pair(b.begin(), b.end()));
      o.addProperty("owner", b.members().get(0).name);
      o.add("aliases", names(b.members().subList(1, b.members().size())));
      a.add(o);
    }
    return a;
  }

  private static JsonArray tensors(GraphPlan plan) {
    JsonArray a = new JsonArray();
    for (Tensor t : plan.tensors()) {
      GraphPlan.Placement p = plan.placements().get(t);
      JsonObject o = new JsonObject();
      o.addProperty("name", t.name);
      o.addProperty("op", t.producer == null ? "argument" : t.producer.getName());
      if (t.producer != null && t.producer.getAttr("onnx_node_name") instanceof StringAttr n) {
        o.addProperty("node", n.value());
      }
      o.addProperty("type", t.value.getType().toString());
      o.addProperty("bin", t.bin);
      o.addProperty("block", p.block().id());
      o.addProperty(p.preallocated() ? "address" : "offset", p.location());
      o.addProperty("size", t.size);
      o.add("lifetime", pair(t.def, t.lastUse));
      o.addProperty("placement", t.placement);
      a.add(o);
    }
    return a;
  }

  private static JsonArray aliasing(GraphPlan plan) {
    JsonArray a = new JsonArray();
    for (GraphPlan.RuleTally t : plan.rules()) {
      JsonObject o = new JsonObject();
      o.addProperty("rule", t.rule());
      o.addProperty("aliased", t.aliased());
      o.addProperty("copied", t.copied());
      JsonObject causes = new JsonObject();
      new java.util.TreeMap<>(t.causes()).forEach(causes::addProperty);
      o.add("causes", causes);
      a.add(o);
    }
    return a;
  }

  private static JsonArray fallbacks(GraphPlan plan) {
    Map<Value, Tensor> byValue = new HashMap<>();
    plan.tensors().forEach(t -> byValue.put(t.value, t));
    JsonArray a = new JsonArray();
    for (GraphPlan.Fallback f : plan.fallbacks()) {
      JsonObject o = new JsonObject();
      o.addProperty("op", f.op().getName());
      Tensor result = f.op().getNumResults() == 0 ? null : byValue.get(f.op().getResult(0));
      if (result != null) {
        o.addProperty("result", result.name);
      }
      o.addProperty("message", f.message());
      a.add(o);
    }
    return a;
  }

  private static JsonArray deallocations(GraphPlan plan) {
    JsonArray a = new JsonArray();
    for (GraphPlan.LedgerEvent e : plan.deallocations()) {
      JsonObject o = new JsonObject();
      o.addProperty("tick", e.tick());
      o.addProperty("tensor", e.tensor().name);
      o.addProperty("block", e.block());
      o.addProperty("action", e.action());
      if (e.owner() != null) {
        o.addProperty("owner", e.owner().name);
      }
      o.add("aliases", names(e.aliases()));
      if (e.aliasCount() > e.aliases().size()) {
        o.addProperty("aliasCount", e.aliasCount());
      }
      a.add(o);
    }
    return a;
  }

  private static JsonArray pair(long a, long b) {
    JsonArray p = new JsonArray();
    p.add(a);
    p.add(b);
    return p;
  }

  private static JsonArray names(List<Tensor> tensors) {
    JsonArray a = new JsonArray();
    tensors.forEach(t -> a.add(t.name));
    return a;
  }

  /** Top-level keys one per line, list entries one per line, everything else compact. */
  private static String format(JsonObject root) {
    // Made here, not in a static field: every plan asks functionName, only a report needs Gson
    // (about 120 classes to load).
    Gson gson = new GsonBuilder().disableHtmlEscaping().create();
    StringBuilder sb = new StringBuilder("{\n");
    int i = 0;
    for (Entry<String, JsonElement> e : root.entrySet()) {
      sb.append("  ").append(gson.toJson(e.getKey())).append(": ");
      JsonElement v = e.getValue();
      if (v.isJsonArray() && !v.getAsJsonArray().isEmpty()) {
        sb.append("[\n");
        JsonArray arr = v.getAsJsonArray();
        for (int k = 0; k < arr.size(); k++) {
          sb.append("    ").append(gson.toJson(arr.get(k)))
              .append(k + 1 < arr.size() ? ",\n" : "\n");
        }
        sb.append("  ]");
      } else {
        sb.append(gson.toJson(v));
      }
      sb.append(++i < root.size() ? ",\n" : "\n");
    }
    return sb.append("}\n").toString();
  }
}
