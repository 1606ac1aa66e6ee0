package jopt.passes.inliner;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.Dialects;
import jopt.passes.inliner.CallGraph.Node;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.interfaces.SymbolTable;
import jopt.ir.Verifier;
import jopt.ir.asm.AsmPrinter;
import jopt.ir.asm.PrintingFlags;
import jopt.parser.Parser;
import jopt.passmanager.PassManager;
import jopt.passmanager.PassOptionValueException;
import jopt.passmanager.PassRegistry;
import jopt.passes.Passes;
import org.junit.jupiter.api.Test;

/** The call graph's components, and what the inliner refuses where MLIR would fail or has no say. */
class InlinerTest {
  private static Operation parse(String input) {
    MLIRContext ctx = new MLIRContext();
    Dialects.registerAll(ctx);
    ctx.allowUnregisteredDialects(true);
    return Parser.parseSourceString(ctx, input, "t.mlir");
  }

  private static String name(Node node) {
    return node.isExternal() ? "<external>" : SymbolTable.getSymbolName(node.getCallableRegion().getParentOp());
  }

  private static String inline(String options, String input) {
    Operation module = parse(input);
    PassRegistry registry = Passes.createRegistry();
    PassManager pm = new PassManager(module.getContext(), "builtin.module");
    registry.addToPipeline("inline", options, pm);
    assertThat(pm.run(module)).isTrue();
    assertThat(Verifier.verify(module)).isTrue();
    StringBuilder sb = new StringBuilder();
    AsmPrinter.print(module, PrintingFlags.defaults(), sb);
    return sb.toString();
  }

  /** Callees come before callers; a cycle is one component, popped from the DFS stack's top. */
  @Test
  void sccsAreBottomUpAsLlvmsSccIterator() {
    Operation module = parse("""
        func.func @a() { call @b() : () -> () return }
        func.func @b() { call @c() : () -> () return }
        func.func @c() { call @b() : () -> () return }
        func.func @d() { call @decl() : () -> () return }
        func.func private @decl()
        """);
    List<List<String>> sccs = new ArrayList<>();
    for (List<Node> scc : new CallGraph(module).sccs()) {
      List<String> names = new ArrayList<>();
      scc.forEach(n -> names.add(name(n)));
      sccs.add(names);
    }
    assertThat(sccs).containsExactly(List.of("c", "b"), List.of("a"), List.of("<external>"), List.of("d"),
        List.of("<external>")).inOrder();
  }

  /** A call of a declaration resolves to the unknown-callee node; a call of a body to its node. */
  @Test
  void callsResolveToBodies() {
    Operation module = parse("""
        func.func @f() { call @g() : () -> () call @decl() : () -> () return }
        func.func @g() { return }
        func.func private @decl()
        """);
    CallGraph cg = new CallGraph(module);
    assertThat(cg.nodes()).hasSize(2);
    Node f = cg.nodes().iterator().next();
    List<String> targets = new ArrayList<>();
    f.edges().forEach(e -> targets.add(name(e.target())));
    assertThat(targets).containsExactly("g", "<external>").inOrder();
  }

  /** An op of a dialect without inliner hooks (here unregistered) keeps its call. */
  @Test
  void opsWithoutInlinerInterfaceAreNotInlined() {
    String out = inline("", """
        func.func private @opaque(%a: i32) -> i32 {
          %0 = "foo.op"(%a) : (i32) -> i32
          return %0 : i32
        }
        func.func @main(%a: i32) -> i32 {
          %0 = call @opaque(%a) : (i32) -> i32
          return %0 : i32
        }
        """);
    assertThat(out).contains("call @opaque");
  }

  /**
   * A one-block callee ending in ub.unreachable returns nothing to the call: mlir-opt-22 crashes
   * there; jopt keeps the call.
   */
  @Test
  void oneBlockCalleeWithoutReturnKeepsItsCall() {
    String out = inline("", """
        func.func private @spin() -> i32 {
          ub.unreachable
        }
        func.func @main() -> i32 {
          %0 = call @spin() : () -> i32
          return %0 : i32
        }
        """);
    assertThat(out).contains("call @spin");
  }

  /** A private callee used only by a non-callable op (a global naming it) is never erased. */
  @Test
  void referencesFromNonCallablesKeepCalleesAlive() {
    String out = inline("", """
        func.func private @kept(%a: i32) -> i32 {
          return %a : i32
        }
        "foo.table"() {fn = @kept} : () -> ()
        func.func @main(%a: i32) -> i32 {
          %0 = call @kept(%a) : (i32) -> i32
          return %0 : i32
        }
        """);
    assertThat(out).contains("func.func private @kept");
    assertThat(out).doesNotContain("call @kept");
  }

  /** The op pipelines are parsed when the option is, with the pass registry's passes. */
  @Test
  void opPipelinesAreParsedWithTheRegistry() {
    PassRegistry registry = Passes.createRegistry();
    PassManager pm = new PassManager(parse("").getContext(), "builtin.module");
    PassOptionValueException e = assertThrows(PassOptionValueException.class,
        () -> registry.addToPipeline("inline", "op-pipelines=func.func(no-such-pass)", pm));
    assertThat(e).hasMessageThat().contains("'no-such-pass' does not refer to a registered pass");
    assertThrows(PassOptionValueException.class, () -> registry.addToPipeline("inline", "op-pipelines=cse", pm));
    registry.addToPipeline("inline", "op-pipelines=func.func(cse,canonicalize),func.func(cse)", pm);
    StringBuilder sb = new StringBuilder();
    pm.getPasses().get(0).printAsTextualPipeline(sb);
    assertThat(sb.toString()).endsWith("op-pipelines={func.func(cse,canonicalize{  max-iterations=10 "
        + "max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}),func.func(cse)}}");
  }
}
