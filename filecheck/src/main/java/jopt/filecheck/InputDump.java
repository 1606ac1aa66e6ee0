package jopt.filecheck;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The annotated input dump of {@code --dump-input} as LLVM 22's FileCheck prints it: every
 * input line numbered, under it one line per annotation ({@code check:3'1  ^~~}, {@code X~~
 * error: no match found}, ...), lines outside the filter's context elided.
 */
final class InputDump {
  private record Marker(char lead, String note, boolean filtersAsError) {}

  private static final class Annotation {
    int diagIndex;
    String label;
    boolean firstLine;
    int inputLine;
    int startCol;
    int endCol;
    Marker marker;
  }

  private InputDump() {}

  private static Marker marker(Diag.MatchType t) {
    return switch (t) {
      case FOUND_AND_EXPECTED -> new Marker('^', "", false);
      case FOUND_BUT_EXCLUDED -> new Marker('!', "error: no match expected", true);
      case FOUND_BUT_WRONG_LINE -> new Marker('!', "error: match on wrong line", true);
      case FOUND_BUT_DISCARDED -> new Marker('!', "discard: overlaps earlier match", false);
      case FOUND_ERROR_NOTE -> new Marker('!', "error: unknown error after match", true);
      case NONE_AND_EXCLUDED -> new Marker('X', "", false);
      case NONE_BUT_EXPECTED -> new Marker('X', "error: no match found", true);
      case NONE_FOR_INVALID_PATTERN ->
          new Marker('X', "error: match failed for invalid pattern", true);
      case FUZZY -> new Marker('?', "possible intended match", true);
    };
  }

  static void print(StringBuilder out, Options req, SourceFile checkFile,
      List<SourceFile> implicitBuffers, List<Diag> diags, String inputText) {
    Map<Loc, Integer> countPerPattern = new HashMap<>();
    for (Diag d : diags) {
      countPerPattern.merge(d.checkLoc(), 1, Integer::sum);
    }
    Map<Loc, Integer> indexPerPattern = new HashMap<>();
    List<Annotation> annotations = new ArrayList<>();
    int labelWidth = 0;
    int diagIndex = 0;
    for (Diag d : diags) {
      Annotation a = new Annotation();
      a.diagIndex = diagIndex++;
      StringBuilder label = new StringBuilder(d.checkType().abbreviation()).append(':');
      SourceFile f = d.checkLoc().file();
      if (f == checkFile) {
        label.append(f.line(d.checkLoc().offset()));
      } else {
        label.append("imp").append(implicitBuffers.indexOf(f) + 1);
      }
      if (countPerPattern.get(d.checkLoc()) > 1) {
        int i = indexPerPattern.merge(d.checkLoc(), 1, Integer::sum) - 1;
        label.append('\'').append(i);
      }
      a.label = label.toString();
      labelWidth = Math.max(labelWidth, a.label.length());
      Marker m = marker(d.matchType());
      if (d.note() != null && !d.note().isEmpty()) {
        char lead = d.startLine() == d.endLine() && d.startCol() == d.endCol() ? ' ' : m.lead();
        m = new Marker(lead, d.note(), m.filtersAsError());
      }
      if (d.matchType() == Diag.MatchType.FOUND_ERROR_NOTE) {
        m = new Marker(m.lead(), "error: " + m.note(), m.filtersAsError());
      }
      a.marker = m;
      a.firstLine = true;
      a.inputLine = d.startLine();
      a.startCol = d.startCol();
      if (d.startLine() == d.endLine()) {
        a.endCol = Math.max(d.startCol() + 1, d.endCol());
        annotations.add(a);
      } else {
        a.endCol = Integer.MAX_VALUE;
        annotations.add(a);
        for (int l = d.startLine() + 1; l <= d.endLine(); l++) {
          if (d.endCol() == 1 && l == d.endLine()) {
            break;
          }
          Annotation b = new Annotation();
          b.diagIndex = a.diagIndex;
          b.label = a.label;
          b.firstLine = false;
          b.inputLine = l;
          b.marker = new Marker('~', "", m.filtersAsError());
          b.startCol = 1;
          b.endCol = l != d.endLine() ? Integer.MAX_VALUE : d.endCol();
          annotations.add(b);
        }
      }
    }
    annotations.sort(Comparator.<Annotation>comparingInt(x -> x.inputLine)
        .thenComparingInt(x -> x.diagIndex).thenComparingInt(x -> x.startCol));
    dump(out, req, inputText, annotations, labelWidth);
  }

  private static void dump(StringBuilder out, Options req, String text,
      List<Annotation> annotations, int labelWidth) {
    out.append("Input was:\n<<<<<<\n");
    int lineCount = 0;
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) == '\n') {
        lineCount++;
      }
    }
    if (text.isEmpty() || text.charAt(text.length() - 1) != '\n') {
      lineCount++;
    }
    int lineNoWidth = String.valueOf(lineCount).length();
    labelWidth = Math.max(labelWidth, lineNoWidth) + 3;
    labelWidth = Math.max(labelWidth, req.dumpLabelWidth);
    Options.DumpFilter filter = req.effectiveFilter();
    int context = req.dumpContext;
    int prevInFilter = 0;
    long nextInFilter = 0;
    StringBuilder elided = new StringBuilder();
    int ptr = 0;
    int ai = 0;
    for (int line = 1; ptr < text.length() || ai < annotations.size(); line++) {
      if (nextInFilter < line) {
        nextInFilter = findInFilter(filter, line, annotations, ai);
      }
      if (nextInFilter == line) {
        prevInFilter = line;
      }
      StringBuilder os;
      if ((prevInFilter == 0 || prevInFilter + context < line)
          && (nextInFilter == Long.MAX_VALUE || line + context < nextInFilter)) {
        os = elided;
      } else {
        os = out;
        flushElided(out, elided, labelWidth);
      }
      os.append(pad(String.valueOf(line), labelWidth, true)).append(": ");
      int lineStart = ptr;
      boolean newline = false;
      while (ptr < text.length() && !newline) {
        char c = text.charAt(ptr++);
        if (c == '\n') {
          newline = true;
          os.append(' ');
        } else {
          os.append(c);
        }
      }
      os.append('\n');
      int width = ptr - lineStart;
      while (ai < annotations.size() && annotations.get(ai).inputLine == line) {
        Annotation a = annotations.get(ai);
        os.append(pad(a.label, labelWidth, false)).append("  ");
        int col;
        for (col = 1; col < a.startCol; col++) {
          os.append(' ');
        }
        os.append(a.marker.lead());
        for (col++; col < a.endCol && col <= width; col++) {
          os.append('~');
        }
        if (!a.marker.note().isEmpty()) {
          for (; col <= width; col++) {
            os.append(' ');
          }
          os.append(' ').append(a.marker.note());
        }
        os.append('\n');
        ai++;
      }
    }
    flushElided(out, elided, labelWidth);
    out.append(">>>>>>\n");
  }

  private static long findInFilter(Options.DumpFilter filter, int line, List<Annotation> as,
      int from) {
    if (filter == Options.DumpFilter.ALL) {
      return line;
    }
    for (int i = from; i < as.size(); i++) {
      Annotation a = as.get(i);
      switch (filter) {
        case ANNOTATION_FULL:
          return a.inputLine;
        case ANNOTATION:
          if (a.firstLine) {
            return a.inputLine;
          }
          break;
        default:
          if (a.firstLine && a.marker.filtersAsError()) {
            return a.inputLine;
          }
      }
    }
    return Long.MAX_VALUE;
  }

  private static void flushElided(StringBuilder out, StringBuilder elided, int labelWidth) {
    if (elided.length() == 0) {
      return;
    }
    long lines = elided.chars().filter(c -> c == '\n').count();
    if (3 < lines) {
      for (int i = 0; i < 3; i++) {
        out.append(pad(".", labelWidth, true)).append('\n');
      }
    } else {
      out.append(elided);
    }
    elided.setLength(0);
  }

  private static String pad(String s, int width, boolean right) {
    if (s.length() >= width) {
      return s;
    }
    String spaces = " ".repeat(width - s.length());
    return right ? spaces + s : s + spaces;
  }
}
