func.func @kernel0(%arg0: memref<?xf32>, %arg1: index, %arg2: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %cst = arith.constant 0.5 : f32
  %buf = memref.alloc() : memref<2048xi8>
  %a = memref.view %buf[%c0][] : memref<2048xi8> to memref<16x16xf32>
  %b = memref.alloc(%arg1) : memref<?xf32>
  %t = memref.alloca() : memref<4xi32>
  %sv = memref.subview %a[2, 4] [4, 8] [1, 1] : memref<16x16xf32> to memref<4x8xf32, strided<[16, 1], offset: 36>>
  %cast = memref.cast %b : memref<?xf32> to memref<?xf32>
  "test.use"(%sv) : (memref<4x8xf32, strided<[16, 1], offset: 36>>) -> ()
  %sum = scf.for %iv = %c0 to %c16 step %c1 iter_args(%acc = %cst) -> (f32) {
    %x = memref.load %a[%iv, %iv] : memref<16x16xf32>
    %y = arith.addf %x, %acc : f32
    %z = arith.mulf %y, %cst : f32
    memref.store %z, %a[%iv, %c0] : memref<16x16xf32>
    %cmp = arith.cmpi slt, %iv, %arg1 : index
    %r = scf.if %cmp -> (f32) {
      %l = memref.load %arg0[%iv] : memref<?xf32>
      "test.use"(%l) : (f32) -> ()
      scf.yield %l : f32
    } else {
      scf.yield %z : f32
    }
    %i2 = arith.index_cast %iv : index to i32
    %i3 = arith.addi %i2, %i2 : i32
    memref.store %i3, %t[%c1] : memref<4xi32>
    scf.yield %r : f32
  }
  scf.if %arg2 {
    "test.use"(%cast, %sum) : (memref<?xf32>, f32) -> ()
  }
  memref.dealloc %b : memref<?xf32>
  memref.dealloc %buf : memref<2048xi8>
  return %sum : f32
}

func.func @kernel1(%arg0: memref<?xf32>, %arg1: index, %arg2: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %cst = arith.constant 1.5 : f32
  %buf = memref.alloc() : memref<2048xi8>
  %a = memref.view %buf[%c0][] : memref<2048xi8> to memref<16x16xf32>
  %b = memref.alloc(%arg1) : memref<?xf32>
  %t = memref.alloca() : memref<4xi32>
  %sv = memref.subview %a[2, 4] [4, 8] [1, 1] : memref<16x16xf32> to memref<4x8xf32, strided<[16, 1], offset: 36>>
  %cast = memref.cast %b : memref<?xf32> to memref<?xf32>
  "test.use"(%sv) : (memref<4x8xf32, strided<[16, 1], offset: 36>>) -> ()
  %sum = scf.for %iv = %c0 to %c16 step %c1 iter_args(%acc = %cst) -> (f32) {
    %x = memref.load %a[%iv, %iv] : memref<16x16xf32>
    %y = arith.addf %x, %acc : f32
    %z = arith.mulf %y, %cst : f32
    memref.store %z, %a[%iv, %c0] : memref<16x16xf32>
    %cmp = arith.cmpi slt, %iv, %arg1 : index
    %r = scf.if %cmp -> (f32) {
      %l = memref.load %arg0[%iv] : memref<?xf32>
      "test.use"(%l) : (f32) -> ()
      scf.yield %l : f32
    } else {
      scf.yield %z : f32
    }
    %i2 = arith.index_cast %iv : index to i32
    %i3 = arith.addi %i2, %i2 : i32
    memref.store %i3, %t[%c1] : memref<4xi32>
    scf.yield %r : f32
  }
  scf.if %arg2 {
    "test.use"(%cast, %sum) : (memref<?xf32>, f32) -> ()
  }
  memref.dealloc %b : memref<?xf32>
  memref.dealloc %buf : memref<2048xi8>
  return %sum : f32
}

