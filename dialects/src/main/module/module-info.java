/** jopt's dialects, their ops (specs, typed views, builders), types and attributes. */
module jopt.dialects {
  requires transitive jopt.ir;

  exports jopt.dialects;
  exports jopt.dialects.affine;
  exports jopt.dialects.arith;
  exports jopt.dialects.bufferization;
  exports jopt.dialects.builtin;
  exports jopt.dialects.cf;
  exports jopt.dialects.deallocation;
  exports jopt.dialects.dlti;
  exports jopt.dialects.shape;
  exports jopt.dialects.func;
  exports jopt.dialects.linalg;
  exports jopt.dialects.llvm;
  exports jopt.dialects.memref;
  exports jopt.dialects.onnx;
  exports jopt.dialects.scf;
  exports jopt.dialects.tensor;
  exports jopt.dialects.utils;
  exports jopt.dialects.vector;
}
