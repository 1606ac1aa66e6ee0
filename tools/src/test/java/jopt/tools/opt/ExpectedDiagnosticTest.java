package jopt.tools.opt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import jopt.ir.Diagnostic.Severity;
import org.junit.jupiter.api.Test;

class ExpectedDiagnosticTest {
  private static List<ExpectedDiagnostic> scan(String text) {
    ExpectedDiagnostic.Parsed p = ExpectedDiagnostic.scan(text, 1, 0);
    assertEquals(List.of(), p.problems());
    return p.expected();
  }

  @Test
  void designators() {
    String text = String.join("\n",
        "op // expected-error {{same}}",           // 1
        "// expected-warning @+2 {{plus}}",       // 2
        "op",                                      // 3
        "op",                                      // 4
        "// expected-note @-1 {{minus}}",         // 5
        "// expected-remark @above {{above}}",    // 6
        "// expected-error @below {{below}}",     // 7
        "// CHECK: not a directive",              // 8
        "// expected-error @unknown {{nowhere}}"); // 9
    List<ExpectedDiagnostic> e = scan(text);
    assertEquals(List.of(1, 4, 4, 4, 8, ExpectedDiagnostic.UNKNOWN_LINE),
        e.stream().map(x -> x.line).toList());
    assertEquals(List.of(Severity.ERROR, Severity.WARNING, Severity.NOTE, Severity.REMARK,
        Severity.ERROR, Severity.ERROR), e.stream().map(x -> x.kind).toList());
    assertEquals(6, e.get(0).offset);
  }

  @Test
  void messageRunsToTheLastBracesOfTheLine() {
    List<ExpectedDiagnostic> e = scan("// expected-error {{a}} expected-error {{b}}");
    assertEquals("a}} expected-error {{b", e.get(0).substring);
  }

  @Test
  void regexBlocks() {
    List<ExpectedDiagnostic> e = scan("// expected-error-re {{value {{[0-9]+}} is (bad)}}");
    assertTrue(e.get(0).matches("the value 42 is (bad)!"));
    assertTrue(!e.get(0).matches("the value x is (bad)"));
  }

  @Test
  void unterminatedRegexIsAProblem() {
    ExpectedDiagnostic.Parsed p = ExpectedDiagnostic.scan("// expected-error-re {{a {{b}}", 1, 0);
    assertEquals(1, p.problems().size());
  }
}
