package jopt.tools.opt;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import jopt.ir.Diagnostic.Severity;

/**
 * One {@code expected-<kind>[-re] [@designator] {{message}}} directive of
 * {@code --verify-diagnostics}, parsed as MLIR's SourceMgrDiagnosticVerifierHandler does (one
 * directive per line; the message runs to the last {@code }}} of the line).
 */
final class ExpectedDiagnostic {
  private static final Pattern DIRECTIVE = Pattern.compile(
      "expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *"
          + "\\{\\{(.*)\\}\\}$");

  /** Line number that only diagnostics without a file location match. */
  static final int UNKNOWN_LINE = -1;

  final Severity kind;
  int line;
  /** Offset of {@code expected-} in the whole input, where failures are reported. */
  final int offset;
  final String substring;
  Pattern regex;
  boolean matched;

  private ExpectedDiagnostic(Severity kind, int line, int offset, String substring) {
    this.kind = kind;
    this.line = line;
    this.offset = offset;
    this.substring = substring;
  }

  boolean matches(String message) {
    return regex != null ? regex.matcher(message).find() : message.contains(substring);
  }

  /** A directive that could not be used; reported as an error at {@code offset}. */
  record Problem(int offset, int length, String message) {}

  record Parsed(List<ExpectedDiagnostic> expected, List<Problem> problems) {}

  /**
   * Scans {@code text}, which starts at {@code firstLine} (1-based) and offset {@code base} of
   * the whole input, for directives.
   */
  static Parsed scan(String text, int firstLine, int base) {
    List<ExpectedDiagnostic> expected = new ArrayList<>();
    List<Problem> problems = new ArrayList<>();
    List<ExpectedDiagnostic> forNextLine = new ArrayList<>();
    String[] lines = text.split("\n", -1);
    int lastNonDesignatorLine = firstLine;
    int lineOffset = base;
    for (int i = 0; i < lines.length; i++) {
      int lineNo = firstLine + i;
      String line = lines[i].stripTrailing();
      Matcher m = line.indexOf("expected-") < 0 ? null : DIRECTIVE.matcher(line);
      if (m == null || !m.find()) {
        for (ExpectedDiagnostic e : forNextLine) {
          e.line = lineNo;
        }
        forNextLine.clear();
        lastNonDesignatorLine = lineNo;
        lineOffset += lines[i].length() + 1;
        continue;
      }
      ExpectedDiagnostic e = new ExpectedDiagnostic(
          severity(m.group(1)), lineNo, lineOffset + m.start(), m.group(5));
      lineOffset += lines[i].length() + 1;
      if (m.group(2) != null) {
        Problem p = e.computeRegex();
        if (p != null) {
          problems.add(p);
          continue;
        }
      }
      String designator = m.group(4);
      if (designator != null) {
        switch (designator) {
          case "unknown" -> e.line = UNKNOWN_LINE;
          case "above" -> e.line = lastNonDesignatorLine;
          case "below" -> {
            forNextLine.add(e);
            e.line = firstLine + lines.length - 1; // if it dangles
          }
          default -> {
            int n = Integer.parseInt(designator.substring(1));
            e.line += designator.charAt(0) == '+' ? n : -n;
          }
        }
      }
      expected.add(e);
    }
    return new Parsed(expected, problems);
  }

  /** Builds the regex of an {@code -re} directive: literal text with {{regex}} blocks. */
  private Problem computeRegex() {
    StringBuilder sb = new StringBuilder();
    String rest = substring;
    while (!rest.isEmpty()) {
      int open = rest.indexOf("{{");
      if (open < 0) {
        sb.append(Pattern.quote(rest));
        break;
      }
      if (open > 0) {
        sb.append(Pattern.quote(rest.substring(0, open)));
      }
      rest = rest.substring(open + 2);
      int close = rest.indexOf("}}");
      if (close < 0) {
        return new Problem(offset, substring.length(), "found start of regex with no end '}}'");
      }
      String block = rest.substring(0, close);
      try {
        Pattern.compile(block);
      } catch (PatternSyntaxException ex) {
        return new Problem(offset, substring.length(), "invalid regex: " + ex.getDescription());
      }
      sb.append('(').append(block).append(')');
      rest = rest.substring(close + 2);
    }
    regex = Pattern.compile(sb.toString());
    return null;
  }

  private static Severity severity(String kind) {
    return switch (kind) {
      case "error" -> Severity.ERROR;
      case "warning" -> Severity.WARNING;
      case "remark" -> Severity.REMARK;
      default -> Severity.NOTE;
    };
  }
}
