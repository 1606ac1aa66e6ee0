package jopt.passes.graphplan;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * The noop seed's bookkeeping, replayed over the plan: a block's primary owner is the first
 * tensor allocated to it and the others are its aliases in allocation order; when a tensor dies
 * an alias leaves the list, an owner hands the block to its first alias, and the last one frees
 * it. Pre-allocated tensors and tensors the function returns are never deallocated.
 */
final class DeallocationLedger {
  /** Aliases listed per event; a block of a long noop chain would make the report quadratic. */
  static final int LISTED = 32;

  private final List<GraphPlan.Block> blocks;
  private final List<Tensor> tensors;
  private final Map<Tensor, GraphPlan.Placement> placements;

  DeallocationLedger(List<GraphPlan.Block> blocks, List<Tensor> tensors,
      Map<Tensor, GraphPlan.Placement> placements) {
    this.blocks = blocks;
    this.tensors = tensors;
    this.placements = placements;
  }

  List<GraphPlan.LedgerEvent> run() {
    Tensor[] owner = new Tensor[blocks.size()];
    List<LinkedHashSet<Tensor>> aliases = new ArrayList<>();
    for (int i = 0; i < blocks.size(); i++) {
      aliases.add(new LinkedHashSet<>());
    }
    List<Tensor> byDef = new ArrayList<>(tensors);
    byDef.sort(Comparator.comparingInt((Tensor t) -> t.def).thenComparingInt(t -> t.index));
    List<Tensor> byDeath = new ArrayList<>(tensors);
    byDeath.sort(Comparator.comparingInt((Tensor t) -> t.lastUse).thenComparingInt(t -> t.index));
    List<GraphPlan.LedgerEvent> events = new ArrayList<>();
    int a = 0;
    int d = 0;
    while (d < byDeath.size()) {
      int tick = byDeath.get(d).lastUse;
      // Allocations at a tick come before its deallocations (an op's outputs exist while it
      // reads its inputs).
      for (; a < byDef.size() && byDef.get(a).def <= tick; a++) {
        Tensor t = byDef.get(a);
        int b = placements.get(t).block().id();
        if (owner[b] == null) {
          owner[b] = t;
        } else {
          aliases.get(b).add(t);
        }
      }
      for (; d < byDeath.size() && byDeath.get(d).lastUse == tick; d++) {
        Tensor t = byDeath.get(d);
        GraphPlan.Block block = placements.get(t).block();
        if (t.liveOut || block.preallocated()) {
          continue;
        }
        int b = block.id();
        String action;
        if (owner[b] == t) {
          if (aliases.get(b).isEmpty()) {
            owner[b] = null;
            action = "free";
          } else {
            Iterator<Tensor> first = aliases.get(b).iterator();
            owner[b] = first.next();
            first.remove();
            action = "transfer";
          }
        } else {
          aliases.get(b).remove(t);
          action = "drop-alias";
        }
        events.add(new GraphPlan.LedgerEvent(tick, t, b, action, owner[b],
            aliases.get(b).stream().limit(LISTED).toList(), aliases.get(b).size()));
      }
    }
    return events;
  }
}
