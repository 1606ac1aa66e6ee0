package jopt.passes.transforms;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import jopt.dialects.Dialects;
import jopt.ir.Block;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.asm.AsmPrinter;
import jopt.ir.asm.PrintingFlags;
import jopt.ir.rewrite.FrozenPatternSet;
import jopt.parser.Parser;
import jopt.passmanager.PassManager;
import org.junit.jupiter.api.Test;

/**
 * canonicalize and cse of a module of many functions, one function per task on the context's
 * threads, against one run over the whole module.
 */
class FunctionsApartTest {
  private static final Path LIT = Path.of("..", "lit-tests");

  private static MLIRContext context(boolean threads) {
    MLIRContext ctx = new MLIRContext();
    Dialects.registerAll(ctx);
    ctx.allowUnregisteredDialects(true);
    ctx.enableMultithreading(threads);
    ctx.getDiagEngine().setHandler(d -> { });
    return ctx;
  }

  /** Every function of the lit tests' inputs that parse, in one module (names may repeat). */
  private static Operation allLitInputs(MLIRContext ctx) throws IOException {
    List<Path> files;
    try (Stream<Path> s = Files.walk(LIT)) {
      files = s.filter(p -> p.toString().endsWith(".mlir")).sorted().toList();
    }
    Operation big = Parser.parseSourceString(ctx, "", "all.mlir");
    Block body = big.getRegion(0).front();
    for (Path p : files) {
      for (String chunk : Files.readString(p).split("(?m)^// -----$")) {
        Operation m = Parser.parseSourceString(ctx, chunk, p.toString());
        if (m == null || !m.getName().equals("builtin.module")) {
          continue;
        }
        for (Operation f : ops(m.getRegion(0).front())) {
          if (f.getName().equals("func.func")) {
            body.push_back(f.remove());
          }
        }
      }
    }
    return big;
  }

  private static List<Operation> ops(Block b) {
    List<Operation> ops = new ArrayList<>();
    for (Operation o = b.getFirstOp(); o != null; o = o.getNextNode()) {
      ops.add(o);
    }
    return ops;
  }

  private static String canonicalize(MLIRContext ctx, Operation m) {
    return run(ctx, m, new Canonicalizer());
  }

  private static String run(MLIRContext ctx, Operation m, jopt.passmanager.Pass pass) {
    PassManager pm = new PassManager(ctx, "builtin.module");
    pm.enableVerifier(false); // repeated symbol names
    pm.addPass(pass);
    pm.run(m);
    StringBuilder sb = new StringBuilder();
    AsmPrinter.print(m, PrintingFlags.defaults(), sb);
    return sb.toString();
  }

  @Test
  void functionsApartGiveWhatOneDriverGives() throws IOException {
    MLIRContext threaded = context(true);
    assumeTrue(threaded.isMultithreadingEnabled() && threaded.getNumThreads() > 1);
    Operation apart = allLitInputs(threaded);
    int functions = ops(apart.getRegion(0).front()).size();
    assertThat(functions).isAtLeast(300);
    assertThat(IsolatedChildrenRewrite.independentChildren(apart,
        new FrozenPatternSet(Canonicalizer.allPatterns(threaded).getPatterns()),
        GreedyRewriteConfig.defaults())).hasSize(functions);
    String expected = canonicalize(context(false), allLitInputs(context(false)));
    assertThat(canonicalize(threaded, apart)).isEqualTo(expected);
  }

  @Test
  void cseOfFunctionsApartIsCseOfTheModule() throws IOException {
    MLIRContext threaded = context(true);
    assumeTrue(threaded.isMultithreadingEnabled() && threaded.getNumThreads() > 1);
    String expected = run(context(false), allLitInputs(context(false)), new CSE());
    String apart = run(threaded, allLitInputs(threaded), new CSE());
    assertThat(apart).isEqualTo(expected);
    // Something was eliminated: the inputs hold common subexpressions.
    assertThat(apart.length()).isLessThan(print(allLitInputs(context(false))).length());
  }

  private static String print(Operation m) {
    StringBuilder sb = new StringBuilder();
    AsmPrinter.print(m, PrintingFlags.defaults(), sb);
    return sb.toString();
  }

  @Test
  void notApartWhenFunctionsCanMeet() {
    MLIRContext ctx = context(true);
    assumeTrue(ctx.isMultithreadingEnabled());
    FrozenPatternSet patterns = new FrozenPatternSet(Canonicalizer.allPatterns(ctx).getPatterns());
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < 20; i++) {
      text.append("func.func @f").append(i).append("() {\n  return\n}\n");
    }
    Operation functions = Parser.parseSourceString(ctx, text.toString(), "t.mlir");
    assertThat(IsolatedChildrenRewrite.independentChildren(functions, patterns,
        GreedyRewriteConfig.defaults())).hasSize(20);
    // A rewrite limit counts over the whole module.
    assertThat(IsolatedChildrenRewrite.independentChildren(functions, patterns,
        GreedyRewriteConfig.defaults().withMaxNumRewrites(5))).isNull();
    // An op of the module's block that is not a function: the driver may fold or erase it.
    Operation withConstant = Parser.parseSourceString(ctx,
        text + "%c = arith.constant 1 : i32\n", "t.mlir");
    assertThat(IsolatedChildrenRewrite.independentChildren(withConstant, patterns,
        GreedyRewriteConfig.defaults())).isNull();
  }
}
