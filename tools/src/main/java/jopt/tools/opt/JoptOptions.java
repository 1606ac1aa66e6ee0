package jopt.tools.opt;

/**
 * The parsed command line of one jopt invocation.
 *
 * @param splitMarker the {@code --split-input-file} marker, or null when the input is not split
 * @param verifyOnlyExpected {@code --verify-diagnostics=only-expected}: diagnostics that no
 *     expected-* line names are dropped, not reported
 * @param onnxImport how an ONNX input's shapes are fixed ({@code --input-shapes}, {@code --dim-params})
 */
public record JoptOptions(
    String inputFilename,
    String outputFilename,
    boolean allowUnregisteredDialect,
    boolean printOpGeneric,
    boolean printDebugInfo,
    boolean printLocalScope,
    String splitMarker,
    String outputSplitMarker,
    boolean verifyDiagnostics,
    boolean verifyOnlyExpected,
    boolean noImplicitModule,
    PassPipelineOptions passes,
    jopt.onnx.ImportOptions onnxImport) {

  public static final String DEFAULT_SPLIT_MARKER = "// -----";

  public boolean isStdin() {
    return inputFilename.equals("-");
  }

  /** The buffer name used in diagnostics and locations, as LLVM names stdin. */
  public String bufferName() {
    return isStdin() ? "<stdin>" : inputFilename;
  }
}
