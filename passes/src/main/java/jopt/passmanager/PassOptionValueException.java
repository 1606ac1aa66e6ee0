package jopt.passmanager;

/**
 * A bad option value ({@code max-iterations=x}). LLVM's command line reports these itself,
 * outside the diagnostic, so tools print {@link #getMessage()} prefixed by their name.
 */
public final class PassOptionValueException extends IllegalArgumentException {
  public PassOptionValueException(String message) {
    super(message);
  }
}
