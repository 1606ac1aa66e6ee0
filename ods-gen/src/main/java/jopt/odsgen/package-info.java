/**
 * jopt's op generator, an annotation processor run by javac over the dialects: for each view class
 * annotated {@code @jopt.ir.ods.Op}, {@link OpViewProcessor} reads the op's {@code OpSpec} builder
 * chain from the source ({@link SpecReader}, constants resolved by {@link ConstraintResolver})
 * into an {@link OpModel} and writes the base class the view extends ({@link ViewWriter}): typed
 * accessors and a builder, as ODS generates C++ op classes. Depends on the IR only.
 */
package jopt.odsgen;
