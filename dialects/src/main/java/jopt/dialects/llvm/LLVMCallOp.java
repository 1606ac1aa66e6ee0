package jopt.dialects.llvm;

import java.util.List;
import java.util.Set;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.Delimiter;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.FlatSymbolRefAttr;
import jopt.ir.type.FunctionType;

/** llvm.call, direct: {@code llvm.call @free(%p) : (!llvm.ptr) -> ()}. */
public final class LLVMCallOp extends OpDefinition {
  public LLVMCallOp() {
    super("llvm.call");
  }

  @Override
  public Set<String> inherentAttributeNames() {
    return Set.of("callee");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser p, OperationState st) {
    st.addAttribute("callee", new FlatSymbolRefAttr(p.parseSymbolName()));
    var args = p.parseOperandList(Delimiter.PAREN);
    p.parseOptionalAttrDict(st.attributes);
    var loc = p.getCurrentLocation();
    FunctionType ft = (FunctionType) p.parseColonType();
    st.addOperands(p.resolveOperands(args, ft.getInputs(), loc));
    st.addTypes(ft.getResults());
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    p.print(' ').printAttribute(op.getAttr("callee")).print('(').printOperands(op.getOperands())
        .print(')');
    p.printOptionalAttrDict(op.getAttrDictionary().getValue(), Set.of("callee"));
    p.print(" : (").printTypes(op.getOperandTypes()).print(") -> ");
    List<jopt.ir.Type> results = op.getResultTypes();
    if (results.isEmpty()) {
      p.print("()");
    } else {
      p.printType(results.get(0));
    }
  }
}
