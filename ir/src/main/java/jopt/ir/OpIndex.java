package jopt.ir;

/**
 * An index a block keeps of its ops (a symbol table body's {@link SymbolIndex}), right for one
 * version of the block ({@link Block#indexVersion}, which moves on every insertion, removal and
 * change the index {@link #reads}): the block keeps it right as ops come and go where it can, so
 * that n look-ups after n insertions do not index the block n times. The block knows it only
 * through this class, generic in the op type so that it sits below the ops it indexes.
 */
abstract class OpIndex<O> {
  /** The block version this index is right for. */
  final int version;

  OpIndex(int version) {
    this.version = version;
  }

  /** Whether this index stays right with {@code op} inserted in its block (then taken in). */
  abstract boolean addIfNew(O op);

  /** Whether this index stays right with {@code op} removed from its block (then dropped). */
  abstract boolean removeIfIndexed(O op);

  /** The same index, right for block version {@code v}. */
  abstract OpIndex<O> at(int v);

  /** Whether a change of attribute {@code name} of an op in the block may make this index wrong. */
  abstract boolean reads(String name);
}
