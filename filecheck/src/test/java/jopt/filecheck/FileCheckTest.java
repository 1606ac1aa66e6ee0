package jopt.filecheck;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * One test (or a few) per FileCheck feature, with the exit codes and messages LLVM 22's
 * FileCheck gives for the same check text and input.
 */
class FileCheckTest {
  private static Result check(String input, String checks, Options o) {
    return FileCheck.check(input, checks, o.checkFileName("t.txt").dumpInput(Options.DumpInput.NEVER));
  }

  private static Result check(String input, String checks) {
    return check(input, checks, new Options());
  }

  private static void passes(String input, String checks, Options o) {
    Result r = check(input, checks, o);
    assertEquals(0, r.exitCode(), r.message());
  }

  private static void passes(String input, String checks) {
    passes(input, checks, new Options());
  }

  private static Result fails(String input, String checks, Options o) {
    Result r = check(input, checks, o);
    assertEquals(1, r.exitCode(), r.message());
    return r;
  }

  private static Result fails(String input, String checks) {
    return fails(input, checks, new Options());
  }

  @Test
  void versionOption() {
    var out = new java.io.ByteArrayOutputStream();
    var err = new java.io.ByteArrayOutputStream();
    int code = FileCheck.run(java.util.List.of("--version"), java.io.InputStream.nullInputStream(),
        new java.io.PrintStream(out), new java.io.PrintStream(err), null, java.nio.file.Path.of("."));
    assertEquals(0, code);
    assertThat(out.toString()).matches("jopt FileCheck \\d+\\.\\d+\\.\\d+\\S*\n  LLVM 22's FileCheck, in Java\\.\n");
    assertThat(err.toString()).isEmpty();
  }

  @Test
  void plainCheckAndItsMessage() {
    passes("foo\nbar\n", "CHECK: foo\nCHECK: bar\n");
    Result r = fails("foo\nbar\nbaz\n", "CHECK: foo\nCHECK: bza\n");
    assertEquals("""
        t.txt:2:8: error: CHECK: expected string not found in input
        CHECK: bza
               ^
        <stdin>:1:4: note: scanning from here
        foo
           ^
        <stdin>:2:1: note: possible intended match here
        bar
        ^
        """, r.message());
  }

  @Test
  void checkNext() {
    passes("a\nb\n", "CHECK: a\nCHECK-NEXT: b\n");
    Result r = fails("a\nx\nb\n", "CHECK: a\nCHECK-NEXT: b\n");
    assertThat(r.message()).contains("error: CHECK-NEXT: is not on the line after the previous match");
    assertThat(r.message()).contains("note: non-matching line after previous match is here");
    assertThat(fails("a b\n", "CHECK: a\nCHECK-NEXT: b\n").message())
        .contains("CHECK-NEXT: is on the same line as previous match");
  }

  @Test
  void checkSame() {
    passes("a b\n", "CHECK: a\nCHECK-SAME: b\n");
    assertThat(fails("a\nb\n", "CHECK: a\nCHECK-SAME: b\n").message())
        .contains("CHECK-SAME: is not on the same line as the previous match");
  }

  @Test
  void checkNot() {
    passes("a\nb\n", "CHECK: a\nCHECK-NOT: c\nCHECK: b\n");
    Result r = fails("a\nc\nb\n", "CHECK: a\nCHECK-NOT: c\nCHECK: b\n");
    assertThat(r.message()).startsWith("t.txt:2:12: error: CHECK-NOT: excluded string found in input\n");
    assertThat(r.message()).contains("<stdin>:2:1: note: found here\nc\n^\n");
    passes("a\n", "CHECK: a\nCHECK-NOT: b\n");
    fails("a\nb\n", "CHECK: a\nCHECK-NOT: b\n");
  }

  @Test
  void checkDagMatchesInAnyOrderWithoutOverlap() {
    passes("x\ny\nz\n", "CHECK-DAG: y\nCHECK-DAG: x\nCHECK: z\n");
    fails("x\nz\n", "CHECK-DAG: x\nCHECK-DAG: x\nCHECK: z\n");
    passes("x\nz\n", "CHECK-DAG: x\nCHECK-DAG: x\nCHECK: z\n", new Options().allowDeprecatedDagOverlap(true));
    // A CHECK-NOT between DAG groups is checked between them.
    fails("a\nb\nc\n", "CHECK-DAG: a\nCHECK-NOT: b\nCHECK-DAG: c\n");
    passes("a\nc\n", "CHECK-DAG: a\nCHECK-NOT: b\nCHECK-DAG: c\n");
  }

  @Test
  void checkLabelSplitsTheInput() {
    passes("f:\na\ng:\nb\n", "CHECK-LABEL: f:\nCHECK: a\nCHECK-LABEL: g:\nCHECK: b\n");
    // "b" must be found before the next label.
    fails("f:\na\ng:\nb\n", "CHECK-LABEL: f:\nCHECK: b\nCHECK-LABEL: g:\n");
    Result r = check("x\n", "CHECK-LABEL: [[V:x]]\n");
    assertEquals(2, r.exitCode());
    assertThat(r.message()).contains("found 'CHECK-LABEL:' with variable definition or use");
  }

  @Test
  void checkEmpty() {
    passes("a\n\nb\n", "CHECK: a\nCHECK-EMPTY:\nCHECK-NEXT: b\n");
    assertThat(fails("a\nb\n\n", "CHECK: a\nCHECK-EMPTY:\n").message())
        .contains("CHECK-EMPTY: is not on the line after the previous match");
    Result r = check("a\n", "CHECK-EMPTY:\n");
    assertEquals(2, r.exitCode());
    assertThat(r.message()).contains("found 'CHECK-EMPTY' without previous 'CHECK: line");
  }

  @Test
  void checkCount() {
    passes("x\nx\nx\ny\n", "CHECK-COUNT-3: x\nCHECK-NEXT: y\n");
    assertThat(fails("x\nx\n", "CHECK-COUNT-3: x\n").message())
        .contains("error: CHECK-COUNT: expected string not found in input (3 out of 3)");
    Result r = check("x\n", "CHECK-COUNT-0: x\n");
    assertEquals(2, r.exitCode());
    assertThat(r.message()).contains("invalid count in -COUNT specification on prefix 'CHECK'");
  }

  @Test
  void literalModifier() {
    passes("a {{b}} [[c]]\n", "CHECK{LITERAL}: {{b}} [[c]]\n");
  }

  @Test
  void regexBlocks() {
    passes("value = 42\n", "CHECK: value = {{[0-9]+}}\n");
    passes("ab\n", "CHECK: a{{x|b}}\n");
    passes("a  \t b\n", "CHECK: a{{[[:space:]]+}}b\n");
    passes("x.y\n", "CHECK: x{{\\.}}y\n");
    fails("xzy\n", "CHECK: x{{\\.}}y\n");
    // LLVM's regex has no \d: it is the letter d.
    passes("d\n", "CHECK: {{\\d}}\n");
    Result r = check("a\n", "CHECK: {{a**}}\n");
    assertEquals(2, r.exitCode());
    assertThat(r.message()).contains("error: invalid regex: repetition-operator operand invalid");
  }

  @Test
  void posixLeftmostLongest() {
    // POSIX takes the longest alternative; Java's first-match would stop at "a".
    passes("ab;\n", "CHECK: {{a|ab}}\nCHECK-SAME: ;\n");
    passes("ab;\n", "CHECK: [[X:a|ab]];\nCHECK: ab\n".replace("CHECK: ab", "CHECK-NOT: zz"));
  }

  @Test
  void stringVariables() {
    passes("def %x\nuse %x\n", "CHECK: def [[V:%[a-z]+]]\nCHECK: use [[V]]\n");
    fails("def %x\nuse %y\n", "CHECK: def [[V:%[a-z]+]]\nCHECK: use [[V]]\n");
    passes("a a\n", "CHECK: [[X:a]] [[X]]\n");
    Result r = fails("a\n", "CHECK: [[UNDEF]]\n");
    assertThat(r.message()).contains("t.txt:1:10: error: undefined variable: UNDEF");
  }

  @Test
  void numericVariablesAndExpressions() {
    passes("10\n11\n", "CHECK: [[#N:]]\nCHECK-NEXT: [[#N+1]]\n");
    passes("c\n0x0d\n", "CHECK: [[#%x,H:]]\nCHECK: [[#%#.2x,H+1]]\n");
    passes("-5\n", "CHECK: [[#%d,-5]]\n");
    passes("12\n", "CHECK: [[#mul(3,4)]]\n");
    passes("7\n8\n", "CHECK: [[#A:]]\nCHECK: [[#max(A,8)]]\n");
    Result same = check("7 8\n", "CHECK: [[#A:]] [[#max(A,8)]]\n");
    assertEquals(2, same.exitCode());
    assertThat(same.message())
        .contains("numeric variable 'A' defined earlier in the same CHECK directive");
    passes("00042\n", "CHECK: [[#%.5u,42]]\n");
    Result r = fails("x\n", "CHECK: [[#%u,0-1]]\n");
    assertThat(r.message())
        .contains("error: unable to substitute variable or numeric expression: overflow error");
    Result bad = check("x\n", "CHECK: [[#X*2]]\n");
    assertEquals(2, bad.exitCode());
    assertThat(bad.message()).contains("error: unsupported operation '*'");
  }

  @Test
  void lineVariable() {
    passes("line 2\n", "\nCHECK: line [[@LINE]]\n");
    passes("line 1\n", "\nCHECK: line [[#@LINE-1]]\n");
  }

  @Test
  void definesFromTheCommandLine() {
    passes("hello world\n", "CHECK: hello [[WHO]]\n", new Options().define("WHO=world"));
    passes("n=5\n", "CHECK: n=[[#N+2]]\n", new Options().define("#N=3"));
    Result r = check("x\n", "CHECK: x\n", new Options().define("9X=1"));
    assertEquals(2, r.exitCode());
    assertThat(r.message()).contains("Global defines:1:19: error: invalid variable name");
  }

  @Test
  void globalVariablesSurviveVarScope() {
    String checks = "CHECK: [[L:a]] [[$G:b]]\nCHECK-LABEL: lbl\nCHECK: [[$G]]\n";
    passes("a b\nlbl\nb\n", checks, new Options().enableVarScope(true));
    Result r = fails("a b\nlbl\na\n", "CHECK: [[L:a]]\nCHECK-LABEL: lbl\nCHECK: [[L]]\n",
        new Options().enableVarScope(true));
    assertThat(r.message()).contains("undefined variable: L");
  }

  @Test
  void prefixes() {
    passes("x\ny\n", "A: x\nB: y\n", new Options().checkPrefixes("A", "B"));
    Result r = check("x\n", "A: x\n", new Options().checkPrefixes("A", "B"));
    assertEquals(2, r.exitCode());
    assertEquals("error: no check strings found with prefix 'B:'\n", r.message());
    passes("x\n", "A: x\n", new Options().checkPrefixes("A", "B").allowUnusedPrefixes(true));
    Result bad = check("x\n", "A: x\n", new Options().checkPrefixes("A!"));
    assertThat(bad.message()).contains("supplied check prefix must start with a letter");
    // A prefix inside a longer word is not a directive.
    passes("x\n", "NOTCHECK: y\nCHECK: x\n");
  }

  @Test
  void commentPrefixes() {
    passes("x\n", "COM: CHECK: y\nRUN: CHECK: z\nCHECK: x\n");
    passes("x\n", "NOTE: CHECK: y\nCHECK: x\n", new Options().commentPrefixes("NOTE"));
    assertEquals(2, check("x\n", "CHECK: x\n", new Options().commentPrefixes("#")).exitCode());
  }

  @Test
  void misspelledDirective() {
    Result r = check("x\n", "CHECK_NEXT: x\n");
    assertEquals(2, r.exitCode());
    assertThat(r.message()).contains("error: misspelled directive 'CHECK_NEXT:'");
  }

  @Test
  void implicitCheckNot() {
    passes("a\nb\n", "CHECK: a\nCHECK: b\n", new Options().implicitCheckNot("warning"));
    Result r = fails("a\nwarning\nb\n", "CHECK: a\nCHECK: b\n",
        new Options().implicitCheckNot("warning"));
    assertThat(r.message()).startsWith(
        "command line:1:22: error: IMPLICIT-CHECK-NOT: excluded string found in input\n"
            + "-implicit-check-not='warning'\n");
  }

  @Test
  void whitespace() {
    passes("a    b\n", "CHECK: a b\n");
    fails("a    b\n", "CHECK: a b\n", new Options().strictWhitespace(true));
    passes("a\r\nb\r\n", "CHECK: a\nCHECK-NEXT: b\n");
  }

  @Test
  void matchFullLines() {
    passes("  whole line  \n", "CHECK: whole line\n", new Options().matchFullLines(true));
    fails("a whole line\n", "CHECK: whole line\n", new Options().matchFullLines(true));
    fails("  whole line\n", "CHECK: whole line\n",
        new Options().matchFullLines(true).strictWhitespace(true));
  }

  @Test
  void ignoreCase() {
    passes("HELLO World\n", "CHECK: hello {{w}}orld\n", new Options().ignoreCase(true));
    fails("HELLO\n", "CHECK: hello\n");
  }

  @Test
  void emptyInput() {
    Result r = check("", "CHECK-NOT: x\n");
    assertEquals(2, r.exitCode());
    assertThat(r.message()).startsWith("FileCheck error: '<stdin>' is empty.\n");
    passes("", "CHECK-NOT: x\n", new Options().allowEmpty(true));
  }

  @Test
  void inputDumpOnFailure() {
    Result r = FileCheck.check("foo\nbar\nbaz\n", "CHECK: foo\nCHECK: bza\n",
        new Options().checkFileName("c2.txt"));
    assertThat(r.message()).endsWith("""
        Input file: <stdin>
        Check file: c2.txt

        -dump-input=help explains the following input dump.

        Input was:
        <<<<<<
                   1: foo\s
        check:2'0        X error: no match found
                   2: bar\s
        check:2'0     ~~~~
        check:2'1     ?    possible intended match
                   3: baz\s
        check:2'0     ~~~~
        >>>>>>
        """);
  }

  @Test
  void inputDumpAlwaysWithVerbose() {
    Result r = FileCheck.check("foo\nbar\nbaz\n", "CHECK: foo\nCHECK-NOT: bar\nCHECK: baz\n",
        new Options().checkFileName("c3.txt").verbose(true).dumpInput(Options.DumpInput.ALWAYS));
    assertThat(r.message()).endsWith("""
        Input was:
        <<<<<<
                 1: foo\s
        check:1     ^~~
                 2: bar\s
        not:2       !~~  error: no match expected
                 3: baz\s
        check:3     ^~~
        >>>>>>
        """);
  }

  @Test
  void unicodeInputIsMatchedByBytes() {
    passes("naïve café\n", "CHECK: na{{.+}}ve caf\n");
  }
}
