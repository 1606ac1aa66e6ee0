package jopt.dialects.deallocation;

import jopt.ir.ods.TypeConstraint;
import jopt.ir.ods.TypeConstraints;

/** The type constraints the deallocation ops are declared with, with MLIR-HLO's summaries. */
final class DeallocationConstraints {
  private DeallocationConstraints() {}

  /** The OwnershipIndicatorType TypeDef as a constraint: its summary, buildable. */
  static final TypeConstraint OWNERSHIP = TypeConstraint.exactly("an ownership indicator", OwnershipType.INSTANCE);

  /**
   * What get_buffer and retain's allocs accept: MLIR-HLO declares {@code AnyMemRef} or an
   * ownership indicator for get_buffer and ownership indicators only for the allocs, but older
   * MLIR-HLO used unranked memrefs as ownership indicators and the LLVM lowering reads the
   * buffer of any memref, so jopt accepts ranked and unranked memrefs in both places.
   */
  static final TypeConstraint MEMREF_OR_OWNERSHIP = TypeConstraints.RANKED_OR_UNRANKED_MEMREF.or(OWNERSHIP);

  static final TypeConstraint OWNERSHIP_OR_MEMREF = OWNERSHIP.or(TypeConstraints.RANKED_OR_UNRANKED_MEMREF);
}
