// 2-D convolution as linalg.generic (NHWC input, HWCF filter): 1x58x58x32 * 3x3x32x64 ->
// 1x56x56x64, f32 (bench/run-speed.sh); inputs from their indices, result printed.
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @main() {
  %in = memref.alloc() : memref<1x58x58x32xf32>
  %f = memref.alloc() : memref<3x3x32x64xf32>
  %out = memref.alloc() : memref<1x56x56x64xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%in : memref<1x58x58x32xf32>) {
  ^bb0(%qo: f32):
    %qi0 = linalg.index 0 : index
    %qi1 = linalg.index 1 : index
    %qi2 = linalg.index 2 : index
    %qi3 = linalg.index 3 : index
    %qca = arith.constant 3 : index
    %qcb = arith.constant 5 : index
    %qcm = arith.constant 7 : index
    %qx = arith.muli %qi0, %qca : index
    %qy = arith.muli %qi3, %qcb : index
    %qs = arith.addi %qx, %qy : index
    %qr = arith.remui %qs, %qcm : index
    %qri = arith.index_cast %qr : index to i32
    %qf = arith.sitofp %qri : i32 to f32
    %qsc = arith.constant 0.25 : f32
    %qof = arith.constant 0.75 : f32
    %qp = arith.mulf %qf, %qsc : f32
    %qv = arith.subf %qp, %qof : f32
    linalg.yield %qv : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%f : memref<3x3x32x64xf32>) {
  ^bb0(%qo: f32):
    %qi0 = linalg.index 0 : index
    %qi1 = linalg.index 1 : index
    %qi2 = linalg.index 2 : index
    %qi3 = linalg.index 3 : index
    %qca = arith.constant 5 : index
    %qcb = arith.constant 3 : index
    %qcm = arith.constant 9 : index
    %qx = arith.muli %qi0, %qca : index
    %qy = arith.muli %qi3, %qcb : index
    %qs = arith.addi %qx, %qy : index
    %qr = arith.remui %qs, %qcm : index
    %qri = arith.index_cast %qr : index to i32
    %qf = arith.sitofp %qri : i32 to f32
    %qsc = arith.constant 0.125 : f32
    %qof = arith.constant 0.5 : f32
    %qp = arith.mulf %qf, %qsc : f32
    %qv = arith.subf %qp, %qof : f32
    linalg.yield %qv : f32
  }
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%out : memref<1x56x56x64xf32>)
  linalg.generic {indexing_maps = [
      affine_map<(n, oh, ow, f, kh, kw, c) -> (n, oh + kh, ow + kw, c)>,
      affine_map<(n, oh, ow, f, kh, kw, c) -> (kh, kw, c, f)>,
      affine_map<(n, oh, ow, f, kh, kw, c) -> (n, oh, ow, f)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%in, %f : memref<1x58x58x32xf32>, memref<3x3x32x64xf32>) outs(%out : memref<1x56x56x64xf32>) {
  ^bb0(%x: f32, %w: f32, %acc: f32):
    %m = arith.mulf %x, %w : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  }
  %u = memref.cast %out : memref<1x56x56x64xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %in : memref<1x58x58x32xf32>
  memref.dealloc %f : memref<3x3x32x64xf32>
  memref.dealloc %out : memref<1x56x56x64xf32>
  return
}
