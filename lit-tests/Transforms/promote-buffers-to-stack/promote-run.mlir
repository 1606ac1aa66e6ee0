// RUN: jopt-run %s --args=3 -p 'func.func(promote-buffers-to-stack)' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=STACK
// RUN: jopt-run %s --args=3 -p 'func.func(promote-buffers-to-stack),jopt-deallocation-pipeline' --input-may-leak | FileCheck %s --check-prefix=FREED

// The small buffers that stay in the function move to the stack (the scf.for body is a scope
// of its own: a stack buffer per iteration); the returned one and the large one stay on the
// heap, and the results do not change. Run before the deallocation pipeline, the heap buffers
// left are freed.

func.func @main(%n: index) -> (f32, memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %acc = memref.alloc() : memref<1xf32>
  linalg.fill ins(%one : f32) outs(%acc : memref<1xf32>)
  %big = memref.alloc() : memref<512xf32>
  linalg.fill ins(%one : f32) outs(%big : memref<512xf32>)
  scf.for %i = %c0 to %n step %c1 {
    %t = memref.alloc() : memref<1xf32>
    %x = memref.load %acc[%c0] : memref<1xf32>
    %y = memref.load %big[%i] : memref<512xf32>
    %z = arith.addf %x, %y : f32
    memref.store %z, %t[%c0] : memref<1xf32>
    memref.copy %t, %acc : memref<1xf32> to memref<1xf32>
  }
  %out = memref.alloc() : memref<4xf32>
  %r = memref.load %acc[%c0] : memref<1xf32>
  linalg.fill ins(%r : f32) outs(%out : memref<4xf32>)
  return %r, %out : f32, memref<4xf32>
}
// STACK: result #0: 4.0 : f32
// STACK: heap before: allocations=6 frees=0
// STACK-NEXT: heap after: allocations=2 frees=0 {{.*}} stack-allocations=4
// FREED: result #0: 4.0 : f32
// FREED: heap after: allocations=2 frees=1 {{.*}} stack-allocations=4
