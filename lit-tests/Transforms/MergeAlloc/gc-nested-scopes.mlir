// gc-merge-alloc counts an access in every loop and branch around it. The original counts it
// only in the innermost one: %outer, read in an scf.if inside the loop, would live over the if
// alone and share its bytes with %inner, which the next iteration's read then finds
// overwritten. Inputs/gc-nested-scopes-original.mlir is what that rule gives; jopt-run catches it.
// RUN: jopt --gc-merge-alloc --allow-unregistered-dialect %s | FileCheck %s
// RUN: jopt-run %s --entry=@loop_with_branch --args=2,true -p 'func.func(gc-merge-alloc)' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=EXEC
// RUN: jopt-run %s --entry=@loop_with_branch --args=2,true -p 'func.func(gc-merge-alloc{planner-options=size-first})' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=EXEC
// RUN: not jopt-run %S/Inputs/gc-nested-scopes-original.mlir --entry=@loop_with_branch --args=2,true --no-leak-check 2>&1 | FileCheck %s --check-prefix=ORIGINAL

// EXEC: heap after: allocations=1 frees=0 peak-bytes=128
// ORIGINAL: error: read of {{.*}} written through another buffer

// CHECK-LABEL: func.func @loop_with_branch(
// CHECK-NEXT:    %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128xi8>
// CHECK:         memref.view %[[ALLOC]][%{{.*}}][] : memref<128xi8> to memref<16xf32>
// CHECK:         scf.for
// CHECK:           %[[C64:.*]] = arith.constant 64 : index
// CHECK-NEXT:      memref.view %[[ALLOC]][%[[C64]]][] : memref<128xi8> to memref<16xf32>
func.func @loop_with_branch(%n: index, %p: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %outer = memref.alloc() : memref<16xf32>
  "test.write"(%outer) : (memref<16xf32>) -> ()
  scf.for %i = %c0 to %n step %c1 {
    scf.if %p {
      "test.read"(%outer) : (memref<16xf32>) -> ()
    }
    %inner = memref.alloc() : memref<16xf32>
    "test.write"(%inner) : (memref<16xf32>) -> ()
    "test.read"(%inner) : (memref<16xf32>) -> ()
  }
  return
}
