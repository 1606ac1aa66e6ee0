/**
 * LLVM 22's FileCheck in Java, as a library ({@link FileCheck#check}) and as the {@code FileCheck}
 * command ({@code bin/filecheck}), with the same directives, options, messages, input dump and
 * exit codes. Check files are read by {@link CheckFileReader} into {@link Pattern}s (POSIX EREs
 * translated by {@link Ere} and {@link EreTranslator}, numeric blocks by {@link ExpressionParser}
 * and {@link Numeric}), matched by {@link Checker}, reported by {@link Reporter} and
 * {@link InputDump} with LLVM's SourceMgr layout ({@link Messages}). Plain JDK: depends on no
 * other jopt module.
 */
package jopt.filecheck;
