package jopt.ir.asm;

/**
 * Unwinds parsing after an error has been reported as a diagnostic. Carries no message of
 * its own: the diagnostic is the user-visible part.
 */
public final class ParseException extends RuntimeException {
  public ParseException() {
    super(null, null, false, false);
  }
}
