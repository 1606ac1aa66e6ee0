/**
 * The static memory planner of merge-alloc and graph-memory-plan: {@link StaticMemoryPlanner}
 * (graph-compiler's static_memory_planner, a pure function from a {@link MemoryTrace} to a
 * {@link MemorySchedule}, the model for planners), and {@code planner-options=optimal}
 * ({@link OptimalPlanner}: greedy phases and the exact MiniMalloc search, {@link CanonicalSearch},
 * within a {@link SearchBudget}); plans are checked ({@link PlanChecker}) and drawn
 * ({@link PlanPage}). Works on traces, not IR: it imports nothing of {@code jopt.ir}.
 */
package jopt.passes.planner;
