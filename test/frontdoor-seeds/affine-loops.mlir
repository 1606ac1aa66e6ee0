// Affine loop nests as lowered convolutions and reductions have them.

#map = affine_map<(d0, d1) -> (d0 + d1)>
func.func @conv1d(%in: memref<16xf32>, %w: memref<3xf32>, %out: memref<14xf32>) {
  %cst = arith.constant 0.000000e+00 : f32
  affine.for %i = 0 to 14 {
    %r = affine.for %k = 0 to 3 iter_args(%acc = %cst) -> (f32) {
      %x = affine.load %in[%i + %k] : memref<16xf32>
      %y = affine.load %w[%k] : memref<3xf32>
      %p = arith.mulf %x, %y : f32
      %s = arith.addf %acc, %p : f32
      affine.yield %s : f32
    }
    affine.store %r, %out[%i] : memref<14xf32>
  }
  return
}

// -----

func.func @tiled(%A: memref<?x?xf32>, %n: index, %m: index) {
  %c0 = arith.constant 0 : index
  affine.for %i = 0 to %n step 4 {
    affine.for %j = 0 to min affine_map<(d0)[s0] -> (d0 + 4, s0)>(%i)[%m] {
      %v = affine.load %A[%i, %j] : memref<?x?xf32>
      %a = affine.apply affine_map<(d0, d1) -> (d0 * 2 + d1 floordiv 3)>(%i, %j)
      %b = affine.max affine_map<(d0)[s0] -> (d0, s0 - 1)>(%a)[%n]
      affine.if affine_set<(d0, d1) : (d0 - d1 >= 0, d1 mod 2 == 0)>(%i, %j) {
        affine.store %v, %A[%j, %i] : memref<?x?xf32>
      } else {
        affine.store %v, %A[%i, %j mod 4] : memref<?x?xf32>
      }
    }
  }
  return
}

// -----

func.func @parallel_reduce(%A: memref<8x16xf32>) -> memref<8xf32> {
  %R = memref.alloc() : memref<8xf32>
  affine.parallel (%i) = (0) to (8) {
    %s = affine.parallel (%j) = (0) to (16) reduce ("addf") -> (f32) {
      %v = affine.load %A[%i, %j] : memref<8x16xf32>
      affine.yield %v : f32
    }
    affine.store %s, %R[%i] : memref<8xf32>
  }
  return %R : memref<8xf32>
}

// -----

func.func @delinearize(%lin: index, %x: index, %y: index) -> (index, index, index) {
  %0:2 = affine.delinearize_index %lin into (16, 8) : index, index
  %1 = affine.linearize_index [%x, %y] by (4, 8) : index
  %2 = affine.min affine_map<(d0, d1) -> (d0, d1 + 4, 32)>(%0#0, %1)
  return %0#1, %1, %2 : index, index, index
}

// -----

func.func @vector_io(%m: memref<64xf32>, %i: index) {
  %v = affine.vector_load %m[%i * 4] : memref<64xf32>, vector<4xf32>
  %w = arith.addf %v, %v : vector<4xf32>
  affine.vector_store %w, %m[%i * 4 + 32] : memref<64xf32>, vector<4xf32>
  affine.prefetch %m[%i], read, locality<3>, data : memref<64xf32>
  return
}
