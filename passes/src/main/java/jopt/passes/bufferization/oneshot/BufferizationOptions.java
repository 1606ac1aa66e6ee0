package jopt.passes.bufferization.oneshot;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.type.MemRefType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;
import jopt.ir.type.TensorType;
import jopt.ir.type.UnrankedMemRefType;
import jopt.ir.type.UnrankedTensorType;
import jopt.ir.Type;

/** MLIR's OneShotBufferizationOptions, with the pass options' names and defaults. */
public final class BufferizationOptions {
  public boolean bufferizeFunctionBoundaries = false;
  public LayoutMapOption functionBoundaryTypeConversion = LayoutMapOption.INFER_LAYOUT_MAP;
  public LayoutMapOption unknownTypeConversion = LayoutMapOption.FULLY_DYNAMIC_LAYOUT_MAP;
  public boolean allowReturnAllocsFromLoops = false;
  public boolean allowUnknownOps = false;
  public boolean copyBeforeWrite = false;
  public boolean testAnalysisOnly = false;
  public boolean printConflicts = false;
  public boolean checkParallelRegions = true;
  public long bufferAlignment = 64;
  /** Dialect namespaces allowed to bufferize; empty: all. */
  public List<String> dialectFilter = new ArrayList<>();
  /** Functions bufferized without analysis (copy before every write). */
  public List<String> noAnalysisFuncFilter = new ArrayList<>();
  public BufferizableOps ops = BufferizableOps.withBuiltinModels();
  /** Ops the analysis must leave alone (the functions of no-analysis-func-filter); null: none. */
  public java.util.function.Predicate<Operation> analysisDenied;

  public BufferizationOptions copy() {
    BufferizationOptions o = new BufferizationOptions();
    o.bufferizeFunctionBoundaries = bufferizeFunctionBoundaries;
    o.functionBoundaryTypeConversion = functionBoundaryTypeConversion;
    o.unknownTypeConversion = unknownTypeConversion;
    o.allowReturnAllocsFromLoops = allowReturnAllocsFromLoops;
    o.allowUnknownOps = allowUnknownOps;
    o.copyBeforeWrite = copyBeforeWrite;
    o.testAnalysisOnly = testAnalysisOnly;
    o.printConflicts = printConflicts;
    o.checkParallelRegions = checkParallelRegions;
    o.bufferAlignment = bufferAlignment;
    o.dialectFilter = new ArrayList<>(dialectFilter);
    o.noAnalysisFuncFilter = new ArrayList<>(noAnalysisFuncFilter);
    o.ops = ops;
    o.analysisDenied = analysisDenied;
    return o;
  }

  /** Whether the op may be bufferized: func ops only with function boundaries, then the dialect filter. */
  public boolean isOpAllowed(Operation op) {
    // Asked for every use the analysis looks at: the name's prefix, not a substring made per call.
    if (!bufferizeFunctionBoundaries && op.getName().startsWith("func.")) {
      return false;
    }
    if (analysisDenied != null && analysisDenied.test(op)) {
      return false;
    }
    return dialectFilter.isEmpty() || dialectFilter.contains(op.getDialectNamespace());
  }

  /** The interface of an allowed op, else null. */
  public BufferizableOpInterface dynCastBufferizableOp(Operation op) {
    if (op == null || !isOpAllowed(op)) {
      return null;
    }
    return ops.lookup(op);
  }

  /** The memref type of a tensor whose layout is unknown (the unknown-type-conversion option). */
  public Type unknownTypeConverter(TensorType type, Attribute memorySpace) {
    return convert(type, memorySpace, unknownTypeConversion);
  }

  /** The memref type of a function boundary tensor (function-boundary-type-conversion). */
  public Type functionArgTypeConverter(TensorType type, Attribute memorySpace) {
    return convert(type, memorySpace, functionBoundaryTypeConversion);
  }

  static Type convert(TensorType type, Attribute memorySpace, LayoutMapOption layout) {
    if (type instanceof UnrankedTensorType u) {
      return UnrankedMemRefType.get(u.getElementType(), memorySpace);
    }
    RankedTensorType r = (RankedTensorType) type;
    if (layout == LayoutMapOption.IDENTITY_LAYOUT_MAP) {
      return MemRefType.get(r.getShape(), r.getElementType(), null, memorySpace);
    }
    return Buffers.fullyDynamicLayout(r.getShape(), r.getElementType(), memorySpace);
  }

  static boolean isDynamic(long d) {
    return ShapedType.isDynamic(d);
  }
}
