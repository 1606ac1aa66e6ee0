package jopt.corpus;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jopt.onnx.proto.AttributeProto;
import jopt.onnx.proto.GraphProto;
import jopt.onnx.proto.NodeProto;
import jopt.onnx.proto.TensorProto;
import jopt.onnx.proto.ValueInfoProto;

/**
 * The graph as it ran: each If of the main graph whose condition onnxruntime computed is replaced
 * by the nodes of the branch it took, so that the live bound counts the values inside it (an If
 * holding a model's whole work, silero-vad's, otherwise counts only its results). The branch's
 * values are renamed apart ({@code IFNAME/value}); a value it yields is the If's result under the
 * If's name; a yielded outer value stands for the If's result in the nodes after it (an Identity
 * where that result is a graph output). Ifs nested in the branch become main-graph Ifs, replaced
 * on the next round once their conditions are computed.
 */
final class TakenBranches {
  private TakenBranches() {
  }

  /** {@code g} with the taken branches inlined, or {@code g} itself where no If's condition is known. */
  static GraphProto inline(GraphProto g, Map<String, Arr> values) {
    GraphProto.Builder out = g.toBuilder().clearNode();
    Map<String, String> renamed = new HashMap<>(); // an If's result -> the outer value its branch yields
    Set<String> graphOutputs = new HashSet<>();
    for (ValueInfoProto o : g.getOutputList()) {
      graphOutputs.add(o.getName());
    }
    boolean changed = false;
    for (NodeProto node : g.getNodeList()) {
      node = rename(node, renamed);
      GraphProto branch = node.getOpType().equals("If") && node.getDomain().isEmpty() ? taken(node, values) : null;
      if (branch == null) {
        out.addNode(node);
        continue;
      }
      changed = true;
      String prefix = (node.getName().isEmpty() ? node.getOutput(0) : node.getName()) + "/";
      Map<String, String> local = new HashMap<>(renamed);
      for (NodeProto bn : branch.getNodeList()) {
        for (String o : bn.getOutputList()) {
          if (!o.isEmpty()) {
            local.put(o, prefix + o);
          }
        }
      }
      for (TensorProto t : branch.getInitializerList()) {
        local.put(t.getName(), prefix + t.getName());
        out.addInitializer(t.toBuilder().setName(prefix + t.getName()));
      }
      for (int k = 0; k < node.getOutputCount(); k++) {
        String yielded = branch.getOutput(k).getName();
        if (local.containsKey(yielded) && !isInitializer(branch, yielded)) {
          local.put(yielded, node.getOutput(k));
        } else if (graphOutputs.contains(node.getOutput(k))) {
          out.addNode(NodeProto.newBuilder().setOpType("Identity").addInput(rename(yielded, local))
              .addOutput(node.getOutput(k)));
        } else {
          renamed.put(node.getOutput(k), rename(yielded, local));
        }
      }
      for (NodeProto bn : branch.getNodeList()) {
        out.addNode(rename(bn, local).toBuilder().setName(prefix + bn.getName()));
      }
    }
    return changed ? out.build() : g;
  }

  private static boolean isInitializer(GraphProto g, String name) {
    return g.getInitializerList().stream().anyMatch(t -> t.getName().equals(name));
  }

  /** The branch {@code node} (an If) took, or null where its condition was not computed. */
  private static GraphProto taken(NodeProto node, Map<String, Arr> values) {
    Arr cond = values.get(node.getInput(0));
    if (cond == null || cond.data().length == 0) {
      return null;
    }
    String which = cond.data()[0] != 0 ? "then_branch" : "else_branch";
    for (AttributeProto a : node.getAttributeList()) {
      if (a.getName().equals(which) && a.hasG()) {
        return a.getG();
      }
    }
    return null;
  }

  private static String rename(String name, Map<String, String> names) {
    return names.getOrDefault(name, name);
  }

  /** {@code node} reading and writing renamed values, its subgraphs' outer reads included. */
  private static NodeProto rename(NodeProto node, Map<String, String> names) {
    if (names.isEmpty()) {
      return node;
    }
    NodeProto.Builder b = node.toBuilder().clearInput().clearOutput();
    node.getInputList().forEach(i -> b.addInput(i.isEmpty() ? i : rename(i, names)));
    node.getOutputList().forEach(o -> b.addOutput(o.isEmpty() ? o : rename(o, names)));
    b.clearAttribute();
    for (AttributeProto a : node.getAttributeList()) {
      AttributeProto.Builder ab = a.toBuilder();
      if (a.hasG()) {
        ab.setG(renameOuter(a.getG(), names));
      }
      ab.clearGraphs();
      a.getGraphsList().forEach(sg -> ab.addGraphs(renameOuter(sg, names)));
      b.addAttribute(ab);
    }
    return b.build();
  }

  /** A subgraph reading renamed outer values (its own values keep their names: ONNX names are unique). */
  private static GraphProto renameOuter(GraphProto g, Map<String, String> names) {
    Set<String> own = new HashSet<>();
    g.getInputList().forEach(v -> own.add(v.getName()));
    g.getInitializerList().forEach(t -> own.add(t.getName()));
    g.getNodeList().forEach(n -> own.addAll(n.getOutputList()));
    Map<String, String> outer = new HashMap<>(names);
    outer.keySet().removeAll(own);
    GraphProto.Builder b = g.toBuilder().clearNode();
    g.getNodeList().forEach(n -> b.addNode(rename(n, outer)));
    List<ValueInfoProto> outs = new ArrayList<>();
    g.getOutputList().forEach(o -> outs.add(o.toBuilder().setName(rename(o.getName(), outer)).build()));
    b.clearOutput().addAllOutput(outs);
    return b.build();
  }
}
