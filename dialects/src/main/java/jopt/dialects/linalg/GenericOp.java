package jopt.dialects.linalg;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import jopt.ir.Attribute;
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
import jopt.ir.asm.SourceLoc;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.DictionaryAttr;
import jopt.ir.attr.NamedAttribute;
import jopt.ir.attr.StringAttr;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.RegionDef;
import jopt.ir.ods.TypeConstraints;

/**
 * linalg.generic: {@code {indexing_maps = [...], iterator_types = ["parallel", ...]} ins(...) outs(...)
 * [attrs = {...}] {body} [-> types]}. The iterator types are stored as
 * {@code #linalg.iterator_type<...>} and written as strings in the custom form.
 */
@Op(superclass = LinalgOp.class)
public final class GenericOp extends GenericOpBase {
  public static final OpSpec SPEC = OpSpec.op("linalg.generic")
      .summary("Generic Linalg op form where the key properties of the computation are specified as attributes.")
      .variadicOperand("inputs", TypeConstraints.ANY)
      .variadicOperand("outputs", LinalgTypes.SHAPED)
      .attr("indexing_maps", LinalgTypes.AFFINE_MAP_ARRAY)
      .attr("iterator_types", LinalgTypes.ITERATOR_TYPE_ARRAY)
      .optionalAttr("doc", jopt.ir.ods.AttrConstraints.STRING)
      .optionalAttr("library_call", jopt.ir.ods.AttrConstraints.STRING)
      .variadicResult("result_tensors", LinalgTypes.RANKED_TENSOR)
      .region("region", RegionDef.Blocks.ANY)
      .attrSizedOperandSegments()
      .build();

  /** The attributes the custom form prints in its leading dictionary. */
  static final List<String> TRAIT_ATTRS = List.of("doc", "indexing_maps", "iterator_types", "library_call");

  /** Builds the body: given the block arguments, adds the payload and the {@code linalg.yield}. */
  public interface BodyBuilder {
    void build(Builder b, Location loc, List<Value> args);
  }

  GenericOp(Operation op) {
    super(op);
  }

  /**
   * Creates a generic op; {@code body} (may be null for an empty region) gets one block argument
   * per operand (the element type of memrefs and ranked tensors) and must end with a yield.
   */
  public static GenericOp create(Builder b, Location loc, List<? extends Type> resultTypes, List<? extends Value> inputs,
      List<? extends Value> outputs, List<AffineMap> indexingMaps, List<String> iteratorTypes, BodyBuilder body) {
    OperationState st = SPEC.newState(loc);
    st.addOperands(inputs).addOperands(outputs).addTypes(resultTypes);
    st.addAttribute("indexing_maps", IndexingMaps.toAttr(indexingMaps));
    List<Attribute> iters = new ArrayList<>();
    for (String s : iteratorTypes) {
      iters.add(new IteratorTypeAttr(s));
    }
    st.addAttribute("iterator_types", ArrayAttr.get(iters));
    OpSpec.setOperandSegmentSizes(st, inputs.size(), outputs.size());
    Region region = st.addRegion();
    GenericOp op = new GenericOp(b.create(st));
    if (body != null) {
      buildBody(b, loc, region, inputs, outputs, body);
    }
    return op;
  }

  /** MLIR's buildGenericRegion: arguments at the operands' locations, then {@code body}. */
  static void buildBody(Builder b, Location loc, Region region, List<? extends Value> inputs,
      List<? extends Value> outputs, BodyBuilder body) {
    Builder.InsertPoint ip = b.saveInsertionPoint();
    Block block = region.emplaceBlock();
    for (List<? extends Value> values : List.of(inputs, outputs)) {
      for (Value v : values) {
        block.addArgument(LinalgTypes.elementTypeOrSelf(v.getType()), v.getLoc());
      }
    }
    b.setInsertionPointToEnd(block);
    body.build(b, loc, new ArrayList<>(block.getArguments()));
    b.restoreInsertionPoint(ip);
  }

  @Override
  public List<Value> dpsInputs() {
    return inputs();
  }

  @Override
  public List<Value> dpsInits() {
    return outputs();
  }

  @Override
  public int numDpsInputs() {
    return operandCount(0);
  }

  @Override
  public int numDpsInits() {
    return operandCount(1);
  }

  @Override
  public List<AffineMap> indexingMaps() {
    return IndexingMaps.fromAttr(attr("indexing_maps"));
  }

  @Override
  public List<String> iteratorTypes() {
    List<String> r = new ArrayList<>();
    for (Attribute a : (ArrayAttr) attr("iterator_types")) {
      r.add(((IteratorTypeAttr) a).value());
    }
    return r;
  }

  /** The definition: the custom assembly (the verification is the structured ops'). */
  public static final class Def extends StructuredOpDef {
    public Def() {
      super(SPEC, GenericOp::of);
    }

    /** MLIR's fold of generic and named ops: memref.cast operands fold into the op. */
    @Override
    public boolean fold(Operation op, java.util.List<jopt.ir.Attribute> operands,
        java.util.List<jopt.ir.rewrite.OpFoldResult> results) {
      return jopt.dialects.memref.MemRefFolding.foldMemRefCast(op);
    }

    @Override
    public void getCanonicalizationPatterns(jopt.ir.rewrite.RewritePatternSet patterns) {
      patterns.add(new LinalgPatterns.EraseIdentityLinalgOp(SPEC.name()));
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      LinalgAsm.Parsed parsed = new LinalgAsm.Parsed();
      SourceLoc loc = p.getCurrentLocation();
      parsed.startLoc = loc;
      Attribute dict = p.parseAttribute();
      if (!(dict instanceof DictionaryAttr d)) {
        throw p.emitError(loc, "invalid kind of attribute specified");
      }
      for (NamedAttribute na : d) {
        result.attributes.set(na.name(), na.value());
      }
      if (!(result.attributes.get("iterator_types") instanceof ArrayAttr iters)) {
        throw p.emitError(loc, "expected \"iterator_types\" array attribute");
      }
      List<Attribute> converted = new ArrayList<>();
      for (Attribute a : iters) {
        String s = a instanceof StringAttr sa ? sa.value() : a instanceof IteratorTypeAttr it ? it.value() : "";
        if (!IteratorTypeAttr.isValid(s)) {
          throw p.emitError(p.getCurrentLocation(), "unexpected iterator_type (" + s + ")");
        }
        converted.add(new IteratorTypeAttr(s));
      }
      result.attributes.set("iterator_types", ArrayAttr.get(converted));
      LinalgAsm.parseCommonParts(p, result, SPEC, true, parsed);
      if (p.parseOptionalKeyword("attrs")) {
        p.parseEqual();
        parsed.parseAttrDict(p, result);
      }
      p.parseRegion(result.addRegion(), List.of());
      result.addTypes(p.parseOptionalArrowTypeList());
      parsed.checkDuplicates(p);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print(' ');
      List<NamedAttribute> traits = new ArrayList<>();
      boolean extra = false;
      for (NamedAttribute na : op.getAttrDictionary().getValue()) {
        if (na.name().equals("iterator_types") && na.value() instanceof ArrayAttr arr) {
          List<Attribute> names = new ArrayList<>();
          for (Attribute a : arr) {
            names.add(a instanceof IteratorTypeAttr it ? StringAttr.get(it.value()) : a);
          }
          traits.add(new NamedAttribute(na.name(), ArrayAttr.get(names)));
        } else if (TRAIT_ATTRS.contains(na.name())) {
          traits.add(na);
        } else if (!na.name().equals(OpSpec.OPERAND_SEGMENT_SIZES)) {
          extra = true;
        }
      }
      if (!traits.isEmpty()) {
        p.printAttribute(DictionaryAttr.of(traits));
      }
      GenericOp g = of(op);
      LinalgAsm.printCommonParts(p, g.inputs(), g.outputs());
      if (extra) {
        List<String> elided = new ArrayList<>(TRAIT_ATTRS);
        elided.add(OpSpec.OPERAND_SEGMENT_SIZES);
        p.print(" attrs = ");
        p.printOptionalAttrDict(op.getAttrDictionary().getValue(), elided);
      }
      if (!op.getRegion(0).isEmpty()) {
        p.print(' ').printRegion(op.getRegion(0));
      }
      p.printOptionalArrowTypeList(op.getResultTypes());
    }

    @Override
    public void getAsmBlockArgumentNames(Operation op, Region region, BiConsumer<Value, String> setName) {
      if (region.isEmpty()) {
        return;
      }
      Block b = region.front();
      int numIns = of(op).inputs().size();
      for (int i = 0; i < b.getNumArguments(); i++) {
        setName.accept(b.getArgument(i), i < numIns ? "in" : "out");
      }
    }
  }
}
