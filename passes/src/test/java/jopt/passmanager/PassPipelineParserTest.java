package jopt.passmanager;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import jopt.passes.Passes;
import org.junit.jupiter.api.Test;

class PassPipelineParserTest {
  private final PassRegistry registry = Passes.createTestRegistry();

  private String roundTrip(String pipeline) throws Exception {
    return PassPipelineParser.parseAnchored(pipeline, registry).toString();
  }

  @Test
  void printsNestedPipelinesWithAllOptions() throws Exception {
    assertThat(roundTrip("builtin.module( func.func(test-function-pass , test-pass-failure),"
        + "test-module-pass)"))
        .isEqualTo("builtin.module(func.func(test-function-pass,"
            + "test-pass-failure{gen-diagnostics=false}),test-module-pass)");
  }

  @Test
  void reparsesItsOwnOutput() throws Exception {
    String once = roundTrip("builtin.module(func.func(test-options-pass{list=1,2 "
        + "string-list={a,{b c}} string=\"x y\" enum=two}),any(canonicalize{top-down=false}))");
    assertThat(roundTrip(once)).isEqualTo(once);
    assertThat(once).contains("test-options-pass{enum=two list={1,2} string={x y} "
        + "string-list={a,{b c}}}");
  }

  @Test
  void reportsTheColumnOfAnUnknownPass() {
    var e = assertThrows(PassPipelineParser.PipelineException.class,
        () -> roundTrip("builtin.module(func.func(test-function-pass,nope))"));
    assertThat(e).hasMessageThat().isEqualTo("MLIR Textual PassPipeline Parser:1:30: error: "
        + "'nope' does not refer to a registered pass or pass pipeline\n"
        + "func.func(test-function-pass,nope)\n"
        + "                             ^\n");
  }

  @Test
  void resolvesAllNamesBeforeAddingPasses() {
    // Name resolution comes before option parsing: the unknown name wins.
    var e = assertThrows(PassPipelineParser.PipelineException.class,
        () -> roundTrip("builtin.module(canonicalize{bogus=1},nope)"));
    assertThat(e).hasMessageThat().contains("'nope' does not refer");
  }

  @Test
  void explicitNestingRejectsMismatchedAnchors() {
    var e = assertThrows(PassPipelineParser.PipelineException.class,
        () -> roundTrip("builtin.module(test-function-pass)"));
    assertThat(e).hasMessageThat().startsWith("Can't add pass 'TestFunctionPass' restricted to "
        + "'func.func' on a PassManager intended to run on 'builtin.module'");
  }

  @Test
  void implicitNestingWrapsEachPass() {
    OpPassManager pm = new OpPassManager("builtin.module", OpPassManager.Nesting.IMPLICIT);
    pm.addPass(TestPassesForUnitTests.functionPass());
    pm.addPass(TestPassesForUnitTests.functionPass());
    assertThat(pm.toString())
        .isEqualTo("builtin.module(func.func(test-function-pass),func.func(test-function-pass))");
    pm.finalizePassList();
    assertThat(pm.toString())
        .isEqualTo("builtin.module(func.func(test-function-pass,test-function-pass))");
  }

  @Test
  void optionStringsKeepQuotedAndBracedValuesWhole() {
    assertThat(OptionLexer.splitArgs("a=1 b={x y} c=\"p q\" d"))
        .containsExactly(new OptionLexer.Arg("a", "1"), new OptionLexer.Arg("b", "{x y}"),
            new OptionLexer.Arg("c", "\"p q\""), new OptionLexer.Arg("d", null))
        .inOrder();
    assertThat(OptionLexer.splitList("{a,{b,c},\"d,e\"}")).containsExactly("a", "b,c", "d,e")
        .inOrder();
  }
}
