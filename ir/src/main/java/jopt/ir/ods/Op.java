package jopt.ir.ods;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks the typed view class of an op whose definition is an {@link OpSpec} builder chain in a
 * static field of the class ({@code SPEC} unless {@link #spec} says otherwise). jopt's op
 * generator (the annotation processor of module {@code jopt-ods-gen}, run by javac) reads that
 * chain and writes the class the view extends, named after it with {@code Base} appended:
 * {@code of}, {@code isa} and {@code dynCast}, {@code spec()}, an accessor per operand, result,
 * region, successor and attribute group, and a {@code create} that infers the result types
 * the spec determines. See {@code docs/op-definitions.md}.
 *
 * <pre>{@code
 * @Op
 * public final class LoadOp extends LoadOpBase {
 *   public static final OpSpec SPEC = OpSpec.op("memref.load")...build();
 *   LoadOp(Operation op) { super(op); }
 *   public static final class Def extends OpDefinition { ... }   // the hooks
 * }
 * }</pre>
 */
@Retention(RetentionPolicy.SOURCE)
@Target(ElementType.TYPE)
public @interface Op {
  /** The static field holding the op's {@link OpSpec}. */
  String spec() default "SPEC";

  /**
   * The nested class holding the op's hooks (an {@link jopt.ir.OpDefinition}); its traits
   * ({@link jopt.ir.Traits.SameOperandsAndResultType}) let {@code create} infer result types.
   */
  String definition() default "Def";

  /**
   * The class the generated base extends: {@link jopt.ir.ods.OpView} or a subclass of it with a
   * constructor taking the {@link jopt.ir.Operation} (as linalg's {@code LinalgOp}, the view
   * shared by the structured ops). An accessor whose name an instance method without
   * parameters of that class (below {@code OpView}) already has is not generated: the class's
   * method stays, and the view may override it.
   */
  Class<? extends jopt.ir.ods.OpView> superclass() default jopt.ir.ods.OpView.class;
}
