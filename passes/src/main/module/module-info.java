/**
 * The pass infrastructure ({@code jopt.pass}), the production passes and their registry
 * ({@code jopt.passes.Passes}). MLIR's test passes are exported to the command line only.
 */
module jopt.passes {
  requires transitive jopt.ir;
  requires jopt.dialects;
  requires com.google.gson;
  requires java.management;

  exports jopt.pass;
  exports jopt.passes;
  exports jopt.analysis;
  exports jopt.bufferization.oneshot;
  exports jopt.bufferization.dealloc;
  exports jopt.bufferization.outparams;
  exports jopt.bufferization.ownership;
  exports jopt.bufferization.placement;
  exports jopt.bufferreuse;
  exports jopt.deallocation;
  exports jopt.deallocation.llvm;
  exports jopt.graphplan;
  exports jopt.mergealloc;
  exports jopt.mergealloc.gc;
  exports jopt.mergealloc.planner;
  exports jopt.linalg;
  exports jopt.linalgtoloops;
  exports jopt.affinetostandard;
  exports jopt.licm;
  exports jopt.emptytensortoalloctensor;
  exports jopt.inliner;
  exports jopt.memref;
  exports jopt.splitalloctensors;
  exports jopt.transforms;
  exports jopt.testpasses to jopt.tools;
}
