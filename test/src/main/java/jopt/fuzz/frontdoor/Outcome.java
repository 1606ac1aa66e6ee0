package jopt.fuzz.frontdoor;

/**
 * How one tool fared on one input.
 *
 * @param kind the verdict
 * @param loc the first error's location: {@code line:col} when it is in the input itself
 *     (relative to the input's first line), else the location as printed ("" when none)
 * @param message the first error's text after {@code error: }
 * @param output what was printed on success (null otherwise)
 * @param detail for internal errors the exception and the throwing jopt frame, for crashes the
 *     reason; "" otherwise
 */
public record Outcome(Kind kind, String loc, String message, String output, String detail) {

  public enum Kind { OK, ERROR, INTERNAL_ERROR, HANG, CRASH }

  public static Outcome ok(String output) {
    return new Outcome(Kind.OK, "", "", output, "");
  }

  public static Outcome error(String loc, String message) {
    return new Outcome(Kind.ERROR, loc, message, null, "");
  }

  public static Outcome internalError(String message, String detail) {
    return new Outcome(Kind.INTERNAL_ERROR, "", message, null, detail);
  }

  public static Outcome hang() {
    return new Outcome(Kind.HANG, "", "", null, "");
  }

  public static Outcome crash(String detail) {
    return new Outcome(Kind.CRASH, "", "", null, detail);
  }

  public boolean accepted() {
    return kind == Kind.OK;
  }

  /** The same outcome without the printed output (kept only as long as it is compared). */
  public Outcome withoutOutput() {
    return output == null ? this : new Outcome(kind, loc, message, null, detail);
  }
}
