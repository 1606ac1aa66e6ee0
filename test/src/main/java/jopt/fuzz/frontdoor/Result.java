package jopt.fuzz.frontdoor;

import java.util.regex.Pattern;

/**
 * One mutant with both tools' outcomes (printed outputs dropped once compared) and how they
 * compare.
 *
 * @param mlir null without the oracle
 * @param comparable no jopt-only dialect in the mutant, and mlir-opt ran and did not crash
 * @param llvm the mutant uses the llvm dialect (jopt's is minimal)
 * @param sameOutput for both-accept, whether the printed outputs are equal; else null
 */
public record Result(Mutant mutant, Outcome jopt, Outcome mlir, boolean comparable, boolean llvm,
    Category category, Boolean sameOutput) {

  /** Where a comparable mutant falls in the accept/reject matrix. */
  public enum Category {
    BOTH_ACCEPT, BOTH_REJECT, JOPT_ACCEPTS_MLIR_REJECTS, JOPT_REJECTS_MLIR_ACCEPTS,
    /** jopt had an internal error or hung (a comparable mutant, outside the 2x2 matrix). */
    JOPT_FAILED,
    /** Not comparable, or no oracle. */
    NONE
  }

  private static final Pattern JOPT_ONLY =
      Pattern.compile("(?<![\\w.%@^$])[!#]?(deallocation|onnx)\\.[\\w$]");
  private static final Pattern LLVM = Pattern.compile("(?<![\\w.%@^$])[!#]?llvm\\.[\\w$]");

  /** Whether the text uses an op, type or attribute of a dialect only jopt registers. */
  public static boolean usesJoptOnlyDialect(String text) {
    return JOPT_ONLY.matcher(text).find();
  }

  public static boolean usesLlvm(String text) {
    return LLVM.matcher(text).find();
  }

  /** Classifies a mutant's outcomes; {@code mlir} may be null (no oracle). */
  public static Result of(Mutant m, Outcome jopt, Outcome mlir) {
    boolean comparable = mlir != null && mlir.kind() != Outcome.Kind.CRASH
        && !usesJoptOnlyDialect(m.text());
    Category c = Category.NONE;
    Boolean sameOutput = null;
    if (comparable) {
      boolean jFailed = jopt.kind() == Outcome.Kind.INTERNAL_ERROR || jopt.kind() == Outcome.Kind.HANG;
      if (jFailed) {
        c = Category.JOPT_FAILED;
      } else if (jopt.accepted() && mlir.accepted()) {
        c = Category.BOTH_ACCEPT;
        sameOutput = jopt.output().stripTrailing().equals(mlir.output().stripTrailing());
      } else if (jopt.accepted()) {
        c = Category.JOPT_ACCEPTS_MLIR_REJECTS;
      } else if (mlir.accepted()) {
        c = Category.JOPT_REJECTS_MLIR_ACCEPTS;
      } else {
        c = Category.BOTH_REJECT;
      }
    }
    return new Result(m, jopt.withoutOutput(), mlir == null ? null : mlir.withoutOutput(),
        comparable, usesLlvm(m.text()), c, sameOutput);
  }

  public boolean sameLoc() {
    return category == Category.BOTH_REJECT && jopt.loc().equals(mlir.loc());
  }

  public boolean sameMessage() {
    return category == Category.BOTH_REJECT && jopt.message().equals(mlir.message());
  }

  /** A disagreement worth reporting: anything but agreement in verdict, place, text and output. */
  public boolean disagrees() {
    return switch (category) {
      case JOPT_ACCEPTS_MLIR_REJECTS, JOPT_REJECTS_MLIR_ACCEPTS -> true;
      case BOTH_REJECT -> !sameLoc() || !sameMessage();
      case BOTH_ACCEPT -> !sameOutput;
      default -> false;
    };
  }
}
