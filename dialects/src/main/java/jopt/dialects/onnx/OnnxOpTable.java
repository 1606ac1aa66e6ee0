package jopt.dialects.onnx;

/**
 * ONNX's operator schemas, one row per op of onnx-mlir's onnx dialect, written from ONNX's
 * operator specification (docs/Operators.md, docs/Changelog.md): the ops of the default domain
 * that onnx-mlir imports, each at the version onnx-mlir names it for (the newest unsuffixed,
 * older forms as {@code ClipV6}, {@code SqueezeV11}, ...). A row reads
 *
 * <pre>
 * NAME VERSION HISTORY : INPUTS -> OUTPUTS ; ATTRIBUTES ; TYPE-SETS ; RULES
 * </pre>
 *
 * <ul>
 *   <li>VERSION: the ONNX version whose schema the row holds; HISTORY (on the unsuffixed row,
 *       {@code -} on the others): every version ONNX defined of the op up to it.
 *   <li>INPUTS, OUTPUTS: {@code name:T}, where {@code T} names a type set or is an element
 *       type; {@code ?} optional (an operand that may be {@code none}), {@code *} variadic.
 *   <li>ATTRIBUTES: {@code name:kind}, {@code !} required, {@code =value} ONNX's default;
 *       kinds {@code f i s t g fs is ss ts gs sp sps tp tps} (float, int, string, tensor,
 *       graph, their lists, sparse tensor, type proto). Graph attributes are regions.
 *   <li>TYPE-SETS: {@code T=f32,f16,...}: element types of tensors ({@code str} ONNX's string,
 *       {@code c64}/{@code c128} complex), {@code seq} a sequence, {@code opt} an optional,
 *       {@code map}/{@code sparse} what onnx-mlir does not import.
 *   <li>RULES (optional): {@code shape=NAME} the op's shape rule, {@code fold=NAME} its folder,
 *       by their names in {@link OnnxRules}: what the importer and convert-onnx-to-linalg both
 *       know of the op's results ({@link OnnxInference}); {@code mem=noop|elementwise|transpose}
 *       how a graph memory planner may place its result ({@link SimpleOp}; without it, memory of
 *       its own).
 * </ul>
 *
 * Cast's {@code to} is a type attribute (onnx-mlir's import turns the data type into one).
 * MaxPoolSingleOut and BatchNormalizationInferenceMode are onnx-mlir's one-result forms of
 * MaxPool and BatchNormalization, which its importer picks for nodes with one output. Scaler is
 * of the ai.onnx.ml domain; Adagrad, Adam and Momentum of ai.onnx.preview.training (version 1),
 * which onnx-mlir does not import.
 */
final class OnnxOpTable {
  private OnnxOpTable() {}

  static final String ROWS = """
      MaxPoolSingleOut 22 - : X:T -> o_Y:T ; auto_pad:s="NOTSET" ceil_mode:i=0 dilations:is kernel_shape:is=[] pads:is storage_order:i=0 strides:is ; T=f32,f16,f64,bf16,i8,ui8 ; shape=pool
      BatchNormalizationInferenceMode 15 - : X:T scale:T B:T mean:T var:T -> o_Y:T ; epsilon:f=1e-05 momentum:f=0.9 ; T=f32,f16,f64,bf16 ; shape=same mem=elementwise
      Scaler 1 1 : X:T -> Y:f32 ; offset:fs scale:fs ; T=f32,f64,i64,i32 ; shape=same
      Abs 13 1,6,13 : X:T -> Y:T ;  ; T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64 ; shape=same fold=abs mem=elementwise
      Acos 22 7,22 : input:T -> output:T ;  ; T=f32,f16,f64,bf16 ; shape=same mem=elementwise
      Acosh 22 9,22 : input:T -> output:T ;  ; T=f32,f16,f64,bf16 ; shape=same mem=elementwise
      Adagrad 1 1 : R:T1 T:T2 inputs:T3* -> outputs:T3* ; decay_factor:f=0.0 epsilon:f=1e-06 norm_coefficient:f=0.0 ; T1=f32,f64 T2=i64 T3=f32,f64
      Adam 1 1 : R:T1 T:T2 inputs:T3* -> outputs:T3* ; alpha:f=0.9 beta:f=0.999 epsilon:f=1e-06 norm_coefficient:f=0.0 norm_coefficient_post:f=0.0 ; T1=f32,f64 T2=i64 T3=f32,f64
      Add 14 1,6,7,13,14 : A:T B:T -> C:T ;  ; T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64 ; shape=broadcast fold=add mem=elementwise
      And 7 1,7 : A:T B:T -> C:T1 ;  ; T=i1 T1=i1 ; shape=broadcast fold=and mem=elementwise
      ArgMax 13 1,11,12,13 : data:T -> reduced:i64 ; axis:i=0 keepdims:i=1 select_last_index:i=0 ; T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64 ; shape=argReduce
      ArgMin 13 1,11,12,13 : data:T -> reduced:i64 ; axis:i=0 keepdims:i=1 select_last_index:i=0 ; T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64 ; shape=argReduce
      Asin 22 7,22 : input:T -> output:T ;  ; T=f32,f16,f64,bf16 ; shape=same mem=elementwise
      Asinh 22 9,22 : input:T -> output:T ;  ; T=f32,f16,f64,bf16 ; shape=same mem=elementwise
      Atan 22 7,22 : input:T -> output:T ;  ; T=f32,f16,f64,bf16 ; shape=same mem=elementwise
      Atanh 22 9,22 : input:T -> output:T ;  ; T=f32,f16,f64,bf16 ; shape=same mem=elementwise
      Attention 24 23,24 : Q:T1 K:T1 V:T2 attn_mask:U? past_key:T1? past_value:T2? nonpad_kv_seqlen:i64? -> Y:T1 present_key:T1? present_value:T2? qk_matmul_output:T1? ; is_causal:i=0 kv_num_heads:i q_num_heads:i qk_matmul_output_mode:i=0 scale:f softcap:f=0.0 softmax_precision:i ; T1=f32,f16,f64,bf16 T2=f32,f16,f64,bf16 U=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1
      AveragePool 22 1,7,10,11,19,22 : X:T -> Y:T ; auto_pad:s="NOTSET" ceil_mode:i=0 count_include_pad:i=0 dilations:is kernel_shape:is! pads:is strides:is ; T=f32,f16,f64,bf16 ; shape=pool
      BatchNormalization 15 1,6,7,9,14,15 : X:T scale:T1 B:T1 input_mean:T2 input_var:T2 -> Y:T running_mean:T2? running_var:T2? ; epsilon:f=1e-05 momentum:f=0.9 training_mode:i=0 ; T=f32,f16,f64,bf16 T1=f32,f16,f64,bf16 T2=f32,f16,f64,bf16 ; shape=batchNorm
      Bernoulli 22 15,22 : input:T1 -> output:T2 ; dtype:i seed:f ; T1=f32,f16,f64,bf16 T2=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1 ; shape=like
      BitShift 11 11 : X:T Y:T -> Z:T ; direction:s! ; T=ui8,ui16,ui32,ui64 ; shape=broadcast mem=elementwise
      BitwiseAnd 18 18 : A:T B:T -> C:T ;  ; T=i8,i16,i32,i64,ui8,ui16,ui32,ui64 ; shape=broadcast mem=elementwise
      BitwiseNot 18 18 : X:T -> Y:T ;  ; T=i8,i16,i32,i64,ui8,ui16,ui32,ui64 ; shape=same mem=elementwise
      BitwiseOr 18 18 : A:T B:T -> C:T ;  ; T=i8,i16,i32,i64,ui8,ui16,ui32,ui64 ; shape=broadcast mem=elementwise
      BitwiseXor 18 18 : A:T B:T -> C:T ;  ; T=i8,i16,i32,i64,ui8,ui16,ui32,ui64 ; shape=broadcast mem=elementwise
      BlackmanWindow 17 17 : size:T1 -> output:T2 ; output_datatype:i=1 periodic:i=1 ; T1=i32,i64 T2=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64 ; shape=window
      Cast 21 1,6,9,13,19,21 : input:T1 -> output:T2 ; saturate:i=1 to:tp! ; T1=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,f8E4M3FN,f8E4M3FNUZ,f8E5M2,f8E5M2FNUZ,ui4,i4 T2=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,f8E4M3FN,f8E4M3FNUZ,f8E5M2,f8E5M2FNUZ,ui4,i4 ; shape=cast fold=cast mem=elementwise
      CastLike 19 15,19 : input:T1 target_type:T2 -> output:T2 ; saturate:i=1 ; T1=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,f8E4M3FN,f8E4M3FNUZ,f8E5M2,f8E5M2FNUZ T2=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,f8E4M3FN,f8E4M3FNUZ,f8E5M2,f8E5M2FNUZ ; shape=same mem=elementwise
      Ceil 13 1,6,13 : X:T -> Y:T ;  ; T=f32,f16,f64,bf16 ; shape=same fold=ceil mem=elementwise
      Celu 12 12 : X:T -> Y:T ; alpha:f=1.0 ; T=f32 ; shape=same mem=elementwise
      CenterCropPad 18 18 : input_data:T shape:Tind -> output_data:T ; axes:is ; T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128 Tind=i32,i64
      Clip 13 1,6,11,12,13 : input:T min:T? max:T? -> output:T ;  ; T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64 ; shape=same mem=elementwise
      ClipV12 12 - : input:T min:T? max:T? -> output:T ;  ; T=f32,f16,f64,i8,i16,i32,i64,ui8,ui16,ui32,ui64 ; shape=same mem=elementwise
      ClipV11 11 - : input:T min:T? max:T? -> output:T ;  ; T=f32,f16,f64 ; shape=same mem=elementwise
      ClipV6 6 - : input:T -> output:T ; max:f=3.402823e+38 min:f=-3.402823e+38 ; T=f32,f16,f64 ; shape=same mem=elementwise
      Compress 11 9,11 : input:T condition:T1 -> output:T ; axis:i ; T=f32,f16,f64,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128 T1=i1 ; shape=compress
      Concat 13 1,4,11,13 : inputs:T* -> concat_result:T ; axis:i! ; T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128 ; shape=concat fold=concat
      ConcatFromSequence 11 11 : input_sequence:S -> concat_result:T ; axis:i! new_axis:i=0 ; S=seq T=f32,f16,f64,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128
      Constant 19 1,9,11,12,13,19 :  -> output:T ; sparse_value:sp value:t value_float:f value_floats:fs value_int:i value_ints:is value_string:s value_strings:ss ; T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128,f8E4M3FN,f8E4M3FNUZ,f8E5M2,f8E5M2FNUZ ; shape=constant
      ConstantOfShape 20 9,20 : input:T1 -> output:T2 ; value:t ; T1=i64 T2=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,f8E4M3FN,f8E4M3FNUZ,f8E5M2,f8E5M2FNUZ ; shape=constantOfShape fold=constantOfShape
      Conv 22 1,11,22 : X:T W:T B:T? -> Y:T ; auto_pad:s="NOTSET" dilations:is group:i=1 kernel_shape:is pads:is strides:is ; T=f32,f16,f64,bf16 ; shape=conv
      ConvInteger 10 10 : x:T1 w:T2 x_zero_point:T1? w_zero_point:T2? -> y:T3 ; auto_pad:s="NOTSET" dilations:is group:i=1 kernel_shape:is pads:is strides:is ; T1=i8,ui8 T2=i8,ui8 T3=i32 ; shape=conv
      ConvTranspose 22 1,11,22 : X:T W:T B:T? -> Y:T ; auto_pad:s="NOTSET" dilations:is group:i=1 kernel_shape:is output_padding:is output_shape:is pads:is strides:is ; T=f32,f16,f64,bf16 ; shape=convTranspose
      Cos 22 7,22 : input:T -> output:T ;  ; T=f32,f16,f64,bf16 ; shape=same mem=elementwise
      Cosh 22 9,22 : input:T -> output:T ;  ; T=f32,f16,f64,bf16 ; shape=same mem=elementwise
      Col2Im 18 18 : input:T image_shape:i64 block_shape:i64 -> output:T ; dilations:is pads:is strides:is ; T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128
      CumSum 14 11,14 : x:T axis:T2 -> y:T ; exclusive:i=0 reverse:i=0 ; T=f32,f16,f64,bf16,i32,i64,ui32,ui64 T2=i32,i64 ; shape=same
      DeformConv 22 19,22 : X:T W:T offset:T B:T? mask:T? -> Y:T ; dilations:is group:i=1 kernel_shape:is offset_group:i=1 pads:is strides:is ; T=f32,f16,f64,bf16
      DepthToSpace 13 1,11,13 : input:T -> output:T ; blocksize:i! mode:s="DCR" ; T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128 ; shape=depthToSpace
      DequantizeLinear 19 10,13,19 : x:T1 x_scale:T2 x_zero_point:T1? -> y:T2 ; axis:i=1 ; T1=i8,i32,ui8,f8E4M3FN,f8E4M3FNUZ,f8E5M2,f8E5M2FNUZ T2=f32,f16,bf16 ; shape=same
      Det 22 11,22 : X:T -> Y:T ;  ; T=f32,f16,f64,bf16 ; shape=det
      DFT 20 17,20 : input:T1 dft_length:T2? axis:i64? -> output:T1 ; inverse:i=0 onesided:i=0 ; T1=f32,f16,f64,bf16 T2=i32,i64
      DFTV17 17 - : input:T1 dft_length:T2? -> output:T1 ; axis:i=1 inverse:i=0 onesided:i=0 ; T1=f32,f16,f64,bf16 T2=i32,i64
      Div 14 1,6,7,13,14 : A:T B:T -> C:T ;  ; T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64 ; shape=broadcast fold=div mem=elementwise
      Dropout 22 1,6,7,10,12,13,22 : data:T ratio:T1? training_mode:T2? -> output:T mask:T2? ; seed:i ; T=f32,f16,f64,bf16,f8E4M3FN,f8E4M3FNUZ,f8E5M2,f8E5M2FNUZ T1=f32,f16,f64,bf16,f8E4M3FN,f8E4M3FNUZ,f8E5M2,f8E5M2FNUZ T2=i1 ; shape=dropout
      DynamicQuantizeLinear 11 11 : x:T1 -> y:T2 y_scale:f32 y_zero_point:T2 ;  ; T1=f32 T2=ui8 ; shape=dynamicQuantize
      Einsum 12 12 : Inputs:T* -> Output:T ; equation:s! ; T=f32,f16,f64,i8,i16,i32,i64,ui8,ui16,ui32,ui64 ; shape=einsum
      Elu 22 1,6,22 : X:T -> Y:T ; alpha:f=1.0 ; T=f32,f16,f64,bf16 ; shape=same mem=elementwise
      Equal 19 1,7,11,13,19 : A:T B:T -> C:T1 ;  ; T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str T1=i1 ; shape=broadcast fold=equal mem=elementwise
      Erf 13 9,13 : input:T -> output:T ;  ; T=f32,f16,f64,bf16 ; shape=same mem=elementwise
      Exp 13 1,6,13 : input:T -> output:T ;  ; T=f32,f16,f64,bf16 ; shape=same mem=elementwise
      Expand 13 8,13 : input:T shape:i64 -> output:T ;  ; T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128 ; shape=expand fold=expand
      EyeLike 22 9,22 : input:T1 -> output:T2 ; dtype:i k:i=0 ; T1=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1 T2=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1 ; shape=like
      Flatten 21 1,9,11,13,21 : input:T -> output:T ; axis:i=1 ; T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128,f8E4M3FN,f8E4M3FNUZ,f8E5M2,f8E5M2FNUZ,ui4,i4 ; shape=flatten fold=view mem=noop
      Floor 13 1,6,13 : X:T -> Y:T ;  ; T=f32,f16,f64,bf16 ; shape=same fold=floor mem=elementwise
      GRU 22 1,3,7,14,22 : X:T W:T R:T B:T? sequence_lens:T1? initial_h:T? -> Y:T? Y_h:T? ; activation_alpha:fs activation_beta:fs activations:ss clip:f direction:s="forward" hidden_size:i layout:i=0 linear_before_reset:i=0 ; T=f32,f16,f64,bf16 T1=i32 ; shape=rnn
      Gather 13 1,11,13 : data:T indices:Tind -> output:T ; axis:i=0 ; T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128 Tind=i32,i64 ; shape=gather fold=gather
      GatherElements 13 11,13 : data:T indices:Tind -> output:T ; axis:i=0 ; T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128 Tind=i32,i64 ; shape=gatherElements
      GatherND 13 11,12,13 : data:T indices:i64 -> output:T ; batch_dims:i=0 ; T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128 ; shape=gatherND
      Gelu 20 20 : X:T -> Y:T ; approximate:s="none" ; T=f32,f16,f64,bf16 ; shape=same mem=elementwise
      Gemm 13 1,6,7,9,11,13 : A:T B:T C:T? -> Y:T ; alpha:f=1.0 beta:f=1.0 transA:i=0 transB:i=0 ; T=f32,f16,f64,bf16,i32,i64,ui32,ui64 ; shape=gemm
      GlobalAveragePool 22 1,22 : X:T -> Y:T ;  ; T=f32,f16,f64,bf16 ; shape=globalPool
      GlobalLpPool 2 1,2 : X:T -> Y:T ; p:i=2 ; T=f32,f16,f64 ; shape=globalPool
      GlobalMaxPool 22 1,22 : X:T -> Y:T ;  ; T=f32,f16,f64,bf16 ; shape=globalPool
      Greater 13 1,7,9,13 : A:T B:T -> C:T1 ;  ; T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64 T1=i1 ; shape=broadcast fold=greater mem=elementwise
      GreaterOrEqual 16 12,16 : A:T B:T -> C:T1 ;  ; T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64 T1=i1 ; shape=broadcast fold=greaterOrEqual mem=elementwise
      GridSample 22 16,20,22 : X:T1 grid:T2 -> Y:T1 ; align_corners:i=0 mode:s="linear" padding_mode:s="zeros" ; T1=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128 T2=f32,f16,f64,bf16 ; shape=gridSample
      GridSampleV16 16 - : X:T1 grid:T2 -> Y:T1 ; align_corners:i=0 mode:s="bilinear" padding_mode:s="zeros" ; T1=f32,f16,f64,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128 T2=f32,f16,f64 ; shape=gridSample
      GroupNormalization 21 18,21 : X:T scale:T bias:T -> Y:T ; epsilon:f=1e-05 num_groups:i! stash_type:i=1 ; T=f32,f16,f64,bf16 ; shape=same
      GroupNormalizationV18 18 - : X:T scale:T bias:T -> Y:T ; epsilon:f=1e-05 num_groups:i! ; T=f32,f16,f64,bf16 ; shape=same
      HammingWindow 17 17 : size:T1 -> output:T2 ; output_datatype:i=1 periodic:i=1 ; T1=i32,i64 T2=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64 ; shape=window
      HannWindow 17 17 : size:T1 -> output:T2 ; output_datatype:i=1 periodic:i=1 ; T1=i32,i64 T2=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64 ; shape=window
      HardSigmoid 22 1,6,22 : X:T -> Y:T ; alpha:f=0.2 beta:f=0.5 ; T=f32,f16,f64,bf16 ; shape=same mem=elementwise
      Hardmax 13 1,11,13 : input:T -> output:T ; axis:i=-1 ; T=f32,f16,f64,bf16 ; shape=same
      HardSwish 22 14,22 : X:T -> Y:T ;  ; T=f32,f16,f64,bf16 ; shape=same mem=elementwise
      Identity 21 1,13,14,16,19,21 : input:V -> output:V ;  ; V=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128,f8E4M3FN,f8E4M3FNUZ,f8E5M2,f8E5M2FNUZ,ui4,i4,opt,seq ; shape=same fold=view mem=noop
      If 21 1,11,13,16,19,21 : cond:B -> outputs:V* ; else_branch:g! then_branch:g! ; V=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128,f8E4M3FN,f8E4M3FNUZ,f8E5M2,f8E5M2FNUZ,ui4,i4,opt,seq B=i1 ; shape=if
      InstanceNormalization 22 1,6,22 : input:T scale:T B:T -> output:T ; epsilon:f=1e-05 ; T=f32,f16,f64,bf16 ; shape=same
      IsInf 20 10,20 : X:T1 -> Y:T2 ; detect_negative:i=1 detect_positive:i=1 ; T1=f32,f16,f64,bf16,f8E4M3FN,f8E4M3FNUZ,f8E5M2,f8E5M2FNUZ T2=i1 ; shape=same mem=elementwise
      IsNaN 20 9,13,20 : X:T1 -> Y:T2 ;  ; T1=f32,f16,f64,bf16,f8E4M3FN,f8E4M3FNUZ,f8E5M2,f8E5M2FNUZ T2=i1 ; shape=same mem=elementwise
      LayerNormalization 17 17 : X:T Scale:T B:T? -> Y:T Mean:U? InvStdDev:U? ; axis:i=-1 epsilon:f=1e-05 stash_type:i=1 ; T=f32,f16,f64,bf16 U=f32,bf16 ; shape=layerNorm
      LRN 13 1,13 : X:T -> Y:T ; alpha:f=0.0001 beta:f=0.75 bias:f=1.0 size:i! ; T=f32,f16,f64,bf16 ; shape=same
      LSTM 22 1,7,14,22 : X:T W:T R:T B:T? sequence_lens:T1? initial_h:T? initial_c:T? P:T? -> Y:T? Y_h:T? Y_c:T? ; activation_alpha:fs activation_beta:fs activations:ss clip:f direction:s="forward" hidden_size:i input_forget:i=0 layout:i=0 ; T=f32,f16,f64,bf16 T1=i32 ; shape=rnn
      LeakyRelu 16 1,6,16 : X:T -> Y:T ; alpha:f=0.01 ; T=f32,f16,f64,bf16 ; shape=same mem=elementwise
      Less 13 1,7,9,13 : A:T B:T -> C:T1 ;  ; T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64 T1=i1 ; shape=broadcast fold=less mem=elementwise
      LessOrEqual 16 12,16 : A:T B:T -> C:T1 ;  ; T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64 T1=i1 ; shape=broadcast fold=lessOrEqual mem=elementwise
      Log 13 1,6,13 : input:T -> output:T ;  ; T=f32,f16,f64,bf16 ; shape=same mem=elementwise
      LogSoftmax 13 1,11,13 : input:T -> output:T ; axis:i=-1 ; T=f32,f16,f64,bf16 ; shape=same
      Loop 21 1,11,13,16,19,21 : M:I? cond:B? v_initial:V* -> v_final_and_scan_outputs:V* ; body:g! ; V=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128,f8E4M3FN,f8E4M3FNUZ,f8E5M2,f8E5M2FNUZ,ui4,i4,opt,seq I=i64 B=i1 ; shape=loop
      LpNormalization 22 1,22 : input:T -> output:T ; axis:i=-1 p:i=2 ; T=f32,f16,f64,bf16 ; shape=same
      LpPool 22 1,2,11,18,22 : X:T -> Y:T ; auto_pad:s="NOTSET" ceil_mode:i=0 dilations:is kernel_shape:is! p:i=2 pads:is strides:is ; T=f32,f16,f64,bf16 ; shape=pool
      MatMul 13 1,9,13 : A:T B:T -> Y:T ;  ; T=f32,f16,f64,bf16,i32,i64,ui32,ui64 ; shape=matmul
      MatMulInteger 10 10 : A:T1 B:T2 a_zero_point:T1? b_zero_point:T2? -> Y:T3 ;  ; T1=i8,ui8 T2=i8,ui8 T3=i32 ; shape=matmul
      Max 13 1,6,8,12,13 : data_0:T* -> max:T ;  ; T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64 ; shape=broadcast fold=max mem=elementwise
      MaxPool 22 1,8,10,11,12,22 : X:T -> Y:T Indices:I? ; auto_pad:s="NOTSET" ceil_mode:i=0 dilations:is kernel_shape:is! pads:is storage_order:i=0 strides:is ; T=f32,f16,f64,bf16,i8,ui8 I=i64 ; shape=pool
      MaxRoiPool 22 1,22 : X:T rois:T -> Y:T ; pooled_shape:is! spatial_scale:f=1.0 ; T=f32,f16,f64,bf16
      MaxUnpool 22 9,11,22 : X:T1 I:T2 output_shape:T2? -> output:T1 ; kernel_shape:is! pads:is strides:is ; T1=f32,f16,f64,bf16 T2=i64 ; shape=maxUnpool
      Mean 13 1,6,8,13 : data_0:T* -> mean:T ;  ; T=f32,f16,f64,bf16 ; shape=broadcast mem=elementwise
      MeanVarianceNormalization 13 9,13 : X:T -> Y:T ; axes:is=[0,2,3] ; T=f32,f16,f64,bf16 ; shape=same
      MelWeightMatrix 17 17 : num_mel_bins:T1 dft_length:T1 sample_rate:T1 lower_edge_hertz:T2 upper_edge_hertz:T2 -> output:T3 ; output_datatype:i=1 ; T1=i32,i64 T2=f32,f16,f64,bf16 T3=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64
      Min 13 1,6,8,12,13 : data_0:T* -> min:T ;  ; T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64 ; shape=broadcast fold=min mem=elementwise
      Mish 22 18,22 : X:T -> Y:T ;  ; T=f32,f16,f64,bf16 ; shape=same mem=elementwise
      Mod 13 10,13 : A:T B:T -> C:T ; fmod:i=0 ; T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64 ; shape=broadcast fold=mod mem=elementwise
      Momentum 1 1 : R:T1 T:T2 inputs:T3* -> outputs:T3* ; alpha:f! beta:f! mode:s! norm_coefficient:f! ; T1=f32,f64 T2=i64 T3=f32,f64
      Mul 14 1,6,7,13,14 : A:T B:T -> C:T ;  ; T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64 ; shape=broadcast fold=mul mem=elementwise
      Multinomial 22 7,22 : input:T1 -> output:T2 ; dtype:i=6 sample_size:i=1 seed:f ; T1=f32,f16,f64,bf16 T2=i32,i64 ; shape=multinomial
      Neg 13 1,6,13 : X:T -> Y:T ;  ; T=f32,f16,f64,bf16,i8,i16,i32,i64 ; shape=same fold=neg mem=elementwise
      NegativeLogLikelihoodLoss 22 12,13,22 : input:T target:Tind weight:T? -> loss:T ; ignore_index:i reduction:s="mean" ; T=f32,f16,f64,bf16 Tind=i32,i64 ; shape=loss
      NonMaxSuppression 11 10,11 : boxes:f32 scores:f32 max_output_boxes_per_class:i64? iou_threshold:f32? score_threshold:f32? -> selected_indices:i64 ; center_point_box:i=0 ; ; shape=nonMaxSuppression
      NonZero 13 9,13 : X:T -> Y:i64 ;  ; T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128 ; shape=nonZero
      Not 1 1 : X:T -> Y:T ;  ; T=i1 ; shape=same fold=not mem=elementwise
      OneHot 11 9,11 : indices:T1 depth:T2 values:T3 -> output:T3 ; axis:i=-1 ; T1=f32,f16,f64,i8,i16,i32,i64,ui8,ui16,ui32,ui64 T2=f32,f16,f64,i8,i16,i32,i64,ui8,ui16,ui32,ui64 T3=f32,f16,f64,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128 ; shape=oneHot
      Optional 15 15 : input:V? -> output:O ; type:tp ; V=f32,f16,f64,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128,seq O=opt
      OptionalGetElement 18 15,18 : input:O -> output:V ;  ; O=f32,f16,f64,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128,opt,seq V=f32,f16,f64,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128,seq
      OptionalHasElement 18 15,18 : input:O? -> output:B ;  ; O=f32,f16,f64,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128,opt,seq B=i1
      Or 7 1,7 : A:T B:T -> C:T1 ;  ; T=i1 T1=i1 ; shape=broadcast fold=or mem=elementwise
      PRelu 16 1,6,7,9,16 : X:T slope:T -> Y:T ;  ; T=f32,f16,f64,bf16,i32,i64,ui32,ui64 ; shape=same mem=elementwise
      Pad 21 1,2,11,13,18,19,21 : data:T pads:i64 constant_value:T? axes:Tind? -> output:T ; mode:s="constant" ; T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128,f8E4M3FN,f8E4M3FNUZ,f8E5M2,f8E5M2FNUZ,ui4,i4 Tind=i32,i64 ; shape=pad
      PadV18 18 - : data:T pads:i64 constant_value:T? axes:Tind? -> output:T ; mode:s="constant" ; T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128 Tind=i32,i64 ; shape=pad
      PadV13 13 - : data:T pads:i64 constant_value:T? -> output:T ; mode:s="constant" ; T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128 ; shape=pad
      PadV11 11 - : data:T pads:i64 constant_value:T? -> output:T ; mode:s="constant" ; T=f32,f16,f64,i8,i16,i32,i64,ui8,ui16,ui32,ui64 ; shape=pad
      PadV2 2 - : data:T -> output:T ; mode:s="constant" pads:is! value:f=0.0 ; T=f32,f16,f64 ; shape=pad
      Pow 15 1,7,12,13,15 : X:T Y:T1 -> Z:T ;  ; T=f32,f16,f64,bf16,i32,i64 T1=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64 ; shape=broadcast fold=pow mem=elementwise
      QLinearConv 10 10 : x:T1 x_scale:f32 x_zero_point:T1 w:T2 w_scale:f32 w_zero_point:T2 y_scale:f32 y_zero_point:T3 B:T4? -> y:T3 ; auto_pad:s="NOTSET" dilations:is group:i=1 kernel_shape:is pads:is strides:is ; T1=i8,ui8 T2=i8,ui8 T3=i8,ui8 T4=i32 ; shape=conv
      QLinearMatMul 10 10 : a:T1 a_scale:f32 a_zero_point:T1 b:T2 b_scale:f32 b_zero_point:T2 y_scale:f32 y_zero_point:T3 -> y:T3 ;  ; T1=i8,ui8 T2=i8,ui8 T3=i8,ui8 ; shape=matmul
      QuantizeLinear 19 10,13,19 : x:T1 y_scale:T1 y_zero_point:T2? -> y:T2 ; axis:i=1 saturate:i=1 ; T1=f32,f16,bf16,i32 T2=i8,ui8,f8E4M3FN,f8E4M3FNUZ,f8E5M2,f8E5M2FNUZ ; shape=quantize
      RNN 22 1,7,14,22 : X:T W:T R:T B:T? sequence_lens:T1? initial_h:T? -> Y:T? Y_h:T? ; activation_alpha:fs activation_beta:fs activations:ss=["Tanh","Tanh"] clip:f direction:s="forward" hidden_size:i layout:i=0 ; T=f32,f16,f64,bf16 T1=i32 ; shape=rnn
      RandomNormal 22 1,22 :  -> output:T ; dtype:i=1 mean:f=0.0 scale:f=1.0 seed:f shape:is! ; T=f32,f16,f64,bf16 ; shape=randomShape
      RandomNormalLike 22 1,22 : input:T1 -> output:T2 ; dtype:i mean:f=0.0 scale:f=1.0 seed:f ; T1=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128 T2=f32,f16,f64,bf16 ; shape=like
      RandomUniform 22 1,22 :  -> output:T ; dtype:i=1 high:f=1.0 low:f=0.0 seed:f shape:is! ; T=f32,f16,f64,bf16 ; shape=randomShape
      RandomUniformLike 22 1,22 : input:T1 -> output:T2 ; dtype:i high:f=1.0 low:f=0.0 seed:f ; T1=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128 T2=f32,f16,f64,bf16 ; shape=like
      Range 11 11 : start:T limit:T delta:T -> output:T ;  ; T=f32,f64,i16,i32,i64 ; shape=range fold=range
      Reciprocal 13 1,6,13 : X:T -> Y:T ;  ; T=f32,f16,f64,bf16 ; shape=same fold=reciprocal mem=elementwise
      ReduceL1 18 1,11,13,18 : data:T axes:i64? -> reduced:T ; keepdims:i=1 noop_with_empty_axes:i=0 ; T=f32,f16,f64,bf16,i32,i64,ui32,ui64 ; shape=reduce
      ReduceL1V13 13 - : data:T -> reduced:T ; axes:is keepdims:i=1 ; T=f32,f16,f64,bf16,i32,i64,ui32,ui64 ; shape=reduce
      ReduceL2 18 1,11,13,18 : data:T axes:i64? -> reduced:T ; keepdims:i=1 noop_with_empty_axes:i=0 ; T=f32,f16,f64,bf16,i32,i64,ui32,ui64 ; shape=reduce
      ReduceL2V13 13 - : data:T -> reduced:T ; axes:is keepdims:i=1 ; T=f32,f16,f64,bf16,i32,i64,ui32,ui64 ; shape=reduce
      ReduceLogSum 18 1,11,13,18 : data:T axes:i64? -> reduced:T ; keepdims:i=1 noop_with_empty_axes:i=0 ; T=f32,f16,f64,bf16,i32,i64,ui32,ui64 ; shape=reduce
      ReduceLogSumV13 13 - : data:T -> reduced:T ; axes:is keepdims:i=1 ; T=f32,f16,f64,bf16,i32,i64,ui32,ui64 ; shape=reduce
      ReduceLogSumExp 18 1,11,13,18 : data:T axes:i64? -> reduced:T ; keepdims:i=1 noop_with_empty_axes:i=0 ; T=f32,f16,f64,bf16,i32,i64,ui32,ui64 ; shape=reduce
      ReduceLogSumExpV13 13 - : data:T -> reduced:T ; axes:is keepdims:i=1 ; T=f32,f16,f64,bf16,i32,i64,ui32,ui64 ; shape=reduce
      ReduceMax 20 1,11,12,13,18,20 : data:T axes:i64? -> reduced:T ; keepdims:i=1 noop_with_empty_axes:i=0 ; T=f32,f16,f64,bf16,i8,i32,i64,ui8,ui32,ui64,i1 ; shape=reduce
      ReduceMaxV18 18 - : data:T axes:i64? -> reduced:T ; keepdims:i=1 noop_with_empty_axes:i=0 ; T=f32,f16,f64,bf16,i8,i32,i64,ui8,ui32,ui64 ; shape=reduce
      ReduceMaxV13 13 - : data:T -> reduced:T ; axes:is keepdims:i=1 ; T=f32,f16,f64,bf16,i8,i32,i64,ui8,ui32,ui64 ; shape=reduce
      ReduceMean 18 1,11,13,18 : data:T axes:i64? -> reduced:T ; keepdims:i=1 noop_with_empty_axes:i=0 ; T=f32,f16,f64,bf16,i32,i64,ui32,ui64 ; shape=reduce
      ReduceMeanV13 13 - : data:T -> reduced:T ; axes:is keepdims:i=1 ; T=f32,f16,f64,bf16,i32,i64,ui32,ui64 ; shape=reduce
      ReduceMin 20 1,11,12,13,18,20 : data:T axes:i64? -> reduced:T ; keepdims:i=1 noop_with_empty_axes:i=0 ; T=f32,f16,f64,bf16,i8,i32,i64,ui8,ui32,ui64,i1 ; shape=reduce
      ReduceMinV18 18 - : data:T axes:i64? -> reduced:T ; keepdims:i=1 noop_with_empty_axes:i=0 ; T=f32,f16,f64,bf16,i8,i32,i64,ui8,ui32,ui64 ; shape=reduce
      ReduceMinV13 13 - : data:T -> reduced:T ; axes:is keepdims:i=1 ; T=f32,f16,f64,bf16,i8,i32,i64,ui8,ui32,ui64 ; shape=reduce
      ReduceProd 18 1,11,13,18 : data:T axes:i64? -> reduced:T ; keepdims:i=1 noop_with_empty_axes:i=0 ; T=f32,f16,f64,bf16,i32,i64,ui32,ui64 ; shape=reduce
      ReduceProdV13 13 - : data:T -> reduced:T ; axes:is keepdims:i=1 ; T=f32,f16,f64,bf16,i32,i64,ui32,ui64 ; shape=reduce
      ReduceSum 13 1,11,13 : data:T axes:i64? -> reduced:T ; keepdims:i=1 noop_with_empty_axes:i=0 ; T=f32,f16,f64,bf16,i32,i64,ui32,ui64 ; shape=reduce
      ReduceSumV11 11 - : data:T -> reduced:T ; axes:is keepdims:i=1 ; T=f32,f16,f64,i32,i64,ui32,ui64 ; shape=reduce
      ReduceSumSquare 18 1,11,13,18 : data:T axes:i64? -> reduced:T ; keepdims:i=1 noop_with_empty_axes:i=0 ; T=f32,f16,f64,bf16,i32,i64,ui32,ui64 ; shape=reduce
      ReduceSumSquareV13 13 - : data:T -> reduced:T ; axes:is keepdims:i=1 ; T=f32,f16,f64,bf16,i32,i64,ui32,ui64 ; shape=reduce
      Relu 14 1,6,13,14 : X:T -> Y:T ;  ; T=f32,f16,f64,bf16,i8,i16,i32,i64 ; shape=same mem=elementwise
      Reshape 21 1,5,13,14,19,21 : data:T shape:i64 -> reshaped:T ; allowzero:i=0 ; T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128,f8E4M3FN,f8E4M3FNUZ,f8E5M2,f8E5M2FNUZ,ui4,i4 ; shape=reshape fold=view mem=noop
      Resize 19 10,11,13,18,19 : X:T1 roi:T2? scales:f32? sizes:i64? -> Y:T1 ; antialias:i=0 axes:is coordinate_transformation_mode:s="half_pixel" cubic_coeff_a:f=-0.75 exclude_outside:i=0 extrapolation_value:f=0.0 keep_aspect_ratio_policy:s="stretch" mode:s="nearest" nearest_mode:s="round_prefer_floor" ; T1=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128 T2=f32,f16,f64 ; shape=resize
      ResizeV18 18 - : X:T1 roi:T2? scales:f32? sizes:i64? -> Y:T1 ; antialias:i=0 axes:is coordinate_transformation_mode:s="half_pixel" cubic_coeff_a:f=-0.75 exclude_outside:i=0 extrapolation_value:f=0.0 keep_aspect_ratio_policy:s="stretch" mode:s="nearest" nearest_mode:s="round_prefer_floor" ; T1=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128 T2=f32,f16,f64 ; shape=resize
      ResizeV13 13 - : X:T1 roi:T2? scales:f32? sizes:i64? -> Y:T1 ; coordinate_transformation_mode:s="half_pixel" cubic_coeff_a:f=-0.75 exclude_outside:i=0 extrapolation_value:f=0.0 mode:s="nearest" nearest_mode:s="round_prefer_floor" ; T1=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128 T2=f32,f16,f64 ; shape=resize
      ResizeV11 11 - : X:T1 roi:T2 scales:f32 sizes:i64? -> Y:T1 ; coordinate_transformation_mode:s="half_pixel" cubic_coeff_a:f=-0.75 exclude_outside:i=0 extrapolation_value:f=0.0 mode:s="nearest" nearest_mode:s="round_prefer_floor" ; T1=f32,f16,f64,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128 T2=f32,f16,f64 ; shape=resize
      ResizeV10 10 - : X:T scales:f32 -> Y:T ; mode:s="nearest" ; T=f32,f16,f64,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128 ; shape=resize
      ReverseSequence 10 10 : input:T sequence_lens:i64 -> Y:T ; batch_axis:i=1 time_axis:i=0 ; T=f32,f16,f64,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128 ; shape=same
      RoiAlign 22 10,16,22 : X:T1 rois:T1 batch_indices:T2 -> Y:T1 ; coordinate_transformation_mode:s="half_pixel" mode:s="avg" output_height:i=1 output_width:i=1 sampling_ratio:i=0 spatial_scale:f=1.0 ; T1=f32,f16,f64,bf16 T2=i64 ; shape=roiAlign
      Round 22 11,22 : X:T -> Y:T ;  ; T=f32,f16,f64,bf16 ; shape=same mem=elementwise
      Scan 21 8,9,11,16,19,21 : initial_state_and_scan_inputs:V* -> final_state_and_scan_outputs:V* ; body:g! num_scan_inputs:i! scan_input_axes:is scan_input_directions:is scan_output_axes:is scan_output_directions:is ; V=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128,f8E4M3FN,f8E4M3FNUZ,f8E5M2,f8E5M2FNUZ,ui4,i4 ; shape=scan
      Scatter 9 9,11 : data:T indices:Tind updates:T -> output:T ; axis:i=0 ; T=f32,f16,f64,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128 Tind=i32,i64 ; shape=same
      ScatterElements 18 11,13,16,18 : data:T indices:Tind updates:T -> output:T ; axis:i=0 reduction:s="none" ; T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128 Tind=i32,i64 ; shape=same
      ScatterND 18 11,13,16,18 : data:T indices:i64 updates:T -> output:T ; reduction:s="none" ; T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128 ; shape=same
      Selu 22 1,6,22 : X:T -> Y:T ; alpha:f=1.67326 gamma:f=1.0507 ; T=f32,f16,f64,bf16 ; shape=same mem=elementwise
      SequenceAt 11 11 : input_sequence:S position:I -> tensor:T ;  ; S=seq T=f32,f16,f64,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128 I=i32,i64
      SequenceConstruct 11 11 : inputs:T* -> output_sequence:S ;  ; T=f32,f16,f64,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128 S=seq
      SequenceEmpty 11 11 :  -> output:S ; dtype:i ; S=seq
      SequenceErase 11 11 : input_sequence:S position:I? -> output_sequence:S ;  ; S=seq I=i32,i64
      SequenceInsert 11 11 : input_sequence:S tensor:T position:I? -> output_sequence:S ;  ; T=f32,f16,f64,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128 S=seq I=i32,i64
      SequenceLength 11 11 : input_sequence:S -> length:I ;  ; S=seq I=i64
      SequenceMap 17 17 : input_sequence:S additional_inputs:V* -> out_sequence:S* ; body:g! ; S=seq V=f32,f16,f64,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128,seq
      Shape 21 1,13,15,19,21 : data:T -> shape:T1 ; end:i start:i=0 ; T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128,f8E4M3FN,f8E4M3FNUZ,f8E5M2,f8E5M2FNUZ,ui4,i4 T1=i64 ; shape=shape fold=shape
      Shrink 9 9 : input:T -> output:T ; bias:f=0.0 lambd:f=0.5 ; T=f32,f16,f64,i8,i16,i32,i64,ui8,ui16,ui32,ui64 ; shape=same mem=elementwise
      Sigmoid 13 1,6,13 : X:T -> Y:T ;  ; T=f32,f16,f64,bf16 ; shape=same mem=elementwise
      Sign 13 9,13 : input:T -> output:T ;  ; T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64 ; shape=same mem=elementwise
      Sin 22 7,22 : input:T -> output:T ;  ; T=f32,f16,f64,bf16 ; shape=same mem=elementwise
      Sinh 22 9,22 : input:T -> output:T ;  ; T=f32,f16,f64,bf16 ; shape=same mem=elementwise
      Size 21 1,13,19,21 : data:T -> size:T1 ;  ; T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128,f8E4M3FN,f8E4M3FNUZ,f8E5M2,f8E5M2FNUZ,ui4,i4 T1=i64 ; shape=size fold=size
      Slice 13 1,10,11,13 : data:T starts:Tind ends:Tind axes:Tind? steps:Tind? -> output:T ;  ; T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128 Tind=i32,i64 ; shape=slice fold=slice
      Softmax 13 1,11,13 : input:T -> output:T ; axis:i=-1 ; T=f32,f16,f64,bf16 ; shape=same
      SoftmaxV11 11 - : input:T -> output:T ; axis:i=1 ; T=f32,f16,f64 ; shape=same
      SoftmaxCrossEntropyLoss 13 12,13 : scores:T labels:Tind weights:T? -> output:T log_prob:T? ; ignore_index:i reduction:s="mean" ; T=f32,f16,f64,bf16 Tind=i32,i64 ; shape=loss
      Softplus 22 1,22 : X:T -> Y:T ;  ; T=f32,f16,f64,bf16 ; shape=same mem=elementwise
      Softsign 22 1,22 : input:T -> output:T ;  ; T=f32,f16,f64,bf16 ; shape=same mem=elementwise
      SpaceToDepth 13 1,13 : input:T -> output:T ; blocksize:i! ; T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128 ; shape=spaceToDepth
      Split 18 1,2,11,13,18 : input:T split:i64? -> outputs:T* ; axis:i=0 num_outputs:i ; T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128 ; shape=split
      SplitV13 13 - : input:T split:i64? -> outputs:T* ; axis:i=0 ; T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128 ; shape=split
      SplitV11 11 - : input:T -> outputs:T* ; axis:i=0 split:is ; T=f32,f16,f64,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128 ; shape=split
      SplitToSequence 11 11 : input:T split:I? -> output_sequence:S ; axis:i=0 keepdims:i=1 ; T=f32,f16,f64,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128 I=i32,i64 S=seq
      Sqrt 13 1,6,13 : X:T -> Y:T ;  ; T=f32,f16,f64,bf16 ; shape=same fold=sqrt mem=elementwise
      Squeeze 21 1,11,13,21 : data:T axes:i64? -> squeezed:T ;  ; T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128,f8E4M3FN,f8E4M3FNUZ,f8E5M2,f8E5M2FNUZ,ui4,i4 ; shape=squeeze fold=view mem=noop
      SqueezeV11 11 - : data:T -> squeezed:T ; axes:is ; T=f32,f16,f64,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128 ; shape=squeeze fold=view mem=noop
      StringNormalizer 10 10 : X:str -> Y:str ; case_change_action:s="NONE" is_case_sensitive:i=0 locale:s stopwords:ss ; 
      STFT 17 17 : signal:T1 frame_step:T2 window:T1? frame_length:T2? -> output:T1 ; onesided:i=1 ; T1=f32,f16,f64,bf16 T2=i32,i64
      Sub 14 1,6,7,13,14 : A:T B:T -> C:T ;  ; T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64 ; shape=broadcast fold=sub mem=elementwise
      Sum 13 1,6,8,13 : data_0:T* -> sum:T ;  ; T=f32,f16,f64,bf16 ; shape=broadcast mem=elementwise
      Tan 22 7,22 : input:T -> output:T ;  ; T=f32,f16,f64,bf16 ; shape=same mem=elementwise
      Tanh 13 1,6,13 : input:T -> output:T ;  ; T=f32,f16,f64,bf16 ; shape=same mem=elementwise
      TfIdfVectorizer 9 9 : X:T -> Y:T1 ; max_gram_length:i! max_skip_count:i! min_gram_length:i! mode:s! ngram_counts:is! ngram_indexes:is! pool_int64s:is pool_strings:ss weights:fs ; T=i32,i64,str T1=f32 ; shape=tfIdfVectorizer
      ThresholdedRelu 22 10,22 : X:T -> Y:T ; alpha:f=1.0 ; T=f32,f16,f64,bf16 ; shape=same mem=elementwise
      Tile 13 1,6,13 : input:T repeats:T1 -> output:T ;  ; T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128 T1=i64 ; shape=tile
      TopK 11 1,10,11 : X:T K:i64 -> Values:T Indices:I ; axis:i=-1 largest:i=1 sorted:i=1 ; T=f32,f16,f64,i8,i16,i32,i64,ui8,ui16,ui32,ui64 I=i64 ; shape=topK
      Transpose 21 1,13,21 : data:T -> transposed:T ; perm:is ; T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128,f8E4M3FN,f8E4M3FNUZ,f8E5M2,f8E5M2FNUZ,ui4,i4 ; shape=transpose fold=transpose mem=transpose
      Trilu 14 14 : input:T k:i64? -> output:T ; upper:i=1 ; T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128 ; shape=same
      Unique 11 11 : X:T -> Y:T indices:i64? inverse_indices:i64? counts:i64? ; axis:i sorted:i=1 ; T=f32,f16,f64,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128 ; shape=unique
      Unsqueeze 21 1,11,13,21 : data:T axes:i64 -> expanded:T ;  ; T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128,f8E4M3FN,f8E4M3FNUZ,f8E5M2,f8E5M2FNUZ,ui4,i4 ; shape=unsqueeze fold=view mem=noop
      UnsqueezeV11 11 - : data:T -> expanded:T ; axes:is! ; T=f32,f16,f64,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128 ; shape=unsqueeze fold=view mem=noop
      Upsample 9 1,7,9,10 : X:T scales:f32 -> Y:T ; mode:s="nearest" ; T=f32,f16,f64,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128 ; shape=resize
      UpsampleV7 7 - : X:T -> Y:T ; mode:s="nearest" scales:fs! ; T=f32,f16,f64,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128 ; shape=resize
      Where 16 9,16 : condition:B X:T Y:T -> output:T ;  ; B=i1 T=f32,f16,f64,bf16,i8,i16,i32,i64,ui8,ui16,ui32,ui64,i1,str,c64,c128 ; shape=broadcast fold=where mem=elementwise
      Xor 7 1,7 : A:T B:T -> C:T1 ;  ; T=i1 T1=i1 ; shape=broadcast fold=xor mem=elementwise
      """;
}
