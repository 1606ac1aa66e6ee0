/**
 * What the drivers share: LLVM cl's option rules and help ({@link jopt.tools.common.OptionTable}, {@link jopt.tools.common.OptionHelp}), the ONNX input ({@link jopt.tools.common.OnnxInput}), the standard streams and the process's exit, and the start-up warm-up ({@link jopt.tools.common.WarmUp}).
 */
package jopt.tools.common;
