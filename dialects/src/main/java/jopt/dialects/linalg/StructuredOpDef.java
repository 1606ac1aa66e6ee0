package jopt.dialects.linalg;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import jopt.ir.Block;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.affine.AffineMap;
import jopt.ir.interfaces.ConditionallySpeculatable.Speculatability;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.ods.OpSpec;
import jopt.ir.type.BaseMemRefType;
import jopt.ir.type.MemRefType;
import jopt.ir.type.TensorType;

/**
 * The definition shared by linalg's structured ops: MLIR's DestinationStyleOpInterface and
 * LinalgStructuredInterface checks in their order (the op-level ones before the op's own
 * verify, the structured-interface ones after the body is verified), the implicit
 * {@code linalg.yield}, the memory effects of the buffer operands and MLIR's
 * getGenericSpeculatabilityImpl (speculatable as its body on tensors only). ODS lists their
 * SingleBlockImplicitTerminator before AttrSizedOperandSegments, so a second block is reported
 * before wrong segment sizes.
 */
abstract class StructuredOpDef extends OpDefinition
    implements MemoryEffects, Traits.HasRecursiveMemoryEffects, Traits.SingleBlockImplicitTerminator,
    Traits.SingleBlockFirst,
    jopt.ir.interfaces.RuntimeVerifiableOpInterface, jopt.ir.interfaces.ConditionallySpeculatable {
  private final Function<Operation, LinalgOp> view;

  /** {@code view} makes the op's typed view (its class's {@code of}). */
  StructuredOpDef(OpSpec spec, Function<Operation, LinalgOp> view) {
    super(spec);
    this.view = view;
  }

  /** MLIR's getGenericSpeculatabilityImpl: operands with memory semantics are not speculatable. */
  @Override
  public Speculatability getSpeculatability(Operation op) {
    for (Value v : op.getOperands()) {
      if (v.getType() instanceof BaseMemRefType) {
        return Speculatability.NOT_SPECULATABLE;
      }
    }
    return Speculatability.RECURSIVELY_SPECULATABLE;
  }

  @Override
  public void generateRuntimeVerification(Operation op, jopt.ir.rewrite.Builder builder,
      jopt.ir.Location loc, java.util.function.BiFunction<Operation, String, String> errorMessage) {
    RuntimeOpVerification.structuredOp(op, builder, loc, errorMessage);
  }

  /** The typed view of {@code op}. */
  final LinalgOp view(Operation op) {
    return view.apply(op);
  }

  @Override
  public String implicitTerminatorName() {
    return YieldOp.SPEC.name();
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public final boolean verify(Operation op) {
    // Named ops take indexing_maps as a plain ArrayAttr (as ODS declares them); nothing may read
    // an element of another kind as a map (mlir-opt-22 does, undefined behaviour).
    jopt.ir.Attribute maps = op.getAttr("indexing_maps");
    if (maps != null && IndexingMaps.fromAttr(maps) == null) {
      op.emitOpError("attribute 'indexing_maps' failed to satisfy constraint: AffineMap array attribute");
      return false;
    }
    LinalgOp v = view(op);
    return verifyInterfaces(v) && verifyOp(v);
  }

  /** The checks of op interfaces after LinalgStructuredInterface (fill, contraction). */
  boolean verifyInterfaces(LinalgOp v) {
    return true;
  }

  /** The op's own verify (ODS's hasVerifier). */
  boolean verifyOp(LinalgOp v) {
    return true;
  }

  @Override
  public final boolean verifyRegions(Operation op) {
    LinalgOp v = view(op);
    // DestinationStyleOpInterface and LinalgStructuredInterface verify with regions in MLIR
    // (verifyWithRegions), after the body: an error of the body is reported first.
    return verifyImplicitTerminator(op) && verifyDestinationStyle(v) && verifyPureSemantics(v)
        && verifyStructured(v) && verifyRegionInterfaces(v) && verifyOpRegions(v);
  }

  /** The region checks of op interfaces after LinalgStructuredInterface (contraction). */
  boolean verifyRegionInterfaces(LinalgOp v) {
    return true;
  }

  /** The op's own region verification (ODS's hasRegionVerifier). */
  boolean verifyOpRegions(LinalgOp v) {
    return true;
  }

  /** MLIR's verifyDestinationStyleOpInterface. */
  static boolean verifyDestinationStyle(LinalgOp v) {
    return verifyDestinationStyle(v.getOperation(), v.numDpsInputs(), v.dpsInits());
  }

  /** MLIR's verifyDestinationStyleOpInterface for an op with {@code numInputs} inputs before its inits. */
  static boolean verifyDestinationStyle(Operation op, int numInputs, List<Value> inits) {
    List<Integer> tensorInits = new ArrayList<>();
    for (int i = 0; i < inits.size(); i++) {
      Type t = inits.get(i).getType();
      if (t instanceof TensorType) {
        tensorInits.add(numInputs + i);
      } else if (!(t instanceof BaseMemRefType)) {
        return fail(op, "expected that operand #" + (numInputs + i) + " is a tensor or a memref");
      }
    }
    int tensorResults = 0;
    for (Type t : op.getResultTypes()) {
      if (t instanceof TensorType) {
        tensorResults++;
      }
    }
    if (tensorResults != tensorInits.size()) {
      return fail(op, "expected the number of tensor results (" + tensorResults
          + ") to be equal to the number of output tensors (" + tensorInits.size() + ")");
    }
    for (int k = 0; k < tensorInits.size(); k++) {
      int operand = tensorInits.get(k);
      Type t = op.getOperand(operand).getType();
      Type r = op.getResult(k).getType();
      if (!r.equals(t)) {
        return fail(op, "expected type of operand #" + operand + " (" + LinalgAsm.quoted(t)
            + ") to match type of corresponding result (" + LinalgAsm.quoted(r) + ")");
      }
    }
    return true;
  }

  /** LinalgStructuredInterface's op-level check: no mix of tensor and buffer operands. */
  static boolean verifyPureSemantics(LinalgOp v) {
    if (!v.hasPureTensorSemantics() && !v.hasPureBufferSemantics()) {
      return fail(v.getOperation(), "expected to have pure tensor or buffer semantics");
    }
    return true;
  }

  /** SingleBlockImplicitTerminator's region check. */
  static boolean verifyImplicitTerminator(Operation op) {
    for (Region r : op.getRegions()) {
      if (r.isEmpty()) {
        continue;
      }
      Operation last = r.front().getLastOp();
      if (last != null && last.getName().equals(YieldOp.SPEC.name())) {
        continue;
      }
      op.emitOpError("expects regions to end with 'linalg.yield', found '" + (last == null ? "" : last.getName()) + "'")
          .attachNote(op.getLoc(), "in custom textual format, the absence of terminator implies 'linalg.yield'");
      return false;
    }
    return true;
  }

  /** MLIR's verifyStructuredOpInterface (after the body is verified). */
  static boolean verifyStructured(LinalgOp v) {
    Operation op = v.getOperation();
    if (!IndexingMaps.verify(v)) {
      return false;
    }
    List<AffineMap> maps = v.indexingMaps();
    int numLoops = v.numLoops();
    for (int i = 0; i < op.getNumOperands(); i++) {
      if (maps.get(i).getNumDims() != numLoops) {
        return fail(op, "expected indexing_map #" + i + " to have " + numLoops + " dim(s) to match the number of loops");
      }
    }
    if (op.getNumRegions() != 1 || op.getRegion(0).getBlocks().size() != 1) {
      return fail(op, "expects to have 1 region with 1 block");
    }
    Block block = op.getRegion(0).front();
    if (op.getNumOperands() != block.getNumArguments()) {
      return fail(op, "expected as many non-induction variable region arguments as the number of input/output operands");
    }
    for (int i = 0; i < op.getNumOperands(); i++) {
      Type element = LinalgTypes.shapedElementTypeOrSelf(op.getOperand(i).getType());
      Type arg = block.getArgument(i).getType();
      if (!element.equals(arg)) {
        return fail(op, "expected type of bb argument #" + i + " (" + LinalgAsm.quoted(arg)
            + ") to match element or self type of the corresponding operand (" + LinalgAsm.quoted(element) + ")");
      }
    }
    return true;
  }

  static boolean fail(Operation op, String message) {
    op.emitOpError(message);
    return false;
  }

  /** MLIR's getGenericEffectsImpl: memref inputs read, memref inits read if the body uses them, and written. */
  @Override
  public List<Effect> getEffects(Operation op) {
    // By operand number, without the views' lists: region DCE and the greedy driver ask this of
    // every linalg op on each sweep.
    LinalgOp v = view(op);
    int numInputs = v.numDpsInputs();
    int end = numInputs + v.numDpsInits();
    List<Effect> r = null;
    for (int i = 0; i < end; i++) {
      Value operand = op.getOperand(i);
      if (!(operand.getType() instanceof MemRefType)) {
        continue;
      }
      if (r == null) {
        r = new ArrayList<>(2 * (end - i)); // never grown: at most a read and a write each
      }
      if (i < numInputs || v.payloadUsesValueFromOperand(i)) {
        r.add(new Effect(Kind.READ, operand));
      }
      if (i >= numInputs) {
        r.add(new Effect(Kind.WRITE, operand));
      }
    }
    return r == null ? List.of() : r;
  }
}
