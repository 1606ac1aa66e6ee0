package jopt.parser;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Block;
import jopt.ir.Diagnostic;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.Region;
import org.junit.jupiter.api.Test;

class ParserTest {
  private final List<Diagnostic> diags = new ArrayList<>();

  private MLIRContext context(boolean allowUnregistered) {
    MLIRContext ctx = new MLIRContext();
    jopt.dialects.Dialects.registerAll(ctx);
    ctx.allowUnregisteredDialects(allowUnregistered);
    ctx.getDiagEngine().setHandler(diags::add);
    return ctx;
  }

  private Operation parse(String text) {
    MLIRContext ctx = context(true);
    Operation op = Parser.parseSourceString(ctx, text, "t.mlir");
    ctx.getDiagEngine().flush();
    return op;
  }

  /** Parses text expected to fail; returns the first rendered diagnostic. */
  private String error(String text) {
    return error(text, true);
  }

  private String error(String text, boolean allowUnregistered) {
    diags.clear();
    MLIRContext ctx = context(allowUnregistered);
    Operation op = Parser.parseSourceString(ctx, text, "t.mlir");
    ctx.getDiagEngine().flush();
    assertThat(op).isNull();
    assertThat(diags).isNotEmpty();
    return DiagnosticPrinter.render(diags.get(0), new SourceFile("t.mlir", text));
  }

  private static Block body(Operation module) {
    return module.getRegion(0).front();
  }

  @Test
  void genericOpsInImplicitModule() {
    Operation m = parse("%0 = \"test.op\"() : () -> i32\n"
        + "  %1:2 = \"test.op2\"(%0) {a = 1} : (i32) -> (i32, i64)\n"
        + "\"test.use\"(%1#1, %0) : (i64, i32) -> ()\n");
    assertThat(m.getName()).isEqualTo("builtin.module");
    assertThat(m.getLoc()).isEqualTo(new Location.FileLineCol("t.mlir", 0, 0));
    List<Operation> ops = body(m).getOpList();
    assertThat(ops).hasSize(3);
    Operation op2 = ops.get(1);
    assertThat(op2.getNumResults()).isEqualTo(2);
    assertThat(op2.getOperand(0)).isSameInstanceAs(ops.get(0).getResult(0));
    assertThat(op2.getLoc()).isEqualTo(new Location.FileLineCol("t.mlir", 2, 10));
    assertThat(AttrTypePrinter.print(op2.getAttr("a"))).isEqualTo("1 : i64");
    assertThat(AttrTypePrinter.print(op2.getResult(1).getType())).isEqualTo("i64");
    Operation use = ops.get(2);
    assertThat(use.getOperand(0)).isSameInstanceAs(op2.getResult(1));
    assertThat(use.getOperand(1)).isSameInstanceAs(ops.get(0).getResult(0));
  }

  @Test
  void explicitModuleIsTheTopOp() {
    Operation m = parse("module {\n  \"test.a\"() : () -> ()\n}\n");
    assertThat(m.getName()).isEqualTo("builtin.module");
    assertThat(m.getLoc()).isEqualTo(new Location.FileLineCol("t.mlir", 1, 1));
    assertThat(body(m).getOpList()).hasSize(1);
  }

  @Test
  void regionsBlocksSuccessorsAndForwardRefs() {
    Operation m = parse("\"test.f\"() ({\n"
        + "^bb0(%a: i32):\n"
        + "  \"test.br\"(%b)[^bb1] : (i32) -> ()\n"
        + "^bb1:\n"
        + "  %b = \"test.def\"(%a) : (i32) -> i32\n"
        + "  \"test.ret\"() : () -> ()\n"
        + "}, {\n"
        + "}) : () -> ()\n");
    Operation f = body(m).getFirstOp();
    assertThat(f.getNumRegions()).isEqualTo(2);
    Region r = f.getRegion(0);
    assertThat(r.getBlocks()).hasSize(2);
    assertThat(f.getRegion(1).getBlocks()).isEmpty();
    Block bb0 = r.getBlocks().get(0);
    Block bb1 = r.getBlocks().get(1);
    assertThat(bb0.getNumArguments()).isEqualTo(1);
    assertThat(bb0.getArgument(0).getLoc()).isEqualTo(new Location.FileLineCol("t.mlir", 2, 6));
    Operation br = bb0.getFirstOp();
    assertThat(br.getSuccessor(0)).isSameInstanceAs(bb1);
    Operation def = bb1.getFirstOp();
    assertThat(br.getOperand(0)).isSameInstanceAs(def.getResult(0));
    assertThat(def.getOperand(0)).isSameInstanceAs(bb0.getArgument(0));
  }

  @Test
  void typesAndAttributesRoundTrip() {
    String[] types = {"memref<4x?xf32>", "memref<*xf32>", "tensor<0xf32>", "vector<4x[8]xf32>", "memref<4x8xf32, strided<[8, 1], offset: ?>>",
        "memref<4xf32, 1>", "tensor<?x4xindex>", "complex<f32>", "tuple<i32, f64>", "(i32, i1) -> (f32, i8)", "!foo.bar<1, <2>>",
        "memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>", "ui8", "si16", "f8E4M3FN", "none"};
    MLIRContext ctx = context(true);
    for (String t : types) {
      assertThat(AttrTypePrinter.print(Parser.parseType(ctx, t))).isEqualTo(t);
    }
    String[] attrs = {"[1, 2 : i32]", "{a, b = \"x\"}", "@a::@b", "array<i64: 1, 2>", "dense<[1, 2]> : tensor<2xi32>",
        "affine_map<(d0)[s0] -> (d0 + s0, d0 floordiv 2)>", "true", "1.500000e+00 : f32", "#foo.bar<\"x\">", "i32", "unit"};
    for (String a : attrs) {
      assertThat(AttrTypePrinter.print(Parser.parseAttribute(ctx, a))).isEqualTo(a);
    }
  }

  @Test
  void aliasesAndLocations() {
    Operation m = parse("#map = affine_map<(d0) -> (d0)>\n!t = memref<4xf32>\n"
        + "\"test.a\"() {m = #map} : () -> !t loc(#loc1)\n"
        + "\"test.b\"() : () -> () loc(fused[\"x\":1:2, callsite(\"f\" at \"g\":3:4)])\n"
        + "#loc1 = loc(\"a.mlir\":7:8)\n");
    List<Operation> ops = body(m).getOpList();
    assertThat(ops.get(0).getLoc()).isEqualTo(new Location.FileLineCol("a.mlir", 7, 8));
    assertThat(AttrTypePrinter.print(ops.get(0).getResult(0).getType())).isEqualTo("memref<4xf32>");
    assertThat(ops.get(1).getLoc().print())
        .isEqualTo("loc(fused[\"x\":1:2, callsite(\"f\" at \"g\":3:4)])");
  }

  @Test
  void customOps() {
    Operation m = parse("func.func @f(%a: i32) -> i32 {\n  %c = arith.constant 1 : i32\n"
        + "  %s = arith.addi %a, %c : i32\n  return %s : i32\n}\n");
    Operation f = body(m).getFirstOp();
    assertThat(f.getName()).isEqualTo("func.func");
    List<Operation> ops = f.getRegion(0).front().getOpList();
    assertThat(ops).hasSize(3);
    assertThat(ops.get(2).getName()).isEqualTo("func.return");
    assertThat(ops.get(1).getOperand(0)).isSameInstanceAs(f.getRegion(0).front().getArgument(0));
  }

  // ---- errors

  @Test
  void undeclaredValue() {
    assertThat(error("\"test.a\"() : () -> ()\n\"test.b\"(%x) : (i32) -> ()\n"))
        .isEqualTo("t.mlir:2:10: error: use of undeclared SSA value name\n\"test.b\"(%x) : (i32) -> ()\n         ^\n");
  }

  @Test
  void redefinition() {
    assertThat(error("%x = \"t.b\"() : () -> (i32)\n%x = \"t.b\"() : () -> (i32)\n"))
        .isEqualTo("t.mlir:2:1: error: redefinition of SSA value '%x'\n%x = \"t.b\"() : () -> (i32)\n^\n"
            + "t.mlir:1:1: note: previously defined here\n%x = \"t.b\"() : () -> (i32)\n^\n");
  }

  @Test
  void typeMismatch() {
    assertThat(error("\"test.a\"(%x) : (i32) -> ()\n\"test.a\"(%x) : (i64) -> ()\n%x = \"t.b\"() : () -> i32\n"))
        .startsWith("t.mlir:2:10: error: use of value '%x' expects different type than prior uses: 'i64' vs 'i32'\n");
  }

  @Test
  void resultCount() {
    assertThat(error("%x = \"test.a\"() : () -> (i32, i32)\n"))
        .startsWith("t.mlir:1:1: error: operation defines 2 results but was provided 1 to bind\n");
  }

  @Test
  void undefinedBlock() {
    assertThat(error("\"test.f\"() ({\n  \"test.a\"()[^bb3] : () -> ()\n}) : () -> ()\n"))
        .startsWith("t.mlir:2:14: error: reference to an undefined block\n");
  }

  @Test
  void invalidResultNumber() {
    assertThat(error("%0:2 = \"test.a\"() : () -> (i32, i32)\n\"test.b\"(%0#2, %0) : (i32, i32) -> ()\n"))
        .startsWith("t.mlir:2:10: error: reference to invalid result number\n");
  }

  @Test
  void syntaxErrors() {
    assertThat(error("\"test.a\"( : (i32) -> ()\n")).startsWith("t.mlir:1:10: error: expected ')' to end operand list\n");
    assertThat(error("\"test.a\"() : () -> (i32, i32\n")).startsWith("t.mlir:1:29: error: expected ')'\n");
    assertThat(error("\"test.a\"() {a = } : () -> ()\n")).startsWith("t.mlir:1:16: error: expected attribute value\n");
    assertThat(error("\"test.a\"() : () -> memref<4x>\n")).startsWith("t.mlir:1:29: error: expected non-function type\n");
    assertThat(error("\"test.a\"() : () -> () $\n")).startsWith("t.mlir:1:23: error: unexpected character\n");
    assertThat(error("\"test.a\"() {a = \"abc} : () -> ()\n")).startsWith("t.mlir:1:33: error: expected '\"' in string literal\n");
    assertThat(error("\"test.a\"() : (i32) -> ()\n")).startsWith("t.mlir:1:14: error: expected 0 operand types but had 1\n");
  }

  @Test
  void unknownOps() {
    assertThat(error("bar\n", false)).startsWith("t.mlir:1:1: error: custom op 'bar' is unknown (tried 'builtin.bar' as well)\n");
    assertThat(error("foo.bar\n", false)).startsWith("t.mlir:1:1: error: Dialect `foo' not found for custom op 'foo.bar' \n");
    assertThat(error("\"first\"() : () -> ()\n", false)).startsWith(
        "t.mlir:1:8: error: operation being parsed with an unregistered dialect. If this is intended, please "
            + "call allowUnregisteredDialects(true) on the MLIRContext\n");
  }

  @Test
  void unregisteredDialectHintOfTheCommandLine() {
    MLIRContext ctx = context(false).setCommandLineHints(true);
    List<String> errors = new ArrayList<>();
    ctx.getDiagEngine().setHandler(d -> errors.add(d.getMessage()));
    assertThat(Parser.parseSourceString(ctx, "\"first\"() : () -> ()\n", "t.mlir")).isNull();
    assertThat(errors).containsExactly("operation being parsed with an unregistered dialect. If "
        + "this is intended, please use -allow-unregistered-dialect with the MLIR tool used");
  }

  @Test
  void splitKeepsLineNumbers() {
    List<SourceFile> chunks = Parser.splitInputFile("t.mlir", "\"t.a\"() : () -> ()\n// -----\n\n\"t.b\"(%y) : (i32) -> ()\n");
    assertThat(chunks).hasSize(2);
    MLIRContext ctx = context(true);
    assertThat(Parser.parseSource(ctx, chunks.get(1))).isNull();
    ctx.getDiagEngine().flush();
    assertThat(diags.get(0).getLocation()).isEqualTo(new Location.FileLineCol("t.mlir", 4, 7));
  }

  @Test
  void integerSets() {
    Operation m = parse("\"t.a\"() {s = affine_set<(d0)[s0] : (d0 >= s0, d0 <= 5, d0 == 0)>, e = affine_set<(d0) : ()>} : () -> ()\n");
    Operation op = body(m).getFirstOp();
    assertThat(AttrTypePrinter.print(op.getAttr("s")))
        .isEqualTo("affine_set<(d0)[s0] : (d0 - s0 >= 0, -d0 + 5 >= 0, d0 == 0)>");
    assertThat(AttrTypePrinter.print(op.getAttr("e"))).isEqualTo("affine_set<(d0) : (0 == 0)>");
    assertThat(error("\"t.a\"() {s = affine_set<(d0) : (d0 > 0)>} : () -> ()\n"))
        .startsWith("t.mlir:1:38: error: expected '== affine-expr' or '>= affine-expr' at end of affine constraint\n");
  }

  @Test
  void dialectSymbols() {
    Operation m = parse("\"t.a\"() {a = #foo<\"bar\">, b = #foo<bar>, c = #foo.b<x>} : () -> !foo<i32>\n");
    Operation op = body(m).getFirstOp();
    assertThat(AttrTypePrinter.print(op.getAttr("a"))).isEqualTo("#foo<\"bar\">");
    assertThat(AttrTypePrinter.print(op.getAttr("b"))).isEqualTo("#foo.bar");
    assertThat(AttrTypePrinter.print(op.getAttr("c"))).isEqualTo("#foo.b<x>");
    assertThat(AttrTypePrinter.print(op.getResult(0).getType())).isEqualTo("!foo.i32");
    assertThat(error("\"t.a\"() {a = #func.zzz<bar>} : () -> ()\n"))
        .startsWith("t.mlir:1:20: error: dialect 'func' provides no attribute parsing hook\n");
    assertThat(error("\"t.a\"() : () -> !func.yyy\n"))
        .startsWith("t.mlir:1:23: error: dialect 'func' provides no type parsing hook\n");
  }

  @Test
  void customOpErrorsNameTheOp() {
    assertThat(error("%0 = arith.constant 1.0 : f32\n%1 = arith.cmpf bogus, %0, %0 : f32\n"))
        .startsWith("t.mlir:2:17: error: custom op 'arith.cmpf' expected string or keyword");
    assertThat(error("%0 = arith.constant 1 : i32\n%1 = arith.addi %0 %0 : i32\n"))
        .startsWith("t.mlir:2:19: error: expected ','\n");
  }

  @Test
  void undefinedBlocksAreAllReported() {
    error("\"t.a\"() ({\n  \"t.b\"() [^bb1] : () -> ()\n^bb2:\n  \"t.c\"() [^bb3] : () -> ()\n}) : () -> ()\n");
    assertThat(diags).hasSize(2);
  }

  @Test
  void forwardReferenceFromNestedRegion() {
    Operation m = parse("\"t.a\"() ({\n  \"t.use\"(%x) : (i32) -> ()\n}) : () -> ()\n%x = \"t.def\"() : () -> i32\n");
    assertThat(m).isNotNull();
    Operation use = body(m).getFirstOp().getRegion(0).front().getFirstOp();
    assertThat(use.getOperand(0)).isSameInstanceAs(body(m).getLastOp().getResult(0));
  }
}
