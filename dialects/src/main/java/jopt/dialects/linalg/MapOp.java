package jopt.dialects.linalg;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.BiConsumer;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.affine.AffineMap;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.RegionDef;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;

/**
 * linalg.map: {@code { payload }? ins(...) outs(%init : T) attr-dict [(args) {mapper}]}; applies
 * the mapper to the elements of the inputs (and the init) at each index.
 */
@Op(superclass = LinalgOp.class)
public final class MapOp extends MapOpBase {
  public static final OpSpec SPEC = OpSpec.op("linalg.map")
      .summary("Elementwise operations")
      .variadicOperand("inputs", LinalgTypes.TENSOR_OR_MEMREF)
      .operand("init", LinalgTypes.TENSOR_OR_MEMREF)
      .variadicResult("result", LinalgTypes.TENSOR)
      .region("mapper", RegionDef.Blocks.EXACTLY_ONE)
      .build();

  MapOp(Operation op) {
    super(op);
  }

  /**
   * Creates a map of {@code inputs} into {@code init}; {@code body} gets the element of each
   * input and of the init and must end with a yield. A tensor init gives a result.
   */
  public static MapOp create(Builder b, Location loc, List<? extends Value> inputs, Value init,
      GenericOp.BodyBuilder body) {
    OperationState st = SPEC.newState(loc);
    st.addOperands(inputs).addOperand(init);
    if (init.getType() instanceof RankedTensorType) {
      st.addType(init.getType());
    }
    Region region = st.addRegion();
    MapOp op = new MapOp(b.create(st));
    GenericOp.buildBody(b, loc, region, inputs, List.of(init), body);
    return op;
  }

  @Override
  public List<Value> dpsInputs() {
    return inputs();
  }

  @Override
  public List<Value> dpsInits() {
    return List.of(init());
  }

  @Override
  public List<AffineMap> indexingMaps() {
    int rank = LinalgTypes.rank(init().getType());
    return Collections.nCopies(getOperation().getNumOperands(), IndexingMaps.identity(rank));
  }

  @Override
  public List<String> iteratorTypes() {
    return Collections.nCopies(LinalgTypes.rank(init().getType()), "parallel");
  }

  /** The definition: both body forms and MLIR's arity, type and shape checks. */
  public static final class Def extends StructuredOpDef {
    public Def() {
      super(SPEC, MapOp::of);
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      PayloadForm.ShortForm form = PayloadForm.parseShortForm(p);
      LinalgAsm.Parsed parsed = new LinalgAsm.Parsed();
      LinalgAsm.parseCommonParts(p, result, SPEC, false, parsed);
      addTensorResults(result, parsed.outputTypes);
      parsed.parseAttrDict(p, result);
      if (form != null) {
        if (result.operands.isEmpty()) {
          result.addRegion();
        } else {
          PayloadForm.buildBody(p, result.addRegion(), form, new ArrayList<>(result.operands), false,
              result.location);
        }
      } else {
        PayloadForm.parseLongForm(p, result.addRegion());
      }
      parsed.checkDuplicates(p);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      MapOp m = of(op);
      Operation payload = PayloadForm.findPayload(m.mapper().front(), false, m.inputs().size());
      if (payload != null) {
        PayloadForm.printShortForm(p, payload);
      }
      LinalgAsm.printCommonParts(p, m.inputs(), List.of(m.init()));
      LinalgAsm.printAttrDict(p, op);
      if (payload == null) {
        PayloadForm.printLongForm(p, m.mapper());
      }
    }

    @Override
    boolean verifyOp(LinalgOp v) {
      MapOp m = (MapOp) v;
      Block body = m.mapper().front();
      int operands = m.getOperation().getNumOperands();
      if (operands != body.getNumArguments()) {
        return fail(m.getOperation(), "expects number of operands to match the arity of mapper, but got: "
            + operands + " and " + body.getNumArguments());
      }
      for (int i = 0; i < m.inputs().size(); i++) {
        Type element = ((ShapedType) m.getOperation().getOperand(i).getType()).getElementType();
        Type arg = body.getArgument(i).getType();
        if (!arg.equals(element)) {
          return fail(m.getOperation(), "expected element type of input " + LinalgAsm.quoted(element)
              + " to match bbArg type " + LinalgAsm.quoted(arg));
        }
      }
      long[] outShape = LinalgTypes.shape(m.init().getType());
      for (Value in : m.inputs()) {
        long[] shape = LinalgTypes.shape(in.getType());
        if (!java.util.Arrays.equals(shape, outShape)) {
          return fail(m.getOperation(), "expected shape of input (" + dims(shape) + ") to match shape of output ("
              + dims(outShape) + ")");
        }
      }
      return true;
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      if (op.getNumResults() > 0) {
        setName.accept(op.getResult(0), "mapped");
      }
    }

    @Override
    public void getAsmBlockArgumentNames(Operation op, Region region, BiConsumer<Value, String> setName) {
      if (region.isEmpty()) {
        return;
      }
      Block b = region.front();
      int numIns = of(op).inputs().size();
      for (int i = 0; i < b.getNumArguments(); i++) {
        setName.accept(b.getArgument(i), i < numIns ? "in" : "init");
      }
    }
  }

  /** One result per ranked-tensor output (parseDstStyleOp). */
  static void addTensorResults(OperationState result, List<Type> outputTypes) {
    for (Type t : outputTypes) {
      if (t instanceof RankedTensorType) {
        result.addType(t);
      }
    }
  }

  /** A diagnostic's rendering of a shape: {@code 4, -9223372036854775808}. */
  static String dims(long[] shape) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < shape.length; i++) {
      sb.append(i == 0 ? "" : ", ").append(shape[i]);
    }
    return sb.toString();
  }
}
