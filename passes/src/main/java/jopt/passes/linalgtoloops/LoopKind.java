package jopt.passes.linalgtoloops;

/** The loops a linalg op lowers to: scf.for, affine.for, or scf.parallel with inner scf.for. */
enum LoopKind {
  SCF_FOR,
  AFFINE_FOR,
  SCF_PARALLEL
}
