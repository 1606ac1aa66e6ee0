package jopt.fuzz.frontdoor;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Turns one {@code mlir-opt --split-input-file} run over a {@link BatchFile} into one outcome
 * per input. An input failed when its output piece is empty; its first error is the first
 * {@code FILE:line:col: error:} whose line falls in its lines. Where that is not conclusive (an
 * error without a location in the file, a failed input without an error, an error for an input
 * that printed output) the input's outcome is null: it must be run alone. After a crash every
 * outcome is null.
 */
public final class BatchAttribution {
  private BatchAttribution() {}

  /** Whether a process result looks like an LLVM crash rather than a verdict. */
  public static boolean crashed(int exitCode, String stderr) {
    return (exitCode != 0 && exitCode != 1) || stderr.contains("PLEASE submit a bug report")
        || stderr.contains("Stack dump:");
  }

  public static Outcome[] attribute(BatchFile batch, String fileName, int exitCode,
      String stdout, String stderr) {
    int n = batch.size();
    Outcome[] out = new Outcome[n];
    if (crashed(exitCode, stderr)) {
      return out;
    }
    List<String> pieces = batch.splitOutput(stdout);
    if (pieces == null) {
      return out;
    }
    Diagnostics.Diag[] first = new Diagnostics.Diag[n];
    boolean[] unsure = new boolean[n];
    // Diagnostics come out in input order: an error without a usable location lies between
    // the inputs of the located errors around it; every failed input there is run alone.
    int lastInput = 0;
    boolean pendingUnlocated = false;
    for (Diagnostics.Diag d : Diagnostics.errors(stderr)) {
      int input = d.line() >= 0 && d.file().equals(fileName) ? batch.inputOfLine(d.line()) : -1;
      if (input < 0) {
        pendingUnlocated = true;
        continue;
      }
      if (pendingUnlocated) {
        Arrays.fill(unsure, lastInput, input + 1, true);
        pendingUnlocated = false;
      }
      lastInput = input;
      if (first[input] == null) {
        first[input] = d;
      }
    }
    if (pendingUnlocated) {
      Arrays.fill(unsure, lastInput, n, true);
    }
    for (int i = 0; i < n; i++) {
      boolean failed = pieces.get(i).isBlank();
      if (failed && first[i] != null && !unsure[i]) {
        out[i] = Outcome.error(first[i].locIn(fileName, batch.lineOffset(i)), first[i].message());
      } else if (!failed && first[i] == null) {
        out[i] = Outcome.ok(pieces.get(i));
      }
    }
    return out;
  }

  /** The indices whose outcome is still null. */
  public static List<Integer> unresolved(Outcome[] outcomes) {
    List<Integer> out = new ArrayList<>();
    for (int i = 0; i < outcomes.length; i++) {
      if (outcomes[i] == null) {
        out.add(i);
      }
    }
    return out;
  }
}
