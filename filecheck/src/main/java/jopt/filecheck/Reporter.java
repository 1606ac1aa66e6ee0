package jopt.filecheck;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * Turns match outcomes into FileCheck's messages (printMatch, printNoMatch, the fuzzy "possible
 * intended match") and, when an input dump is wanted, into {@link Diag}s.
 */
final class Reporter {
  private final Options req;
  private final SourceFile input;
  private final Messages msg;
  /** Null when no dump is wanted (--dump-input=never). */
  final List<Diag> diags;

  Reporter(Options req, SourceFile input, Messages msg, List<Diag> diags) {
    this.req = req;
    this.input = input;
    this.msg = msg;
    this.diags = diags;
  }

  Messages messages() {
    return msg;
  }

  /** ProcessMatchResult: records a diag (or retypes the pattern's last ones). */
  void processMatch(Diag.MatchType type, Loc loc, CheckType checkType, int bufStart, int pos,
      int len, boolean adjustPrevious) {
    if (diags == null) {
      return;
    }
    if (adjustPrevious && !diags.isEmpty()) {
      Loc checkLoc = diags.get(diags.size() - 1).checkLoc();
      for (int i = diags.size() - 1; i >= 0 && diags.get(i).checkLoc().equals(checkLoc); i--) {
        diags.set(i, diags.get(i).withMatchType(type));
      }
      return;
    }
    diags.add(Diag.of(input, checkType, loc, type, bufStart + pos, bufStart + pos + len, null));
  }

  /** reportMatchResult; true when an error was reported. */
  boolean report(boolean expected, String prefix, Loc loc, Pattern pat, int matchedCount,
      int bufStart, int bufEnd, Pattern.MatchResult r) {
    if (r.found()) {
      return printMatch(expected, prefix, loc, pat, matchedCount, bufStart, r);
    }
    return printNoMatch(expected, prefix, loc, pat, matchedCount, bufStart, bufEnd, r.error());
  }

  private String countSuffix(Pattern pat, int matchedCount) {
    return pat.count() > 1 ? " (" + matchedCount + " out of " + pat.count() + ")" : "";
  }

  private boolean printMatch(boolean expected, String prefix, Loc loc, Pattern pat,
      int matchedCount, int bufStart, Pattern.MatchResult r) {
    boolean hasError = !expected;
    boolean printDiag = true;
    if (!hasError) {
      if (!req.verbose) {
        return false;
      }
      if (!req.verboseVerbose && pat.type.kind() == CheckType.Kind.EOF) {
        return false;
      }
      printDiag = diags == null;
    }
    Diag.MatchType type = expected ? Diag.MatchType.FOUND_AND_EXPECTED
        : Diag.MatchType.FOUND_BUT_EXCLUDED;
    int start = bufStart + r.pos();
    int end = start + r.len();
    processMatch(type, loc, pat.type, bufStart, r.pos(), r.len(), false);
    if (diags != null) {
      substitutions(pat, loc, start, type, true);
      variableDefs(pat, loc, type, true);
    }
    if (!printDiag) {
      return hasError;
    }
    String message = pat.type.description(prefix) + ": " + (expected ? "expected" : "excluded")
        + " string found in input" + countSuffix(pat, matchedCount);
    msg.print(loc, expected ? Messages.Kind.REMARK : Messages.Kind.ERROR, message);
    msg.print(new Loc(input, start), Messages.Kind.NOTE, "found here", start, end);
    substitutions(pat, loc, start, type, false);
    variableDefs(pat, loc, type, false);
    return hasError;
  }

  private boolean printNoMatch(boolean expected, String prefix, Loc loc, Pattern pat,
      int matchedCount, int bufStart, int bufEnd, FcError error) {
    boolean hasError = expected;
    boolean patternError = false;
    Diag.MatchType type = expected ? Diag.MatchType.NONE_BUT_EXPECTED
        : Diag.MatchType.NONE_AND_EXCLUDED;
    List<String> errorMessages = new ArrayList<>();
    if (error != null) {
      hasError = patternError = true;
      type = Diag.MatchType.NONE_FOR_INVALID_PATTERN;
      error.print(msg);
      for (FcError.Item i : error.items) {
        errorMessages.add(i.message());
      }
    }
    boolean printDiag = true;
    if (!hasError) {
      if (!req.verboseVerbose) {
        return false;
      }
      printDiag = diags == null;
    }
    processMatch(type, loc, pat.type, bufStart, 0, bufEnd - bufStart, false);
    if (diags != null) {
      for (String m : errorMessages) {
        diags.add(Diag.of(input, pat.type, loc, type, bufStart, bufStart, m));
      }
      substitutions(pat, loc, bufStart, type, true);
    }
    if (!printDiag) {
      return hasError;
    }
    if (!patternError) {
      String message = pat.type.description(prefix) + ": " + (expected ? "expected" : "excluded")
          + " string not found in input" + countSuffix(pat, matchedCount);
      msg.print(loc, expected ? Messages.Kind.ERROR : Messages.Kind.REMARK, message);
      msg.print(new Loc(input, bufStart), Messages.Kind.NOTE, "scanning from here");
    }
    substitutions(pat, loc, bufStart, type, false);
    if (expected) {
      fuzzyMatch(pat, loc, bufStart, bufEnd);
    }
    return hasError;
  }

  /** Notes {@code with "VAR" equal to "value"} at the start of the match or search range. */
  private void substitutions(Pattern pat, Loc loc, int at, Diag.MatchType type, boolean toDiags) {
    for (Pattern.Substitution s : pat.substitutions) {
      String value = pat.diagnosticValue(s);
      if (value == null) {
        continue;
      }
      String note = "with \"" + Escapes.writeEscaped(s.from().str()) + "\" equal to " + value;
      if (toDiags) {
        diags.add(Diag.of(input, pat.type, loc, type, at, at, note));
      } else {
        msg.print(new Loc(input, at), Messages.Kind.NOTE, note);
      }
    }
  }

  private record Capture(String name, int start, int end) {}

  /** Notes {@code captured var "NAME"} over each variable the match defined. */
  private void variableDefs(Pattern pat, Loc loc, Diag.MatchType type, boolean toDiags) {
    if (pat.variableDefs.isEmpty() && pat.numericDefs.isEmpty()) {
      return;
    }
    List<Capture> captures = new ArrayList<>();
    for (String name : pat.variableDefs.keySet()) {
      PatternContext.StringValue v = pat.ctx.strings.get(name);
      if (v != null) {
        captures.add(new Capture(name, v.start(), v.end()));
      }
    }
    for (Map.Entry<String, Pattern.NumericDef> e : pat.numericDefs.entrySet()) {
      Numeric.Variable v = e.getValue().variable();
      if (v.capturedStart >= 0) {
        captures.add(new Capture(e.getKey(), v.capturedStart, v.capturedEnd));
      }
    }
    captures.sort(Comparator.comparingInt(Capture::start));
    for (Capture c : captures) {
      String note = "captured var \"" + c.name() + "\"";
      if (toDiags) {
        diags.add(Diag.of(input, pat.type, loc, type, c.start(), c.end(), note));
      } else {
        msg.print(new Loc(input, c.start()), Messages.Kind.NOTE, note, c.start(), c.end());
      }
    }
  }

  /** Pattern::printFuzzyMatch: the closest-looking place within 4096 bytes. */
  private void fuzzyMatch(Pattern pat, Loc loc, int bufStart, int bufEnd) {
    String text = input.text;
    int size = bufEnd - bufStart;
    int limit = Math.min(4096, size);
    if ((long) 4096 * 2048 < (long) limit * pat.patternSize()) {
      return;
    }
    int lines = 0;
    int best = -1;
    double bestQuality = 0;
    for (int i = 0; i < limit; i++) {
      char c = text.charAt(bufStart + i);
      if (c == '\n') {
        lines++;
      }
      if (c == ' ' || c == '\t') {
        continue;
      }
      int distance = pat.matchDistance(text, bufStart + i, bufEnd);
      double quality = distance + lines / 100.0;
      if (quality < bestQuality || best < 0) {
        best = i;
        bestQuality = quality;
      }
    }
    if (best > 0 && bestQuality < 50) {
      processMatch(Diag.MatchType.FUZZY, loc, pat.type, bufStart, best, 0, false);
      msg.print(new Loc(input, bufStart + best), Messages.Kind.NOTE, "possible intended match here");
    }
  }

  /** A CHECK-DAG match thrown away for overlapping an earlier one (-vv). */
  void discarded(Pattern pat, int oldStart, int oldEnd) {
    if (diags == null) {
      msg.print(new Loc(input, oldStart), Messages.Kind.NOTE,
          "match discarded, overlaps earlier DAG match here", oldStart, oldEnd);
    } else if (!diags.isEmpty()) {
      Loc checkLoc = diags.get(diags.size() - 1).checkLoc();
      for (int i = diags.size() - 1; i >= 0 && diags.get(i).checkLoc().equals(checkLoc); i--) {
        diags.set(i, diags.get(i).withMatchType(Diag.MatchType.FOUND_BUT_DISCARDED));
      }
    }
  }
}
