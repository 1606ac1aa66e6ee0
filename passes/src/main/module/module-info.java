/**
 * The pass infrastructure ({@code jopt.passmanager}), the production passes and their registry
 * ({@code jopt.passes.Passes}). MLIR's test passes are exported to the command line only.
 */
module jopt.passes {
  requires transitive jopt.ir;
  requires jopt.dialects;
  requires com.google.gson;
  requires java.management;

  exports jopt.passmanager;
  exports jopt.passes;
  exports jopt.passes.analysis;
  exports jopt.passes.bufferization.oneshot;
  exports jopt.passes.bufferization.dealloc;
  exports jopt.passes.bufferization.outparams;
  exports jopt.passes.bufferization.ownership;
  exports jopt.passes.bufferization.placement;
  exports jopt.passes.bufferreuse;
  exports jopt.passes.hlodeallocation;
  exports jopt.passes.hlodeallocation.llvm;
  exports jopt.passes.graphplan;
  exports jopt.passes.mergealloc;
  exports jopt.passes.gcmergealloc;
  exports jopt.passes.mergealloc.lend;
  exports jopt.passes.mergealloc.precise;
  exports jopt.passes.mergealloc.stages;
  exports jopt.passes.planner;
  exports jopt.passes.linalg;
  exports jopt.passes.linalgtoloops;
  exports jopt.passes.affinetostandard;
  exports jopt.passes.licm;
  exports jopt.passes.emptytensortoalloctensor;
  exports jopt.passes.inliner;
  exports jopt.passes.memref;
  exports jopt.passes.splitalloctensors;
  exports jopt.passes.transforms;
  exports jopt.passes.testpasses to jopt.tools;
}
