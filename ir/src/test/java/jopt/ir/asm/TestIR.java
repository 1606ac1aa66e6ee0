package jopt.ir.asm;

import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.Block;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.OpDefinition;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Region;
import jopt.ir.Traits;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.attr.NamedAttribute;

/** Hand-built IR for the printer tests: test types/attrs and a few small op definitions. */
final class TestIR {
  private TestIR() {}

  /** A type printed as its text. */
  record T(String text) implements Type {
    @Override
    public void print(AttrTypePrinter p) {
      p.append(text);
    }
  }

  /** An attribute printed as its text. */
  record A(String text) implements Attribute {
    @Override
    public void print(AttrTypePrinter p) {
      p.append(text);
    }
  }

  static final Type I32 = new T("i32");
  static final Type I64 = new T("i64");
  static final Type INDEX = new T("index");

  /** builtin.module: {@code module @name attributes {..} {body}}. */
  static final class ModuleDef extends OpDefinition implements Traits.NoTerminator {
    ModuleDef() {
      super("builtin.module");
    }

    @Override
    public Set<String> inherentAttributeNames() {
      return Set.of("sym_name");
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public String getDefaultDialect() {
      return "builtin";
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      if (op.getAttr("sym_name") instanceof A name) {
        p.print(" ").printSymbolName(unquote(name.text()));
      }
      p.printOptionalAttrDictWithKeyword(op.getDiscardableAttrs(), List.of());
      p.print(" ").printRegion(op.getRegion(0), false, false, false);
    }
  }

  /** func.func-like: {@code func.func @name(%arg0: i32) {body}} (no results). */
  static final class FuncDef extends OpDefinition {
    FuncDef() {
      super("func.func");
    }

    @Override
    public Set<String> inherentAttributeNames() {
      return Set.of("sym_name", "function_type");
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public String getDefaultDialect() {
      return "func";
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print(" ").printSymbolName(unquote(((A) op.getAttr("sym_name")).text())).print("(");
      Block entry = op.getRegion(0).front();
      for (int i = 0; i < entry.getNumArguments(); i++) {
        if (i > 0) {
          p.print(", ");
        }
        p.printRegionArgument(entry.getArgument(i));
      }
      p.print(")");
      p.printOptionalAttrDictWithKeyword(op.getDiscardableAttrs(), List.of());
      p.print(" ").printRegion(op.getRegion(0), false, true, false);
    }
  }

  /** func.return: {@code return %a, %b : i32, i32}. */
  static final class ReturnDef extends OpDefinition implements Traits.IsTerminator {
    ReturnDef() {
      super("func.return");
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      if (op.getNumOperands() > 0) {
        p.print(" ").printOperands(op.getOperands()).print(" : ").printTypes(op.getOperandTypes());
      }
    }
  }

  /** arith.constant-like: {@code %c1_i32 = arith.constant 1 : i32}; the name comes from "value". */
  static final class ConstantDef extends OpDefinition {
    ConstantDef() {
      super("arith.constant");
    }

    @Override
    public Set<String> inherentAttributeNames() {
      return Set.of("value");
    }

    @Override
    public boolean hasCustomAssembly() {
      return true;
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print(" ").printAttribute(op.getAttr("value"));
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      String v = ((A) op.getAttr("value")).text();
      if (v.equals("true") || v.equals("false")) {
        setName.accept(op.getResult(0), v);
      } else if (v.endsWith(" : index")) {
        setName.accept(op.getResult(0), "c" + v.substring(0, v.length() - 8));
      } else if (v.contains(".")) {
        setName.accept(op.getResult(0), "cst");
      } else {
        setName.accept(op.getResult(0), "c" + v.replace(" : ", "_"));
      }
    }
  }

  /** An op naming each result from a "names" list ("" = unnamed), printed generically. */
  static final class NamedResultsDef extends OpDefinition {
    private final List<String> names;

    NamedResultsDef(String name, List<String> names) {
      super(name);
      this.names = names;
    }

    @Override
    public void getAsmResultNames(Operation op, BiConsumer<Value, String> setName) {
      for (int i = 0; i < names.size(); i++) {
        if (!names.get(i).isEmpty()) {
          setName.accept(op.getResult(i), names.get(i));
        }
      }
    }
  }

  static String unquote(String s) {
    return s.substring(1, s.length() - 1);
  }

  static MLIRContext context() {
    MLIRContext ctx = new MLIRContext().allowUnregisteredDialects(true);
    ctx.registerOp(new ModuleDef());
    ctx.registerOp(new FuncDef());
    ctx.registerOp(new ReturnDef());
    ctx.registerOp(new ConstantDef());
    return ctx;
  }

  /** Builds ops into blocks. */
  static final class B {
    final MLIRContext ctx;
    Block block;
    Location loc = Location.UNKNOWN;

    B(MLIRContext ctx, Block block) {
      this.ctx = ctx;
      this.block = block;
    }

    Operation op(String name, List<Value> operands, List<Type> results, List<NamedAttribute> attrs,
        List<Block> successors, List<Region> regions) {
      OperationState s = new OperationState(loc, name);
      s.addOperands(operands);
      s.addTypes(results);
      for (NamedAttribute na : attrs) {
        s.addAttribute(na.name(), na.value());
      }
      successors.forEach(s::addSuccessor);
      regions.forEach(s::addRegion);
      Operation op = Operation.create(ctx, s);
      if (block != null) {
        block.push_back(op);
      }
      return op;
    }

    Operation op(String name, List<Value> operands, List<Type> results) {
      return op(name, operands, results, List.of(), List.of(), List.of());
    }

    Value constant(String value, Type type) {
      return op("arith.constant", List.of(), List.of(type), List.of(new NamedAttribute("value", new A(value))),
          List.of(), List.of()).getResult(0);
    }
  }

  static Operation module(MLIRContext ctx) {
    OperationState s = new OperationState(Location.UNKNOWN, "builtin.module");
    Region r = s.addRegion();
    r.push_back(new Block());
    return Operation.create(ctx, s);
  }

  static Block body(Operation op) {
    return op.getRegion(0).front();
  }

  /** A func.func named {@code name} with entry block arguments of {@code argTypes}, added to {@code parent}. */
  static Operation func(MLIRContext ctx, Block parent, String name, List<Type> argTypes) {
    StringBuilder fnType = new StringBuilder("(");
    for (int i = 0; i < argTypes.size(); i++) {
      fnType.append(i > 0 ? ", " : "").append(((T) argTypes.get(i)).text());
    }
    fnType.append(") -> ()");
    Region r = new Region();
    Block entry = new Block();
    r.push_back(entry);
    for (Type t : argTypes) {
      entry.addArgument(t, Location.UNKNOWN);
    }
    return new B(ctx, parent).op("func.func", List.of(), List.of(),
        List.of(new NamedAttribute("sym_name", new A("\"" + name + "\"")),
            new NamedAttribute("function_type", new A(fnType.toString()))), List.of(), List.of(r));
  }
}
