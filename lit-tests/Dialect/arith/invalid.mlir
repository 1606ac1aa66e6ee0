// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @addi_no_operands() {
  // expected-error @+1 {{'arith.addi' op expected 2 operands, but found 0}}
  %0 = "arith.addi"() : () -> index
  return
}

// -----

func.func @addi_float(%x: f32) {
  // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.addi"(%x, %x) : (f32, f32) -> f32
  return
}

// -----

func.func @addi_mixed(%a: i32, %b: i64) {
  // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return
}

// -----

func.func @muli_unranked_and_ranked(%w: tensor<*xi32>, %t: tensor<4xi32>) {
  // expected-error @+1 {{'arith.muli' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "arith.muli"(%w, %t) : (tensor<*xi32>, tensor<4xi32>) -> tensor<*xi32>
  return
}

// -----

func.func @overflow_property_kind(%a: i32) {
  // expected-error @+1 {{invalid properties {overflowFlags = 1 : i32} for op arith.addi: Invalid attribute `overflowFlags` in property conversion: 1 : i32}}
  %0 = "arith.addi"(%a, %a) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
  return
}

// -----

func.func @overflow_attribute_kind(%a: i32) {
  // expected-error @+1 {{'arith.addi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
  %0 = "arith.addi"(%a, %a) {overflowFlags = 1 : i32} : (i32, i32) -> i32
  return
}

// -----

func.func @no_properties(%a: i32) {
  // expected-error @+1 {{invalid properties {overflowFlags = #arith.overflow<nsw>} for op arith.andi: this operation does not support properties}}
  %0 = "arith.andi"(%a, %a) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
  return
}

// -----

func.func @bad_overflow_keyword(%a: i32) {
  // expected-error @+2 {{custom op 'arith.addi' expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw}}
  // expected-error @+1 {{custom op 'arith.addi' failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
  %0 = arith.addi %a, %a overflow<foo> : i32
  return
}

// -----

func.func @bad_fastmath_token(%x: f32) {
  // expected-error @+2 {{custom op 'arith.addf' expected valid keyword or string}}
  // expected-error @+1 {{custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = arith.addf %x, %x fastmath<1> : f32
  return
}

// -----

func.func @exact_kind(%a: i32) {
  // expected-error @+1 {{'arith.divsi' op attribute 'isExact' failed to satisfy constraint: unit attribute}}
  %0 = "arith.divsi"(%a, %a) {isExact = 1} : (i32, i32) -> i32
  return
}

// -----

func.func @negf_int(%a: i32) {
  // expected-error @+1 {{'arith.negf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.negf"(%a) : (i32) -> i32
  return
}

// -----

func.func @constant_missing_value() {
  // expected-error @+1 {{'arith.constant' op requires attribute 'value'}}
  %0 = "arith.constant"() : () -> i32
  return
}

// -----

func.func @constant_type_mismatch() {
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() {value = 1 : i32} : () -> i64
  return
}

// -----

func.func @constant_signed() {
  // expected-error @+1 {{'arith.constant' op integer return type must be signless}}
  %0 = arith.constant 1 : si32
  return
}

// -----

func.func @constant_untyped() {
  // expected-error @+1 {{'arith.constant' op attribute 'value' failed to satisfy constraint: TypedAttr instance}}
  %0 = "arith.constant"() {value = unit} : () -> i32
  return
}

// -----

func.func @constant_scalable_elements() {
  // expected-error @+1 {{'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat}}
  %0 = arith.constant dense<[1, 2, 3, 4]> : vector<[4]xi32>
  return
}

// -----

func.func @extsi_narrower(%a: i32) {
  // expected-error @+1 {{'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible}}
  %0 = arith.extsi %a : i32 to i16
  return
}

// -----

func.func @extsi_shape(%a: i32) {
  // expected-error @+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = "arith.extsi"(%a) : (i32) -> vector<4xi64>
  return
}

// -----

func.func @extsi_tensor_dims(%t: tensor<4xi32>) {
  // expected-error @+1 {{'arith.extsi' op failed to verify that input and output have the same tensor dimensions}}
  %0 = "arith.extsi"(%t) : (tensor<4xi32>) -> tensor<?xi64>
  return
}

// -----

func.func @index_cast_ints(%a: i32) {
  // expected-error @+1 {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.index_cast %a : i32 to i64
  return
}

// -----

func.func @fptosi_index(%x: f32) {
  // expected-error @+1 {{'arith.fptosi' op result #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = "arith.fptosi"(%x) : (f32) -> index
  return
}

// -----

func.func @truncf_rounding_property(%x: f32) {
  // expected-error @+1 {{invalid properties {roundingmode = 7 : i32} for op arith.truncf: Invalid attribute `roundingmode` in property conversion: 7 : i32}}
  %0 = "arith.truncf"(%x) <{roundingmode = 7 : i32}> : (f32) -> f16
  return
}

// -----

func.func @truncf_attributes_in_name_order(%x: f32) {
  // expected-error @+1 {{'arith.truncf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "arith.truncf"(%x) {roundingmode = 9 : i32, fastmath = 1} : (f32) -> f16
  return
}

// -----

func.func @scaling_extf_narrower(%x: f32, %s: f8E8M0FNU) {
  // expected-error @+1 {{'arith.scaling_extf' op operand types 'f32', 'f8E8M0FNU' and result type 'f16' are cast incompatible}}
  %0 = arith.scaling_extf %x, %s : f32, f8E8M0FNU to f16
  return
}

// -----

func.func @cmpi_predicate_range(%a: i32) {
  // expected-error @+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 12 : i64} : (i32, i32) -> i1
  return
}

// -----

func.func @cmpi_predicate_keyword(%a: i32) {
  // expected-error @+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi foo, %a, %a : i32
  return
}

// -----

func.func @cmpf_predicate_string(%x: f32) {
  // expected-error @+1 {{custom op 'arith.cmpf' invalid predicate attribute specification: "eq"}}
  %0 = arith.cmpf "eq", %x, %x : f32
  return
}

// -----

func.func @cmpi_operand_types(%a: i32, %b: i64) {
  // expected-error @+1 {{'arith.cmpi' op requires all operands to have the same type}}
  %0 = "arith.cmpi"(%a, %b) {predicate = 0 : i64} : (i32, i64) -> i1
  return
}

// -----

func.func @cmpi_result_shape(%a: i32) {
  // expected-error @+1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 0 : i64} : (i32, i32) -> vector<2xi1>
  return
}

// -----

func.func @select_types(%c: i1, %a: i32, %b: i64) {
  // expected-error @+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "arith.select"(%c, %a, %b) : (i1, i32, i64) -> i32
  return
}

// -----

func.func @select_mask_shape(%c: tensor<4xi1>, %t: tensor<?xi32>) {
  // expected-error @+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = "arith.select"(%c, %t, %t) : (tensor<4xi1>, tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
  return
}

// -----

func.func @select_operand_count(%c: i1, %a: i32) {
  // expected-error @+1 {{custom op 'arith.select' expected 3 operands}}
  %0 = arith.select %c, %a : i32
  return
}

// -----

func.func @addui_extended_overflow_scalar(%v: vector<4xi32>) {
  // expected-error @+1 {{'arith.addui_extended' op if an operand is non-scalar, then all results must be non-scalar}}
  %0:2 = "arith.addui_extended"(%v, %v) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, i1)
  return
}

// -----

func.func @mulsi_extended_types(%a: i32) {
  // expected-error @+1 {{'arith.mulsi_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
  %0:2 = "arith.mulsi_extended"(%a, %a) : (i32, i32) -> (i32, i64)
  return
}

// -----

func.func @cast_missing_to(%a: i32) {
  // expected-error @+1 {{custom op 'arith.extui' expected 'to'}}
  %0 = arith.extui %a : i32 i64
  return
}

// -----

func.func @cmpi_float_type(%x: f32) {
  // expected-error @+1 {{custom op 'arith.cmpi' 'lhs' must be signless-integer-like, but got 'f32'}}
  %0 = arith.cmpi eq, %x, %x : f32
  return
}

// -----

func.func @select_mask_encoding(%c: tensor<8xi1, "bar">, %t: tensor<8xi32, "foo">) {
  // expected-error @+1 {{'arith.select' op expected condition type to have the same shape as the result type, expected 'tensor<8xi1, "foo">', but got 'tensor<8xi1, "bar">'}}
  %0 = arith.select %c, %t, %t : tensor<8xi1, "bar">, tensor<8xi32, "foo">
  return
}

// -----

func.func @addi_encoding(%a: tensor<4xi32, "x">, %b: tensor<4xi32, "y">) {
  // expected-error @+1 {{'arith.addi' op requires the same encoding for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (tensor<4xi32, "x">, tensor<4xi32, "y">) -> tensor<4xi32, "x">
  return
}
