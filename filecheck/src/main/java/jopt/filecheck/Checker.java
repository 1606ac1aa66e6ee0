package jopt.filecheck;

import java.util.ArrayList;
import java.util.LinkedList;
import java.util.List;
import java.util.ListIterator;

/**
 * Matches the directives against the input (FileCheck::checkInput and FileCheckString::Check):
 * CHECK-LABEL splits the input into blocks, each directive searches from where the previous one
 * matched, CHECK-DAG groups match in any order without overlapping, CHECK-NOT is searched in the
 * gap before the next positive match. Reports go through {@link Reporter}.
 */
final class Checker {
  private static final int NPOS = -1;

  private final Options req;
  private final PatternContext ctx;
  private final SourceFile input;
  private final String text;
  private final Reporter rep;

  Checker(Options req, PatternContext ctx, SourceFile input, Reporter rep) {
    this.req = req;
    this.ctx = ctx;
    this.input = input;
    this.text = input.text;
    this.rep = rep;
  }

  /** True when every directive matched. */
  boolean checkInput(List<CheckString> checks) {
    boolean failed = false;
    int bufFrom = 0;
    int bufTo = text.length();
    int i = 0;
    int j = 0;
    int e = checks.size();
    while (true) {
      int regionFrom;
      int regionTo;
      if (j == e) {
        regionFrom = bufFrom;
        regionTo = bufTo;
      } else {
        CheckString label = checks.get(j);
        if (label.pattern().type.kind() != CheckType.Kind.LABEL) {
          j++;
          continue;
        }
        int[] len = {0};
        int pos = check(label, bufFrom, bufTo, true, len);
        if (pos == NPOS) {
          return false;
        }
        regionFrom = bufFrom;
        regionTo = bufFrom + pos + len[0];
        bufFrom = regionTo;
        j++;
      }
      if (i != 0 && req.enableVarScope) {
        ctx.clearLocalVars();
      }
      for (; i != j; i++) {
        int[] len = {0};
        int pos = check(checks.get(i), regionFrom, regionTo, false, len);
        if (pos == NPOS) {
          failed = true;
          i = j;
          break;
        }
        regionFrom += pos + len[0];
      }
      if (j == e) {
        break;
      }
    }
    return !failed;
  }

  /** FileCheckString::Check over {@code [from, to)}; returns the match offset from {@code from}. */
  private int check(CheckString cs, int from, int to, boolean labelScan, int[] matchLen) {
    Pattern pat = cs.pattern();
    int lastPos = 0;
    List<CheckString.DagNot> notStrings = new ArrayList<>();
    if (!labelScan) {
      lastPos = checkDag(cs, from, to, notStrings);
      if (lastPos == NPOS) {
        return NPOS;
      }
    }
    int lastMatchEnd = lastPos;
    int firstMatchPos = 0;
    for (int n = 1; n <= pat.count(); n++) {
      int bufStart = from + lastMatchEnd;
      Pattern.MatchResult r = pat.match(text, bufStart, to);
      if (rep.report(true, cs.prefix(), cs.loc(), pat, n, bufStart, to, r)) {
        return NPOS;
      }
      if (n == 1) {
        firstMatchPos = lastPos + r.pos();
      }
      lastMatchEnd += r.pos() + r.len();
    }
    matchLen[0] = lastMatchEnd - firstMatchPos;
    if (!labelScan) {
      int matchPos = firstMatchPos - lastPos;
      int skippedFrom = from + lastPos;
      int skippedTo = skippedFrom + matchPos;
      if (checkNext(cs, skippedFrom, skippedTo) || checkSame(cs, skippedFrom, skippedTo)) {
        rep.processMatch(Diag.MatchType.FOUND_BUT_WRONG_LINE, cs.loc(), pat.type, skippedFrom,
            matchPos, matchLen[0], req.verbose);
        return NPOS;
      }
      if (checkNot(notStrings, skippedFrom, skippedTo)) {
        return NPOS;
      }
    }
    return firstMatchPos;
  }

  /** Newlines in a range (\r\n and \n\r count once) and where the first one ends. */
  private int[] countNewlines(int from, int to) {
    int n = 0;
    int first = -1;
    int i = from;
    while (true) {
      while (i < to && text.charAt(i) != '\n' && text.charAt(i) != '\r') {
        i++;
      }
      if (i >= to) {
        return new int[] {n, first};
      }
      n++;
      if (i + 1 < to && (text.charAt(i + 1) == '\n' || text.charAt(i + 1) == '\r')
          && text.charAt(i) != text.charAt(i + 1)) {
        i++;
      }
      i++;
      if (n == 1) {
        first = i;
      }
    }
  }

  private boolean checkNext(CheckString cs, int from, int to) {
    CheckType.Kind k = cs.pattern().type.kind();
    if (k != CheckType.Kind.NEXT && k != CheckType.Kind.EMPTY) {
      return false;
    }
    String name = cs.prefix() + (k == CheckType.Kind.EMPTY ? "-EMPTY" : "-NEXT");
    int[] nl = countNewlines(from, to);
    Messages m = rep.messages();
    if (nl[0] == 0) {
      m.print(cs.loc(), Messages.Kind.ERROR, name + ": is on the same line as previous match");
      m.print(new Loc(input, to), Messages.Kind.NOTE, "'next' match was here");
      m.print(new Loc(input, from), Messages.Kind.NOTE, "previous match ended here");
      return true;
    }
    if (nl[0] != 1) {
      m.print(cs.loc(), Messages.Kind.ERROR, name + ": is not on the line after the previous match");
      m.print(new Loc(input, to), Messages.Kind.NOTE, "'next' match was here");
      m.print(new Loc(input, from), Messages.Kind.NOTE, "previous match ended here");
      m.print(new Loc(input, nl[1]), Messages.Kind.NOTE,
          "non-matching line after previous match is here");
      return true;
    }
    return false;
  }

  private boolean checkSame(CheckString cs, int from, int to) {
    if (cs.pattern().type.kind() != CheckType.Kind.SAME) {
      return false;
    }
    if (countNewlines(from, to)[0] != 0) {
      Messages m = rep.messages();
      m.print(cs.loc(), Messages.Kind.ERROR,
          cs.prefix() + "-SAME: is not on the same line as the previous match");
      m.print(new Loc(input, to), Messages.Kind.NOTE, "'next' match was here");
      m.print(new Loc(input, from), Messages.Kind.NOTE, "previous match ended here");
      return true;
    }
    return false;
  }

  private boolean checkNot(List<CheckString.DagNot> nots, int from, int to) {
    boolean fail = false;
    for (CheckString.DagNot n : nots) {
      Pattern.MatchResult r = n.pattern().match(text, from, to);
      if (rep.report(false, n.prefix(), n.pattern().loc, n.pattern(), 1, from, to, r)) {
        fail = true;
      }
    }
    return fail;
  }

  private record Range(int pos, int end) {}

  /** FileCheckString::CheckDag; returns the end of the last DAG group (offset from {@code from}). */
  private int checkDag(CheckString cs, int from, int to, List<CheckString.DagNot> notStrings) {
    List<CheckString.DagNot> dagNots = cs.dagNots();
    if (dagNots.isEmpty()) {
      return 0;
    }
    int startPos = 0;
    LinkedList<Range> ranges = new LinkedList<>();
    for (int idx = 0; idx < dagNots.size(); idx++) {
      CheckString.DagNot dn = dagNots.get(idx);
      Pattern pat = dn.pattern();
      if (pat.type.kind() == CheckType.Kind.NOT) {
        notStrings.add(dn);
        continue;
      }
      int matchLen;
      int matchPos = startPos;
      ListIterator<Range> it = ranges.listIterator();
      while (true) {
        int bufStart = from + matchPos;
        Pattern.MatchResult r = pat.match(text, bufStart, to);
        if (!r.found() || r.error() != null || req.verboseVerbose) {
          if (rep.report(true, dn.prefix(), pat.loc, pat, 1, bufStart, to, r)) {
            return NPOS;
          }
        }
        matchLen = r.len();
        matchPos += r.pos();
        Range m = new Range(matchPos, matchPos + matchLen);
        if (req.allowDeprecatedDagOverlap) {
          if (ranges.isEmpty()) {
            ranges.add(m);
          } else {
            Range b = ranges.getFirst();
            ranges.set(0, new Range(Math.min(b.pos(), m.pos()), Math.max(b.end(), m.end())));
          }
          break;
        }
        boolean overlap = false;
        Range hit = null;
        while (it.hasNext()) {
          Range mi = it.next();
          if (m.pos() < mi.end()) {
            overlap = mi.pos() < m.end();
            hit = mi;
            it.previous();
            break;
          }
        }
        if (!overlap) {
          it.add(m);
          break;
        }
        if (req.verboseVerbose) {
          rep.discarded(pat, from + hit.pos(), from + hit.end());
        }
        it.next();
        matchPos = hit.end();
      }
      if (!req.verboseVerbose) {
        rep.report(true, dn.prefix(), pat.loc, pat, 1, from, to,
            new Pattern.MatchResult(matchPos, matchLen, null));
      }
      boolean groupEnd = idx + 1 == dagNots.size()
          || dagNots.get(idx + 1).pattern().type.kind() == CheckType.Kind.NOT;
      if (groupEnd) {
        if (!notStrings.isEmpty()) {
          if (checkNot(notStrings, from + startPos, from + ranges.getFirst().pos())) {
            return NPOS;
          }
          notStrings.clear();
        }
        startPos = ranges.getLast().end();
        ranges.clear();
      }
    }
    return startPos;
  }
}
