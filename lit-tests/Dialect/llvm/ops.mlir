// The LLVM dialect ops the deallocation lowering produces, printed as mlir-opt prints them.
// RUN: jopt %s | FileCheck %s
// RUN: jopt %s | jopt | FileCheck %s

// CHECK-LABEL: module {
// CHECK-NEXT: llvm.func @free(!llvm.ptr)
// CHECK-NEXT: llvm.func @retainBuffers(i64, !llvm.ptr, i64, !llvm.ptr)
// CHECK-NEXT: func.func @f(%arg0: memref<2xf32>, %arg1: !llvm.ptr) -> i64 {
// CHECK-NEXT: %0 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<2xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT: %3 = llvm.ptrtoint %2 : !llvm.ptr to i64
// CHECK-NEXT: llvm.call @free(%2) : (!llvm.ptr) -> ()
// CHECK-NEXT: %4 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %5 = llvm.alloca %4 x !llvm.ptr : (i64) -> !llvm.ptr
// CHECK-NEXT: %6 = llvm.getelementptr %5[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %arg1, %6 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %7 = llvm.load %6 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: llvm.call @retainBuffers(%4, %5, %4, %5) : (i64, !llvm.ptr, i64, !llvm.ptr) -> ()
// CHECK-NEXT: %8 = arith.index_cast %3 : i64 to index
// CHECK-NEXT: return %3 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }

llvm.func @free(!llvm.ptr)
llvm.func @retainBuffers(i64, !llvm.ptr, i64, !llvm.ptr)
func.func @f(%m: memref<2xf32>, %o: !llvm.ptr) -> i64 {
  %0 = llvm.mlir.zero : !llvm.ptr
  %1 = builtin.unrealized_conversion_cast %m : memref<2xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %2 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %3 = llvm.ptrtoint %2 : !llvm.ptr to i64
  llvm.call @free(%2) : (!llvm.ptr) -> ()
  %c = llvm.mlir.constant(2 : i64) : i64
  %a = llvm.alloca %c x !llvm.ptr : (i64) -> !llvm.ptr
  %g = llvm.getelementptr %a[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
  llvm.store %o, %g : !llvm.ptr, !llvm.ptr
  %l = llvm.load %g : !llvm.ptr -> !llvm.ptr
  llvm.call @retainBuffers(%c, %a, %c, %a) : (i64, !llvm.ptr, i64, !llvm.ptr) -> ()
  %i = arith.index_cast %3 : i64 to index
  return %3 : i64
}
