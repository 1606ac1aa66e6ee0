/**
 * merge-alloc's precise mode ({@code merge-alloc{precise=true}}) through the seed's stages
 * ({@link jopt.passes.mergealloc.precise.PreciseStages}): analysis
 * ({@link jopt.passes.mergealloc.precise.PreciseAnalysis}) makes each scope's immutable
 * {@link jopt.passes.mergealloc.stages.LifetimeTrace.ScopeModel} once; admission
 * ({@link jopt.passes.mergealloc.precise.Admission}: one policy on bytes and on sizes as
 * polynomials), planning
 * ({@link jopt.passes.mergealloc.precise.PrecisePlanner}) and rewriting
 * ({@link jopt.passes.mergealloc.precise.ArenaMutator}) only read it. Each stage takes the option
 * values it reads; only {@code PreciseStages} names the stage interfaces. The model's types and
 * the stage interfaces ({@code MergeAllocStages}) are in {@code mergealloc.stages}; this package
 * depends on them, never the other way round.
 */
package jopt.passes.mergealloc.precise;
