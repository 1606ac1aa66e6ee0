package jopt.dialects.llvm;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.attr.TypeAttr;
import jopt.ir.type.FunctionType;

/** The single-result LLVM ops, each with mlir-opt's custom assembly. */
final class SimpleOps {
  private SimpleOps() {}

  private static void attrs(Operation op, OpAsmPrinter p, String... elided) {
    p.printOptionalAttrDict(op.getAttrDictionary().getValue(), Set.of(elided));
  }

  /** {@code llvm.mlir.zero : !llvm.ptr}. */
  static LLVMOp zero() {
    return new LLVMOp("llvm.mlir.zero", Set.of(), (p, st) -> {
      p.parseOptionalAttrDict(st.attributes);
      st.addType(p.parseColonType());
    }, (op, p) -> {
      attrs(op, p);
      p.print(" : ").printType(op.getResult(0).getType());
    });
  }

  /** {@code llvm.mlir.constant(2 : i64) : i64}. */
  static LLVMOp constant() {
    return new LLVMOp("llvm.mlir.constant", Set.of("value"), (p, st) -> {
      p.parseLParen();
      st.addAttribute("value", p.parseAttribute());
      p.parseRParen();
      p.parseOptionalAttrDict(st.attributes);
      st.addType(p.parseColonType());
    }, (op, p) -> {
      p.print('(').printAttribute(op.getAttr("value")).print(')');
      attrs(op, p, "value");
      p.print(" : ").printType(op.getResult(0).getType());
    });
  }

  /** {@code llvm.ptrtoint %p : !llvm.ptr to i64}. */
  static LLVMOp ptrToInt() {
    return new LLVMOp("llvm.ptrtoint", Set.of(), (p, st) -> {
      UnresolvedOperand v = p.parseOperand();
      p.parseOptionalAttrDict(st.attributes);
      Type from = p.parseColonType();
      p.parseKeyword("to");
      st.addOperand(p.resolveOperand(v, from));
      st.addType(p.parseType());
    }, (op, p) -> {
      p.print(' ').printOperand(op.getOperand(0));
      attrs(op, p);
      p.print(" : ").printType(op.getOperand(0).getType()).print(" to ")
          .printType(op.getResult(0).getType());
    });
  }

  /** {@code llvm.extractvalue %s[0] : !llvm.struct<(...)> } (mlir-opt ends with a space). */
  static LLVMOp extractValue() {
    return new LLVMOp("llvm.extractvalue", Set.of("position"), (p, st) -> {
      UnresolvedOperand v = p.parseOperand();
      p.parseLSquare();
      List<Long> pos = new ArrayList<>();
      do {
        pos.add(p.parseInteger());
      } while (p.parseOptionalComma());
      p.parseRSquare();
      p.parseOptionalAttrDict(st.attributes);
      Type container = p.parseColonType();
      st.addOperand(p.resolveOperand(v, container));
      long[] position = pos.stream().mapToLong(Long::longValue).toArray();
      st.addAttribute("position", DenseArrayAttr.ofI64(position));
      st.addType(LLVMTypes.element(container, position));
    }, (op, p) -> {
      p.print(' ').printOperand(op.getOperand(0)).print('[');
      long[] pos = ((DenseArrayAttr) op.getAttr("position")).asLongs();
      for (int i = 0; i < pos.length; i++) {
        p.print(i == 0 ? "" : ", ").print(pos[i]);
      }
      p.print(']');
      attrs(op, p, "position");
      p.print(" : ").printType(op.getOperand(0).getType()).print(' ');
    });
  }

  /** {@code llvm.alloca %n x !llvm.ptr : (i64) -> !llvm.ptr}. */
  static LLVMOp alloca() {
    return new LLVMOp("llvm.alloca", Set.of("elem_type"), (p, st) -> {
      UnresolvedOperand n = p.parseOperand();
      p.parseKeyword("x");
      st.addAttribute("elem_type", TypeAttr.get(p.parseType()));
      p.parseOptionalAttrDict(st.attributes);
      var loc = p.getCurrentLocation();
      FunctionType ft = (FunctionType) p.parseColonType();
      st.addOperands(p.resolveOperands(List.of(n), ft.getInputs(), loc));
      st.addTypes(ft.getResults());
    }, (op, p) -> {
      p.print(' ').printOperand(op.getOperand(0)).print(" x ")
          .printType(((TypeAttr) op.getAttr("elem_type")).value());
      attrs(op, p, "elem_type");
      p.print(" : ").printFunctionalType(op.getOperandTypes(), op.getResultTypes());
    });
  }

  /** {@code llvm.getelementptr %p[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr} (constant indices). */
  static LLVMOp getElementPtr() {
    return new LLVMOp("llvm.getelementptr", Set.of("rawConstantIndices", "elem_type"),
        (p, st) -> {
          UnresolvedOperand base = p.parseOperand();
          p.parseLSquare();
          List<Integer> idx = new ArrayList<>();
          do {
            idx.add((int) p.parseInteger());
          } while (p.parseOptionalComma());
          p.parseRSquare();
          p.parseOptionalAttrDict(st.attributes);
          var loc = p.getCurrentLocation();
          FunctionType ft = (FunctionType) p.parseColonType();
          p.parseComma();
          st.addAttribute("elem_type", TypeAttr.get(p.parseType()));
          st.addAttribute("rawConstantIndices",
              DenseArrayAttr.ofI32(idx.stream().mapToInt(Integer::intValue).toArray()));
          st.addOperands(p.resolveOperands(List.of(base), ft.getInputs(), loc));
          st.addTypes(ft.getResults());
        }, (op, p) -> {
          p.print(' ').printOperand(op.getOperand(0)).print('[');
          long[] idx = ((DenseArrayAttr) op.getAttr("rawConstantIndices")).asLongs();
          for (int i = 0; i < idx.length; i++) {
            p.print(i == 0 ? "" : ", ").print(idx[i]);
          }
          p.print(']');
          attrs(op, p, "rawConstantIndices", "elem_type");
          p.print(" : ").printFunctionalType(op.getOperandTypes(), op.getResultTypes())
              .print(", ").printType(((TypeAttr) op.getAttr("elem_type")).value());
        });
  }

  /** {@code llvm.store %v, %p : !llvm.ptr, !llvm.ptr}. */
  static LLVMOp store() {
    return new LLVMOp("llvm.store", Set.of(), (p, st) -> {
      UnresolvedOperand v = p.parseOperand();
      p.parseComma();
      UnresolvedOperand ptr = p.parseOperand();
      p.parseOptionalAttrDict(st.attributes);
      Type vt = p.parseColonType();
      p.parseComma();
      Type pt = p.parseType();
      st.addOperand(p.resolveOperand(v, vt));
      st.addOperand(p.resolveOperand(ptr, pt));
    }, (op, p) -> {
      p.print(' ').printOperand(op.getOperand(0)).print(", ").printOperand(op.getOperand(1));
      attrs(op, p);
      p.print(" : ").printType(op.getOperand(0).getType()).print(", ")
          .printType(op.getOperand(1).getType());
    });
  }

  /** {@code llvm.load %p : !llvm.ptr -> !llvm.ptr}. */
  static LLVMOp load() {
    return new LLVMOp("llvm.load", Set.of(), (p, st) -> {
      UnresolvedOperand ptr = p.parseOperand();
      p.parseOptionalAttrDict(st.attributes);
      Type pt = p.parseColonType();
      p.parseArrow();
      st.addOperand(p.resolveOperand(ptr, pt));
      st.addType(p.parseType());
    }, (op, p) -> {
      p.print(' ').printOperand(op.getOperand(0));
      attrs(op, p);
      p.print(" : ").printType(op.getOperand(0).getType()).print(" -> ")
          .printType(op.getResult(0).getType());
    });
  }

}
