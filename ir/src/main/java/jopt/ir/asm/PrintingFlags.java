package jopt.ir.asm;

/**
 * Options of the asm printer; MLIR's OpPrintingFlags. Build with {@link #defaults()} and the
 * {@code with*} methods.
 *
 * @param printGenericOpForm print every op in the generic form ({@code --mlir-print-op-generic})
 * @param printDebugInfo print locations ({@code --mlir-print-debuginfo})
 * @param useLocalScope number values from the printed op, print no alias definitions and
 *     write aliasable attributes inline ({@code --mlir-print-local-scope})
 * @param assumeVerified do not verify before printing; when false, IR that fails the verifier
 *     is printed in the generic form (verifier diagnostics are still emitted)
 * @param printUniqueSSAIDs number values uniquely across regions (implied by the generic form)
 * @param skipRegions print regions as {@code {...}}
 */
public record PrintingFlags(boolean printGenericOpForm, boolean printDebugInfo, boolean useLocalScope,
    boolean assumeVerified, boolean printUniqueSSAIDs, boolean skipRegions) {

  private static final PrintingFlags DEFAULTS = new PrintingFlags(false, false, false, true, false, false);

  public static PrintingFlags defaults() {
    return DEFAULTS;
  }

  public PrintingFlags withGenericOpForm(boolean v) {
    return new PrintingFlags(v, printDebugInfo, useLocalScope, assumeVerified, printUniqueSSAIDs, skipRegions);
  }

  public PrintingFlags withDebugInfo(boolean v) {
    return new PrintingFlags(printGenericOpForm, v, useLocalScope, assumeVerified, printUniqueSSAIDs, skipRegions);
  }

  public PrintingFlags withLocalScope(boolean v) {
    return new PrintingFlags(printGenericOpForm, printDebugInfo, v, assumeVerified, printUniqueSSAIDs, skipRegions);
  }

  public PrintingFlags withAssumeVerified(boolean v) {
    return new PrintingFlags(printGenericOpForm, printDebugInfo, useLocalScope, v, printUniqueSSAIDs, skipRegions);
  }

  public PrintingFlags withUniqueSSAIDs(boolean v) {
    return new PrintingFlags(printGenericOpForm, printDebugInfo, useLocalScope, assumeVerified, v, skipRegions);
  }

  public PrintingFlags withSkipRegions(boolean v) {
    return new PrintingFlags(printGenericOpForm, printDebugInfo, useLocalScope, assumeVerified, printUniqueSSAIDs, v);
  }

  /** MLIR numbers uniquely whenever the generic form is printed. */
  public boolean shouldPrintUniqueSSAIDs() {
    return printUniqueSSAIDs || printGenericOpForm;
  }
}
