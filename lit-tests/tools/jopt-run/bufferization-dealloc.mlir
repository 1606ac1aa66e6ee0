// What MLIR's ownership-based deallocation emits, run by jopt-run: the base buffer of a
// descriptor (memref.extract_strided_metadata) is the allocation it describes, so freeing it
// frees the allocation; bufferization.dealloc frees each memref whose condition holds unless
// a retained memref points into the same allocation, frees memrefs that alias each other once,
// and returns per retained memref the disjunction of the conditions of the memrefs aliasing it.
// RUN: jopt-run %s --args=true,false | FileCheck %s
// RUN: jopt-run %s --entry=@base_of_view | FileCheck %s --check-prefix=BASE
// RUN: jopt-run %s --entry=@retained --args=true | FileCheck %s --check-prefix=RETAIN
// RUN: jopt-run %s --entry=@retained --args=false | FileCheck %s --check-prefix=RETAIN-F
// RUN: jopt-run %s --entry=@aliases --args=true,true | FileCheck %s --check-prefix=ALIASES
// RUN: jopt-run %s --entry=@reinterpret | FileCheck %s --check-prefix=REINTERPRET
// RUN: not jopt-run %s --entry=@view_operand 2>&1 | FileCheck %s --check-prefix=VIEW
// RUN: jopt-run %s --entry=@view_operand_false | FileCheck %s --check-prefix=VIEW-F
// RUN: not jopt-run %s --entry=@twice 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: not jopt-run %s --entry=@argument --args=iota 2>&1 | FileCheck %s --check-prefix=ARG
// RUN: not jopt-run %s --entry=@kept_alive 2>&1 | FileCheck %s --check-prefix=LEAK

// Conditions decide: the first buffer is freed, the second (condition false) is freed by the
// unconditional memref.dealloc of its base buffer afterwards.
// CHECK:      result #0: 7.0 : f32
// CHECK-NEXT: heap: allocations=2 frees=2 peak-bytes=48 live-bytes=0
func.func @main(%c1: i1, %c2: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %f = arith.constant 7.0 : f32
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<8xf32>
  memref.store %f, %a[%c0] : memref<4xf32>
  %x = memref.load %a[%c0] : memref<4xf32>
  %base_a, %off_a, %size_a, %stride_a = memref.extract_strided_metadata %a : memref<4xf32> -> memref<f32>, index, index, index
  %base_b, %off_b, %size_b, %stride_b = memref.extract_strided_metadata %b : memref<8xf32> -> memref<f32>, index, index, index
  bufferization.dealloc (%base_a, %base_b : memref<f32>, memref<f32>) if (%c1, %c2)
  memref.dealloc %base_b : memref<f32>
  return %x : f32
}

// The base buffer of a subview is the allocation: freeing it frees the whole buffer.
// BASE:      result #0: 12 : index
// BASE-NEXT: heap: allocations=1 frees=1 peak-bytes=64 live-bytes=0
func.func @base_of_view() -> index {
  %a = memref.alloc() : memref<4x4xf32>
  %v = memref.subview %a[1, 2] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 6>>
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %v : memref<2x2xf32, strided<[4, 1], offset: 6>> -> memref<f32>, index, index, index, index, index
  memref.dealloc %base : memref<f32>
  %s = arith.addi %off, %strides#0 : index
  %t = arith.addi %s, %sizes#0 : index
  return %t : index
}

// A retained memref keeps its allocation alive (here a view of it, returned to the caller,
// who owns what is returned) and its updated condition is the aliasing memref's condition.
// RETAIN:      result #0: memref<2xf32, strided<[1], offset: 1>> [?, ?]
// RETAIN-NEXT: result #1: true : i1
// RETAIN-NEXT: result #2: false : i1
// RETAIN-NEXT: heap: allocations=2 frees=1 peak-bytes=32 live-bytes=16
// RETAIN-F:      result #1: false : i1
// RETAIN-F-NEXT: result #2: false : i1
// RETAIN-F-NEXT: heap: allocations=2 frees=1 peak-bytes=32 live-bytes=16
func.func @retained(%c: i1) -> (memref<2xf32, strided<[1], offset: 1>>, i1, i1) {
  %true = arith.constant true
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %v = memref.subview %a[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %base_a, %o1, %s1, %t1 = memref.extract_strided_metadata %a : memref<4xf32> -> memref<f32>, index, index, index
  %base_b, %o2, %s2, %t2 = memref.extract_strided_metadata %b : memref<4xf32> -> memref<f32>, index, index, index
  %own:2 = bufferization.dealloc (%base_a, %base_b : memref<f32>, memref<f32>) if (%c, %true) retain (%v, %a : memref<2xf32, strided<[1], offset: 1>>, memref<4xf32>)
  %r = arith.xori %own#1, %own#0 : i1
  return %v, %own#0, %r : memref<2xf32, strided<[1], offset: 1>>, i1, i1
}

// Memrefs that alias each other are freed once.
// ALIASES:      heap: allocations=1 frees=1 peak-bytes=16 live-bytes=0
func.func @aliases(%c1: i1, %c2: i1) {
  %a = memref.alloc() : memref<4xf32>
  %cast = memref.cast %a : memref<4xf32> to memref<?xf32>
  %base, %o, %s, %t = memref.extract_strided_metadata %cast : memref<?xf32> -> memref<f32>, index, index, index
  bufferization.dealloc (%a, %base : memref<4xf32>, memref<f32>) if (%c1, %c2)
  return
}

// A reinterpret_cast of a base buffer keeps the allocated pointer: it may be freed too.
// REINTERPRET:      result #0: 5.0 : f32
// REINTERPRET-NEXT: heap: allocations=1 frees=1 peak-bytes=24 live-bytes=0
func.func @reinterpret() -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 5.0 : f32
  %a = memref.alloc() : memref<2x3xf32>
  %base, %o, %sizes:2, %strides:2 = memref.extract_strided_metadata %a : memref<2x3xf32> -> memref<f32>, index, index, index, index, index
  %flat = memref.reinterpret_cast %base to offset: [0], sizes: [6], strides: [1] : memref<f32> to memref<6xf32>
  memref.store %f, %flat[%c1] : memref<6xf32>
  %x = memref.load %a[%c0, %c1] : memref<2x3xf32>
  memref.dealloc %flat : memref<6xf32>
  return %x : f32
}

// The memrefs to free must be allocations, not views of them ...
// VIEW: bufferization-dealloc.mlir:[[# @LINE + 6]]:3: error: bufferization.dealloc of a view: memref #0 points into buffer #1 (memref<4xf32>, 16 bytes) but is not the allocation itself
// VIEW: note: buffer #1 allocated here
func.func @view_operand() {
  %true = arith.constant true
  %a = memref.alloc() : memref<4xf32>
  %v = memref.subview %a[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  bufferization.dealloc (%v : memref<2xf32, strided<[1], offset: 1>>) if (%true)
  memref.dealloc %a : memref<4xf32>
  return
}

// ... unless their condition is false: then they are not looked at.
// VIEW-F: heap: allocations=1 frees=1
func.func @view_operand_false() {
  %false = arith.constant false
  %a = memref.alloc() : memref<4xf32>
  %v = memref.subview %a[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  bufferization.dealloc (%v : memref<2xf32, strided<[1], offset: 1>>) if (%false)
  memref.dealloc %a : memref<4xf32>
  return
}

// TWICE: bufferization-dealloc.mlir:[[# @LINE + 7]]:3: error: double free of buffer #1 (memref<4xf32>, 16 bytes)
// TWICE: bufferization-dealloc.mlir:[[# @LINE + 5]]:3: note: first freed here
func.func @twice() {
  %true = arith.constant true
  %a = memref.alloc() : memref<4xf32>
  %base, %o, %s, %t = memref.extract_strided_metadata %a : memref<4xf32> -> memref<f32>, index, index, index
  bufferization.dealloc (%base : memref<f32>) if (%true)
  bufferization.dealloc (%a : memref<4xf32>) if (%true)
  return
}

// ARG: error: free of memory the program does not own: buffer #1 (memref<4xf32>, 16 bytes) is an argument of the entry function, owned by the caller
func.func @argument(%m: memref<4xf32>) {
  %true = arith.constant true
  %base, %o, %s, %t = memref.extract_strided_metadata %m : memref<4xf32> -> memref<f32>, index, index, index
  bufferization.dealloc (%base : memref<f32>) if (%true)
  return
}

// A retained memref that is not returned is still the program's to free.
// LEAK: error: leak: buffer #1 (memref<4xf32>, 16 bytes) is never freed
func.func @kept_alive() -> i1 {
  %true = arith.constant true
  %a = memref.alloc() : memref<4xf32>
  %own = bufferization.dealloc (%a : memref<4xf32>) if (%true) retain (%a : memref<4xf32>)
  return %own : i1
}
