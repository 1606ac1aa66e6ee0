package jopt.passes.mergealloc.precise;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import jopt.passes.mergealloc.stages.LifetimeTrace.ScopeModel;
import org.junit.jupiter.api.Test;

/** The peak model that decides whether a lent buffer joins its caller's arena. */
class AdmissionTest {
  @Test
  void peakCountsTheArenaOverItsSpanAndWhatIsHeldOutside() {
    long[] span = {2, 9};
    // The arena (128 bytes) over ticks 2..9; 32 bytes held over 8..12, 100 over 10..11.
    List<ScopeModel.Held> outside = List.of(new ScopeModel.Held(8, 12, 32),
        new ScopeModel.Held(10, 11, 100));
    assertThat(Admission.peak(128, span, outside)).isEqualTo(160);
    // A buffer that ends at tick 9 and one that begins at 10 are not live together.
    assertThat(Admission.peak(128, span, List.of(new ScopeModel.Held(10, 11, 100))))
        .isEqualTo(128);
    assertThat(Admission.peak(16, span, outside)).isEqualTo(132);
  }
}
