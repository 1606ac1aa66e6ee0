// Complex elements (complex<f32>, complex<f64>) in memory, printMemrefC32/C64, printMemrefF16/BF16/I16
// and verifyMemRef, as the runner utilities of MLIR 22 print and count them: the CHECK lines are
// mlir-runner-22's output for this file lowered by mlir-opt-22 (-convert-linalg-to-loops
// -convert-scf-to-cf -finalize-memref-to-llvm -convert-func-to-llvm -convert-arith-to-llvm
// -convert-cf-to-llvm -reconcile-unrealized-casts), but for the addresses after base@.
// RUN: jopt-run %s -e main -entry-point-result=void 2>/dev/null | FileCheck %s --strict-whitespace --match-full-lines
// RUN: jopt-run %s -e main -entry-point-result=void 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR --match-full-lines

// CHECK:Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data = 
// CHECK-NEXT:{{\[\[}}(1.5,-2),   (0,3.25)], 
// CHECK-NEXT: [(1e+10,1e-05),   (-0,7)]]
// CHECK-NEXT:Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1]
// CHECK-NEXT:Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [3] strides = [1] data = 
// CHECK-NEXT:[(0.1,0.2),  (3,4),  (1,-1)]
// CHECK-NEXT:Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [2] strides = [1] data = 
// CHECK-NEXT:[1.5,  -0.333008]
// CHECK-NEXT:Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [2] strides = [1] data = 
// CHECK-NEXT:[2.5,  100]
// CHECK-NEXT:Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [3] strides = [1] data = 
// CHECK-NEXT:[-7,  300,  32767]
// CHECK-NEXT:1
// CHECK-NEXT:-1
// CHECK-NEXT:0
// ERR: 1 != 1.001 offset = 2
// ERR-NEXT: base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [3] strides = [1]base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = [2] strides = [1]

memref.global "private" constant @c : memref<2x2xcomplex<f32>> = dense<[[(1.5, -2.0), (0.0, 3.25)], [(1.0e10, 1.0e-5), (-0.0, 7.0)]]>
memref.global "private" constant @d : memref<3xcomplex<f64>> = dense<[(0.1, 0.2), (3.0, 4.0), (1.0, -1.0)]>
memref.global "private" constant @h : memref<2xf16> = dense<[1.5, -0.333]>
memref.global "private" constant @b : memref<2xbf16> = dense<[2.5, 100.25]>
memref.global "private" constant @s : memref<3xi16> = dense<[-7, 300, 32767]>

func.func private @printMemrefC32(memref<*xcomplex<f32>>) attributes {llvm.emit_c_interface}
func.func private @printMemrefC64(memref<*xcomplex<f64>>) attributes {llvm.emit_c_interface}
func.func private @printMemrefShapeC32(memref<*xcomplex<f32>>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF16(memref<*xf16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefBF16(memref<*xbf16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI16(memref<*xi16>) attributes {llvm.emit_c_interface}
func.func private @verifyMemRefF32(memref<*xf32>, memref<*xf32>) -> i64 attributes {llvm.emit_c_interface}
func.func private @verifyMemRefI16(memref<*xi16>, memref<*xi16>) -> i64 attributes {llvm.emit_c_interface}
func.func private @verifyMemRefC64(memref<*xcomplex<f64>>, memref<*xcomplex<f64>>) -> i64 attributes {llvm.emit_c_interface}
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %c = memref.get_global @c : memref<2x2xcomplex<f32>>
  %cu = memref.cast %c : memref<2x2xcomplex<f32>> to memref<*xcomplex<f32>>
  call @printMemrefC32(%cu) : (memref<*xcomplex<f32>>) -> ()
  call @printMemrefShapeC32(%cu) : (memref<*xcomplex<f32>>) -> ()
  %d = memref.get_global @d : memref<3xcomplex<f64>>
  %du = memref.cast %d : memref<3xcomplex<f64>> to memref<*xcomplex<f64>>
  call @printMemrefC64(%du) : (memref<*xcomplex<f64>>) -> ()
  %h = memref.get_global @h : memref<2xf16>
  %hu = memref.cast %h : memref<2xf16> to memref<*xf16>
  call @printMemrefF16(%hu) : (memref<*xf16>) -> ()
  %b = memref.get_global @b : memref<2xbf16>
  %bu = memref.cast %b : memref<2xbf16> to memref<*xbf16>
  call @printMemrefBF16(%bu) : (memref<*xbf16>) -> ()
  %s = memref.get_global @s : memref<3xi16>
  %su = memref.cast %s : memref<3xi16> to memref<*xi16>
  call @printMemrefI16(%su) : (memref<*xi16>) -> ()

  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1.0 : f32
  %near = arith.constant 1.0000001 : f32
  %far = arith.constant 1.001 : f32
  %x = memref.alloc() : memref<3xf32>
  %y = memref.alloc() : memref<3xf32>
  linalg.fill ins(%one : f32) outs(%x : memref<3xf32>)
  linalg.fill ins(%one : f32) outs(%y : memref<3xf32>)
  memref.store %near, %y[%c1] : memref<3xf32>
  memref.store %far, %y[%c2] : memref<3xf32>
  %xu = memref.cast %x : memref<3xf32> to memref<*xf32>
  %yu = memref.cast %y : memref<3xf32> to memref<*xf32>
  %e0 = call @verifyMemRefF32(%xu, %yu) : (memref<*xf32>, memref<*xf32>) -> i64
  call @printI64(%e0) : (i64) -> ()
  call @printNewline() : () -> ()
  %z = memref.alloc() : memref<2xf32>
  linalg.fill ins(%one : f32) outs(%z : memref<2xf32>)
  %zu = memref.cast %z : memref<2xf32> to memref<*xf32>
  %e1 = call @verifyMemRefF32(%xu, %zu) : (memref<*xf32>, memref<*xf32>) -> i64
  call @printI64(%e1) : (i64) -> ()
  call @printNewline() : () -> ()
  %e2 = call @verifyMemRefI16(%su, %su) : (memref<*xi16>, memref<*xi16>) -> i64
  call @printI64(%e2) : (i64) -> ()
  call @printNewline() : () -> ()
  %w = memref.alloc() : memref<3xcomplex<f64>>
  memref.copy %d, %w : memref<3xcomplex<f64>> to memref<3xcomplex<f64>>
  %zero = arith.constant 0.0 : f64
  memref.dealloc %x : memref<3xf32>
  memref.dealloc %y : memref<3xf32>
  memref.dealloc %z : memref<2xf32>
  memref.dealloc %w : memref<3xcomplex<f64>>
  return
}
