package jopt.passes.mergealloc.lend;

import static com.google.common.truth.Truth.assertThat;

import jopt.dialects.Dialects;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.parser.Parser;
import org.junit.jupiter.api.Test;

/**
 * A function borrows an argument when nothing that may be its buffer outlives the call: each way
 * of keeping it (returned, also through views and region results; freed; stored as a value;
 * made a tensor; handed to an unknown op, a declaration or a call that keeps it) is seen, and
 * recursion keeps the largest consistent answer.
 */
class BorrowedArgumentsTest {
  private static final String INPUT = """
      func.func private @declared(memref<4xf32>)
      func.func @reads(%m: memref<4xf32>, %i: index, %s: f32) -> f32 {
        %x = memref.load %m[%i] : memref<4xf32>
        memref.store %s, %m[%i] : memref<4xf32>
        return %x : f32
      }
      func.func @returns_view(%m: memref<4xf32>) -> memref<2xf32, strided<[1]>> {
        %v = memref.subview %m[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
        return %v : memref<2xf32, strided<[1]>>
      }
      func.func @returns_from_if(%m: memref<4xf32>, %n: memref<4xf32>, %p: i1) -> memref<4xf32> {
        %r = scf.if %p -> memref<4xf32> {
          scf.yield %m : memref<4xf32>
        } else {
          scf.yield %n : memref<4xf32>
        }
        return %r : memref<4xf32>
      }
      func.func @frees(%m: memref<4xf32>) {
        memref.dealloc %m : memref<4xf32>
        return
      }
      func.func @to_tensor(%m: memref<4xf32>) {
        %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
        return
      }
      func.func @unknown(%m: memref<4xf32>) {
        "test.keep"(%m) : (memref<4xf32>) -> ()
        return
      }
      func.func @passes_to_declared(%m: memref<4xf32>) {
        func.call @declared(%m) : (memref<4xf32>) -> ()
        return
      }
      func.func @passes_to_frees(%m: memref<4xf32>) {
        %c = memref.cast %m : memref<4xf32> to memref<4xf32>
        func.call @frees(%c) : (memref<4xf32>) -> ()
        return
      }
      func.func @passes_to_reads(%m: memref<4xf32>, %i: index) {
        %s = arith.constant 1.0 : f32
        %x = func.call @reads(%m, %i, %s) : (memref<4xf32>, index, f32) -> f32
        return
      }
      func.func @ping(%m: memref<4xf32>, %n: index) {
        func.call @pong(%m, %n) : (memref<4xf32>, index) -> ()
        return
      }
      func.func @pong(%m: memref<4xf32>, %n: index) {
        %c0 = arith.constant 0 : index
        %more = arith.cmpi sgt, %n, %c0 : index
        scf.if %more {
          func.call @ping(%m, %n) : (memref<4xf32>, index) -> ()
        }
        return
      }
      func.func @ping_frees(%m: memref<4xf32>, %p: i1) {
        scf.if %p {
          func.call @pong_frees(%m, %p) : (memref<4xf32>, i1) -> ()
        }
        return
      }
      func.func @pong_frees(%m: memref<4xf32>, %p: i1) {
        func.call @ping_frees(%m, %p) : (memref<4xf32>, i1) -> ()
        memref.dealloc %m : memref<4xf32>
        return
      }
      """;

  @Test
  void eachWayOfKeepingAnArgumentIsSeen() throws Exception {
    MLIRContext ctx = Dialects.registerAll(new MLIRContext().allowUnregisteredDialects(true));
    Operation module = Parser.parseSourceString(ctx, INPUT, "t.mlir");
    BorrowedArguments b = BorrowedArguments.of(module);
    // Non-memref arguments are never borrowed buffers.
    assertThat(b.flagsOf("reads")).containsExactly(true, false, false).inOrder();
    assertThat(b.flagsOf("returns_view")).containsExactly(false);
    assertThat(b.flagsOf("returns_from_if")).containsExactly(false, false, false).inOrder();
    assertThat(b.flagsOf("frees")).containsExactly(false);
    assertThat(b.flagsOf("to_tensor")).containsExactly(false);
    assertThat(b.flagsOf("unknown")).containsExactly(false);
    assertThat(b.flagsOf("declared")).isNull();
    assertThat(b.flagsOf("passes_to_declared")).containsExactly(false);
    assertThat(b.flagsOf("passes_to_frees")).containsExactly(false);
    assertThat(b.flagsOf("passes_to_reads")).containsExactly(true, false).inOrder();
    assertThat(b.flagsOf("ping")).containsExactly(true, false).inOrder();
    assertThat(b.flagsOf("pong")).containsExactly(true, false).inOrder();
    assertThat(b.flagsOf("ping_frees")).containsExactly(false, false).inOrder();
    assertThat(b.flagsOf("pong_frees")).containsExactly(false, false).inOrder();
  }

  @Test
  void aCallLendsOnlyTheOperandsItsCalleeBorrows() throws Exception {
    MLIRContext ctx = Dialects.registerAll(new MLIRContext().allowUnregisteredDialects(true));
    Operation module = Parser.parseSourceString(ctx, INPUT, "t.mlir");
    BorrowedArguments b = BorrowedArguments.of(module);
    Operation[] call = new Operation[1];
    module.walk(op -> {
      if (op.getName().equals("func.call") && "reads".equals(
          ((jopt.ir.attr.FlatSymbolRefAttr) op.getAttr("callee")).getValue())) {
        call[0] = op;
      }
    });
    assertThat(b.lends(call[0], 0)).isTrue();
    assertThat(b.lends(call[0], 1)).isFalse();
    assertThat(BorrowedArguments.none().lends(call[0], 0)).isFalse();
  }

  @Test
  void anArgumentWhoseBytesNoUseTouchesIsIgnored() throws Exception {
    MLIRContext ctx = Dialects.registerAll(new MLIRContext().allowUnregisteredDialects(true));
    Operation module = Parser.parseSourceString(ctx, """
        func.func @touch(%a: memref<4xf32>, %b: memref<4xf32>, %c: memref<?xf32>) -> index {
          %c0 = arith.constant 0 : index
          %v = memref.subview %b[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
          %d = memref.dim %c, %c0 : memref<?xf32>
          %x = memref.load %a[%c0] : memref<4xf32>
          return %d : index
        }
        func.func @outer(%a: memref<4xf32>, %b: memref<4xf32>) -> index {
          %c = memref.cast %b : memref<4xf32> to memref<?xf32>
          %d = func.call @touch(%a, %b, %c) : (memref<4xf32>, memref<4xf32>, memref<?xf32>) -> index
          return %d : index
        }
        """, "t.mlir");
    BorrowedArguments b = BorrowedArguments.of(module);
    Operation[] call = new Operation[1];
    module.walk(op -> {
      if (op.getName().equals("func.call")) {
        call[0] = op;
      }
    });
    // A load touches %a; a view nobody reads and memref.dim leave %b and %c untouched.
    assertThat(b.ignores(call[0], 0)).isFalse();
    assertThat(b.ignores(call[0], 1)).isTrue();
    assertThat(b.ignores(call[0], 2)).isTrue();
    assertThat(b.lends(call[0], 0)).isTrue();
    assertThat(BorrowedArguments.none().ignores(call[0], 1)).isFalse();
  }
}
