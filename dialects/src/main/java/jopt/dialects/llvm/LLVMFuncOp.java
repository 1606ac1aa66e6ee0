package jopt.dialects.llvm;

import jopt.ir.ods.format.FunctionSignature;
import java.util.List;
import java.util.Set;
import jopt.ir.Block;
import jopt.ir.Location;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.attr.StringAttr;
import jopt.ir.attr.SymbolRefAttr;
import jopt.ir.attr.TypeAttr;
import jopt.ir.interfaces.FunctionOpInterface;

/**
 * {@code llvm.func [linkage] [visibility] [unnamed_addr] [cconv] @f(%arg0: t {attrs}, ...) -> t
 * attributes {...} {body}}; a declaration, {@code llvm.func @free(!llvm.ptr)}, has no body and
 * no argument names. The signature is an {@code !llvm.func<...>} type (void result when there
 * is none). The parser always sets the {@code linkage}, {@code visibility_},
 * {@code unnamed_addr} and {@code CConv} properties, which print as keywords only when they are
 * not the defaults (external, default, none, ccc).
 */
public final class LLVMFuncOp extends OpDefinition implements Traits.IsolatedFromAbove,
    Traits.AutomaticAllocationScope, FunctionOpInterface {
  public static final String NAME = "llvm.func";

  private static final Set<String> INHERENT = Set.of("sym_name", "sym_visibility",
      "function_type", "linkage", "dso_local", "CConv", "comdat", "convergent", "personality",
      "garbageCollector", "passthrough", "arg_attrs", "res_attrs", "function_entry_count",
      "memory_effects", "visibility_", "arm_streaming", "arm_locally_streaming",
      "arm_streaming_compatible", "arm_new_za", "arm_in_za", "arm_out_za", "arm_inout_za",
      "arm_preserves_za", "unnamed_addr", "alignment", "vscale_range", "frame_pointer",
      "target_cpu", "tune_cpu", "reqd_work_group_size", "target_features", "no_infs_fp_math",
      "no_nans_fp_math", "no_signed_zeros_fp_math", "denormal_fp_math", "denormal_fp_math_f32",
      "fp_contract", "instrument_function_entry", "instrument_function_exit", "no_inline",
      "always_inline", "inline_hint", "no_unwind", "will_return", "optimize_none",
      "intel_reqd_sub_group_size", "prefer_vector_width", "uwtable_kind");
  /** What the custom form prints in the signature rather than in {@code attributes}. */
  private static final Set<String> ELIDED = Set.of("sym_name", "function_type", "arg_attrs",
      "res_attrs", "linkage", "CConv", "visibility_", "comdat", "unnamed_addr", "vscale_range");

  public LLVMFuncOp() {
    super(NAME);
  }

  @Override
  public Set<String> inherentAttributeNames() {
    return INHERENT;
  }

  /** A declaration {@code llvm.func @name(inputs) [-> result]} with the parser's properties. */
  public static OperationState declaration(Location loc, String name, LLVMFunctionType type) {
    OperationState st = new OperationState(loc, NAME);
    st.addAttribute("sym_name", StringAttr.get(name));
    st.addAttribute("function_type", TypeAttr.get(type));
    st.addAttribute("linkage", LLVMAsm.LINKAGE_EXTERNAL);
    st.addAttribute("visibility_", LLVMAsm.i64(0));
    st.addAttribute("unnamed_addr", LLVMAsm.i64(0));
    st.addAttribute("CConv", LLVMAsm.CCONV_C);
    st.addRegion();
    return st;
  }

  /** The signature, or null when {@code function_type} is missing or malformed. */
  public static LLVMFunctionType getFunctionType(Operation op) {
    return op.getAttr("function_type") instanceof TypeAttr t
        && t.value() instanceof LLVMFunctionType f ? f : null;
  }

  @Override
  public List<Type> getArgumentTypes(Operation op) {
    return getFunctionType(op).params();
  }

  @Override
  public List<Type> getResultTypes(Operation op) {
    return getFunctionType(op).results();
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  // ---- parsing

  @Override
  public void parse(OpAsmParser p, OperationState result) {
    LLVMAsm.parseLinkage(p, result);
    LLVMAsm.parseVisibility(p, result);
    LLVMAsm.parseUnnamedAddr(p, result);
    String cconv = p.parseOptionalKeyword(LLVMAsm.CCONVS);
    result.addAttribute("CConv", LLVMAsm.cconv(cconv == null ? "ccc" : cconv));

    SourceLoc signatureLoc = p.getCurrentLocation();
    result.addAttribute("sym_name", StringAttr.get(p.parseSymbolName()));
    FunctionSignature.Parsed sig = FunctionSignature.parse(p, true);
    List<Type> inputs = sig.argTypes();
    List<Type> results = sig.resultTypes();
    if (results.size() > 1) {
      throw p.emitError(signatureLoc,
          "failed to construct function type: expected zero or one function result");
    }
    for (Type t : inputs) {
      if (!LLVMTypes.isCompatible(t)) {
        throw p.emitError(signatureLoc,
            "failed to construct function type: expected LLVM type for function arguments");
      }
    }
    Type ret = results.isEmpty() ? LLVMVoidType.INSTANCE : results.get(0);
    if (!LLVMTypes.isCompatible(ret)) {
      throw p.emitError(signatureLoc,
          "failed to construct function type: expected LLVM type for function results");
    }
    result.addAttribute("function_type",
        TypeAttr.get(LLVMFunctionType.get(ret, inputs, sig.variadic())));
    if (p.parseOptionalKeyword("comdat")) {
      p.parseLParen();
      result.addAttribute("comdat", p.parseAttribute());
      p.parseRParen();
    }
    p.parseOptionalAttrDictWithKeyword(result.attributes);
    FunctionSignature.addArgAndResultAttrs(result.attributes, sig);
    p.parseOptionalRegion(result.addRegion(), sig.arguments());
  }

  // ---- printing

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print(' ');
    String linkage = LLVMAsm.enumKeyword(op.getAttr("linkage"), "linkage");
    if (linkage != null && !linkage.equals("external")) {
      p.print(linkage).print(' ');
    }
    LLVMAsm.printVisibility(p, op);
    LLVMAsm.printUnnamedAddr(p, op);
    String cconv = LLVMAsm.enumKeyword(op.getAttr("CConv"), "cconv");
    if (cconv != null && !cconv.equals("ccc")) {
      p.print(cconv).print(' ');
    }
    p.printSymbolName(((StringAttr) op.getAttr("sym_name")).value());
    LLVMFunctionType type = getFunctionType(op);
    FunctionSignature.print(p, op, type.params(), type.varArg(), type.results());
    if (op.getAttr("comdat") instanceof SymbolRefAttr comdat) {
      p.print(" comdat(").printAttribute(comdat).print(')');
    }
    p.printOptionalAttrDictWithKeyword(op.getAttrDictionary().getValue(),
        op.getAttr("comdat") instanceof SymbolRefAttr ? ELIDED : without(ELIDED, "comdat"));
    Region body = op.getRegion(0);
    if (!body.isEmpty()) {
      p.print(' ').printRegion(body, false, true, false);
    }
  }

  private static Set<String> without(Set<String> s, String name) {
    Set<String> r = new java.util.HashSet<>(s);
    r.remove(name);
    return r;
  }

  // ---- verification

  @Override
  public boolean verify(Operation op) {
    if (!(op.getAttr("sym_name") instanceof StringAttr)) {
      op.emitOpError("requires attribute 'sym_name'");
      return false;
    }
    LLVMFunctionType type = getFunctionType(op);
    if (type == null) {
      op.emitOpError("requires attribute 'function_type' (an !llvm.func type)");
      return false;
    }
    // FunctionOpInterface: one dictionary per argument and result, checked by its dialect.
    if (!jopt.dialects.func.FunctionOpAsm.verifyAttrArray(op, "arg_attrs", "argument", "arguments",
        type.params().size())
        || !jopt.dialects.func.FunctionOpAsm.verifyAttrArray(op, "res_attrs", "result", "results",
            type.results().size())) {
      return false;
    }
    Region body = op.getRegion(0);
    String linkage = LLVMAsm.enumKeyword(op.getAttr("linkage"), "linkage");
    if (body.isEmpty()) {
      if (linkage != null && !linkage.equals("external") && !linkage.equals("extern_weak")) {
        op.emitOpError("external functions must have 'external' or 'extern_weak' linkage");
        return false;
      }
      return true;
    }
    Block entry = body.front();
    List<Type> params = type.params();
    if (entry.getNumArguments() != params.size()) {
      op.emitOpError("entry block must have " + params.size()
          + " arguments to match function signature");
      return false;
    }
    for (int i = 0; i < params.size(); i++) {
      Type argType = entry.getArgument(i).getType();
      if (!argType.equals(params.get(i))) {
        op.emitOpError("type of entry block argument #" + i + "(" + LLVMAsm.quote(argType)
            + ") must match the type of the corresponding argument in function signature("
            + LLVMAsm.quote(params.get(i)) + ")");
        return false;
      }
    }
    return true;
  }
}
