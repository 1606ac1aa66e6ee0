package jopt.fuzz.frontdoor;

/**
 * One mutated chunk: its number, the seed it comes from, the operator that made it, its text,
 * the 1-based line of the (first) edit in the mutant and the op the edit targets or sits on.
 */
public record Mutant(int id, Seed seed, String operator, String text, int line, String op) {

  /** The mutated line's text, trimmed. */
  public String mutatedLine() {
    String[] lines = text.split("\n", -1);
    return line >= 1 && line <= lines.length ? lines[line - 1].strip() : "";
  }
}
