package jopt.ir.asm;

import static com.google.common.truth.Truth.assertThat;
import static jopt.ir.asm.TestIR.I32;
import static jopt.ir.asm.TestIR.INDEX;
import static jopt.ir.asm.TestIR.body;

import java.util.List;
import jopt.ir.Block;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Value;
import jopt.ir.asm.TestIR.B;
import jopt.ir.asm.TestIR.T;
import org.junit.jupiter.api.Test;

/** Expected strings are mlir-opt-22's output for the equivalent .mlir (see each test). */
class AsmPrinterTest {
  private final MLIRContext ctx = TestIR.context();

  /** Builds the IR of the numbering test (oracle input in the comment of {@link #numbering}). */
  private Operation numberingModule() {
    Operation module = TestIR.module(ctx);
    Operation f = TestIR.func(ctx, body(module), "f", List.of(I32, I32));
    Region fr = f.getRegion(0);
    Block entry = fr.front();
    B b = new B(ctx, entry);
    b.constant("0 : index", INDEX);
    b.constant("1 : i32", I32);
    b.constant("1 : i32", I32);
    Operation two = b.op("test.two", List.of(), List.of(I32, I32));
    Region r0 = new Region();
    Block r0b = new Block();
    r0.push_back(r0b);
    r0b.addArgument(I32, Location.UNKNOWN);
    B b0 = new B(ctx, r0b);
    b0.op("test.in", List.of(), List.of(I32));
    b0.constant("2 : index", INDEX);
    b0.constant("1 : i32", I32);
    b0.op("test.term", List.of(), List.of());
    Region r1 = new Region();
    Block r1b = r1.emplaceBlock();
    B b1 = new B(ctx, r1b);
    b1.op("test.in2", List.of(), List.of(I32));
    b1.constant("1 : i32", I32);
    b1.op("test.term", List.of(), List.of());
    b.op("test.use", List.of(two.getResult(1)), List.of(), List.of(), List.of(), List.of(r0, r1));
    Value w = b.op("test.after", List.of(), List.of(I32)).getResult(0);
    Block bb1 = new Block();
    Block bb2 = new Block();
    Block bb3 = new Block();
    Block bb4 = new Block();
    Block bb5 = new Block();
    for (Block x : List.of(bb1, bb2, bb3, bb4, bb5)) {
      fr.push_back(x);
    }
    Value p = bb1.addArgument(I32, Location.UNKNOWN);
    Value r = bb3.addArgument(I32, Location.UNKNOWN);
    b.op("test.br", List.of(w), List.of(), List.of(), List.of(bb1), List.of());
    b.block = bb1;
    Value t = b.constant("true", new T("i1"));
    b.op("test.cond_br", List.of(t, p), List.of(), List.of(), List.of(bb2, bb3), List.of());
    b.block = bb2;
    b.op("test.br", List.of(p), List.of(), List.of(), List.of(bb3), List.of());
    b.block = bb3;
    b.constant("true", new T("i1"));
    b.op("test.sw", List.of(r), List.of(), List.of(), List.of(bb4, bb4), List.of());
    b.block = bb4;
    b.op("func.return", List.of(), List.of());
    b.block = bb5;
    b.op("func.return", List.of(), List.of());
    Operation g = TestIR.func(ctx, body(module), "g", List.of());
    B bg = new B(ctx, g.getRegion(0).front());
    bg.constant("1 : i32", I32);
    bg.op("func.return", List.of(), List.of());
    return module;
  }

  /*
   * Oracle input (mlir-opt-22 --allow-unregistered-dialect):
   *   func.func @f(%a: i32, %b: i32) { %c0 = arith.constant 0 : index ... } as printed below,
   *   with "test.*" ops unregistered and a second func @g.
   */
  @Test
  void numbering() {
    assertThat(AsmPrinter.printOp(numberingModule())).isEqualTo("""
        module {
          func.func @f(%arg0: i32, %arg1: i32) {
            %c0 = arith.constant 0 : index
            %c1_i32 = arith.constant 1 : i32
            %c1_i32_0 = arith.constant 1 : i32
            %0:2 = "test.two"() : () -> (i32, i32)
            "test.use"(%0#1) ({
            ^bb0(%arg2: i32):
              %4 = "test.in"() : () -> i32
              %c2 = arith.constant 2 : index
              %c1_i32_2 = arith.constant 1 : i32
              "test.term"() : () -> ()
            }, {
              %4 = "test.in2"() : () -> i32
              %c1_i32_2 = arith.constant 1 : i32
              "test.term"() : () -> ()
            }) : (i32) -> ()
            %1 = "test.after"() : () -> i32
            "test.br"(%1)[^bb1] : (i32) -> ()
          ^bb1(%2: i32):  // pred: ^bb0
            %true = arith.constant true
            "test.cond_br"(%true, %2)[^bb2, ^bb3] : (i1, i32) -> ()
          ^bb2:  // pred: ^bb1
            "test.br"(%2)[^bb3] : (i32) -> ()
          ^bb3(%3: i32):  // 2 preds: ^bb1, ^bb2
            %true_1 = arith.constant true
            "test.sw"(%3)[^bb4, ^bb4] : (i32) -> ()
          ^bb4:  // 2 preds: ^bb3, ^bb3
            return
          ^bb5:  // no predecessors
            return
          }
          func.func @g() {
            %c1_i32 = arith.constant 1 : i32
            return
          }
        }
        """);
  }

  @Test
  void genericForm() {
    String s = AsmPrinter.print(numberingModule(), PrintingFlags.defaults().withGenericOpForm(true));
    assertThat(s).isEqualTo("""
        "builtin.module"() ({
          "func.func"() <{function_type = (i32, i32) -> (), sym_name = "f"}> ({
          ^bb0(%arg0: i32, %arg1: i32):
            %1 = "arith.constant"() <{value = 0 : index}> : () -> index
            %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32
            %3 = "arith.constant"() <{value = 1 : i32}> : () -> i32
            %4:2 = "test.two"() : () -> (i32, i32)
            "test.use"(%4#1) ({
            ^bb0(%arg2: i32):
              %12 = "test.in"() : () -> i32
              %13 = "arith.constant"() <{value = 2 : index}> : () -> index
              %14 = "arith.constant"() <{value = 1 : i32}> : () -> i32
              "test.term"() : () -> ()
            }, {
              %10 = "test.in2"() : () -> i32
              %11 = "arith.constant"() <{value = 1 : i32}> : () -> i32
              "test.term"() : () -> ()
            }) : (i32) -> ()
            %5 = "test.after"() : () -> i32
            "test.br"(%5)[^bb1] : (i32) -> ()
          ^bb1(%6: i32):  // pred: ^bb0
            %7 = "arith.constant"() <{value = true}> : () -> i1
            "test.cond_br"(%7, %6)[^bb2, ^bb3] : (i1, i32) -> ()
          ^bb2:  // pred: ^bb1
            "test.br"(%6)[^bb3] : (i32) -> ()
          ^bb3(%8: i32):  // 2 preds: ^bb1, ^bb2
            %9 = "arith.constant"() <{value = true}> : () -> i1
            "test.sw"(%8)[^bb4, ^bb4] : (i32) -> ()
          ^bb4:  // 2 preds: ^bb3, ^bb3
            "func.return"() : () -> ()
          ^bb5:  // no predecessors
            "func.return"() : () -> ()
          }) : () -> ()
          "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
            %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
            "func.return"() : () -> ()
          }) : () -> ()
        }) : () -> ()
        """);
  }
}
