package jopt.filecheck;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * FileCheck's command line as LLVM's cl library reads it: one or two dashes, {@code -opt=value}
 * or {@code -opt value}, comma-separated prefix lists, {@code -DNAME=VALUE} with the value
 * attached, boolean flags with an optional {@code =true/false}, options from FILECHECK_OPTS
 * before the arguments, {@code --} ending the options.
 */
final class CommandLine {
  /** The parsed command, or the error cl printed (exit code 1). */
  static final class Parsed {
    final Options options = new Options();
    String checkFile;
    String inputFile = "-";
    boolean help;
    boolean version;
    String error;
  }

  private CommandLine() {}

  static Parsed parse(List<String> args, String envOpts) {
    List<String> all = new ArrayList<>();
    if (envOpts != null) {
      all.addAll(tokenize(envOpts));
    }
    all.addAll(args);
    Parsed p = new Parsed();
    Options o = p.options;
    List<Options.DumpInput> dumps = new ArrayList<>();
    List<Options.DumpFilter> filters = new ArrayList<>();
    int context = -1;
    boolean optionsEnded = false;
    for (int i = 0; i < all.size(); i++) {
      String a = all.get(i);
      if (optionsEnded || !a.startsWith("-") || a.equals("-")) {
        if (p.checkFile != null) {
          p.error = "FileCheck: Too many positional arguments specified!\n"
              + "Can specify at most 1 positional arguments: See: FileCheck --help\n";
          return p;
        }
        p.checkFile = a;
        continue;
      }
      if (a.equals("--")) {
        optionsEnded = true;
        continue;
      }
      String body = a.startsWith("--") ? a.substring(2) : a.substring(1);
      if (body.startsWith("D")) {
        String v = body.substring(1);
        if (v.isEmpty()) {
          p.error = "FileCheck: for the -D option: requires a value!\n";
          return p;
        }
        o.globalDefines.add(v);
        continue;
      }
      int eq = body.indexOf('=');
      String name = eq < 0 ? body : body.substring(0, eq);
      String value = eq < 0 ? null : body.substring(eq + 1);
      switch (name) {
        case "check-prefix", "check-prefixes", "comment-prefixes", "implicit-check-not",
            "input-file", "dump-input", "dump-input-filter", "dump-input-context",
            "dump-input-label-width" -> {
          if (value == null) {
            if (i + 1 >= all.size()) {
              p.error = "FileCheck: for the " + dashes(name) + name + " option: requires a value!\n";
              return p;
            }
            value = all.get(++i);
          }
          switch (name) {
            // LLVM 22: only --check-prefixes is comma-separated; --check-prefix takes one prefix.
            case "check-prefix" -> o.checkPrefixes.add(value);
            case "check-prefixes" -> o.checkPrefixes.addAll(List.of(value.split(",", -1)));
            case "comment-prefixes" -> o.commentPrefixes.addAll(List.of(value.split(",", -1)));
            case "implicit-check-not" -> o.implicitCheckNot.add(value);
            case "input-file" -> p.inputFile = value;
            case "dump-input" -> {
              Options.DumpInput d = switch (value) {
                case "help" -> Options.DumpInput.HELP;
                case "always" -> Options.DumpInput.ALWAYS;
                case "fail" -> Options.DumpInput.FAIL;
                case "never" -> Options.DumpInput.NEVER;
                default -> null;
              };
              if (d == null) {
                p.error = "FileCheck: for the " + dashes("dump-input") + "dump-input option: Cannot find option named '"
                    + value + "'!\n";
                return p;
              }
              dumps.add(d);
            }
            case "dump-input-filter" -> {
              Options.DumpFilter f = switch (value) {
                case "all" -> Options.DumpFilter.ALL;
                case "annotation-full" -> Options.DumpFilter.ANNOTATION_FULL;
                case "annotation" -> Options.DumpFilter.ANNOTATION;
                case "error" -> Options.DumpFilter.ERROR;
                default -> null;
              };
              if (f == null) {
                p.error = "FileCheck: for the " + dashes("dump-input-filter")
                    + "dump-input-filter option: Cannot find option named '" + value + "'!\n";
                return p;
              }
              filters.add(f);
            }
            default -> {
              int n;
              try {
                n = Integer.parseInt(value);
              } catch (NumberFormatException e) {
                p.error = "FileCheck: for the " + dashes(name) + name + " option: '" + value
                    + "' value invalid for uint argument!\n";
                return p;
              }
              if (name.equals("dump-input-context")) {
                context = Math.max(context, n);
              } else {
                o.dumpLabelWidth = n;
              }
            }
          }
        }
        case "strict-whitespace", "ignore-case", "allow-empty", "allow-unused-prefixes",
            "match-full-lines", "enable-var-scope", "allow-deprecated-dag-overlap", "v", "vv",
            "color", "help", "version" -> {
          Boolean b = value == null ? Boolean.TRUE : bool(value);
          if (b == null) {
            p.error = "FileCheck: for the " + dashes(name) + name + " option: '" + value
                + "' is invalid value for boolean argument! Try 0 or 1\n";
            return p;
          }
          switch (name) {
            case "strict-whitespace" -> o.strictWhitespace = b;
            case "ignore-case" -> o.ignoreCase = b;
            case "allow-empty" -> o.allowEmpty = b;
            case "allow-unused-prefixes" -> o.allowUnusedPrefixes = b;
            case "match-full-lines" -> o.matchFullLines = b;
            case "enable-var-scope" -> o.enableVarScope = b;
            case "allow-deprecated-dag-overlap" -> o.allowDeprecatedDagOverlap = b;
            case "v" -> o.verbose = b;
            case "vv" -> o.verboseVerbose = b;
            case "help" -> p.help = b;
            case "version" -> p.version = b;
            default -> { }
          }
        }
        default -> {
          p.error = "FileCheck: Unknown command line argument '" + a + "'.  Try: 'FileCheck --help'\n";
          return p;
        }
      }
    }
    if (!dumps.isEmpty()) {
      o.dumpInput = dumps.stream().max(Enum::compareTo).get();
    }
    if (!filters.isEmpty()) {
      o.dumpFilter = filters.stream().max(Enum::compareTo).get();
    }
    if (context >= 0) {
      o.dumpContext = context;
    }
    if (o.verboseVerbose) {
      o.verbose = true;
    }
    return p;
  }

  /** How cl names an option in errors: {@code -D}, {@code --input-file}. */
  private static String dashes(String name) {
    return name.length() == 1 ? "-" : "--";
  }

  private static Boolean bool(String v) {
    return switch (v.toLowerCase(Locale.ROOT)) {
      case "true", "1" -> Boolean.TRUE;
      case "false", "0" -> Boolean.FALSE;
      default -> null;
    };
  }

  /** TokenizeGNUCommandLine: whitespace-separated, with quotes and backslash escapes. */
  static List<String> tokenize(String s) {
    List<String> out = new ArrayList<>();
    StringBuilder cur = null;
    char quote = 0;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (quote != 0) {
        if (c == quote) {
          quote = 0;
        } else if (c == '\\' && quote == '"' && i + 1 < s.length()
            && (s.charAt(i + 1) == '"' || s.charAt(i + 1) == '\\')) {
          cur.append(s.charAt(++i));
        } else {
          cur.append(c);
        }
        continue;
      }
      if (Character.isWhitespace(c)) {
        if (cur != null) {
          out.add(cur.toString());
          cur = null;
        }
        continue;
      }
      if (cur == null) {
        cur = new StringBuilder();
      }
      if (c == '\'' || c == '"') {
        quote = c;
      } else if (c == '\\' && i + 1 < s.length()) {
        cur.append(s.charAt(++i));
      } else {
        cur.append(c);
      }
    }
    if (cur != null) {
      out.add(cur.toString());
    }
    return out;
  }
}
