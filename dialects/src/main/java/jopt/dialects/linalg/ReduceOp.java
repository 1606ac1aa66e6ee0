package jopt.dialects.linalg;

import java.util.ArrayList;
import java.util.Arrays;
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
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.RegionDef;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;

/**
 * linalg.reduce: {@code { payload }? ins(...) outs(...) dimensions = [...] attr-dict [(args) {combiner}]};
 * folds the inputs along {@code dimensions} into the inits.
 */
@Op(superclass = LinalgOp.class)
public final class ReduceOp extends ReduceOpBase {
  public static final OpSpec SPEC = OpSpec.op("linalg.reduce")
      .summary("Reduce operator")
      .variadicOperand("inputs", LinalgTypes.TENSOR_OR_MEMREF)
      .variadicOperand("inits", LinalgTypes.TENSOR_OR_MEMREF)
      .attr("dimensions", AttrConstraints.DENSE_I64_ARRAY.confined(
          "i64 dense array attribute should be in increasing order", ReduceOp::strictlySorted))
      .variadicResult("results", LinalgTypes.TENSOR)
      .region("combiner", RegionDef.Blocks.EXACTLY_ONE)
      .sameVariadicOperandSize()
      .build();

  ReduceOp(Operation op) {
    super(op);
  }

  private static boolean strictlySorted(jopt.ir.Attribute a) {
    long[] v = ((DenseArrayAttr) a).asLongs();
    for (int i = 1; i < v.length; i++) {
      if (v[i - 1] >= v[i]) {
        return false;
      }
    }
    return true;
  }

  /**
   * Creates a reduction of {@code inputs} along {@code dimensions} into {@code inits};
   * {@code body} gets the inputs' then the inits' elements and must end with a yield.
   */
  public static ReduceOp create(Builder b, Location loc, List<? extends Value> inputs, List<? extends Value> inits,
      long[] dimensions, GenericOp.BodyBuilder body) {
    OperationState st = SPEC.newState(loc);
    st.addOperands(inputs).addOperands(inits);
    st.addAttribute("dimensions", DenseArrayAttr.i64(dimensions));
    for (Value v : inits) {
      if (v.getType() instanceof RankedTensorType) {
        st.addType(v.getType());
      }
    }
    Region region = st.addRegion();
    ReduceOp op = new ReduceOp(b.create(st));
    GenericOp.buildBody(b, loc, region, inputs, inits, body);
    return op;
  }

  public long[] dimensions() {
    return ((DenseArrayAttr) attr("dimensions")).asLongs();
  }

  @Override
  public List<Value> dpsInputs() {
    return inputs();
  }

  @Override
  public List<Value> dpsInits() {
    return inits();
  }

  @Override
  public List<String> iteratorTypes() {
    List<String> r = new ArrayList<>(Collections.nCopies(LinalgTypes.rank(inputs().get(0).getType()), "parallel"));
    for (long d : dimensions()) {
      r.set((int) d, "reduction");
    }
    return r;
  }

  @Override
  public List<AffineMap> indexingMaps() {
    int rank = LinalgTypes.rank(inputs().get(0).getType());
    List<AffineMap> maps = new ArrayList<>(Collections.nCopies(inputs().size(), IndexingMaps.identity(rank)));
    AffineMap result = IndexingMaps.dropResults(IndexingMaps.identity(rank), dimensions());
    maps.addAll(Collections.nCopies(inits().size(), result));
    return maps;
  }

  /** The definition: both body forms and MLIR's shape and block-argument checks. */
  public static final class Def extends StructuredOpDef {
    public Def() {
      super(SPEC, ReduceOp::of);
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      PayloadForm.ShortForm form = PayloadForm.parseShortForm(p);
      LinalgAsm.Parsed parsed = new LinalgAsm.Parsed();
      LinalgAsm.parseCommonParts(p, result, SPEC, false, parsed);
      MapOp.addTensorResults(result, parsed.outputTypes);
      LinalgAsm.parseDenseI64Array(p, result, parsed, "dimensions");
      parsed.parseAttrDict(p, result);
      if (form != null) {
        PayloadForm.buildBody(p, result.addRegion(), form, new ArrayList<>(result.operands), true, result.location);
      } else {
        PayloadForm.parseLongForm(p, result.addRegion());
      }
      parsed.checkDuplicates(p);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      ReduceOp r = of(op);
      Operation payload = PayloadForm.findPayload(r.combiner().front(), true, r.inputs().size());
      if (payload != null) {
        PayloadForm.printShortForm(p, payload);
      }
      LinalgAsm.printCommonParts(p, r.inputs(), r.inits());
      LinalgAsm.printDenseI64Array(p, "dimensions", r.dimensions());
      LinalgAsm.printAttrDict(p, op, "dimensions");
      if (payload == null) {
        PayloadForm.printLongForm(p, r.combiner());
      }
    }

    @Override
    boolean verifyOp(LinalgOp v) {
      ReduceOp r = (ReduceOp) v;
      Operation op = r.getOperation();
      List<Value> ins = r.inputs();
      List<Value> inits = r.inits();
      if (ins.isEmpty() || inits.isEmpty()) {
        return fail(op, "expects at least one input and one init");
      }
      for (int i = 1; i < ins.size(); i++) {
        if (!Arrays.equals(LinalgTypes.shape(ins.get(i).getType()), LinalgTypes.shape(ins.get(0).getType()))) {
          return fail(op, "expects all inputs to have the same shapes. Shape at input-index " + i
              + " is not equal to the shape at input-index 0.");
        }
      }
      for (int i = 1; i < inits.size(); i++) {
        if (!Arrays.equals(LinalgTypes.shape(inits.get(i).getType()), LinalgTypes.shape(inits.get(0).getType()))) {
          return fail(op, "expects all outputs to have the same shapes. Shape at output-index " + i
              + " is not equal to the shape at output-index 0.");
        }
      }
      long[] inputDims = LinalgTypes.shape(ins.get(0).getType());
      long[] initDims = LinalgTypes.shape(inits.get(0).getType());
      long[] dims = r.dimensions();
      for (long d : dims) {
        if (d < 0 || d >= inputDims.length) {
          return fail(op, "dimensions for reduction should be in the range [0, " + (inputDims.length - 1) + "].");
        }
      }
      List<Long> reduced = new ArrayList<>();
      for (int i = 0; i < inputDims.length; i++) {
        final int k = i;
        if (Arrays.stream(dims).noneMatch(d -> d == k)) {
          reduced.add(inputDims[i]);
        }
      }
      if (reduced.size() != initDims.length) {
        return fail(op, "number of dimensions after reduction " + reduced.size() + " doesn't match the init rank "
            + initDims.length);
      }
      long[] red = reduced.stream().mapToLong(Long::longValue).toArray();
      if (!Arrays.equals(red, initDims)) {
        return fail(op, "init dimensions [" + MapOp.dims(initDims)
            + "] doesn't match input dimensions after reduction [" + MapOp.dims(red) + "]");
      }
      Block block = r.combiner().front();
      if (block.getNumArguments() != op.getNumOperands()) {
        return fail(op, "mismatching number of operands and block arguments");
      }
      for (int i = 0; i < ins.size(); i++) {
        Type element = ((ShapedType) ins.get(i).getType()).getElementType();
        if (!element.equals(block.getArgument(i).getType())) {
          return fail(op, "input element type " + LinalgAsm.quoted(element)
              + " does not match corresponding block argument type " + LinalgAsm.quoted(block.getArgument(i).getType()));
        }
      }
      int first = block.getNumArguments() - inits.size();
      for (int i = 0; i < inits.size(); i++) {
        Type element = ((ShapedType) inits.get(i).getType()).getElementType();
        Type arg = block.getArgument(first + i).getType();
        if (!element.equals(arg)) {
          return fail(op, "output element type " + LinalgAsm.quoted(element)
              + " does not match corresponding block argument type " + LinalgAsm.quoted(arg));
        }
      }
      return true;
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      if (op.getNumResults() > 0) {
        setName.accept(op.getResult(0), "reduced");
      }
    }

    @Override
    public void getAsmBlockArgumentNames(Operation op, Region region, BiConsumer<Value, String> setName) {
      if (region.isEmpty()) {
        return;
      }
      Block b = region.front();
      ReduceOp r = of(op);
      int numIns = r.inputs().size();
      int firstInit = b.getNumArguments() - r.inits().size();
      for (int i = 0; i < b.getNumArguments(); i++) {
        if (i < numIns) {
          setName.accept(b.getArgument(i), "in");
        } else if (i >= firstInit) {
          setName.accept(b.getArgument(i), "init");
        }
      }
    }
  }
}
