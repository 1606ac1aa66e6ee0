/**
 * MLIR's ub dialect ({@link UBDialect}): {@code ub.poison} with its {@code #ub.poison} attribute
 * ({@link PoisonAttr}, what folders return for a poisoned result) and {@code ub.unreachable}.
 */
package jopt.dialects.ub;
