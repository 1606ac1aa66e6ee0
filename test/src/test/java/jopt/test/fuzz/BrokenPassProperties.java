package jopt.test.fuzz;

import jopt.fuzz.DeallocMode;
import jopt.fuzz.Program;
import jopt.fuzz.ProgramGenerator;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.ShrinkingMode;

/**
 * The harness pointed at test-memory-faults, a pass that is wrong on purpose. These properties
 * must fail; {@link FaultInjectionTest} runs them through the jqwik engine (the class name
 * keeps them out of the normal test run) and checks what the harness reports.
 */
class BrokenPassProperties {
  static final String[] FAULTS = {"drop-free", "double-free", "early-free"};

  static MemoryPipeline pipeline(String fault) {
    return MemoryPipeline.onFreedPrograms("test-memory-faults-" + fault,
        "func.func(test-memory-faults{fault=" + fault + "})");
  }

  @Provide
  Arbitrary<Program> freed() {
    return ProgramGenerator.programs(DeallocMode.CORRECT);
  }

  @Property(tries = 200, shrinking = ShrinkingMode.FULL)
  void dropFree(@ForAll("freed") Program p) {
    DifferentialFuzzTest.check(p, pipeline("drop-free"));
  }

  @Property(tries = 200, shrinking = ShrinkingMode.FULL)
  void doubleFree(@ForAll("freed") Program p) {
    DifferentialFuzzTest.check(p, pipeline("double-free"));
  }

  @Property(tries = 200, shrinking = ShrinkingMode.FULL)
  void earlyFree(@ForAll("freed") Program p) {
    DifferentialFuzzTest.check(p, pipeline("early-free"));
  }
}
