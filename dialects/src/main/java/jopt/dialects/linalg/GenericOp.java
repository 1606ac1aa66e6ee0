package jopt.dialects.linalg;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;
import jopt.dialects.scf.OpUtils;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.DictionaryAttr;
import jopt.ir.attr.NamedAttribute;
import jopt.ir.attr.StringAttr;
import jopt.ir.interfaces.MemoryEffects;

/**
 * {@code linalg.generic {indexing_maps = [...], iterator_types = ["parallel"]} ins(...) outs(...)
 * [attrs = {...}] {region} [-> types]}. Iterator types are stored as {@code #linalg.iterator_type<...>}
 * and written as strings in the custom form.
 */
public final class GenericOp extends OpDefinition
    implements Traits.AttrSizedOperandSegments, Traits.SingleBlock, MemoryEffects {
  static final List<String> TRAIT_ATTRS = List.of("doc", "indexing_maps", "iterator_types", "library_call");

  public GenericOp() {
    super("linalg.generic");
  }

  @Override
  public Set<String> inherentAttributeNames() {
    return Set.of("doc", "indexing_maps", "iterator_types", "library_call", StructuredOps.SEGMENTS);
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser parser, OperationState result) {
    var loc = parser.getCurrentLocation();
    Attribute dict = parser.parseAttribute();
    if (!(dict instanceof DictionaryAttr d)) {
      throw parser.emitError(loc, "expected attribute dictionary");
    }
    for (NamedAttribute na : d) {
      result.attributes.set(na.name(), na.value());
    }
    List<Attribute> iters = OpUtils.arrayElements(result.attributes.get("iterator_types"));
    if (iters == null) {
      throw parser.emitError(loc, "expected iterator_types array attribute");
    }
    List<Attribute> converted = new ArrayList<>();
    for (Attribute a : iters) {
      String s = a instanceof StringAttr sa ? sa.value() : a instanceof IteratorTypeAttr it ? it.value() : "";
      if (!IteratorTypeAttr.isValid(s)) {
        throw parser.emitError(parser.getCurrentLocation(), "unexpected iterator_type (" + s + ")");
      }
      converted.add(new IteratorTypeAttr(s));
    }
    result.attributes.set("iterator_types", OpUtils.array(converted));
    StructuredOps.parseInsOuts(parser, result);
    if (parser.parseOptionalKeyword("attrs")) {
      parser.parseEqual();
      parser.parseOptionalAttrDict(result.attributes);
    }
    parser.parseRegion(result.addRegion(), List.of());
    OpUtils.parseOptionalArrowTypeList(parser, result.types);
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    List<NamedAttribute> traitAttrs = new ArrayList<>();
    for (NamedAttribute na : op.getAttrDictionary().getValue()) {
      if (na.name().equals("iterator_types")) {
        List<Attribute> names = new ArrayList<>();
        for (Attribute a : OpUtils.arrayElements(na.value())) {
          names.add(a instanceof IteratorTypeAttr it ? StringAttr.get(it.value()) : a);
        }
        traitAttrs.add(new NamedAttribute(na.name(), OpUtils.array(names)));
      } else if (TRAIT_ATTRS.contains(na.name())) {
        traitAttrs.add(na);
      }
    }
    if (!traitAttrs.isEmpty()) {
      p.print(' ').printAttribute(DictionaryAttr.of(traitAttrs));
    }
    StructuredOps.printInsOuts(p, op);
    List<String> elided = new ArrayList<>(TRAIT_ATTRS);
    elided.add(StructuredOps.SEGMENTS);
    boolean extra = false;
    for (NamedAttribute na : op.getAttrDictionary().getValue()) {
      extra |= !elided.contains(na.name());
    }
    if (extra) {
      p.print(" attrs = ");
      p.printOptionalAttrDict(op.getAttrDictionary().getValue(), elided);
    }
    if (!op.getRegion(0).isEmpty()) {
      p.print(' ');
      p.printRegion(op.getRegion(0));
    }
    OpUtils.printOptionalArrowTypeList(p, op.getResultTypes());
  }

  @Override
  public boolean verify(Operation op) {
    if (!OpUtils.verifySegments(op, 2)) {
      return false;
    }
    List<Attribute> maps = OpUtils.arrayElements(op.getAttr("indexing_maps"));
    if (maps == null) {
      op.emitOpError("requires attribute 'indexing_maps'");
      return false;
    }
    if (OpUtils.arrayElements(op.getAttr("iterator_types")) == null) {
      op.emitOpError("requires attribute 'iterator_types'");
      return false;
    }
    int numOperands = op.getNumOperands();
    if (maps.size() != numOperands) {
      op.emitOpError("expected the number of indexing_map (" + maps.size()
          + ") to be equal to the number of input/output operands (" + numOperands + ")");
      return false;
    }
    return StructuredOps.verifyResults(op);
  }

  @Override
  public boolean verifyRegions(Operation op) {
    Region r = op.getRegion(0);
    Block b = OpUtils.body(r);
    if (b == null) {
      op.emitOpError("expected 1 region with 1 block");
      return false;
    }
    if (b.getNumArguments() != op.getNumOperands()) {
      op.emitOpError("expected as many non-induction variable region arguments as the number of input/output operands");
      return false;
    }
    return true;
  }

  @Override
  public void getAsmBlockArgumentNames(Operation op, Region region, BiConsumer<Value, String> setName) {
    Block b = OpUtils.body(region);
    if (b == null) {
      return;
    }
    int numIns = StructuredOps.inputs(op).size();
    for (int i = 0; i < b.getNumArguments(); i++) {
      setName.accept(b.getArgument(i), i < numIns ? "in" : "out");
    }
  }

  @Override
  public List<Effect> getEffects(Operation op) {
    return StructuredOps.effects(op);
  }
}
