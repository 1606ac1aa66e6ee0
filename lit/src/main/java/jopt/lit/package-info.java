/**
 * {@code jopt-lit} ({@link JoptLit}): LLVM lit's internal shell and test runner, with jopt,
 * jopt-run and the Java FileCheck run in one JVM ({@link Tools}). A suite's {@code lit.cfg.py} is
 * read, not run ({@link SuiteConfig}); a test's RUN lines and REQUIRES/UNSUPPORTED/XFAIL
 * ({@link Directives}, {@link FeatureExpr}) are run by {@link TestRunner} through the shell
 * ({@link ShellParser}, {@link ShellExecutor}, lit's {@link Builtins} and {@link Substitutions}).
 * Depends on the tools and filecheck modules only.
 */
package jopt.lit;
