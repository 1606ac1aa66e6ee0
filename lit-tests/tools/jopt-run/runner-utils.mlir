// MLIR's runner utilities are built into jopt-run, and print what mlir-runner-22 prints (the
// CHECK lines are its output on this file lowered by mlir-opt-22 to the LLVM dialect), except
// the address after base@, which is the interpreter's own.
// RUN: jopt-run %s --entry-point-result=void | FileCheck %s --strict-whitespace --match-full-lines
// RUN: jopt-run %s -e main -entry-point-result=void -shared-libs=libmlir_runner_utils.so -O3 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR
// RUN: jopt-run %s | FileCheck %s --check-prefix=SUMMARY

// ERR: 2.500000 GFLOPS
// SUMMARY: heap: allocations=8 frees=8
// CHECK:0.1, 1.23457e+06, 1e-07( -518446744073709551611 )
// CHECK-NEXT:naninf-inf-0
// CHECK-NEXT:Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 0 sizes = {{\[}}2, 3] strides = {{\[}}3, 1] data = 
// CHECK-NEXT:{{\[}}{{\[}}A,   A,   A], 
// CHECK-NEXT: {{\[}}A,   A,   A]]
// CHECK-NEXT:Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 3 offset = 0 sizes = {{\[}}3, 1, 2] strides = {{\[}}2, 2, 1] data = 
// CHECK-NEXT:{{\[}}{{\[}}{{\[}}-7,    -7]], 
// CHECK-NEXT: {{\[}}{{\[}}-7,    -7]], 
// CHECK-NEXT: {{\[}}{{\[}}-7,    -7]]]
// CHECK-NEXT:Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = {{\[}}2] strides = {{\[}}1] data = 
// CHECK-NEXT:{{\[}}18446744073709551615,  18446744073709551615]
// CHECK-NEXT:Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 0 offset = 0 sizes = {{\[}}] strides = {{\[}}] data = 
// CHECK-NEXT:{{\[}}3.14159]
// CHECK-NEXT:Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = {{\[}}1] strides = {{\[}}1] data = 
// CHECK-NEXT:{{\[}}1.23457e+06]
// CHECK-NEXT:Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 5 sizes = {{\[}}2, 2] strides = {{\[}}4, 2] data = 
// CHECK-NEXT:{{\[}}{{\[}}0.1,   0.1], 
// CHECK-NEXT: {{\[}}0.1,   0.1]]
// CHECK-NEXT:Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 2 offset = 5 sizes = {{\[}}2, 2] strides = {{\[}}4, 2]
// CHECK-NEXT:Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 1 offset = 0 sizes = {{\[}}3] strides = {{\[}}1] data = 
// CHECK-NEXT:{{\[}}1.5e+300,  -2.5e-300,  1e+06]
// CHECK-NEXT:Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 3 offset = 0 sizes = {{\[}}2, 2, 2] strides = {{\[}}4, 2, 1] data = 
// CHECK-NEXT:{{\[}}{{\[}}{{\[}}9,    9], 
// CHECK-NEXT:  {{\[}}9,    9]], 
// CHECK-NEXT: {{\[}}{{\[}}9,    9], 
// CHECK-NEXT:  {{\[}}9,    9]]]
// CHECK-NEXT:Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 3 offset = 0 sizes = {{\[}}2, 2, 2] strides = {{\[}}4, 2, 1]

func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printNewline()
func.func private @printComma()
func.func private @printOpen()
func.func private @printClose()
func.func private @printMemrefI8(memref<*xi8>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefInd(memref<*xindex>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF64(memref<*xf64>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefShapeF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printFlops(f64)
func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}
func.func private @printMemrefShapeI64(memref<*xi64>) attributes {llvm.emit_c_interface}
func.func private @rtclock() -> f64
func.func @main() {
  %a = arith.constant 0.1 : f32
  call @printF32(%a) : (f32) -> ()
  call @printComma() : () -> ()
  %b = arith.constant 1234567.0 : f32
  call @printF32(%b) : (f32) -> ()
  call @printComma() : () -> ()
  %c = arith.constant 1.0e-7 : f64
  call @printF64(%c) : (f64) -> ()
  call @printOpen() : () -> ()
  %d = arith.constant -5 : i64
  call @printI64(%d) : (i64) -> ()
  call @printU64(%d) : (i64) -> ()
  call @printClose() : () -> ()
  call @printNewline() : () -> ()
  %nan = arith.constant 0x7FC00000 : f32
  call @printF32(%nan) : (f32) -> ()
  %inf = arith.constant 0x7F800000 : f32
  call @printF32(%inf) : (f32) -> ()
  %ninf = arith.constant 0xFF800000 : f32
  call @printF32(%ninf) : (f32) -> ()
  %nz = arith.constant -0.0 : f32
  call @printF32(%nz) : (f32) -> ()
  call @printNewline() : () -> ()
  %m = memref.alloc() : memref<2x3xi8>
  %c65 = arith.constant 65 : i8
  linalg.fill ins(%c65 : i8) outs(%m : memref<2x3xi8>)
  %mu = memref.cast %m : memref<2x3xi8> to memref<*xi8>
  call @printMemrefI8(%mu) : (memref<*xi8>) -> ()
  %i = memref.alloc() : memref<3x1x2xi32>
  %c7 = arith.constant -7 : i32
  linalg.fill ins(%c7 : i32) outs(%i : memref<3x1x2xi32>)
  %iu = memref.cast %i : memref<3x1x2xi32> to memref<*xi32>
  call @printMemrefI32(%iu) : (memref<*xi32>) -> ()
  %x = memref.alloc() : memref<2xindex>
  %cm1 = arith.constant -1 : index
  linalg.fill ins(%cm1 : index) outs(%x : memref<2xindex>)
  %xu = memref.cast %x : memref<2xindex> to memref<*xindex>
  call @printMemrefInd(%xu) : (memref<*xindex>) -> ()
  %z = memref.alloc() : memref<f64>
  %pi = arith.constant 3.14159265358979 : f64
  memref.store %pi, %z[] : memref<f64>
  %zu = memref.cast %z : memref<f64> to memref<*xf64>
  call @printMemrefF64(%zu) : (memref<*xf64>) -> ()
  %c00 = arith.constant 0 : index
  %o = memref.alloc() : memref<1xf32>
  memref.store %b, %o[%c00] : memref<1xf32>
  %ou = memref.cast %o : memref<1xf32> to memref<*xf32>
  call @printMemrefF32(%ou) : (memref<*xf32>) -> ()
  %s = memref.alloc() : memref<4x4xf32>
  linalg.fill ins(%a : f32) outs(%s : memref<4x4xf32>)
  %sv = memref.subview %s[1, 1] [2, 2] [1, 2] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 2], offset: 5>>
  %su = memref.cast %sv : memref<2x2xf32, strided<[4, 2], offset: 5>> to memref<*xf32>
  call @printMemrefF32(%su) : (memref<*xf32>) -> ()
  call @printMemrefShapeF32(%su) : (memref<*xf32>) -> ()
  %fl = arith.constant 2.5e9 : f64
  call @printFlops(%fl) : (f64) -> ()
  %h = memref.alloc() : memref<3xf64>
  %v1 = arith.constant 1.5e300 : f64
  %v2 = arith.constant -2.5e-300 : f64
  %v3 = arith.constant 999999.5 : f64
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %i2 = arith.constant 2 : index
  memref.store %v1, %h[%i0] : memref<3xf64>
  memref.store %v2, %h[%i1] : memref<3xf64>
  memref.store %v3, %h[%i2] : memref<3xf64>
  %hu = memref.cast %h : memref<3xf64> to memref<*xf64>
  call @printMemrefF64(%hu) : (memref<*xf64>) -> ()
  %w = memref.alloc() : memref<2x2x2xi64>
  %cw = arith.constant 9 : i64
  linalg.fill ins(%cw : i64) outs(%w : memref<2x2x2xi64>)
  %wu = memref.cast %w : memref<2x2x2xi64> to memref<*xi64>
  call @printMemrefI64(%wu) : (memref<*xi64>) -> ()
  call @printMemrefShapeI64(%wu) : (memref<*xi64>) -> ()
  memref.dealloc %m : memref<2x3xi8>
  memref.dealloc %i : memref<3x1x2xi32>
  memref.dealloc %x : memref<2xindex>
  memref.dealloc %z : memref<f64>
  memref.dealloc %o : memref<1xf32>
  memref.dealloc %s : memref<4x4xf32>
  memref.dealloc %h : memref<3xf64>
  memref.dealloc %w : memref<2x2x2xi64>
  return
}
