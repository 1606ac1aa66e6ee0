package jopt.parser;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Block;
import jopt.ir.Diagnostic;
import jopt.ir.MLIRContext;
import jopt.ir.OpOperand;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Value;
import jopt.ir.asm.AsmPrinter;
import jopt.ir.asm.ParseException;
import jopt.ir.asm.PrintingFlags;
import org.junit.jupiter.api.Test;

/**
 * A large region body of one block parsed in pieces gives exactly the IR of a sequential parse
 * (ops, locations, use-list order), or is parsed sequentially, with the same diagnostics.
 */
class BlockPiecesTest {
  private final List<Diagnostic> diags = new ArrayList<>();

  private MLIRContext context(int threads) {
    MLIRContext ctx = new MLIRContext();
    jopt.dialects.Dialects.registerAll(ctx);
    ctx.allowUnregisteredDialects(true);
    ctx.setNumThreads(threads);
    ctx.getDiagEngine().setHandler(diags::add);
    return ctx;
  }

  /** One step of a large function: values of earlier steps, loops, two-result ops. */
  private static String step(int i) {
    String prev = i == 0 ? "%n" : "%i" + (i - 1);
    return "  %i" + i + " = arith.addi " + prev + ", %c1 : index\n"
        + "  %p" + i + ":2 = \"test.two\"(%i" + i + ") : (index) -> (index, f32)\n"
        + "  %s" + i + " = scf.for %iv = %c0 to %i" + i + " step %c1 iter_args(%acc = %p" + i + "#1) -> (f32) {\n"
        + "    %x = arith.addf %acc, %f : f32\n"
        + "    \"test.use\"(%iv, %n, %p" + i + "#0) : (index, index, index) -> ()\n"
        + "    scf.yield %x : f32\n"
        + "  }\n"
        + "  \"test.use\"(%s" + i + ", %c0) : (f32, index) -> ()\n";
  }

  private static String function(int steps, String extraAt, int extraStep) {
    StringBuilder sb = new StringBuilder("#map = affine_map<(d0) -> (d0)>\n"
        + "func.func @big(%n: index, %f: f32) {\n"
        + "  %c0 = arith.constant 0 : index\n"
        + "  %c1 = arith.constant 1 : index\n");
    for (int i = 0; i < steps; i++) {
      sb.append(step(i));
      if (i == extraStep) {
        sb.append(extraAt);
      }
    }
    return sb.append("  return\n}\n").toString();
  }

  /** The top-level op, or null; {@code pieces[0]} is how many bodies were joined from pieces. */
  private Operation parse(MLIRContext ctx, String text, int[] pieces) {
    MlirParser p = MlirParserDriver.create(ctx, new SourceFile("t.mlir", text));
    try {
      Operation op = p.parseTopLevel();
      pieces[0] = p.bodiesParsedInPieces();
      return op;
    } catch (ParseException e) {
      pieces[0] = p.bodiesParsedInPieces();
      return null;
    } finally {
      ctx.getDiagEngine().flush();
    }
  }

  private static String print(Operation m) {
    return AsmPrinter.print(m, PrintingFlags.defaults().withDebugInfo(true));
  }

  @Test
  void piecesMakeTheSequentialIR() {
    String text = function(3000, "", -1);
    assertThat(text.length()).isGreaterThan(BlockPieces.MIN_CHARS);
    int[] pieces = new int[1];
    Operation joined = parse(context(2), text, pieces);
    assertThat(pieces[0]).isEqualTo(1);
    Operation sequential = parse(context(1), text, pieces);
    assertThat(pieces[0]).isEqualTo(0);
    assertThat(diags).isEmpty();
    assertThat(print(joined)).isEqualTo(print(sequential));
    assertThat(useLists(joined)).isEqualTo(useLists(sequential));
  }

  @Test
  void aModuleBodyOfFunctionsIsParsedInPieces() {
    StringBuilder sb = new StringBuilder("module {\n");
    for (int i = 0; i < 600; i++) {
      sb.append("  func.func @f").append(i).append("(%n: index, %f: f32) {\n")
          .append("    %c0 = arith.constant 0 : index\n    %c1 = arith.constant 1 : index\n")
          .append(step(0).replace("\n  ", "\n    ").replaceFirst("^  ", "    "))
          .append("    return\n  }\n");
    }
    String text = sb.append("}\n").toString();
    int[] pieces = new int[1];
    Operation joined = parse(context(2), text, pieces);
    assertThat(pieces[0]).isEqualTo(1);
    assertThat(print(joined)).isEqualTo(print(parse(context(1), text, pieces)));
    assertThat(diags).isEmpty();
  }

  @Test
  void errorsAreThoseOfTheSequentialParse() {
    String[] extras = {
      "  %i5 = arith.constant 5 : index\n",                         // redefinition of an earlier value
      "  \"test.use\"(%undefined) : (index) -> ()\n",                // a use never defined
      "  \"test.use\"(%i10) : (f32) -> ()\n",                        // a use of another type
      "  \"test.use\"(%i2999#1) : (index) -> ()\n",                   // an invalid result number
      "  scf.for %i7 = %c0 to %c1 step %c1 {\n  }\n",               // a nested redefinition
      "  %z = arith.constant : f32\n",                             // a syntax error
    };
    for (String extra : extras) {
      String text = function(3000, extra, 2000);
      diags.clear();
      int[] pieces = new int[1];
      Operation joined = parse(context(2), text, pieces);
      List<String> parallel = messages();
      assertThat(pieces[0]).isEqualTo(0);
      diags.clear();
      Operation sequential = parse(context(1), text, pieces);
      assertThat(parallel).isEqualTo(messages());
      assertThat(parallel).isNotEmpty();
      assertThat(joined == null).isEqualTo(sequential == null);
    }
  }

  @Test
  void aBodyOfSeveralBlocksIsParsedSequentially() {
    String text = function(3000, "^bb1:\n", 2000);
    int[] pieces = new int[1];
    Operation joined = parse(context(2), text, pieces);
    assertThat(pieces[0]).isEqualTo(0);
    assertThat(print(joined)).isEqualTo(print(parse(context(1), text, pieces)));
    assertThat(diags).isEmpty();
  }

  @Test
  void forwardUsesAcrossPiecesAreResolvedAsInASequentialParse() {
    // A graph region (unregistered op) whose early ops use values defined at its end.
    StringBuilder sb = new StringBuilder("\"test.graph\"() ({\n");
    sb.append("  \"test.use\"(%late) : (i32) -> ()\n");
    for (int i = 0; i < 8000; i++) {
      sb.append("  %v").append(i).append(" = \"test.def\"(%late) : (i32) -> i32\n");
    }
    sb.append("  %late = \"test.def\"() : () -> i32\n}) : () -> ()\n");
    String text = sb.toString();
    int[] pieces = new int[1];
    Operation joined = parse(context(2), text, pieces);
    assertThat(pieces[0]).isEqualTo(1);
    Operation sequential = parse(context(1), text, pieces);
    assertThat(diags).isEmpty();
    assertThat(print(joined)).isEqualTo(print(sequential));
    assertThat(useLists(joined)).isEqualTo(useLists(sequential));
  }

  @Test
  void opsSpreadOverLinesAreStillParsedRight() {
    // Every loop's induction variable starts a line, as a result would: a piece that starts
    // there fails to parse, and the body is parsed sequentially.
    String text = function(3000, "", -1).replace("= scf.for %iv", "= scf.for\n      %iv");
    int[] pieces = new int[1];
    Operation joined = parse(context(2), text, pieces);
    Operation sequential = parse(context(1), text, pieces);
    assertThat(diags).isEmpty();
    assertThat(print(joined)).isEqualTo(print(sequential));
  }

  private List<String> messages() {
    List<String> r = new ArrayList<>();
    for (Diagnostic d : diags) {
      r.add(d.getLocation() + ": " + d.getMessage());
    }
    return r;
  }

  /** Every value's users as (op number, operand number), in use-list order. */
  private static List<String> useLists(Operation root) {
    List<Operation> ops = new ArrayList<>();
    collect(root, ops);
    java.util.IdentityHashMap<Operation, Integer> index = new java.util.IdentityHashMap<>();
    for (int i = 0; i < ops.size(); i++) {
      index.put(ops.get(i), i);
    }
    List<String> r = new ArrayList<>();
    for (Operation op : ops) {
      List<Value> values = new ArrayList<>(op.getResults());
      for (Region region : op.getRegions()) {
        for (Block b : region.getBlocks()) {
          values.addAll(b.getArguments());
        }
      }
      for (Value v : values) {
        StringBuilder sb = new StringBuilder();
        for (OpOperand u : v.getUses()) {
          sb.append(index.get(u.getOwner())).append('.').append(u.getOperandNumber()).append(' ');
        }
        r.add(sb.toString());
      }
    }
    return r;
  }

  private static void collect(Operation op, List<Operation> out) {
    out.add(op);
    for (Region region : op.getRegions()) {
      for (Block b : region.getBlocks()) {
        for (Operation o = b.getFirstOp(); o != null; o = o.getNextNode()) {
          collect(o, out);
        }
      }
    }
  }
}
