package jopt.filecheck;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * LLVM's FileCheck in Java: as a library ({@link #check}) and as the {@code FileCheck} command
 * ({@link #run}, {@link #main}). Behaves as LLVM 22's FileCheck: the same directives, options,
 * messages, input dump and exit codes.
 *
 * <pre>{@code
 * Result r = FileCheck.check(output, "CHECK: func.func @f\nCHECK-NEXT: return\n",
 *     new Options().checkFileName("test.mlir"));
 * assertTrue(r.passed(), r.message());
 * }</pre>
 */
public final class FileCheck {
  private FileCheck() {}

  /** Checks {@code input} against the directives in {@code checkText} with default options. */
  public static Result check(String input, String checkText) {
    return check(input, checkText, new Options());
  }

  /** Checks {@code input} against the directives in {@code checkText}. */
  public static Result check(String input, String checkText, Options options) {
    StringBuilder err = new StringBuilder();
    int code = execute(options, checkText.getBytes(StandardCharsets.UTF_8),
        input.getBytes(StandardCharsets.UTF_8), err, List.of("FileCheck"));
    return new Result(code, decode(err));
  }

  public static void main(String[] args) {
    System.exit(run(List.of(args), System.in, System.out, System.err,
        System.getenv("FILECHECK_OPTS"), Path.of("")));
  }

  /**
   * Runs the command: {@code args} without the program name, FILECHECK_OPTS's value (or null),
   * relative paths against {@code cwd}. Returns the exit code.
   */
  /** The version Maven built (resource version.txt, filtered at build time). */
  static String buildVersion() {
    try (InputStream in = FileCheck.class.getResourceAsStream("version.txt")) {
      return in == null ? "unknown" : new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).strip();
    } catch (java.io.IOException e) {
      return "unknown";
    }
  }

  public static int run(List<String> args, InputStream stdin, PrintStream out, PrintStream err,
      String fileCheckOpts, Path cwd) {
    CommandLine.Parsed p = CommandLine.parse(args, fileCheckOpts);
    if (p.error != null) {
      err.print(p.error);
      err.flush();
      return 1;
    }
    Options o = p.options;
    if (p.help) {
      out.print("USAGE: FileCheck [options] <check-file>\n");
      out.flush();
      return 0;
    }
    if (p.version) {
      // As LLVM's tools: the version, then a line about the build.
      out.print("jopt FileCheck " + buildVersion() + "\n  LLVM 22's FileCheck, in Java.\n");
      out.flush();
      return 0;
    }
    if (o.dumpInput == Options.DumpInput.HELP) {
      out.print(DumpHelp.TEXT);
      out.flush();
      return 0;
    }
    StringBuilder e = new StringBuilder();
    int code = runFiles(p, stdin, cwd, e, args);
    err.write(latin1Bytes(e), 0, e.length());
    err.flush();
    return code;
  }

  private static int runFiles(CommandLine.Parsed p, InputStream stdin, Path cwd, StringBuilder e,
      List<String> args) {
    Options o = p.options;
    if (p.checkFile == null || p.checkFile.isEmpty()) {
      e.append("<check-file> not specified\n");
      return 2;
    }
    byte[] check;
    byte[] input;
    boolean checkFromStdin = p.checkFile.equals("-");
    try {
      check = checkFromStdin ? stdin.readAllBytes() : Files.readAllBytes(cwd.resolve(p.checkFile));
    } catch (IOException ex) {
      e.append("Could not open check file '").append(p.checkFile).append("': ")
          .append(reason(ex)).append('\n');
      return 2;
    }
    String inputName = p.inputFile.equals("-") ? "<stdin>" : p.inputFile;
    try {
      input = p.inputFile.equals("-") ? (checkFromStdin ? new byte[0] : stdin.readAllBytes())
          : Files.readAllBytes(cwd.resolve(p.inputFile));
    } catch (IOException ex) {
      input = null;
      o.inputFileName = inputName;
      o.checkFileName = checkFromStdin ? "<stdin>" : p.checkFile;
      // LLVM reads the check file first: its errors win over a missing input.
      StringBuilder checkErrors = new StringBuilder();
      if (prepare(o, check, checkErrors) == null) {
        e.append(checkErrors);
        return 2;
      }
      e.append("Could not open input file '").append(inputName).append("': ")
          .append(reason(ex)).append('\n');
      return 2;
    }
    o.checkFileName = checkFromStdin ? "<stdin>" : p.checkFile;
    o.inputFileName = inputName;
    List<String> argv = new ArrayList<>();
    argv.add("FileCheck");
    argv.addAll(args);
    return execute(o, check, input, e, argv);
  }

  private static String reason(IOException ex) {
    if (ex instanceof NoSuchFileException) {
      return "No such file or directory";
    }
    if (ex instanceof java.nio.file.AccessDeniedException) {
      return "Permission denied";
    }
    if (ex.getMessage() != null && ex.getMessage().contains("directory")) {
      return "Is a directory";
    }
    return ex.getMessage();
  }

  /** The parsed check file, or null after printing why it is unusable. */
  private record Prepared(SourceFile checkFile, List<CheckString> checks, PatternContext ctx,
      CheckFileReader reader) {}

  private static Prepared prepare(Options o, byte[] checkBytes, StringBuilder err) {
    Messages msg = new Messages(err);
    if (!validatePrefixes(o, err)) {
      return null;
    }
    for (String g : o.globalDefines) {
      int eq = g.indexOf('=');
      if (eq < 0) {
        err.append("Missing equal sign in command-line definition '-D").append(g).append("'\n");
        return null;
      }
      if (eq == 0) {
        err.append("Missing variable name in command-line definition '-D").append(g).append("'\n");
        return null;
      }
    }
    SourceFile checkFile = new SourceFile(o.checkFileName,
        canonicalize(new String(checkBytes, StandardCharsets.ISO_8859_1), o.strictWhitespace));
    PatternContext ctx = new PatternContext();
    CheckFileReader reader = new CheckFileReader(o, ctx, msg);
    boolean defaultPrefix = o.checkPrefixes.isEmpty();
    List<String> prefixes = defaultPrefix ? List.of("CHECK") : o.checkPrefixes;
    List<String> comments = o.commentPrefixes.isEmpty() ? List.of("COM", "RUN") : o.commentPrefixes;
    try {
      List<CheckString> checks = reader.read(checkFile, prefixes, defaultPrefix, comments);
      return new Prepared(checkFile, checks, ctx, reader);
    } catch (Abort a) {
      return null;
    }
  }

  /** Runs FileCheck on bytes; appends what it prints to standard error, returns the exit code. */
  static int execute(Options o, byte[] checkBytes, byte[] inputBytes, StringBuilder err,
      List<String> argv) {
    StringBuilder sub = new StringBuilder();
    Prepared prep = prepare(o, checkBytes, sub);
    err.append(sub);
    if (prep == null) {
      // A missing "]" in a regex variable exits 1, every other check-file error 2.
      return sub.indexOf("missing closing \"]\" for regex variable") >= 0 ? 1 : 2;
    }
    if (inputBytes.length == 0 && !o.allowEmpty) {
      err.append("FileCheck error: '").append(o.inputFileName).append("' is empty.\n");
      err.append("FileCheck command line: ");
      for (String a : argv) {
        err.append(' ').append(a);
      }
      err.append('\n');
      return 2;
    }
    SourceFile input = new SourceFile(o.inputFileName,
        canonicalize(new String(inputBytes, StandardCharsets.ISO_8859_1), o.strictWhitespace));
    Messages msg = new Messages(err);
    List<Diag> diags = o.dumpInput == Options.DumpInput.NEVER ? null : new ArrayList<>();
    Reporter rep = new Reporter(o, input, msg, diags);
    boolean ok = new Checker(o, prep.ctx(), input, rep).checkInput(prep.checks());
    int code = ok ? 0 : 1;
    if (o.dumpInput == Options.DumpInput.ALWAYS || (code == 1 && o.dumpInput == Options.DumpInput.FAIL)) {
      err.append("\nInput file: ").append(o.inputFileName).append("\nCheck file: ")
          .append(o.checkFileName).append("\n\n-dump-input=help explains the following input dump.\n\n");
      InputDump.print(err, o, prep.checkFile(), prep.reader().implicitBuffers, diags, input.text);
    }
    return code;
  }

  private static boolean validatePrefixes(Options o, StringBuilder err) {
    Set<String> unique = new HashSet<>();
    if (o.checkPrefixes.isEmpty()) {
      unique.add("CHECK");
    }
    if (o.commentPrefixes.isEmpty()) {
      unique.add("COM");
      unique.add("RUN");
    }
    return validate("check", unique, o.checkPrefixes, err)
        && validate("comment", unique, o.commentPrefixes, err);
  }

  private static boolean validate(String kind, Set<String> unique, List<String> prefixes,
      StringBuilder err) {
    for (String p : prefixes) {
      if (p.isEmpty()) {
        err.append("error: supplied ").append(kind).append(" prefix must not be the empty string\n");
        return false;
      }
      if (!p.matches("[a-zA-Z0-9_-]*")) {
        err.append("error: supplied ").append(kind).append(" prefix must start with a letter and "
            + "contain only alphanumeric characters, hyphens, and underscores: '").append(p)
            .append("'\n");
        return false;
      }
      if (!unique.add(p)) {
        err.append("error: supplied ").append(kind)
            .append(" prefix must be unique among check and comment prefixes: '").append(p)
            .append("'\n");
        return false;
      }
    }
    return true;
  }

  /** CanonicalizeFile: drops the \r of \r\n and, unless strict, folds blanks to one space. */
  static String canonicalize(String s, boolean strict) {
    StringBuilder sb = new StringBuilder(s.length());
    int n = s.length();
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (c == '\r' && i + 1 < n && s.charAt(i + 1) == '\n') {
        continue;
      }
      if (strict || (c != ' ' && c != '\t')) {
        sb.append(c);
        continue;
      }
      sb.append(' ');
      while (i + 1 < n && (s.charAt(i + 1) == ' ' || s.charAt(i + 1) == '\t')) {
        i++;
      }
    }
    return sb.toString();
  }

  private static byte[] latin1Bytes(StringBuilder sb) {
    return sb.toString().getBytes(StandardCharsets.ISO_8859_1);
  }

  private static String decode(StringBuilder latin1) {
    return new String(latin1Bytes(latin1), StandardCharsets.UTF_8);
  }

  /** Reads a stream fully (for callers handing FileCheck a process's output). */
  static byte[] readAll(InputStream in) throws IOException {
    ByteArrayOutputStream b = new ByteArrayOutputStream();
    in.transferTo(b);
    return b.toByteArray();
  }
}
