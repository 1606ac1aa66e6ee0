/**
 * The {@code jopt} driver, an mlir-opt drop-in: {@link jopt.tools.opt.JoptMain} with its command line ({@link jopt.tools.opt.JoptCommandLine}), split input, {@code --verify-diagnostics} and each chunk's processing.
 */
package jopt.tools.opt;
