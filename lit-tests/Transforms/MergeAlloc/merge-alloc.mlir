// merge-alloc: the mergeable allocations of a scope become views of one 64-byte aligned
// buffer; buffers whose lifetimes overlap get disjoint ranges, the others share (the seed's
// mlp example: a0 and c0 share offset 0). Returned, dynamic, non-contiguous and escaping
// allocations stay.
// RUN: jopt --merge-alloc --allow-unregistered-dialect %s | FileCheck %s
// RUN: jopt --merge-alloc="planner-options=size-first" --allow-unregistered-dialect %s | FileCheck %s --check-prefix=SIZE
// RUN: jopt-run %s --entry=@loops -p 'func.func(merge-alloc)' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=EXEC

// SIZE-LABEL: func.func @mlp
// SIZE: memref.alloc() {alignment = 64 : i64} : memref<131072xi8>
// EXEC: result #0: 7.0 : f32
// EXEC: heap before: allocations=9
// EXEC: heap after: allocations=1

// CHECK-LABEL: func.func @mlp(
// CHECK:  %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<131072xi8>
// CHECK-NEXT:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[VIEW:.*]] = memref.view %[[ALLOC]][%[[C0]]][] : memref<131072xi8> to memref<128x128xf32>
// CHECK-NEXT:  linalg.matmul ins(%arg0, %arg1 : memref<128x128xf32>, memref<128x128xf32>) outs(%[[VIEW]] : memref<128x128xf32>)
// CHECK-NEXT:  %[[C65536:.*]] = arith.constant 65536 : index
// CHECK-NEXT:  %[[VIEW_0:.*]] = memref.view %[[ALLOC]][%[[C65536]]][] : memref<131072xi8> to memref<128x128xf32>
// CHECK-NEXT:  linalg.matmul ins(%[[VIEW]], %arg1 : memref<128x128xf32>, memref<128x128xf32>) outs(%[[VIEW_0]] : memref<128x128xf32>)
// CHECK-NEXT:  %[[C0_1:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[VIEW_2:.*]] = memref.view %[[ALLOC]][%[[C0_1]]][] : memref<131072xi8> to memref<128x128xf32>
// CHECK-NEXT:  linalg.matmul ins(%[[VIEW_0]], %arg1 : memref<128x128xf32>, memref<128x128xf32>) outs(%[[VIEW_2]] : memref<128x128xf32>)
// CHECK-NEXT:  %[[ALLOC_3:.*]] = memref.alloc() : memref<128x128xf32>
// CHECK-NEXT:  linalg.matmul ins(%[[VIEW_2]], %arg1 : memref<128x128xf32>, memref<128x128xf32>) outs(%[[ALLOC_3]] : memref<128x128xf32>)
// CHECK-NEXT:  return %[[ALLOC_3]] : memref<128x128xf32>
// CHECK-NEXT:  }
func.func @mlp(%x: memref<128x128xf32>, %y: memref<128x128xf32>) -> memref<128x128xf32> {
  %a0 = memref.alloc() : memref<128x128xf32>
  linalg.matmul ins(%x, %y: memref<128x128xf32>, memref<128x128xf32>) outs(%a0: memref<128x128xf32>)
  %b0 = memref.alloc() : memref<128x128xf32>
  linalg.matmul ins(%a0, %y: memref<128x128xf32>, memref<128x128xf32>) outs(%b0: memref<128x128xf32>)
  %c0 = memref.alloc() : memref<128x128xf32>
  linalg.matmul ins(%b0, %y: memref<128x128xf32>, memref<128x128xf32>) outs(%c0: memref<128x128xf32>)
  %d0 = memref.alloc() : memref<128x128xf32>
  linalg.matmul ins(%c0, %y: memref<128x128xf32>, memref<128x128xf32>) outs(%d0: memref<128x128xf32>)
  return %d0 : memref<128x128xf32>
}

// The seed's loop examples: %e and %f, allocated outside and used inside the loop, live over
// the whole loop and must not share; %g and %h, allocated and used only in the body, may.
// %k is used only in an inner loop of an outer loop: it lives across the outer loop too.
// CHECK-LABEL: func.func @loops(
// CHECK:  %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<8192xi8>
// CHECK-NEXT:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:  %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT:  %[[CST:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:  %[[C0_0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[VIEW:.*]] = memref.view %[[ALLOC]][%[[C0_0]]][] : memref<8192xi8> to memref<8x64xf32>
// CHECK-NEXT:  %[[C2048:.*]] = arith.constant 2048 : index
// CHECK-NEXT:  %[[VIEW_1:.*]] = memref.view %[[ALLOC]][%[[C2048]]][] : memref<8192xi8> to memref<8x64xf32>
// CHECK-NEXT:  linalg.fill ins(%[[CST]] : f32) outs(%[[VIEW]] : memref<8x64xf32>)
// CHECK-NEXT:  linalg.fill ins(%[[CST]] : f32) outs(%[[VIEW_1]] : memref<8x64xf32>)
// CHECK-NEXT:  %[[C4096:.*]] = arith.constant 4096 : index
// CHECK-NEXT:  %[[VIEW_2:.*]] = memref.view %[[ALLOC]][%[[C4096]]][] : memref<8192xi8> to memref<8x64xf32>
// CHECK-NEXT:  linalg.fill ins(%[[CST]] : f32) outs(%[[VIEW_2]] : memref<8x64xf32>)
// CHECK-NEXT:  %[[V0:.*]] = scf.for %arg0 = %[[C0]] to %[[C3]] step %[[C1]] iter_args(%arg1 = %[[CST]]) -> (f32) {
// CHECK-NEXT:  %[[V1:.*]] = memref.load %[[VIEW]][%[[C0]], %[[C0]]] : memref<8x64xf32>
// CHECK-NEXT:  %[[V2:.*]] = memref.load %[[VIEW_1]][%[[C0]], %[[C0]]] : memref<8x64xf32>
// CHECK-NEXT:  %[[C6144:.*]] = arith.constant 6144 : index
// CHECK-NEXT:  %[[VIEW_3:.*]] = memref.view %[[ALLOC]][%[[C6144]]][] : memref<8192xi8> to memref<8x64xf32>
// CHECK-NEXT:  linalg.fill ins(%[[V1]] : f32) outs(%[[VIEW_3]] : memref<8x64xf32>)
// CHECK-NEXT:  %[[V3:.*]] = memref.load %[[VIEW_3]][%[[C1]], %[[C1]]] : memref<8x64xf32>
// CHECK-NEXT:  %[[C6144_4:.*]] = arith.constant 6144 : index
// CHECK-NEXT:  %[[VIEW_5:.*]] = memref.view %[[ALLOC]][%[[C6144_4]]][] : memref<8192xi8> to memref<8x64xf32>
// CHECK-NEXT:  linalg.fill ins(%[[V2]] : f32) outs(%[[VIEW_5]] : memref<8x64xf32>)
// CHECK-NEXT:  %[[V4:.*]] = memref.load %[[VIEW_5]][%[[C1]], %[[C1]]] : memref<8x64xf32>
// CHECK-NEXT:  %[[V5:.*]] = scf.for %arg2 = %[[C0]] to %[[C1]] step %[[C1]] iter_args(%arg3 = %arg1) -> (f32) {
// CHECK-NEXT:  %[[V7:.*]] = memref.load %[[VIEW_2]][%[[C0]], %[[C0]]] : memref<8x64xf32>
// CHECK-NEXT:  %[[V8:.*]] = arith.addf %arg3, %[[V7]] : f32
// CHECK-NEXT:  scf.yield %[[V8]] : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[V6:.*]] = arith.addf %[[V5]], %[[V3]] : f32
// CHECK-NEXT:  scf.yield %[[V6]] : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[V0]] : f32
// CHECK-NEXT:  }
func.func @loops() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %e = memref.alloc() : memref<8x64xf32>
  %f = memref.alloc() : memref<8x64xf32>
  linalg.fill ins(%one : f32) outs(%e : memref<8x64xf32>)
  linalg.fill ins(%one : f32) outs(%f : memref<8x64xf32>)
  %k = memref.alloc() : memref<8x64xf32>
  linalg.fill ins(%one : f32) outs(%k : memref<8x64xf32>)
  %s = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %one) -> f32 {
    %x = memref.load %e[%c0, %c0] : memref<8x64xf32>
    %y = memref.load %f[%c0, %c0] : memref<8x64xf32>
    %g = memref.alloc() : memref<8x64xf32>
    linalg.fill ins(%x : f32) outs(%g : memref<8x64xf32>)
    %gv = memref.load %g[%c1, %c1] : memref<8x64xf32>
    %h = memref.alloc() : memref<8x64xf32>
    linalg.fill ins(%y : f32) outs(%h : memref<8x64xf32>)
    %hv = memref.load %h[%c1, %c1] : memref<8x64xf32>
    %t = scf.for %j = %c0 to %c1 step %c1 iter_args(%a = %acc) -> f32 {
      %kv = memref.load %k[%c0, %c0] : memref<8x64xf32>
      %b = arith.addf %a, %kv : f32
      scf.yield %b : f32
    }
    %u = arith.addf %t, %gv : f32
    scf.yield %u : f32
  }
  return %s : f32
}

// Not merged: a dynamic shape, a non-identity layout, a buffer yielded from a loop, one whose
// pointer is taken, one freed; an alignment the merged buffer cannot honour.
// CHECK-LABEL: func.func @not_mergeable(
// CHECK:  %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK-NEXT:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:  %[[ALLOC_0:.*]] = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT:  "test.use"(%[[ALLOC_0]]) : (memref<?xf32>) -> ()
// CHECK-NEXT:  %[[ALLOC_1:.*]] = memref.alloc() : memref<4xf32, strided<[2]>>
// CHECK-NEXT:  "test.use"(%[[ALLOC_1]]) : (memref<4xf32, strided<[2]>>) -> ()
// CHECK-NEXT:  %[[C0_2:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[VIEW:.*]] = memref.view %[[ALLOC]][%[[C0_2]]][] : memref<64xi8> to memref<4xf32>
// CHECK-NEXT:  %[[V0:.*]] = scf.for %arg1 = %[[C0]] to %arg0 step %[[C1]] iter_args(%arg2 = %[[VIEW]]) -> (memref<4xf32>) {
// CHECK-NEXT:  %[[ALLOC_8:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  scf.yield %[[ALLOC_8]] : memref<4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  "test.use"(%[[V0]]) : (memref<4xf32>) -> ()
// CHECK-NEXT:  %[[ALLOC_3:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  %[[INTPTR:.*]] = memref.extract_aligned_pointer_as_index %[[ALLOC_3]] : memref<4xf32> -> index
// CHECK-NEXT:  %[[ALLOC_4:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  memref.dealloc %[[ALLOC_4]] : memref<4xf32>
// CHECK-NEXT:  %[[ALLOC_5:.*]] = memref.alloc() {alignment = 128 : i64} : memref<4xf32>
// CHECK-NEXT:  "test.use"(%[[ALLOC_5]]) : (memref<4xf32>) -> ()
// CHECK-NEXT:  %[[C0_6:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[VIEW_7:.*]] = memref.view %[[ALLOC]][%[[C0_6]]][] : memref<64xi8> to memref<4xf32>
// CHECK-NEXT:  "test.use"(%[[VIEW_7]]) : (memref<4xf32>) -> ()
// CHECK-NEXT:  return %[[INTPTR]] : index
// CHECK-NEXT:  }
func.func @not_mergeable(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d = memref.alloc(%n) : memref<?xf32>
  "test.use"(%d) : (memref<?xf32>) -> ()
  %l = memref.alloc() : memref<4xf32, strided<[2]>>
  "test.use"(%l) : (memref<4xf32, strided<[2]>>) -> ()
  %init = memref.alloc() : memref<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %init) -> memref<4xf32> {
    %next = memref.alloc() : memref<4xf32>
    scf.yield %next : memref<4xf32>
  }
  "test.use"(%r) : (memref<4xf32>) -> ()
  %p = memref.alloc() : memref<4xf32>
  %ptr = memref.extract_aligned_pointer_as_index %p : memref<4xf32> -> index
  %fr = memref.alloc() : memref<4xf32>
  memref.dealloc %fr : memref<4xf32>
  %al = memref.alloc() {alignment = 128 : i64} : memref<4xf32>
  "test.use"(%al) : (memref<4xf32>) -> ()
  %ok = memref.alloc() : memref<4xf32>
  "test.use"(%ok) : (memref<4xf32>) -> ()
  return %ptr : index
}

// One merged buffer per memory space.
// CHECK-LABEL: func.func @memory_spaces(
// CHECK:  %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8, 1>
// CHECK-NEXT:  %[[ALLOC_0:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK-NEXT:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[VIEW:.*]] = memref.view %[[ALLOC_0]][%[[C0]]][] : memref<64xi8> to memref<16xf32>
// CHECK-NEXT:  %[[C0_1:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[VIEW_2:.*]] = memref.view %[[ALLOC]][%[[C0_1]]][] : memref<64xi8, 1> to memref<16xf32, 1>
// CHECK-NEXT:  "test.use"(%[[VIEW]], %[[VIEW_2]]) : (memref<16xf32>, memref<16xf32, 1>) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @memory_spaces() {
  %a = memref.alloc() : memref<16xf32>
  %b = memref.alloc() : memref<16xf32, 1>
  "test.use"(%a, %b) : (memref<16xf32>, memref<16xf32, 1>) -> ()
  return
}

// scf.forall bodies are allocation scopes of their own.
// CHECK-LABEL: func.func @forall_scope(
// CHECK:  %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK-NEXT:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[VIEW:.*]] = memref.view %[[ALLOC]][%[[C0]]][] : memref<64xi8> to memref<16xf32>
// CHECK-NEXT:  "test.use"(%[[VIEW]]) : (memref<16xf32>) -> ()
// CHECK-NEXT:  scf.forall (%arg0) in (4) {
// CHECK-NEXT:  %[[ALLOC_0:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK-NEXT:  %[[C0_1:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[VIEW_2:.*]] = memref.view %[[ALLOC_0]][%[[C0_1]]][] : memref<128xi8> to memref<32xf32>
// CHECK-NEXT:  "test.use"(%[[VIEW_2]]) : (memref<32xf32>) -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
// CHECK-NEXT:  }

func.func @forall_scope() {
  %a = memref.alloc() : memref<16xf32>
  "test.use"(%a) : (memref<16xf32>) -> ()
  scf.forall (%i) in (4) {
    %b = memref.alloc() : memref<32xf32>
    "test.use"(%b) : (memref<32xf32>) -> ()
  }
  return
}
