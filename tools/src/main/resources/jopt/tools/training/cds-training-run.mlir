// jopt-run's part of the start-up archive's training (CdsTraining): interpreted ops, compiled
// structured ops (threshold 0), a runner utility.
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %a = memref.alloc() : memref<4x4xf32>
  %c = memref.alloc() : memref<4x4xf32>
  %one = arith.constant 1.5 : f32
  %z = arith.constant 0.0 : f32
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>],
      iterator_types = ["parallel", "parallel"]} outs(%a : memref<4x4xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    %ri = arith.index_cast %s : index to i32
    %f = arith.sitofp %ri : i32 to f32
    %v = arith.mulf %f, %one : f32
    linalg.yield %v : f32
  }
  linalg.fill ins(%z : f32) outs(%c : memref<4x4xf32>)
  linalg.matmul ins(%a, %a : memref<4x4xf32>, memref<4x4xf32>) outs(%c : memref<4x4xf32>)
  %u = memref.cast %c : memref<4x4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<4x4xf32>
  memref.dealloc %c : memref<4x4xf32>
  return
}
