// RUN: jopt %s -p 'builtin.module(func.func(canonicalize,test-function-pass))' -o %t.mt
// RUN: jopt %s -p 'builtin.module(func.func(canonicalize,test-function-pass))' --mlir-disable-threading -o %t.st
// RUN: diff %t.mt %t.st
// RUN: jopt %s -p 'builtin.module(func.func(canonicalize))' --mlir-print-ir-after-all -o /dev/null 2> %t.dump.mt
// RUN: jopt %s -p 'builtin.module(func.func(canonicalize))' --mlir-print-ir-after-all --mlir-disable-threading -o /dev/null 2> %t.dump.st
// RUN: diff %t.dump.mt %t.dump.st
// RUN: FileCheck %s < %t.mt

// Function-level pipelines run on the functions of a module in parallel; output, IR dumps
// and diagnostics come out as in the single-threaded run.

func.func @f0(%a: memref<1xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<1xf32>
  memref.copy %a, %m : memref<1xf32> to memref<1xf32>
  %v = memref.load %m[%i] : memref<1xf32>
  memref.dealloc %m : memref<1xf32>
  return %v : f32
}
func.func @f1(%a: memref<2xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<2xf32>
  memref.copy %a, %m : memref<2xf32> to memref<2xf32>
  %v = memref.load %m[%i] : memref<2xf32>
  memref.dealloc %m : memref<2xf32>
  return %v : f32
}
func.func @f2(%a: memref<3xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<3xf32>
  memref.copy %a, %m : memref<3xf32> to memref<3xf32>
  %v = memref.load %m[%i] : memref<3xf32>
  memref.dealloc %m : memref<3xf32>
  return %v : f32
}
func.func @f3(%a: memref<4xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<4xf32>
  memref.copy %a, %m : memref<4xf32> to memref<4xf32>
  %v = memref.load %m[%i] : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return %v : f32
}
func.func @f4(%a: memref<5xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<5xf32>
  memref.copy %a, %m : memref<5xf32> to memref<5xf32>
  %v = memref.load %m[%i] : memref<5xf32>
  memref.dealloc %m : memref<5xf32>
  return %v : f32
}
func.func @f5(%a: memref<6xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<6xf32>
  memref.copy %a, %m : memref<6xf32> to memref<6xf32>
  %v = memref.load %m[%i] : memref<6xf32>
  memref.dealloc %m : memref<6xf32>
  return %v : f32
}
func.func @f6(%a: memref<7xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<7xf32>
  memref.copy %a, %m : memref<7xf32> to memref<7xf32>
  %v = memref.load %m[%i] : memref<7xf32>
  memref.dealloc %m : memref<7xf32>
  return %v : f32
}
func.func @f7(%a: memref<8xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<8xf32>
  memref.copy %a, %m : memref<8xf32> to memref<8xf32>
  %v = memref.load %m[%i] : memref<8xf32>
  memref.dealloc %m : memref<8xf32>
  return %v : f32
}
func.func @f8(%a: memref<9xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<9xf32>
  memref.copy %a, %m : memref<9xf32> to memref<9xf32>
  %v = memref.load %m[%i] : memref<9xf32>
  memref.dealloc %m : memref<9xf32>
  return %v : f32
}
func.func @f9(%a: memref<10xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<10xf32>
  memref.copy %a, %m : memref<10xf32> to memref<10xf32>
  %v = memref.load %m[%i] : memref<10xf32>
  memref.dealloc %m : memref<10xf32>
  return %v : f32
}
func.func @f10(%a: memref<11xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<11xf32>
  memref.copy %a, %m : memref<11xf32> to memref<11xf32>
  %v = memref.load %m[%i] : memref<11xf32>
  memref.dealloc %m : memref<11xf32>
  return %v : f32
}
func.func @f11(%a: memref<12xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<12xf32>
  memref.copy %a, %m : memref<12xf32> to memref<12xf32>
  %v = memref.load %m[%i] : memref<12xf32>
  memref.dealloc %m : memref<12xf32>
  return %v : f32
}
func.func @f12(%a: memref<13xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<13xf32>
  memref.copy %a, %m : memref<13xf32> to memref<13xf32>
  %v = memref.load %m[%i] : memref<13xf32>
  memref.dealloc %m : memref<13xf32>
  return %v : f32
}
func.func @f13(%a: memref<14xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<14xf32>
  memref.copy %a, %m : memref<14xf32> to memref<14xf32>
  %v = memref.load %m[%i] : memref<14xf32>
  memref.dealloc %m : memref<14xf32>
  return %v : f32
}
func.func @f14(%a: memref<15xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<15xf32>
  memref.copy %a, %m : memref<15xf32> to memref<15xf32>
  %v = memref.load %m[%i] : memref<15xf32>
  memref.dealloc %m : memref<15xf32>
  return %v : f32
}
func.func @f15(%a: memref<16xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<16xf32>
  memref.copy %a, %m : memref<16xf32> to memref<16xf32>
  %v = memref.load %m[%i] : memref<16xf32>
  memref.dealloc %m : memref<16xf32>
  return %v : f32
}
func.func @f16(%a: memref<17xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<17xf32>
  memref.copy %a, %m : memref<17xf32> to memref<17xf32>
  %v = memref.load %m[%i] : memref<17xf32>
  memref.dealloc %m : memref<17xf32>
  return %v : f32
}
func.func @f17(%a: memref<18xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<18xf32>
  memref.copy %a, %m : memref<18xf32> to memref<18xf32>
  %v = memref.load %m[%i] : memref<18xf32>
  memref.dealloc %m : memref<18xf32>
  return %v : f32
}
func.func @f18(%a: memref<19xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<19xf32>
  memref.copy %a, %m : memref<19xf32> to memref<19xf32>
  %v = memref.load %m[%i] : memref<19xf32>
  memref.dealloc %m : memref<19xf32>
  return %v : f32
}
func.func @f19(%a: memref<20xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<20xf32>
  memref.copy %a, %m : memref<20xf32> to memref<20xf32>
  %v = memref.load %m[%i] : memref<20xf32>
  memref.dealloc %m : memref<20xf32>
  return %v : f32
}
func.func @f20(%a: memref<21xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<21xf32>
  memref.copy %a, %m : memref<21xf32> to memref<21xf32>
  %v = memref.load %m[%i] : memref<21xf32>
  memref.dealloc %m : memref<21xf32>
  return %v : f32
}
func.func @f21(%a: memref<22xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<22xf32>
  memref.copy %a, %m : memref<22xf32> to memref<22xf32>
  %v = memref.load %m[%i] : memref<22xf32>
  memref.dealloc %m : memref<22xf32>
  return %v : f32
}
func.func @f22(%a: memref<23xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<23xf32>
  memref.copy %a, %m : memref<23xf32> to memref<23xf32>
  %v = memref.load %m[%i] : memref<23xf32>
  memref.dealloc %m : memref<23xf32>
  return %v : f32
}
func.func @f23(%a: memref<24xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<24xf32>
  memref.copy %a, %m : memref<24xf32> to memref<24xf32>
  %v = memref.load %m[%i] : memref<24xf32>
  memref.dealloc %m : memref<24xf32>
  return %v : f32
}
func.func @f24(%a: memref<25xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<25xf32>
  memref.copy %a, %m : memref<25xf32> to memref<25xf32>
  %v = memref.load %m[%i] : memref<25xf32>
  memref.dealloc %m : memref<25xf32>
  return %v : f32
}
func.func @f25(%a: memref<26xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<26xf32>
  memref.copy %a, %m : memref<26xf32> to memref<26xf32>
  %v = memref.load %m[%i] : memref<26xf32>
  memref.dealloc %m : memref<26xf32>
  return %v : f32
}
func.func @f26(%a: memref<27xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<27xf32>
  memref.copy %a, %m : memref<27xf32> to memref<27xf32>
  %v = memref.load %m[%i] : memref<27xf32>
  memref.dealloc %m : memref<27xf32>
  return %v : f32
}
func.func @f27(%a: memref<28xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<28xf32>
  memref.copy %a, %m : memref<28xf32> to memref<28xf32>
  %v = memref.load %m[%i] : memref<28xf32>
  memref.dealloc %m : memref<28xf32>
  return %v : f32
}
func.func @f28(%a: memref<29xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<29xf32>
  memref.copy %a, %m : memref<29xf32> to memref<29xf32>
  %v = memref.load %m[%i] : memref<29xf32>
  memref.dealloc %m : memref<29xf32>
  return %v : f32
}
func.func @f29(%a: memref<30xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<30xf32>
  memref.copy %a, %m : memref<30xf32> to memref<30xf32>
  %v = memref.load %m[%i] : memref<30xf32>
  memref.dealloc %m : memref<30xf32>
  return %v : f32
}
func.func @f30(%a: memref<31xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<31xf32>
  memref.copy %a, %m : memref<31xf32> to memref<31xf32>
  %v = memref.load %m[%i] : memref<31xf32>
  memref.dealloc %m : memref<31xf32>
  return %v : f32
}
func.func @f31(%a: memref<32xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<32xf32>
  memref.copy %a, %m : memref<32xf32> to memref<32xf32>
  %v = memref.load %m[%i] : memref<32xf32>
  memref.dealloc %m : memref<32xf32>
  return %v : f32
}
func.func @f32(%a: memref<33xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<33xf32>
  memref.copy %a, %m : memref<33xf32> to memref<33xf32>
  %v = memref.load %m[%i] : memref<33xf32>
  memref.dealloc %m : memref<33xf32>
  return %v : f32
}
func.func @f33(%a: memref<34xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<34xf32>
  memref.copy %a, %m : memref<34xf32> to memref<34xf32>
  %v = memref.load %m[%i] : memref<34xf32>
  memref.dealloc %m : memref<34xf32>
  return %v : f32
}
func.func @f34(%a: memref<35xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<35xf32>
  memref.copy %a, %m : memref<35xf32> to memref<35xf32>
  %v = memref.load %m[%i] : memref<35xf32>
  memref.dealloc %m : memref<35xf32>
  return %v : f32
}
func.func @f35(%a: memref<36xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<36xf32>
  memref.copy %a, %m : memref<36xf32> to memref<36xf32>
  %v = memref.load %m[%i] : memref<36xf32>
  memref.dealloc %m : memref<36xf32>
  return %v : f32
}
func.func @f36(%a: memref<37xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<37xf32>
  memref.copy %a, %m : memref<37xf32> to memref<37xf32>
  %v = memref.load %m[%i] : memref<37xf32>
  memref.dealloc %m : memref<37xf32>
  return %v : f32
}
func.func @f37(%a: memref<38xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<38xf32>
  memref.copy %a, %m : memref<38xf32> to memref<38xf32>
  %v = memref.load %m[%i] : memref<38xf32>
  memref.dealloc %m : memref<38xf32>
  return %v : f32
}
func.func @f38(%a: memref<39xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<39xf32>
  memref.copy %a, %m : memref<39xf32> to memref<39xf32>
  %v = memref.load %m[%i] : memref<39xf32>
  memref.dealloc %m : memref<39xf32>
  return %v : f32
}
func.func @f39(%a: memref<40xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<40xf32>
  memref.copy %a, %m : memref<40xf32> to memref<40xf32>
  %v = memref.load %m[%i] : memref<40xf32>
  memref.dealloc %m : memref<40xf32>
  return %v : f32
}
func.func @f40(%a: memref<41xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<41xf32>
  memref.copy %a, %m : memref<41xf32> to memref<41xf32>
  %v = memref.load %m[%i] : memref<41xf32>
  memref.dealloc %m : memref<41xf32>
  return %v : f32
}
func.func @f41(%a: memref<42xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<42xf32>
  memref.copy %a, %m : memref<42xf32> to memref<42xf32>
  %v = memref.load %m[%i] : memref<42xf32>
  memref.dealloc %m : memref<42xf32>
  return %v : f32
}
func.func @f42(%a: memref<43xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<43xf32>
  memref.copy %a, %m : memref<43xf32> to memref<43xf32>
  %v = memref.load %m[%i] : memref<43xf32>
  memref.dealloc %m : memref<43xf32>
  return %v : f32
}
func.func @f43(%a: memref<44xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<44xf32>
  memref.copy %a, %m : memref<44xf32> to memref<44xf32>
  %v = memref.load %m[%i] : memref<44xf32>
  memref.dealloc %m : memref<44xf32>
  return %v : f32
}
func.func @f44(%a: memref<45xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<45xf32>
  memref.copy %a, %m : memref<45xf32> to memref<45xf32>
  %v = memref.load %m[%i] : memref<45xf32>
  memref.dealloc %m : memref<45xf32>
  return %v : f32
}
func.func @f45(%a: memref<46xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<46xf32>
  memref.copy %a, %m : memref<46xf32> to memref<46xf32>
  %v = memref.load %m[%i] : memref<46xf32>
  memref.dealloc %m : memref<46xf32>
  return %v : f32
}
func.func @f46(%a: memref<47xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<47xf32>
  memref.copy %a, %m : memref<47xf32> to memref<47xf32>
  %v = memref.load %m[%i] : memref<47xf32>
  memref.dealloc %m : memref<47xf32>
  return %v : f32
}
func.func @f47(%a: memref<48xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<48xf32>
  memref.copy %a, %m : memref<48xf32> to memref<48xf32>
  %v = memref.load %m[%i] : memref<48xf32>
  memref.dealloc %m : memref<48xf32>
  return %v : f32
}
func.func @f48(%a: memref<49xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<49xf32>
  memref.copy %a, %m : memref<49xf32> to memref<49xf32>
  %v = memref.load %m[%i] : memref<49xf32>
  memref.dealloc %m : memref<49xf32>
  return %v : f32
}
func.func @f49(%a: memref<50xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<50xf32>
  memref.copy %a, %m : memref<50xf32> to memref<50xf32>
  %v = memref.load %m[%i] : memref<50xf32>
  memref.dealloc %m : memref<50xf32>
  return %v : f32
}
func.func @f50(%a: memref<51xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<51xf32>
  memref.copy %a, %m : memref<51xf32> to memref<51xf32>
  %v = memref.load %m[%i] : memref<51xf32>
  memref.dealloc %m : memref<51xf32>
  return %v : f32
}
func.func @f51(%a: memref<52xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<52xf32>
  memref.copy %a, %m : memref<52xf32> to memref<52xf32>
  %v = memref.load %m[%i] : memref<52xf32>
  memref.dealloc %m : memref<52xf32>
  return %v : f32
}
func.func @f52(%a: memref<53xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<53xf32>
  memref.copy %a, %m : memref<53xf32> to memref<53xf32>
  %v = memref.load %m[%i] : memref<53xf32>
  memref.dealloc %m : memref<53xf32>
  return %v : f32
}
func.func @f53(%a: memref<54xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<54xf32>
  memref.copy %a, %m : memref<54xf32> to memref<54xf32>
  %v = memref.load %m[%i] : memref<54xf32>
  memref.dealloc %m : memref<54xf32>
  return %v : f32
}
func.func @f54(%a: memref<55xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<55xf32>
  memref.copy %a, %m : memref<55xf32> to memref<55xf32>
  %v = memref.load %m[%i] : memref<55xf32>
  memref.dealloc %m : memref<55xf32>
  return %v : f32
}
func.func @f55(%a: memref<56xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<56xf32>
  memref.copy %a, %m : memref<56xf32> to memref<56xf32>
  %v = memref.load %m[%i] : memref<56xf32>
  memref.dealloc %m : memref<56xf32>
  return %v : f32
}
func.func @f56(%a: memref<57xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<57xf32>
  memref.copy %a, %m : memref<57xf32> to memref<57xf32>
  %v = memref.load %m[%i] : memref<57xf32>
  memref.dealloc %m : memref<57xf32>
  return %v : f32
}
func.func @f57(%a: memref<58xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<58xf32>
  memref.copy %a, %m : memref<58xf32> to memref<58xf32>
  %v = memref.load %m[%i] : memref<58xf32>
  memref.dealloc %m : memref<58xf32>
  return %v : f32
}
func.func @f58(%a: memref<59xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<59xf32>
  memref.copy %a, %m : memref<59xf32> to memref<59xf32>
  %v = memref.load %m[%i] : memref<59xf32>
  memref.dealloc %m : memref<59xf32>
  return %v : f32
}
func.func @f59(%a: memref<60xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<60xf32>
  memref.copy %a, %m : memref<60xf32> to memref<60xf32>
  %v = memref.load %m[%i] : memref<60xf32>
  memref.dealloc %m : memref<60xf32>
  return %v : f32
}
func.func @f60(%a: memref<61xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<61xf32>
  memref.copy %a, %m : memref<61xf32> to memref<61xf32>
  %v = memref.load %m[%i] : memref<61xf32>
  memref.dealloc %m : memref<61xf32>
  return %v : f32
}
func.func @f61(%a: memref<62xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<62xf32>
  memref.copy %a, %m : memref<62xf32> to memref<62xf32>
  %v = memref.load %m[%i] : memref<62xf32>
  memref.dealloc %m : memref<62xf32>
  return %v : f32
}
func.func @f62(%a: memref<63xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<63xf32>
  memref.copy %a, %m : memref<63xf32> to memref<63xf32>
  %v = memref.load %m[%i] : memref<63xf32>
  memref.dealloc %m : memref<63xf32>
  return %v : f32
}
func.func @f63(%a: memref<64xf32>, %i: index) -> f32 {
  %m = memref.alloc() : memref<64xf32>
  memref.copy %a, %m : memref<64xf32> to memref<64xf32>
  %v = memref.load %m[%i] : memref<64xf32>
  memref.dealloc %m : memref<64xf32>
  return %v : f32
}

// CHECK-LABEL: func.func @f0(
// CHECK: memref.alloc() : memref<1xf32>
// CHECK-LABEL: func.func @f63(
// CHECK: memref.alloc() : memref<64xf32>
