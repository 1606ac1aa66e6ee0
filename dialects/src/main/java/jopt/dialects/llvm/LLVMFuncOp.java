package jopt.dialects.llvm;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.StringAttr;
import jopt.ir.attr.TypeAttr;
import jopt.ir.type.FunctionType;

/**
 * llvm.func, external declarations only: {@code llvm.func @free(!llvm.ptr)}. The signature is
 * kept as a builtin function type (no results: void).
 */
public final class LLVMFuncOp extends OpDefinition
    implements Traits.IsolatedFromAbove, Traits.NoTerminator {
  public LLVMFuncOp() {
    super("llvm.func");
  }

  @Override
  public Set<String> inherentAttributeNames() {
    return Set.of("sym_name", "function_type");
  }

  /** A declaration {@code llvm.func @name(inputs) [-> result]}. */
  public static OperationState declaration(jopt.ir.Location loc, String name, List<Type> inputs,
      List<Type> results) {
    OperationState st = new OperationState(loc, "llvm.func");
    st.addAttribute("sym_name", new StringAttr(name));
    st.addAttribute("function_type", TypeAttr.get(FunctionType.get(inputs, results)));
    st.addRegion();
    return st;
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser p, OperationState result) {
    result.addAttribute("sym_name", new StringAttr(p.parseSymbolName()));
    p.parseLParen();
    List<Type> inputs = new ArrayList<>();
    if (!p.parseOptionalRParen()) {
      do {
        inputs.add(p.parseType());
      } while (p.parseOptionalComma());
      p.parseRParen();
    }
    List<Type> results = p.parseOptionalArrow() ? List.of(p.parseType()) : List.of();
    p.parseOptionalAttrDictWithKeyword(result.attributes);
    result.addAttribute("function_type", TypeAttr.get(FunctionType.get(inputs, results)));
    result.addRegion();
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    FunctionType ft = (FunctionType) ((TypeAttr) op.getAttr("function_type")).value();
    p.print(' ').printSymbolName(((StringAttr) op.getAttr("sym_name")).getValue()).print('(')
        .printTypes(ft.getInputs()).print(')');
    if (!ft.getResults().isEmpty()) {
      p.print(" -> ").printType(ft.getResults().get(0));
    }
    p.printOptionalAttrDictWithKeyword(op.getAttrDictionary().getValue(),
        Set.of("sym_name", "function_type"));
  }
}
