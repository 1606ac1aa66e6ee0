package jopt.filecheck;

/** What {@code --dump-input=help} prints (without colors). */
final class DumpHelp {
  private DumpHelp() {}

  static final String TEXT = """
      The following description was requested by -dump-input=help to
      explain the input dump printed by FileCheck.

      Related command-line options:

        - -dump-input=<value> enables or disables the input dump
        - -dump-input-filter=<value> filters the input lines
        - -dump-input-context=<N> adjusts the context of filtered lines
        - -v and -vv add more annotations
        - -color forces colors to be enabled both in the dump and below
        - -help documents the above options in more detail

      These options can also be set via FILECHECK_OPTS.  For example, for
      maximum debugging output on failures:

        $ FILECHECK_OPTS='-dump-input-filter=all -vv -color' ninja check

      Input dump annotation format:

        - L:     labels line number L of the input file
                 An extra space is added after each input line to represent the
                 newline character
        - T:L    labels the only match result for either (1) a pattern of type T from
                 line L of the check file if L is an integer or (2) the I-th implicit
                 pattern if L is "imp" followed by an integer I (index origin one)
        - T:L'N  labels the Nth match result for such a pattern
        - ^~~    marks good match (reported if -v)
        - !~~    marks bad match, such as:
                 - CHECK-NEXT on same line as previous match (error)
                 - CHECK-NOT found (error)
                 - CHECK-DAG overlapping match (discarded, reported if -vv)
        - X~~    marks search range when no match is found, such as:
                 - CHECK-NEXT not found (error)
                 - CHECK-NOT not found (success, reported if -vv)
                 - CHECK-DAG not found after discarded matches (error)
        - ?      marks fuzzy match when no match is found
        - colors success, error, fuzzy match, discarded match, unmatched input

      If you are not seeing color above or in input dumps, try: -color
      """;
}
