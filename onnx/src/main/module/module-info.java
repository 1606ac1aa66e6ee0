/** ONNX's protobuf model format and its import into jopt's onnx dialect. */
module jopt.onnx {
  requires transitive jopt.ir;
  requires transitive jopt.dialects;
  requires transitive com.google.protobuf;

  exports jopt.onnx;
  exports jopt.onnx.proto;
}
