package jopt.tools.run;

import java.util.List;
import jopt.interpreter.io.Npy;

/**
 * The backend tests whose expected outputs numpy's random generator drew (Bernoulli and its
 * expansion through RandomUniformLike, Dropout in training mode with a ratio above 0): jopt draws
 * its own numbers (a counter-based hash, see the lowering's RandomLowerings), so the values
 * cannot match; each output is checked against the distribution the node defines instead, on
 * the test's own inputs:
 *
 * <ul>
 *   <li>Bernoulli(p): every element 0 or 1, 0 where p = 0 and 1 where p = 1, and the count of
 *       ones within 4 standard deviations (plus 1) of the sum of p.
 *   <li>Dropout(x, ratio r, training): every element of y either 0 (dropped) or x / (1 - r)
 *       (kept), the mask true exactly where kept (where x = 0 both are possible), and the count
 *       of dropped elements within 4 standard deviations (plus 1) of r times their number.
 * </ul>
 *
 * The shapes must be the expected outputs' as for every other test.
 */
final class RandomOutputs {
  private RandomOutputs() {}

  enum Kind { BERNOULLI, DROPOUT }

  /** The check of test {@code name} (its folder's name), or null for an exact comparison. */
  static Kind of(String name) {
    if (name.startsWith("test_bernoulli")) {
      return Kind.BERNOULLI;
    }
    if (name.startsWith("test_training_dropout") && !name.contains("zero_ratio")) {
      return Kind.DROPOUT;
    }
    return null;
  }

  /** Null when {@code actual} (the results) is a draw of the node's distribution on {@code inputs}, else why not. */
  static String check(Kind kind, List<Npy.Array> inputs, List<Npy.Array> actual, List<Npy.Array> expected) {
    for (int i = 0; i < expected.size(); i++) {
      if (i >= actual.size() || !java.util.Arrays.equals(actual.get(i).shape(), expected.get(i).shape())) {
        return "result #" + i + " has not the expected shape";
      }
    }
    return kind == Kind.BERNOULLI ? bernoulli(inputs.get(0), actual.get(0)) : dropout(inputs, actual, expected.size());
  }

  private static String bernoulli(Npy.Array p, Npy.Array y) {
    double ones = 0;
    double mean = 0;
    double var = 0;
    for (int i = 0; i < y.values().size(); i++) {
      double v = y.values().get(i).doubleValue();
      double q = p.values().get(i).doubleValue();
      if (v != 0 && v != 1) {
        return "element " + i + " is " + v + ", not 0 or 1";
      }
      if (q <= 0 && v != 0 || q >= 1 && v != 1) {
        return "element " + i + " is " + v + " where p = " + q;
      }
      ones += v;
      mean += q;
      var += q * (1 - q);
    }
    if (Math.abs(ones - mean) > 4 * Math.sqrt(var) + 1) {
      return ones + " ones where " + mean + " are expected (standard deviation " + Math.sqrt(var) + ")";
    }
    return null;
  }

  private static String dropout(List<Npy.Array> inputs, List<Npy.Array> actual, int outputs) {
    Npy.Array x = inputs.get(0);
    double r = inputs.size() > 1 ? inputs.get(1).values().get(0).doubleValue() : 0.5;
    Npy.Array y = actual.get(0);
    Npy.Array mask = outputs > 1 ? actual.get(1) : null;
    int n = y.values().size();
    int dropped = 0;
    for (int i = 0; i < n; i++) {
      double xv = x.values().get(i).doubleValue();
      double yv = y.values().get(i).doubleValue();
      double kept = xv / (1 - r);
      boolean isKept = Math.abs(yv - kept) <= 1e-7 + 1e-3 * Math.abs(kept);
      boolean isDropped = yv == 0;
      if (!isKept && !isDropped) {
        return "element " + i + " is " + yv + ", neither 0 nor x / (1 - ratio) = " + kept;
      }
      if (mask != null && xv != 0 && (mask.values().get(i).doubleValue() != 0) != isKept) {
        return "mask element " + i + " disagrees with the output";
      }
      if (xv != 0 && isDropped || xv == 0 && mask != null && mask.values().get(i).doubleValue() == 0) {
        dropped++;
      }
    }
    double sd = Math.sqrt(n * r * (1 - r));
    if (Math.abs(dropped - r * n) > 4 * sd + 1) {
      return dropped + " of " + n + " dropped where " + r * n + " are expected (standard deviation " + sd + ")";
    }
    return null;
  }
}
