package jopt.fuzz;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.sessions.JqwikSession;

/** Programs drawn from a seeded random outside of a property (reproducible). */
final class Samples {
  private Samples() {}

  static List<Program> draw(Arbitrary<Program> arb, long seed, int n) {
    JqwikSession.start();
    try {
      Random r = new Random(seed);
      var gen = arb.generator(1000);
      List<Program> out = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        out.add(gen.next(r).value());
      }
      return out;
    } finally {
      JqwikSession.finish();
    }
  }
}
