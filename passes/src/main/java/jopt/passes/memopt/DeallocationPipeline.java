package jopt.passes.memopt;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import jopt.dialects.func.FuncOp;
import jopt.passmanager.OpPassManager;
import jopt.passmanager.PassOption;
import jopt.passmanager.PassOptions;
import jopt.passmanager.PassPipelineInfo;
import jopt.passes.bufferreuse.BufferReusePass;
import jopt.passes.gcmergealloc.GcMergeAllocPass;
import jopt.passes.hlodeallocation.JoptDeallocatePass;
import jopt.passes.hlodeallocation.SimplificationPass;
import jopt.passes.hlodeallocation.ToScfPass;
import jopt.passes.memref.ExpandReallocPass;
import jopt.passes.mergealloc.MergeAllocPass;
import jopt.passes.transforms.Canonicalizer;

/**
 * {@code jopt-deallocation-pipeline}: jopt's pass pipeline for bufferized programs without
 * deallocations, the one that leaves the least memory live in {@code bench/memory-quality}
 * (registered as MLIR's PassPipelineRegistration registers {@code buffer-deallocation-pipeline}):
 * {@code expand-realloc{emit-deallocs=false}} and {@code canonicalize} as upstream's pipeline
 * starts (a realloc to a size the buffer has keeps it; results, iter_args and branches without
 * use go, so their buffers do not join other aliases), {@code jopt-deallocate{free-in-branches}}
 * (hlo-deallocate, where an if that is the last use of a buffer frees it in the branches that do
 * not yield it; functions of more than one block and those they reference get upstream's
 * ownership-based deallocation), then on each
 * function {@code hlo-deallocation-simplification} and {@code hlo-deallocation-to-scf}. Without
 * deallocs from expand-realloc, no branch frees a value the other does not yield (which
 * hlo-deallocate rejects); hlo-deallocate frees the old buffer through its ownership. Between
 * static sizes the expansion is only the branch taken (as canonicalize would leave it), so a
 * static shrink does not fail as upstream's does (its untaken branch holds an invalid subview).
 * Options: {@code merge-alloc} puts {@code jopt-merge-alloc} (merge-alloc's precise mode on
 * every function, buffers lent to calls in the callers' arenas; undone on a function of dynamic
 * sizes whose arena raises its peak, {@link MergeAllocUnlessPeakRisesPass}; {@code merge-alloc-default}
 * merge-alloc in its default mode) or graph-compiler's merge-alloc first (fewer allocations; in the default
 * modes usually a larger peak: the arena lives until the last use of any of its views); {@code buffer-reuse} adds hlo-buffer-reuse and a
 * second simplification before the lowering (fewer heap allocations, more bytes live), and
 * {@code buffer-reuse=keep-peak} its mode that transforms only where the peak stays.
 */
public final class DeallocationPipeline {
  private DeallocationPipeline() {}

  /** What merges allocations into arenas before deallocation ({@code merge-alloc}). */
  public enum MergeAlloc {
    NONE("no merging (the least peak memory)"),
    MERGE_ALLOC("jopt-merge-alloc (merge-alloc{precise=true dynamic-sizes=true} on every function, "
        + "buffers lent to calls in the caller's arena)"),
    MERGE_ALLOC_DEFAULT("merge-alloc in its default mode (the seed's)"),
    GC_MERGE_ALLOC("graph-compiler's merge-alloc");

    final String help;

    MergeAlloc(String help) {
      this.help = help;
    }

    /** The option's value in pipeline text (the name in lower case, with hyphens). */
    public String text() {
      return optionText(this);
    }

    /** The value named {@code text} in pipeline text. */
    public static MergeAlloc of(String text) {
      return named(values(), text);
    }
  }

  /** Whether hlo-buffer-reuse runs, and in which mode ({@code buffer-reuse}). */
  public enum BufferReuse {
    FALSE("no buffer reuse"),
    TRUE("MLIR-HLO's buffer reuse"),
    KEEP_PEAK("buffer reuse that keeps the peak (hlo-buffer-reuse{keep-peak=true})");

    final String help;

    BufferReuse(String help) {
      this.help = help;
    }
  }

  /**
   * The pipeline's options (as upstream's {@code BufferDeallocationPipelineOptions}): what merges
   * allocations first, and whether buffers are reused.
   */
  public record Options(MergeAlloc mergeAlloc, BufferReuse bufferReuse, PlanReport planReport) {
    /** The defaults: no merging, no reuse, no report. */
    public static final Options DEFAULT = new Options(MergeAlloc.NONE, BufferReuse.FALSE);

    /** Merging and reuse, without a plan report. */
    public Options(MergeAlloc mergeAlloc, BufferReuse bufferReuse) {
      this(mergeAlloc, bufferReuse, PlanReport.NONE);
    }

    /** These options with {@code mergeAlloc} instead. */
    public Options withMergeAlloc(MergeAlloc m) {
      return new Options(m, bufferReuse, planReport);
    }

    /** The options of pipeline text ({@code merge-alloc=... buffer-reuse=...}). */
    public static Options parse(String optionText) {
      PassOptions options = new PassOptions();
      PassOption<String> merge = options.add(mergeAllocOption("Merge allocations into arenas first",
          MergeAlloc.NONE));
      PassOption<String> reuse = options.add(PassOption.ofEnum("buffer-reuse",
          "Run hlo-buffer-reuse and a second simplification before the lowering",
          optionText(BufferReuse.FALSE), texts(BufferReuse.values(), DeallocationPipeline::optionText),
          texts(BufferReuse.values(), v -> v.help)));
      PlanReport.Parsed report = PlanReport.addOptions(options,
          "With merge-alloc=merge-alloc: jopt-merge-alloc's plan report (HTML)");
      options.parseFromString(optionText);
      return new Options(MergeAlloc.of(merge.getValue()),
          named(BufferReuse.values(), reuse.getValue()), report.value());
    }
  }

  public static final PassPipelineInfo INFO = new PassPipelineInfo("jopt-deallocation-pipeline",
      "jopt's deallocation pipeline for bufferized IR without deallocations: "
          + "expand-realloc{emit-deallocs=false}, canonicalize, jopt-deallocate (hlo-deallocate, "
          + "upstream's deallocation on functions of more than one block), "
          + "hlo-deallocation-simplification, hlo-deallocation-to-scf (options: "
          + "merge-alloc=" + String.join("|", texts(MergeAlloc.values(), MergeAlloc::text)) + ", "
          + "buffer-reuse=" + String.join("|", texts(BufferReuse.values(), DeallocationPipeline::optionText))
          + ", " + PlanReport.OPTIONS_TEXT + ")",
      (pm, text) -> build(pm, Options.parse(text)));

  /** The {@code merge-alloc} option, with its description and default. */
  static PassOption<String> mergeAllocOption(String description, MergeAlloc dflt) {
    return PassOption.ofEnum("merge-alloc", description, dflt.text(),
        texts(MergeAlloc.values(), MergeAlloc::text), texts(MergeAlloc.values(), v -> v.help));
  }

  /** Appends the pipeline's passes to {@code pm} (a module's pass manager). */
  public static void build(OpPassManager pm, Options options) {
    pm.addPass(ExpandReallocPass.foldingStaticSizes(false));
    pm.addPass(Canonicalizer.INFO.create());
    switch (options.mergeAlloc()) {
      case MERGE_ALLOC -> pm.addPass(new MergeAllocUnlessPeakRisesPass()
          .reporting(options.planReport().file(), options.planReport().sizes()));
      case MERGE_ALLOC_DEFAULT -> pm.addNestedPass(FuncOp.NAME, MergeAllocPass.INFO.create());
      case GC_MERGE_ALLOC -> pm.addNestedPass(FuncOp.NAME, GcMergeAllocPass.INFO.create());
      case NONE -> { }
    }
    pm.addPass(new JoptDeallocatePass().freeingInBranches());
    OpPassManager func = pm.nest(FuncOp.NAME);
    func.addPass(SimplificationPass.INFO.create());
    if (options.bufferReuse() != BufferReuse.FALSE) {
      func.addPass(options.bufferReuse() == BufferReuse.KEEP_PEAK ? BufferReusePass.keepingPeak()
          : BufferReusePass.INFO.create());
      func.addPass(SimplificationPass.INFO.create());
    }
    func.addPass(ToScfPass.INFO.create());
  }

  private static <E> List<String> texts(E[] values, Function<E, String> f) {
    return Arrays.stream(values).map(f).toList();
  }

  /** An option value's text: the constant's name in lower case, with hyphens. */
  static String optionText(Enum<?> value) {
    return value.name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  private static <E extends Enum<E>> E named(E[] values, String text) {
    for (E v : values) {
      if (optionText(v).equals(text)) {
        return v;
      }
    }
    throw new IllegalArgumentException("no value " + text);
  }
}
