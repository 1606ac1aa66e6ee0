/**
 * The {@code jopt-translate} driver ({@link jopt.tools.translate.JoptTranslate}): ONNX import.
 */
package jopt.tools.translate;
