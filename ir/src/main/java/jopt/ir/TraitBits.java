package jopt.ir;

/**
 * The traits and interfaces the verifier asks of every op, as bits of one int per op definition
 * ({@link OpDefinition#traitBits}). Each is a Java interface the definition implements; under
 * C1 a failed interface check calls a runtime stub, and ten of them per op were about 2% of
 * verifying a module of a million ops.
 */
public final class TraitBits {
  public static final int IS_TERMINATOR = 1;
  public static final int SAME_OPERANDS_AND_RESULT_TYPE = 1 << 1;
  public static final int SAME_TYPE_OPERANDS = 1 << 2;
  public static final int SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE = 1 << 3;
  public static final int HAS_PARENT = 1 << 4;
  public static final int SINGLE_BLOCK = 1 << 5;
  public static final int SINGLE_BLOCK_FIRST = 1 << 6;
  public static final int NO_REGION_ARGUMENTS = 1 << 7;
  public static final int NO_TERMINATOR = 1 << 8;
  public static final int REGION_BRANCH = 1 << 9;
  public static final int SYMBOL_TABLE = 1 << 10;
  public static final int SAME_OPERANDS_AND_RESULT_SHAPE = 1 << 11;
  public static final int ELEMENTWISE = 1 << 12;
  /** Set once the bits are known (a definition with none still has this one). */
  static final int KNOWN = 1 << 30;

  private TraitBits() {}
}
