package jopt.filecheck;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * FileCheck's options (FileCheckRequest plus the dump settings of the command). Mutable with
 * fluent setters: {@code new Options().checkPrefixes("CHECK", "EXEC").matchFullLines(true)}.
 */
public final class Options {
  /** --dump-input values, in LLVM's precedence order (a later one wins when repeated). */
  public enum DumpInput { NEVER, FAIL, ALWAYS, HELP }

  /** --dump-input-filter values, in precedence order. */
  public enum DumpFilter { ERROR, ANNOTATION, ANNOTATION_FULL, ALL }

  List<String> checkPrefixes = new ArrayList<>();
  List<String> commentPrefixes = new ArrayList<>();
  List<String> implicitCheckNot = new ArrayList<>();
  List<String> globalDefines = new ArrayList<>();
  boolean strictWhitespace;
  boolean ignoreCase;
  boolean allowEmpty;
  boolean allowUnusedPrefixes;
  boolean matchFullLines;
  boolean enableVarScope;
  boolean allowDeprecatedDagOverlap;
  boolean verbose;
  boolean verboseVerbose;
  DumpInput dumpInput = DumpInput.FAIL;
  DumpFilter dumpFilter;
  int dumpContext = 5;
  int dumpLabelWidth;
  /** Names shown in diagnostics for the check text and the input. */
  String checkFileName = "<check-file>";
  String inputFileName = "<stdin>";

  public Options checkPrefixes(String... prefixes) {
    checkPrefixes.addAll(Arrays.asList(prefixes));
    return this;
  }

  public Options commentPrefixes(String... prefixes) {
    commentPrefixes.addAll(Arrays.asList(prefixes));
    return this;
  }

  public Options implicitCheckNot(String pattern) {
    implicitCheckNot.add(pattern);
    return this;
  }

  /** {@code -D NAME=VALUE} or {@code -D #NAME=EXPR} (without the {@code -D}). */
  public Options define(String definition) {
    globalDefines.add(definition);
    return this;
  }

  public Options strictWhitespace(boolean v) {
    strictWhitespace = v;
    return this;
  }

  public Options ignoreCase(boolean v) {
    ignoreCase = v;
    return this;
  }

  public Options allowEmpty(boolean v) {
    allowEmpty = v;
    return this;
  }

  public Options allowUnusedPrefixes(boolean v) {
    allowUnusedPrefixes = v;
    return this;
  }

  public Options matchFullLines(boolean v) {
    matchFullLines = v;
    return this;
  }

  public Options enableVarScope(boolean v) {
    enableVarScope = v;
    return this;
  }

  public Options allowDeprecatedDagOverlap(boolean v) {
    allowDeprecatedDagOverlap = v;
    return this;
  }

  public Options verbose(boolean v) {
    verbose = v;
    return this;
  }

  public Options dumpInput(DumpInput v) {
    dumpInput = v;
    return this;
  }

  public Options dumpInputFilter(DumpFilter v) {
    dumpFilter = v;
    return this;
  }

  public Options dumpInputContext(int lines) {
    dumpContext = lines;
    return this;
  }

  public Options checkFileName(String name) {
    checkFileName = name;
    return this;
  }

  public Options inputFileName(String name) {
    inputFileName = name;
    return this;
  }

  DumpFilter effectiveFilter() {
    if (dumpFilter != null) {
      return dumpFilter;
    }
    return dumpInput == DumpInput.ALWAYS ? DumpFilter.ALL : DumpFilter.ERROR;
  }
}
