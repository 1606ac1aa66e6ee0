package jopt.api;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import jopt.ir.Diagnostic;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.ScopedDiagnosticHandler;
import jopt.passmanager.Pass;
import jopt.passmanager.PassManager;
import jopt.passmanager.PassOption;
import jopt.passmanager.PassPipelineParser.PipelineException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JoptTest {
  private static final String FOLDABLE = """
      func.func @f() -> i32 {
        %a = arith.constant 1 : i32
        %b = arith.constant 2 : i32
        %c = arith.addi %a, %b : i32
        return %c : i32
      }
      """;

  private final Jopt jopt = Jopt.create();

  @Test
  void parseRunPrintEachOneCall() {
    Operation module = jopt.parse(FOLDABLE).get();
    Result<Operation> r = jopt.run("builtin.module(func.func(canonicalize))", module);
    assertThat(r.succeeded()).isTrue();
    assertThat(Jopt.print(module)).isEqualTo("""
        module {
          func.func @f() -> i32 {
            %c3_i32 = arith.constant 3 : i32
            return %c3_i32 : i32
          }
        }
        """);
  }

  @Test
  void parseVerifies() {
    // Parses, but func.return's operand does not match the function type: a verifier error.
    Result<Operation> r = jopt.parse("func.func @f() -> i32 {\n  %a = arith.constant 1 : i64\n"
        + "  return %a : i64\n}\n", "bad.mlir");
    assertThat(r.failed()).isTrue();
    assertThat(r.diagnostics()).hasSize(1);
    String rendered = r.renderDiagnostics();
    assertThat(rendered).startsWith("bad.mlir:3:3: error: type of return operand 0 ('i64') "
        + "doesn't match function result type ('i32') in function @f\n");
    assertThat(rendered).contains("\n  return %a : i64\n  ^\n");
    JoptException e = assertThrows(JoptException.class, r::get);
    assertThat(e.getMessage()).isEqualTo(rendered);
  }

  @Test
  void parseFromPathAndStream(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("in.mlir");
    Files.writeString(file, FOLDABLE);
    assertThat(jopt.parse(file).succeeded()).isTrue();
    var in = new ByteArrayInputStream("func.func @g(".getBytes(StandardCharsets.UTF_8));
    Result<Operation> r = jopt.parse(in, "stream.mlir");
    assertThat(r.renderDiagnostics()).startsWith("stream.mlir:1:13: error: expected non-function type\n");
  }

  @Test
  void unregisteredDialectErrorNamesTheApiCall() {
    Result<Operation> r = jopt.parse("\"foo.bar\"() : () -> ()\n");
    assertThat(r.diagnostics().get(0).getMessage()).isEqualTo(
        "operation being parsed with an unregistered dialect. If this is intended, "
            + "please call allowUnregisteredDialects(true) on the MLIRContext");
    jopt.allowUnregisteredDialects(true);
    assertThat(jopt.parse("\"foo.bar\"() : () -> ()\n").succeeded()).isTrue();
  }

  @Test
  void pipelineErrorsAreUncheckedWithTheReason() {
    PipelineException unknown =
        assertThrows(PipelineException.class, () -> jopt.passManager("builtin.module(nope)"));
    assertThat(unknown.getMessage()).contains("'nope' does not refer to a registered pass");
    PipelineException badOption = assertThrows(PipelineException.class,
        () -> jopt.passManager("builtin.module(func.func(canonicalize{max-iterations=x}))"));
    assertThat(badOption.getMessage()).contains("max-iterations");
    assertThat(badOption.getMessage()).contains("failed to add `canonicalize`");
  }

  @Test
  void testPassesAreNotInTheProductionRegistry() {
    assertThat(jopt.getRegistry().lookupPass("canonicalize")).isNotNull();
    assertThat(jopt.getRegistry().lookupPass("test-memory-faults")).isNull();
    assertThat(jopt.getRegistry().lookupPass("test-pass-failure")).isNull();
  }

  /** A pass in a few lines: argument, anchor, an option; emits a remark per function. */
  static final class CountOps extends Pass {
    final PassOption<Integer> limit = option(PassOption.ofInt("limit", "Most ops", 100));

    CountOps() {
      super("count-ops", "Counts the ops of a function", "func.func", CountOps::new);
    }

    @Override
    protected void runOnOperation() {
      int[] n = {0};
      getOperation().walk((Operation op) -> n[0]++);
      getOperation().emitRemark("ops: " + n[0]);
      if (n[0] > limit.getValue()) {
        getOperation().emitError("more than " + limit.getValue() + " ops");
        signalPassFailure();
      }
    }
  }

  @Test
  void customPassWithScopedHandlerSeesDiagnosticsAsEmitted() {
    jopt.registerPass(CountOps::new);
    Operation module = jopt.parse(FOLDABLE).get();
    PassManager pm = jopt.passManager("builtin.module(func.func(count-ops{limit=2}))");
    List<String> seen = new ArrayList<>();
    Result<Operation> r;
    try (ScopedDiagnosticHandler h = jopt.onDiagnostic(d -> seen.add(d.getMessage()))) {
      r = jopt.run(pm, module);
    }
    assertThat(r.failed()).isTrue();
    assertThat(seen).containsExactly("ops: 5", "more than 2 ops").inOrder();
    assertThat(r.diagnostics()).hasSize(2);
    // Closed: later diagnostics no longer reach the handler.
    jopt.parse("func.func @g(");
    assertThat(seen).hasSize(2);
  }

  @Test
  void scopedHandlersNestAndPassOn() {
    List<String> outer = new ArrayList<>();
    List<String> inner = new ArrayList<>();
    try (var o = jopt.onDiagnostic(d -> outer.add(d.getMessage()))) {
      try (var i = new ScopedDiagnosticHandler(jopt.getContext(), d -> {
        inner.add(d.getMessage());
        return d.getSeverity() == Diagnostic.Severity.WARNING;
      })) {
        jopt.getContext().getDiagEngine().emit(
            new Diagnostic(Diagnostic.Severity.WARNING, Location.UNKNOWN, "w"));
        jopt.getContext().getDiagEngine().emit(
            new Diagnostic(Diagnostic.Severity.ERROR, Location.UNKNOWN, "e"));
        jopt.getContext().getDiagEngine().flush();
      }
    }
    assertThat(inner).containsExactly("w", "e").inOrder();
    assertThat(outer).containsExactly("e");
  }

  @Test
  void diagnosticRendersItselfWithNotes() {
    Result<Operation> r = jopt.parse(
        "func.func @f() {\n  %0 = arith.constant 1 : i32\n  %0 = arith.constant 2 : i32\n"
            + "  return\n}\n", "dup.mlir");
    Diagnostic d = r.diagnostics().get(0);
    assertThat(d.render()).isEqualTo("""
        dup.mlir:3:3: error: redefinition of SSA value '%0'
          %0 = arith.constant 2 : i32
          ^
        dup.mlir:2:3: note: previously defined here
          %0 = arith.constant 1 : i32
          ^
        """);
    assertThat(d.toString()).isEqualTo("dup.mlir:3:3: error: redefinition of SSA value '%0'\n"
        + "dup.mlir:2:3: note: previously defined here");
  }

  @Test
  void unknownLocationPrintsAsMlir() {
    assertThat(Location.UNKNOWN.toString()).isEqualTo("loc(unknown)");
    assertThat(new Diagnostic(Diagnostic.Severity.ERROR, Location.UNKNOWN, "m").toString())
        .isEqualTo("loc(unknown): error: m");
  }

  @Test
  void aPathAndAStreamReadBytesAlike(@TempDir Path dir) throws Exception {
    // "\xFF\xFE\xC3(": not UTF-8; mlir-opt-22 keeps the bytes and prints them escaped.
    byte[] text = "func.func @f() attributes {s = \"\u00ff\u00fe\u00c3(\"} {\n  return\n}\n"
        .getBytes(StandardCharsets.ISO_8859_1);
    Path f = dir.resolve("bytes.mlir");
    Files.write(f, text);
    String fromPath = Jopt.print(jopt.parse(f).get());
    String fromStream = Jopt.print(jopt.parse(new ByteArrayInputStream(text), "bytes.mlir").get());
    assertThat(fromPath).contains("attributes {s = \"\\FF\\FE\\C3(\"}");
    assertThat(fromStream).isEqualTo(fromPath);
  }
}
