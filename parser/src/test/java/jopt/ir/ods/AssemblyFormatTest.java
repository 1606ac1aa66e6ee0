package jopt.ir.ods;

import static com.google.common.truth.Truth.assertThat;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import jopt.ir.Diagnostic;
import jopt.ir.Dialect;
import jopt.ir.MLIRContext;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Traits;
import jopt.ir.Verifier;
import jopt.ir.asm.AsmPrinter;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.PrintingFlags;
import jopt.ir.ods.CustomDirective;
import jopt.ir.ods.FormatParseState;
import jopt.parser.DiagnosticPrinter;
import jopt.parser.Parser;
import jopt.parser.SourceFile;
import jopt.ir.type.MemRefType;
import org.junit.jupiter.api.Test;

/** Declarative assembly formats: parse, print with ODS's spacing, infer types, report errors. */
class AssemblyFormatTest {
  /** {@code custom<Pair>($x, $y)}: writes two index operands as {@code <%x | %y>}. */
  private static final CustomDirective PAIR = new CustomDirective() {
    @Override
    public void parse(OpAsmParser p, FormatParseState state, List<String> args) {
      var loc = p.getCurrentLocation();
      p.parseLess();
      var x = p.parseOperand();
      if (!p.parseOptionalVerticalBar()) {
        throw p.emitError(p.getCurrentLocation(), "expected |");
      }
      var y = p.parseOperand();
      p.parseGreater();
      state.addOperands(args.get(0), List.of(x), loc);
      state.addOperands(args.get(1), List.of(y), loc);
    }

    @Override
    public void print(OpAsmPrinter p, Operation op, List<String> args) {
      p.print("<").printOperand(op.getOperand(0)).print(" | ").printOperand(op.getOperand(1)).print(">");
    }
  };

  private static final List<OpSpec> SPECS = List.of(
      OpSpec.op("fmt.load").operand("memref", TypeConstraints.MEMREF)
          .variadicOperand("indices", TypeConstraints.INDEX).result("result", TypeConstraints.ANY)
          .typesMatchWith("result type matches element type of 'memref'", "memref", "result",
              t -> ((MemRefType) t).getElementType())
          .format("$memref `[` $indices `]` attr-dict `:` type($memref)").build(),
      OpSpec.op("fmt.opt").operand("a", TypeConstraints.ANY).optionalOperand("b", TypeConstraints.ANY)
          .format("$a (`,` $b^)? attr-dict `:` type($a) (`,` type($b)^)?").build(),
      OpSpec.op("fmt.unit").operand("x", TypeConstraints.ANY).optionalAttr("nsw", AttrConstraints.UNIT)
          .result("r", TypeConstraints.ANY).allTypesMatch("x", "r")
          .format("$x (`nsw` $nsw^)? attr-dict `:` type($r)").build(),
      OpSpec.op("fmt.call").attr("callee", AttrConstraints.FLAT_SYMBOL_REF)
          .variadicOperand("args", TypeConstraints.ANY).variadicResult("res", TypeConstraints.ANY)
          .format("$callee `(` $args `)` attr-dict `:` functional-type($args, results)").build(),
      OpSpec.op("fmt.seg").variadicOperand("lo", TypeConstraints.INDEX).variadicOperand("hi", TypeConstraints.INDEX)
          .attrSizedOperandSegments().format("`(` $lo `)` (`[` $hi^ `]`)? attr-dict").build(),
      OpSpec.op("fmt.cst").attr("value", AttrConstraints.I64).result("r", TypeConstraints.INDEX)
          .format("$value attr-dict").build(),
      OpSpec.op("fmt.sym").attr("sym_name", AttrConstraints.SYMBOL_NAME).format("$sym_name attr-dict").build(),
      OpSpec.op("fmt.pair").operand("x", TypeConstraints.INDEX).operand("y", TypeConstraints.INDEX)
          .format("custom<Pair>($x, $y) attr-dict").customDirective("Pair", PAIR).build(),
      OpSpec.op("fmt.region").region("body", RegionDef.Blocks.ANY).format("attr-dict-with-keyword $body").build(),
      OpSpec.op("fmt.oilist").optionalAttr("a", AttrConstraints.I64).optionalAttr("b", AttrConstraints.DENSE_I64_ARRAY)
          .format("oilist(`first` $a | `second` $b) attr-dict").build(),
      OpSpec.op("fmt.elems").variadicOperand("elems", TypeConstraints.ANY).result("v", TypeConstraints.ANY)
          .shapedTypeMatchesElementCountAndTypes("v", "elems").format("$elems attr-dict `:` type($v)").build(),
      OpSpec.op("fmt.acc").operand("x", TypeConstraints.ANY).optionalOperand("acc", TypeConstraints.ANY)
          .result("r", TypeConstraints.ANY).typesMatchWith("r and acc match", "r", "acc", t -> t)
          .format("$x (`,` $acc^)? attr-dict `:` type($x) `into` type($r)").build());

  private static final class FmtDialect extends Dialect {
    FmtDialect() {
      super("fmt");
    }

    @Override
    public List<OpDefinition> getOperations() {
      List<OpDefinition> defs = new ArrayList<>();
      for (OpSpec s : SPECS) {
        defs.add(new Def(s));
      }
      return defs;
    }
  }

  private static final class Def extends OpDefinition implements Traits.NoTerminator {
    Def(OpSpec spec) {
      super(spec);
    }
  }

  private final List<Diagnostic> diags = new ArrayList<>();

  private Operation parse(String text) {
    MLIRContext ctx = new MLIRContext();
    jopt.dialects.Dialects.registerAll(ctx);
    ctx.register(new FmtDialect());
    ctx.getDiagEngine().setHandler(diags::add);
    Operation op = Parser.parseSourceString(ctx, text, "t.mlir");
    if (op != null && !Verifier.verify(op)) {
      op = null;
    }
    ctx.getDiagEngine().flush();
    return op;
  }

  private String roundTrip(String body) {
    String text = "func.func @f(%arg0: memref<4xf32>, %arg1: index, %arg2: i32) {\n" + body + "\n  return\n}\n";
    Operation m = parse(text);
    assertThat(diags).isEmpty();
    String printed = AsmPrinter.print(m, PrintingFlags.defaults());
    String[] lines = printed.split("\n");
    StringBuilder ops = new StringBuilder();
    for (int i = 2; i < lines.length - 3; i++) {
      ops.append(lines[i].strip()).append('\n');
    }
    return ops.toString().strip();
  }

  private String error(String body) {
    String text = "func.func @f(%arg0: memref<4xf32>, %arg1: index, %arg2: i32) {\n" + body + "\n  return\n}\n";
    diags.clear();
    assertThat(parse(text)).isNull();
    assertThat(diags).isNotEmpty();
    return DiagnosticPrinter.render(diags.get(0), new SourceFile("t.mlir", text)).split("\n")[0];
  }

  @Test
  void bracketsTakeNoSpaceAndTypesAreInferred() {
    assertThat(roundTrip("%0 = fmt.load %arg0[%arg1]: memref<4xf32>")).isEqualTo("%0 = fmt.load %arg0[%arg1] : memref<4xf32>");
  }

  @Test
  void optionalGroupsPrintWhenTheirAnchorIsPresent() {
    assertThat(roundTrip("fmt.opt %arg1 : index")).isEqualTo("fmt.opt %arg1 : index");
    assertThat(roundTrip("fmt.opt %arg1, %arg2 : index, i32")).isEqualTo("fmt.opt %arg1, %arg2 : index, i32");
  }

  @Test
  void aUnitAttrAnchorIsImpliedByItsGroup() {
    assertThat(roundTrip("%0 = fmt.unit %arg2 nsw : i32")).isEqualTo("%0 = fmt.unit %arg2 nsw : i32");
    assertThat(roundTrip("%0 = fmt.unit %arg2 : i32")).isEqualTo("%0 = fmt.unit %arg2 : i32");
  }

  @Test
  void functionalTypeAndSymbolReference() {
    assertThat(roundTrip("%0:2 = fmt.call @g(%arg1, %arg2) : (index, i32) -> (f32, f32)"))
        .isEqualTo("%0:2 = fmt.call @g(%arg1, %arg2) : (index, i32) -> (f32, f32)");
  }

  @Test
  void segmentSizesAreRecordedAndElided() {
    assertThat(roundTrip("fmt.seg(%arg1, %arg1) [%arg1]")).isEqualTo("fmt.seg(%arg1, %arg1) [%arg1]");
    assertThat(roundTrip("fmt.seg() {a}")).isEqualTo("fmt.seg() {a}");
  }

  @Test
  void typedAttributesPrintWithoutTheirType() {
    assertThat(roundTrip("%0 = fmt.cst 4")).isEqualTo("%0 = fmt.cst 4");
    assertThat(roundTrip("fmt.sym @s")).isEqualTo("fmt.sym @s");
  }

  @Test
  void customDirectivesAndRegions() {
    assertThat(roundTrip("fmt.pair <%arg1 | %arg1>")).isEqualTo("fmt.pair <%arg1 | %arg1>");
    assertThat(roundTrip("fmt.region attributes {x} {\n}")).isEqualTo("fmt.region attributes {x} {\n}");
  }

  @Test
  void oilistClausesInAnyOrderPrintInTheirOwn() {
    assertThat(roundTrip("fmt.oilist second [1, 2] first 3")).isEqualTo("fmt.oilist first 3 second [1, 2]");
    assertThat(roundTrip("fmt.oilist second []")).isEqualTo("fmt.oilist second []");
    assertThat(roundTrip("fmt.oilist")).isEqualTo("fmt.oilist");
    assertThat(error("fmt.oilist first 1 first 2")).isEqualTo(
        "t.mlir:2:1: error: custom op 'fmt.oilist' `first` clause can appear at most once in the expansion of the "
            + "oilist directive");
  }

  @Test
  void elementTypesComeFromTheShapedType() {
    assertThat(roundTrip("%0 = fmt.elems %arg1, %arg1 : vector<2xindex>"))
        .isEqualTo("%0 = fmt.elems %arg1, %arg1 : vector<2xindex>");
  }

  @Test
  void aTypeRuleOntoAnOptionalOperandCountsTheOperandsRead() {
    assertThat(roundTrip("%0 = fmt.acc %arg1 : index into i32")).isEqualTo("%0 = fmt.acc %arg1 : index into i32");
    assertThat(roundTrip("%0 = fmt.acc %arg1, %arg2 : index into i32"))
        .isEqualTo("%0 = fmt.acc %arg1, %arg2 : index into i32");
  }

  @Test
  void errorsAreMlirs() {
    assertThat(error("%0 = fmt.load %arg0[%arg1 %arg1] : memref<4xf32>")).isEqualTo("t.mlir:2:26: error: expected ']'");
    assertThat(error("%0 = fmt.load %arg1[%arg1] : index")).isEqualTo(
        "t.mlir:2:30: error: custom op 'fmt.load' invalid kind of type specified: expected builtin.memref, but found 'index'");
    assertThat(error("fmt.opt %arg1, %arg2 : index"))
        .isEqualTo("t.mlir:2:16: error: custom op 'fmt.opt' number of operands and types do not match: got 1 operands and 0 types");
    assertThat(error("%0 = fmt.unit %arg2 : index")).contains("use of value '%arg2' expects different type than prior uses");
  }
}
