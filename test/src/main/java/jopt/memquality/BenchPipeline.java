package jopt.memquality;

import java.util.ArrayList;
import java.util.List;

/**
 * A pipeline of the comparison: its short name (a table column), whose it is, and its text in
 * MLIR's pipeline syntax (for upstream, what {@code mlir-opt-22 --pass-pipeline=} takes).
 */
public record BenchPipeline(String name, Side side, String pipeline) {
  /** Who runs the pipeline. */
  public enum Side {
    /** mlir-opt-22, in a subprocess. */
    UPSTREAM,
    /** jopt, in process. */
    JOPT,
    /**
     * jopt, in process, running upstream's pipeline of the same text: the drop-in, compared
     * with its mlir-opt-22 twin and not ranked with either side.
     */
    DROP_IN
  }

  private static final String UP_TAIL =
      "buffer-deallocation-pipeline,convert-bufferization-to-memref";
  private static final String HLO_TAIL = "hlo-deallocation-simplification,hlo-deallocation-to-scf";
  private static final String REUSE = "hlo-deallocation-simplification,hlo-buffer-reuse%s,"
      + HLO_TAIL;

  /**
   * Upstream's deallocation pipeline ({@code buffer-deallocation-pipeline}: expand-realloc,
   * ownership-based-buffer-deallocation, buffer-deallocation-simplification,
   * bufferization-lower-deallocations with canonicalize and cse between; clones lowered by
   * convert-bufferization-to-memref), alone, after buffer hoisting, after stack promotion and
   * after both, each run by mlir-opt-22 and again by jopt (the drop-in, named {@code …@jopt}); jopt's named pipeline (jopt-deallocation-pipeline: expand-realloc and
   * canonicalize as upstream's pipeline starts, then MLIR-HLO's deallocation passes), MLIR-HLO's
   * passes alone with buffer reuse (its stack promotion on and off, and jopt's mode that keeps
   * the peak), and merge-alloc (its default mode, the seed's, and its precise mode) or
   * graph-compiler's merge-alloc in the named pipeline (its options).
   */
  public static List<BenchPipeline> all() {
    List<BenchPipeline> ups = List.of(
        up("up", ""),
        up("up+hoist", "func.func(buffer-hoisting,buffer-loop-hoisting),"),
        up("up+stack", "func.func(promote-buffers-to-stack),"),
        up("up+hoist+stack",
            "func.func(buffer-hoisting,buffer-loop-hoisting,promote-buffers-to-stack),"));
    List<BenchPipeline> all = new ArrayList<>(ups);
    for (BenchPipeline u : ups) {
      all.add(new BenchPipeline(u.name() + "@jopt", Side.DROP_IN, u.pipeline()));
    }
    all.addAll(List.of(
        named("hlo", ""),
        jopt("hlo+reuse", String.format(REUSE, "")),
        jopt("hlo+reuse(heap)", String.format(REUSE, "{max-stack-elements=0}")),
        named("hlo+reuse(keep-peak)", "buffer-reuse=keep-peak"),
        named("merge(default)+hlo", "merge-alloc=merge-alloc-default"),
        named("merge+hlo", "merge-alloc=merge-alloc"),
        named("merge+hlo+reuse", "merge-alloc=merge-alloc buffer-reuse=true"),
        named("merge+hlo+reuse(keep-peak)", "merge-alloc=merge-alloc buffer-reuse=keep-peak"),
        named("gc-merge+hlo", "merge-alloc=gc-merge-alloc"),
        named("gc-merge+hlo+reuse", "merge-alloc=gc-merge-alloc buffer-reuse=true")));
    return List.copyOf(all);
  }

  /** The mlir-opt-22 pipeline a drop-in runs, among {@code pipelines}, or null. */
  public BenchPipeline twin(List<BenchPipeline> pipelines) {
    if (side != Side.DROP_IN) {
      return null;
    }
    for (BenchPipeline p : pipelines) {
      if (p.side() == Side.UPSTREAM && p.pipeline().equals(pipeline)) {
        return p;
      }
    }
    return null;
  }

  private static BenchPipeline up(String name, String head) {
    return new BenchPipeline(name, Side.UPSTREAM, "builtin.module(" + head + UP_TAIL + ")");
  }

  /** jopt's named pipeline ({@code jopt-deallocation-pipeline}) with options. */
  private static BenchPipeline named(String name, String options) {
    return new BenchPipeline(name, Side.JOPT, "builtin.module(jopt-deallocation-pipeline"
        + (options.isEmpty() ? "" : "{" + options + "}") + ")");
  }

  private static BenchPipeline jopt(String name, String funcPasses) {
    return new BenchPipeline(name, Side.JOPT,
        "builtin.module(hlo-deallocate,func.func(" + funcPasses + "))");
  }
}
