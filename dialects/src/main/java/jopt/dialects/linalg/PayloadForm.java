package jopt.dialects.linalg;

import java.util.ArrayList;
import java.util.List;
import jopt.ir.Block;
import jopt.ir.Location;
import jopt.ir.NamedAttrList;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.asm.OpAsmParser.Argument;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.NamedAttribute;
import jopt.ir.type.ShapedType;

/**
 * The bodies of linalg.map and linalg.reduce in their two forms: the short form
 * {@code { arith.addf {attrs} }} naming a single payload op applied to the block arguments, and
 * the long form {@code (%in: f32, %init: f32) { ... }}.
 */
final class PayloadForm {
  private PayloadForm() {}

  /** A parsed short form: the payload op's name and attributes, or null when absent. */
  record ShortForm(String name, NamedAttrList attrs) {}

  /** Parses an optional {@code { name {attrs}? }}. */
  static ShortForm parseShortForm(OpAsmParser p) {
    if (!p.parseOptionalLBrace()) {
      return null;
    }
    String name = p.parseCustomOperationName();
    NamedAttrList attrs = new NamedAttrList();
    p.parseOptionalAttrDict(attrs);
    p.parseRBrace();
    return new ShortForm(name, attrs);
  }

  /**
   * MLIR's addBodyWithPayloadOp: one argument per operand (its element type), the payload op on
   * the arguments (the init first when {@code initFirst}, else without the init) and a yield.
   */
  static void buildBody(OpAsmParser p, Region body, ShortForm form, List<Value> operands, boolean initFirst,
      Location loc) {
    Block block = body.emplaceBlock();
    for (Value v : operands) {
      block.addArgument(((ShapedType) v.getType()).getElementType(), Location.UNKNOWN);
    }
    List<Value> args = new ArrayList<>(block.getArguments());
    List<Value> payloadOperands = new ArrayList<>();
    if (initFirst) {
      payloadOperands.add(args.get(args.size() - 1));
      payloadOperands.addAll(args.subList(0, args.size() - 1));
    } else {
      payloadOperands.addAll(args.subList(0, args.size() - 1));
    }
    OperationState st = new OperationState(loc, form.name());
    st.addOperands(payloadOperands);
    st.addType(((ShapedType) operands.get(operands.size() - 1).getType()).getElementType());
    for (NamedAttribute na : form.attrs().asList()) {
      st.attributes.set(na.name(), na.value());
    }
    OpDefinition def = p.getContext().lookupOp(form.name());
    if (def != null) {
      // MLIR adds the defaults to the parsed dictionary, then creating the op drops an
      // inherent attribute of another storage kind, so that property stays unset.
      def.populateDefaultAttrs(st.attributes);
      def.dropInherentAttrsOfOtherKinds(st.attributes);
    }
    Operation payload = Operation.create(p.getContext(), st);
    block.push_back(payload);
    OperationState y = new OperationState(loc, YieldOp.SPEC.name());
    y.addOperands(payload.getResults());
    block.push_back(Operation.create(p.getContext(), y));
  }

  /** Parses the long form {@code (%a: t, ...) {region}}. */
  static void parseLongForm(OpAsmParser p, Region body) {
    List<Argument> args = new ArrayList<>();
    p.parseCommaSeparatedList(OpAsmParser.Delimiter.PAREN, () -> args.add(p.parseArgument(true, true)),
        " in argument list");
    p.parseRegion(body, args);
  }

  /**
   * MLIR's findPayloadOp: the block's only op besides the yield when it takes the block
   * arguments in order (for map: the inputs' arguments; for reduce: the init first), else null.
   */
  static Operation findPayload(Block body, boolean initFirst, int numInputs) {
    if (body.getNumOperations() != 2) {
      return null;
    }
    Operation payload = body.getFirstOp();
    int n = payload.getNumOperands();
    if (n == 0) {
      return null;
    }
    if (initFirst) {
      if (n != body.getNumArguments() || payload.getOperand(n - 1) != body.getArgument(0)) {
        return null;
      }
      for (int i = 0; i + 1 < body.getNumArguments() && i < n; i++) {
        if (payload.getOperand(i) != body.getArgument(i + 1)) {
          return null;
        }
      }
      return payload;
    }
    if (n != numInputs) {
      return null;
    }
    for (int i = 0; i < n; i++) {
      if (payload.getOperand(i) != body.getArgument(i)) {
        return null;
      }
    }
    return payload;
  }

  /** MLIR's printShortForm: {@code  { name {attrs} }}, eliding a fastmath of none. */
  static void printShortForm(OpAsmPrinter p, Operation payload) {
    p.print(" { " + payload.getName());
    List<String> elided = new ArrayList<>();
    for (NamedAttribute na : payload.getAttrDictionary().getValue()) {
      if (jopt.ir.AttrTypePrinter.print(na.value()).equals("#arith.fastmath<none>")) {
        elided.add(na.name());
        break;
      }
    }
    p.printOptionalAttrDict(payload.getAttrDictionary().getValue(), elided);
    p.print(" }");
  }

  /** The long form after the op's other parts: a new line, {@code (args) {region}}. */
  static void printLongForm(OpAsmPrinter p, Region region) {
    p.increaseIndent();
    p.printNewline();
    p.print("(");
    Block b = region.front();
    for (int i = 0; i < b.getNumArguments(); i++) {
      if (i > 0) {
        p.print(", ");
      }
      p.printRegionArgument(b.getArgument(i));
    }
    p.print(") ");
    p.printRegion(region, false, true, false);
    p.decreaseIndent();
  }

  static List<Type> elementTypes(List<Value> values) {
    List<Type> r = new ArrayList<>();
    for (Value v : values) {
      r.add(((ShapedType) v.getType()).getElementType());
    }
    return r;
  }
}
