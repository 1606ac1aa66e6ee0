// jopt-merge-alloc: where LentFit leaves buffers out of a scope's arena (here the buffers of the
// first scf.while, carried from one iteration to the next with buffers that stay on the heap),
// the arena moves after them and the guards of its buffers are found again at the new place: the
// scf.for in the else branch runs up to `minui(%0, 4)` times, %0 the while's result, which the
// arena's first place came before. Its buffers then count only when it runs (with the argument
// 0, it does not). A program of jopt's own fuzz generator (bench/memory-quality, seed 2, #121).
// RUN: jopt %s -p 'builtin.module(jopt-merge-alloc)' | FileCheck %s
// RUN: jopt-run %s --args=0 -p 'builtin.module(jopt-merge-alloc)' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=RUN0
// RUN: jopt-run %s --args=1 -p 'builtin.module(jopt-merge-alloc)' --input-may-leak --no-leak-check | FileCheck %s --check-prefix=RUN1
// RUN: jopt-run %s --args=0 -p 'builtin.module(jopt-deallocation-pipeline{merge-alloc=merge-alloc})' --input-may-leak | FileCheck %s --check-prefix=PIPELINE
// CHECK:       %[[W:.*]] = scf.while (%arg1 = %c0) : (index) -> index {
// CHECK:       %[[UB:.*]] = arith.minui %[[W]], %c4 : index
// CHECK:       %[[RUNS:.*]] = arith.cmpi sgt, %[[UB]], %c0 : index
// CHECK:       %[[ELSE:.*]] = arith.xori
// CHECK:       %[[BOTH:.*]] = arith.andi %[[RUNS]], %[[ELSE]] : i1
// CHECK:       arith.select %[[BOTH]], %c96, %{{.*}} : index
// CHECK:       memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xi8>
// The arena holds 64 bytes with the argument 0 (it held 96 before: 132 bytes at the peak).
// RUN0: result #1: -6.0 : f32
// RUN0: heap after: allocations=3 frees=0 peak-bytes=100
// RUN1: result #1: -6.0 : f32
// PIPELINE: result #1: -6.0 : f32
// PIPELINE: heap after: allocations=2 frees=1
module {
  func.func @main(%v0: i1) -> (f64, f32, memref<8xf32>) {
    %v1 = arith.constant 0 : index
    %v2 = arith.constant 1 : index
    %v48 = scf.while (%v3 = %v1) : (index) -> (index) {
      %v4 = arith.cmpi ult, %v3, %v1 : index
      scf.condition(%v4) %v3 : index
    } do {
    ^bb0(%v5: index):
      %v7 = arith.constant 4 : index
      %v6 = arith.minui %v1, %v7 : index
      %v8 = memref.alloc() : memref<32xi8>
      %v9 = arith.constant 33 : i8
      linalg.fill ins(%v9 : i8) outs(%v8 : memref<32xi8>)
      %v10 = arith.constant 3 : index
      %v40:2 = scf.while (%v11 = %v1, %v12 = %v8) : (index, memref<32xi8>) -> (index, memref<32xi8>) {
        %v13 = arith.cmpi ult, %v11, %v10 : index
        scf.condition(%v13) %v11, %v12 : index, memref<32xi8>
      } do {
      ^bb0(%v14: index, %v15: memref<32xi8>):
        %v20:2 = scf.for %v16 = %v1 to %v10 step %v2 iter_args(%v17 = %v8, %v18 = %v1) -> (memref<32xi8>, index) {
          %v19 = arith.constant 19 : i8
          linalg.fill ins(%v19 : i8) outs(%v17 : memref<32xi8>)
          scf.yield %v17, %v2 : memref<32xi8>, index
        }
        %v21 = arith.constant 4.5 : f32
        %v33:2 = scf.for %v22 = %v1 to %v5 step %v2 iter_args(%v23 = %v8, %v24 = %v21) -> (memref<32xi8>, f32) {
          %v25 = arith.constant 17 : index
          %v26 = memref.load %v23[%v25] : memref<32xi8>
          %v27 = memref.load %v15[%v1] : memref<32xi8>
          %v28 = memref.load %v23[%v1] : memref<32xi8>
          %v29 = memref.cast %v20#0 : memref<32xi8> to memref<?xi8>
          %v30 = arith.constant 32 : index
          %v31 = arith.remui %v2, %v30 : index
          memref.store %v26, %v20#0[%v31] : memref<32xi8>
          %v32 = memref.alloc() : memref<32xi8>
          linalg.fill ins(%v26 : i8) outs(%v32 : memref<32xi8>)
          memref.copy %v23, %v32 : memref<32xi8> to memref<32xi8>
          scf.yield %v32, %v24 : memref<32xi8>, f32
        }
        %v34 = memref.load %v20#0[%v10] : memref<32xi8>
        scf.for %v35 = %v1 to %v10 step %v2 {
          %v36 = arith.constant 7 : index
          memref.store %v34, %v20#0[%v36] : memref<32xi8>
          memref.store %v34, %v8[%v1] : memref<32xi8>
          linalg.fill ins(%v34 : i8) outs(%v33#0 : memref<32xi8>)
        }
        %v38 = arith.addi %v14, %v2 : index
        %v39 = memref.alloc() : memref<32xi8>
        linalg.fill ins(%v34 : i8) outs(%v39 : memref<32xi8>)
        scf.yield %v38, %v39 : index, memref<32xi8>
      }
      %v41 = memref.subview %v8[20] [3] [1] : memref<32xi8> to memref<3xi8, strided<[1], offset: 20>>
      %v42 = arith.cmpi ne, %v10, %v6 : index
      %v46 = scf.if %v42 -> (index) {
        %v43 = arith.index_cast %v2 : index to i32
        %v44 = arith.constant 11 : i8
        memref.store %v44, %v41[%v5] : memref<3xi8, strided<[1], offset: 20>>
        scf.yield %v5 : index
      } else {
        %v45 = arith.constant 36 : i8
        memref.store %v45, %v8[%v5] : memref<32xi8>
        scf.yield %v5 : index
      }
      %v47 = arith.addi %v5, %v2 : index
      scf.yield %v47 : index
    }
    %v50 = arith.constant -8 : i32
    %v51 = arith.constant -7 : i32
    %v52 = arith.cmpi ult, %v50, %v51 : i32
    %v53 = arith.constant true
    %v49 = arith.select %v52, %v53, %v0 : i1
    %v54 = memref.alloc(%v2) : memref<?xf32>
    %v55 = arith.constant 4.5 : f32
    linalg.fill ins(%v55 : f32) outs(%v54 : memref<?xf32>)
    %v56 = arith.constant 3.0 : f32
    memref.store %v56, %v54[%v48] : memref<?xf32>
    %v57 = arith.constant 3 : index
    %v58 = arith.constant -0.5 : f32
    %v59 = arith.constant 6 : index
    %v60 = arith.cmpi uge, %v1, %v59 : index
    %v63 = scf.if %v60 -> (memref<?xf32>) {
      %v61 = memref.realloc %v54(%v57) : memref<?xf32> to memref<?xf32>
      %v62 = memref.subview %v61[1] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1], offset: 1>>
      linalg.fill ins(%v58 : f32) outs(%v62 : memref<2xf32, strided<[1], offset: 1>>)
      scf.yield %v61 : memref<?xf32>
    } else {
      scf.yield %v54 : memref<?xf32>
    }
    %v64 = memref.dim %v63, %v1 : memref<?xf32>
    %v65 = memref.alloc() : memref<8xf32>
    %v66 = arith.constant -3.0 : f32
    linalg.fill ins(%v66 : f32) outs(%v65 : memref<8xf32>)
    %v67 = memref.alloc() : memref<8xf32>
    %v68 = arith.constant 2.0 : f32
    linalg.fill ins(%v68 : f32) outs(%v67 : memref<8xf32>)
    linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v67 : memref<8xf32>) outs(%v65 : memref<8xf32>) {
    ^bb0(%v69: f32, %v70: f32):
      %v71 = arith.mulf %v69, %v70 : f32
      linalg.yield %v71 : f32
    }
    scf.if %v53 {
      %v72 = memref.cast %v67 : memref<8xf32> to memref<?xf32>
      %v101 = scf.if %v60 -> (memref<8xf32>) {
        %v73 = arith.constant 8 : index
        %v74 = arith.remui %v59, %v73 : index
        %v75 = memref.load %v72[%v74] : memref<?xf32>
        %v76 = memref.alloc() : memref<5x2xi64>
        %v77 = arith.constant 5 : i64
        linalg.fill ins(%v77 : i64) outs(%v76 : memref<5x2xi64>)
        %v78 = arith.remui %v1, %v73 : index
        memref.store %v58, %v67[%v78] : memref<8xf32>
        %v79 = memref.alloc() : memref<8xf32>
        linalg.fill ins(%v75 : f32) outs(%v79 : memref<8xf32>)
        scf.yield %v79 : memref<8xf32>
      } else {
        %v80 = memref.expand_shape %v65 [[0, 1]] output_shape [1, 8] : memref<8xf32> into memref<1x8xf32>
        %v82 = arith.constant 4 : index
        %v81 = arith.minui %v48, %v82 : index
        %v83 = arith.constant -8 : i64
        %v99:2 = scf.for %v84 = %v1 to %v81 step %v2 iter_args(%v85 = %v72, %v86 = %v83) -> (memref<?xf32>, i64) {
          %v87 = memref.alloc() : memref<2x8xi8>
          %v88 = arith.constant 2 : i8
          linalg.fill ins(%v88 : i8) outs(%v87 : memref<2x8xi8>)
          linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v65 : memref<8xf32>) outs(%v67 : memref<8xf32>) {
          ^bb0(%v89: f32, %v90: f32):
            %v91 = arith.mulf %v89, %v90 : f32
            linalg.yield %v91 : f32
          }
          %v92 = arith.constant -2.5 : f32
          memref.store %v92, %v67[%v59] : memref<8xf32>
          %v93 = memref.alloc() : memref<8xf64>
          %v94 = arith.constant 2.5 : f64
          linalg.fill ins(%v94 : f64) outs(%v93 : memref<8xf64>)
          %v96 = arith.constant 8 : index
          %v95 = memref.alloc(%v96) : memref<?xf32>
          %v97 = arith.constant -2.0 : f32
          linalg.fill ins(%v97 : f32) outs(%v95 : memref<?xf32>)
          %v98 = arith.constant 30 : i64
          scf.yield %v95, %v98 : memref<?xf32>, i64
        }
        %v100 = memref.cast %v99#0 : memref<?xf32> to memref<8xf32>
        memref.copy %v65, %v72 : memref<8xf32> to memref<?xf32>
        scf.yield %v67 : memref<8xf32>
      }
      %v102 = memref.cast %v72 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
      %v103 = memref.load %v65[%v59] : memref<8xf32>
      %v104 = memref.load %v72[%v2] : memref<?xf32>
    }
    %v106 = memref.load %v63[%v1] : memref<?xf32>
    memref.copy %v67, %v65 : memref<8xf32> to memref<8xf32>
    %v107 = memref.load %v67[%v64] : memref<8xf32>
    %v109 = arith.constant 4 : index
    %v108 = arith.minui %v2, %v109 : index
    %v120 = scf.for %v110 = %v1 to %v108 step %v2 iter_args(%v111 = %v65) -> (memref<8xf32>) {
      %v112 = memref.load %v63[%v1] : memref<?xf32>
      %v114 = arith.constant 11 : i16
      %v115 = arith.constant 42 : i16
      %v113 = arith.cmpi ugt, %v114, %v115 : i16
      %v116 = memref.load %v67[%v109] : memref<8xf32>
      %v117 = arith.constant -2.0 : f32
      linalg.fill ins(%v117 : f32) outs(%v65 : memref<8xf32>)
      %v118 = memref.alloc() : memref<8xf32>
      %v119 = arith.constant 1.5 : f32
      linalg.fill ins(%v119 : f32) outs(%v118 : memref<8xf32>)
      scf.yield %v118 : memref<8xf32>
    }
    %v121 = memref.alloc() : memref<6xf32>
    %v122 = arith.constant 0.0 : f32
    linalg.fill ins(%v122 : f32) outs(%v121 : memref<6xf32>)
    %v123 = arith.constant 2.0 : f64
    %v124 = memref.load %v67[%v64] : memref<8xf32>
    return %v123, %v124, %v67 : f64, f32, memref<8xf32>
  }
}
