package jopt.tools.common;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * A command line parsed as LLVM's cl parses mlir-opt's: long and short options alike take one
 * or two dashes ({@code -split-input-file}, {@code --o}), a value follows {@code =} or, for an
 * option that requires one, is the next argument; a flag takes {@code =true/false/1/0}; an
 * option may occur again (the last one counts, a list gathers them); {@code --} ends the
 * options and {@code -} alone is a positional argument. Errors are worded as cl words them.
 * Written for jopt's start-up: nothing here is reflective or loaded lazily.
 */
public final class OptionTable {
  /** How an option takes its value (LLVM's ValueExpected and the option's type). */
  public enum Kind {
    /** A boolean: bare, or {@code =true/false/1/0}. */
    FLAG,
    /** A flag that takes no value at all (cl's ValueDisallowed: --help, --version). */
    FLAG_NO_VALUE,
    /** A string: {@code =value} or the next argument. */
    VALUE,
    /** A string given only with {@code =}; bare, the option has its default. */
    VALUE_OPTIONAL,
    /** Comma-separated strings, as VALUE; every occurrence adds to the list. */
    LIST,
    /**
     * One of the option's named values, given only with {@code =}; bare, the value named ""
     * (cl's enum option whose "" value makes it usable as a flag).
     */
    ENUM
  }

  /** A value an ENUM option accepts ("" for the bare option) and what help says of it. */
  public record EnumValue(String name, String description) {}

  /**
   * One option: its names without dashes (the first is the one errors and help print), its
   * kind, the label of its value in help, its description, and whether help lists it.
   */
  public record Option(List<String> names, Kind kind, String valueLabel, String description,
      boolean hidden, List<EnumValue> values) {
    Option(List<String> names, Kind kind, String valueLabel, String description,
        boolean hidden) {
      this(names, kind, valueLabel, description, hidden, List.of());
    }

    public String name() {
      return names.get(0);
    }

    boolean accepts(String value) {
      for (EnumValue v : values) {
        if (v.name().equals(value)) {
          return true;
        }
      }
      return false;
    }
  }

  /** One option as it occurred, with its value ("" for a bare flag, as LLVM reads it). */
  public record Occurrence(Option option, String value) {}

  /** A parse that failed; the message is what the tool prints, program name included. */
  public static final class Error extends Exception {
    private static final long serialVersionUID = 1L;

    Error(String message) {
      super(message, null, false, false);
    }
  }

  private final String programName;
  private final int maxPositionals;
  private final Map<String, Option> byName = new HashMap<>();
  private final List<Option> options = new ArrayList<>();
  /** Names of cl::Grouping options: a prefix of an unknown argument, they take its rest. */
  private final java.util.Set<String> grouping = new java.util.HashSet<>();
  /** Options that act as soon as they occur (cl's --help and --version print and exit). */
  private final java.util.Set<Option> immediate = new java.util.HashSet<>();

  public OptionTable(String programName, int maxPositionals) {
    this.programName = programName;
    this.maxPositionals = maxPositionals;
  }

  String programName() {
    return programName;
  }

  /** Adds an option; a name already taken is a programming error. */
  public OptionTable add(Kind kind, String valueLabel, String description, boolean hidden,
      String... names) {
    return add(new Option(List.of(names), kind, valueLabel, description, hidden));
  }

  /** Adds an ENUM option of one name that accepts {@code values}. */
  public OptionTable enumeration(String name, String description, EnumValue... values) {
    return add(new Option(List.of(name), Kind.ENUM, "value", description, false,
        List.of(values)));
  }

  private OptionTable add(Option o) {
    for (String n : o.names()) {
      if (byName.putIfAbsent(n, o) != null) {
        throw new IllegalArgumentException("option '" + n + "' registered twice");
      }
    }
    options.add(o);
    return this;
  }

  /**
   * Marks option names as cl's Grouping options ({@code -o}, {@code -p}, {@code -h} in
   * mlir-opt-22): an unknown argument that starts with one is read as it grouped with more.
   */
  public OptionTable grouping(String... names) {
    grouping.addAll(List.of(names));
    return this;
  }

  /** Marks options that end parsing where they occur (help, version), as cl's printers exit. */
  public OptionTable immediate(String... names) {
    for (String n : names) {
      immediate.add(byName.get(n));
    }
    return this;
  }

  public OptionTable flag(String name, String description) {
    return add(Kind.FLAG, null, description, false, name);
  }

  /** The options in the order they were added. */
  List<Option> options() {
    return options;
  }

  public Option lookup(String name) {
    return byName.get(name);
  }

  /**
   * Parses {@code args}. As cl, every bad argument is reported (unknown ones with a guess) and
   * parsing goes on; an immediate option ends it, with the errors so far in {@link
   * Parsed#errors()} for the tool to print first.
   *
   * @throws Error with every message when an argument was bad and no immediate option came
   */
  public Parsed parse(String[] args) throws Error {
    List<String> positionals = new ArrayList<>();
    List<Occurrence> occurrences = new ArrayList<>();
    List<String> errors = new ArrayList<>();
    boolean positionalOnly = false;
    for (int i = 0; i < args.length; i++) {
      String arg = args[i];
      if (positionalOnly || arg.length() < 2 || arg.charAt(0) != '-') {
        positionals.add(arg);
        continue;
      }
      if (arg.equals("--")) {
        positionalOnly = true;
        continue;
      }
      String body = arg.substring(arg.charAt(1) == '-' ? 2 : 1);
      int eq = body.indexOf('=');
      String name = eq < 0 ? body : body.substring(0, eq);
      String value = eq < 0 ? null : body.substring(eq + 1);
      Option o = byName.get(name);
      if (o == null) {
        Option grouped = handleGrouped(arg, name, value, occurrences, errors);
        if (grouped != null && immediate.contains(grouped)) {
          return new Parsed(positionals, occurrences, String.join("\n", errors));
        }
        continue;
      }
      String error = null;
      switch (o.kind()) {
        case FLAG:
          if (value != null && parseBool(value) == null) {
            error = optionError(o, "'" + value + "' is invalid value for boolean argument! Try 0 or 1");
          }
          break;
        case VALUE:
        case LIST:
          if (value == null) {
            if (i + 1 >= args.length) {
              error = optionError(o, "requires a value!");
              break;
            }
            value = args[++i];
          }
          break;
        case FLAG_NO_VALUE:
          if (value != null) {
            error = optionError(o, "does not allow a value! '" + value + "' specified.");
          }
          break;
        case VALUE_OPTIONAL:
          break;
        case ENUM:
          if (value == null) {
            value = "";
          }
          if (!o.accepts(value)) {
            error = optionError(o, "Cannot find option named '" + value + "'!");
          }
          break;
        default:
          throw new AssertionError(o.kind());
      }
      if (error != null) {
        errors.add(error);
        continue;
      }
      occurrences.add(new Occurrence(o, value == null ? "" : value));
      if (immediate.contains(o)) {
        return new Parsed(positionals, occurrences, String.join("\n", errors));
      }
    }
    if (positionals.size() > maxPositionals) {
      errors.add(programName + ": Too many positional arguments specified!\n"
          + "Can specify at most " + maxPositionals + " positional arguments: See: "
          + programName + " --help");
    }
    if (!errors.isEmpty()) {
      throw new Error(String.join("\n", errors));
    }
    return new Parsed(positionals, occurrences, "");
  }

  /**
   * cl's HandlePrefixedOrGroupedOption for an unknown argument: the longest prefix of {@code
   * name} that is a grouping option takes the rest; one that needs a value cannot (an error),
   * a flag occurs and the rest is read the same way. Reports the unknown argument (guessing from
   * what is left of the name, as cl) unless an immediate option ended it; returns the last
   * grouping option that occurred, or null.
   */
  private Option handleGrouped(String arg, String name, String value, List<Occurrence> occurrences,
      List<String> errors) {
    String rest = name;
    Option last = null;
    while (true) {
      String prefix = longestGroupingPrefix(rest);
      if (prefix == null) {
        break;
      }
      Option o = byName.get(prefix);
      if (o.kind() == Kind.VALUE || o.kind() == Kind.LIST) {
        // cl names the option as typed: an alias (-p) is an option of its own there.
        errors.add(programName + ": for the " + spell(prefix) + " option: may not occur within a group!");
        errors.add(unknown(arg, prefix, null));
        return last;
      }
      occurrences.add(new Occurrence(o, ""));
      last = o;
      if (immediate.contains(o)) {
        return o;
      }
      rest = rest.substring(prefix.length());
    }
    errors.add(unknown(arg, rest, rest.equals(name) ? value : null));
    return last;
  }

  /** The longest proper prefix of {@code name} that names a grouping option, or null. */
  private String longestGroupingPrefix(String name) {
    for (int len = name.length() - 1; len >= 1; len--) {
      String prefix = name.substring(0, len);
      if (grouping.contains(prefix) && byName.containsKey(prefix)) {
        return prefix;
      }
    }
    return null;
  }

  /** cl's spelling of an option in messages: one dash for a one-letter name, else two. */
  public static String spell(String name) {
    return (name.length() == 1 ? "-" : "--") + name;
  }

  private String optionError(Option o, String message) {
    return programName + ": for the " + spell(o.name()) + " option: " + message;
  }

  /**
   * cl's message for an unknown option, with its guess (LookupNearestOption): the option name
   * nearest by edit distance to the name typed (the first of equals, in the order added; cl's
   * is the first in its hash table), with the value typed after {@code =} kept. An option that
   * takes no value is compared with the whole argument, value included. There is no limit to
   * the distance: cl always guesses.
   */
  private String unknown(String arg, String name, String value) {
    StringBuilder sb = new StringBuilder();
    sb.append(programName).append(": Unknown command line argument '").append(arg)
        .append("'.  Try: '").append(programName).append(" --help'");
    String best = null;
    int bestDistance = Integer.MAX_VALUE;
    String whole = value == null ? name : name + "=" + value;
    for (Option o : options) {
      boolean permitValue = o.kind() != Kind.FLAG_NO_VALUE;
      for (String n : o.names()) {
        int d = editDistance(n, permitValue ? name : whole);
        if (d < bestDistance) {
          bestDistance = d;
          best = value == null || !permitValue ? n : n + "=" + value;
        }
      }
    }
    if (best != null) {
      sb.append('\n').append(programName).append(": Did you mean '").append(spell(best))
          .append("'?");
    }
    return sb.toString();
  }

  /** Levenshtein distance (insertions, deletions and replacements cost one). */
  static int editDistance(String a, String b) {
    int[] prev = new int[b.length() + 1];
    int[] cur = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      prev[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      cur[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int replace = prev[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
        cur[j] = Math.min(replace, Math.min(prev[j], cur[j - 1]) + 1);
      }
      int[] t = prev;
      prev = cur;
      cur = t;
    }
    return prev[b.length()];
  }

  /** cl's boolean values: true, TRUE, True, 1 and the empty string; false, FALSE, False, 0. */
  static Boolean parseBool(String v) {
    switch (v) {
      case "":
      case "true":
      case "TRUE":
      case "True":
      case "1":
        return Boolean.TRUE;
      case "false":
      case "FALSE":
      case "False":
      case "0":
        return Boolean.FALSE;
      default:
        return null;
    }
  }

  /** A parsed command line. */
  public static final class Parsed {
    private final List<String> positionals;
    private final List<Occurrence> occurrences;
    private final String errors;
    // By identity: a record's own hashCode is linked at its first call (invokedynamic, about
    // 5 ms of start-up that no archive saves).
    private final Map<Option, Occurrence> last = new IdentityHashMap<>();

    private Parsed(List<String> positionals, List<Occurrence> occurrences, String errors) {
      this.errors = errors;
      this.positionals = List.copyOf(positionals);
      this.occurrences = List.copyOf(occurrences);
      for (Occurrence oc : occurrences) {
        last.put(oc.option(), oc);
      }
    }

    /**
     * The errors reported before an immediate option ended parsing ("" for none), for the tool
     * to print before acting on it, as cl printed them while parsing.
     */
    public String errors() {
      return errors;
    }

    /** The positional arguments, in order. */
    List<String> positionals() {
      return positionals;
    }

    public String positional(int index, String defaultValue) {
      return index < positionals.size() ? positionals.get(index) : defaultValue;
    }

    /** Every option occurrence, in command-line order. */
    public List<Occurrence> occurrences() {
      return occurrences;
    }

    public boolean isSet(Option o) {
      return last.containsKey(o);
    }

    /** A flag's last value, or {@code defaultValue} when it did not occur. */
    public boolean flag(Option o, boolean defaultValue) {
      Occurrence oc = last.get(o);
      return oc == null ? defaultValue : parseBool(oc.value());
    }

    /** An option's last value, or {@code defaultValue} when it did not occur. */
    public String value(Option o, String defaultValue) {
      Occurrence oc = last.get(o);
      return oc == null ? defaultValue : oc.value();
    }

    /** A list option's values: every occurrence, split at commas. */
    public List<String> list(Option o) {
      List<String> out = new ArrayList<>();
      for (Occurrence oc : occurrences) {
        if (oc.option() == o) {
          for (String s : oc.value().split(",", -1)) {
            out.add(s);
          }
        }
      }
      return out;
    }
  }
}
