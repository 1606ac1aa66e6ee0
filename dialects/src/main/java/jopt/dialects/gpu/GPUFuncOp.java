package jopt.dialects.gpu;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import jopt.dialects.builtin.AsmUtil;
import jopt.dialects.func.FuncOp;
import jopt.dialects.func.FunctionOpAsm;
import jopt.ir.Block;
import jopt.ir.NamedAttrList;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.attr.StringAttr;
import jopt.ir.attr.TypeAttr;
import jopt.ir.attr.UnitAttr;
import jopt.ir.interfaces.FunctionOpInterface;
import jopt.ir.ods.AttrConstraint;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.RegionDef;
import jopt.ir.ods.format.FunctionSignature;
import jopt.ir.type.FunctionType;
import jopt.ir.type.IntegerType;

/**
 * gpu.func: {@code gpu.func @name(%a: t) -> t workgroup(%w : memref<...>) private(%p :
 * memref<...>) kernel attributes {...} {body}}. The body's arguments are the function's,
 * then the workgroup and private memory attributions (their count in the discardable
 * {@code workgroup_attributions}); {@code kernel} is the discardable {@code gpu.kernel}.
 */
@Op
public final class GPUFuncOp extends GPUFuncOpBase {
  /** GPU_OptionalDimSizeHintAttr. */
  static final AttrConstraint DIM_SIZE_HINT = AttrConstraints.DENSE_I32_ARRAY.confined(
      "i32 dense array attribute with 3 elements (if present)",
      a -> a instanceof jopt.ir.attr.DenseArrayAttr d && d.size() == 3);

  public static final OpSpec SPEC = OpSpec.op("gpu.func")
      .summary("Function executable on a GPU")
      .attr("function_type", AttrConstraints.FUNCTION_TYPE)
      .optionalAttr("arg_attrs", AttrConstraints.DICT_ARRAY)
      .optionalAttr("res_attrs", AttrConstraints.DICT_ARRAY)
      .optionalAttr("workgroup_attrib_attrs", AttrConstraints.DICT_ARRAY)
      .optionalAttr("private_attrib_attrs", AttrConstraints.DICT_ARRAY)
      .optionalAttr("known_block_size", DIM_SIZE_HINT)
      .optionalAttr("known_grid_size", DIM_SIZE_HINT)
      .region("body", RegionDef.Blocks.ANY)
      .build();

  /** The discardable attribute counting the workgroup attributions. */
  static final String NUM_WORKGROUP = "workgroup_attributions";

  private static final Set<String> ELIDED = Set.of(NUM_WORKGROUP, GPUDialect.KERNEL, "function_type",
      "arg_attrs", "res_attrs", "workgroup_attrib_attrs", "private_attrib_attrs", "sym_name", "sym_visibility");

  GPUFuncOp(Operation op) {
    super(op);
  }

  /** Whether {@code op} (any function) carries {@code gpu.kernel}. */
  public static boolean isKernel(Operation op) {
    return op.getAttr(GPUDialect.KERNEL) instanceof UnitAttr;
  }

  /**
   * The number of workgroup attributions of a gpu.func or gpu.launch (0 when unset), read as
   * MLIR's unsigned: a negative count is a huge one, which the verifiers reject.
   */
  static long numWorkgroupAttributions(Operation op) {
    return op.getAttr(NUM_WORKGROUP) instanceof IntegerAttr i ? i.getValue() & 0xffffffffL : 0;
  }

  /** Parses {@code keyword(%a : t, ...)} if present, appending the arguments. */
  static void parseAttributions(OpAsmParser p, String keyword, List<OpAsmParser.Argument> args) {
    if (p.parseOptionalKeyword(keyword)) {
      args.addAll(p.parseArgumentList(OpAsmParser.Delimiter.PAREN, true));
    }
  }

  /** Prints {@code " keyword(%a : t, ...)"} unless {@code values} is empty. */
  static void printAttributions(OpAsmPrinter p, String keyword, List<? extends jopt.ir.Value> values) {
    if (values.isEmpty()) {
      return;
    }
    p.print(" ").print(keyword).print("(");
    for (int i = 0; i < values.size(); i++) {
      if (i > 0) {
        p.print(", ");
      }
      p.printOperand(values.get(i)).print(" : ").printType(values.get(i).getType());
    }
    p.print(")");
  }

  /** MLIR's verifyAttributions: memrefs, of {@code space} when a gpu address space is given. */
  static boolean verifyAttributions(Operation op, List<? extends jopt.ir.Value> attributions, AddressSpaceAttr space) {
    for (jopt.ir.Value v : attributions) {
      if (!(v.getType() instanceof jopt.ir.type.MemRefType m)) {
        op.emitOpError("expected memref type in attribution");
        return false;
      }
      if (m.getMemorySpace() instanceof AddressSpaceAttr a && !a.equals(space)) {
        op.emitOpError("expected memory space " + space.keyword() + " in attribution");
        return false;
      }
    }
    return true;
  }

  /** The definition: FunctionOpInterface's signature with attributions, and MLIR's checks. */
  public static final class Def extends OpDefinition implements Traits.HasParent,
      Traits.AutomaticAllocationScope, Traits.IsolatedFromAbove, Traits.AffineScope, FunctionOpInterface {
    public Def() {
      super(SPEC);
    }

    @Override
    public List<String> parentNames() {
      return List.of("gpu.module");
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser parser, OperationState result) {
      result.addAttribute("sym_name", new StringAttr(parser.parseSymbolName()));
      SourceLoc sigLoc = parser.getCurrentLocation();
      FunctionSignature.Parsed sig = FunctionSignature.parse(parser, false);
      if (sig.arguments().isEmpty() && !sig.argTypes().isEmpty()) {
        throw parser.emitError(sigLoc, "gpu.func requires named arguments");
      }
      FunctionType type = new FunctionType(sig.argTypes(), sig.resultTypes());
      result.addAttribute("function_type", new TypeAttr(type));
      FunctionSignature.addArgAndResultAttrs(result.attributes, sig);
      List<OpAsmParser.Argument> args = new ArrayList<>(sig.arguments());
      parseAttributions(parser, "workgroup", args);
      result.addAttribute(NUM_WORKGROUP,
          IntegerAttr.get(IntegerType.get(64), args.size() - type.inputs().size()));
      parseAttributions(parser, "private", args);
      if (parser.parseOptionalKeyword("kernel")) {
        result.addAttribute(GPUDialect.KERNEL, UnitAttr.INSTANCE);
      }
      NamedAttrList explicit = new NamedAttrList();
      parser.parseOptionalAttrDictWithKeyword(explicit);
      for (var na : explicit.asList()) {
        result.attributes.set(na.name(), na.value());
      }
      parser.parseRegion(result.addRegion(), args);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print(" ").printSymbolName(((StringAttr) op.getAttr("sym_name")).value());
      FunctionType type = FuncOp.getFunctionType(op);
      FunctionSignature.print(p, op, type.inputs(), false, type.results());
      List<jopt.ir.Value> args = new ArrayList<>(op.getRegion(0).front().getArguments());
      int first = type.inputs().size();
      int wg = (int) numWorkgroupAttributions(op);
      printAttributions(p, "workgroup", args.subList(first, first + wg));
      printAttributions(p, "private", args.subList(first + wg, args.size()));
      if (isKernel(op)) {
        p.print(" kernel");
      }
      p.printOptionalAttrDictWithKeyword(op.getAttrDictionary().getValue(), ELIDED);
      p.print(" ").printRegion(op.getRegion(0), false, true, false);
    }

    /**
     * FunctionOpInterface's checks (attribute arrays, a kernel returns nothing), then MLIR's
     * verifyBody: the entry block has the function's arguments and memrefs for attributions.
     */
    @Override
    public boolean verify(Operation op) {
      if (!(op.getAttr("sym_name") instanceof StringAttr)) {
        op.emitOpError("requires string attribute 'sym_name'");
        return false;
      }
      FunctionType type = FuncOp.getFunctionType(op);
      if (!FunctionOpAsm.verifyAttrArray(op, "arg_attrs", "argument", "arguments", type.inputs().size())
          || !FunctionOpAsm.verifyAttrArray(op, "res_attrs", "result", "results", type.results().size())) {
        return false;
      }
      if (isKernel(op) && !type.results().isEmpty()) {
        op.emitOpError("expected void return type for kernel function");
        return false;
      }
      Region body = op.getRegion(0);
      if (body.isEmpty()) {
        op.emitOpError("expected body with at least one block");
        return false;
      }
      Block entry = body.front();
      int numArgs = type.inputs().size();
      long wg = numWorkgroupAttributions(op);
      long expected = (numArgs + wg) & 0xffffffffL;
      if (entry.getNumArguments() < expected || numArgs + wg > expected) {
        op.emitOpError("expected at least " + expected + " arguments to body region");
        return false;
      }
      for (int i = 0; i < numArgs; i++) {
        Type t = entry.getArgument(i).getType();
        if (!t.equals(type.inputs().get(i))) {
          op.emitOpError("expected body region argument #" + i + " to be of type "
              + AsmUtil.typeStr(type.inputs().get(i)) + ", got " + AsmUtil.typeStr(t));
          return false;
        }
      }
      List<jopt.ir.Value> args = new ArrayList<>(entry.getArguments());
      int end = numArgs + (int) wg;
      return verifyAttributions(op, args.subList(numArgs, end), AddressSpaceAttr.WORKGROUP)
          && verifyAttributions(op, args.subList(end, args.size()), AddressSpaceAttr.PRIVATE);
    }

  }
}
