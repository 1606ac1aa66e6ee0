// RUN: jopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | FileCheck %s

func.func @int_binary(%a: i32, %b: i32, %v: vector<4xi64>, %t: tensor<?xindex>, %i: index) {
  %addi = arith.addi %a, %b : i32
  %addi_v = arith.addi %v, %v : vector<4xi64>
  %subi = arith.subi %a, %b : i32
  %subi_v = arith.subi %v, %v : vector<4xi64>
  %muli = arith.muli %a, %b : i32
  %muli_v = arith.muli %v, %v : vector<4xi64>
  %divsi = arith.divsi %a, %b : i32
  %divsi_v = arith.divsi %v, %v : vector<4xi64>
  %divui = arith.divui %a, %b : i32
  %divui_v = arith.divui %v, %v : vector<4xi64>
  %remsi = arith.remsi %a, %b : i32
  %remsi_v = arith.remsi %v, %v : vector<4xi64>
  %remui = arith.remui %a, %b : i32
  %remui_v = arith.remui %v, %v : vector<4xi64>
  %ceildivsi = arith.ceildivsi %a, %b : i32
  %ceildivsi_v = arith.ceildivsi %v, %v : vector<4xi64>
  %floordivsi = arith.floordivsi %a, %b : i32
  %floordivsi_v = arith.floordivsi %v, %v : vector<4xi64>
  %andi = arith.andi %a, %b : i32
  %andi_v = arith.andi %v, %v : vector<4xi64>
  %ori = arith.ori %a, %b : i32
  %ori_v = arith.ori %v, %v : vector<4xi64>
  %xori = arith.xori %a, %b : i32
  %xori_v = arith.xori %v, %v : vector<4xi64>
  %shli = arith.shli %a, %b : i32
  %shli_v = arith.shli %v, %v : vector<4xi64>
  %shrsi = arith.shrsi %a, %b : i32
  %shrsi_v = arith.shrsi %v, %v : vector<4xi64>
  %shrui = arith.shrui %a, %b : i32
  %shrui_v = arith.shrui %v, %v : vector<4xi64>
  %maxsi = arith.maxsi %a, %b : i32
  %maxsi_v = arith.maxsi %v, %v : vector<4xi64>
  %minsi = arith.minsi %a, %b : i32
  %minsi_v = arith.minsi %v, %v : vector<4xi64>
  %maxui = arith.maxui %a, %b : i32
  %maxui_v = arith.maxui %v, %v : vector<4xi64>
  %minui = arith.minui %a, %b : i32
  %minui_v = arith.minui %v, %v : vector<4xi64>
  %t0 = arith.addi %t, %t : tensor<?xindex>
  %i0 = arith.muli %i, %i : index
  "test.use"(%addi, %subi) : (i32, i32) -> ()
  return
}
func.func @overflow(%a: i32, %b: i32) {
  %0 = arith.addi %a, %b overflow<nsw> : i32
  %1 = arith.subi %a, %b overflow<nuw> : i32
  %2 = arith.muli %a, %b overflow<nsw, nuw> : i32
  %3 = arith.shli %a, %b overflow<nuw, nsw> : i32
  %4 = arith.addi %a, %b overflow<none> : i32
  %5 = arith.addi %a, %b overflow<nsw> {test.x} : i32
  %6 = arith.trunci %a overflow<nsw> : i32 to i8
  return
}
func.func @float_binary(%a: f32, %b: f32, %v: vector<4xf16>, %t: tensor<2x?xf64>) {
  %addf = arith.addf %a, %b : f32
  %addf_v = arith.addf %v, %v : vector<4xf16>
  %subf = arith.subf %a, %b : f32
  %subf_v = arith.subf %v, %v : vector<4xf16>
  %mulf = arith.mulf %a, %b : f32
  %mulf_v = arith.mulf %v, %v : vector<4xf16>
  %divf = arith.divf %a, %b : f32
  %divf_v = arith.divf %v, %v : vector<4xf16>
  %remf = arith.remf %a, %b : f32
  %remf_v = arith.remf %v, %v : vector<4xf16>
  %maximumf = arith.maximumf %a, %b : f32
  %maximumf_v = arith.maximumf %v, %v : vector<4xf16>
  %minimumf = arith.minimumf %a, %b : f32
  %minimumf_v = arith.minimumf %v, %v : vector<4xf16>
  %maxnumf = arith.maxnumf %a, %b : f32
  %maxnumf_v = arith.maxnumf %v, %v : vector<4xf16>
  %minnumf = arith.minnumf %a, %b : f32
  %minnumf_v = arith.minnumf %v, %v : vector<4xf16>
  %t0 = arith.mulf %t, %t : tensor<2x?xf64>
  %n = arith.negf %a : f32
  %nv = arith.negf %v fastmath<nnan> : vector<4xf16>
  return
}
func.func @fastmath(%a: f32, %b: f32) {
  %0 = arith.addf %a, %b fastmath<fast> : f32
  %1 = arith.mulf %a, %b fastmath<nnan,ninf> : f32
  %2 = arith.subf %a, %b fastmath<reassoc, nsz, arcp, contract, afn> : f32
  %3 = arith.divf %a, %b fastmath<none> : f32
  %4 = arith.cmpf ogt, %a, %b fastmath<fast> : f32
  %5 = arith.addf %a, %b fastmath<nnan, ninf, nsz, arcp, contract, afn, reassoc> : f32
  %6 = arith.addf %a, %b fastmath<fast> {test.x = 1 : i64} : f32
  return
}
func.func @compare(%a: i32, %b: i32, %f: f32, %g: f32, %v: vector<2xi8>, %i: index) {
  %c_eq = arith.cmpi eq, %a, %b : i32
  %c_ne = arith.cmpi ne, %a, %b : i32
  %c_slt = arith.cmpi slt, %a, %b : i32
  %c_sle = arith.cmpi sle, %a, %b : i32
  %c_sgt = arith.cmpi sgt, %a, %b : i32
  %c_sge = arith.cmpi sge, %a, %b : i32
  %c_ult = arith.cmpi ult, %a, %b : i32
  %c_ule = arith.cmpi ule, %a, %b : i32
  %c_ugt = arith.cmpi ugt, %a, %b : i32
  %c_uge = arith.cmpi uge, %a, %b : i32
  %f_false = arith.cmpf false, %f, %g : f32
  %f_oeq = arith.cmpf oeq, %f, %g : f32
  %f_ogt = arith.cmpf ogt, %f, %g : f32
  %f_oge = arith.cmpf oge, %f, %g : f32
  %f_olt = arith.cmpf olt, %f, %g : f32
  %f_ole = arith.cmpf ole, %f, %g : f32
  %f_one = arith.cmpf one, %f, %g : f32
  %f_ord = arith.cmpf ord, %f, %g : f32
  %f_ueq = arith.cmpf ueq, %f, %g : f32
  %f_ugt = arith.cmpf ugt, %f, %g : f32
  %f_uge = arith.cmpf uge, %f, %g : f32
  %f_ult = arith.cmpf ult, %f, %g : f32
  %f_ule = arith.cmpf ule, %f, %g : f32
  %f_une = arith.cmpf une, %f, %g : f32
  %f_uno = arith.cmpf uno, %f, %g : f32
  %f_true = arith.cmpf true, %f, %g : f32
  %cv = arith.cmpi eq, %v, %v : vector<2xi8>
  %ci = arith.cmpi ult, %i, %i : index
  %cx = arith.cmpi sge, %a, %b {test.x} : i32
  return
}
func.func @select(%c: i1, %a: i32, %b: i32, %vc: vector<4xi1>, %v: vector<4xf32>, %t: tensor<4xf32>) {
  %0 = arith.select %c, %a, %b : i32
  %1 = arith.select %vc, %v, %v : vector<4xi1>, vector<4xf32>
  %2 = arith.select %c, %v, %v : vector<4xf32>
  %3 = arith.select %c, %t, %t : tensor<4xf32>
  %4 = arith.select %c, %a, %b {test.x} : i32
  return
}
func.func @casts(%i: index, %a: i32, %f: f32, %h: f16, %v: vector<2xi32>, %t: tensor<4xindex>) {
  %0 = arith.index_cast %i : index to i32
  %1 = arith.index_cast %a : i32 to index
  %2 = arith.index_castui %i : index to i64
  %3 = arith.index_castui %a : i32 to index
  %4 = arith.extsi %a : i32 to i64
  %5 = arith.extui %a : i32 to i64
  %6 = arith.trunci %a : i32 to i8
  %7 = arith.extf %f : f32 to f64
  %8 = arith.truncf %f : f32 to f16
  %9 = arith.sitofp %a : i32 to f32
  %10 = arith.uitofp %a : i32 to f64
  %11 = arith.fptosi %f : f32 to i32
  %12 = arith.fptoui %h : f16 to i8
  %13 = arith.bitcast %a : i32 to f32
  %14 = arith.bitcast %h : f16 to i16
  %15 = arith.extsi %v : vector<2xi32> to vector<2xi64>
  %16 = arith.index_cast %t : tensor<4xindex> to tensor<4xi32>
  %17 = arith.sitofp %v : vector<2xi32> to vector<2xf32>
  %18 = arith.extf %h : f16 to f32
  %19 = arith.extui %a {test.x} : i32 to i64
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @int_binary(%arg0: i32, %arg1: i32, %arg2: vector<4xi64>, %arg3: tensor<?xindex>, %arg4: index) {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:     %1 = arith.addi %arg2, %arg2 : vector<4xi64>
// CHECK-NEXT:     %2 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT:     %3 = arith.subi %arg2, %arg2 : vector<4xi64>
// CHECK-NEXT:     %4 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:     %5 = arith.muli %arg2, %arg2 : vector<4xi64>
// CHECK-NEXT:     %6 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT:     %7 = arith.divsi %arg2, %arg2 : vector<4xi64>
// CHECK-NEXT:     %8 = arith.divui %arg0, %arg1 : i32
// CHECK-NEXT:     %9 = arith.divui %arg2, %arg2 : vector<4xi64>
// CHECK-NEXT:     %10 = arith.remsi %arg0, %arg1 : i32
// CHECK-NEXT:     %11 = arith.remsi %arg2, %arg2 : vector<4xi64>
// CHECK-NEXT:     %12 = arith.remui %arg0, %arg1 : i32
// CHECK-NEXT:     %13 = arith.remui %arg2, %arg2 : vector<4xi64>
// CHECK-NEXT:     %14 = arith.ceildivsi %arg0, %arg1 : i32
// CHECK-NEXT:     %15 = arith.ceildivsi %arg2, %arg2 : vector<4xi64>
// CHECK-NEXT:     %16 = arith.floordivsi %arg0, %arg1 : i32
// CHECK-NEXT:     %17 = arith.floordivsi %arg2, %arg2 : vector<4xi64>
// CHECK-NEXT:     %18 = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT:     %19 = arith.andi %arg2, %arg2 : vector<4xi64>
// CHECK-NEXT:     %20 = arith.ori %arg0, %arg1 : i32
// CHECK-NEXT:     %21 = arith.ori %arg2, %arg2 : vector<4xi64>
// CHECK-NEXT:     %22 = arith.xori %arg0, %arg1 : i32
// CHECK-NEXT:     %23 = arith.xori %arg2, %arg2 : vector<4xi64>
// CHECK-NEXT:     %24 = arith.shli %arg0, %arg1 : i32
// CHECK-NEXT:     %25 = arith.shli %arg2, %arg2 : vector<4xi64>
// CHECK-NEXT:     %26 = arith.shrsi %arg0, %arg1 : i32
// CHECK-NEXT:     %27 = arith.shrsi %arg2, %arg2 : vector<4xi64>
// CHECK-NEXT:     %28 = arith.shrui %arg0, %arg1 : i32
// CHECK-NEXT:     %29 = arith.shrui %arg2, %arg2 : vector<4xi64>
// CHECK-NEXT:     %30 = arith.maxsi %arg0, %arg1 : i32
// CHECK-NEXT:     %31 = arith.maxsi %arg2, %arg2 : vector<4xi64>
// CHECK-NEXT:     %32 = arith.minsi %arg0, %arg1 : i32
// CHECK-NEXT:     %33 = arith.minsi %arg2, %arg2 : vector<4xi64>
// CHECK-NEXT:     %34 = arith.maxui %arg0, %arg1 : i32
// CHECK-NEXT:     %35 = arith.maxui %arg2, %arg2 : vector<4xi64>
// CHECK-NEXT:     %36 = arith.minui %arg0, %arg1 : i32
// CHECK-NEXT:     %37 = arith.minui %arg2, %arg2 : vector<4xi64>
// CHECK-NEXT:     %38 = arith.addi %arg3, %arg3 : tensor<?xindex>
// CHECK-NEXT:     %39 = arith.muli %arg4, %arg4 : index
// CHECK-NEXT:     "test.use"(%0, %2) : (i32, i32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @overflow(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT:     %1 = arith.subi %arg0, %arg1 overflow<nuw> : i32
// CHECK-NEXT:     %2 = arith.muli %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT:     %3 = arith.shli %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT:     %4 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:     %5 = arith.addi %arg0, %arg1 overflow<nsw> {test.x} : i32
// CHECK-NEXT:     %6 = arith.trunci %arg0 overflow<nsw> : i32 to i8
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @float_binary(%arg0: f32, %arg1: f32, %arg2: vector<4xf16>, %arg3: tensor<2x?xf64>) {
// CHECK-NEXT:     %0 = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT:     %1 = arith.addf %arg2, %arg2 : vector<4xf16>
// CHECK-NEXT:     %2 = arith.subf %arg0, %arg1 : f32
// CHECK-NEXT:     %3 = arith.subf %arg2, %arg2 : vector<4xf16>
// CHECK-NEXT:     %4 = arith.mulf %arg0, %arg1 : f32
// CHECK-NEXT:     %5 = arith.mulf %arg2, %arg2 : vector<4xf16>
// CHECK-NEXT:     %6 = arith.divf %arg0, %arg1 : f32
// CHECK-NEXT:     %7 = arith.divf %arg2, %arg2 : vector<4xf16>
// CHECK-NEXT:     %8 = arith.remf %arg0, %arg1 : f32
// CHECK-NEXT:     %9 = arith.remf %arg2, %arg2 : vector<4xf16>
// CHECK-NEXT:     %10 = arith.maximumf %arg0, %arg1 : f32
// CHECK-NEXT:     %11 = arith.maximumf %arg2, %arg2 : vector<4xf16>
// CHECK-NEXT:     %12 = arith.minimumf %arg0, %arg1 : f32
// CHECK-NEXT:     %13 = arith.minimumf %arg2, %arg2 : vector<4xf16>
// CHECK-NEXT:     %14 = arith.maxnumf %arg0, %arg1 : f32
// CHECK-NEXT:     %15 = arith.maxnumf %arg2, %arg2 : vector<4xf16>
// CHECK-NEXT:     %16 = arith.minnumf %arg0, %arg1 : f32
// CHECK-NEXT:     %17 = arith.minnumf %arg2, %arg2 : vector<4xf16>
// CHECK-NEXT:     %18 = arith.mulf %arg3, %arg3 : tensor<2x?xf64>
// CHECK-NEXT:     %19 = arith.negf %arg0 : f32
// CHECK-NEXT:     %20 = arith.negf %arg2 fastmath<nnan> : vector<4xf16>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @fastmath(%arg0: f32, %arg1: f32) {
// CHECK-NEXT:     %0 = arith.addf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT:     %1 = arith.mulf %arg0, %arg1 fastmath<nnan,ninf> : f32
// CHECK-NEXT:     %2 = arith.subf %arg0, %arg1 fastmath<reassoc,nsz,arcp,contract,afn> : f32
// CHECK-NEXT:     %3 = arith.divf %arg0, %arg1 : f32
// CHECK-NEXT:     %4 = arith.cmpf ogt, %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT:     %5 = arith.addf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT:     %6 = arith.addf %arg0, %arg1 fastmath<fast> {test.x = 1 : i64} : f32
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @compare(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: vector<2xi8>, %arg5: index) {
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg0, %arg1 : i32
// CHECK-NEXT:     %1 = arith.cmpi ne, %arg0, %arg1 : i32
// CHECK-NEXT:     %2 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT:     %3 = arith.cmpi sle, %arg0, %arg1 : i32
// CHECK-NEXT:     %4 = arith.cmpi sgt, %arg0, %arg1 : i32
// CHECK-NEXT:     %5 = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT:     %6 = arith.cmpi ult, %arg0, %arg1 : i32
// CHECK-NEXT:     %7 = arith.cmpi ule, %arg0, %arg1 : i32
// CHECK-NEXT:     %8 = arith.cmpi ugt, %arg0, %arg1 : i32
// CHECK-NEXT:     %9 = arith.cmpi uge, %arg0, %arg1 : i32
// CHECK-NEXT:     %10 = arith.cmpf false, %arg2, %arg3 : f32
// CHECK-NEXT:     %11 = arith.cmpf oeq, %arg2, %arg3 : f32
// CHECK-NEXT:     %12 = arith.cmpf ogt, %arg2, %arg3 : f32
// CHECK-NEXT:     %13 = arith.cmpf oge, %arg2, %arg3 : f32
// CHECK-NEXT:     %14 = arith.cmpf olt, %arg2, %arg3 : f32
// CHECK-NEXT:     %15 = arith.cmpf ole, %arg2, %arg3 : f32
// CHECK-NEXT:     %16 = arith.cmpf one, %arg2, %arg3 : f32
// CHECK-NEXT:     %17 = arith.cmpf ord, %arg2, %arg3 : f32
// CHECK-NEXT:     %18 = arith.cmpf ueq, %arg2, %arg3 : f32
// CHECK-NEXT:     %19 = arith.cmpf ugt, %arg2, %arg3 : f32
// CHECK-NEXT:     %20 = arith.cmpf uge, %arg2, %arg3 : f32
// CHECK-NEXT:     %21 = arith.cmpf ult, %arg2, %arg3 : f32
// CHECK-NEXT:     %22 = arith.cmpf ule, %arg2, %arg3 : f32
// CHECK-NEXT:     %23 = arith.cmpf une, %arg2, %arg3 : f32
// CHECK-NEXT:     %24 = arith.cmpf uno, %arg2, %arg3 : f32
// CHECK-NEXT:     %25 = arith.cmpf true, %arg2, %arg3 : f32
// CHECK-NEXT:     %26 = arith.cmpi eq, %arg4, %arg4 : vector<2xi8>
// CHECK-NEXT:     %27 = arith.cmpi ult, %arg5, %arg5 : index
// CHECK-NEXT:     %28 = arith.cmpi sge, %arg0, %arg1 {test.x} : i32
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @select(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: vector<4xi1>, %arg4: vector<4xf32>, %arg5: tensor<4xf32>) {
// CHECK-NEXT:     %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:     %1 = arith.select %arg3, %arg4, %arg4 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT:     %2 = arith.select %arg0, %arg4, %arg4 : vector<4xf32>
// CHECK-NEXT:     %3 = arith.select %arg0, %arg5, %arg5 : tensor<4xf32>
// CHECK-NEXT:     %4 = arith.select %arg0, %arg1, %arg2 {test.x} : i32
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @casts(%arg0: index, %arg1: i32, %arg2: f32, %arg3: f16, %arg4: vector<2xi32>, %arg5: tensor<4xindex>) {
// CHECK-NEXT:     %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:     %1 = arith.index_cast %arg1 : i32 to index
// CHECK-NEXT:     %2 = arith.index_castui %arg0 : index to i64
// CHECK-NEXT:     %3 = arith.index_castui %arg1 : i32 to index
// CHECK-NEXT:     %4 = arith.extsi %arg1 : i32 to i64
// CHECK-NEXT:     %5 = arith.extui %arg1 : i32 to i64
// CHECK-NEXT:     %6 = arith.trunci %arg1 : i32 to i8
// CHECK-NEXT:     %7 = arith.extf %arg2 : f32 to f64
// CHECK-NEXT:     %8 = arith.truncf %arg2 : f32 to f16
// CHECK-NEXT:     %9 = arith.sitofp %arg1 : i32 to f32
// CHECK-NEXT:     %10 = arith.uitofp %arg1 : i32 to f64
// CHECK-NEXT:     %11 = arith.fptosi %arg2 : f32 to i32
// CHECK-NEXT:     %12 = arith.fptoui %arg3 : f16 to i8
// CHECK-NEXT:     %13 = arith.bitcast %arg1 : i32 to f32
// CHECK-NEXT:     %14 = arith.bitcast %arg3 : f16 to i16
// CHECK-NEXT:     %15 = arith.extsi %arg4 : vector<2xi32> to vector<2xi64>
// CHECK-NEXT:     %16 = arith.index_cast %arg5 : tensor<4xindex> to tensor<4xi32>
// CHECK-NEXT:     %17 = arith.sitofp %arg4 : vector<2xi32> to vector<2xf32>
// CHECK-NEXT:     %18 = arith.extf %arg3 : f16 to f32
// CHECK-NEXT:     %19 = arith.extui %arg1 {test.x} : i32 to i64
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
