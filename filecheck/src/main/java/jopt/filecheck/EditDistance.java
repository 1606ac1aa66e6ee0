package jopt.filecheck;

/** Levenshtein distance with replacements, as StringRef::edit_distance computes it. */
final class EditDistance {
  private EditDistance() {}

  static int of(String from, String to) {
    int m = from.length();
    int n = to.length();
    int[] row = new int[n + 1];
    for (int j = 0; j <= n; j++) {
      row[j] = j;
    }
    for (int y = 1; y <= m; y++) {
      int previous = row[0];
      row[0] = y;
      char c = from.charAt(y - 1);
      for (int x = 1; x <= n; x++) {
        int old = row[x];
        row[x] = Math.min(previous + (c == to.charAt(x - 1) ? 0 : 1),
            Math.min(row[x - 1], row[x]) + 1);
        previous = old;
      }
    }
    return row[n];
  }
}
