// math on scalars, vectors and tensors; index arithmetic; ub.poison.

func.func @math_scalars(%f: f32, %d: f64, %i: i32, %h: f16) -> (f32, f64, i32, f16) {
  %0 = math.absf %f : f32
  %1 = math.sqrt %0 fastmath<fast> : f32
  %2 = math.rsqrt %1 : f32
  %3 = math.powf %2, %f : f32
  %4 = math.fma %3, %f, %0 : f32
  %5 = math.atan2 %4, %f : f32
  %6 = math.erf %5 : f32
  %7 = math.round %6 : f32
  %8 = math.floor %7 : f32
  %9 = math.ceil %8 : f32
  %10 = math.copysign %9, %f : f32
  %11 = math.log1p %d : f64
  %12 = math.cbrt %11 : f64
  %13 = math.ipowi %i, %i : i32
  %14 = math.absi %13 : i32
  %15 = math.ctlz %14 : i32
  %16 = math.ctpop %15 : i32
  %17 = math.fpowi %d, %i : f64, i32
  %18 = math.roundeven %17 : f64
  %19 = math.trunc %h : f16
  %20 = math.exp2 %19 : f16
  %s, %c = math.sincos %10 : f32
  %21 = arith.addf %s, %c : f32
  %22 = math.clampf %21 to [%f, %0] : f32
  return %22, %18, %16, %20 : f32, f64, i32, f16
}

// -----

func.func @math_shaped(%v: vector<4xf32>, %t: tensor<2x3xf64>, %s: vector<[4]xf32>) -> (vector<4xf32>, tensor<2x3xf64>, vector<[4]xf32>) {
  %0 = math.exp %v : vector<4xf32>
  %1 = math.log %0 : vector<4xf32>
  %2 = math.tan %1 : vector<4xf32>
  %3 = math.tanh %t : tensor<2x3xf64>
  %4 = math.cos %3 : tensor<2x3xf64>
  %5 = math.sin %s : vector<[4]xf32>
  %6 = math.isnan %2 : vector<4xf32>
  %7 = arith.select %6, %v, %2 : vector<4xi1>, vector<4xf32>
  return %7, %4, %5 : vector<4xf32>, tensor<2x3xf64>, vector<[4]xf32>
}

// -----

func.func @index_ops(%a: index, %b: index, %i: i64, %j: i32) -> (index, i1, i64, i32, index) {
  %c4 = index.constant 4
  %true = index.bool.constant true
  %0 = index.add %a, %b
  %1 = index.mul %0, %c4
  %2 = index.divs %1, %c4
  %3 = index.ceildivu %2, %b
  %4 = index.floordivs %3, %a
  %5 = index.rems %4, %c4
  %6 = index.maxs %5, %a
  %7 = index.minu %6, %b
  %8 = index.shl %7, %c4
  %9 = index.shrs %8, %c4
  %10 = index.and %9, %a
  %11 = index.xor %10, %b
  %12 = index.cmp slt(%11, %a)
  %13 = arith.andi %12, %true : i1
  %14 = index.casts %11 : index to i64
  %15 = index.castu %j : i32 to index
  %16 = index.sizeof
  %17 = index.sub %15, %16
  %18 = index.castu %17 : index to i32
  return %17, %13, %14, %18, %16 : index, i1, i64, i32, index
}

// -----

func.func @poison(%c: i1, %a: i32, %n: index) -> (i32, vector<4xf32>, tensor<2xi8>, index) {
  %p = ub.poison : i32
  %v = ub.poison : vector<4xf32>
  %t = ub.poison : tensor<2xi8>
  %0 = arith.select %c, %a, %p : i32
  %1 = scf.index_switch %n -> index
  case 0 {
    %q = ub.poison : index
    scf.yield %q : index
  }
  case 7 {
    scf.yield %n : index
  }
  default {
    scf.yield %n : index
  }
  return %0, %v, %t, %1 : i32, vector<4xf32>, tensor<2xi8>, index
}
