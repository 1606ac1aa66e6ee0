// A tiled matrix-vector product with per-tile normalization: for each of 8 row tiles of a
// 64x64 matrix (built on the fly), for each of 4 column tiles, a scratch copy of the 8x16 tile
// and a scratch row-sum buffer are allocated in the innermost body; a per-row-tile partial
// buffer lives across the inner loop. Nested scratch buffers, as a tiled, bufferized kernel
// leaves them. Returns the sum of the output vector.
// ARGS: 8
func.func @main(%tiles: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant 0.0 : f32
  %vec = memref.alloc() : memref<64xf32>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%vec : memref<64xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %c5 = arith.constant 5 : index
    %m = arith.remui %i, %c5 : index
    %mi = arith.index_cast %m : index to i32
    %f = arith.sitofp %mi : i32 to f32
    linalg.yield %f : f32
  }
  %out = memref.alloc() : memref<64xf32>
  linalg.fill ins(%zero : f32) outs(%out : memref<64xf32>)
  scf.for %ti = %c0 to %tiles step %c1 {
    %row0 = arith.muli %ti, %c8 : index
    %partial = memref.alloc() : memref<8xf32>
    linalg.fill ins(%zero : f32) outs(%partial : memref<8xf32>)
    scf.for %tj = %c0 to %c4 step %c1 {
      %col0 = arith.muli %tj, %c16 : index
      %tile = memref.alloc() : memref<8x16xf32>
      scf.for %i = %c0 to %c8 step %c1 {
        scf.for %j = %c0 to %c16 step %c1 {
          %r = arith.addi %row0, %i : index
          %c = arith.addi %col0, %j : index
          %p = arith.muli %r, %c : index
          %c13 = arith.constant 13 : index
          %m = arith.remui %p, %c13 : index
          %mi = arith.index_cast %m : index to i32
          %f = arith.sitofp %mi : i32 to f32
          memref.store %f, %tile[%i, %j] : memref<8x16xf32>
        }
      }
      %rowsum = memref.alloc() : memref<8xf32>
      linalg.fill ins(%zero : f32) outs(%rowsum : memref<8xf32>)
      linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
          ins(%tile : memref<8x16xf32>) outs(%rowsum : memref<8xf32>) {
      ^bb0(%in: f32, %acc: f32):
        %s = arith.addf %in, %acc : f32
        linalg.yield %s : f32
      }
      %xs = memref.subview %vec[%col0] [16] [1] : memref<64xf32> to memref<16xf32, strided<[1], offset: ?>>
      linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
          ins(%tile, %xs, %rowsum : memref<8x16xf32>, memref<16xf32, strided<[1], offset: ?>>, memref<8xf32>) outs(%partial : memref<8xf32>) {
      ^bb0(%a: f32, %x: f32, %n: f32, %acc: f32):
        %one = arith.constant 1.0 : f32
        %d = arith.addf %n, %one : f32
        %p = arith.mulf %a, %x : f32
        %q = arith.divf %p, %d : f32
        %s = arith.addf %q, %acc : f32
        linalg.yield %s : f32
      }
    }
    %dst = memref.subview %out[%row0] [8] [1] : memref<64xf32> to memref<8xf32, strided<[1], offset: ?>>
    memref.copy %partial, %dst : memref<8xf32> to memref<8xf32, strided<[1], offset: ?>>
  }
  %sum = scf.for %i = %c0 to %c64 step %c1 iter_args(%a = %zero) -> (f32) {
    %v = memref.load %out[%i] : memref<64xf32>
    %s = arith.addf %a, %v : f32
    scf.yield %s : f32
  }
  return %sum : f32
}
