// jopt-deallocation-pipeline on what hlo-deallocate refuses. A function of a kind it does not
// take (its preconditions: here memrefs of memrefs, whose element types differ while they may
// alias) goes to upstream's ownership-based deallocation, as mlir-opt-22's
// --buffer-deallocation-pipeline leaves it (the UPSTREAM lines hold for both pipelines). A
// construct it refuses in a function it takes stays an error: a buffer that leaves its function
// as a tensor, which upstream frees before the return while the caller still reads the tensor.
// RUN: not jopt %s -split-input-file --jopt-deallocation-pipeline 2>/dev/null | FileCheck %s --check-prefix=UPSTREAM
// RUN: not jopt %s -split-input-file --jopt-deallocation-pipeline 2>&1 >/dev/null | FileCheck %s --check-prefix=REFUSED
// RUN: jopt %s -split-input-file --buffer-deallocation-pipeline | FileCheck %s --check-prefix=UPSTREAM

// UPSTREAM-LABEL: func.func @boxed(%arg0: f32) -> f32 {
// UPSTREAM-NEXT:    %c0 = arith.constant 0 : index
// UPSTREAM-NEXT:    %alloc = memref.alloc() : memref<memref<4xf32>>
// UPSTREAM-NEXT:    %alloc_0 = memref.alloc() : memref<4xf32>
// UPSTREAM-NEXT:    memref.store %arg0, %alloc_0[%c0] : memref<4xf32>
// UPSTREAM-NEXT:    memref.store %alloc_0, %alloc[] : memref<memref<4xf32>>
// UPSTREAM-NEXT:    %0 = memref.load %alloc[] : memref<memref<4xf32>>
// UPSTREAM-NEXT:    %1 = memref.load %0[%c0] : memref<4xf32>
// UPSTREAM-NEXT:    memref.dealloc %alloc : memref<memref<4xf32>>
// UPSTREAM-NEXT:    memref.dealloc %alloc_0 : memref<4xf32>
// UPSTREAM-NEXT:    return %1 : f32
// UPSTREAM-NEXT:  }
func.func @boxed(%v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %box = memref.alloc() : memref<memref<4xf32>>
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%c0] : memref<4xf32>
  memref.store %a, %box[] : memref<memref<4xf32>>
  %b = memref.load %box[] : memref<memref<4xf32>>
  %r = memref.load %b[%c0] : memref<4xf32>
  return %r : f32
}

// -----

// REFUSED: error: 'func.return' op hlo-deallocate cannot free a buffer that leaves its block as a tensor ('tensor<4xf32>')
func.func @as_tensor(%v: f32) -> tensor<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<4xf32>)
  %t = bufferization.to_tensor %a : memref<4xf32> to tensor<4xf32>
  return %t : tensor<4xf32>
}
