// A growable vector (push_back): %n values are appended to a dynamic buffer that starts with
// capacity 4 and is doubled with memref.realloc whenever it is full; a scratch buffer holds
// each value's digits while it is computed. Then the vector is reduced. Returns the sum and
// the final capacity.
// ARGS: 100
func.func @main(%n: index) -> (f32, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %zero = arith.constant 0.0 : f32
  %v0 = memref.alloc(%c4) : memref<?xf32>
  %res:2 = scf.for %i = %c0 to %n step %c1 iter_args(%v = %v0, %cap = %c4) -> (memref<?xf32>, index) {
    %full = arith.cmpi eq, %i, %cap : index
    %g:2 = scf.if %full -> (memref<?xf32>, index) {
      %ncap = arith.muli %cap, %c2 : index
      %nv = memref.realloc %v(%ncap) : memref<?xf32> to memref<?xf32>
      scf.yield %nv, %ncap : memref<?xf32>, index
    } else {
      scf.yield %v, %cap : memref<?xf32>, index
    }
    %digits = memref.alloc() : memref<4xindex>
    %q = scf.for %d = %c0 to %c4 step %c1 iter_args(%x = %i) -> (index) {
      %r = arith.remui %x, %c10 : index
      memref.store %r, %digits[%d] : memref<4xindex>
      %y = arith.divui %x, %c10 : index
      scf.yield %y : index
    }
    %ds = scf.for %d = %c0 to %c4 step %c1 iter_args(%s = %c0) -> (index) {
      %r = memref.load %digits[%d] : memref<4xindex>
      %t = arith.addi %s, %r : index
      scf.yield %t : index
    }
    %di = arith.index_cast %ds : index to i32
    %df = arith.sitofp %di : i32 to f32
    memref.store %df, %g#0[%i] : memref<?xf32>
    scf.yield %g#0, %g#1 : memref<?xf32>, index
  }
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%a = %zero) -> (f32) {
    %x = memref.load %res#0[%i] : memref<?xf32>
    %s = arith.addf %a, %x : f32
    scf.yield %s : f32
  }
  return %sum, %res#1 : f32, index
}
