package jopt.passmanager;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * One option of a pass, typed, with a default and a help line: MLIR's {@code Pass::Option}
 * and {@code Pass::ListOption}. Values are parsed from and printed to the pipeline syntax.
 */
public final class PassOption<T> {
  /** Parses one textual value; throws {@link IllegalArgumentException} with LLVM's wording. */
  public interface ValueParser<T> {
    T parse(String optionName, String text);
  }

  private final String name;
  private final String description;
  private final String valueLabel;
  private final ValueParser<T> parser;
  private final Function<T, String> printer;
  private final List<String> enumValues;
  private final List<String> enumHelp;
  private final T defaultValue;
  private T value;
  private boolean isList;
  /** List elements printed as they are (pass pipelines), not braced when they hold a comma. */
  private boolean rawListElements;
  private final List<T> values = new ArrayList<>();
  private boolean explicitlySet;

  private PassOption(String name, String description, String valueLabel, ValueParser<T> parser,
      Function<T, String> printer, T defaultValue, List<String> enumValues, List<String> enumHelp) {
    this.name = name;
    this.description = description;
    this.valueLabel = valueLabel;
    this.parser = parser;
    this.printer = printer;
    this.defaultValue = defaultValue;
    this.value = defaultValue;
    this.enumValues = enumValues;
    this.enumHelp = enumHelp;
  }

  public static PassOption<Boolean> ofBool(String name, String description, boolean dflt) {
    return new PassOption<>(name, description, null, PassOption::parseBool, String::valueOf,
        dflt, List.of(), List.of());
  }

  public static PassOption<Long> ofLong(String name, String description, long dflt) {
    return new PassOption<>(name, description, "long",
        (n, s) -> parseInteger(n, s, "long", Long.MIN_VALUE, Long.MAX_VALUE), String::valueOf,
        dflt, List.of(), List.of());
  }

  public static PassOption<Integer> ofInt(String name, String description, int dflt) {
    return new PassOption<>(name, description, "int",
        (n, s) -> (int) parseInteger(n, s, "int", Integer.MIN_VALUE, Integer.MAX_VALUE),
        String::valueOf, dflt, List.of(), List.of());
  }

  public static PassOption<Long> ofUnsigned(String name, String description, long dflt) {
    return new PassOption<>(name, description, "uint",
        (n, s) -> parseInteger(n, s, "uint", 0, 0xffffffffL), String::valueOf,
        dflt, List.of(), List.of());
  }

  public static PassOption<String> ofString(String name, String description, String dflt) {
    return new PassOption<>(name, description, "string", (n, s) -> s, s -> s, dflt,
        List.of(), List.of());
  }

  /** An option taking one of {@code values} (each with a help line in {@code help}). */
  public static PassOption<String> ofEnum(String name, String description, String dflt,
      List<String> values, List<String> help) {
    return new PassOption<>(name, description, "value", (n, s) -> {
      if (!values.contains(s)) {
        throw new PassOptionValueException(
            "for the --" + n + " option: Cannot find option named '" + s + "'!");
      }
      return s;
    }, s -> s, dflt, List.copyOf(values), List.copyOf(help));
  }

  /** A comma-separated list of strings ({@code disable-patterns=a,b}). */
  public static PassOption<String> stringList(String name, String description) {
    PassOption<String> o = new PassOption<>(name, description, "string", (n, s) -> s, s -> s,
        null, List.of(), List.of());
    o.isList = true;
    return o;
  }

  /** A comma-separated list of integers. */
  public static PassOption<Long> longList(String name, String description) {
    PassOption<Long> o = new PassOption<>(name, description, "long",
        (n, s) -> parseInteger(n, s, "long", Long.MIN_VALUE, Long.MAX_VALUE), String::valueOf,
        null, List.of(), List.of());
    o.isList = true;
    return o;
  }

  /**
   * A comma-separated list of pass pipelines anchored on an op ({@code func.func(cse),
   * func.func(canonicalize)}), MLIR's {@code ListOption<OpPassManager>}; {@code parser} reads
   * one (with the registry the pass knows).
   */
  public static PassOption<OpPassManager> passManagerList(String name, String description,
      ValueParser<OpPassManager> parser) {
    PassOption<OpPassManager> o = new PassOption<>(name, description, "pass-manager", parser,
        OpPassManager::toString, null, List.of(), List.of());
    o.isList = true;
    o.rawListElements = true;
    return o;
  }

  public String getName() {
    return name;
  }

  public String getDescription() {
    return description;
  }

  /** The label shown in help: {@code <long>}, {@code <string>}, {@code <value>}; null for flags. */
  public String getValueLabel() {
    return valueLabel;
  }

  public List<String> getEnumValues() {
    return enumValues;
  }

  public List<String> getEnumHelp() {
    return enumHelp;
  }

  public boolean isList() {
    return isList;
  }

  public boolean isFlag() {
    return valueLabel == null;
  }

  public T getValue() {
    return value;
  }

  public List<T> getValues() {
    return List.copyOf(values);
  }

  public boolean hasValue() {
    return explicitlySet;
  }

  public void setValue(T v) {
    value = v;
    explicitlySet = true;
  }

  /** Sets the option from its textual value ({@code null}: the option was given bare). */
  void parse(String text) {
    if (text == null) {
      if (!isFlag()) {
        throw new PassOptionValueException(
            "for the --" + name + " option: requires a value!");
      }
      setValue(parser.parse(name, "true"));
      return;
    }
    if (isList) {
      values.clear();
      for (String elt : OptionLexer.splitList(text)) {
        values.add(parser.parse(name, elt));
      }
      explicitlySet = true;
      return;
    }
    setValue(parser.parse(name, OptionLexer.unquote(text)));
  }

  /** {@code name=value}, or for lists {@code name={a,b}}, or "" for an empty list. */
  String print() {
    if (isList) {
      if (values.isEmpty()) {
        return "";
      }
      StringBuilder sb = new StringBuilder(name).append("={");
      for (int i = 0; i < values.size(); i++) {
        String v = printer.apply(values.get(i));
        sb.append(i == 0 ? "" : ",")
            .append(rawListElements ? v : v.indexOf(',') >= 0 ? "{" + v + "}" : escape(v));
      }
      return sb.append('}').toString();
    }
    return name + "=" + (value == null ? "" : escape(printer.apply(value)));
  }

  /**
   * Values with a space are printed in braces, so they re-parse as one value, unless a brace or
   * quote comes first (MLIR's printOptionValue: {@code canonicalize{a=1 b=2}} is printed as is).
   */
  private static String escape(String v) {
    int space = v.indexOf(' ');
    if (space < 0) {
      return v;
    }
    for (char c : new char[] {'{', '\'', '"'}) {
      int at = v.indexOf(c);
      if (at >= 0 && at < space) {
        return v;
      }
    }
    return "{" + v + "}";
  }

  void copyFrom(PassOption<?> other) {
    @SuppressWarnings("unchecked")
    PassOption<T> o = (PassOption<T>) other;
    value = o.value;
    values.clear();
    values.addAll(o.values);
    explicitlySet = o.explicitlySet;
  }

  private static Boolean parseBool(String name, String s) {
    switch (s) {
      case "true", "TRUE", "True", "1":
        return true;
      case "false", "FALSE", "False", "0":
        return false;
      default:
        throw new PassOptionValueException("for the --" + name + " option: '" + s
            + "' is invalid value for boolean argument! Try 0 or 1");
    }
  }

  private static long parseInteger(String name, String s, String kind, long min, long max) {
    try {
      long v;
      if (s.startsWith("0x") || s.startsWith("0X")) {
        v = Long.parseLong(s.substring(2), 16);
      } else {
        v = Long.parseLong(s);
      }
      if (v < min || v > max) {
        throw new NumberFormatException();
      }
      return v;
    } catch (NumberFormatException e) {
      throw new PassOptionValueException("for the --" + name + " option: '" + s
          + "' value invalid for " + kind + " argument!");
    }
  }
}
