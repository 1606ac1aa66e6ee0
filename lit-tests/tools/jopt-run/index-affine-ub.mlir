// The index dialect, affine.min/max and ub.poison in jopt-run. The CHECK lines are what
// mlir-runner-22 prints for this file lowered by `mlir-opt-22 -lower-affine
// -convert-index-to-llvm -test-lower-to-llvm`.
// RUN: jopt-run %s -e main -entry-point-result=void | FileCheck %s --match-full-lines
// RUN: jopt-run %s -e main -entry-point-result=void --no-compile | FileCheck %s --match-full-lines
// RUN: not jopt-run %s -e div_by_zero -entry-point-result=void 2>&1 | FileCheck %s --check-prefix=DIV
// RUN: not jopt-run %s -e shift_too_far -entry-point-result=void 2>&1 | FileCheck %s --check-prefix=SHIFT

func.func @print(%v: index) {
  vector.print %v : index
  return
}

func.func @main() {
  %a = index.constant -7
  %b = index.constant 2
  %big = index.constant -1
  %0 = index.add %a, %b
  func.call @print(%0) : (index) -> ()
  %1 = index.sub %a, %b
  func.call @print(%1) : (index) -> ()
  %2 = index.mul %a, %b
  func.call @print(%2) : (index) -> ()
  %3 = index.divs %a, %b
  func.call @print(%3) : (index) -> ()
  %4 = index.divu %big, %b
  func.call @print(%4) : (index) -> ()
  %5 = index.ceildivs %a, %b
  func.call @print(%5) : (index) -> ()
  %6 = index.floordivs %a, %b
  func.call @print(%6) : (index) -> ()
  %7 = index.rems %a, %b
  func.call @print(%7) : (index) -> ()
  %8 = index.remu %big, %b
  func.call @print(%8) : (index) -> ()
  %9 = index.maxs %a, %b
  func.call @print(%9) : (index) -> ()
  %10 = index.maxu %a, %b
  func.call @print(%10) : (index) -> ()
  %11 = index.mins %a, %b
  func.call @print(%11) : (index) -> ()
  %12 = index.minu %a, %b
  func.call @print(%12) : (index) -> ()
  %13 = index.shl %a, %b
  func.call @print(%13) : (index) -> ()
  %14 = index.shrs %a, %b
  func.call @print(%14) : (index) -> ()
  %15 = index.shru %a, %b
  func.call @print(%15) : (index) -> ()
  %16 = index.and %a, %b
  func.call @print(%16) : (index) -> ()
  %17 = index.or %a, %b
  func.call @print(%17) : (index) -> ()
  %18 = index.xor %a, %b
  func.call @print(%18) : (index) -> ()
  %19 = index.ceildivu %big, %b
  func.call @print(%19) : (index) -> ()
  %c = index.cmp ult(%a, %b)
  %t = index.bool.constant true
  %sel = arith.select %c, %a, %b : index
  func.call @print(%sel) : (index) -> ()
  %sel2 = arith.select %t, %b, %a : index
  func.call @print(%sel2) : (index) -> ()
  %s = index.sizeof
  func.call @print(%s) : (index) -> ()
  %i32 = arith.constant -3 : i32
  %cs = index.casts %i32 : i32 to index
  func.call @print(%cs) : (index) -> ()
  %cu = index.castu %i32 : i32 to index
  func.call @print(%cu) : (index) -> ()
  %min = affine.min affine_map<(d0)[s0] -> (d0 * 4, s0 - 3, 100)>(%b)[%a]
  func.call @print(%min) : (index) -> ()
  %max = affine.max affine_map<(d0)[s0] -> (d0 * 4, s0 - 3, 5)>(%b)[%a]
  func.call @print(%max) : (index) -> ()
  // Poison read only where the transfer is in bounds.
  %p = ub.poison : f32
  %m = memref.alloc() : memref<4xf32>
  %one = arith.constant 1.5 : f32
  linalg.fill ins(%one : f32) outs(%m : memref<4xf32>)
  %c0 = arith.constant 0 : index
  %v = vector.transfer_read %m[%c0], %p {in_bounds = [true]} : memref<4xf32>, vector<4xf32>
  vector.print %v : vector<4xf32>
  memref.dealloc %m : memref<4xf32>
  return
}
// CHECK:      18446744073709551611
// CHECK-NEXT: 18446744073709551607
// CHECK-NEXT: 18446744073709551602
// CHECK-NEXT: 18446744073709551613
// CHECK-NEXT: 9223372036854775807
// CHECK-NEXT: 18446744073709551613
// CHECK-NEXT: 18446744073709551612
// CHECK-NEXT: 18446744073709551615
// CHECK-NEXT: 1
// CHECK-NEXT: 2
// CHECK-NEXT: 18446744073709551609
// CHECK-NEXT: 18446744073709551609
// CHECK-NEXT: 2
// CHECK-NEXT: 18446744073709551588
// CHECK-NEXT: 18446744073709551614
// CHECK-NEXT: 4611686018427387902
// CHECK-NEXT: 0
// CHECK-NEXT: 18446744073709551611
// CHECK-NEXT: 18446744073709551611
// CHECK-NEXT: 9223372036854775808
// CHECK-NEXT: 2
// CHECK-NEXT: 2
// CHECK-NEXT: 64
// CHECK-NEXT: 18446744073709551613
// CHECK-NEXT: 4294967293
// CHECK-NEXT: 18446744073709551606
// CHECK-NEXT: 8
// CHECK-NEXT: ( 1.5, 1.5, 1.5, 1.5 )

func.func @div_by_zero() {
  %a = index.constant 7
  %z = index.constant 0
  // DIV: [[@LINE+1]]:8: error: index.divs by zero (poison)
  %0 = index.divs %a, %z
  func.call @print(%0) : (index) -> ()
  return
}

func.func @shift_too_far() {
  %a = index.constant 7
  %s = index.constant 64
  // SHIFT: [[@LINE+1]]:8: error: index.shl by 64 bits (poison)
  %0 = index.shl %a, %s
  func.call @print(%0) : (index) -> ()
  return
}
