// Softmax over the rows of a 512x1024 f32 matrix: max, exp(x - max), sum, divide
// (bench/run-speed.sh); input from its indices, result printed. math.exp in generic form.
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @main() {
  %x = memref.alloc() : memref<512x1024xf32>
  %e = memref.alloc() : memref<512x1024xf32>
  %mx = memref.alloc() : memref<512xf32>
  %sum = memref.alloc() : memref<512xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>],
      iterator_types = ["parallel", "parallel"]} outs(%x : memref<512x1024xf32>) {
  ^bb0(%qo: f32):
    %qi0 = linalg.index 0 : index
    %qi1 = linalg.index 1 : index
    %qca = arith.constant 3 : index
    %qcb = arith.constant 5 : index
    %qcm = arith.constant 13 : index
    %qx = arith.muli %qi0, %qca : index
    %qy = arith.muli %qi1, %qcb : index
    %qs = arith.addi %qx, %qy : index
    %qr = arith.remui %qs, %qcm : index
    %qri = arith.index_cast %qr : index to i32
    %qf = arith.sitofp %qri : i32 to f32
    %qsc = arith.constant 0.5 : f32
    %qof = arith.constant 3.0 : f32
    %qp = arith.mulf %qf, %qsc : f32
    %qv = arith.subf %qp, %qof : f32
    linalg.yield %qv : f32
  }
  %ninf = arith.constant 0xFF800000 : f32
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%ninf : f32) outs(%mx : memref<512xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>],
      iterator_types = ["parallel", "reduction"]} ins(%x : memref<512x1024xf32>) outs(%mx : memref<512xf32>) {
  ^bb0(%v: f32, %m: f32):
    %n = arith.maximumf %v, %m : f32
    linalg.yield %n : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>],
      iterator_types = ["parallel", "parallel"]} ins(%x, %mx : memref<512x1024xf32>, memref<512xf32>) outs(%e : memref<512x1024xf32>) {
  ^bb0(%v: f32, %m: f32, %o: f32):
    %d = arith.subf %v, %m : f32
    %ex = "math.exp"(%d) : (f32) -> f32
    linalg.yield %ex : f32
  }
  linalg.fill ins(%z : f32) outs(%sum : memref<512xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>],
      iterator_types = ["parallel", "reduction"]} ins(%e : memref<512x1024xf32>) outs(%sum : memref<512xf32>) {
  ^bb0(%v: f32, %s: f32):
    %n = arith.addf %v, %s : f32
    linalg.yield %n : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>],
      iterator_types = ["parallel", "parallel"]} ins(%sum : memref<512xf32>) outs(%e : memref<512x1024xf32>) {
  ^bb0(%s: f32, %v: f32):
    %q = arith.divf %v, %s : f32
    linalg.yield %q : f32
  }
  %u = memref.cast %e : memref<512x1024xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %x : memref<512x1024xf32>
  memref.dealloc %e : memref<512x1024xf32>
  memref.dealloc %mx : memref<512xf32>
  memref.dealloc %sum : memref<512xf32>
  return
}
