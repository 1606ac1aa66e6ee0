package jopt.dialects.linalg;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.scf.OpUtils;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.UnresolvedOperand;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.interfaces.MemoryEffects.Effect;
import jopt.ir.interfaces.MemoryEffects.Kind;

/** The parts shared by linalg structured ops: {@code ins(...) outs(...)}, results, region building, effects. */
final class StructuredOps {
  private StructuredOps() {}

  static final String SEGMENTS = "operandSegmentSizes";

  /** Parses {@code [ins(%a : t)] [outs(%b : t)]} into operands and the segment sizes; returns {inputs, outputs} types. */
  static List<List<Type>> parseInsOuts(OpAsmParser p, OperationState result) {
    p.parseOptionalAttrDict(result.attributes);
    List<UnresolvedOperand> ins = new ArrayList<>();
    List<UnresolvedOperand> outs = new ArrayList<>();
    List<Type> inTypes = new ArrayList<>();
    List<Type> outTypes = new ArrayList<>();
    var inLoc = p.getCurrentLocation();
    if (p.parseOptionalKeyword("ins")) {
      p.parseLParen();
      inLoc = p.getCurrentLocation();
      ins = p.parseOperandList();
      inTypes = p.parseColonTypeList();
      p.parseRParen();
    }
    var outLoc = p.getCurrentLocation();
    if (p.parseOptionalKeyword("outs")) {
      outLoc = p.getCurrentLocation();
      p.parseLParen();
      outs = p.parseOperandList();
      outTypes = p.parseColonTypeList();
      p.parseRParen();
    }
    result.addOperands(p.resolveOperands(ins, inTypes, inLoc));
    result.addOperands(p.resolveOperands(outs, outTypes, outLoc));
    result.addAttribute(SEGMENTS, OpUtils.denseI32(ins.size(), outs.size()));
    return List.of(inTypes, outTypes);
  }

  static void printInsOuts(OpAsmPrinter p, Operation op) {
    List<Value> ins = inputs(op);
    List<Value> outs = outputs(op);
    if (!ins.isEmpty()) {
      p.print(" ins(").printOperands(ins).print(" : ").printTypes(OpUtils.types(ins)).print(')');
    }
    if (!outs.isEmpty()) {
      p.print(" outs(").printOperands(outs).print(" : ").printTypes(OpUtils.types(outs)).print(')');
    }
  }

  static List<Value> inputs(Operation op) {
    return OpUtils.segment(op, 0);
  }

  static List<Value> outputs(Operation op) {
    return OpUtils.segment(op, 1);
  }

  /** Creates the body block of a named op with one argument per operand's element type. */
  static Block createBody(jopt.ir.Region region, List<Type> operandTypes, Location loc) {
    Block b = region.emplaceBlock();
    for (Type t : operandTypes) {
      b.addArgument(OpUtils.elementTypeOrSelf(t), loc);
    }
    return b;
  }

  static Operation create(MLIRContext ctx, Block b, String name, List<Value> operands, List<Type> types,
      String attrName, Attribute attr, Location loc) {
    OperationState st = new OperationState(loc, name);
    st.addOperands(operands);
    st.addTypes(types);
    if (attr != null) {
      st.addAttribute(attrName, attr);
    }
    Operation op = Operation.create(ctx, st);
    b.push_back(op);
    return op;
  }

  /** Parses {@code #ns.body} through the registered dialect {@code ns}, or null. */
  static Attribute dialectAttr(MLIRContext ctx, String ns, String body) {
    var d = ctx.getDialect(ns);
    return d == null ? null : d.parseAttribute(body);
  }

  static void yield(MLIRContext ctx, Block b, List<Value> values, Location loc) {
    create(ctx, b, "linalg.yield", values, List.of(), null, null, loc);
  }

  /** MLIR's structured op effects: inputs read, outputs read when the payload uses them, and written. */
  static List<Effect> effects(Operation op) {
    List<Effect> r = new ArrayList<>();
    for (Value v : inputs(op)) {
      if (OpUtils.isMemRef(v.getType())) {
        r.add(new Effect(Kind.READ, v));
      }
    }
    List<Value> outs = outputs(op);
    Block body = op.getNumRegions() > 0 ? OpUtils.body(op, 0) : null;
    int numIns = inputs(op).size();
    for (int i = 0; i < outs.size(); i++) {
      Value v = outs.get(i);
      if (!OpUtils.isMemRef(v.getType())) {
        continue;
      }
      boolean used = body == null || numIns + i >= body.getNumArguments() || !body.getArgument(numIns + i).useEmpty();
      if (used) {
        r.add(new Effect(Kind.READ, v));
      }
      r.add(new Effect(Kind.WRITE, v));
    }
    return r;
  }

  /** Result types must be the tensor outputs' types. */
  static boolean verifyResults(Operation op) {
    List<Type> tensorOuts = new ArrayList<>();
    for (Value v : outputs(op)) {
      if (OpUtils.isTensor(v.getType())) {
        tensorOuts.add(v.getType());
      }
    }
    if (!tensorOuts.equals(op.getResultTypes())) {
      op.emitOpError("expected the number of tensor results (" + op.getNumResults()
          + ") to be equal to the number of output tensors (" + tensorOuts.size() + ")");
      return false;
    }
    return true;
  }
}
