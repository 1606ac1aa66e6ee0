package jopt.dialects.llvm;

import java.util.List;
import java.util.Set;
import jopt.ir.Attribute;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.support.Utf8;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.interfaces.SymbolOpInterface;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.attr.StringAttr;
import jopt.ir.attr.SymbolRefAttr;
import jopt.ir.attr.TypeAttr;
import jopt.ir.attr.UnitAttr;
import jopt.ir.ods.AttrConstraint;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.RegionDef;
import jopt.ir.type.IntegerType;

/**
 * {@code llvm.mlir.global [linkage] [visibility] [thread_local] [unnamed_addr] [constant]
 * @name(value) [comdat(@c)] {attrs} [: type] [initializer]}: a global variable. The type may be
 * left out only for a string value (then it is {@code !llvm.array<N x i8>}, N the string's
 * bytes); an initializer region instead of a value ends in {@code llvm.return} of the global's
 * type. As MLIR's parser, the custom form always sets linkage, visibility_, unnamed_addr and
 * addr_space, and the printer prints the linkage keyword even when it is {@code external}.
 */
@Op
public final class GlobalOp extends GlobalOpBase {
  private static final AttrConstraint LINKAGE = AttrConstraint.ofKind("LLVM Linkage specification",
      a -> LLVMAsm.LINKAGES.contains(String.valueOf(LLVMAsm.enumKeyword(a, "linkage"))));

  public static final OpSpec SPEC = OpSpec.op("llvm.mlir.global")
      .summary("LLVM dialect global.")
      .attr("global_type", AttrConstraints.TYPE)
      .optionalAttr("constant", AttrConstraints.UNIT)
      .attr("sym_name", AttrConstraints.STRING)
      .attr("linkage", LINKAGE)
      .optionalAttr("dso_local", AttrConstraints.UNIT)
      .optionalAttr("thread_local_", AttrConstraints.UNIT)
      .optionalAttr("externally_initialized", AttrConstraints.UNIT)
      .optionalAttr("value", AttrConstraints.ANY)
      .optionalAttr("alignment", AttrConstraints.I64)
      .defaultAttr("addr_space", AttrConstraints.I32, LLVMAsm.i32(0))
      .optionalAttr("unnamed_addr", AttrConstraints.I64)
      .optionalAttr("section", AttrConstraints.STRING)
      .optionalAttr("comdat", AttrConstraints.SYMBOL_REF)
      .optionalAttr("dbg_exprs", AttrConstraints.ARRAY)
      .defaultAttr("visibility_", AttrConstraints.I64, LLVMAsm.i64(0))
      .region("initializer", RegionDef.Blocks.ANY)
      .build();

  /** What the custom form prints as keywords, in the name or after the colon. */
  private static final Set<String> ELIDED = Set.of("sym_name", "global_type", "constant", "value",
      "linkage", "unnamed_addr", "thread_local_", "visibility_", "comdat");

  GlobalOp(Operation op) {
    super(op);
  }

  /** The global's type (of its value, not the pointer to it). */
  public Type type() {
    return ((TypeAttr) attr("global_type")).value();
  }

  /** The custom form, MLIR's checks; a symbol at module level. */
  public static final class Def extends OpDefinition implements SymbolOpInterface {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      LLVMAsm.parseLinkage(p, result);
      LLVMAsm.parseVisibility(p, result);
      if (p.parseOptionalKeyword("thread_local")) {
        result.addAttribute("thread_local_", UnitAttr.INSTANCE);
      }
      LLVMAsm.parseUnnamedAddr(p, result);
      if (p.parseOptionalKeyword("constant")) {
        result.addAttribute("constant", UnitAttr.INSTANCE);
      }
      result.addAttribute("sym_name", StringAttr.get(p.parseSymbolName()));
      p.parseLParen();
      Attribute value = null;
      if (!p.parseOptionalRParen()) {
        value = p.parseAttribute();
        result.addAttribute("value", value);
        p.parseRParen();
      }
      if (p.parseOptionalKeyword("comdat")) {
        p.parseLParen();
        result.addAttribute("comdat", p.parseAttribute());
        p.parseRParen();
      }
      p.parseOptionalAttrDict(result.attributes);
      if (result.attributes.get("addr_space") == null) {
        result.addAttribute("addr_space", LLVMAsm.i32(0));
      }
      List<Type> types = p.parseOptionalColonTypeList();
      if (types.size() > 1) {
        throw p.emitError(p.getNameLoc(), "expected zero or one type");
      }
      Region initializer = result.addRegion();
      Type type;
      if (types.isEmpty()) {
        if (!(value instanceof StringAttr s)) {
          throw p.emitError(p.getNameLoc(), "type can only be omitted for string globals");
        }
        type = LLVMArrayType.get(IntegerType.get(8), s.value().getBytes(Utf8.CHARSET).length);
      } else {
        type = types.get(0);
        p.parseOptionalRegion(initializer, List.of());
      }
      result.addAttribute("global_type", TypeAttr.get(type));
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print(' ').print(String.valueOf(LLVMAsm.enumKeyword(op.getAttr("linkage"), "linkage")))
          .print(' ');
      LLVMAsm.printVisibility(p, op);
      if (op.getAttr("thread_local_") != null) {
        p.print("thread_local ");
      }
      LLVMAsm.printUnnamedAddr(p, op);
      if (op.getAttr("constant") != null) {
        p.print("constant ");
      }
      p.printSymbolName(((StringAttr) op.getAttr("sym_name")).value());
      p.print('(');
      Attribute value = op.getAttr("value");
      if (value != null) {
        p.printAttribute(value);
      }
      p.print(')');
      if (op.getAttr("comdat") instanceof SymbolRefAttr comdat) {
        p.print(" comdat(").printAttribute(comdat).print(')');
      }
      p.printOptionalAttrDict(op.getAttrDictionary().getValue(), ELIDED);
      if (value instanceof StringAttr) {
        return;
      }
      p.print(" : ").printType(((TypeAttr) op.getAttr("global_type")).value());
      Region initializer = op.getRegion(0);
      if (!initializer.isEmpty()) {
        p.print(' ').printRegion(initializer, false, true, false);
      }
    }

    /** MLIR's GlobalOp::verify and verifyRegions, in its order. */
    @Override
    public boolean verify(Operation op) {
      Operation parent = op.getParentOp();
      if (parent != null && !parent.hasTrait(Traits.SymbolTable.class)) {
        op.emitOpError("symbol's parent must have the SymbolTable trait");
        return false;
      }
      if (parent != null && !parent.hasTrait(Traits.IsolatedFromAbove.class)) {
        op.emitOpError("must appear at the module level");
        return false;
      }
      Type type = ((TypeAttr) op.getAttr("global_type")).value();
      // MLIR: an outer-compatible type other than void, token, metadata or label (the element
      // types of an array or struct were checked when the type was made).
      if (!LLVMTypes.isCompatibleOuterType(type) || type instanceof LLVMVoidType
          || LLVMTrivialType.is(type, "token") || LLVMTrivialType.is(type, "metadata")
          || LLVMTrivialType.is(type, "label")) {
        op.emitOpError("expects type to be a valid element type for an LLVM global");
        return false;
      }
      Attribute value = op.getAttr("value");
      if (value instanceof StringAttr s) {
        long bytes = s.value().getBytes(Utf8.CHARSET).length;
        if (!(type instanceof LLVMArrayType a && a.elementType().equals(IntegerType.get(8))
            && a.numElements() == bytes)) {
          op.emitOpError("requires an i8 array type of the length equal to that of the string"
              + " attribute");
          return false;
        }
      }
      if (op.getAttr("alignment") instanceof IntegerAttr align
          && Long.bitCount(align.getValue()) != 1) {
        op.emitError("alignment attribute is not a power of 2");
        return false;
      }
      Region initializer = op.getRegion(0);
      if (initializer.isEmpty()) {
        return true;
      }
      if (value != null) {
        op.emitOpError("cannot have both initializer value and region");
        return false;
      }
      Operation ret = initializer.front().getTerminator();
      if (ret == null || ret.getNumOperands() == 0) {
        op.emitOpError("initializer region cannot return void");
        return false;
      }
      Type returned = ret.getOperand(0).getType();
      if (!returned.equals(type)) {
        op.emitOpError("initializer region type " + LLVMAsm.quote(returned)
            + " does not match global type " + LLVMAsm.quote(type));
        return false;
      }
      return true;
    }
  }
}
