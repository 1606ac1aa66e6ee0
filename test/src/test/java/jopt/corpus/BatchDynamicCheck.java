package jopt.corpus;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Checks a model made by {@link BatchDynamic} in onnxruntime (its weights must be in the file):
 * at batch 1 its outputs equal the original's on the same input, and at each batch {@code B}
 * given, with the input repeated {@code B} times, each batch row of each output equals batch 1's
 * (within {@code 1e-5} relative to the output's largest magnitude). Exit 1 on a difference.
 *
 * <p>Usage: {@code BatchDynamicCheck ORIGINAL.onnx DYNAMIC.onnx INPUT.npy B...}
 * (one input of batch 1).
 *
 * <p>Where onnxruntime cannot run the model (weights elided), the same check on results another
 * runner wrote ({@code jopt-run --dump-results}): {@code BatchDynamicCheck --rows REF.npy
 * GOT.npy...}, each {@code GOT} of a batch of its leading size over {@code REF}'s.
 */
public final class BatchDynamicCheck {
  private BatchDynamicCheck() {}

  public static void main(String[] args) throws Exception {
    if (args.length >= 3 && args[0].equals("--rows")) {
      System.exit(rows(args) ? 0 : 1);
    }
    if (args.length < 4) {
      System.err.println("usage: BatchDynamicCheck ORIGINAL.onnx DYNAMIC.onnx INPUT.npy B...");
      System.exit(2);
    }
    Arr input = Arr.read(Path.of(args[2]));
    ModelInfo info = ModelInfo.read(Path.of(args[1]));
    List<String> names = List.of(info.inputs().get(0).name());
    boolean ok = true;
    try (Ort ort = new Ort()) {
      Map<String, Arr> ref = ort.run(Path.of(args[0]), names, List.of(input));
      for (int k = 3; k < args.length; k++) {
        int b = Integer.parseInt(args[k]);
        Arr in = repeated(input, b);
        Map<String, Arr> got = ort.run(Path.of(args[1]), names, List.of(in));
        for (Map.Entry<String, Arr> e : ref.entrySet()) {
          ok &= report(e.getValue(), got.get(e.getKey()), b, "output " + e.getKey());
        }
      }
    }
    System.exit(ok ? 0 : 1);
  }

  /** {@code --rows REF.npy GOT.npy...}: each GOT's rows against REF's one; true where equal. */
  private static boolean rows(String[] args) throws java.io.IOException {
    Arr ref = Arr.read(Path.of(args[1]));
    boolean ok = true;
    for (int k = 2; k < args.length; k++) {
      Arr got = Arr.read(Path.of(args[k]));
      int b = (int) (got.shape().length == 0 || ref.shape().length == 0 || ref.shape()[0] == 0
          ? 1 : got.shape()[0] / ref.shape()[0]);
      ok &= report(ref, got, b, args[k]);
    }
    return ok;
  }

  /**
   * Prints the largest difference of {@code got}'s {@code b} rows from {@code ref}; true where it
   * is within {@code 1e-5}.
   */
  private static boolean report(Arr ref, Arr got, int b, String what) {
    double d = rowDifference(ref, got, b);
    boolean same = d <= 1e-5;
    System.out.printf("batch %d %s %s: max relative difference per row %.3g%s%n", b, what,
        got == null ? "missing" : got.shapeText(), d, same ? "" : " DIFFERS");
    return same;
  }

  /** {@code a} (batch 1 on axis 0) repeated {@code b} times along axis 0. */
  static Arr repeated(Arr a, int b) {
    long[] shape = a.shape().clone();
    shape[0] *= b;
    byte[] data = new byte[a.data().length * b];
    for (int i = 0; i < b; i++) {
      System.arraycopy(a.data(), 0, data, i * a.data().length, a.data().length);
    }
    return new Arr(a.elemType(), shape, data);
  }

  /**
   * The largest difference of each of the {@code b} rows (axis 0) of {@code got} from {@code ref},
   * relative to {@code ref}'s largest magnitude; infinite where the shapes do not agree.
   */
  static double rowDifference(Arr ref, Arr got, int b) {
    long[] s = ref.shape().clone();
    s[0] *= b;
    if (got == null || !java.util.Arrays.equals(s, got.shape())) {
      return Double.POSITIVE_INFINITY;
    }
    int n = (int) ref.count();
    double scale = 0;
    for (int i = 0; i < n; i++) {
      scale = Math.max(scale, Math.abs(ref.get(i)));
    }
    double worst = 0;
    for (int r = 0; r < b; r++) {
      for (int i = 0; i < n; i++) {
        worst = Math.max(worst, Math.abs(got.get(r * n + i) - ref.get(i)));
      }
    }
    return scale == 0 ? worst : worst / scale;
  }
}
