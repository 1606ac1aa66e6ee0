package jopt.passes.bufferization.dealloc;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import jopt.dialects.arith.CmpOps.CmpIOp;
import jopt.dialects.arith.ConstantOp;
import jopt.dialects.arith.IntBinaryOps.AndIOp;
import jopt.dialects.arith.IntBinaryOps.OrIOp;
import jopt.dialects.arith.IntBinaryOps.XOrIOp;
import jopt.dialects.bufferization.DeallocOp;
import jopt.dialects.func.CallOp;
import jopt.dialects.func.FuncOp;
import jopt.dialects.func.ReturnOp;
import jopt.dialects.memref.AllocOp;
import jopt.dialects.memref.CastOp;
import jopt.dialects.memref.DimOp;
import jopt.dialects.memref.ExtractAlignedPointerAsIndexOp;
import jopt.dialects.memref.LoadOp;
import jopt.dialects.memref.StoreOp;
import jopt.dialects.scf.ForOp;
import jopt.dialects.scf.IfOp;
import jopt.dialects.scf.YieldOp;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.Operation;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.BoolAttr;
import jopt.ir.attr.StringAttr;
import jopt.ir.type.FunctionType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import jopt.ir.type.MemRefType;
import jopt.ir.type.ShapedType;

/**
 * MLIR's lowering of bufferization.dealloc to memref.dealloc (its DeallocOpConversion and
 * buildDeallocationLibraryFunction): no memrefs, false for every retained value; one memref
 * without retained values, freed under its condition; one memref with retained values, freed
 * unless its base pointer is one of theirs, each retained value owned when it is; otherwise the
 * base pointers and conditions are stored in lists for the {@code dealloc_helper} function,
 * which decides what to free (a memref not retained and not listed before it) and what is owned.
 */
final class DeallocLowering {
  private DeallocLowering() {}

  static final String HELPER_NAME = "dealloc_helper";

  /** Whether the lowering of {@code op} calls the helper function. */
  static boolean needsHelper(DeallocOp op) {
    return op.memrefs().size() > 1;
  }

  /**
   * Builds the lowering of {@code op} at {@code b}'s insertion point and returns the values that
   * replace its results; {@code helper} is the dealloc_helper function to call.
   */
  static List<Value> lower(Builder b, DeallocOp op, Operation helper) {
    Location loc = op.getOperation().getLoc();
    if (op.memrefs().isEmpty()) {
      Value f = bool(b, loc, false);
      List<Value> replacements = new ArrayList<>();
      for (int i = 0; i < op.retained().size(); i++) {
        replacements.add(f);
      }
      return replacements;
    }
    if (op.memrefs().size() == 1 && op.retained().isEmpty()) {
      deallocIf(b, loc, op.conditions().get(0), op.memrefs().get(0));
      return List.of();
    }
    if (op.memrefs().size() == 1) {
      return oneMemrefMultipleRetained(b, loc, op);
    }
    return generalCase(b, loc, op, helper);
  }

  /** {@code scf.if %cond { memref.dealloc %memref }}. */
  private static void deallocIf(Builder b, Location loc, Value cond, Value memref) {
    IfOp ifOp = IfOp.create(b, loc, List.of(), cond, false);
    Builder inner = new Builder(b.getContext());
    Block then = ifOp.thenBlock();
    if (then.isEmpty()) {
      inner.setInsertionPointToEnd(then);
    } else {
      inner.setInsertionPoint(then.getFirstOp());
    }
    jopt.dialects.memref.DeallocOp.create(inner, loc, memref);
    if (then.getTerminator() == null) {
      YieldOp.create(inner, loc, List.of());
    }
  }

  private static List<Value> oneMemrefMultipleRetained(Builder b, Location loc, DeallocOp op) {
    Value memref = op.memrefs().get(0);
    Value cond = op.conditions().get(0);
    Value memrefAsIdx = pointer(b, loc, memref);
    List<Value> doesNotAlias = new ArrayList<>();
    for (Value retained : op.retained()) {
      Value retainedAsIdx = pointer(b, loc, retained);
      doesNotAlias.add(cmp(b, loc, "ne", memrefAsIdx, retainedAsIdx));
    }
    Value prev = doesNotAlias.get(0);
    for (Value v : doesNotAlias.subList(1, doesNotAlias.size())) {
      prev = AndIOp.create(b, loc, prev, v).getOperation().getResult(0);
    }
    Value shouldDealloc = AndIOp.create(b, loc, prev, cond).getOperation().getResult(0);
    deallocIf(b, loc, shouldDealloc, memref);
    Value trueVal = bool(b, loc, true);
    List<Value> replacements = new ArrayList<>();
    for (Value v : doesNotAlias) {
      Value aliases = XOrIOp.create(b, loc, v, trueVal).getOperation().getResult(0);
      replacements.add(AndIOp.create(b, loc, aliases, cond).getOperation().getResult(0));
    }
    return replacements;
  }

  private static List<Value> generalCase(Builder b, Location loc, DeallocOp op, Operation helper) {
    List<Value> memrefs = op.memrefs();
    List<Value> conditions = op.conditions();
    List<Value> retained = op.retained();
    Type index = IndexType.INSTANCE;
    Type i1 = IntegerType.get(1);
    Value toDealloc = alloc(b, loc, memrefs.size(), index);
    Value conditionList = alloc(b, loc, conditions.size(), i1);
    Value toRetain = alloc(b, loc, retained.size(), index);
    for (int i = 0; i < memrefs.size(); i++) {
      Value p = pointer(b, loc, memrefs.get(i));
      StoreOp.create(b, loc, p, toDealloc, List.of(ConstantOp.createIndex(b, loc, i)));
    }
    for (int i = 0; i < conditions.size(); i++) {
      StoreOp.create(b, loc, conditions.get(i), conditionList, List.of(ConstantOp.createIndex(b, loc, i)));
    }
    for (int i = 0; i < retained.size(); i++) {
      Value p = pointer(b, loc, retained.get(i));
      StoreOp.create(b, loc, p, toRetain, List.of(ConstantOp.createIndex(b, loc, i)));
    }
    Value castDealloc = dynamic(b, loc, toDealloc, index);
    Value castConditions = dynamic(b, loc, conditionList, i1);
    Value castRetain = dynamic(b, loc, toRetain, index);
    Value deallocConds = alloc(b, loc, memrefs.size(), i1);
    Value retainConds = alloc(b, loc, retained.size(), i1);
    Value castDeallocConds = dynamic(b, loc, deallocConds, i1);
    Value castRetainConds = dynamic(b, loc, retainConds, i1);
    CallOp.create(b, loc, ((StringAttr) helper.getAttr("sym_name")).value(), List.of(),
        List.of(castDealloc, castRetain, castConditions, castDeallocConds, castRetainConds));
    for (int i = 0; i < memrefs.size(); i++) {
      Value should = LoadOp.create(b, loc, deallocConds, List.of(ConstantOp.createIndex(b, loc, i))).result();
      deallocIf(b, loc, should, memrefs.get(i));
    }
    List<Value> replacements = new ArrayList<>();
    for (int i = 0; i < retained.size(); i++) {
      replacements.add(LoadOp.create(b, loc, retainConds, List.of(ConstantOp.createIndex(b, loc, i))).result());
    }
    for (Value list : List.of(toDealloc, toRetain, conditionList, deallocConds, retainConds)) {
      jopt.dialects.memref.DeallocOp.create(b, loc, list);
    }
    return replacements;
  }

  /**
   * Builds {@code func.func private @dealloc_helper} at the end of {@code symbolTable}'s body
   * (renamed {@code dealloc_helper_N} if the name is taken).
   */
  static Operation buildHelper(Location loc, Operation symbolTable) {
    Type indexList = MemRefType.get(new long[] {ShapedType.DYNAMIC}, IndexType.INSTANCE);
    Type boolList = MemRefType.get(new long[] {ShapedType.DYNAMIC}, IntegerType.get(1));
    List<Type> argTypes = List.of(indexList, indexList, boolList, boolList, boolList);
    Block body = symbolTable.getRegion(0).front();
    Builder b = new Builder(symbolTable.getContext());
    Operation terminator = body.isEmpty() ? null : body.getLastOp();
    if (terminator != null && terminator.hasTrait(jopt.ir.Traits.IsTerminator.class)) {
      b.setInsertionPoint(terminator);
    } else {
      b.setInsertionPointToEnd(body);
    }
    FuncOp fn = FuncOp.create(b, loc, uniqueName(body), FunctionType.get(argTypes, List.of()), true);
    Operation f = fn.getOperation();
    f.setAttr("sym_visibility", StringAttr.get("private"));
    Block block = f.getRegion(0).front();
    List<Value> args = new ArrayList<>();
    for (int i = 0; i < block.getNumArguments(); i++) {
      args.add(block.getArgument(i));
    }
    Builder h = new Builder(b.getContext());
    h.setInsertionPointToEnd(block);
    Value toDeallocMemref = args.get(0);
    Value toRetainMemref = args.get(1);
    Value conditionMemref = args.get(2);
    Value deallocCondsMemref = args.get(3);
    Value retainCondsMemref = args.get(4);
    Value c0 = ConstantOp.createIndex(h, loc, 0);
    Value c1 = ConstantOp.createIndex(h, loc, 1);
    Value trueValue = bool(h, loc, true);
    Value falseValue = bool(h, loc, false);
    Value toDeallocSize = DimOp.create(h, loc, toDeallocMemref, c0).result();
    Value toRetainSize = DimOp.create(h, loc, toRetainMemref, c0).result();
    ForOp.create(h, loc, c0, toRetainSize, c1, List.of(), (fb, l, i, iter) -> {
      StoreOp.create(fb, l, falseValue, retainCondsMemref, List.of(i));
      YieldOp.create(fb, l, List.of());
    });
    ForOp.create(h, loc, c0, toDeallocSize, c1, List.of(), (fb, l, outer, iter) -> {
      Value toDealloc = LoadOp.create(fb, l, toDeallocMemref, List.of(outer)).result();
      Value cond = LoadOp.create(fb, l, conditionMemref, List.of(outer)).result();
      Value noRetainAlias = ForOp.create(fb, l, c0, toRetainSize, c1, List.of(trueValue),
          (ib, il, i, iterArgs) -> {
            Value retainValue = LoadOp.create(ib, il, toRetainMemref, List.of(i)).result();
            Value doesAlias = cmp(ib, il, "eq", retainValue, toDealloc);
            IfOp ifOp = IfOp.create(ib, il, List.of(), doesAlias, false);
            Builder tb = new Builder(ib.getContext());
            tb.setInsertionPointToEnd(ifOp.thenBlock());
            if (ifOp.thenBlock().getTerminator() != null) {
              tb.setInsertionPoint(ifOp.thenBlock().getTerminator());
            }
            Value retainCond = LoadOp.create(tb, il, retainCondsMemref, List.of(i)).result();
            Value aggregated = OrIOp.create(tb, il, retainCond, cond).getOperation().getResult(0);
            StoreOp.create(tb, il, aggregated, retainCondsMemref, List.of(i));
            if (ifOp.thenBlock().getTerminator() == null) {
              YieldOp.create(tb, il, List.of());
            }
            Value doesntAlias = cmp(ib, il, "ne", retainValue, toDealloc);
            Value yield = AndIOp.create(ib, il, iterArgs.get(0), doesntAlias).getOperation().getResult(0);
            YieldOp.create(ib, il, List.of(yield));
          }).getOperation().getResult(0);
      Value noAlias = ForOp.create(fb, l, c0, outer, c1, List.of(noRetainAlias),
          (ib, il, i, iterArgs) -> {
            Value prevDeallocValue = LoadOp.create(ib, il, toDeallocMemref, List.of(i)).result();
            Value doesntAlias = cmp(ib, il, "ne", prevDeallocValue, toDealloc);
            Value yield = AndIOp.create(ib, il, iterArgs.get(0), doesntAlias).getOperation().getResult(0);
            YieldOp.create(ib, il, List.of(yield));
          }).getOperation().getResult(0);
      Value shouldDealloc = AndIOp.create(fb, l, noAlias, cond).getOperation().getResult(0);
      StoreOp.create(fb, l, shouldDealloc, deallocCondsMemref, List.of(outer));
      YieldOp.create(fb, l, List.of());
    });
    ReturnOp.create(h, loc, List.of());
    return f;
  }

  /** MLIR's SymbolTable::insert uniquing: the name, else name_0, name_1, ... */
  private static String uniqueName(Block body) {
    Set<String> taken = new HashSet<>();
    for (Operation o : body.getOperations()) {
      if (o.getAttr("sym_name") instanceof StringAttr s) {
        taken.add(s.value());
      }
    }
    if (!taken.contains(HELPER_NAME)) {
      return HELPER_NAME;
    }
    for (int i = 0; ; i++) {
      String candidate = HELPER_NAME + "_" + i;
      if (!taken.contains(candidate)) {
        return candidate;
      }
    }
  }

  private static Value pointer(Builder b, Location loc, Value memref) {
    return ExtractAlignedPointerAsIndexOp.create(b, loc, memref).getOperation().getResult(0);
  }

  private static Value cmp(Builder b, Location loc, String predicate, Value lhs, Value rhs) {
    return CmpIOp.create(b, loc, predicate, lhs, rhs).getOperation().getResult(0);
  }

  private static Value bool(Builder b, Location loc, boolean v) {
    return ConstantOp.create(b, loc, v ? BoolAttr.TRUE : BoolAttr.FALSE).getOperation().getResult(0);
  }


  private static Value alloc(Builder b, Location loc, int size, Type element) {
    return AllocOp.create(b, loc, MemRefType.get(new long[] {size}, element)).getOperation().getResult(0);
  }

  private static Value dynamic(Builder b, Location loc, Value list, Type element) {
    return CastOp.create(b, loc, MemRefType.get(new long[] {ShapedType.DYNAMIC}, element), list)
        .getOperation().getResult(0);
  }
}
