package jopt.ir.interfaces;

import java.util.Map;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Value;

/**
 * The inlining hooks most dialects give (MLIR's one-line DialectInlinerInterfaces): every op of
 * the dialect may be inlined anywhere ({@link #OPS}: arith, math, vector, ...), and with {@link
 * #OPS_AND_REGIONS} any region may be inlined into the regions of its ops too (scf, tensor,
 * linalg, memref).
 */
public final class LegalInlining implements DialectInlinerInterface {
  public static final LegalInlining OPS = new LegalInlining(false);
  public static final LegalInlining OPS_AND_REGIONS = new LegalInlining(true);

  private final boolean regions;

  private LegalInlining(boolean regions) {
    this.regions = regions;
  }

  @Override
  public boolean isLegalToInline(Operation op, Region dest, boolean wouldBeCloned, Map<Value, Value> mapping) {
    return true;
  }

  @Override
  public boolean isLegalToInline(Region dest, Region src, boolean wouldBeCloned, Map<Value, Value> mapping) {
    return regions;
  }
}
