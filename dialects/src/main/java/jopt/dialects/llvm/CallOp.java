package jopt.dialects.llvm;

import jopt.ir.ods.format.FunctionSignature;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.interfaces.SymbolTable;
import jopt.ir.ods.AttrConstraint;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.NamedAttrList;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.Delimiter;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.attr.DictionaryAttr;
import jopt.ir.attr.FlatSymbolRefAttr;
import jopt.ir.attr.NamedAttribute;
import jopt.ir.attr.TypeAttr;
import jopt.ir.interfaces.CallOpInterface;

/**
 * {@code llvm.call @free(%p) : (!llvm.ptr) -> ()}: a direct call of an llvm.func; also
 * indirect, {@code llvm.call %f(%x) : !llvm.ptr, (i64) -> i32}, and variadic,
 * {@code llvm.call @printf(%s, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32}.
 * Optional calling convention and tail call kind keywords precede the callee. The properties
 * {@code CConv}, {@code TailCallKind} and {@code fastmathFlags} default to
 * {@code #llvm.cconv<ccc>}, {@code #llvm.tailcallkind<none>}, {@code #llvm.fastmath<none>};
 * operands are the call operands then the (unsupported, always empty) bundle operands.
 */
@Op
public final class CallOp extends CallOpBase {
  public static final String NAME = "llvm.call";
  /** What the custom form does not print in its attribute dictionary. */
  private static final Set<String> ELIDED = Set.of("callee", "TailCallKind", "var_callee_type",
      "CConv", "operandSegmentSizes", "op_bundle_sizes", "op_bundle_tags", "arg_attrs",
      "res_attrs");

  /** {@code TypeAttrOf<LLVM_FunctionType>}. */
  private static final AttrConstraint FUNCTION_TYPE = AttrConstraint.of("type attribute of LLVM function type",
      a -> a instanceof TypeAttr, a -> a instanceof TypeAttr t && t.value() instanceof LLVMFunctionType);

  /**
   * ODS's arguments in order; the bundle operands (VariadicOfVariadic, sized by
   * {@code op_bundle_sizes}) are one variadic group here.
   */
  public static final OpSpec SPEC = OpSpec.op("llvm.call")
      .summary("Call to an LLVM function.")
      .optionalAttr("var_callee_type", FUNCTION_TYPE)
      .optionalAttr("callee", AttrConstraints.FLAT_SYMBOL_REF)
      .variadicOperand("callee_operands", LLVMConstraints.TYPE)
      .defaultAttr("fastmathFlags", LLVMConstraints.enumAttr("LLVM fastmath flags", "fastmath"),
          LLVMAsm.FASTMATH_NONE)
      .optionalAttr("branch_weights", AttrConstraints.DENSE_I32_ARRAY)
      .defaultAttr("CConv", LLVMConstraints.enumAttr("LLVM Calling Convention specification", "cconv"),
          LLVMAsm.CCONV_C)
      // MLIR 22 summarizes TailCallKind as the calling convention (its ODS reuses the text).
      .defaultAttr("TailCallKind", LLVMConstraints.enumAttr("LLVM Calling Convention specification", "tailcallkind"),
          LLVMAsm.TAIL_NONE)
      .optionalAttr("memory_effects", LLVMConstraints.enumAttr("", "memory_effects"))
      .optionalAttr("convergent", AttrConstraints.UNIT)
      .optionalAttr("no_unwind", AttrConstraints.UNIT)
      .optionalAttr("will_return", AttrConstraints.UNIT)
      .variadicOperand("op_bundle_operands", LLVMConstraints.TYPE)
      .attr("op_bundle_sizes", AttrConstraints.DENSE_I32_ARRAY)
      .optionalAttr("op_bundle_tags", AttrConstraints.ARRAY)
      .optionalAttr("arg_attrs", AttrConstraints.DICT_ARRAY)
      .optionalAttr("res_attrs", AttrConstraints.DICT_ARRAY)
      .optionalAttr("no_inline", AttrConstraints.UNIT)
      .optionalAttr("always_inline", AttrConstraints.UNIT)
      .optionalAttr("inline_hint", AttrConstraints.UNIT)
      .optionalAttr("access_groups", LLVMConstraints.ACCESS_GROUPS)
      .optionalAttr("alias_scopes", LLVMConstraints.ALIAS_SCOPES)
      .optionalAttr("noalias_scopes", LLVMConstraints.ALIAS_SCOPES)
      .optionalAttr("tbaa", LLVMConstraints.TBAA)
      .optionalResult("result", LLVMConstraints.TYPE)
      .attrSizedOperandSegments()
      .build();

  CallOp(Operation op) {
    super(op);
  }

  /** Creates a direct {@code llvm.call @callee(args)}; {@code result} null or void for none. */
  public static CallOp create(Builder b, Location loc, String callee, List<Value> args, Type result) {
    return new CallOp(b.create(LLVMOps.call(loc, callee, args, result)));
  }

  /** The callee's name, or null for an indirect call. */
  public String callee() {
    return attr("callee") instanceof FlatSymbolRefAttr s ? s.value() : null;
  }

  /** The result, or null. */
  public Value result() {
    return getOperation().getNumResults() == 0 ? null : result(0);
  }

  /** The definition: the custom forms, the callee's signature (CallOp::verifySymbolUses). */
  public static final class Def extends OpDefinition
      implements CallOpInterface, Traits.AttrSizedOperandSegments {
    public Def() {
      super(SPEC);
    }

    @Override
    public String getCallee(Operation op) {
      return op.getAttr("callee") instanceof FlatSymbolRefAttr s ? s.value() : null;
    }

    @Override
    public List<Value> getArgOperands(Operation op) {
      int n = numCallOperands(op);
      return op.getOperands().subList(getCallee(op) == null ? Math.min(1, n) : 0, n);
    }

    /** The callee operand (indirect) and the arguments: the first operand segment. */
    private static int numCallOperands(Operation op) {
      if (op.getAttr("operandSegmentSizes") instanceof DenseArrayAttr d && d.size() == 2) {
        return (int) Math.min(d.asLongs()[0], op.getNumOperands());
      }
      return op.getNumOperands();
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      String cconv = p.parseOptionalKeyword(LLVMAsm.CCONVS);
      result.addAttribute("CConv", LLVMAsm.cconv(cconv == null ? "ccc" : cconv));
      String tail = p.parseOptionalKeyword(LLVMAsm.TAIL_CALL_KINDS);
      result.addAttribute("TailCallKind", LLVMAsm.tailCallKind(tail == null ? "none" : tail));
      List<UnresolvedOperand> operands = new ArrayList<>();
      String callee = p.parseOptionalSymbolName();
      if (callee != null) {
        result.addAttribute("callee", FlatSymbolRefAttr.get(callee));
      } else {
        operands.add(p.parseOperand());
      }
      operands.addAll(p.parseOperandList(Delimiter.PAREN));
      if (p.parseOptionalKeyword("vararg")) {
        p.parseLParen();
        SourceLoc loc = p.getCurrentLocation();
        Type t = p.parseType();
        if (!(t instanceof LLVMFunctionType)) {
          throw p.emitError(loc, "expected LLVM function type");
        }
        result.addAttribute("var_callee_type", TypeAttr.get(t));
        p.parseRParen();
      }
      p.parseOptionalAttrDict(result.attributes);
      SourceLoc typesLoc = p.getCurrentLocation();
      p.parseColon();
      List<Type> types = new ArrayList<>();
      if (callee == null) {
        Type calleeType = p.parseType();
        if (!(calleeType instanceof LLVMPointerType)) {
          throw p.emitError(typesLoc, "indirect call expects a pointer as callee: "
              + LLVMAsm.quote(calleeType));
        }
        types.add(calleeType);
        p.parseComma();
      }
      List<DictionaryAttr> argAttrs = new ArrayList<>();
      p.parseLParen();
      if (!p.parseOptionalRParen()) {
        do {
          types.add(p.parseType());
          NamedAttrList attrs = new NamedAttrList();
          p.parseOptionalAttrDict(attrs);
          argAttrs.add(attrs.toDictionary());
        } while (p.parseOptionalComma());
        p.parseRParen();
      }
      p.parseArrow();
      List<Type> results = new ArrayList<>();
      List<DictionaryAttr> resAttrs = new ArrayList<>();
      if (p.parseOptionalLParen()) {
        if (!p.parseOptionalRParen()) {
          do {
            results.add(p.parseType());
            NamedAttrList attrs = new NamedAttrList();
            p.parseOptionalAttrDict(attrs);
            resAttrs.add(attrs.toDictionary());
          } while (p.parseOptionalComma());
          p.parseRParen();
        }
      } else {
        results.add(p.parseType());
      }
      if (results.size() > 1) {
        throw p.emitError(typesLoc, "expected function with 0 or 1 result");
      }
      if (results.size() == 1 && results.get(0) instanceof LLVMVoidType) {
        throw p.emitError(typesLoc, "expected a non-void result type");
      }
      result.addOperands(p.resolveOperands(operands, types, typesLoc));
      result.addTypes(results);
      FunctionSignature.setArrayOfDicts(result.attributes, "arg_attrs", argAttrs);
      FunctionSignature.setArrayOfDicts(result.attributes, "res_attrs", resAttrs);
      result.addAttribute("operandSegmentSizes", DenseArrayAttr.ofI32(operands.size(), 0));
      result.addAttribute("op_bundle_sizes", DenseArrayAttr.ofI32());
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print(' ');
      String cconv = LLVMAsm.enumKeyword(op.getAttr("CConv"), "cconv");
      if (cconv != null && !cconv.equals("ccc")) {
        p.print(cconv).print(' ');
      }
      String tail = LLVMAsm.enumKeyword(op.getAttr("TailCallKind"), "tailcallkind");
      if (tail != null && !tail.equals("none")) {
        p.print(tail).print(' ');
      }
      String callee = getCallee(op);
      if (callee != null) {
        p.printSymbolName(callee);
      } else {
        p.printOperand(op.getOperand(0));
      }
      List<Value> args = getArgOperands(op);
      p.print('(').printOperands(args).print(')');
      if (op.getAttr("var_callee_type") instanceof TypeAttr t) {
        p.print(" vararg(").printType(t.value()).print(')');
      }
      List<NamedAttribute> attrs = new ArrayList<>();
      for (NamedAttribute na : op.getAttrDictionary().getValue()) {
        if (!(na.name().equals("fastmathFlags") && LLVMAsm.FASTMATH_NONE.equals(na.value()))) {
          attrs.add(na);
        }
      }
      p.printOptionalAttrDict(attrs, ELIDED);
      p.print(" : ");
      if (callee == null) {
        p.printType(op.getOperand(0).getType()).print(", ");
      }
      p.print('(');
      for (int i = 0; i < args.size(); i++) {
        if (i > 0) {
          p.print(", ");
        }
        p.printType(args.get(i).getType());
        DictionaryAttr d = FunctionSignature.dictAt(op, "arg_attrs", i);
        if (d != null && !d.isEmpty()) {
          p.printOptionalAttrDict(FunctionSignature.attrList(d), Set.of());
        }
      }
      p.print(") -> ");
      FunctionSignature.printResultList(p, op.getResultTypes(), i -> FunctionSignature.dictAt(op, "res_attrs", i));
    }

    @Override
    public boolean verify(Operation op) {
      String callee = getCallee(op);
      List<Value> args = getArgOperands(op);
      if (callee == null) {
        if (numCallOperands(op) == 0) {
          op.emitOpError("must have either a `callee` attribute or at least an operand");
          return false;
        }
        Type t = op.getOperand(0).getType();
        if (!(t instanceof LLVMPointerType)) {
          op.emitOpError("indirect call expects a pointer as callee: " + LLVMAsm.quote(t));
          return false;
        }
        return true;
      }
      Operation fn = lookupSymbol(op, callee);
      if (fn == null) {
        op.emitOpError("'" + callee + "' does not reference a symbol in the current scope");
        return false;
      }
      if (!fn.getName().equals(LLVMFuncOp.NAME)) {
        op.emitOpError("'" + callee + "' does not reference a valid LLVM function or IFunc");
        return false;
      }
      LLVMFunctionType ft = LLVMFuncOp.getFunctionType(fn);
      if (ft == null) {
        return true;
      }
      if (ft.varArg() && !(op.getAttr("var_callee_type") instanceof TypeAttr)) {
        op.emitOpError("missing var_callee_type attribute for vararg call");
        return false;
      }
      int params = ft.params().size();
      if (ft.varArg() ? args.size() < params : args.size() != params) {
        op.emitOpError("incorrect number of operands (" + args.size() + ") for callee (expecting: "
            + params + ")");
        return false;
      }
      for (int i = 0; i < params; i++) {
        Type actual = args.get(i).getType();
        if (!actual.equals(ft.params().get(i))) {
          op.emitOpError("operand type mismatch for operand " + i + ": " + LLVMAsm.quote(actual)
              + " != " + LLVMAsm.quote(ft.params().get(i)));
          return false;
        }
      }
      boolean voidCallee = ft.returnType() instanceof LLVMVoidType;
      if (voidCallee && op.getNumResults() != 0) {
        op.emitOpError("calling function with void result must not produce values");
        return false;
      }
      if (!voidCallee && op.getNumResults() == 0) {
        op.emitOpError("expected function call to produce a value");
        return false;
      }
      if (!voidCallee && !op.getResult(0).getType().equals(ft.returnType())) {
        op.emitOpError("result type mismatch: " + LLVMAsm.quote(op.getResult(0).getType()) + " != "
            + LLVMAsm.quote(ft.returnType()));
        return false;
      }
      return true;
    }

    /** The op defining symbol {@code name} in the nearest enclosing symbol table, or null. */
    static Operation lookupSymbol(Operation from, String name) {
      return SymbolTable.lookupNearestSymbolFrom(from, name);
    }
  }
}
