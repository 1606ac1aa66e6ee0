// gc-merge-alloc and scf.forall: a forall body is an allocation scope of its own; a buffer of a
// forall body used inside a nested forall of the same block is hoisted out of every enclosing
// forall whose bounds are constants and gets one slot per iteration of those loops in the
// scope above: OFFSET + i * bytes, with i the loops' normalized induction variables (iv - lb)
// / step, row-major, the innermost loop fastest. Static bounds are materialized as constants
// first, as the original does, used or not. A forall with a dynamic bound keeps its buffers.
// jopt-run runs forall iterations one after another.
// RUN: jopt --gc-merge-alloc --allow-unregistered-dialect %s | FileCheck %s
// RUN: jopt-run %s --entry=@hoist -p 'func.func(gc-merge-alloc)' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=HOIST
// RUN: jopt-run %s --entry=@two_dims -p 'func.func(gc-merge-alloc)' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=TWO
// RUN: jopt-run %s --entry=@nested --args=3 -p 'func.func(gc-merge-alloc)' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=NESTED
// RUN: jopt-run %s --entry=@phases -p 'func.func(gc-merge-alloc)' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=PHASES
// RUN: jopt-run %s --entry=@never_runs -p 'func.func(gc-merge-alloc)' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=NEVER

// HOIST: test.read {{\[\[}}1000.0, 1001.0, 1002.0, 1003.0], [3000.0, 3001.0, 3002.0, 3003.0], [5000.0, 5001.0, 5002.0, 5003.0], [7000.0, 7001.0, 7002.0, 7003.0]]
// HOIST: heap after: allocations=5 frees=0
// TWO: test.read {{\[\[}}1000, 1001], [2000, 2001], [3000, 3001], [4000, 4001], [5000, 5001], [6000, 6001]]
// TWO: heap after: allocations=1 frees=0
// NESTED: heap after: allocations=4 frees=0
// PHASES: heap after: allocations=1 frees=0
// NEVER: heap after: allocations=0 frees=0

// %buf (16 bytes) is hoisted to the function: 4 slots from 64; %local stays in the forall.
// CHECK-LABEL: func.func @hoist()
// CHECK-NEXT:    %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK:         scf.forall (%[[I:.*]]) = (%[[C0:.*]]) to (%{{.*}}) step (%[[C2:.*]]) {
// CHECK-NEXT:      %[[LOCAL:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK-NEXT:      %[[C64:.*]] = arith.constant 64 : index
// CHECK-NEXT:      %[[N:.*]] = arith.divsi %[[I]], %[[C2]] : index
// CHECK-NEXT:      %[[C16:.*]] = arith.constant 16 : index
// CHECK-NEXT:      %[[M:.*]] = arith.muli %[[N]], %[[C16]] : index
// CHECK-NEXT:      %[[OFF:.*]] = arith.addi %[[C64]], %[[M]] : index
// CHECK-NEXT:      memref.view %[[ALLOC]][%[[OFF]]][] : memref<128xi8> to memref<4xf32>
// CHECK-NEXT:      %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:      memref.view %[[LOCAL]][%[[Z]]][] : memref<64xi8> to memref<4xf32>
func.func @hoist() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %out = memref.alloc() : memref<4x4xf32>
  scf.forall (%i) = (%c0) to (%c8) step (%c2) {
    %buf = memref.alloc() : memref<4xf32>
    %local = memref.alloc() : memref<4xf32>
    "test.write"(%buf) : (memref<4xf32>) -> ()
    "test.write"(%local) : (memref<4xf32>) -> ()
    %k = arith.divui %i, %c2 : index
    scf.forall (%j) in (4) {
      %v = memref.load %buf[%j] : memref<4xf32>
      memref.store %v, %out[%k, %j] : memref<4x4xf32>
    }
    "test.read"(%local) : (memref<4xf32>) -> ()
  }
  "test.read"(%out) : (memref<4x4xf32>) -> ()
  return
}

// Two dimensions: slot ((i - 2) / 2) * 3 + j of 8 bytes.
// CHECK-LABEL: func.func @two_dims()
// CHECK:         scf.forall (%[[I:.*]], %[[J:.*]]) = (%[[C2:.*]], %{{.*}}) to
// CHECK-NEXT:      %[[C64:.*]] = arith.constant 64 : index
// CHECK-NEXT:      %[[S:.*]] = arith.subi %[[I]], %[[C2]] : index
// CHECK-NEXT:      %[[D:.*]] = arith.divsi %[[S]], %[[C2]] : index
// CHECK-NEXT:      %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT:      %[[R:.*]] = arith.muli %[[D]], %[[C3]] : index
// CHECK-NEXT:      %[[SLOT:.*]] = arith.addi %[[R]], %[[J]] : index
// CHECK-NEXT:      %[[C8:.*]] = arith.constant 8 : index
// CHECK-NEXT:      %[[B:.*]] = arith.muli %[[SLOT]], %[[C8]] : index
// CHECK-NEXT:      %[[OFF:.*]] = arith.addi %[[C64]], %[[B]] : index
// CHECK-NEXT:      memref.view %{{.*}}[%[[OFF]]][] : memref<128xi8> to memref<2xi32>
func.func @two_dims() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %out = memref.alloc() : memref<6x2xi32>
  scf.forall (%i, %j) = (%c2, %c0) to (%c6, %c3) step (%c2, %c1) {
    %buf = memref.alloc() : memref<2xi32>
    "test.write"(%buf) : (memref<2xi32>) -> ()
    %h = arith.subi %i, %c2 : index
    %q = arith.divui %h, %c2 : index
    %r = arith.muli %q, %c3 : index
    %row = arith.addi %r, %j : index
    scf.forall (%k) in (2) {
      %v = memref.load %buf[%k] : memref<2xi32>
      memref.store %v, %out[%row, %k] : memref<6x2xi32>
    }
  }
  "test.read"(%out) : (memref<6x2xi32>) -> ()
  return
}

// %deep leaves two static foralls: slot j + i * 3 (the static bounds become constants, the
// dead ones too); the forall with a dynamic bound keeps %dyn in its own scope.
// CHECK-LABEL: func.func @nested(
// CHECK:         scf.forall (%[[I:.*]]) in (2) {
// CHECK-NEXT:      scf.forall (%[[J:.*]]) in (%{{.*}}) {
// CHECK-NEXT:        %[[C64:.*]] = arith.constant 64 : index
// CHECK-NEXT:        arith.constant 0 : index
// CHECK-NEXT:        arith.constant 1 : index
// CHECK-NEXT:        arith.constant 2 : index
// CHECK-NEXT:        arith.constant 0 : index
// CHECK-NEXT:        arith.constant 1 : index
// CHECK-NEXT:        %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT:        %[[M:.*]] = arith.muli %[[I]], %[[C3]] : index
// CHECK-NEXT:        %[[SLOT:.*]] = arith.addi %[[J]], %[[M]] : index
// CHECK-NEXT:        %[[C8:.*]] = arith.constant 8 : index
// CHECK-NEXT:        %[[B:.*]] = arith.muli %[[SLOT]], %[[C8]] : index
// CHECK-NEXT:        %[[OFF:.*]] = arith.addi %[[C64]], %[[B]] : index
// CHECK-NEXT:        memref.view %{{.*}}[%[[OFF]]][] : memref<128xi8> to memref<2xf32>
// CHECK:         scf.forall (%{{.*}}) in (%arg0) {
// CHECK-NEXT:      %[[OWN:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK-NEXT:      %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:      memref.view %[[OWN]][%[[Z]]][] : memref<64xi8> to memref<2xf32>
func.func @nested(%n: index) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %out = memref.alloc() : memref<2x3x2xf32>
  scf.forall (%i) in (2) {
    scf.forall (%j) in (%c3) {
      %deep = memref.alloc() : memref<2xf32>
      "test.write"(%deep) : (memref<2xf32>) -> ()
      scf.forall (%k) in (2) {
        %v = memref.load %deep[%k] : memref<2xf32>
        memref.store %v, %out[%i, %j, %k] : memref<2x3x2xf32>
      }
    }
  }
  scf.forall (%i) in (%n) {
    %dyn = memref.alloc() : memref<2xf32>
    "test.write"(%dyn) : (memref<2xf32>) -> ()
    scf.forall (%k) in (2) {
      %v = memref.load %dyn[%k] : memref<2xf32>
      memref.store %v, %out[%c0, %c0, %k] : memref<2x3x2xf32>
    }
  }
  "test.read"(%out) : (memref<2x3x2xf32>) -> ()
  return
}

// As in the original, buffers hoisted from two phases of one iteration share the hoisted range
// (both at 64): right when the iterations run one after another; with slots of different
// sizes, one iteration's %first ([80, 96)) overlaps another's %second ([64, 96)), a race if
// they run in parallel.
// CHECK-LABEL: func.func @phases()
// CHECK-NEXT:    memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK:         arith.constant 64 : index
// CHECK:         arith.constant 16 : index
// CHECK:         memref.view {{.*}} to memref<4xf32>
// CHECK:         arith.constant 64 : index
// CHECK:         arith.constant 32 : index
// CHECK:         memref.view {{.*}} to memref<8xf32>
func.func @phases() {
  %out = memref.alloc() : memref<2x8xf32>
  scf.forall (%i) in (2) {
    %first = memref.alloc() : memref<4xf32>
    "test.write"(%first) : (memref<4xf32>) -> ()
    scf.forall (%j) in (4) {
      %v = memref.load %first[%j] : memref<4xf32>
      memref.store %v, %out[%i, %j] : memref<2x8xf32>
    }
    %second = memref.alloc() : memref<8xf32>
    "test.write"(%second) : (memref<8xf32>) -> ()
    scf.forall (%j) in (4) {
      %v = memref.load %second[%j] : memref<8xf32>
      %c4 = arith.constant 4 : index
      %k = arith.addi %j, %c4 : index
      memref.store %v, %out[%i, %k] : memref<2x8xf32>
    }
  }
  "test.read"(%out) : (memref<2x8xf32>) -> ()
  return
}

// A forall of zero iterations is not hoisted out of (the original sizes the buffer 0 and
// rejects the function): %b stays in the loop's own scope.
// CHECK-LABEL: func.func @never_runs()
// CHECK-NEXT:    scf.forall (%{{.*}}) in (0) {
// CHECK-NEXT:      %[[OWN:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// CHECK-NEXT:      %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:      memref.view %[[OWN]][%[[Z]]][] : memref<64xi8> to memref<2xf32>
func.func @never_runs() {
  scf.forall (%i) in (0) {
    %b = memref.alloc() : memref<2xf32>
    scf.forall (%j) in (2) {
      "test.write"(%b) : (memref<2xf32>) -> ()
    }
  }
  return
}
