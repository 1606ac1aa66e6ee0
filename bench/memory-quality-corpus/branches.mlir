// A loop carrying a state buffer through a branch: on even steps the state is transformed
// into a fresh buffer (through a scratch buffer of its own), on odd steps it passes through
// unchanged, and every third step a second branch allocates a larger correction buffer that
// is folded in. The buffer yielded by the scf.if is sometimes new and sometimes the incoming
// one, so ownership is only known at run time. Returns the sum of the final state.
// ARGS: 9
#id = affine_map<(d0) -> (d0)>
func.func @main(%steps: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c256 = arith.constant 256 : index
  %zero = arith.constant 0.0 : f32
  %s0 = memref.alloc() : memref<256xf32>
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%s0 : memref<256xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    linalg.yield %f : f32
  }
  %sN = scf.for %t = %c0 to %steps step %c1 iter_args(%s = %s0) -> (memref<256xf32>) {
    %r = arith.remui %t, %c2 : index
    %even = arith.cmpi eq, %r, %c0 : index
    %n = scf.if %even -> (memref<256xf32>) {
      %tmp = memref.alloc() : memref<256xf32>
      linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%s : memref<256xf32>) outs(%tmp : memref<256xf32>) {
      ^bb0(%in: f32, %o: f32):
        %h = arith.constant 0.5 : f32
        %v = arith.mulf %in, %h : f32
        linalg.yield %v : f32
      }
      %out = memref.alloc() : memref<256xf32>
      linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%tmp, %s : memref<256xf32>, memref<256xf32>) outs(%out : memref<256xf32>) {
      ^bb0(%p: f32, %q: f32, %o: f32):
        %one = arith.constant 1.0 : f32
        %v = arith.addf %p, %one : f32
        %w = arith.subf %v, %q : f32
        %x = arith.addf %w, %q : f32
        linalg.yield %x : f32
      }
      scf.yield %out : memref<256xf32>
    } else {
      scf.yield %s : memref<256xf32>
    }
    %r3 = arith.remui %t, %c3 : index
    %third = arith.cmpi eq, %r3, %c0 : index
    %m = scf.if %third -> (memref<256xf32>) {
      %corr = memref.alloc() : memref<512xf32>
      linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%corr : memref<512xf32>) {
      ^bb0(%o: f32):
        %i = linalg.index 0 : index
        %ii = arith.index_cast %i : index to i32
        %f = arith.sitofp %ii : i32 to f32
        %c = arith.constant 0.001 : f32
        %v = arith.mulf %f, %c : f32
        linalg.yield %v : f32
      }
      %upd = memref.alloc() : memref<256xf32>
      scf.for %i = %c0 to %c256 step %c1 {
        %j = arith.addi %i, %c256 : index
        %a = memref.load %corr[%i] : memref<512xf32>
        %b = memref.load %corr[%j] : memref<512xf32>
        %v = memref.load %n[%i] : memref<256xf32>
        %d = arith.subf %b, %a : f32
        %w = arith.addf %v, %d : f32
        memref.store %w, %upd[%i] : memref<256xf32>
      }
      scf.yield %upd : memref<256xf32>
    } else {
      scf.yield %n : memref<256xf32>
    }
    scf.yield %m : memref<256xf32>
  }
  %sum = scf.for %i = %c0 to %c256 step %c1 iter_args(%a = %zero) -> (f32) {
    %v = memref.load %sN[%i] : memref<256xf32>
    %s = arith.addf %a, %v : f32
    scf.yield %s : f32
  }
  return %sum : f32
}
