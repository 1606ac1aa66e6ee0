// Views alias their source: the buffer is freed after the last use of any view of it.
// RUN: jopt --hlo-deallocate %s | FileCheck %s
// RUN: jopt-run %s -p hlo-deallocate --input-may-leak | FileCheck %s --check-prefix=EXEC

// EXEC: result #0: 5.0 : f32
// EXEC: heap after: allocations=1 frees=1

// CHECK-LABEL: func.func @main(
// CHECK:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:  %[[CST:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<2x3xf32>
// CHECK-NEXT:  %[[V0:.*]] = deallocation.own %[[ALLOC]] : memref<2x3xf32>
// CHECK-NEXT:  linalg.fill ins(%[[CST]] : f32) outs(%[[ALLOC]] : memref<2x3xf32>)
// CHECK-NEXT:  %[[TRANSPOSE:.*]] = memref.transpose %[[ALLOC]] (d0, d1) -> (d1, d0) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
// CHECK-NEXT:  %[[COLLAPSE_SHAPE:.*]] = memref.collapse_shape %[[ALLOC]] {{\[\[}}0, 1]] : memref<2x3xf32> into memref<6xf32>
// CHECK-NEXT:  %[[EXPAND_SHAPE:.*]] = memref.expand_shape %[[COLLAPSE_SHAPE]] {{\[\[}}0, 1]] output_shape [3, 2] : memref<6xf32> into memref<3x2xf32>
// CHECK-NEXT:  %[[REINTERPRET_CAST:.*]] = memref.reinterpret_cast %[[COLLAPSE_SHAPE]] to offset: [1], sizes: [4], strides: [1] : memref<6xf32> to memref<4xf32, strided<[1], offset: 1>>
// CHECK-NEXT:  %[[BASE_BUFFER:.*]], %[[OFFSET:.*]], %[[SIZES:.*]], %[[STRIDES:.*]] = memref.extract_strided_metadata %[[REINTERPRET_CAST]] : memref<4xf32, strided<[1], offset: 1>> -> memref<f32>, index, index, index
// CHECK-NEXT:  %[[V1:.*]] = memref.load %[[TRANSPOSE]][%[[C1]], %[[C0]]] : memref<3x2xf32, strided<[1, 3]>>
// CHECK-NEXT:  %[[V2:.*]] = memref.load %[[EXPAND_SHAPE]][%[[C1]], %[[C1]]] : memref<3x2xf32>
// CHECK-NEXT:  %[[V3:.*]] = memref.load %[[REINTERPRET_CAST]][%[[C0]]] : memref<4xf32, strided<[1], offset: 1>>
// CHECK-NEXT:  %[[V4:.*]] = memref.load %[[BASE_BUFFER]][] : memref<f32>
// CHECK-NEXT:  deallocation.retain() of(%[[V0]]) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  %[[V5:.*]] = arith.addf %[[V1]], %[[V2]] : f32
// CHECK-NEXT:  %[[V6:.*]] = arith.addf %[[V5]], %[[V3]] : f32
// CHECK-NEXT:  %[[V7:.*]] = arith.addf %[[V6]], %[[V4]] : f32
// CHECK-NEXT:  %[[V8:.*]] = arith.index_cast %[[OFFSET]] : index to i32
// CHECK-NEXT:  %[[V9:.*]] = arith.sitofp %[[V8]] : i32 to f32
// CHECK-NEXT:  %[[V10:.*]] = arith.addf %[[V7]], %[[V9]] : f32
// CHECK-NEXT:  return %[[V10]] : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  }

func.func @main() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<2x3xf32>
  linalg.fill ins(%f : f32) outs(%a : memref<2x3xf32>)
  %t = memref.transpose %a (i, j) -> (j, i) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
  %c = memref.collapse_shape %a [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [3, 2] : memref<6xf32> into memref<3x2xf32>
  %r = memref.reinterpret_cast %c to offset: [1], sizes: [4], strides: [1] : memref<6xf32> to memref<4xf32, strided<[1], offset: 1>>
  %base, %off, %size, %stride = memref.extract_strided_metadata %r : memref<4xf32, strided<[1], offset: 1>> -> memref<f32>, index, index, index
  %x = memref.load %t[%c1, %c0] : memref<3x2xf32, strided<[1, 3]>>
  %y = memref.load %e[%c1, %c1] : memref<3x2xf32>
  %z = memref.load %r[%c0] : memref<4xf32, strided<[1], offset: 1>>
  %b = memref.load %base[] : memref<f32>
  %s1 = arith.addf %x, %y : f32
  %s2 = arith.addf %s1, %z : f32
  %s3 = arith.addf %s2, %b : f32
  %offf = arith.index_cast %off : index to i32
  %offs = arith.sitofp %offf : i32 to f32
  %s4 = arith.addf %s3, %offs : f32
  return %s4 : f32
}
