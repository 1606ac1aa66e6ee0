package jopt.dialects.llvm;

import java.util.Set;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Value;
import jopt.ir.ods.AttrConstraints;
import jopt.ir.ods.Op;
import jopt.ir.ods.OpSpec;
import jopt.ir.ods.TypeConstraints;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.asm.SourceLoc;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.attr.TypeAttr;
import jopt.ir.attr.UnitAttr;
import jopt.ir.interfaces.MemoryEffects;
import jopt.ir.type.FunctionType;

/**
 * {@code llvm.alloca %n x !llvm.ptr : (i64) -> !llvm.ptr}: stack memory for {@code %n}
 * elements of {@code elem_type}, freed when the function returns; optional {@code inalloca}
 * keyword and {@code alignment} (printed in the attribute dictionary unless 0).
 */
@Op
public final class AllocaOp extends AllocaOpBase {
  public static final String NAME = "llvm.alloca";
  private static final Set<String> INHERENT = Set.of("alignment", "elem_type", "inalloca");

  public static final OpSpec SPEC = OpSpec.op("llvm.alloca")
      .operand("arraySize", TypeConstraints.SIGNLESS_INTEGER)
      .optionalAttr("alignment", AttrConstraints.I64)
      .attr("elem_type", AttrConstraints.TYPE)
      .optionalAttr("inalloca", AttrConstraints.UNIT)
      .result("res", LLVMConstraints.POINTER)
      .memAlloc("res", MemoryEffects.Resource.AUTOMATIC_ALLOCATION_SCOPE)
      .build();

  AllocaOp(Operation op) {
    super(op);
  }

  /** Creates {@code llvm.alloca arraySize x elemType : (iN) -> !llvm.ptr}. */
  public static AllocaOp create(Builder b, Location loc, Value arraySize, Type elemType) {
    return new AllocaOp(b.create(LLVMOps.alloca(loc, arraySize, elemType)));
  }

  public static Type getElemType(Operation op) {
    return op.getAttr("elem_type") instanceof TypeAttr t ? t.value() : null;
  }

  /** The definition: the custom form and the allocation effect. */
  public static final class Def extends OpDefinition implements MemoryEffects {
    public Def() {
      super(SPEC);
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void parse(OpAsmParser p, OperationState result) {
      if (p.parseOptionalKeyword("inalloca")) {
        result.addAttribute("inalloca", UnitAttr.get());
      }
      UnresolvedOperand size = p.parseOperand();
      p.parseKeyword("x");
      Type elem = p.parseType();
      p.parseOptionalAttrDict(result.attributes);
      if (result.attributes.get("alignment") != null) {
        if (!(result.attributes.get("alignment") instanceof IntegerAttr a)) {
          throw p.emitError(p.getNameLoc(), "expected integer alignment");
        }
        if (a.isZero()) {
          result.attributes.remove("alignment");
        }
      }
      p.parseColon();
      SourceLoc typeLoc = p.getCurrentLocation();
      Type t = p.parseType();
      if (!(t instanceof FunctionType ft) || ft.inputs().size() != 1 || ft.results().size() != 1) {
        throw p.emitError(typeLoc,
            "expected trailing function type with one argument and one result");
      }
      result.addOperand(p.resolveOperand(size, ft.inputs().get(0)));
      if (ft.results().get(0) instanceof LLVMPointerType) {
        result.addAttribute("elem_type", TypeAttr.get(elem));
      }
      result.addType(ft.results().get(0));
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      if (op.getAttr("inalloca") != null) {
        p.print(" inalloca");
      }
      p.print(' ').printOperand(AllocaOp.of(op).arraySize()).print(" x ").printType(getElemType(op));
      boolean zeroAlign = LLVMAsm.intValue(op.getAttr("alignment"), 0) == 0;
      LLVMAsm.printAttrDict(p, op, zeroAlign ? INHERENT : Set.of("elem_type", "inalloca"));
      p.print(" : ").printFunctionalType(op.getOperandTypes(), op.getResultTypes());
    }
  }
}
