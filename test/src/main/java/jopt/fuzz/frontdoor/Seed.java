package jopt.fuzz.frontdoor;

/**
 * A chunk to mutate: where it comes from ({@code file} relative to its seed directory's
 * parent, {@code chunk} its 0-based index among the file's {@code // -----} chunks), its form
 * and its text.
 */
public record Seed(String file, int chunk, Form form, String text) {

  public enum Form {
    /** The chunk as written (comment lines removed). */
    PRETTY,
    /** The chunk printed in generic form. */
    GENERIC;

    public String label() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  public String origin() {
    return file + "#" + chunk;
  }
}
