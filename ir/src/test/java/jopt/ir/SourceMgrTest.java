package jopt.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import jopt.support.SourceMgr;
import org.junit.jupiter.api.Test;

class SourceMgrTest {
  private final SourceMgr mgr = new SourceMgr("f.mlir", "func.func @f() {\n\treturn %x\n}\n");

  private String emit(Location loc) {
    ByteArrayOutputStream b = new ByteArrayOutputStream();
    Diagnostic.emit(new PrintStream(b, true, StandardCharsets.UTF_8), mgr, loc, "error", "msg");
    return b.toString(StandardCharsets.UTF_8);
  }

  @Test
  void caretUnderColumnWithTabsExpanded() {
    assertEquals("f.mlir:2:9: error: msg\n        return %x\n               ^\n",
        emit(new Location.FileLineCol("f.mlir", 2, 9)));
  }

  @Test
  void unresolvableLocationHasNoSourceLine() {
    assertEquals("f.mlir:9:1: error: msg\n", emit(new Location.FileLineCol("f.mlir", 9, 1)));
    assertEquals("nosuchfile.mlir:1:2: error: msg\n",
        emit(new Location.FileLineCol("nosuchfile.mlir", 1, 2)));
  }

  @Test
  void unknownLocation() {
    assertEquals("<unknown>:0: error: msg\n", emit(Location.UNKNOWN));
  }

  @Test
  void rangeIsUnderlined() {
    ByteArrayOutputStream b = new ByteArrayOutputStream();
    mgr.emitAtOffset(new PrintStream(b, true, StandardCharsets.UTF_8), 5, "error", "m", 4);
    assertEquals("f.mlir:1:6: error: m\nfunc.func @f() {\n     ^~~~\n",
        b.toString(StandardCharsets.UTF_8));
  }
}
