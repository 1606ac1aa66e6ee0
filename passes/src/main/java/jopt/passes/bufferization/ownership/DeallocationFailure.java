package jopt.passes.bufferization.ownership;

/** The deallocation could not be done; the reason was reported as a diagnostic. */
public final class DeallocationFailure extends Exception {
  public DeallocationFailure() {
    super(null, null, false, false);
  }
}
