package jopt.passes.transforms;

import static com.google.common.truth.Truth.assertThat;

import jopt.dialects.Dialects;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.asm.AsmPrinter;
import jopt.ir.asm.PrintingFlags;
import jopt.parser.Parser;
import jopt.passmanager.PassManager;
import jopt.passes.Passes;
import org.junit.jupiter.api.Test;

/**
 * canonicalize on nests of scf.if: the condition's uses at every depth become constants
 * (ConditionPropagation, which finds the region of each use once per nest), a nest on one
 * condition flattens into one if, and an if is dead only when no op at any depth has an effect
 * (wouldOpBeTriviallyDead, which looks at a block's ops one by one).
 */
class ScfIfNestCanonicalizationTest {
  private static String canonicalize(String input) {
    return canonicalize(input, "builtin.module(func.func(canonicalize))");
  }

  private static String canonicalize(String input, String pipeline) {
    MLIRContext ctx = Dialects.registerAll(new MLIRContext());
    ctx.allowUnregisteredDialects(true);
    Operation module = Parser.parseSourceString(ctx, input, "t.mlir");
    assertThat(module).isNotNull();
    assertThat(PassManager.parse(ctx, pipeline,
        Passes.createRegistry()).run(module)).isTrue();
    StringBuilder sb = new StringBuilder();
    AsmPrinter.print(module, PrintingFlags.defaults(), sb);
    return sb.toString();
  }

  private static int count(String text, String what) {
    int n = 0;
    for (int i = text.indexOf(what); i >= 0; i = text.indexOf(what, i + 1)) {
      n++;
    }
    return n;
  }

  /** The expected text is mlir-opt-22's output. */
  @Test
  void conditionUsesBecomeConstantsAtEveryDepthOfEitherBranch() {
    String out = canonicalize("""
        func.func @f(%c: i1, %m: memref<4xi1>) {
          %c0 = arith.constant 0 : index
          "test.use"(%c) : (i1) -> ()
          scf.if %c {
            "test.use"(%c) : (i1) -> ()
            "test.region"() ({
              "test.region"() ({
                "test.use"(%c) : (i1) -> ()
                memref.store %c, %m[%c0] : memref<4xi1>
                "test.end"() : () -> ()
              }) : () -> ()
              "test.end"() : () -> ()
            }) : () -> ()
          } else {
            "test.region"() ({
              "test.use"(%c) : (i1) -> ()
              "test.end"() : () -> ()
            }) : () -> ()
          }
          "test.use"(%c) : (i1) -> ()
          return
        }
        """);
    assertThat(out).isEqualTo("""
        module {
          func.func @f(%arg0: i1, %arg1: memref<4xi1>) {
            %true = arith.constant true
            %false = arith.constant false
            %c0 = arith.constant 0 : index
            "test.use"(%arg0) : (i1) -> ()
            scf.if %arg0 {
              "test.use"(%true) : (i1) -> ()
              "test.region"() ({
                "test.region"() ({
                  "test.use"(%true) : (i1) -> ()
                  memref.store %true, %arg1[%c0] : memref<4xi1>
                  "test.end"() : () -> ()
                }) : () -> ()
                "test.end"() : () -> ()
              }) : () -> ()
            } else {
              "test.region"() ({
                "test.use"(%false) : (i1) -> ()
                "test.end"() : () -> ()
              }) : () -> ()
            }
            "test.use"(%arg0) : (i1) -> ()
            return
          }
        }
        """);
  }

  /** n ifs nested on one argument: the inner ones are on true once propagated, and inlined. */
  @Test
  void aNestOnOneConditionFlattensIntoOneIf() {
    int n = 300;
    StringBuilder in = new StringBuilder("func.func @f(%c: i1, %v: f32, %m: memref<4xf32>) {\n");
    in.append("%c0 = arith.constant 0 : index\n");
    for (int i = 0; i < n; i++) {
      in.append("scf.if %c {\nmemref.store %v, %m[%c0] : memref<4xf32>\n");
    }
    in.append("}\n".repeat(n)).append("return\n}\n");
    String out = canonicalize(in.toString());
    assertThat(count(out, "scf.if")).isEqualTo(1);
    assertThat(count(out, "memref.store")).isEqualTo(n);
    assertThat(out).doesNotContain("arith.constant true");
  }

  /** Allocations of its own and reads do not keep an if; a store at the end of a block does. */
  @Test
  void anIfIsDeadOnlyWithoutEffectsAtAnyDepth() {
    String dead = canonicalize("func.func @f(%c: i1, %m: memref<4xf32>, %v: f32) {\n"
        + "%c0 = arith.constant 0 : index\nscf.if %c {\n" + allocsAndLoads(0, 50)
        + "scf.if %c {\n" + allocsAndLoads(50, 1) + "}\n}\nreturn\n}\n");
    assertThat(dead).doesNotContain("scf.if");
    String live = canonicalize("func.func @f(%c: i1, %m: memref<4xf32>, %v: f32) {\n"
        + "%c0 = arith.constant 0 : index\nscf.if %c {\n" + allocsAndLoads(0, 50)
        + "scf.execute_region {\n" + allocsAndLoads(50, 1)
        + "memref.store %v, %m[%c0] : memref<4xf32>\nscf.yield\n}\n}\nreturn\n}\n");
    assertThat(count(live, "scf.if")).isEqualTo(1);
    assertThat(live).contains("memref.store");
  }

  /**
   * Constants at any depth go to the entry of their function (the nearest isolated-from-above
   * op), uniqued per function, when canonicalize runs on the module. The expected text is
   * mlir-opt-22's output.
   */
  @Test
  void constantsGoToTheirOwnFunctionsEntry() {
    String out = canonicalize("""
        func.func @f(%c: i1, %m: memref<4xindex>) {
          scf.if %c {
            %c1 = arith.constant 1 : index
            memref.store %c1, %m[%c1] : memref<4xindex>
            scf.if %c {
              %c2 = arith.constant 2 : index
              %d1 = arith.constant 1 : index
              memref.store %c2, %m[%d1] : memref<4xindex>
            }
          }
          return
        }
        func.func @g(%c: i1, %m: memref<4xindex>) {
          scf.if %c {
            %c2 = arith.constant 2 : index
            memref.store %c2, %m[%c2] : memref<4xindex>
          }
          return
        }
        """, "builtin.module(canonicalize)");
    assertThat(out).isEqualTo("""
        module {
          func.func @f(%arg0: i1, %arg1: memref<4xindex>) {
            %c2 = arith.constant 2 : index
            %c1 = arith.constant 1 : index
            scf.if %arg0 {
              memref.store %c1, %arg1[%c1] : memref<4xindex>
              memref.store %c2, %arg1[%c1] : memref<4xindex>
            }
            return
          }
          func.func @g(%arg0: i1, %arg1: memref<4xindex>) {
            %c2 = arith.constant 2 : index
            scf.if %arg0 {
              memref.store %c2, %arg1[%c2] : memref<4xindex>
            }
            return
          }
        }
        """);
  }

  private static String allocsAndLoads(int first, int n) {
    StringBuilder sb = new StringBuilder();
    for (int i = first; i < first + n; i++) {
      sb.append("%a").append(i).append(" = memref.alloc() : memref<4xf32>\n");
      sb.append("%x").append(i).append(" = memref.load %m[%c0] : memref<4xf32>\n");
    }
    return sb.toString();
  }
}
