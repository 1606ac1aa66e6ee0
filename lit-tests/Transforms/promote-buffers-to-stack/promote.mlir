// COMPARE: mlir-opt-22
// RUN: jopt %s --promote-buffers-to-stack -split-input-file | FileCheck %s --check-prefixes=CHECK,DEFAULT
// RUN: jopt %s --promote-buffers-to-stack=max-alloc-size-in-bytes=16 -split-input-file | FileCheck %s --check-prefixes=CHECK,SMALL
// RUN: jopt %s --promote-buffers-to-stack=max-rank-of-allocated-memref=3 -split-input-file | FileCheck %s --check-prefixes=CHECK,RANK

// promote-buffers-to-stack turns a memref.alloc into a memref.alloca (operands and attributes
// kept) when no op frees it, it is small and it stays in an automatic allocation scope.

// Bytes by the default data layout: 4 x f32 and 2 x index (16 bytes each) fit 16 bytes,
// 8 x f64 does not; complex<f32> takes 8 bytes, vector<3xi8> 4 (rounded to a power of two).
// CHECK-LABEL: func @sizes
// CHECK-NEXT: memref.alloca() {alignment = 8 : i64} : memref<4xf32>
// CHECK-NEXT: memref.alloca() : memref<2xindex>
// DEFAULT-NEXT: memref.alloca() : memref<8xf64>
// SMALL-NEXT: memref.alloc() : memref<8xf64>
// RANK-NEXT: memref.alloca() : memref<8xf64>
// CHECK-NEXT: memref.alloca() : memref<2xcomplex<f32>>
// CHECK-NEXT: memref.alloca() : memref<4xvector<3xi8>>
// CHECK-NEXT: memref.alloc() : memref<300xf32>
// CHECK-NEXT: memref.alloc() : memref<2x2xi1>
// CHECK-NEXT: memref.dealloc
func.func @sizes() {
  %a = memref.alloc() {alignment = 8 : i64} : memref<4xf32>
  %b = memref.alloc() : memref<2xindex>
  %c = memref.alloc() : memref<8xf64>
  %d = memref.alloc() : memref<2xcomplex<f32>>
  %e = memref.alloc() : memref<4xvector<3xi8>>
  %f = memref.alloc() : memref<300xf32>
  %g = memref.alloc() : memref<2x2xi1>
  memref.dealloc %g : memref<2x2xi1>
  return
}

// -----

// Dynamic sizes must all be memref.rank results, of at most max-rank-of-allocated-memref
// dimensions (1 by default).
// CHECK-LABEL: func @ranks
// CHECK: memref.alloca(%{{.*}}) : memref<?xindex>
// DEFAULT-NEXT: memref.alloc(%{{.*}}, %{{.*}}) : memref<?x?xindex>
// SMALL-NEXT: memref.alloc(%{{.*}}, %{{.*}}) : memref<?x?xindex>
// RANK-NEXT: memref.alloca(%{{.*}}, %{{.*}}) : memref<?x?xindex>
// CHECK-NEXT: memref.alloc(%{{.*}}) : memref<?xf32>
func.func @ranks(%m: memref<*xf32>, %n: index) {
  %r = memref.rank %m : memref<*xf32>
  %a = memref.alloc(%r) : memref<?xindex>
  %b = memref.alloc(%r, %r) : memref<?x?xindex>
  %c = memref.alloc(%n) : memref<?xf32>
  return
}

// -----

// A returned buffer (through a view and an scf.if) leaves the function's scope. scf.for and
// memref.alloca_scope are automatic allocation scopes of their own; scf.while is a loop
// without one, which the search for a scope does not cross; an scf.if is crossed.
// CHECK-LABEL: func @scopes
// CHECK-NEXT: memref.alloc() : memref<4xf32>
// CHECK: scf.for
// CHECK-NEXT: memref.alloca() : memref<2xf32>
// CHECK-NEXT: memref.alloca_scope
// CHECK-NEXT: memref.alloca() : memref<3xf32>
// CHECK: scf.while
// CHECK-NEXT: memref.alloc() : memref<6xf32>
// CHECK: scf.if
// DEFAULT-NEXT: memref.alloca() : memref<5xf32>
// SMALL-NEXT: memref.alloc() : memref<5xf32>
// RANK-NEXT: memref.alloca() : memref<5xf32>
func.func @scopes(%c: i1, %lb: index, %ub: index, %in: memref<2xf32>) -> memref<2xf32, strided<[1]>> {
  %r = memref.alloc() : memref<4xf32>
  scf.for %i = %lb to %ub step %lb {
    %t = memref.alloc() : memref<2xf32>
    memref.alloca_scope {
      %u = memref.alloc() : memref<3xf32>
    }
  }
  scf.while : () -> () {
    %u = memref.alloc() : memref<6xf32>
    scf.condition(%c)
  } do {
    scf.yield
  }
  %v = memref.subview %r[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  %w = scf.if %c -> memref<2xf32, strided<[1]>> {
    %k = memref.alloc() : memref<5xf32>
    scf.yield %v : memref<2xf32, strided<[1]>>
  } else {
    %in2 = memref.cast %in : memref<2xf32> to memref<2xf32, strided<[1]>>
    scf.yield %in2 : memref<2xf32, strided<[1]>>
  }
  return %w : memref<2xf32, strided<[1]>>
}

// -----

// The index width of the closest data layout specification counts: 4 x 128 bits exceed 16
// bytes (and fit 1024).
// CHECK-LABEL: func @layout
// DEFAULT-NEXT: memref.alloca() : memref<4xindex>
// SMALL-NEXT: memref.alloc() : memref<4xindex>
module attributes {dlti.dl_spec = #dlti.dl_spec<index = 128 : i64>} {
  func.func @layout() {
    %a = memref.alloc() : memref<4xindex>
    return
  }
}
