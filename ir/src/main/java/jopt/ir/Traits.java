package jopt.ir;

/**
 * Op traits as marker interfaces implemented by an {@link OpDefinition}; checked with
 * {@link Operation#hasTrait}. Names follow MLIR's OpTrait.
 */
public final class Traits {
  private Traits() {}

  /** The op ends a block. */
  public interface IsTerminator {}

  /** The op's regions may not use values defined above it. */
  public interface IsolatedFromAbove {}

  /** The op's regions have no terminator. */
  public interface NoTerminator {}

  /** Each region of the op has at most one block. */
  public interface SingleBlock {}

  /**
   * SingleBlock where ODS lists it before AttrSizedOperandSegments (linalg's structured ops), so
   * it is checked before the segment sizes rather than after them.
   */
  public interface SingleBlockFirst extends SingleBlock {}

  /** The entry block of each region of the op has no arguments (MLIR's NoRegionArguments). */
  public interface NoRegionArguments {}

  /** Each region's block ends with an implicit terminator that the custom form omits. */
  public interface SingleBlockImplicitTerminator extends SingleBlock {
    String implicitTerminatorName();
  }

  /** Memory allocated with alloca in the op's regions is freed when the region exits. */
  public interface AutomaticAllocationScope {}

  /** Opens a new scope of affine dims and symbols (MLIR's AffineScope): func.func. */
  public interface AffineScope {}

  /** The op holds a symbol table (module). */
  public interface SymbolTable {}

  /** The op has no side effects. */
  public interface Pure {}

  /** The op materializes a constant (foldable to its value attribute). */
  public interface ConstantLike {}

  /** The op's memory effects are those of the ops in its regions (scf.for, scf.if). */
  public interface HasRecursiveMemoryEffects {}

  /** The op's regions do not need to dominate their uses (graph regions). */
  public interface HasOnlyGraphRegion {}

  /** Operands are grouped by an {@code operandSegmentSizes} dense i32 array attribute. */
  public interface AttrSizedOperandSegments {}

  /** Results are grouped by a {@code resultSegmentSizes} dense i32 array attribute. */
  public interface AttrSizedResultSegments {}

  /** The op may return to the parent op (terminates a region of a region-branch op). */
  public interface ReturnLike {}

  /**
   * All operands and results have the same type, as MLIR has it: one element type and
   * compatible shapes ({@code tensor<4xf32>} and {@code tensor<?xf32>} match), one encoding.
   */
  public interface SameOperandsAndResultType {}

  /** All operands and results have compatible shapes (MLIR's SameOperandsAndResultShape). */
  public interface SameOperandsAndResultShape {}

  /**
   * The op maps elementwise over vectors and tensors (MLIR's Elementwise, part of
   * ElementwiseMappable): scalar and non-scalar operands and results correspond one to one.
   */
  public interface Elementwise {}

  /**
   * MLIR's ElementwiseMappable (Elementwise, Scalarizable, Vectorizable, Tensorizable): the op on
   * vectors or tensors is the op on their elements, as convert-elementwise-to-linalg asks. It
   * checks nothing itself ({@link Elementwise} is the verified trait).
   */
  public interface ElementwiseMappable {}

  /** All operands have the same type ("requires all operands to have the same type"). */
  public interface SameTypeOperands {}

  /** Operands and results have one element type (the element type of shaped ones, else the type). */
  public interface SameOperandsAndResultElementType {}

  /** The op's value does not depend on the order of its first two operands (MLIR's Commutative). */
  public interface Commutative {}

  /**
   * The iterations of the op's loop regions may run at the same time (scf.parallel, scf.forall),
   * so a buffer of one iteration may not be shared with another. MLIR has no such trait: its
   * region-branch edges of a parallel loop look like a sequential loop's (body back to body).
   */
  public interface ParallelIterations {}

  /** The op must be nested in an op named {@link #parentNames}. */
  public interface HasParent {
    java.util.List<String> parentNames();
  }
}
