package jopt.dialects.scf;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.Argument;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.ArrayAttr;
import jopt.ir.attr.DenseArrayAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.attr.UnitAttr;
import jopt.ir.type.FunctionType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.MemRefType;
import jopt.ir.type.RankedTensorType;
import jopt.ir.type.ShapedType;

/**
 * Helpers shared by the scf, tensor and linalg ops: type and attribute accessors, implicit
 * terminators, assignment lists and mixed static/dynamic index lists.
 */
public final class OpUtils {
  private OpUtils() {}

  // ---- types

  public static Type indexType() {
    return IndexType.get();
  }

  public static Type i1() {
    return IntegerType.get(1);
  }

  public static boolean isI1(Type t) {
    return t instanceof IntegerType it && it.width() == 1 && it.isSignless();
  }

  public static boolean isSignlessIntOrIndex(Type t) {
    return t instanceof IndexType || (t instanceof IntegerType it && it.isSignless());
  }

  public static boolean isInteger(Type t) {
    return t instanceof IntegerType;
  }

  public static boolean isMemRef(Type t) {
    return t instanceof MemRefType;
  }

  public static boolean isTensor(Type t) {
    return t instanceof RankedTensorType;
  }

  /** The element type of a memref or tensor, else the type itself (getElementTypeOrSelf). */
  public static Type elementTypeOrSelf(Type t) {
    return t instanceof ShapedType s ? s.getElementType() : t;
  }

  /** The shape of a memref or ranked tensor, or null. */
  public static long[] shape(Type t) {
    if (t instanceof MemRefType m) {
      return m.getShape();
    }
    if (t instanceof RankedTensorType r) {
      return r.getShape();
    }
    return null;
  }

  public static List<Type> functionInputs(Type t) {
    return ((FunctionType) t).getInputs();
  }

  public static List<Type> functionResults(Type t) {
    return ((FunctionType) t).getResults();
  }

  public static boolean isFunctionType(Type t) {
    return t instanceof FunctionType;
  }

  /** MLIR's diagnostic form of a type: {@code 'f32'}. */
  public static String quoted(Type t) {
    return "'" + AttrTypePrinter.print(t) + "'";
  }

  public static String str(Type t) {
    return AttrTypePrinter.print(t);
  }

  // ---- attributes

  public static Attribute unit() {
    return UnitAttr.get();
  }

  public static Attribute i64Attr(long v) {
    return IntegerAttr.get(IntegerType.get(64), v);
  }

  /** The integer value of an IntegerAttr, or null. */
  public static Long intValue(Attribute a) {
    return a instanceof IntegerAttr ia ? ia.getInt() : null;
  }

  public static Attribute denseI64(long[] values) {
    return DenseArrayAttr.ofI64(values);
  }

  public static Attribute denseI32(int... values) {
    return DenseArrayAttr.ofI32(values);
  }

  /** The elements of a dense i32/i64 array attribute as longs, or an empty array. */
  public static long[] denseValues(Attribute a) {
    return a instanceof DenseArrayAttr d ? d.asLongs() : new long[0];
  }

  public static long[] denseValues(Operation op, String name) {
    return denseValues(op.getAttr(name));
  }

  public static Attribute array(List<Attribute> elements) {
    return ArrayAttr.get(elements);
  }

  /** The elements of an ArrayAttr, or null. */
  public static List<Attribute> arrayElements(Attribute a) {
    return a instanceof ArrayAttr arr ? arr.getValue() : null;
  }

  // ---- operand segments

  /** Operands of segment {@code index} according to {@code operandSegmentSizes}. */
  public static List<Value> segment(Operation op, int index) {
    long[] sizes = denseValues(op, "operandSegmentSizes");
    if (index >= sizes.length) {
      return List.of();
    }
    int start = 0;
    for (int i = 0; i < index; i++) {
      start += (int) sizes[i];
    }
    int end = Math.min(start + (int) sizes[index], op.getNumOperands());
    return start > end ? List.of() : op.getOperands(start, end);
  }

  public static int segmentStart(Operation op, int index) {
    long[] sizes = denseValues(op, "operandSegmentSizes");
    int start = 0;
    for (int i = 0; i < index && i < sizes.length; i++) {
      start += (int) sizes[i];
    }
    return start;
  }

  /** MLIR's check of operandSegmentSizes against the operand count. */
  public static boolean verifySegments(Operation op, int numSegments) {
    Attribute a = op.getAttr("operandSegmentSizes");
    if (a == null) {
      op.emitOpError("requires attribute 'operandSegmentSizes'");
      return false;
    }
    long[] sizes = denseValues(a);
    if (sizes.length != numSegments) {
      op.emitOpError("'operandSegmentSizes' attribute for specifying operand segments must have "
          + numSegments + " elements, but got " + sizes.length);
      return false;
    }
    long sum = 0;
    for (long s : sizes) {
      if (s < 0) {
        op.emitOpError("'operandSegmentSizes' attribute cannot have negative elements");
        return false;
      }
      sum += s;
    }
    if (sum != op.getNumOperands()) {
      op.emitOpError("operand count (" + op.getNumOperands() + ") does not match with the total size ("
          + sum + ") specified in attribute 'operandSegmentSizes'");
      return false;
    }
    return true;
  }

  // ---- regions and terminators

  /** The entry block of a single-block region, or null. */
  public static Block body(Region r) {
    return r.isEmpty() ? null : r.front();
  }

  public static Block body(Operation op, int region) {
    return body(op.getRegion(region));
  }

  /** Appends the implicit terminator {@code name} when the region's block does not end with a terminator. */
  public static void ensureTerminator(MLIRContext ctx, Region region, String name, Location loc) {
    if (region.isEmpty()) {
      region.emplaceBlock();
    }
    Block b = region.front();
    Operation last = b.getLastOp();
    if (last != null && last.hasTrait(Traits.IsTerminator.class)) {
      return;
    }
    b.push_back(Operation.create(ctx, new OperationState(loc, name)));
  }

  /** The block's terminator if it is named {@code name}, else null. */
  public static Operation terminator(Block b, String name) {
    if (b == null) {
      return null;
    }
    Operation last = b.getLastOp();
    return last != null && last.getName().equals(name) ? last : null;
  }

  /** Checks the parent is one of {@code names}, with MLIR's HasParent messages. */
  public static boolean verifyParent(Operation op, List<String> names) {
    Operation parent = op.getParentOp();
    if (parent != null && names.contains(parent.getName())) {
      return true;
    }
    if (names.size() == 1) {
      op.emitOpError("expects parent op '" + names.get(0) + "'");
    } else {
      op.emitOpError("expects parent op to be one of '" + String.join(", ", names) + "'");
    }
    return false;
  }

  // ---- parsing helpers

  /** An argument with its type filled in. */
  public static Argument withType(Argument a, Type t) {
    return new Argument(a.ssaName(), t, a.loc());
  }

  /** Parses {@code (%arg = %operand, ...)} into the two lists (MLIR's parseAssignmentList). */
  public static void parseAssignmentList(OpAsmParser p, List<Argument> args, List<UnresolvedOperand> operands) {
    p.parseLParen();
    if (p.parseOptionalRParen()) {
      return;
    }
    do {
      args.add(p.parseArgument(false, false));
      p.parseEqual();
      operands.add(p.parseOperand());
    } while (p.parseOptionalComma());
    p.parseRParen();
  }

  /** Parses MLIR's optional {@code -> type} / {@code -> (types)} into {@code out}. */
  public static void parseOptionalArrowTypeList(OpAsmParser p, List<Type> out) {
    List<Type> ts = p.parseOptionalArrowTypeList();
    if (ts != null) {
      out.addAll(ts);
    }
  }

  /** Resolves each operand with {@code type}, appending to {@code out}. */
  public static void resolveOperands(OpAsmParser p, List<UnresolvedOperand> ops, Type type, List<Value> out) {
    for (UnresolvedOperand o : ops) {
      out.add(p.resolveOperand(o, type));
    }
  }

  // ---- printing helpers

  /** Prints {@code prefix(%a = %b, ...)} when non-empty (MLIR's printInitializationList). */
  public static void printInitializationList(OpAsmPrinter p, List<? extends Value> args,
      List<? extends Value> inits, String prefix) {
    if (inits.isEmpty()) {
      return;
    }
    p.print(prefix).print('(');
    for (int i = 0; i < inits.size(); i++) {
      if (i > 0) {
        p.print(", ");
      }
      p.printOperand(args.get(i)).print(" = ").printOperand(inits.get(i));
    }
    p.print(')');
  }

  /** MLIR's printOptionalArrowTypeList: {@code  -> t} or {@code  -> (t1, t2)}, nothing when empty. */
  public static void printOptionalArrowTypeList(OpAsmPrinter p, List<? extends Type> types) {
    if (types.isEmpty()) {
      return;
    }
    p.print(" -> ");
    boolean parens = types.size() != 1 || isFunctionType(types.get(0));
    if (parens) {
      p.print('(');
    }
    p.printTypes(types);
    if (parens) {
      p.print(')');
    }
  }

  public static List<Type> types(List<? extends Value> values) {
    List<Type> r = new ArrayList<>(values.size());
    for (Value v : values) {
      r.add(v.getType());
    }
    return r;
  }
}
