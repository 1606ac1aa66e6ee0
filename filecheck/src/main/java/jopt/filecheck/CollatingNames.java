package jopt.filecheck;

import java.util.HashMap;
import java.util.Map;

/** The POSIX names of characters regcomp accepts in {@code [[.name.]]} and {@code [[=name=]]}. */
final class CollatingNames {
  private static final Map<String, Integer> NAMES = new HashMap<>();

  static {
    String[] controls = {"NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "alert", "backspace",
        "tab", "newline", "vertical-tab", "form-feed", "carriage-return", "SO", "SI", "DLE", "DC1",
        "DC2", "DC3", "DC4", "NAK", "SYN", "ETB", "CAN", "EM", "SUB", "ESC", "IS4", "IS3", "IS2",
        "IS1"};
    for (int i = 0; i < controls.length; i++) {
      NAMES.put(controls[i], i);
    }
    NAMES.put("BEL", 7);
    NAMES.put("BS", 8);
    NAMES.put("HT", 9);
    NAMES.put("LF", 10);
    NAMES.put("VT", 11);
    NAMES.put("FF", 12);
    NAMES.put("CR", 13);
    NAMES.put("FS", 28);
    NAMES.put("GS", 29);
    NAMES.put("RS", 30);
    NAMES.put("US", 31);
    String[] printable = {"space", "exclamation-mark", "quotation-mark", "number-sign",
        "dollar-sign", "percent-sign", "ampersand", "apostrophe", "left-parenthesis",
        "right-parenthesis", "asterisk", "plus-sign", "comma", "hyphen", "period", "slash", "zero",
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "colon",
        "semicolon", "less-than-sign", "equals-sign", "greater-than-sign", "question-mark",
        "commercial-at"};
    for (int i = 0; i < printable.length; i++) {
      NAMES.put(printable[i], 32 + i);
    }
    NAMES.put("hyphen-minus", (int) '-');
    NAMES.put("full-stop", (int) '.');
    NAMES.put("solidus", (int) '/');
    NAMES.put("left-square-bracket", (int) '[');
    NAMES.put("backslash", (int) '\\');
    NAMES.put("reverse-solidus", (int) '\\');
    NAMES.put("right-square-bracket", (int) ']');
    NAMES.put("circumflex", (int) '^');
    NAMES.put("circumflex-accent", (int) '^');
    NAMES.put("underscore", (int) '_');
    NAMES.put("low-line", (int) '_');
    NAMES.put("grave-accent", (int) '`');
    NAMES.put("left-brace", (int) '{');
    NAMES.put("left-curly-bracket", (int) '{');
    NAMES.put("vertical-line", (int) '|');
    NAMES.put("right-brace", (int) '}');
    NAMES.put("right-curly-bracket", (int) '}');
    NAMES.put("tilde", (int) '~');
    NAMES.put("DEL", 127);
  }

  private CollatingNames() {}

  static Integer lookup(String name) {
    return NAMES.get(name);
  }
}
