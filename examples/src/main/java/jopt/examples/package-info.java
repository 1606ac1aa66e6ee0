/**
 * jopt used as a library ({@link Examples}, one section per task a compiler embedding it has): a
 * custom pass ({@link CountOpsPass}) and a dialect of one op defined as docs/op-definitions.md
 * shows ({@link ToyDialect}). Run and checked by {@code ExamplesTest}; uses only the public API
 * ({@code jopt.api} and what it exports), not installed.
 */
package jopt.examples;
