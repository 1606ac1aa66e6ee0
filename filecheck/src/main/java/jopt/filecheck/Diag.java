package jopt.filecheck;

/**
 * One result or note about a pattern, kept for the input dump (FileCheckDiag): which check,
 * what kind of outcome, the input range (1-based lines and columns, end exclusive) and a note.
 */
record Diag(CheckType checkType, Loc checkLoc, MatchType matchType, int startLine, int startCol,
    int endLine, int endCol, String note) {

  enum MatchType {
    FOUND_AND_EXPECTED, FOUND_BUT_EXCLUDED, FOUND_BUT_WRONG_LINE, FOUND_BUT_DISCARDED,
    FOUND_ERROR_NOTE, NONE_AND_EXCLUDED, NONE_BUT_EXPECTED, NONE_FOR_INVALID_PATTERN, FUZZY
  }

  static Diag of(SourceFile input, CheckType type, Loc checkLoc, MatchType m, int start, int end,
      String note) {
    return new Diag(type, checkLoc, m, input.line(start), input.column(start), input.line(end),
        input.column(end), note);
  }

  Diag withMatchType(MatchType m) {
    return new Diag(checkType, checkLoc, m, startLine, startCol, endLine, endCol, note);
  }
}
