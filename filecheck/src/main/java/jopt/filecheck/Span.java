package jopt.filecheck;

/**
 * A slice {@code [start, end)} of a {@link SourceFile}, the way LLVM's FileCheck parses with
 * StringRefs into its buffers: every piece of a parsed pattern still knows where it came from,
 * so a diagnostic can point at it.
 */
record Span(SourceFile file, int start, int end) {
  static Span of(SourceFile f) {
    return new Span(f, 0, f.text.length());
  }

  int length() {
    return end - start;
  }

  boolean isEmpty() {
    return start == end;
  }

  char charAt(int i) {
    return file.text.charAt(start + i);
  }

  char front() {
    return charAt(0);
  }

  String str() {
    return file.text.substring(start, end);
  }

  Loc loc() {
    return new Loc(file, start);
  }

  boolean startsWith(String p) {
    return length() >= p.length() && file.text.startsWith(p, start);
  }

  boolean contains(String p) {
    return find(p, 0) >= 0;
  }

  /** Relative index of {@code p} at or after {@code from}, or -1. */
  int find(String p, int from) {
    if (from > length()) {
      return -1;
    }
    int i = file.text.indexOf(p, start + from);
    return i < 0 || i + p.length() > end ? -1 : i - start;
  }

  int find(char c) {
    for (int i = start; i < end; i++) {
      if (file.text.charAt(i) == c) {
        return i - start;
      }
    }
    return -1;
  }

  Span dropFront(int n) {
    return new Span(file, Math.min(end, start + n), end);
  }

  Span takeFront(int n) {
    return new Span(file, start, Math.min(end, start + n));
  }

  Span dropBack(int n) {
    return new Span(file, start, Math.max(start, end - n));
  }

  /** {@code substr(from, n)}; an index past the end yields an empty span there. */
  Span substr(int from, int n) {
    int s = Math.min(end, start + from);
    return new Span(file, s, Math.min(end, s + n));
  }

  Span substr(int from) {
    return dropFront(from);
  }

  Span ltrim() {
    int s = start;
    while (s < end && isSpace(file.text.charAt(s))) {
      s++;
    }
    return new Span(file, s, end);
  }

  Span rtrim() {
    int e = end;
    while (e > start && isSpace(file.text.charAt(e - 1))) {
      e--;
    }
    return new Span(file, start, e);
  }

  Span trim() {
    return ltrim().rtrim();
  }

  private static boolean isSpace(char c) {
    return c == ' ' || c == '\t';
  }
}
