package jopt.fuzz.frontdoor;

import java.util.ArrayList;
import java.util.List;

/**
 * Turns raw chunks into seeds: a chunk both tools reject unmutated is a diagnostics test and
 * is dropped (without the oracle: a chunk jopt rejects); each kept chunk is a seed as written
 * and, printed generically by jopt (by mlir-opt-22 where jopt fails), a generic-form seed.
 * Also counts how the tools disagree on the unmutated chunks without jopt-only dialects, the
 * baseline of a report.
 */
public final class SeedPreparation {
  private static final String GENERIC = "--mlir-print-op-generic";

  /** The seeds and counts of what happened to the chunks. */
  public record Prepared(List<Seed> seeds, int chunks, int dropped, int genericByJopt,
      int genericByMlir, int joptOnlyRejects, int mlirOnlyRejects, int joptInternalErrors) {}

  private SeedPreparation() {}

  public static Prepared prepare(List<Seed> raw, JoptRunner jopt, MlirOptRunner mlir, int jobs) {
    List<Outcome> j = Parallel.map(raw, jobs, s -> jopt.run(s.text(), GENERIC));
    List<Outcome> m = mlir == null ? null
        : mlir.run(raw.stream().map(Seed::text).toList(), GENERIC);
    List<Seed> pretty = new ArrayList<>();
    List<Seed> generic = new ArrayList<>();
    int dropped = 0;
    int byJopt = 0;
    int byMlir = 0;
    int joptOnly = 0;
    int mlirOnly = 0;
    int internal = 0;
    for (int i = 0; i < raw.size(); i++) {
      Seed s = raw.get(i);
      Outcome jo = j.get(i);
      Outcome mo = m == null ? null : m.get(i);
      boolean mlirOk = mo != null && mo.accepted();
      if (jo.kind() == Outcome.Kind.INTERNAL_ERROR || jo.kind() == Outcome.Kind.HANG) {
        internal++;
      }
      if (!jo.accepted() && !mlirOk) {
        dropped++;
        continue;
      }
      if (mo != null && jo.accepted() != mlirOk && !Result.usesJoptOnlyDialect(s.text())) {
        if (jo.accepted()) {
          mlirOnly++;
        } else {
          joptOnly++;
        }
      }
      pretty.add(s);
      String g = jo.accepted() ? jo.output() : mo.output();
      if (g.length() <= SeedCorpus.MAX_CHUNK) {
        generic.add(new Seed(s.file(), s.chunk(), Seed.Form.GENERIC, g));
        if (jo.accepted()) {
          byJopt++;
        } else {
          byMlir++;
        }
      }
    }
    List<Seed> all = new ArrayList<>(pretty);
    all.addAll(generic);
    return new Prepared(all, raw.size(), dropped, byJopt, byMlir, joptOnly, mlirOnly, internal);
  }
}
