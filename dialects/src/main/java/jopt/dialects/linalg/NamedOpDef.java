package jopt.dialects.linalg;

import java.util.List;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.ods.OpSpec;

/**
 * The definition of a named structured op: MLIR's parseNamedStructuredOp (common parts, an
 * optional second attr-dict, {@code -> types}, then the body built from the operand types) and
 * printNamedStructuredOp (the body is not printed).
 */
class NamedOpDef extends StructuredOpDef {
  private final int numRegionArgs;
  private final RegionBuilder.Body body;
  private final java.util.function.Function<Operation, LinalgOp> view;

  NamedOpDef(OpSpec spec, int numRegionArgs, RegionBuilder.Body body,
      java.util.function.Function<Operation, LinalgOp> view) {
    super(spec);
    this.numRegionArgs = numRegionArgs;
    this.body = body;
    this.view = view;
  }

  @Override
  LinalgOp view(Operation op) {
    return view.apply(op);
  }

  RegionBuilder.Body body() {
    return body;
  }

  /** MLIR's fold of generic and named ops: memref.cast operands fold into the op. */
  @Override
  public boolean fold(Operation op, java.util.List<jopt.ir.Attribute> operands,
      java.util.List<jopt.ir.rewrite.OpFoldResult> results) {
    return jopt.dialects.memref.MemRefFolding.foldMemRefCast(op);
  }

  /** Parses what comes before the common parts (matmul's {@code indexing_maps = [...]}). */
  void parsePrefix(OpAsmParser p, OperationState result, LinalgAsm.Parsed parsed) {}

  @Override
  public void parse(OpAsmParser p, OperationState result) {
    LinalgAsm.Parsed parsed = new LinalgAsm.Parsed();
    parsed.startLoc = p.getCurrentLocation();
    parsePrefix(p, result, parsed);
    LinalgAsm.parseCommonParts(p, result, getSpec(), true, parsed);
    parsed.parseAttrDict(p, result);
    result.addTypes(p.parseOptionalArrowTypeList());
    int args = parsed.inputTypes.size() + parsed.outputTypes.size();
    if (numRegionArgs != args) {
      throw p.emitError(p.getCurrentLocation(), "[parseNamedStructuredOpRegion] ods-gen generated region expects "
          + numRegionArgs + " args, got " + args);
    }
    try {
      RegionBuilder.fill(p.getContext(), result.addRegion(), parsed.inputTypes, parsed.outputTypes,
          parsed.builderAttrs(result), body);
    } catch (RegionBuilder.BuildError e) {
      throw p.emitError(parsed.startLoc, e.getMessage());
    }
    parsed.checkDuplicates(p);
  }

  /** The attributes the custom form does not print in its attr-dict. */
  List<String> elidedAttrs() {
    return List.of(OpSpec.OPERAND_SEGMENT_SIZES, "linalg.memoized_indexing_maps");
  }

  /** Prints what comes before the attr-dict (matmul's non-default indexing maps). */
  void printPrefix(Operation op, OpAsmPrinter p) {}

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    printPrefix(op, p);
    p.printOptionalAttrDict(op.getAttrDictionary().getValue(), elidedAttrs());
    NamedStructuredOp v = (NamedStructuredOp) view(op);
    LinalgAsm.printCommonParts(p, v.inputs(), v.outputs());
    p.printOptionalArrowTypeList(op.getResultTypes());
  }
}
