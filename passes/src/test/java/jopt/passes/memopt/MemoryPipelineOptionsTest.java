package jopt.passes.memopt;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import jopt.ir.MLIRContext;
import jopt.passes.memopt.DeallocationPipeline.BufferReuse;
import jopt.passes.memopt.DeallocationPipeline.MergeAlloc;
import jopt.passes.memopt.MemoryPipeline.Step;
import jopt.passmanager.OpPassManager;
import jopt.passmanager.PassManager;
import jopt.passmanager.PassPipelineInfo;
import org.junit.jupiter.api.Test;

/** The memory pipelines built from typed options are the pipelines their option text builds. */
class MemoryPipelineOptionsTest {
  private static String fromText(PassPipelineInfo info, String text) {
    PassManager pm = new PassManager(new MLIRContext(), "builtin.module", OpPassManager.Nesting.EXPLICIT);
    info.builder().addToPipeline(pm, text);
    return pm.toString();
  }

  private static String typed(MemoryPipeline.Options o) {
    PassManager pm = new PassManager(new MLIRContext(), "builtin.module", OpPassManager.Nesting.EXPLICIT);
    MemoryPipeline.build(pm, o);
    return pm.toString();
  }

  @Test
  void optionTextAndTypedOptionsBuildTheSamePipeline() {
    assertThat(MemoryPipeline.Options.parse("")).isEqualTo(MemoryPipeline.Options.DEFAULT);
    MemoryPipeline.Options o = MemoryPipeline.Options.DEFAULT.without(Step.TILE_FOR_MEMORY)
        .withMergeAlloc(MergeAlloc.NONE);
    assertThat(MemoryPipeline.Options.parse("tile-for-memory=false merge-alloc=none")).isEqualTo(o);
    assertThat(typed(o)).isEqualTo(fromText(MemoryPipeline.INFO, "tile-for-memory=false merge-alloc=none"));
    assertThat(typed(o)).doesNotContain("jopt-tile-for-memory");
    assertThat(typed(MemoryPipeline.Options.DEFAULT)).contains("jopt-tile-for-memory");
  }

  @Test
  void reuseInTilesFollowsBothOfItsSteps() {
    String all = typed(MemoryPipeline.Options.DEFAULT);
    assertThat(all.split("jopt-reuse-destination", -1)).hasLength(3);
    String noTiles = typed(MemoryPipeline.Options.DEFAULT.without(Step.TILE_FOR_MEMORY));
    assertThat(noTiles.split("jopt-reuse-destination", -1)).hasLength(2);
  }

  @Test
  void everyOptionalStepHasAnOptionOfItsName() {
    for (Step s : Step.values()) {
      if (s.option != null) {
        MemoryPipeline.Options o = MemoryPipeline.Options.parse(s.option + "=false");
        assertThat(o.steps()).doesNotContain(s);
        assertThat(o).isEqualTo(MemoryPipeline.Options.DEFAULT.without(s));
      }
    }
    assertThrows(IllegalArgumentException.class, () -> MemoryPipeline.Options.parse("nope=1"));
  }

  @Test
  void deallocationPipelineOptions() {
    assertThat(DeallocationPipeline.Options.parse("")).isEqualTo(DeallocationPipeline.Options.DEFAULT);
    assertThat(DeallocationPipeline.Options.parse("merge-alloc=gc-merge-alloc buffer-reuse=keep-peak"))
        .isEqualTo(new DeallocationPipeline.Options(MergeAlloc.GC_MERGE_ALLOC, BufferReuse.KEEP_PEAK));
    assertThat(MergeAlloc.MERGE_ALLOC_DEFAULT.text()).isEqualTo("merge-alloc-default");
  }
}
