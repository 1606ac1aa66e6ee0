package jopt.interpreter.semantics;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.Dialects;
import jopt.dialects.linalg.NamedOps;
import jopt.interpreter.ExecutionResult;
import jopt.interpreter.Interpreter;
import jopt.interpreter.Programs;
import jopt.interpreter.compile.Compilation;
import jopt.interpreter.compile.CompiledSemantics;
import jopt.interpreter.compile.OpCodegen;
import jopt.interpreter.runtime.BufferArgument;
import jopt.interpreter.runtime.InterpreterOptions;
import jopt.ir.Diagnostic;
import jopt.ir.MLIRContext;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.parser.Parser;
import org.junit.jupiter.api.Test;

/** Semantics are found from an op's definition: its own, its spec's entry, its linalg maps. */
class SemanticsRegistryTest {
  /** A user's op that brings its semantics in its definition. */
  static final OpSpec TWICE = OpSpec.op("user.twice").operand("x", TypeConstraints.ANY)
      .result("r", TypeConstraints.ANY).build();

  static final class TwiceDef extends OpDefinition implements OpSemantics {
    TwiceDef() {
      super(TWICE);
    }

    @Override
    public void execute(Operation op, Execution ex) {
      ex.setInt(op.getResult(0), 2 * ex.getInt(op.getOperand(0)));
    }
  }

  /** A user's op whose semantics are a registry entry keyed by its spec. */
  static final OpSpec NEG = OpSpec.op("user.neg").operand("x", TypeConstraints.ANY)
      .result("r", TypeConstraints.ANY).build();

  static final class NegDef extends OpDefinition {
    NegDef() {
      super(NEG);
    }
  }

  private static final String PROGRAM = """
      func.func @main(%x: i32) -> (i32, i32) {
        %a = "user.twice"(%x) : (i32) -> i32
        %b = "user.neg"(%a) : (i32) -> i32
        return %a, %b : i32, i32
      }
      """;

  private static Operation parse(String text) {
    List<Diagnostic> diags = new ArrayList<>();
    MLIRContext ctx = new MLIRContext();
    Dialects.registerAll(ctx);
    ctx.allowUnregisteredDialects(true);
    ctx.registerOp(new TwiceDef());
    ctx.registerOp(new NegDef());
    ctx.getDiagEngine().setHandler(diags::add);
    Operation m = Parser.parseSourceString(ctx, text, "t.mlir");
    assertThat(diags).isEmpty();
    return m;
  }

  @Test
  void userOpsRunFromTheirDefinitionOrTheirSpecsEntry() {
    SemanticsRegistry r = Compilation.defaults()
        .register(NEG, (op, ex) -> ex.setInt(op.getResult(0), -ex.getInt(op.getOperand(0))));
    ExecutionResult res = new Interpreter(parse(PROGRAM), InterpreterOptions.defaults(), r)
        .run("main", List.of(21L));
    assertThat(res.errors()).isEmpty();
    assertThat(res.results()).containsExactly("42 : i32", "-42 : i32").inOrder();
  }

  @Test
  void aRegisteredOpWithoutAnEntryIsUnsupported() {
    ExecutionResult res = new Interpreter(parse(PROGRAM)).run("main", List.of(21L));
    assertThat(res.errors()).hasSize(1);
    assertThat(res.errors().get(0).getDiagnostic().getMessage())
        .isEqualTo("the interpreter has no semantics for 'user.neg'");
  }

  @Test
  void anEntryReplacesTheSemanticsOfAnOp() {
    SemanticsRegistry r = Compilation.defaults()
        .register(NEG, (op, ex) -> ex.setInt(op.getResult(0), 0))
        .register(TWICE, (op, ex) -> ex.setInt(op.getResult(0), 7));
    // The definition's own semantics come first: a user's op is not overridden by accident.
    ExecutionResult res = new Interpreter(parse(PROGRAM), InterpreterOptions.defaults(), r)
        .run("main", List.of(21L));
    assertThat(res.results()).containsExactly("42 : i32", "0 : i32").inOrder();
  }

  @Test
  void aNamedLinalgOpRunsFromItsRowsMapsAndBody() {
    assertThat(DefaultSemantics.registry().lookup(parse("""
        func.func @main(%a: memref<2xf32>) {
          linalg.add ins(%a, %a : memref<2xf32>, memref<2xf32>) outs(%a : memref<2xf32>)
          return
        }
        """).getRegion(0).front().getFirstOp().getRegion(0).front().getFirstOp())).isNotNull();
    ExecutionResult res = Programs.run("""
        func.func @main(%a: memref<3xf32>) -> memref<3xf32> {
          %r = memref.alloc() : memref<3xf32>
          linalg.add ins(%a, %a : memref<3xf32>, memref<3xf32>) outs(%r : memref<3xf32>)
          return %r : memref<3xf32>
        }
        """, BufferArgument.iota());
    assertThat(res.errors()).isEmpty();
    assertThat(res.results()).containsExactly("memref<3xf32> [0.0, 2.0, 4.0]");
    assertThat(NamedOps.get("linalg.add").spec().name()).isEqualTo("linalg.add");
  }

  /** An op's codegen lives in its semantics' entry: none without semantics, one per op. */
  @Test
  void aCodegenJoinsTheSemanticsOfItsOpAndGoesWithThem() {
    OpCodegen negate = (op, e) -> {};
    SemanticsRegistry r = Compilation.defaults();
    IllegalStateException none = assertThrows(IllegalStateException.class,
        () -> CompiledSemantics.registerCodegen(r, NEG, negate));
    assertThat(none).hasMessageThat().isEqualTo("codegen of user.neg, which has no semantics");
    r.register(NEG, (op, ex) -> ex.setInt(op.getResult(0), -ex.getInt(op.getOperand(0))));
    CompiledSemantics.registerCodegen(r, NEG, negate);
    Operation neg = parse(PROGRAM).getRegion(0).front().getFirstOp().getRegion(0).front()
        .getFirstOp().getNextNode();
    assertThat(neg.getName()).isEqualTo("user.neg");
    assertThat(CompiledSemantics.codegen(r, neg)).isSameInstanceAs(negate);
    assertThrows(IllegalStateException.class, () -> CompiledSemantics.registerCodegen(r, NEG, negate));
    // New semantics replace the entry, and with it the codegen written for the old ones.
    r.register(NEG, (op, ex) -> ex.setInt(op.getResult(0), 0));
    assertThat(CompiledSemantics.codegen(r, neg)).isNull();
  }
}
