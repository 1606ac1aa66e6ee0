package jopt.passmanager;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.concurrent.atomic.AtomicInteger;
import jopt.passes.Passes;
import org.junit.jupiter.api.Test;

/** Lazy registration: made on first use, under the name it was registered with. */
class PassRegistryTest {
  @Test
  void lazyPassIsMadeOnFirstLookupOnly() {
    AtomicInteger made = new AtomicInteger();
    PassRegistry r = new PassRegistry().registerLazily("my-pass", () -> {
      made.incrementAndGet();
      return PassInfo.of("my-pass", "Mine", null, () -> null);
    });
    assertThat(made.get()).isEqualTo(0);
    assertThat(r.lookupPass("my-pass").description()).isEqualTo("Mine");
    assertThat(r.lookupPass("my-pass").description()).isEqualTo("Mine");
    assertThat(r.lookupPass("other")).isNull();
    assertThat(made.get()).isEqualTo(1);
  }

  @Test
  void nameThatIsNotThePassArgumentFails() {
    PassRegistry r = new PassRegistry()
        .registerLazily("my-pas", () -> PassInfo.of("my-pass", "Mine", null, () -> null));
    IllegalStateException e = assertThrows(IllegalStateException.class, r::getPasses);
    assertThat(e).hasMessageThat().isEqualTo("pass registered as 'my-pas' is named 'my-pass'");
  }

  @Test
  void laterRegistrationOfTheSameNameWins() {
    PassRegistry r = new PassRegistry()
        .register(PassInfo.of("p", "eager", null, () -> null))
        .registerLazily("p", () -> PassInfo.of("p", "lazy", null, () -> null));
    assertThat(r.getPasses()).hasSize(1);
    assertThat(r.lookupPass("p").description()).isEqualTo("lazy");
  }

  /** Every built-in's registered name is its argument (each made and checked), sorted. */
  @Test
  void builtInNamesAreTheirArguments() {
    PassRegistry r = Passes.createTestRegistry();
    assertThat(r.getPasses().size()).isAtLeast(58);
    assertThat(r.getPasses().stream().map(PassInfo::argument).toList()).isInOrder();
    assertThat(r.getPipelines().stream().map(PassPipelineInfo::argument).toList())
        .containsAtLeast("jopt-memory-pipeline", "jopt-deallocation-pipeline",
            "buffer-deallocation-pipeline");
    assertThat(r.lookupPass("canonicalize").argument()).isEqualTo("canonicalize");
  }
}
