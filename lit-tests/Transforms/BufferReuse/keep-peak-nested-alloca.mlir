// keep-peak=true counts an alloca in an scf.if branch as live after the branch (it lives until
// its function returns): the 4xi8 buffer freed early is not promoted to the stack, where it would
// live beside the result and the branch's alloca (found by DifferentialFuzzTest: peak 13 -> 16).
// RUN: jopt-run %s -p 'builtin.module(func.func(hlo-buffer-reuse{keep-peak=true}))' --entry=@main --args=1 | FileCheck %s

// CHECK: heap before: {{.*}} total-peak-bytes=13
// CHECK: heap after: {{.*}} total-peak-bytes=13
module {
  func.func @helper0(%v0: memref<1xf32>) -> (memref<1xf32>) {
    %v1 = memref.alloc() : memref<1xf32>
    %v2 = arith.constant -3.0 : f32
    linalg.fill ins(%v2 : f32) outs(%v1 : memref<1xf32>)
    %v3 = memref.alloc() : memref<1x1xf32>
    linalg.fill ins(%v2 : f32) outs(%v3 : memref<1x1xf32>)
    memref.dealloc %v3 : memref<1x1xf32>
    %v4 = arith.constant false
    scf.if %v4 {
    } else {
      %v5 = memref.alloca() : memref<1xf32>
      linalg.fill ins(%v2 : f32) outs(%v5 : memref<1xf32>)
    }
    %v7 = arith.constant 36 : i32
    %v8 = arith.constant 37 : i32
    %v9 = arith.cmpi eq, %v7, %v8 : i32
    scf.if %v9 {
    }
    %v11 = arith.constant 0 : index
    %v12 = memref.load %v1[%v11] : memref<1xf32>
    memref.dealloc %v1 : memref<1xf32>
    %v13 = memref.alloc() : memref<5x1xi8>
    %v14 = arith.constant -8 : i8
    linalg.fill ins(%v14 : i8) outs(%v13 : memref<5x1xi8>)
    memref.dealloc %v13 : memref<5x1xi8>
    %v15 = arith.constant 1 : index
    %v16 = memref.alloc(%v15) : memref<?xf32>
    linalg.fill ins(%v12 : f32) outs(%v16 : memref<?xf32>)
    memref.dealloc %v16 : memref<?xf32>
    %v17 = memref.alloc() : memref<4xi8>
    %v18 = arith.constant -6 : i8
    linalg.fill ins(%v18 : i8) outs(%v17 : memref<4xi8>)
    memref.dealloc %v17 : memref<4xi8>
    %v19 = memref.alloc() : memref<1xf32>
    linalg.fill ins(%v12 : f32) outs(%v19 : memref<1xf32>)
    return %v19 : memref<1xf32>
  }
  func.func @main(%v0: index) -> (f32) {
    %v1 = memref.alloc() : memref<1xf32>
    %v2 = arith.constant -3.0 : f32
    linalg.fill ins(%v2 : f32) outs(%v1 : memref<1xf32>)
    %v3 = func.call @helper0(%v1) : (memref<1xf32>) -> (memref<1xf32>)
    memref.dealloc %v3 : memref<1xf32>
    %v4 = arith.constant 0 : index
    %v5 = memref.load %v1[%v4] : memref<1xf32>
    memref.dealloc %v1 : memref<1xf32>
    return %v5 : f32
  }
}

