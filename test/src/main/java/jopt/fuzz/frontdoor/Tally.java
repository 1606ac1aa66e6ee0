package jopt.fuzz.frontdoor;

/** Counts over a set of results: one row of a report table. */
public final class Tally {
  public int n;
  public int joptOk;
  public int joptError;
  public int internalErrors;
  public int hangs;
  public int mlirOk;
  public int mlirError;
  public int mlirCrashes;
  public int joptOnlyDialect;
  public int comparable;
  public int llvm;
  public int bothAccept;
  public int bothReject;
  public int joptAcceptsMlirRejects;
  public int joptRejectsMlirAccepts;
  /** Comparable mutants on which jopt had an internal error or hung. */
  public int joptFailed;
  public int sameLoc;
  public int sameMessage;
  public int sameBoth;
  public int outputDiffers;

  public void add(Result r) {
    n++;
    switch (r.jopt().kind()) {
      case OK -> joptOk++;
      case ERROR -> joptError++;
      case INTERNAL_ERROR -> internalErrors++;
      case HANG -> hangs++;
      default -> { }
    }
    if (r.mlir() != null) {
      switch (r.mlir().kind()) {
        case OK -> mlirOk++;
        case ERROR -> mlirError++;
        default -> mlirCrashes++;
      }
    }
    if (Result.usesJoptOnlyDialect(r.mutant().text())) {
      joptOnlyDialect++;
    }
    if (!r.comparable()) {
      return;
    }
    comparable++;
    if (r.llvm()) {
      llvm++;
    }
    switch (r.category()) {
      case BOTH_ACCEPT -> {
        bothAccept++;
        if (!r.sameOutput()) {
          outputDiffers++;
        }
      }
      case BOTH_REJECT -> {
        bothReject++;
        sameLoc += r.sameLoc() ? 1 : 0;
        sameMessage += r.sameMessage() ? 1 : 0;
        sameBoth += r.sameLoc() && r.sameMessage() ? 1 : 0;
      }
      case JOPT_ACCEPTS_MLIR_REJECTS -> joptAcceptsMlirRejects++;
      case JOPT_REJECTS_MLIR_ACCEPTS -> joptRejectsMlirAccepts++;
      case JOPT_FAILED -> joptFailed++;
      default -> { }
    }
  }

  /** {@code part} as a percentage of {@code whole}, one decimal. */
  public static String pct(int part, int whole) {
    return whole == 0 ? "-" : String.format(java.util.Locale.ROOT, "%.1f%%", 100.0 * part / whole);
  }
}
