package jopt.filecheck;

import java.util.ArrayList;
import java.util.List;

/**
 * An error FileCheck reports with a location (LLVM's ErrorDiagnostic), or several joined
 * (joinErrors). Undefined variables and overflow are errors of this kind once located.
 */
final class FcError extends Exception {
  /** One located message: where, what to underline, and the text. */
  record Item(Loc loc, int rangeStart, int rangeEnd, String message) {}

  final List<Item> items;

  FcError(List<Item> items) {
    super(items.isEmpty() ? "" : items.get(0).message(), null, false, false);
    this.items = items;
  }

  /** An error pointing at (and underlining) {@code span}. */
  static FcError at(Span span, String message) {
    return new FcError(List.of(new Item(span.loc(), span.start(), span.end(), message)));
  }

  /** An error pointing at one position, nothing underlined. */
  static FcError at(Loc loc, String message) {
    return new FcError(List.of(new Item(loc, loc.offset(), loc.offset(), message)));
  }

  static FcError join(FcError a, FcError b) {
    if (a == null) {
      return b;
    }
    List<Item> all = new ArrayList<>(a.items);
    all.addAll(b.items);
    return new FcError(all);
  }

  /** ErrorDiagnostic::log for each error (LLVM 22 shows the location, not the range). */
  void print(Messages m) {
    for (Item i : items) {
      m.print(i.loc(), Messages.Kind.ERROR, i.message());
    }
  }

  /** logAllUnhandledErrors: each error followed by an empty line. */
  void printAll(Messages m) {
    for (Item i : items) {
      m.print(i.loc(), Messages.Kind.ERROR, i.message());
      m.raw("\n");
    }
  }
}
