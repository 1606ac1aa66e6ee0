/**
 * {@code graph-memory-plan} ({@link GraphMemoryPlanPass}): memory planning of a static dataflow
 * graph of tensors (ONNX models), after jopt's seeds noop-aliasing.md and runtime-aliasing.md.
 * {@link GraphMemoryPlanner} puts every tensor in its bin's arena: metadata-only ops share their
 * input's memory, runtime-aliasing ops (gather, slice, concat, split; {@link RuntimeRules}) alias
 * where the layout allows, groups at fixed distances ({@link AliasGroups}) placed as blocks
 * ({@link BlockPlacer}) by the static planner of {@code jopt.passes.planner}. Ops are classified
 * through {@link jopt.ir.interfaces.GraphAliasingOpInterface} ({@link GraphOpClassifier}); the
 * plan ({@link GraphPlan}) is written onto the IR ({@link PlanAnnotations}), checked by running it
 * ({@link PlanExecution}) and reported ({@link PlanReport}).
 */
package jopt.passes.graphplan;
