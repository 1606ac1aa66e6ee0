package jopt.fuzz.frontdoor;

import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Pattern;

/**
 * Makes mutant number {@code id}: a seed and an operator drawn uniformly with a random
 * generator seeded by {@code (seed, id)} alone, so a mutant is the same whatever else runs,
 * and one mutation. Operators that do not apply are redrawn; a mutant equal to its seed or
 * holding something like a split marker is redrawn too.
 */
public final class Mutator {
  public static final List<Mutation> OPERATORS = List.of(
      OperandMutations.DROP, OperandMutations.ADD,
      ResultMutations.DROP, ResultMutations.ADD,
      SubstituteMutations.RENAME_OP, SubstituteMutations.CHANGE_TYPE,
      AttributeMutations.DROP, AttributeMutations.RETYPE,
      TextMutations.DELETE_TOKEN, TextMutations.REPLACE_TOKEN, TextMutations.TRUNCATE,
      TextMutations.DUPLICATE_LINE, TextMutations.DELETE_LINE);

  /** Anything mlir-opt's input splitting could take for a marker or a near miss. */
  private static final Pattern MARKER_LIKE = Pattern.compile("//\\s*-{3,}");

  private final List<Seed> seeds;
  private final Source[] sources;
  private final Vocabulary vocab;
  private final long seed;

  public Mutator(List<Seed> seeds, Vocabulary vocab, long seed) {
    if (seeds.isEmpty()) {
      throw new IllegalArgumentException("no seeds");
    }
    this.seeds = seeds;
    this.sources = new Source[seeds.size()];
    this.vocab = vocab;
    this.seed = seed;
  }

  public static Mutation operator(String name) {
    return OPERATORS.stream().filter(o -> o.name().equals(name)).findFirst()
        .orElseThrow(() -> new IllegalArgumentException("no operator " + name));
  }

  public Mutant mutant(int id) {
    SplittableRandom rnd = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + id);
    for (int attempt = 0; attempt < 1000; attempt++) {
      int si = rnd.nextInt(seeds.size());
      Mutation op = Mutation.pick(OPERATORS, rnd);
      Mutant m = apply(id, si, op, rnd);
      if (m != null) {
        return m;
      }
    }
    throw new IllegalStateException("no mutation applies to the seeds");
  }

  /** One mutation of seed {@code si} by {@code op}, or null when it does not apply. */
  public Mutant apply(int id, int si, Mutation op, SplittableRandom rnd) {
    Seed s = seeds.get(si);
    Source src = source(si);
    Mutation.Proposal p = op.propose(src, rnd, vocab);
    if (p == null) {
      return null;
    }
    String text = Edit.apply(s.text(), p.edits());
    if (!text.endsWith("\n")) {
      text = text + "\n";
    }
    if (text.equals(s.text()) || MARKER_LIKE.matcher(text).find()) {
      return null;
    }
    // An edit at the very end (a truncation after a newline) is reported on the last line.
    int at = Math.min(Edit.firstOffset(p.edits()), text.length() - 1);
    int line = 1 + (int) text.substring(0, at).chars().filter(c -> c == '\n').count();
    return new Mutant(id, s, op.name(), text, line, p.op());
  }

  private synchronized Source source(int i) {
    if (sources[i] == null) {
      sources[i] = new Source(seeds.get(i).text());
    }
    return sources[i];
  }
}
