package jopt.passmanager;

import java.util.ArrayList;
import java.util.List;

/**
 * The entry of a pass list that runs nested pass managers on the ops directly inside the
 * regions of the current op, each op with the manager anchored on its name (or on any op).
 * Execution is the {@link PassExecutor}'s; this class holds the managers.
 */
public final class OpToOpPassAdaptor extends Pass {
  private static final PassInfo INFO = PassInfo.of("", "", null, () -> {
    throw new UnsupportedOperationException("adaptors are copied, not created");
  });

  private final List<OpPassManager> mgrs = new ArrayList<>();

  OpToOpPassAdaptor(OpPassManager nested) {
    super(INFO);
    mgrs.add(nested);
  }

  private OpToOpPassAdaptor() {
    super(INFO);
  }

  public List<OpPassManager> getPassManagers() {
    return List.copyOf(mgrs);
  }

  @Override
  public String getName() {
    List<String> names = new ArrayList<>();
    for (OpPassManager pm : mgrs) {
      names.add("'" + pm.getOpAnchorName() + "'");
    }
    return String.join(", ", names) + " Pipeline";
  }

  @Override
  protected void runOnOperation() {
    throw new IllegalStateException("the pass executor runs adaptors");
  }

  /** The manager for ops named {@code name}: an exact anchor first, else an op-agnostic one. */
  OpPassManager managerFor(String name) {
    OpPassManager any = null;
    for (OpPassManager pm : mgrs) {
      if (pm.getOpAnchorName().equals(name)) {
        return pm;
      }
      if (pm.getOpName() == null && any == null) {
        any = pm;
      }
    }
    return any;
  }

  void finalizeNested() {
    for (OpPassManager pm : mgrs) {
      pm.finalizePassList();
    }
  }

  /** Merges the managers of {@code other} (which follows this one) into this adaptor. */
  boolean mergeFrom(OpToOpPassAdaptor other) {
    for (OpPassManager pm : other.mgrs) {
      OpPassManager same = null;
      for (OpPassManager mine : mgrs) {
        if (mine.getOpAnchorName().equals(pm.getOpAnchorName())) {
          same = mine;
        }
      }
      if (same == null) {
        mgrs.add(pm);
      } else {
        for (Pass p : pm.getPasses()) {
          same.appendFinalized(p);
        }
      }
    }
    return true;
  }

  /** True when {@code other} can run merged into this adaptor without changing semantics. */
  boolean canMerge(OpToOpPassAdaptor other) {
    for (OpPassManager a : mgrs) {
      for (OpPassManager b : other.mgrs) {
        boolean sameName = a.getOpAnchorName().equals(b.getOpAnchorName());
        if (!sameName && (a.getOpName() == null || b.getOpName() == null)) {
          return false;
        }
      }
    }
    return true;
  }

  @Override
  public Pass clonePass() {
    OpToOpPassAdaptor copy = new OpToOpPassAdaptor();
    for (OpPassManager pm : mgrs) {
      copy.mgrs.add(pm.cloneForThread());
    }
    copy.setOrigin(getOrigin());
    return copy;
  }

  @Override
  public void printAsTextualPipeline(StringBuilder sb) {
    for (int i = 0; i < mgrs.size(); i++) {
      if (i > 0) {
        sb.append(',');
      }
      mgrs.get(i).printAsTextualPipeline(sb);
    }
  }

  void printIndented(StringBuilder sb, int indent) {
    for (int i = 0; i < mgrs.size(); i++) {
      if (i > 0) {
        sb.append(",\n").append("  ".repeat(indent));
      }
      mgrs.get(i).printIndented(sb, indent);
    }
  }
}
