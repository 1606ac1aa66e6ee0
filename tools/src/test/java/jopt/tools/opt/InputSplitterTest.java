package jopt.tools.opt;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class InputSplitterTest {
  private static List<String> texts(InputSplitter.Result r) {
    return r.chunks().stream().map(InputSplitter.Chunk::text).toList();
  }

  @Test
  void splitsAtMarkerKeepingTheRestOfTheMarkerLine() {
    String in = "a\n// -----\nb\n";
    InputSplitter.Result r = InputSplitter.split(in, "// -----");
    assertEquals(List.of("a\n", "\nb\n"), texts(r));
    assertEquals(List.of(0, 10), r.chunks().stream().map(InputSplitter.Chunk::offset).toList());
    assertEquals(List.of(), r.nearMisses());
  }

  @Test
  void nearMissIsWarnedAndNotSplit() {
    String in = "a\n// ---\nb\n";
    InputSplitter.Result r = InputSplitter.split(in, "// -----");
    assertEquals(List.of(in), texts(r));
    assertEquals(List.of(new InputSplitter.NearMiss(8)), r.nearMisses());
  }

  @Test
  void leadingMarkerKeepsItsDashesAsLlvmDoes() {
    // llvm::splitAndProcessBuffer merges an empty first piece with the next one, dashes included.
    InputSplitter.Result r = InputSplitter.split("// -----\nx\n// -----\n", "// -----");
    assertEquals(List.of("--\nx\n", "\n"), texts(r));
  }

  @Test
  void emptyInputHasNoChunk() {
    assertEquals(List.of(), texts(InputSplitter.split("", "// -----")));
  }

  @Test
  void customMarker() {
    assertEquals(List.of("a\n", "\nb"), texts(InputSplitter.split("a\n// +++\nb", "// +++")));
  }
}
