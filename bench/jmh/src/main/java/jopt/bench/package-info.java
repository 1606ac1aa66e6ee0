/**
 * Benchmarks of the parser, verifier, printer and every pass on generated memory IR
 * ({@code bench/gen_memir.py}, {@link Inputs}): {@link StageBench} under JMH
 * ({@code bench/jmh.sh}) and {@link Scaling}, the scaling table (one JVM, increasing sizes).
 * {@link Stage} says what each stage times. A separate Maven project, not part of the build or the
 * tests.
 */
package jopt.bench;
