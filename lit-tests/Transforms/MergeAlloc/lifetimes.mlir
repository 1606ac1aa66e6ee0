// merge-alloc on sizes and element types, scf.if with and without results, mixed and nested
// loops, and views that feed lifetimes; each program also runs before and after (no two live
// buffers may share bytes: the interpreter checks every read against the buffer that wrote it).
// RUN: jopt --merge-alloc %s | FileCheck %s
// RUN: jopt --merge-alloc="planner-options=size-first" %s | FileCheck %s --check-prefix=SIZE
// RUN: jopt-run %s --entry=@mixed --args=true -p 'func.func(merge-alloc)' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=EXEC
// RUN: jopt-run %s --entry=@mixed --args=false -p 'func.func(merge-alloc{planner-options=size-first})' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=EXEC
// RUN: jopt-run %s --entry=@views -p 'func.func(merge-alloc)' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=VIEWS

// SIZE-LABEL: func.func @mixed
// SIZE: memref.alloc() {alignment = 64 : i64} : memref<{{[0-9]+}}xi8>
// EXEC: heap after: allocations=3 frees=0
// VIEWS: result #0: 12.0 : f32
// VIEWS: heap after: allocations=1

// CHECK-LABEL: func.func @mixed(
// CHECK:  %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<576xi8>
// CHECK-NEXT:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:  %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT:  %[[CST:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:  %[[C0_0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[VIEW:.*]] = memref.view %[[ALLOC]][%[[C0_0]]][] : memref<576xi8> to memref<3xi8>
// CHECK-NEXT:  %[[C7_I8:.*]] = arith.constant 7 : i8
// CHECK-NEXT:  linalg.fill ins(%[[C7_I8]] : i8) outs(%[[VIEW]] : memref<3xi8>)
// CHECK-NEXT:  %[[C64:.*]] = arith.constant 64 : index
// CHECK-NEXT:  %[[VIEW_1:.*]] = memref.view %[[ALLOC]][%[[C64]]][] : memref<576xi8> to memref<5xf64>
// CHECK-NEXT:  %[[CST_2:.*]] = arith.constant 2.000000e+00 : f64
// CHECK-NEXT:  linalg.fill ins(%[[CST_2]] : f64) outs(%[[VIEW_1]] : memref<5xf64>)
// CHECK-NEXT:  %[[V0:.*]] = scf.if %arg0 -> (f32) {
// CHECK-NEXT:  %[[C128:.*]] = arith.constant 128 : index
// CHECK-NEXT:  %[[VIEW_3:.*]] = memref.view %[[ALLOC]][%[[C128]]][] : memref<576xi8> to memref<100xf32>
// CHECK-NEXT:  linalg.fill ins(%[[CST]] : f32) outs(%[[VIEW_3]] : memref<100xf32>)
// CHECK-NEXT:  %[[V5:.*]] = memref.load %[[VIEW_3]][%[[C0]]] : memref<100xf32>
// CHECK-NEXT:  scf.yield %[[V5]] : f32
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %[[C128:.*]] = arith.constant 128 : index
// CHECK-NEXT:  %[[VIEW_3:.*]] = memref.view %[[ALLOC]][%[[C128]]][] : memref<576xi8> to memref<200xi16>
// CHECK-NEXT:  %[[C3_I16:.*]] = arith.constant 3 : i16
// CHECK-NEXT:  linalg.fill ins(%[[C3_I16]] : i16) outs(%[[VIEW_3]] : memref<200xi16>)
// CHECK-NEXT:  %[[V5:.*]] = memref.load %[[VIEW_3]][%[[C1]]] : memref<200xi16>
// CHECK-NEXT:  %[[V6:.*]] = arith.sitofp %[[V5]] : i16 to f32
// CHECK-NEXT:  scf.yield %[[V6]] : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  scf.if %arg0 {
// CHECK-NEXT:  %[[C128:.*]] = arith.constant 128 : index
// CHECK-NEXT:  %[[VIEW_3:.*]] = memref.view %[[ALLOC]][%[[C128]]][] : memref<576xi8> to memref<16xi32>
// CHECK-NEXT:  %[[C5_I32:.*]] = arith.constant 5 : i32
// CHECK-NEXT:  linalg.fill ins(%[[C5_I32]] : i32) outs(%[[VIEW_3]] : memref<16xi32>)
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[V1:.*]] = scf.for %arg1 = %[[C0]] to %[[C4]] step %[[C1]] iter_args(%arg2 = %[[V0]]) -> (f32) {
// CHECK-NEXT:  %[[C128:.*]] = arith.constant 128 : index
// CHECK-NEXT:  %[[VIEW_3:.*]] = memref.view %[[ALLOC]][%[[C128]]][] : memref<576xi8> to memref<8xf32>
// CHECK-NEXT:  linalg.fill ins(%arg2 : f32) outs(%[[VIEW_3]] : memref<8xf32>)
// CHECK-NEXT:  %[[V5:.*]] = memref.load %[[VIEW_3]][%[[C0]]] : memref<8xf32>
// CHECK-NEXT:  %[[V6:.*]] = memref.load %[[VIEW_1]][%[[C1]]] : memref<5xf64>
// CHECK-NEXT:  %[[V7:.*]] = arith.truncf %[[V6]] : f64 to f32
// CHECK-NEXT:  %[[V8:.*]] = arith.addf %[[V5]], %[[V7]] : f32
// CHECK-NEXT:  scf.yield %[[V8]] : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  scf.forall (%arg1) in (2) {
// CHECK-NEXT:  %[[ALLOC_3:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK-NEXT:  %[[C0_4:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[VIEW_5:.*]] = memref.view %[[ALLOC_3]][%[[C0_4]]][] : memref<64xi8> to memref<4xf32>
// CHECK-NEXT:  linalg.fill ins(%[[V1]] : f32) outs(%[[VIEW_5]] : memref<4xf32>)
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[V2:.*]] = memref.load %[[VIEW]][%[[C0]]] : memref<3xi8>
// CHECK-NEXT:  %[[V3:.*]] = arith.sitofp %[[V2]] : i8 to f32
// CHECK-NEXT:  %[[V4:.*]] = arith.addf %[[V1]], %[[V3]] : f32
// CHECK-NEXT:  return %[[V4]] : f32
// CHECK-NEXT:  }
func.func @mixed(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  %i8 = memref.alloc() : memref<3xi8>
  %z8 = arith.constant 7 : i8
  linalg.fill ins(%z8 : i8) outs(%i8 : memref<3xi8>)
  %f64 = memref.alloc() : memref<5xf64>
  %d = arith.constant 2.0 : f64
  linalg.fill ins(%d : f64) outs(%f64 : memref<5xf64>)
  %r = scf.if %c -> f32 {
    %t = memref.alloc() : memref<100xf32>
    linalg.fill ins(%one : f32) outs(%t : memref<100xf32>)
    %x = memref.load %t[%c0] : memref<100xf32>
    scf.yield %x : f32
  } else {
    %u = memref.alloc() : memref<200xi16>
    %h = arith.constant 3 : i16
    linalg.fill ins(%h : i16) outs(%u : memref<200xi16>)
    %y = memref.load %u[%c1] : memref<200xi16>
    %yi = arith.sitofp %y : i16 to f32
    scf.yield %yi : f32
  }
  scf.if %c {
    %w = memref.alloc() : memref<16xi32>
    %k = arith.constant 5 : i32
    linalg.fill ins(%k : i32) outs(%w : memref<16xi32>)
  }
  %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %r) -> f32 {
    %inner = memref.alloc() : memref<8xf32>
    linalg.fill ins(%acc : f32) outs(%inner : memref<8xf32>)
    %v = memref.load %inner[%c0] : memref<8xf32>
    %b = memref.load %f64[%c1] : memref<5xf64>
    %bf = arith.truncf %b : f64 to f32
    %w = arith.addf %v, %bf : f32
    scf.yield %w : f32
  }
  scf.forall (%j) in (2) {
    %p = memref.alloc() : memref<4xf32>
    linalg.fill ins(%s : f32) outs(%p : memref<4xf32>)
  }
  %e = memref.load %i8[%c0] : memref<3xi8>
  %ef = arith.sitofp %e : i8 to f32
  %out = arith.addf %s, %ef : f32
  return %out : f32
}

// The subview of %a is used after the last direct use of %a: %a lives until then, so %b,
// allocated in between, must not take %a's bytes.
// CHECK-LABEL: func.func @views(
// CHECK:  %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK-NEXT:  %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT:  %[[CST:.*]] = arith.constant 5.000000e+00 : f32
// CHECK-NEXT:  %[[CST_0:.*]] = arith.constant 7.000000e+00 : f32
// CHECK-NEXT:  %[[C0_1:.*]] = arith.constant 0 : index
// CHECK-NEXT:  %[[VIEW:.*]] = memref.view %[[ALLOC]][%[[C0_1]]][] : memref<128xi8> to memref<16xf32>
// CHECK-NEXT:  linalg.fill ins(%[[CST]] : f32) outs(%[[VIEW]] : memref<16xf32>)
// CHECK-NEXT:  %[[SUBVIEW:.*]] = memref.subview %[[VIEW]][4] [8] [1] : memref<16xf32> to memref<8xf32, strided<[1], offset: 4>>
// CHECK-NEXT:  %[[C64:.*]] = arith.constant 64 : index
// CHECK-NEXT:  %[[VIEW_2:.*]] = memref.view %[[ALLOC]][%[[C64]]][] : memref<128xi8> to memref<16xf32>
// CHECK-NEXT:  linalg.fill ins(%[[CST_0]] : f32) outs(%[[VIEW_2]] : memref<16xf32>)
// CHECK-NEXT:  %[[V0:.*]] = memref.load %[[VIEW_2]][%[[C0]]] : memref<16xf32>
// CHECK-NEXT:  %[[V1:.*]] = memref.load %[[SUBVIEW]][%[[C2]]] : memref<8xf32, strided<[1], offset: 4>>
// CHECK-NEXT:  %[[V2:.*]] = arith.addf %[[V0]], %[[V1]] : f32
// CHECK-NEXT:  return %[[V2]] : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  }

func.func @views() -> f32 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %f = arith.constant 5.0 : f32
  %g = arith.constant 7.0 : f32
  %a = memref.alloc() : memref<16xf32>
  linalg.fill ins(%f : f32) outs(%a : memref<16xf32>)
  %v = memref.subview %a[4] [8] [1] : memref<16xf32> to memref<8xf32, strided<[1], offset: 4>>
  %b = memref.alloc() : memref<16xf32>
  linalg.fill ins(%g : f32) outs(%b : memref<16xf32>)
  %x = memref.load %b[%c0] : memref<16xf32>
  %y = memref.load %v[%c2] : memref<8xf32, strided<[1], offset: 4>>
  %s = arith.addf %x, %y : f32
  return %s : f32
}
