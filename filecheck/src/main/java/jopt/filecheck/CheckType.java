package jopt.filecheck;

/** A directive's kind, its -COUNT-n and its {LITERAL} modifier (Check::FileCheckType). */
record CheckType(Kind kind, int count, boolean literal) {
  enum Kind {
    NONE, PLAIN, NEXT, SAME, NOT, DAG, LABEL, EMPTY, COMMENT, EOF, BAD_NOT, BAD_COUNT, MISSPELLED
  }

  static CheckType of(Kind kind) {
    return new CheckType(kind, 1, false);
  }

  CheckType withLiteral() {
    return new CheckType(kind, count, true);
  }

  CheckType withKind(Kind k) {
    return new CheckType(k, count, literal);
  }

  /** How messages name it: {@code CHECK-NEXT}, {@code CHECK-COUNT}, {@code CHECK{LITERAL}}. */
  String description(String prefix) {
    String mods = literal ? "{LITERAL}" : "";
    return switch (kind) {
      case NONE -> "invalid";
      case MISSPELLED -> "misspelled";
      case PLAIN -> prefix + (count > 1 ? "-COUNT" : "") + mods;
      case NEXT -> prefix + "-NEXT" + mods;
      case SAME -> prefix + "-SAME" + mods;
      case NOT -> prefix + "-NOT" + mods;
      case DAG -> prefix + "-DAG" + mods;
      case LABEL -> prefix + "-LABEL" + mods;
      case EMPTY -> prefix + "-EMPTY" + mods;
      case COMMENT -> prefix;
      case EOF -> "implicit EOF";
      case BAD_NOT -> "bad NOT";
      case BAD_COUNT -> "bad COUNT";
    };
  }

  /** The label of its annotations in the input dump. */
  String abbreviation() {
    return switch (kind) {
      case PLAIN -> count > 1 ? "count" : "check";
      case NEXT -> "next";
      case SAME -> "same";
      case NOT -> "not";
      case DAG -> "dag";
      case LABEL -> "label";
      case EMPTY -> "empty";
      case COMMENT -> "com";
      case EOF -> "eof";
      case BAD_NOT -> "bad-not";
      case BAD_COUNT -> "bad-count";
      case MISSPELLED -> "misspelled";
      case NONE -> "none";
    };
  }
}
