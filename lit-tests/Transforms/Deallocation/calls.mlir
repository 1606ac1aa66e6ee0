// Calls: every function with a body gets an ownership result per memref result, and its
// calls receive them (recursion included); an external function's results are owned by the
// caller (the seed's ABI); a function returning an argument hands back null, not a double free.
// RUN: jopt --hlo-deallocate %s | FileCheck %s
// RUN: jopt-run %s --args=3 -p hlo-deallocate --input-may-leak | FileCheck %s --check-prefix=EXEC

// EXEC: result #0: 6.0 : f32
// EXEC: heap after: allocations=5 frees=5

// CHECK-LABEL: func.func private @external(
func.func private @external(memref<4xf32>) -> memref<4xf32>

// CHECK-LABEL: func.func @make(
// CHECK:  %[[ALLOC:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  %[[V0:.*]] = deallocation.own %[[ALLOC]] : memref<4xf32>
// CHECK-NEXT:  linalg.fill ins(%arg0 : f32) outs(%[[ALLOC]] : memref<4xf32>)
// CHECK-NEXT:  return %[[ALLOC]], %[[V0]] : memref<4xf32>, !deallocation.ownership
// CHECK-NEXT:  }
func.func @make(%v: f32) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<4xf32>)
  return %a : memref<4xf32>
}

// CHECK-LABEL: func.func @identity(
// CHECK:  %[[V0:.*]] = deallocation.retain(%arg0) of() : (memref<4xf32>) -> !deallocation.ownership
// CHECK-NEXT:  return %arg0, %[[V0]] : memref<4xf32>, !deallocation.ownership
// CHECK-NEXT:  }
func.func @identity(%m: memref<4xf32>) -> memref<4xf32> {
  return %m : memref<4xf32>
}

// CHECK-LABEL: func.func @sum_down(
// CHECK:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[C0_I32:.*]] = arith.constant 0 : i32
// CHECK-NEXT:  %[[C1_I32:.*]] = arith.constant 1 : i32
// CHECK-NEXT:  %[[V0:.*]] = arith.cmpi eq, %arg0, %[[C0_I32]] : i32
// CHECK-NEXT:  %[[V1:.*]]:2 = scf.if %[[V0]] -> (memref<4xf32>, !deallocation.ownership) {
// CHECK-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:  %[[V2:.*]] = deallocation.own %[[ALLOC]] : memref<4xf32>
// CHECK-NEXT:  memref.copy %arg1, %[[ALLOC]] : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:  scf.yield %[[ALLOC]], %[[V2]] : memref<4xf32>, !deallocation.ownership
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %[[V2:.*]] = memref.load %arg1[%[[C0]]] : memref<4xf32>
// CHECK-NEXT:  %[[V3:.*]] = arith.sitofp %arg0 : i32 to f32
// CHECK-NEXT:  %[[V4:.*]] = arith.addf %[[V2]], %[[V3]] : f32
// CHECK-NEXT:  %[[V5:.*]]:2 = func.call @make(%[[V4]]) : (f32) -> (memref<4xf32>, !deallocation.ownership)
// CHECK-NEXT:  %[[V6:.*]] = arith.subi %arg0, %[[C1_I32]] : i32
// CHECK-NEXT:  %[[V7:.*]]:2 = func.call @sum_down(%[[V6]], %[[V5]]#0) : (i32, memref<4xf32>) -> (memref<4xf32>, !deallocation.ownership)
// CHECK-NEXT:  %[[V8:.*]] = deallocation.retain(%[[V7]]#0) of(%[[V5]]#1, %[[V7]]#1) : (memref<4xf32>, !deallocation.ownership, !deallocation.ownership) -> !deallocation.ownership
// CHECK-NEXT:  scf.yield %[[V7]]#0, %[[V8]] : memref<4xf32>, !deallocation.ownership
// CHECK-NEXT:  }
// CHECK-NEXT:  return %[[V1]]#0, %[[V1]]#1 : memref<4xf32>, !deallocation.ownership
// CHECK-NEXT:  }
func.func @sum_down(%n: i32, %acc: memref<4xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %done = arith.cmpi eq, %n, %z : i32
  %r = scf.if %done -> memref<4xf32> {
    %copy = memref.alloc() : memref<4xf32>
    memref.copy %acc, %copy : memref<4xf32> to memref<4xf32>
    scf.yield %copy : memref<4xf32>
  } else {
    %x = memref.load %acc[%c0] : memref<4xf32>
    %nf = arith.sitofp %n : i32 to f32
    %y = arith.addf %x, %nf : f32
    %next = func.call @make(%y) : (f32) -> memref<4xf32>
    %m = arith.subi %n, %one : i32
    %rec = func.call @sum_down(%m, %next) : (i32, memref<4xf32>) -> memref<4xf32>
    scf.yield %rec : memref<4xf32>
  }
  return %r : memref<4xf32>
}

// CHECK-LABEL: func.func @main(
// CHECK:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[CST:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:  %[[V0:.*]]:2 = call @make(%[[CST]]) : (f32) -> (memref<4xf32>, !deallocation.ownership)
// CHECK-NEXT:  %[[V1:.*]]:2 = call @identity(%[[V0]]#0) : (memref<4xf32>) -> (memref<4xf32>, !deallocation.ownership)
// CHECK-NEXT:  %[[V2:.*]]:2 = call @sum_down(%arg0, %[[V1]]#0) : (i32, memref<4xf32>) -> (memref<4xf32>, !deallocation.ownership)
// CHECK-NEXT:  deallocation.retain() of(%[[V0]]#1) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  deallocation.retain() of(%[[V1]]#1) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  %[[V3:.*]] = memref.load %[[V2]]#0[%[[C0]]] : memref<4xf32>
// CHECK-NEXT:  deallocation.retain() of(%[[V2]]#1) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  return %[[V3]] : f32
// CHECK-NEXT:  }
func.func @main(%n: i32) -> f32 {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0.0 : f32
  %start = func.call @make(%z) : (f32) -> memref<4xf32>
  %same = func.call @identity(%start) : (memref<4xf32>) -> memref<4xf32>
  %r = func.call @sum_down(%n, %same) : (i32, memref<4xf32>) -> memref<4xf32>
  %x = memref.load %r[%c0] : memref<4xf32>
  return %x : f32
}

// CHECK-LABEL: func.func @calls_external(
// CHECK:  %[[V0:.*]] = call @external(%arg0) : (memref<4xf32>) -> memref<4xf32>
// CHECK-NEXT:  %[[V1:.*]] = deallocation.own %[[V0]] : memref<4xf32>
// CHECK-NEXT:  deallocation.retain() of(%[[V1]]) : (!deallocation.ownership) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
// CHECK-NEXT:  }

func.func @calls_external(%m: memref<4xf32>) {
  %r = func.call @external(%m) : (memref<4xf32>) -> memref<4xf32>
  return
}
