package jopt.interpreter.semantics;

import static com.google.common.truth.Truth.assertThat;

import jopt.interpreter.ExecutionResult;
import jopt.interpreter.Programs;
import jopt.interpreter.runtime.RuntimeError;
import jopt.interpreter.runtime.RuntimeError.Kind;
import org.junit.jupiter.api.Test;

/**
 * Memref descriptors built with the LLVM dialect ({@link LlvmDescriptorSemantics}): pointers
 * round-trip to their allocation, the memref a descriptor makes is checked as any view (also
 * when compiled: {@link Programs#run} compares both).
 */
class LlvmDescriptorTest {
  /** A rank-1 descriptor function: @desc(allocated, aligned, offset, size, stride). */
  private static final String DESC = """
      !d = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
      func.func @desc(%a: i64, %b: i64, %off: i64, %size: i64, %stride: i64) -> !d {
        %pa = llvm.inttoptr %a : i64 to !llvm.ptr
        %pb = llvm.inttoptr %b : i64 to !llvm.ptr
        %u = llvm.mlir.poison : !d
        %0 = llvm.insertvalue %pa, %u[0] : !d
        %1 = llvm.insertvalue %pb, %0[1] : !d
        %2 = llvm.insertvalue %off, %1[2] : !d
        %3 = llvm.insertvalue %size, %2[3, 0] : !d
        %4 = llvm.insertvalue %stride, %3[4, 0] : !d
        return %4 : !d
      }
      func.func @addr(%m: memref<?xf32>) -> i64 {
        %p = memref.extract_aligned_pointer_as_index %m : memref<?xf32> -> index
        %i = arith.index_cast %p : index to i64
        return %i : i64
      }
      """;

  private static ExecutionResult clean(String text) {
    ExecutionResult r = Programs.run(text);
    assertThat(r.errors()).isEmpty();
    return r;
  }

  private static RuntimeError onlyError(String text) {
    ExecutionResult r = Programs.run(text);
    assertThat(r.errors()).hasSize(1);
    return r.errors().get(0);
  }

  @Test
  void poisonStructHoldsZerosAndNullPointers() {
    String p = """
        !s = !llvm.struct<(ptr, f32, array<2 x i8>)>
        func.func @main() -> (!llvm.ptr, f32, i8, !s) {
          %u = llvm.mlir.undef : !s
          %p = llvm.extractvalue %u[0] : !s
          %f = llvm.extractvalue %u[1] : !s
          %i = llvm.extractvalue %u[2, 1] : !s
          %c = llvm.mlir.constant(-3 : i8) : i8
          %v = llvm.insertvalue %c, %u[2, 0] : !s
          return %p, %f, %i, %v : !llvm.ptr, f32, i8, !s
        }
        """;
    assertThat(clean(p).results()).containsExactly("null : !llvm.ptr", "0.0 : f32", "0 : i8",
        "{null, 0.0, [-3, 0]} : !llvm.struct<(ptr, f32, array<2 x i8>)>").inOrder();
  }

  @Test
  void pointersRoundTripToTheirAllocationAtTheirOffset() {
    String p = DESC + """
        func.func @main() -> (f32, i64, i64) {
          %buf = memref.alloc() : memref<8xf32>
          %dyn = memref.cast %buf : memref<8xf32> to memref<?xf32>
          %a = func.call @addr(%dyn) : (memref<?xf32>) -> i64
          %c12 = arith.constant 12 : i64
          %b = arith.addi %a, %c12 : i64
          %c0 = arith.constant 0 : i64
          %c1 = arith.constant 1 : i64
          %c2 = arith.constant 2 : i64
          %c4 = arith.constant 4 : i64
          %d = func.call @desc(%a, %b, %c2, %c4, %c1) : (i64, i64, i64, i64, i64) -> !d
          %m = builtin.unrealized_conversion_cast %d : !d to memref<?xf32, strided<[1], offset: ?>>
          %f = arith.constant 7.0 : f32
          %i1 = arith.constant 1 : index
          memref.store %f, %m[%i1] : memref<?xf32, strided<[1], offset: ?>>
          %i6 = arith.constant 6 : index
          %x = memref.load %buf[%i6] : memref<8xf32>
          %pb = llvm.extractvalue %d[1] : !d
          %ib = llvm.ptrtoint %pb : !llvm.ptr to i64
          %delta = arith.subi %ib, %a : i64
          %ib32 = llvm.ptrtoint %pb : !llvm.ptr to i32
          %ib64 = arith.extui %ib32 : i32 to i64
          %same = arith.subi %ib64, %ib : i64
          memref.dealloc %buf : memref<8xf32>
          return %x, %delta, %same : f32, i64, i64
        }
        """;
    // Aligned pointer 12 bytes in (element 3), offset 2, index 1: element 6.
    assertThat(clean(p).results()).containsExactly("7.0 : f32", "12 : i64", "0 : i64")
        .inOrder();
  }

  @Test
  void memrefToDescriptorAndBackIsTheSameMemref() {
    String p = """
        !d = !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
        func.func @main() -> (i64, i64, i64) {
          %buf = memref.alloc() : memref<3x4xf32>
          %d = builtin.unrealized_conversion_cast %buf : memref<3x4xf32> to !d
          %size = llvm.extractvalue %d[3, 1] : !d
          %stride = llvm.extractvalue %d[4, 0] : !d
          %a = llvm.extractvalue %d[0] : !d
          %b = llvm.extractvalue %d[1] : !d
          %ai = llvm.ptrtoint %a : !llvm.ptr to i64
          %bi = llvm.ptrtoint %b : !llvm.ptr to i64
          %diff = arith.subi %bi, %ai : i64
          %m = builtin.unrealized_conversion_cast %d : !d to memref<3x4xf32>
          memref.dealloc %m : memref<3x4xf32>
          return %size, %stride, %diff : i64, i64, i64
        }
        """;
    assertThat(clean(p).results()).containsExactly("4 : i64", "4 : i64", "0 : i64").inOrder();
  }

  @Test
  void aDescriptorOfTheAllocationStartMayBeFreedAViewMayNot() {
    String freeRoot = DESC + """
        func.func @main() {
          %buf = memref.alloc() : memref<4xf32>
          %dyn = memref.cast %buf : memref<4xf32> to memref<?xf32>
          %a = func.call @addr(%dyn) : (memref<?xf32>) -> i64
          %c0 = arith.constant 0 : i64
          %c1 = arith.constant 1 : i64
          %c4 = arith.constant 4 : i64
          %d = func.call @desc(%a, %a, %c0, %c4, %c1) : (i64, i64, i64, i64, i64) -> !d
          %m = builtin.unrealized_conversion_cast %d : !d to memref<?xf32>
          memref.dealloc %m : memref<?xf32>
          return
        }
        """;
    clean(freeRoot);
    // Both pointers 4 bytes in: the allocated pointer is not the allocation's start.
    String freeView = freeRoot.replace("%d = func.call @desc(%a, %a,",
        "%a4 = arith.addi %a, %c4 : i64\n  %d = func.call @desc(%a4, %a4,");
    RuntimeError e = onlyError(freeView);
    assertThat(e.getKind()).isEqualTo(Kind.INVALID_FREE);
    assertThat(e.getDiagnostic().getMessage()).contains("free of a view");
  }

  @Test
  void accessesBeyondTheDescriptorFaultAlsoInCompiledLoops() {
    String p = DESC + """
        func.func @main() {
          %buf = memref.alloca() : memref<10xf32>
          %dyn = memref.cast %buf : memref<10xf32> to memref<?xf32>
          %a = func.call @addr(%dyn) : (memref<?xf32>) -> i64
          %c0 = arith.constant 0 : i64
          %c1 = arith.constant 1 : i64
          %c5 = arith.constant 5 : i64
          %d = func.call @desc(%a, %a, %c0, %c5, %c1) : (i64, i64, i64, i64, i64) -> !d
          %m = builtin.unrealized_conversion_cast %d : !d to memref<?xf32>
          %f = arith.constant 1.0 : f32
          %i0 = arith.constant 0 : index
          %i1 = arith.constant 1 : index
          %n = arith.constant UPPER : index
          scf.for %i = %i0 to %n step %i1 {
            memref.store %f, %m[%i] : memref<?xf32>
          }
          return
        }
        """;
    clean(p.replace("UPPER", "5"));
    RuntimeError e = onlyError(p.replace("UPPER", "7"));
    assertThat(e.getKind()).isEqualTo(Kind.OUT_OF_BOUNDS);
    assertThat(e.getDiagnostic().getMessage())
        .isEqualTo("index 5 out of bounds for dimension 0 of size 5");
  }

  @Test
  void aPointerIntoNoAllocationMayBeInspectedNotAccessed() {
    String p = DESC + """
        func.func @main() -> (index, !llvm.ptr) {
          %c0 = arith.constant 0 : i64
          %c1 = arith.constant 1 : i64
          %c3 = arith.constant 3 : i64
          %d = func.call @desc(%c3, %c3, %c0, %c1, %c1) : (i64, i64, i64, i64, i64) -> !d
          %m = builtin.unrealized_conversion_cast %d : !d to memref<1xf32>
          %m2 = memref.assume_alignment %m, 4 : memref<1xf32>
          %p = memref.extract_aligned_pointer_as_index %m2 : memref<1xf32> -> index
          %ptr = llvm.extractvalue %d[1] : !d
          ACCESS
          return %p, %ptr : index, !llvm.ptr
        }
        """;
    assertThat(clean(p.replace("ACCESS", "")).results())
        .containsExactly("3 : index", "0x3 (no allocation) : !llvm.ptr").inOrder();
    RuntimeError read = onlyError(p.replace("ACCESS", """
        %i = arith.constant 0 : index
          %x = memref.load %m[%i] : memref<1xf32>"""));
    assertThat(read.getKind()).isEqualTo(Kind.OUT_OF_BOUNDS);
    assertThat(read.getDiagnostic().getMessage())
        .isEqualTo("read through a pointer to no allocation: address 0x3 is in no buffer");
    RuntimeError free = onlyError(p.replace("ACCESS", "memref.dealloc %m : memref<1xf32>"));
    assertThat(free.getKind()).isEqualTo(Kind.INVALID_FREE);
    RuntimeError copy = onlyError(p.replace("ACCESS", """
        %o = memref.alloca() : memref<1xf32>
          memref.copy %m, %o : memref<1xf32> to memref<1xf32>"""));
    assertThat(copy.getDiagnostic().getMessage()).contains("through a pointer to no allocation");
  }

  @Test
  void aPointerPastTheGapAfterAnAllocationIsInNone() {
    String p = DESC + """
        func.func @main() -> (!llvm.ptr, !llvm.ptr) {
          %buf = memref.alloca() : memref<4xf32>
          %dyn = memref.cast %buf : memref<4xf32> to memref<?xf32>
          %a = func.call @addr(%dyn) : (memref<?xf32>) -> i64
          %c16 = arith.constant 16 : i64
          %c17 = arith.constant 17 : i64
          %end = arith.addi %a, %c16 : i64
          %past = arith.addi %a, %c17 : i64
          %pe = llvm.inttoptr %end : i64 to !llvm.ptr
          %pp = llvm.inttoptr %past : i64 to !llvm.ptr
          return %pe, %pp : !llvm.ptr, !llvm.ptr
        }
        """;
    assertThat(clean(p).results()).containsExactly("0x10010 (buffer #1 + 16) : !llvm.ptr",
        "0x10011 (no allocation) : !llvm.ptr").inOrder();
  }

  @Test
  void aDescriptorThatContradictsItsStaticTypeIsUndefined() {
    String p = DESC + """
        func.func @main() {
          %buf = memref.alloca() : memref<8xf32>
          %dyn = memref.cast %buf : memref<8xf32> to memref<?xf32>
          %a = func.call @addr(%dyn) : (memref<?xf32>) -> i64
          %c0 = arith.constant 0 : i64
          %c1 = arith.constant 1 : i64
          %c6 = arith.constant 6 : i64
          %d = func.call @desc(%a, %a, %c0, %c6, %c1) : (i64, i64, i64, i64, i64) -> !d
          %m = builtin.unrealized_conversion_cast %d : !d to memref<5xf32>
          return
        }
        """;
    RuntimeError e = onlyError(p);
    assertThat(e.getKind()).isEqualTo(Kind.UNDEFINED_BEHAVIOR);
    assertThat(e.getDiagnostic().getMessage())
        .isEqualTo("the descriptor's size 6 of dimension 0 does not fit memref<5xf32>");
  }
}
