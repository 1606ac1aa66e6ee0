package jopt.lit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class ShellParserTest {
  @Test
  void pipelineWithRedirections() throws Exception {
    ShellParser.Script s = ShellParser.parse(
        "not jopt /a.mlir -split-input-file '-o=-' 2>&1 | FileCheck /a.mlir --check-prefix=X");
    assertEquals(1, s.pipelines().size());
    List<ShellParser.Command> p = s.pipelines().get(0);
    assertEquals(List.of("not", "jopt", "/a.mlir", "-split-input-file", "-o=-"), p.get(0).words());
    assertEquals(List.of(new ShellParser.Redirect(2, ">&", "1")), p.get(0).redirects());
    assertEquals(List.of("FileCheck", "/a.mlir", "--check-prefix=X"), p.get(1).words());
  }

  @Test
  void sequencesAndFiles() throws Exception {
    ShellParser.Script s = ShellParser.parse("echo a > %t && echo \"b c\" >>%t; cat < in 2> err || true");
    assertEquals(List.of("&&", ";", "||"), s.ops());
    assertEquals(new ShellParser.Redirect(1, ">", "%t"), s.pipelines().get(0).get(0).redirects().get(0));
    assertEquals(List.of("echo", "b c"), s.pipelines().get(1).get(0).words());
    assertEquals(new ShellParser.Redirect(1, ">>", "%t"), s.pipelines().get(1).get(0).redirects().get(0));
    assertEquals(new ShellParser.Redirect(0, "<", "in"), s.pipelines().get(2).get(0).redirects().get(0));
    assertEquals(new ShellParser.Redirect(2, ">", "err"), s.pipelines().get(2).get(0).redirects().get(1));
  }

  @Test
  void errors() {
    assertThrows(ShellParser.ShellError.class, () -> ShellParser.parse("a | | b"));
    assertThrows(ShellParser.ShellError.class, () -> ShellParser.parse("a 'b"));
    assertThrows(ShellParser.ShellError.class, () -> ShellParser.parse("a &"));
  }
}
