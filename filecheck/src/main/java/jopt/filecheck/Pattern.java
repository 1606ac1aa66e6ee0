package jopt.filecheck;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;

/**
 * One check pattern: a fixed string, or a regular expression built from literal text,
 * {@code {{regex}}} blocks, string variables ({@code [[VAR:regex]]}, {@code [[VAR]]}) and
 * numeric blocks ({@code [[#expr]]}). Substitutions are spliced into the expression at match
 * time, once the variables they use have values (Pattern in LLVM's FileCheck).
 */
final class Pattern {
  static final int BACKREF_LIMIT = 9;

  /** A value spliced into the regex at {@code index}: a string variable or an expression. */
  record Substitution(Span from, int index, String variable, Numeric.Expression expression) {}

  /** Where a match is and whether substituting failed (then there is no match). */
  record MatchResult(int pos, int len, FcError error) {
    boolean found() {
      return pos >= 0;
    }
  }

  final CheckType type;
  final PatternContext ctx;
  final Integer lineNumber;
  Loc loc;
  String fixed = "";
  private final StringBuilder regex = new StringBuilder();
  final List<Substitution> substitutions = new ArrayList<>();
  /** String variables defined here, by name, with their capture group. */
  final Map<String, Integer> variableDefs = new TreeMap<>();
  /** A numeric variable defined by this pattern and the group capturing its value. */
  record NumericDef(Numeric.Variable variable, int group) {}

  /** Numeric variables defined here, by name. */
  final Map<String, NumericDef> numericDefs = new TreeMap<>();
  private boolean ignoreCase;
  private Ere compiled;

  Pattern(CheckType type, PatternContext ctx, Integer lineNumber) {
    this.type = type;
    this.ctx = ctx;
    this.lineNumber = lineNumber;
  }

  int count() {
    return type.count();
  }

  boolean hasVariable() {
    return !(substitutions.isEmpty() && variableDefs.isEmpty());
  }

  /** Pattern::parsePattern; prints the error and throws Abort(2) on a bad pattern. */
  void parse(Span pat, String prefix, Messages msg, Options req) throws Abort {
    boolean fullLines = req.matchFullLines && type.kind() != CheckType.Kind.NOT;
    ignoreCase = req.ignoreCase;
    loc = pat.loc();
    if (!(req.strictWhitespace && req.matchFullLines)) {
      pat = pat.rtrim();
    }
    if (pat.isEmpty() && type.kind() != CheckType.Kind.EMPTY) {
      msg.print(loc, Messages.Kind.ERROR, "found empty check string with prefix '" + prefix + ":'");
      throw new Abort(2);
    }
    if (!pat.isEmpty() && type.kind() == CheckType.Kind.EMPTY) {
      msg.print(loc, Messages.Kind.ERROR,
          "found non-empty check string for empty check with prefix '" + prefix + ":'");
      throw new Abort(2);
    }
    if (type.kind() == CheckType.Kind.EMPTY) {
      regex.append("(\n$)");
      return;
    }
    if (type.literal()) {
      fixed = pat.str();
      return;
    }
    if (!fullLines && (pat.length() < 2 || (!pat.contains("{{") && !pat.contains("[[")))) {
      fixed = pat.str();
      return;
    }
    if (fullLines) {
      regex.append('^');
      if (!req.strictWhitespace) {
        regex.append(" *");
      }
    }
    int[] curParen = {1};
    Map<String, Integer> localDefs = variableDefs;
    while (!pat.isEmpty()) {
      if (pat.startsWith("{{")) {
        int end = pat.find("}}", 0);
        if (end < 0) {
          msg.print(pat.loc(), Messages.Kind.ERROR, "found start of regex string with no end '}}'");
          throw new Abort(2);
        }
        boolean alternation = pat.contains("|");
        if (alternation) {
          regex.append('(');
          curParen[0]++;
        }
        addRegex(pat.substr(2, end - 2), curParen, msg);
        if (alternation) {
          regex.append(')');
        }
        pat = pat.substr(end + 2);
        continue;
      }
      if (pat.startsWith("[[") && !pat.startsWith("[[[")) {
        pat = parseSubstitutionBlock(pat, curParen, localDefs, msg);
        continue;
      }
      int a = pat.find("{{", 1);
      int b = pat.find("[[", 1);
      int fixedEnd = a < 0 ? b : (b < 0 ? a : Math.min(a, b));
      if (fixedEnd < 0) {
        fixedEnd = pat.length();
      }
      regex.append(Ere.escape(pat.takeFront(fixedEnd).str()));
      pat = pat.substr(fixedEnd);
    }
    if (fullLines) {
      if (!req.strictWhitespace) {
        regex.append(" *");
      }
      regex.append('$');
    }
  }

  /** One {@code [[...]]} block; returns the rest of the pattern after it. */
  private Span parseSubstitutionBlock(Span pat, int[] curParen, Map<String, Integer> localDefs,
      Messages msg) throws Abort {
    Span unparsed = pat.substr(2);
    int end = findVarEnd(unparsed, msg);
    if (end < 0) {
      msg.print(pat.loc(), Messages.Kind.ERROR, "Invalid substitution block, no ]] found");
      throw new Abort(2);
    }
    Span match = unparsed.substr(0, end);
    boolean numBlock = match.startsWith("#");
    if (numBlock) {
      match = match.dropFront(1);
    }
    Span rest = unparsed.substr(end + 2);
    boolean definition = false;
    boolean substNeeded = false;
    boolean legacyLine = false;
    String defName = null;
    Span substStr = null;
    Span matchRegexp = null;
    String wildcard = null;
    int insertIdx = regex.length();
    if (!numBlock) {
      int varEnd = match.find(':');
      Span nameArea = varEnd < 0 ? match : match.takeFront(varEnd);
      for (int i = 0; i < nameArea.length(); i++) {
        if (nameArea.charAt(i) == ' ' || nameArea.charAt(i) == '\t') {
          msg.print(nameArea.loc().plus(i), Messages.Kind.ERROR, "unexpected whitespace");
          throw new Abort(2);
        }
      }
      Span orig = match;
      ExpressionParser.Rest r = new ExpressionParser.Rest(match);
      ExpressionParser.Name n;
      try {
        n = ExpressionParser.parseVariable(r);
      } catch (FcError e) {
        e.printAll(msg);
        throw new Abort(2);
      }
      match = r.s;
      String name = n.name().str();
      definition = varEnd >= 0;
      substNeeded = !definition;
      if (definition) {
        if (n.pseudo() || !match.startsWith(":")) {
          msg.print(n.name().loc(), Messages.Kind.ERROR, "invalid name in string variable definition");
          throw new Abort(2);
        }
        match = match.dropFront(1);
        if (ctx.numerics.containsKey(name)) {
          msg.print(n.name().loc(), Messages.Kind.ERROR,
              "numeric variable with name '" + name + "' already exists");
          throw new Abort(2);
        }
        defName = name;
        matchRegexp = match;
      } else if (n.pseudo()) {
        match = orig;
        legacyLine = true;
        numBlock = true;
      } else {
        if (!match.isEmpty()) {
          msg.print(n.name().loc(), Messages.Kind.ERROR, "invalid name in string variable use");
          throw new Abort(2);
        }
        substStr = n.name();
      }
    }
    Numeric.Expression expression = null;
    Numeric.Variable definedNumeric = null;
    if (numBlock) {
      ExpressionParser.Block block;
      try {
        block = new ExpressionParser(ctx, lineNumber).parseBlock(match, legacyLine);
      } catch (FcError e) {
        e.printAll(msg);
        throw new Abort(2);
      }
      expression = block.expression();
      substNeeded = expression.ast() != null;
      if (block.defined() != null) {
        definition = true;
        definedNumeric = block.defined();
        defName = definedNumeric.name;
      }
      if (substNeeded) {
        substStr = match;
      } else {
        wildcard = expression.format().wildcardRegex();
      }
    }
    if (definition) {
      regex.append('(');
      insertIdx++;
      if (numBlock) {
        numericDefs.put(defName, new NumericDef(definedNumeric, curParen[0]));
        ctx.numerics.put(defName, definedNumeric);
      } else {
        localDefs.put(defName, curParen[0]);
        ctx.definedStrings.add(defName);
      }
      curParen[0]++;
    }
    if (wildcard != null) {
      addRegex(new Span(new SourceFile("", wildcard), 0, wildcard.length()), curParen, msg);
    } else if (matchRegexp != null && !matchRegexp.isEmpty()) {
      addRegex(matchRegexp, curParen, msg);
    }
    if (definition) {
      regex.append(')');
    }
    if (substNeeded) {
      Integer group = numBlock ? null : localDefs.get(substStr.str());
      if (group != null) {
        if (group < 1 || group > BACKREF_LIMIT) {
          msg.print(substStr.loc(), Messages.Kind.ERROR,
              "Can't back-reference more than " + BACKREF_LIMIT + " variables");
          throw new Abort(2);
        }
        regex.append(group <= 9 ? "\\" + group : "\\g{" + group + "}");
      } else {
        substitutions.add(new Substitution(substStr, insertIdx,
            numBlock ? null : substStr.str(), numBlock ? expression : null));
      }
    }
    return rest;
  }

  private void addRegex(Span rs, int[] curParen, Messages msg) throws Abort {
    try {
      curParen[0] += Ere.countGroups(rs.str());
    } catch (Ere.Error e) {
      msg.print(rs.loc(), Messages.Kind.ERROR, "invalid regex: " + e.getMessage());
      throw new Abort(2);
    }
    regex.append(rs.str());
  }

  /** FindRegexVarEnd: the offset of the {@code ]]} closing a block, or -1. */
  private static int findVarEnd(Span str, Messages msg) throws Abort {
    int offset = 0;
    int depth = 0;
    while (offset < str.length()) {
      Span s = str.substr(offset);
      if (s.startsWith("]]") && depth == 0) {
        return offset;
      }
      char c = s.front();
      if (c == '\\') {
        offset += 2;
        continue;
      }
      if (c == '[') {
        depth++;
      } else if (c == ']') {
        if (depth == 0) {
          msg.print(s.loc(), Messages.Kind.ERROR, "missing closing \"]\" for regex variable");
          throw new Abort(1);
        }
        depth--;
      }
      offset++;
    }
    return -1;
  }

  /** Pattern::match over {@code text[from, to)}; positions returned are relative to from. */
  MatchResult match(String text, int from, int to) {
    if (type.kind() == CheckType.Kind.EOF) {
      return new MatchResult(to - from, 0, null);
    }
    if (!fixed.isEmpty()) {
      int pos = ignoreCase ? indexOfIgnoreCase(text, fixed, from, to) : text.indexOf(fixed, from);
      if (pos < 0 || pos + fixed.length() > to) {
        return new MatchResult(-1, 0, null);
      }
      return new MatchResult(pos - from, fixed.length(), null);
    }
    Ere ere = compiled;
    if (ere == null || !substitutions.isEmpty()) {
      String re = regex.toString();
      if (!substitutions.isEmpty()) {
        StringBuilder sb = new StringBuilder(re);
        if (lineNumber != null) {
          ctx.line.value = BigInteger.valueOf(lineNumber);
        }
        int shift = 0;
        FcError errs = null;
        for (Substitution s : substitutions) {
          String value;
          try {
            value = regexValue(s);
          } catch (FcError e) {
            errs = FcError.join(errs, e);
            continue;
          }
          sb.insert(s.index() + shift, value);
          shift += value.length();
        }
        if (errs != null) {
          return new MatchResult(-1, 0, errs);
        }
        re = sb.toString();
      }
      try {
        ere = Ere.compile(re, ignoreCase);
      } catch (Ere.Error e) {
        return new MatchResult(-1, 0, null);
      }
      if (substitutions.isEmpty()) {
        compiled = ere;
      }
    }
    Matcher m = ere.find(text, from, to);
    if (m == null) {
      return new MatchResult(-1, 0, null);
    }
    for (Map.Entry<String, Integer> def : variableDefs.entrySet()) {
      int g = def.getValue();
      ctx.strings.put(def.getKey(),
          new PatternContext.StringValue(m.group(g) == null ? "" : m.group(g),
              m.start(g) < 0 ? m.start() : m.start(g), m.end(g) < 0 ? m.start() : m.end(g)));
    }
    int skip = type.kind() == CheckType.Kind.EMPTY ? 1 : 0;
    for (Map.Entry<String, NumericDef> def : numericDefs.entrySet()) {
      Numeric.Variable v = def.getValue().variable();
      int g = def.getValue().group();
      ctx.numerics.putIfAbsent(def.getKey(), v);
      v.value = v.format.valueOf(m.group(g));
      v.capturedStart = m.start(g);
      v.capturedEnd = m.end(g);
    }
    return new MatchResult(m.start() - from + skip, m.end() - m.start() - skip, null);
  }

  /** The regex text of a substitution; errors located at the variable or expression. */
  private String regexValue(Substitution s) throws FcError {
    if (s.expression() != null) {
      try {
        BigInteger v = s.expression().ast().eval();
        return s.expression().format().matchingString(v);
      } catch (Numeric.EvalError e) {
        throw evalError(s, e);
      }
    }
    PatternContext.StringValue v = ctx.strings.get(s.variable());
    if (v == null) {
      throw FcError.at(s.from(), "undefined variable: " + s.variable());
    }
    return Ere.escape(v.value());
  }

  private static FcError evalError(Substitution s, Numeric.EvalError e) {
    FcError err = null;
    for (Span u : e.undefined) {
      err = FcError.join(err, FcError.at(u, "undefined variable: " + u.str()));
    }
    if (e.overflow) {
      err = FcError.join(err, FcError.at(s.from(),
          "unable to substitute variable or numeric expression: overflow error"));
    }
    return err;
  }

  /** The value a substitution shows in notes ({@code "5"}), or null if it has none. */
  String diagnosticValue(Substitution s) {
    if (s.expression() != null) {
      try {
        return "\"" + s.expression().format().matchingString(s.expression().ast().eval()) + "\"";
      } catch (Numeric.EvalError e) {
        return null;
      }
    }
    PatternContext.StringValue v = ctx.strings.get(s.variable());
    if (v == null) {
      return null;
    }
    String value = v.value();
    boolean escape = false;
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if (c < 0x20 || c >= 0x7f || c == '"') {
        escape = true;
      }
    }
    if (!escape) {
      return "\"" + value + "\"";
    }
    return "\"" + Escapes.writeEscaped(value) + "\" (escaped value)";
  }

  private static int indexOfIgnoreCase(String text, String needle, int from, int to) {
    int n = needle.length();
    outer:
    for (int i = from; i + n <= to; i++) {
      for (int j = 0; j < n; j++) {
        if (lower(text.charAt(i + j)) != lower(needle.charAt(j))) {
          continue outer;
        }
      }
      return i;
    }
    return -1;
  }

  private static char lower(char c) {
    return c >= 'A' && c <= 'Z' ? (char) (c + 32) : c;
  }

  /** Pattern::computeMatchDistance: edit distance of the pattern to the start of a line. */
  int matchDistance(String text, int at, int to) {
    String example = fixed.isEmpty() ? regex.toString() : fixed;
    int end = Math.min(to, at + example.length());
    int nl = text.indexOf('\n', at);
    if (nl >= 0 && nl < end) {
      end = nl;
    }
    return EditDistance.of(text.substring(at, end), example);
  }

  int patternSize() {
    return Math.max(fixed.length(), regex.length());
  }
}
