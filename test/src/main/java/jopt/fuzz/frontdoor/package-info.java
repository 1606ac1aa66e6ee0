/**
 * The front-door fuzzer: mutated MLIR inputs through jopt and mlir-opt-22, compared.
 *
 * <p>Seeds ({@link jopt.fuzz.frontdoor.SeedCorpus}, {@link jopt.fuzz.frontdoor.SeedPreparation})
 * are the {@code // -----} chunks of lit-tests/ (and of extra directories) in their written and
 * generic forms. A mutant ({@link jopt.fuzz.frontdoor.Mutator}) is one mutation by one operator
 * ({@link jopt.fuzz.frontdoor.Mutation}): operands, results, op names, types, attributes,
 * tokens and lines, found with a simple tokenizer ({@link jopt.fuzz.frontdoor.Tokenizer},
 * {@link jopt.fuzz.frontdoor.Source}, {@link jopt.fuzz.frontdoor.OpSite}). jopt runs in-process
 * with a timeout ({@link jopt.fuzz.frontdoor.JoptRunner}); mlir-opt-22 runs in batches of
 * {@code --split-input-file} inputs whose diagnostics are attributed back to the mutants
 * ({@link jopt.fuzz.frontdoor.MlirOptRunner}, {@link jopt.fuzz.frontdoor.BatchAttribution}).
 * {@link jopt.fuzz.frontdoor.Result} classifies, {@link jopt.fuzz.frontdoor.Report} and
 * {@link jopt.fuzz.frontdoor.TsvWriter} report. Entry point:
 * {@link jopt.fuzz.frontdoor.FrontDoorFuzzer}, run by {@code bench/frontdoor.sh}.
 */
package jopt.fuzz.frontdoor;
