// RUN: jopt-run %s --entry=@main --args=2,0,0 -p 'canonicalize' | FileCheck %s
// A program of the differential fuzz harness (canonicalize, seed of 2026-11-26): a clone of a
// view whose base a later loop frees through its iter_arg, the clone's own free after the loop.
// Folding the clone into the view (as mlir-opt-22 does) reads the freed base in the loop's
// second iteration; jopt keeps the clone. Same results before and after, no fault.
// CHECK: result #3: memref<2xf32> [-3.0, -1.5]
// CHECK: heap after: allocations={{[0-9]+}} frees={{[0-9]+}}

module {
  func.func @helper0(%v0: memref<?xf32>) -> (memref<1xf64>, index) {
    %v2 = arith.constant 0 : index
    %v1 = memref.dim %v0, %v2 : memref<?xf32>
    %v3 = memref.load %v0[%v2] : memref<?xf32>
    %v4 = memref.alloc() : memref<1xf64>
    %v5 = arith.constant -3.0 : f64
    linalg.fill ins(%v5 : f64) outs(%v4 : memref<1xf64>)
    return %v4, %v2 : memref<1xf64>, index
  }
  func.func @main(%v0: index, %v1: index, %v2: i1) -> (f32, f32, f32, memref<2xf32>) {
    %v3 = memref.alloc() : memref<2xf32>
    %v4 = arith.constant -3.0 : f32
    linalg.fill ins(%v4 : f32) outs(%v3 : memref<2xf32>)
    %v6 = arith.constant 4 : index
    %v5 = arith.minui %v0, %v6 : index
    %v7 = arith.constant 0 : index
    %v8 = arith.constant 1 : index
    %v12 = scf.for %v9 = %v7 to %v5 step %v8 iter_args(%v10 = %v4) -> (f32) {
      %v11 = memref.alloc() : memref<1xf32>
      linalg.fill ins(%v10 : f32) outs(%v11 : memref<1xf32>)
      memref.dealloc %v11 : memref<1xf32>
      scf.yield %v10 : f32
    }
    %v14 = arith.constant 60 : i16
    %v15 = arith.constant -8 : i16
    %v13 = arith.cmpi sgt, %v14, %v15 : i16
    %v16 = arith.constant -1.5 : f32
    memref.store %v16, %v3[%v8] : memref<2xf32>
    %v21 = scf.for %v17 = %v7 to %v5 step %v8 iter_args(%v18 = %v1) -> (index) {
      %v19 = memref.alloc(%v6) : memref<?xi8>
      %v20 = arith.constant -8 : i8
      linalg.fill ins(%v20 : i8) outs(%v19 : memref<?xi8>)
      memref.dealloc %v19 : memref<?xi8>
      scf.yield %v0 : index
    }
    %v98 = scf.while (%v22 = %v7) : (index) -> (index) {
      %v23 = arith.cmpi ult, %v22, %v6 : index
      scf.condition(%v23) %v22 : index
    } do {
    ^bb0(%v24: index):
      memref.store %v12, %v3[%v7] : memref<2xf32>
      %v25 = memref.alloc() : memref<12xi8>
      %v26 = arith.constant 33 : i8
      linalg.fill ins(%v26 : i8) outs(%v25 : memref<12xi8>)
      %v27 = memref.view %v25[%v6][] : memref<12xi8> to memref<2xf32>
      %v31 = scf.for %v28 = %v7 to %v7 step %v8 iter_args(%v29 = %v0) -> (index) {
        %v30 = memref.alloca() : memref<5x1xf32>
        linalg.fill ins(%v12 : f32) outs(%v30 : memref<5x1xf32>)
        scf.yield %v0 : index
      }
      %v32 = bufferization.clone %v3 : memref<2xf32> to memref<2xf32>
      %v33 = arith.constant false
      %v51:2 = scf.if %v33 -> (memref<2xf32>, f64) {
        %v34 = memref.expand_shape %v27 [[0, 1]] output_shape [2, 1] : memref<2xf32> into memref<2x1xf32>
        scf.for %v35 = %v7 to %v8 step %v8 {
          %v36 = memref.alloc(%v6) : memref<?x1xf32>
          linalg.fill ins(%v12 : f32) outs(%v36 : memref<?x1xf32>)
          memref.dealloc %v36 : memref<?x1xf32>
        }
        %v39 = arith.constant 24 : i64
        %v38 = arith.cmpi sle, %v39, %v39 : i64
        %v40 = arith.constant -2.0 : f32
        linalg.fill ins(%v40 : f32) outs(%v34 : memref<2x1xf32>)
        %v41 = arith.index_cast %v24 : index to i32
        %v42 = memref.alloc() : memref<2xf32>
        linalg.fill ins(%v12 : f32) outs(%v42 : memref<2xf32>)
        %v43 = arith.constant 4.5 : f64
        scf.yield %v42, %v43 : memref<2xf32>, f64
      } else {
        %v44 = arith.constant 2 : index
        %v45 = arith.remui %v1, %v44 : index
        memref.store %v12, %v27[%v45] : memref<2xf32>
        %v46 = memref.alloca() : memref<4x1xi16>
        %v47 = arith.constant 8 : i16
        linalg.fill ins(%v47 : i16) outs(%v46 : memref<4x1xi16>)
        %v48 = memref.load %v25[%v7] : memref<12xi8>
        %v49 = bufferization.clone %v27 : memref<2xf32> to memref<2xf32>
        %v50 = arith.constant -2.0 : f64
        scf.yield %v49, %v50 : memref<2xf32>, f64
      }
      %v52 = memref.subview %v51#0[0] [2] [1] : memref<2xf32> to memref<2xf32, strided<[1]>>
      %v54 = arith.constant -1.0 : f64
      %v55 = arith.constant 4.0 : f64
      %v53 = arith.cmpf uno, %v54, %v55 : f64
      %v56 = bufferization.clone %v25 : memref<12xi8> to memref<12xi8>
      memref.dealloc %v25 : memref<12xi8>
      %v57 = arith.constant -5 : i64
      %v96:2 = scf.for %v58 = %v7 to %v5 step %v8 iter_args(%v59 = %v56, %v60 = %v57) -> (memref<12xi8>, i64) {
        %v61 = arith.cmpi sgt, %v7, %v21 : index
        %v70:2 = scf.if %v61 -> (memref<2xf32>, f64) {
          %v62 = memref.alloc() : memref<6x4xf32>
          %v63 = arith.constant 0.5 : f32
          linalg.fill ins(%v63 : f32) outs(%v62 : memref<6x4xf32>)
          %v65 = arith.constant 29 : i64
          %v64 = arith.uitofp %v65 : i64 to f32
          memref.store %v12, %v62[%v58, %v7] : memref<6x4xf32>
          memref.dealloc %v62 : memref<6x4xf32>
          %v66 = memref.alloc() : memref<2xf32>
          linalg.fill ins(%v12 : f32) outs(%v66 : memref<2xf32>)
          scf.yield %v66, %v51#1 : memref<2xf32>, f64
        } else {
          %v67 = memref.cast %v32 : memref<2xf32> to memref<?xf32, strided<[?], offset: ?>>
          %v68 = memref.subview %v52[0] [2] [1] : memref<2xf32, strided<[1]>> to memref<2xf32, strided<[1]>>
          %v69 = bufferization.clone %v51#0 : memref<2xf32> to memref<2xf32>
          scf.yield %v69, %v51#1 : memref<2xf32>, f64
        }
        memref.dealloc %v70#0 : memref<2xf32>
        %v71 = arith.minui %v58, %v6 : index
        %v72 = bufferization.clone %v3 : memref<2xf32> to memref<2xf32>
        %v77 = scf.for %v73 = %v7 to %v71 step %v8 iter_args(%v74 = %v72) -> (memref<2xf32>) {
          %v75 = memref.alloca() : memref<5x1xi8>
          %v76 = arith.constant -6 : i8
          linalg.fill ins(%v76 : i8) outs(%v75 : memref<5x1xi8>)
          scf.yield %v74 : memref<2xf32>
        }
        memref.dealloc %v77 : memref<2xf32>
        %v78 = bufferization.clone %v3 : memref<2xf32> to memref<2xf32>
        %v86:2 = scf.for %v79 = %v7 to %v5 step %v8 iter_args(%v80 = %v78, %v81 = %v12) -> (memref<2xf32>, f32) {
          %v82 = arith.maxui %v0, %v8 : index
          %v84 = arith.constant 8 : index
          %v83 = arith.minui %v82, %v84 : index
          %v85 = memref.alloc(%v83) : memref<?x1xf32>
          linalg.fill ins(%v4 : f32) outs(%v85 : memref<?x1xf32>)
          memref.dealloc %v85 : memref<?x1xf32>
          scf.yield %v80, %v12 : memref<2xf32>, f32
        }
        memref.dealloc %v86#0 : memref<2xf32>
        %v87 = arith.maxui %v5, %v8 : index
        %v89 = arith.constant 8 : index
        %v88 = arith.minui %v87, %v89 : index
        %v90 = memref.alloc(%v88) : memref<?xi8>
        %v91 = arith.constant 4 : i8
        linalg.fill ins(%v91 : i8) outs(%v90 : memref<?xi8>)
        memref.dealloc %v90 : memref<?xi8>
        %v92 = memref.alloc() : memref<1xf64>
        %v93 = arith.constant 2.5 : f64
        linalg.fill ins(%v93 : f64) outs(%v92 : memref<1xf64>)
        memref.dealloc %v92 : memref<1xf64>
        %v94 = memref.alloc() : memref<12xi8>
        %v95 = arith.constant 2 : i8
        linalg.fill ins(%v95 : i8) outs(%v94 : memref<12xi8>)
        memref.copy %v59, %v94 : memref<12xi8> to memref<12xi8>
        memref.dealloc %v59 : memref<12xi8>
        scf.yield %v94, %v60 : memref<12xi8>, i64
      }
      memref.dealloc %v32 : memref<2xf32>
      memref.dealloc %v51#0 : memref<2xf32>
      memref.dealloc %v96#0 : memref<12xi8>
      %v97 = arith.addi %v24, %v8 : index
      scf.yield %v97 : index
    }
    %v99 = memref.load %v3[%v8] : memref<2xf32>
    %v100 = memref.load %v3[%v8] : memref<2xf32>
    return %v99, %v100, %v12, %v3 : f32, f32, f32, memref<2xf32>
  }
}
