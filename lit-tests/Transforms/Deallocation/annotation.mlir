// hlo-deallocation-annotation: MLIR-HLO's test pass of the alias analysis of its deallocation
// passes. Each op with regions gets, per region and block argument, and each op with results,
// per result, the values that may back it (allocations and block arguments), by their printed
// names, in the original's value order: block arguments first (by argument number), then
// results by position. A function argument may be any argument of its element type unless it
// is deallocation.restrict; region values follow the edges of their op; an op result is backed
// by what backs its operands of the same element type (and by itself when the op allocates it).
// A restrict argument is backed only by itself, though other arguments may still list it.
// RUN: jopt --hlo-deallocation-annotation --split-input-file --allow-unregistered-dialect %s | FileCheck %s

// CHECK-LABEL: func.func @arguments(
// CHECK-SAME: attributes {deallocation.region_args_backing_memory = {{\[\[}}"%arg0, %arg2, %arg3", "%arg1", "%arg0, %arg2, %arg3", "%arg3", ""]]}
func.func @arguments(%a: memref<4xf32>, %b: memref<4xi32>, %c: memref<2xf32>,
                     %r: memref<4xf32> {deallocation.restrict = true}, %n: index) {
  // CHECK: memref.subview %arg0{{.*}}{deallocation.result_backing_memory = ["%arg0, %arg2, %arg3"]}
  %v = memref.subview %a[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  "test.use"(%v, %b, %c, %r) : (memref<2xf32, strided<[1]>>, memref<4xi32>, memref<2xf32>, memref<4xf32>) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @loop(
func.func @loop(%n: index, %init: memref<8xf32>) -> memref<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // CHECK: %[[ALLOC:.*]] = memref.alloc() {deallocation.result_backing_memory = ["%[[ALLOC]]"]}
  %a = memref.alloc() : memref<8xf32>
  // CHECK: scf.for %[[IV:.*]] = {{.*}} iter_args(%[[ITER:.*]] = %arg1)
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %init) -> memref<8xf32> {
    %c = arith.cmpi eq, %i, %c0 : index
    %s = scf.if %c -> memref<8xf32> {
      scf.yield %a : memref<8xf32>
    } else {
      %fresh = memref.alloc() : memref<8xf32>
      scf.yield %fresh : memref<8xf32>
    }
    // CHECK: %[[FRESH:.*]] = memref.alloc()
    // CHECK: } {deallocation.region_args_backing_memory = {{\[\[}}], []], deallocation.result_backing_memory = ["%[[ALLOC]], %[[FRESH]]"]}
    scf.yield %s : memref<8xf32>
  }
  // Only the results of the body reach the loop's result, not its iter_arg.
  // CHECK: } {deallocation.region_args_backing_memory = {{\[\[}}"", "%arg1, %[[ITER]], %[[ALLOC]], %[[FRESH]]"]],
  // CHECK-SAME: deallocation.result_backing_memory = ["%arg1, %[[ALLOC]], %[[FRESH]]"]}
  return %r : memref<8xf32>
}

// -----

// CHECK-LABEL: func.func @select(
func.func @select(%c: i1) -> memref<2xi8> {
  // CHECK: %[[A:.*]] = memref.alloc()
  %a = memref.alloc() : memref<2xi8>
  // CHECK: %[[B:.*]] = memref.alloc()
  %b = memref.alloc() : memref<2xi8>
  // CHECK: arith.select %arg0, %[[A]], %[[B]] {deallocation.result_backing_memory = ["%[[A]], %[[B]]"]}
  %s = arith.select %c, %a, %b : memref<2xi8>
  // A result of another element type is not backed by the operand (strict aliasing).
  // CHECK: "test.view"(%{{.*}}) {deallocation.result_backing_memory = [""]}
  %v = "test.view"(%s) : (memref<2xi8>) -> memref<1xi16>
  return %s : memref<2xi8>
}
