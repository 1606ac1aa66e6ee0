package jopt.dialects.linalg;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import jopt.dialects.scf.OpUtils;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.MLIRContext;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.interfaces.MemoryEffects;

/**
 * {@code linalg.matmul [indexing_maps = [...]] ins(%a, %b : A, B) outs(%c : C) [-> types]}; the
 * default maps are stored but not printed. The body is {@code c + a * b}.
 */
public final class MatmulOp extends OpDefinition
    implements Traits.AttrSizedOperandSegments, Traits.SingleBlock, MemoryEffects {
  static final List<String> DEFAULT_MAPS = List.of("affine_map<(d0, d1, d2) -> (d0, d2)>",
      "affine_map<(d0, d1, d2) -> (d2, d1)>", "affine_map<(d0, d1, d2) -> (d0, d1)>");

  public MatmulOp() {
    super("linalg.matmul");
  }

  @Override
  public Set<String> inherentAttributeNames() {
    return Set.of(StructuredOps.SEGMENTS, "indexing_maps", "cast");
  }

  @Override
  public boolean hasCustomAssembly() {
    return true;
  }

  @Override
  public void parse(OpAsmParser parser, OperationState result) {
    List<Attribute> maps = new ArrayList<>();
    if (parser.parseOptionalKeyword("indexing_maps")) {
      parser.parseEqual();
      parser.parseLSquare();
      do {
        maps.add(parser.parseAttribute());
      } while (parser.parseOptionalComma());
      parser.parseRSquare();
    }
    if (maps.isEmpty()) {
      maps = LinalgMaps.matmulDefaults();
    }
    result.addAttribute("indexing_maps", OpUtils.array(maps));
    parser.parseOptionalAttrDict(result.attributes);
    List<List<Type>> types = StructuredOps.parseInsOuts(parser, result);
    OpUtils.parseOptionalArrowTypeList(parser, result.types);
    List<Type> all = new ArrayList<>(types.get(0));
    all.addAll(types.get(1));
    buildBody(parser.getContext(), result, all);
  }

  private static void buildBody(MLIRContext ctx, OperationState result, List<Type> operandTypes) {
    Block b = StructuredOps.createBody(result.addRegion(), operandTypes, result.location);
    if (b.getNumArguments() != 3) {
      StructuredOps.yield(ctx, b, List.of(), result.location);
      return;
    }
    Value a = b.getArgument(0);
    Value bb = b.getArgument(1);
    Value c = b.getArgument(2);
    Type t = c.getType();
    boolean isInt = OpUtils.isInteger(t);
    String mul = isInt ? "arith.muli" : "arith.mulf";
    String add = isInt ? "arith.addi" : "arith.addf";
    String attrName = isInt ? "overflowFlags" : "fastmath";
    Attribute attr = StructuredOps.dialectAttr(ctx, "arith", isInt ? "overflow<none>" : "fastmath<none>");
    Operation m = StructuredOps.create(ctx, b, mul, List.of(a, bb), List.of(t), attrName, attr, result.location);
    Operation s = StructuredOps.create(ctx, b, add, List.of(c, m.getResult(0)), List.of(t), attrName, attr,
        result.location);
    StructuredOps.yield(ctx, b, List.of(s.getResult(0)), result.location);
  }

  static boolean hasDefaultMaps(Operation op) {
    List<Attribute> maps = OpUtils.arrayElements(op.getAttr("indexing_maps"));
    if (maps == null || maps.size() != 3) {
      return maps == null;
    }
    for (int i = 0; i < 3; i++) {
      if (!AttrTypePrinter.print(maps.get(i)).equals(DEFAULT_MAPS.get(i))) {
        return false;
      }
    }
    return true;
  }

  @Override
  public void print(Operation op, OpAsmPrinter p) {
    if (!hasDefaultMaps(op)) {
      p.print(" indexing_maps = ").printAttribute(op.getAttr("indexing_maps"));
    }
    p.printOptionalAttrDict(op.getAttrDictionary().getValue(), Set.of(StructuredOps.SEGMENTS, "indexing_maps"));
    StructuredOps.printInsOuts(p, op);
    OpUtils.printOptionalArrowTypeList(p, op.getResultTypes());
  }

  @Override
  public boolean verify(Operation op) {
    if (!OpUtils.verifySegments(op, 2)) {
      return false;
    }
    return StructuredOps.verifyResults(op);
  }

  @Override
  public List<Effect> getEffects(Operation op) {
    return StructuredOps.effects(op);
  }
}
