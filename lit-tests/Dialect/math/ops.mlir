// COMPARE: mlir-opt-22
// RUN: jopt %s | FileCheck %s
// RUN: jopt %s | jopt | FileCheck %s
// RUN: jopt %s --mlir-print-op-generic | jopt | FileCheck %s

// CHECK-LABEL: func.func @float_unary
func.func @float_unary(%x: f32, %v: vector<4xf64>, %t: tensor<?x2xbf16>) {
  // CHECK: math.absf %{{.*}} : f32
  %absf = math.absf %x : f32
  // CHECK: math.absf %{{.*}} fastmath<fast> : vector<4xf64>
  %absf_v = math.absf %v fastmath<fast> : vector<4xf64>
  // CHECK: math.absf %{{.*}} fastmath<nnan,ninf> : tensor<?x2xbf16>
  %absf_t = math.absf %t fastmath<nnan, ninf> : tensor<?x2xbf16>
  // CHECK: math.acos %{{.*}} : f32
  %acos = math.acos %x : f32
  // CHECK: math.acos %{{.*}} fastmath<fast> : vector<4xf64>
  %acos_v = math.acos %v fastmath<fast> : vector<4xf64>
  // CHECK: math.acos %{{.*}} fastmath<nnan,ninf> : tensor<?x2xbf16>
  %acos_t = math.acos %t fastmath<nnan, ninf> : tensor<?x2xbf16>
  // CHECK: math.acosh %{{.*}} : f32
  %acosh = math.acosh %x : f32
  // CHECK: math.acosh %{{.*}} fastmath<fast> : vector<4xf64>
  %acosh_v = math.acosh %v fastmath<fast> : vector<4xf64>
  // CHECK: math.acosh %{{.*}} fastmath<nnan,ninf> : tensor<?x2xbf16>
  %acosh_t = math.acosh %t fastmath<nnan, ninf> : tensor<?x2xbf16>
  // CHECK: math.asin %{{.*}} : f32
  %asin = math.asin %x : f32
  // CHECK: math.asin %{{.*}} fastmath<fast> : vector<4xf64>
  %asin_v = math.asin %v fastmath<fast> : vector<4xf64>
  // CHECK: math.asin %{{.*}} fastmath<nnan,ninf> : tensor<?x2xbf16>
  %asin_t = math.asin %t fastmath<nnan, ninf> : tensor<?x2xbf16>
  // CHECK: math.asinh %{{.*}} : f32
  %asinh = math.asinh %x : f32
  // CHECK: math.asinh %{{.*}} fastmath<fast> : vector<4xf64>
  %asinh_v = math.asinh %v fastmath<fast> : vector<4xf64>
  // CHECK: math.asinh %{{.*}} fastmath<nnan,ninf> : tensor<?x2xbf16>
  %asinh_t = math.asinh %t fastmath<nnan, ninf> : tensor<?x2xbf16>
  // CHECK: math.atan %{{.*}} : f32
  %atan = math.atan %x : f32
  // CHECK: math.atan %{{.*}} fastmath<fast> : vector<4xf64>
  %atan_v = math.atan %v fastmath<fast> : vector<4xf64>
  // CHECK: math.atan %{{.*}} fastmath<nnan,ninf> : tensor<?x2xbf16>
  %atan_t = math.atan %t fastmath<nnan, ninf> : tensor<?x2xbf16>
  // CHECK: math.atanh %{{.*}} : f32
  %atanh = math.atanh %x : f32
  // CHECK: math.atanh %{{.*}} fastmath<fast> : vector<4xf64>
  %atanh_v = math.atanh %v fastmath<fast> : vector<4xf64>
  // CHECK: math.atanh %{{.*}} fastmath<nnan,ninf> : tensor<?x2xbf16>
  %atanh_t = math.atanh %t fastmath<nnan, ninf> : tensor<?x2xbf16>
  // CHECK: math.cbrt %{{.*}} : f32
  %cbrt = math.cbrt %x : f32
  // CHECK: math.cbrt %{{.*}} fastmath<fast> : vector<4xf64>
  %cbrt_v = math.cbrt %v fastmath<fast> : vector<4xf64>
  // CHECK: math.cbrt %{{.*}} fastmath<nnan,ninf> : tensor<?x2xbf16>
  %cbrt_t = math.cbrt %t fastmath<nnan, ninf> : tensor<?x2xbf16>
  // CHECK: math.ceil %{{.*}} : f32
  %ceil = math.ceil %x : f32
  // CHECK: math.ceil %{{.*}} fastmath<fast> : vector<4xf64>
  %ceil_v = math.ceil %v fastmath<fast> : vector<4xf64>
  // CHECK: math.ceil %{{.*}} fastmath<nnan,ninf> : tensor<?x2xbf16>
  %ceil_t = math.ceil %t fastmath<nnan, ninf> : tensor<?x2xbf16>
  // CHECK: math.cos %{{.*}} : f32
  %cos = math.cos %x : f32
  // CHECK: math.cos %{{.*}} fastmath<fast> : vector<4xf64>
  %cos_v = math.cos %v fastmath<fast> : vector<4xf64>
  // CHECK: math.cos %{{.*}} fastmath<nnan,ninf> : tensor<?x2xbf16>
  %cos_t = math.cos %t fastmath<nnan, ninf> : tensor<?x2xbf16>
  // CHECK: math.cosh %{{.*}} : f32
  %cosh = math.cosh %x : f32
  // CHECK: math.cosh %{{.*}} fastmath<fast> : vector<4xf64>
  %cosh_v = math.cosh %v fastmath<fast> : vector<4xf64>
  // CHECK: math.cosh %{{.*}} fastmath<nnan,ninf> : tensor<?x2xbf16>
  %cosh_t = math.cosh %t fastmath<nnan, ninf> : tensor<?x2xbf16>
  // CHECK: math.erf %{{.*}} : f32
  %erf = math.erf %x : f32
  // CHECK: math.erf %{{.*}} fastmath<fast> : vector<4xf64>
  %erf_v = math.erf %v fastmath<fast> : vector<4xf64>
  // CHECK: math.erf %{{.*}} fastmath<nnan,ninf> : tensor<?x2xbf16>
  %erf_t = math.erf %t fastmath<nnan, ninf> : tensor<?x2xbf16>
  // CHECK: math.erfc %{{.*}} : f32
  %erfc = math.erfc %x : f32
  // CHECK: math.erfc %{{.*}} fastmath<fast> : vector<4xf64>
  %erfc_v = math.erfc %v fastmath<fast> : vector<4xf64>
  // CHECK: math.erfc %{{.*}} fastmath<nnan,ninf> : tensor<?x2xbf16>
  %erfc_t = math.erfc %t fastmath<nnan, ninf> : tensor<?x2xbf16>
  // CHECK: math.exp %{{.*}} : f32
  %exp = math.exp %x : f32
  // CHECK: math.exp %{{.*}} fastmath<fast> : vector<4xf64>
  %exp_v = math.exp %v fastmath<fast> : vector<4xf64>
  // CHECK: math.exp %{{.*}} fastmath<nnan,ninf> : tensor<?x2xbf16>
  %exp_t = math.exp %t fastmath<nnan, ninf> : tensor<?x2xbf16>
  // CHECK: math.exp2 %{{.*}} : f32
  %exp2 = math.exp2 %x : f32
  // CHECK: math.exp2 %{{.*}} fastmath<fast> : vector<4xf64>
  %exp2_v = math.exp2 %v fastmath<fast> : vector<4xf64>
  // CHECK: math.exp2 %{{.*}} fastmath<nnan,ninf> : tensor<?x2xbf16>
  %exp2_t = math.exp2 %t fastmath<nnan, ninf> : tensor<?x2xbf16>
  // CHECK: math.expm1 %{{.*}} : f32
  %expm1 = math.expm1 %x : f32
  // CHECK: math.expm1 %{{.*}} fastmath<fast> : vector<4xf64>
  %expm1_v = math.expm1 %v fastmath<fast> : vector<4xf64>
  // CHECK: math.expm1 %{{.*}} fastmath<nnan,ninf> : tensor<?x2xbf16>
  %expm1_t = math.expm1 %t fastmath<nnan, ninf> : tensor<?x2xbf16>
  // CHECK: math.floor %{{.*}} : f32
  %floor = math.floor %x : f32
  // CHECK: math.floor %{{.*}} fastmath<fast> : vector<4xf64>
  %floor_v = math.floor %v fastmath<fast> : vector<4xf64>
  // CHECK: math.floor %{{.*}} fastmath<nnan,ninf> : tensor<?x2xbf16>
  %floor_t = math.floor %t fastmath<nnan, ninf> : tensor<?x2xbf16>
  // CHECK: math.log %{{.*}} : f32
  %log = math.log %x : f32
  // CHECK: math.log %{{.*}} fastmath<fast> : vector<4xf64>
  %log_v = math.log %v fastmath<fast> : vector<4xf64>
  // CHECK: math.log %{{.*}} fastmath<nnan,ninf> : tensor<?x2xbf16>
  %log_t = math.log %t fastmath<nnan, ninf> : tensor<?x2xbf16>
  // CHECK: math.log10 %{{.*}} : f32
  %log10 = math.log10 %x : f32
  // CHECK: math.log10 %{{.*}} fastmath<fast> : vector<4xf64>
  %log10_v = math.log10 %v fastmath<fast> : vector<4xf64>
  // CHECK: math.log10 %{{.*}} fastmath<nnan,ninf> : tensor<?x2xbf16>
  %log10_t = math.log10 %t fastmath<nnan, ninf> : tensor<?x2xbf16>
  // CHECK: math.log1p %{{.*}} : f32
  %log1p = math.log1p %x : f32
  // CHECK: math.log1p %{{.*}} fastmath<fast> : vector<4xf64>
  %log1p_v = math.log1p %v fastmath<fast> : vector<4xf64>
  // CHECK: math.log1p %{{.*}} fastmath<nnan,ninf> : tensor<?x2xbf16>
  %log1p_t = math.log1p %t fastmath<nnan, ninf> : tensor<?x2xbf16>
  // CHECK: math.log2 %{{.*}} : f32
  %log2 = math.log2 %x : f32
  // CHECK: math.log2 %{{.*}} fastmath<fast> : vector<4xf64>
  %log2_v = math.log2 %v fastmath<fast> : vector<4xf64>
  // CHECK: math.log2 %{{.*}} fastmath<nnan,ninf> : tensor<?x2xbf16>
  %log2_t = math.log2 %t fastmath<nnan, ninf> : tensor<?x2xbf16>
  // CHECK: math.round %{{.*}} : f32
  %round = math.round %x : f32
  // CHECK: math.round %{{.*}} fastmath<fast> : vector<4xf64>
  %round_v = math.round %v fastmath<fast> : vector<4xf64>
  // CHECK: math.round %{{.*}} fastmath<nnan,ninf> : tensor<?x2xbf16>
  %round_t = math.round %t fastmath<nnan, ninf> : tensor<?x2xbf16>
  // CHECK: math.roundeven %{{.*}} : f32
  %roundeven = math.roundeven %x : f32
  // CHECK: math.roundeven %{{.*}} fastmath<fast> : vector<4xf64>
  %roundeven_v = math.roundeven %v fastmath<fast> : vector<4xf64>
  // CHECK: math.roundeven %{{.*}} fastmath<nnan,ninf> : tensor<?x2xbf16>
  %roundeven_t = math.roundeven %t fastmath<nnan, ninf> : tensor<?x2xbf16>
  // CHECK: math.rsqrt %{{.*}} : f32
  %rsqrt = math.rsqrt %x : f32
  // CHECK: math.rsqrt %{{.*}} fastmath<fast> : vector<4xf64>
  %rsqrt_v = math.rsqrt %v fastmath<fast> : vector<4xf64>
  // CHECK: math.rsqrt %{{.*}} fastmath<nnan,ninf> : tensor<?x2xbf16>
  %rsqrt_t = math.rsqrt %t fastmath<nnan, ninf> : tensor<?x2xbf16>
  // CHECK: math.sin %{{.*}} : f32
  %sin = math.sin %x : f32
  // CHECK: math.sin %{{.*}} fastmath<fast> : vector<4xf64>
  %sin_v = math.sin %v fastmath<fast> : vector<4xf64>
  // CHECK: math.sin %{{.*}} fastmath<nnan,ninf> : tensor<?x2xbf16>
  %sin_t = math.sin %t fastmath<nnan, ninf> : tensor<?x2xbf16>
  // CHECK: math.sinh %{{.*}} : f32
  %sinh = math.sinh %x : f32
  // CHECK: math.sinh %{{.*}} fastmath<fast> : vector<4xf64>
  %sinh_v = math.sinh %v fastmath<fast> : vector<4xf64>
  // CHECK: math.sinh %{{.*}} fastmath<nnan,ninf> : tensor<?x2xbf16>
  %sinh_t = math.sinh %t fastmath<nnan, ninf> : tensor<?x2xbf16>
  // CHECK: math.sqrt %{{.*}} : f32
  %sqrt = math.sqrt %x : f32
  // CHECK: math.sqrt %{{.*}} fastmath<fast> : vector<4xf64>
  %sqrt_v = math.sqrt %v fastmath<fast> : vector<4xf64>
  // CHECK: math.sqrt %{{.*}} fastmath<nnan,ninf> : tensor<?x2xbf16>
  %sqrt_t = math.sqrt %t fastmath<nnan, ninf> : tensor<?x2xbf16>
  // CHECK: math.tan %{{.*}} : f32
  %tan = math.tan %x : f32
  // CHECK: math.tan %{{.*}} fastmath<fast> : vector<4xf64>
  %tan_v = math.tan %v fastmath<fast> : vector<4xf64>
  // CHECK: math.tan %{{.*}} fastmath<nnan,ninf> : tensor<?x2xbf16>
  %tan_t = math.tan %t fastmath<nnan, ninf> : tensor<?x2xbf16>
  // CHECK: math.tanh %{{.*}} : f32
  %tanh = math.tanh %x : f32
  // CHECK: math.tanh %{{.*}} fastmath<fast> : vector<4xf64>
  %tanh_v = math.tanh %v fastmath<fast> : vector<4xf64>
  // CHECK: math.tanh %{{.*}} fastmath<nnan,ninf> : tensor<?x2xbf16>
  %tanh_t = math.tanh %t fastmath<nnan, ninf> : tensor<?x2xbf16>
  // CHECK: math.trunc %{{.*}} : f32
  %trunc = math.trunc %x : f32
  // CHECK: math.trunc %{{.*}} fastmath<fast> : vector<4xf64>
  %trunc_v = math.trunc %v fastmath<fast> : vector<4xf64>
  // CHECK: math.trunc %{{.*}} fastmath<nnan,ninf> : tensor<?x2xbf16>
  %trunc_t = math.trunc %t fastmath<nnan, ninf> : tensor<?x2xbf16>
  // The default flags are not printed.
  // CHECK: math.sqrt %{{.*}} : f32
  %none = math.sqrt %x fastmath<none> : f32
  return
}

// CHECK-LABEL: func.func @float_binary
func.func @float_binary(%x: f64, %y: f64, %v: vector<2xf16>) {
  // CHECK: math.atan2 %{{.*}}, %{{.*}} : f64
  %atan2 = math.atan2 %x, %y : f64
  // CHECK: math.atan2 %{{.*}}, %{{.*}} fastmath<contract> : vector<2xf16>
  %atan2_v = math.atan2 %v, %v fastmath<contract> : vector<2xf16>
  // CHECK: math.copysign %{{.*}}, %{{.*}} : f64
  %copysign = math.copysign %x, %y : f64
  // CHECK: math.copysign %{{.*}}, %{{.*}} fastmath<contract> : vector<2xf16>
  %copysign_v = math.copysign %v, %v fastmath<contract> : vector<2xf16>
  // CHECK: math.powf %{{.*}}, %{{.*}} : f64
  %powf = math.powf %x, %y : f64
  // CHECK: math.powf %{{.*}}, %{{.*}} fastmath<contract> : vector<2xf16>
  %powf_v = math.powf %v, %v fastmath<contract> : vector<2xf16>
  return
}

// CHECK-LABEL: func.func @ternary
func.func @ternary(%a: f32, %b: f32, %c: f32, %v: vector<[4]xf32>) {
  // CHECK: math.fma %{{.*}}, %{{.*}}, %{{.*}} : f32
  %0 = math.fma %a, %b, %c : f32
  // CHECK: math.fma %{{.*}}, %{{.*}}, %{{.*}} fastmath<afn> : vector<[4]xf32>
  %1 = math.fma %v, %v, %v fastmath<afn> : vector<[4]xf32>
  // CHECK: math.clampf %{{.*}} to [%{{.*}}, %{{.*}}] : f32
  %2 = math.clampf %a to [%b, %c] : f32
  // CHECK: math.clampf %{{.*}} to [%{{.*}}, %{{.*}}] fastmath<fast> : vector<[4]xf32>
  %3 = math.clampf %v to [%v, %v] fastmath<fast> : vector<[4]xf32>
  return
}

// CHECK-LABEL: func.func @integer
func.func @integer(%i: i32, %x: index, %v: vector<4xi8>, %t: tensor<3xi64>) {
  // CHECK: math.absi %{{.*}} : i32
  %0 = math.absi %i : i32
  // CHECK: math.ctlz %{{.*}} : index
  %1 = math.ctlz %x : index
  // CHECK: math.cttz %{{.*}} : vector<4xi8>
  %2 = math.cttz %v : vector<4xi8>
  // CHECK: math.ctpop %{{.*}} : tensor<3xi64>
  %3 = math.ctpop %t : tensor<3xi64>
  // CHECK: math.ipowi %{{.*}}, %{{.*}} : i32
  %4 = math.ipowi %i, %i : i32
  // CHECK: math.ipowi %{{.*}}, %{{.*}} : vector<4xi8>
  %5 = math.ipowi %v, %v : vector<4xi8>
  return
}

// CHECK-LABEL: func.func @classification
func.func @classification(%x: f32, %v: vector<4xf16>, %t: tensor<*xf64>) -> (i1, vector<4xi1>, tensor<*xi1>, i1) {
  // CHECK: math.isfinite %{{.*}} : f32
  %0 = math.isfinite %x : f32
  // CHECK: math.isinf %{{.*}} : vector<4xf16>
  %1 = math.isinf %v : vector<4xf16>
  // CHECK: math.isnan %{{.*}} : tensor<*xf64>
  %2 = math.isnan %t : tensor<*xf64>
  // Its flags are not in its format: the dictionary holds them.
  // CHECK: math.isnormal %{{.*}} {fastmath = #arith.fastmath<nnan>} : f32
  %3 = math.isnormal %x {fastmath = #arith.fastmath<nnan>} : f32
  return %0, %1, %2, %3 : i1, vector<4xi1>, tensor<*xi1>, i1
}

// CHECK-LABEL: func.func @sincos_fpowi
func.func @sincos_fpowi(%x: f32, %v: vector<2xf64>, %n: i32, %vn: vector<2xi16>) -> (f32, f32, vector<2xf64>) {
  // CHECK: %sin, %cos = math.sincos %{{.*}} : f32
  %s, %c = math.sincos %x : f32
  // CHECK: %sin_0, %cos_1 = math.sincos %{{.*}} fastmath<afn> : vector<2xf64>
  %vs:2 = math.sincos %v fastmath<afn> : vector<2xf64>
  // CHECK: math.fpowi %{{.*}}, %{{.*}} : f32, i32
  %0 = math.fpowi %x, %n : f32, i32
  // CHECK: math.fpowi %{{.*}}, %{{.*}} fastmath<fast> : vector<2xf64>, vector<2xi16>
  %1 = math.fpowi %v, %vn fastmath<fast> : vector<2xf64>, vector<2xi16>
  return %s, %c, %1 : f32, f32, vector<2xf64>
}
