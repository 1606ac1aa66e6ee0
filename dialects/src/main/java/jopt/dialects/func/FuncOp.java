package jopt.dialects.func;

import java.util.List;
import jopt.ir.attr.DictionaryAttr;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.Attribute;
import java.util.ArrayList;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.StringAttr;
import jopt.ir.attr.TypeAttr;
import jopt.ir.interfaces.FunctionOpInterface;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.RegionDef;
import jopt.ir.type.FunctionType;

/**
 * {@code func.func [private] @f(%arg0: t {attrs}, ...) -> (t {attrs}) attributes {...} {body}};
 * a declaration has no body. The entry block arguments are the signature's inputs.
 */
@Op
public final class FuncOp extends FuncOpBase {
  public static final String NAME = "func.func";
  public static final OpSpec SPEC = OpSpec.op(NAME)
      .summary("An operation with a name containing a single `SSACFG` region")
      .attr("sym_name", AttrConstraints.SYMBOL_NAME)
      .attr("function_type", AttrConstraints.FUNCTION_TYPE)
      .optionalAttr("sym_visibility", AttrConstraints.STRING)
      .optionalAttr("arg_attrs", AttrConstraints.DICT_ARRAY)
      .optionalAttr("res_attrs", AttrConstraints.DICT_ARRAY)
      .optionalAttr("no_inline", AttrConstraints.UNIT)
      .region("body", RegionDef.Blocks.ANY)
      .build();

  FuncOp(Operation op) {
    super(op);
  }

  /**
   * Creates {@code func.func @name} of {@code type}; with {@code withBody} the body gets an
   * entry block whose arguments are the inputs, else the function is a private declaration.
   */
  public static FuncOp create(Builder b, Location loc, String name, FunctionType type, boolean withBody) {
    OperationState st = SPEC.newState(loc);
    st.attributes.set("sym_name", StringAttr.get(name));
    st.attributes.set("function_type", new TypeAttr(type));
    Region body = st.addRegion();
    if (withBody) {
      Block entry = body.emplaceBlock();
      for (Type t : type.inputs()) {
        entry.addArgument(t, loc);
      }
    } else {
      st.attributes.set("sym_visibility", StringAttr.get("private"));
    }
    return new FuncOp(b.create(st));
  }

  public FunctionType functionType() {
    return getFunctionType(getOperation());
  }

  public boolean isExternal() {
    return body().isEmpty();
  }

  /** The signature, or null when {@code function_type} is missing or malformed. */
  public static FunctionType getFunctionType(Operation op) {
    return op.getAttr("function_type") instanceof TypeAttr t && t.value() instanceof FunctionType f ? f : null;
  }

  /**
   * MLIR's setFunctionType (function interface): sets the type; {@code arg_attrs} and
   * {@code res_attrs} follow the new counts (cut, or padded with empty dictionaries; dropped for
   * no arguments or results, or when only empty dictionaries remain).
   */
  public static void setFunctionType(Operation op, FunctionType type) {
    FunctionType old = getFunctionType(op);
    op.setAttr("function_type", new TypeAttr(type));
    resizeAttrDicts(op, "arg_attrs", old.getInputs().size(), type.getInputs().size());
    resizeAttrDicts(op, "res_attrs", old.getResults().size(), type.getResults().size());
  }

  private static void resizeAttrDicts(Operation op, String name, int oldCount, int newCount) {
    if (oldCount == newCount) {
      return;
    }
    if (newCount == 0) {
      op.removeAttr(name);
      return;
    }
    if (!(op.getAttr(name) instanceof ArrayAttr attrs)) {
      return;
    }
    List<Attribute> dicts = new ArrayList<>(attrs.value());
    while (dicts.size() > newCount) {
      dicts.remove(dicts.size() - 1);
    }
    while (dicts.size() < newCount) {
      dicts.add(DictionaryAttr.empty());
    }
    setAllAttrDicts(op, name, dicts);
  }

  /** Sets {@code name} to {@code dicts}, or removes it when every dictionary is empty (MLIR's rule). */
  private static void setAllAttrDicts(Operation op, String name, List<Attribute> dicts) {
    for (Attribute d : dicts) {
      if (!(d instanceof DictionaryAttr dict) || !dict.isEmpty()) {
        op.setAttr(name, ArrayAttr.get(dicts));
        return;
      }
    }
    op.removeAttr(name);
  }

  /** MLIR's setArgAttrs: the attribute dictionary of argument {@code index}. */
  public static void setArgAttrs(Operation op, int index, DictionaryAttr attrs) {
    int numArgs = getFunctionType(op).getInputs().size();
    if (!(op.getAttr("arg_attrs") instanceof ArrayAttr all)) {
      if (attrs.isEmpty()) {
        return;
      }
      List<Attribute> dicts = new ArrayList<>();
      for (int i = 0; i < numArgs; i++) {
        dicts.add(i == index ? attrs : DictionaryAttr.empty());
      }
      op.setAttr("arg_attrs", ArrayAttr.get(dicts));
      return;
    }
    if (all.value().get(index).equals(attrs)) {
      return;
    }
    List<Attribute> dicts = new ArrayList<>(all.value());
    dicts.set(index, attrs);
    setAllAttrDicts(op, "arg_attrs", dicts);
  }

  /** MLIR's setArgAttr: attribute {@code name} of argument {@code index} set to {@code value}. */
  public static void setArgAttr(Operation op, int index, String name, Attribute value) {
    DictionaryAttr d = jopt.ir.ods.format.FunctionSignature.dictAt(op, "arg_attrs", index);
    DictionaryAttr current = d == null ? DictionaryAttr.empty() : d;
    if (!value.equals(current.get(name))) {
      setArgAttrs(op, index, current.with(name, value));
    }
  }

  /** MLIR's eraseResults: drops the results at {@code indices} from the type and {@code res_attrs}. */
  public static void eraseResults(Operation op, java.util.BitSet indices) {
    FunctionType type = getFunctionType(op);
    List<Type> results = new ArrayList<>();
    for (int i = 0; i < type.getResults().size(); i++) {
      if (!indices.get(i)) {
        results.add(type.getResults().get(i));
      }
    }
    if (op.getAttr("res_attrs") instanceof ArrayAttr attrs) {
      List<Attribute> kept = new ArrayList<>();
      for (int i = 0; i < type.getResults().size(); i++) {
        if (!indices.get(i)) {
          kept.add(attrs.value().get(i));
        }
      }
      setAllAttrDicts(op, "res_attrs", kept);
    }
    op.setAttr("function_type", new TypeAttr(FunctionType.get(type.getInputs(), results)));
  }

  /** The definition: custom form, the function and symbol interface checks. */
  public static final class Def extends OpDefinition implements Traits.IsolatedFromAbove,
      Traits.AutomaticAllocationScope, Traits.AffineScope, FunctionOpInterface {
    public Def() {
      super(SPEC);
    }

    @Override
    public String getDefaultDialect() {
      return "func";
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser parser, OperationState result) {
      FunctionOpAsm.parse(parser, result);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      FunctionOpAsm.print(op, p);
    }

    @Override
    public boolean verify(Operation op) {
      return FunctionOpAsm.verify(op);
    }
  }
}
