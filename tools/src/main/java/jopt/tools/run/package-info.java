/**
 * The {@code jopt-run} driver ({@link jopt.tools.run.JoptRun}): a function run by the reference interpreter, its arguments and expected results, tensor programs bufferized first, and the ONNX backend suite runner.
 */
package jopt.tools.run;
