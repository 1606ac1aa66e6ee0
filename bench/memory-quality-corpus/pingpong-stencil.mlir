// A 1-D heat-equation stencil over 512 cells for %steps time steps, bufferized as a loop that
// allocates the next state every step and carries it (the previous state dies at the end of
// the step), with a per-step boundary flux buffer. Returns the sum of the final state.
// ARGS: 10
func.func @main(%steps: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c511 = arith.constant 511 : index
  %zero = arith.constant 0.0 : f32
  %k = arith.constant 0.25 : f32
  %u0 = memref.alloc() : memref<512xf32>
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%u0 : memref<512xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %c64 = arith.constant 64 : index
    %m = arith.remui %i, %c64 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    linalg.yield %mf : f32
  }
  %uN = scf.for %t = %c0 to %steps step %c1 iter_args(%u = %u0) -> (memref<512xf32>) {
    %flux = memref.alloc() : memref<512xf32>
    memref.store %zero, %flux[%c0] : memref<512xf32>
    scf.for %i = %c1 to %c511 step %c1 {
      %im = arith.subi %i, %c1 : index
      %a = memref.load %u[%im] : memref<512xf32>
      %b = memref.load %u[%i] : memref<512xf32>
      %d = arith.subf %a, %b : f32
      memref.store %d, %flux[%i] : memref<512xf32>
    }
    memref.store %zero, %flux[%c511] : memref<512xf32>
    %next = memref.alloc() : memref<512xf32>
    %e0 = memref.load %u[%c0] : memref<512xf32>
    memref.store %e0, %next[%c0] : memref<512xf32>
    %e1 = memref.load %u[%c511] : memref<512xf32>
    memref.store %e1, %next[%c511] : memref<512xf32>
    scf.for %i = %c1 to %c511 step %c1 {
      %ip = arith.addi %i, %c1 : index
      %f0 = memref.load %flux[%i] : memref<512xf32>
      %f1 = memref.load %flux[%ip] : memref<512xf32>
      %df = arith.subf %f0, %f1 : f32
      %s = arith.mulf %df, %k : f32
      %v = memref.load %u[%i] : memref<512xf32>
      %n = arith.addf %v, %s : f32
      memref.store %n, %next[%i] : memref<512xf32>
    }
    scf.yield %next : memref<512xf32>
  }
  %sum = scf.for %i = %c0 to %c511 step %c1 iter_args(%a = %zero) -> (f32) {
    %v = memref.load %uN[%i] : memref<512xf32>
    %s = arith.addf %a, %v : f32
    scf.yield %s : f32
  }
  return %sum : f32
}
