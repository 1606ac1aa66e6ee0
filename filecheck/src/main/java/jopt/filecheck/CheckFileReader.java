package jopt.filecheck;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Reads the directives of a check file (FileCheck::readCheckFile): finds prefixes, classifies
 * the suffix (-NEXT, -COUNT-n, {LITERAL}, misspellings), parses each pattern and groups
 * CHECK-DAG/-NOT with the next positive directive.
 */
final class CheckFileReader {
  private final Options req;
  private final PatternContext ctx;
  private final Messages msg;
  /** The made-up buffers of --implicit-check-not patterns, in order. */
  final List<SourceFile> implicitBuffers = new ArrayList<>();

  CheckFileReader(Options req, PatternContext ctx, Messages msg) {
    this.req = req;
    this.ctx = ctx;
    this.msg = msg;
  }

  private record Found(CheckType type, int after) {}

  static boolean isPartOfWord(char c) {
    return Character.isLetterOrDigit(c) && c < 128 || c == '-' || c == '_';
  }

  List<CheckString> read(SourceFile file, List<String> checkPrefixes, boolean defaultPrefix,
      List<String> commentPrefixes) throws Abort {
    GlobalDefines.define(req.globalDefines, ctx, msg);
    ctx.createLineVariable();
    List<CheckString.DagNot> implicit = new ArrayList<>();
    for (String p : req.implicitCheckNot) {
      String prefix = "-implicit-check-not='";
      SourceFile cmd = new SourceFile("command line", prefix + p + "'");
      implicitBuffers.add(cmd);
      Pattern pat = new Pattern(CheckType.of(CheckType.Kind.NOT), ctx, null);
      pat.parse(new Span(cmd, prefix.length(), prefix.length() + p.length()), "IMPLICIT-CHECK", msg,
          req);
      implicit.add(new CheckString.DagNot(pat, "IMPLICIT-CHECK"));
    }
    List<CheckString.DagNot> dagNots = new ArrayList<>(implicit);
    List<CheckString> checks = new ArrayList<>();
    String text = file.text;
    int lineNumber = 1;
    List<String> prefixes = new ArrayList<>(checkPrefixes);
    prefixes.addAll(commentPrefixes);
    prefixes.sort(Comparator.comparingInt(String::length).reversed());
    Set<String> notFound = new TreeSet<>(checkPrefixes);
    int distinct = notFound.size();
    int pos = 0;
    while (true) {
      // FindFirstMatchingPrefix
      String used = null;
      Found found = null;
      while (pos < text.length()) {
        int best = -1;
        String bestPrefix = null;
        for (String p : prefixes) {
          int i = text.indexOf(p, pos);
          if (i >= 0 && (best < 0 || i < best)) {
            best = i;
            bestPrefix = p;
          }
        }
        if (best < 0) {
          break;
        }
        for (int i = pos; i < best; i++) {
          if (text.charAt(i) == '\n') {
            lineNumber++;
          }
        }
        boolean wordStart = best == pos || !isPartOfWord(text.charAt(best - 1));
        pos = best;
        if (wordStart) {
          Found f = findCheckType(text, pos, bestPrefix, commentPrefixes);
          if (f.type().kind() != CheckType.Kind.NONE) {
            used = bestPrefix;
            found = f;
            break;
          }
        }
        int skip = pos + bestPrefix.length();
        while (skip < text.length() && isPartOfWord(text.charAt(skip))) {
          skip++;
        }
        pos = skip;
      }
      if (used == null) {
        break;
      }
      CheckType type = found.type();
      if (type.kind() != CheckType.Kind.COMMENT) {
        notFound.remove(used);
      }
      int prefixStart = pos;
      pos = found.after() < 0 || found.after() >= text.length() ? pos + used.length()
          : found.after();
      if (type.kind() == CheckType.Kind.MISSPELLED) {
        msg.print(new Loc(file, prefixStart), Messages.Kind.ERROR,
            "misspelled directive '" + text.substring(prefixStart, found.after()) + "'");
        throw new Abort(2);
      }
      if (type.kind() == CheckType.Kind.BAD_NOT) {
        msg.print(new Loc(file, pos), Messages.Kind.ERROR,
            "unsupported -NOT combo on prefix '" + used + "'");
        throw new Abort(2);
      }
      if (type.kind() == CheckType.Kind.BAD_COUNT) {
        msg.print(new Loc(file, pos), Messages.Kind.ERROR,
            "invalid count in -COUNT specification on prefix '" + used + "'");
        throw new Abort(2);
      }
      if (!(req.strictWhitespace && req.matchFullLines)) {
        while (pos < text.length() && (text.charAt(pos) == ' ' || text.charAt(pos) == '\t')) {
          pos++;
        }
      }
      int eol = pos;
      while (eol < text.length() && text.charAt(eol) != '\n' && text.charAt(eol) != '\r') {
        eol++;
      }
      Span patternText = new Span(file, pos, eol);
      Loc patternLoc = new Loc(file, pos);
      pos = eol;
      if (type.kind() == CheckType.Kind.COMMENT) {
        continue;
      }
      Pattern p = new Pattern(type, ctx, lineNumber);
      p.parse(patternText, used, msg, req);
      if (type.kind() == CheckType.Kind.LABEL && p.hasVariable()) {
        msg.print(new Loc(file, prefixStart), Messages.Kind.ERROR,
            "found '" + used + "-LABEL:' with variable definition or use");
        throw new Abort(2);
      }
      CheckType.Kind k = type.kind();
      if ((k == CheckType.Kind.NEXT || k == CheckType.Kind.SAME || k == CheckType.Kind.EMPTY)
          && checks.isEmpty()) {
        String t = k == CheckType.Kind.NEXT ? "NEXT" : k == CheckType.Kind.EMPTY ? "EMPTY" : "SAME";
        msg.print(new Loc(file, prefixStart), Messages.Kind.ERROR,
            "found '" + used + "-" + t + "' without previous '" + used + ": line");
        throw new Abort(2);
      }
      if (k == CheckType.Kind.DAG || k == CheckType.Kind.NOT) {
        dagNots.add(new CheckString.DagNot(p, used));
        continue;
      }
      checks.add(new CheckString(p, used, patternLoc, dagNots));
      dagNots = new ArrayList<>(implicit);
    }
    boolean noneFound = notFound.size() == distinct;
    boolean unexpectedlyUnused = !req.allowUnusedPrefixes && !notFound.isEmpty();
    if ((noneFound || unexpectedlyUnused) && (implicit.isEmpty() || !defaultPrefix)) {
      StringBuilder sb = new StringBuilder("error: no check strings found with prefix");
      sb.append(notFound.size() > 1 ? "es " : " ");
      String sep = "";
      for (String p : notFound) {
        sb.append(sep).append('\'').append(p).append(":'");
        sep = ", ";
      }
      msg.raw(sb.append('\n').toString());
      throw new Abort(2);
    }
    if (!dagNots.isEmpty()) {
      Pattern eof = new Pattern(CheckType.of(CheckType.Kind.EOF), ctx, lineNumber + 1);
      eof.loc = new Loc(file, pos);
      checks.add(new CheckString(eof, checkPrefixes.get(0), new Loc(file, pos), dagNots));
    }
    return checks;
  }

  /** FindCheckType: what follows a prefix at {@code at}; {@code after} is where the pattern starts. */
  private Found findCheckType(String text, int at, String prefix, List<String> commentPrefixes) {
    boolean[] misspelled = {false};
    Found f = findCheckType(text, at, prefix, commentPrefixes, misspelled);
    if (f.type().kind() != CheckType.Kind.NONE && misspelled[0]) {
      return new Found(CheckType.of(CheckType.Kind.MISSPELLED), f.after());
    }
    return f;
  }

  private Found findCheckType(String text, int at, String prefix, List<String> commentPrefixes,
      boolean[] misspelled) {
    Found none = new Found(CheckType.of(CheckType.Kind.NONE), -1);
    if (text.length() - at <= prefix.length()) {
      return none;
    }
    int r = at + prefix.length();
    if (commentPrefixes.contains(prefix)) {
      if (text.charAt(r) == ':') {
        return new Found(CheckType.of(CheckType.Kind.COMMENT), r + 1);
      }
      return none;
    }
    if (text.charAt(r) == ':') {
      return new Found(CheckType.of(CheckType.Kind.PLAIN), r + 1);
    }
    if (text.charAt(r) == '{') {
      return modifiers(text, r, CheckType.of(CheckType.Kind.PLAIN));
    }
    if (text.charAt(r) == '_') {
      misspelled[0] = true;
    } else if (text.charAt(r) != '-') {
      return none;
    }
    r++;
    if (text.startsWith("COUNT-", r)) {
      r += 6;
      int s = r;
      while (r < text.length() && Character.isDigit(text.charAt(r)) && text.charAt(r) < 128) {
        r++;
      }
      CheckType bad = CheckType.of(CheckType.Kind.BAD_COUNT);
      if (r == s) {
        return new Found(bad, s);
      }
      long count;
      try {
        count = Long.parseLong(text.substring(s, r));
      } catch (NumberFormatException e) {
        return new Found(bad, s);
      }
      if (count <= 0 || count > Integer.MAX_VALUE) {
        return new Found(bad, r);
      }
      if (r >= text.length() || (text.charAt(r) != ':' && text.charAt(r) != '{')) {
        return new Found(bad, r);
      }
      return modifiers(text, r, new CheckType(CheckType.Kind.PLAIN, (int) count, false));
    }
    for (String combo : new String[] {"DAG-NOT:", "NOT-DAG:", "NEXT-NOT:", "NOT-NEXT:",
        "SAME-NOT:", "NOT-SAME:", "EMPTY-NOT:", "NOT-EMPTY:"}) {
      if (text.startsWith(combo, r)) {
        return new Found(CheckType.of(CheckType.Kind.BAD_NOT), r);
      }
    }
    String[] names = {"NEXT", "SAME", "NOT", "DAG", "LABEL", "EMPTY"};
    CheckType.Kind[] kinds = {CheckType.Kind.NEXT, CheckType.Kind.SAME, CheckType.Kind.NOT,
        CheckType.Kind.DAG, CheckType.Kind.LABEL, CheckType.Kind.EMPTY};
    for (int i = 0; i < names.length; i++) {
      if (text.startsWith(names[i], r)) {
        return modifiers(text, r + names[i].length(), CheckType.of(kinds[i]));
      }
    }
    return new Found(CheckType.of(CheckType.Kind.NONE), r);
  }

  /** ConsumeModifiers: {@code :} or {@code {LITERAL,...}:}. */
  private static Found modifiers(String text, int r, CheckType t) {
    if (r < text.length() && text.charAt(r) == ':') {
      return new Found(t, r + 1);
    }
    if (r >= text.length() || text.charAt(r) != '{') {
      return new Found(CheckType.of(CheckType.Kind.NONE), -1);
    }
    r++;
    do {
      while (r < text.length() && Character.isWhitespace(text.charAt(r))) {
        r++;
      }
      if (text.startsWith("LITERAL", r)) {
        r += 7;
        t = t.withLiteral();
      } else {
        return new Found(CheckType.of(CheckType.Kind.NONE), r);
      }
      while (r < text.length() && Character.isWhitespace(text.charAt(r))) {
        r++;
      }
    } while (r < text.length() && text.charAt(r) == ',' && ++r > 0);
    if (!text.startsWith("}:", r)) {
      return new Found(CheckType.of(CheckType.Kind.NONE), r);
    }
    return new Found(t, r + 2);
  }
}
