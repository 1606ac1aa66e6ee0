package jopt.dialects.arith;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import jopt.dialects.Dialects;
import jopt.dialects.TestModules;
import jopt.dialects.arith.CastOps.BitcastOp;
import jopt.dialects.arith.CastOps.ExtFOp;
import jopt.dialects.arith.CastOps.ExtSIOp;
import jopt.dialects.arith.CastOps.ExtUIOp;
import jopt.dialects.arith.CastOps.FPToSIOp;
import jopt.dialects.arith.CastOps.FPToUIOp;
import jopt.dialects.arith.CastOps.IndexCastOp;
import jopt.dialects.arith.CastOps.IndexCastUIOp;
import jopt.dialects.arith.CastOps.SIToFPOp;
import jopt.dialects.arith.CastOps.TruncFOp;
import jopt.dialects.arith.CastOps.TruncIOp;
import jopt.dialects.arith.CastOps.UIToFPOp;
import jopt.dialects.arith.CmpOps.CmpFOp;
import jopt.dialects.arith.CmpOps.CmpIOp;
import jopt.dialects.arith.ExtendedOps.AddUIExtendedOp;
import jopt.dialects.arith.ExtendedOps.MulSIExtendedOp;
import jopt.dialects.arith.ExtendedOps.MulUIExtendedOp;
import jopt.dialects.arith.FloatBinaryOps.AddFOp;
import jopt.dialects.arith.FloatBinaryOps.DivFOp;
import jopt.dialects.arith.FloatBinaryOps.MaxNumFOp;
import jopt.dialects.arith.FloatBinaryOps.MaximumFOp;
import jopt.dialects.arith.FloatBinaryOps.MinNumFOp;
import jopt.dialects.arith.FloatBinaryOps.MinimumFOp;
import jopt.dialects.arith.FloatBinaryOps.MulFOp;
import jopt.dialects.arith.FloatBinaryOps.NegFOp;
import jopt.dialects.arith.FloatBinaryOps.RemFOp;
import jopt.dialects.arith.FloatBinaryOps.SubFOp;
import jopt.dialects.arith.IntBinaryOps.AddIOp;
import jopt.dialects.arith.IntBinaryOps.AndIOp;
import jopt.dialects.arith.IntBinaryOps.CeilDivSIOp;
import jopt.dialects.arith.IntBinaryOps.CeilDivUIOp;
import jopt.dialects.arith.IntBinaryOps.DivSIOp;
import jopt.dialects.arith.IntBinaryOps.DivUIOp;
import jopt.dialects.arith.IntBinaryOps.FloorDivSIOp;
import jopt.dialects.arith.IntBinaryOps.MaxSIOp;
import jopt.dialects.arith.IntBinaryOps.MaxUIOp;
import jopt.dialects.arith.IntBinaryOps.MinSIOp;
import jopt.dialects.arith.IntBinaryOps.MinUIOp;
import jopt.dialects.arith.IntBinaryOps.MulIOp;
import jopt.dialects.arith.IntBinaryOps.OrIOp;
import jopt.dialects.arith.IntBinaryOps.RemSIOp;
import jopt.dialects.arith.IntBinaryOps.RemUIOp;
import jopt.dialects.arith.IntBinaryOps.ShLIOp;
import jopt.dialects.arith.IntBinaryOps.ShRSIOp;
import jopt.dialects.arith.IntBinaryOps.ShRUIOp;
import jopt.dialects.arith.IntBinaryOps.SubIOp;
import jopt.dialects.arith.IntBinaryOps.XOrIOp;
import jopt.dialects.arith.ScalingCastOps.ScalingExtFOp;
import jopt.dialects.arith.ScalingCastOps.ScalingTruncFOp;
import jopt.dialects.builtin.ModuleOp;
import jopt.dialects.func.FuncOp;
import jopt.dialects.func.ReturnOp;
import jopt.ir.Block;
import jopt.ir.rewrite.Builder;
import jopt.ir.Location;
import jopt.ir.MLIRContext;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.Type;
import jopt.ir.Value;
import jopt.ir.asm.AsmPrinter;
import jopt.ir.asm.PrintingFlags;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.type.FloatType;
import jopt.ir.type.FunctionType;
import jopt.ir.type.IndexType;
import jopt.ir.type.IntegerType;
import org.junit.jupiter.api.Test;

/**
 * Every arith op built through its typed builder verifies and prints as mlir-opt-22 prints the
 * same program parsed from text (the expected text is its output), and the typed views read back
 * what an op made as the parser makes it holds.
 */
class ArithBuildersTest {
  private static final Location LOC = Location.UNKNOWN;
  private final MLIRContext ctx = Dialects.registerAll(new MLIRContext());
  private final List<String> errors = new ArrayList<>();
  private final Type i32 = IntegerType.get(32);
  private final Type i64 = IntegerType.get(64);
  private final Type f32 = FloatType.F32;

  ArithBuildersTest() {
    ctx.getDiagEngine().setHandler(d -> errors.add(d.getMessage()));
  }

  private Operation buildModule() {
    Builder b = new Builder(ctx);
    ModuleOp module = ModuleOp.create(b, LOC, null);
    b.setInsertionPointToEnd(module.body());
    FunctionType type = FunctionType.get(List.of(i32, i32, f32, FloatType.F64, IntegerType.get(1),
        IndexType.get(), FloatType.F8E5M2, FloatType.F8E8M0FNU), List.of());
    FuncOp f = FuncOp.create(b, LOC, "ops", type, true);
    Block entry = f.body().front();
    b.setInsertionPointToEnd(entry);
    Value a = entry.getArgument(0);
    Value c = entry.getArgument(1);
    Value x = entry.getArgument(2);
    Value d = entry.getArgument(3);
    ConstantOp.create(b, LOC, IntegerAttr.get(i32, 7));
    AddIOp.create(b, LOC, a, c).setOverflowFlags(new IntegerOverflowFlagsAttr(IntegerOverflowFlagsAttr.NSW));
    SubIOp.create(b, LOC, a, c);
    MulIOp.create(b, LOC, a, c);
    ShLIOp.create(b, LOC, a, c);
    DivSIOp.create(b, LOC, a, c).setExact(true);
    DivUIOp.create(b, LOC, a, c);
    ShRSIOp.create(b, LOC, a, c);
    ShRUIOp.create(b, LOC, a, c);
    CeilDivSIOp.create(b, LOC, a, c);
    CeilDivUIOp.create(b, LOC, a, c);
    FloorDivSIOp.create(b, LOC, a, c);
    RemSIOp.create(b, LOC, a, c);
    RemUIOp.create(b, LOC, a, c);
    AndIOp.create(b, LOC, a, c);
    OrIOp.create(b, LOC, a, c);
    XOrIOp.create(b, LOC, a, c);
    MaxSIOp.create(b, LOC, a, c);
    MaxUIOp.create(b, LOC, a, c);
    MinSIOp.create(b, LOC, a, c);
    MinUIOp.create(b, LOC, a, c);
    NegFOp.create(b, LOC, x);
    AddFOp.create(b, LOC, x, x).setFastmath(new FastMathFlagsAttr(FastMathFlagsAttr.FAST));
    SubFOp.create(b, LOC, x, x);
    MulFOp.create(b, LOC, x, x);
    DivFOp.create(b, LOC, x, x);
    RemFOp.create(b, LOC, x, x);
    MaximumFOp.create(b, LOC, x, x);
    MaxNumFOp.create(b, LOC, x, x);
    MinimumFOp.create(b, LOC, x, x);
    MinNumFOp.create(b, LOC, x, x);
    AddUIExtendedOp.create(b, LOC, a, c);
    MulSIExtendedOp.create(b, LOC, a, c);
    MulUIExtendedOp.create(b, LOC, a, c);
    ExtUIOp.create(b, LOC, i64, a);
    ExtSIOp.create(b, LOC, i64, a);
    ExtFOp.create(b, LOC, FloatType.F64, x);
    TruncIOp.create(b, LOC, IntegerType.get(8), a);
    TruncFOp.create(b, LOC, f32, d);
    UIToFPOp.create(b, LOC, f32, a);
    SIToFPOp.create(b, LOC, f32, a);
    FPToUIOp.create(b, LOC, i32, x);
    FPToSIOp.create(b, LOC, i32, x);
    IndexCastOp.create(b, LOC, IndexType.get(), a);
    IndexCastUIOp.create(b, LOC, i32, entry.getArgument(5));
    BitcastOp.create(b, LOC, f32, a);
    ScalingExtFOp.create(b, LOC, f32, entry.getArgument(6), entry.getArgument(7));
    ScalingTruncFOp.create(b, LOC, FloatType.F8E5M2, x, entry.getArgument(7));
    CmpIOp.create(b, LOC, "slt", a, c);
    CmpFOp.create(b, LOC, "olt", x, x);
    SelectOp.create(b, LOC, entry.getArgument(4), a, c);
    ReturnOp.create(b, LOC, List.of());
    return module.getOperation();
  }

  @Test
  void builtOpsVerifyAndPrintAsMlirOpt() {
    TestModules.assertPrints(ctx, errors, buildModule(), """
        module {
          func.func @ops(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f64, %arg4: i1, %arg5: index, %arg6: f8E5M2, %arg7: f8E8M0FNU) {
            %c7_i32 = arith.constant 7 : i32
            %0 = arith.addi %arg0, %arg1 overflow<nsw> : i32
            %1 = arith.subi %arg0, %arg1 : i32
            %2 = arith.muli %arg0, %arg1 : i32
            %3 = arith.shli %arg0, %arg1 : i32
            %4 = arith.divsi %arg0, %arg1 exact : i32
            %5 = arith.divui %arg0, %arg1 : i32
            %6 = arith.shrsi %arg0, %arg1 : i32
            %7 = arith.shrui %arg0, %arg1 : i32
            %8 = arith.ceildivsi %arg0, %arg1 : i32
            %9 = arith.ceildivui %arg0, %arg1 : i32
            %10 = arith.floordivsi %arg0, %arg1 : i32
            %11 = arith.remsi %arg0, %arg1 : i32
            %12 = arith.remui %arg0, %arg1 : i32
            %13 = arith.andi %arg0, %arg1 : i32
            %14 = arith.ori %arg0, %arg1 : i32
            %15 = arith.xori %arg0, %arg1 : i32
            %16 = arith.maxsi %arg0, %arg1 : i32
            %17 = arith.maxui %arg0, %arg1 : i32
            %18 = arith.minsi %arg0, %arg1 : i32
            %19 = arith.minui %arg0, %arg1 : i32
            %20 = arith.negf %arg2 : f32
            %21 = arith.addf %arg2, %arg2 fastmath<fast> : f32
            %22 = arith.subf %arg2, %arg2 : f32
            %23 = arith.mulf %arg2, %arg2 : f32
            %24 = arith.divf %arg2, %arg2 : f32
            %25 = arith.remf %arg2, %arg2 : f32
            %26 = arith.maximumf %arg2, %arg2 : f32
            %27 = arith.maxnumf %arg2, %arg2 : f32
            %28 = arith.minimumf %arg2, %arg2 : f32
            %29 = arith.minnumf %arg2, %arg2 : f32
            %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
            %low, %high = arith.mulsi_extended %arg0, %arg1 : i32
            %low_0, %high_1 = arith.mului_extended %arg0, %arg1 : i32
            %30 = arith.extui %arg0 : i32 to i64
            %31 = arith.extsi %arg0 : i32 to i64
            %32 = arith.extf %arg2 : f32 to f64
            %33 = arith.trunci %arg0 : i32 to i8
            %34 = arith.truncf %arg3 : f64 to f32
            %35 = arith.uitofp %arg0 : i32 to f32
            %36 = arith.sitofp %arg0 : i32 to f32
            %37 = arith.fptoui %arg2 : f32 to i32
            %38 = arith.fptosi %arg2 : f32 to i32
            %39 = arith.index_cast %arg0 : i32 to index
            %40 = arith.index_castui %arg5 : index to i32
            %41 = arith.bitcast %arg0 : i32 to f32
            %42 = arith.scaling_extf %arg6, %arg7 : f8E5M2, f8E8M0FNU to f32
            %43 = arith.scaling_truncf %arg2, %arg7 : f32, f8E8M0FNU to f8E5M2
            %44 = arith.cmpi slt, %arg0, %arg1 : i32
            %45 = arith.cmpf olt, %arg2, %arg2 : f32
            %46 = arith.select %arg4, %arg0, %arg1 : i32
            return
          }
        }
        """);
  }

  @Test
  void builtOpsHoldTheDefaultProperties() {
    String generic = AsmPrinter.print(buildModule(), PrintingFlags.defaults().withGenericOpForm(true));
    assertThat(generic).contains("%2 = \"arith.subi\"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}>");
    assertThat(generic).contains("%23 = \"arith.subf\"(%arg2, %arg2) <{fastmath = #arith.fastmath<none>}>");
    assertThat(generic).contains("\"arith.cmpf\"(%arg2, %arg2) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}>");
    assertThat(generic).contains("\"arith.trunci\"(%arg0) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8");
    assertThat(generic).contains("\"arith.extf\"(%arg2) : (f32) -> f64");
  }

  /** An op made as the generic parser makes it, with the parser's default properties. */
  private Operation parsed(String name, List<Value> operands, List<Type> results, String attr, jopt.ir.Attribute value) {
    OperationState st = new OperationState(LOC, name);
    st.addOperands(operands).addTypes(results);
    if (attr != null) {
      st.attributes.set(attr, value);
    }
    ctx.lookupOp(name).populateDefaultAttrs(st.attributes);
    return Operation.create(ctx, st);
  }

  @Test
  void viewsReadParsedOps() {
    Block args = jopt.dialects.TestBlocks.args(ctx, i32, i32, f32, IntegerType.get(1), FloatType.F64);
    Value a = args.getArgument(0);
    Value c = args.getArgument(1);
    AddIOp add = AddIOp.of(parsed("arith.addi", List.of(a, c), List.of(i32), null, null));
    assertThat(add.lhs()).isEqualTo(a);
    assertThat(add.rhs()).isEqualTo(c);
    assertThat(add.result().getType()).isEqualTo(i32);
    assertThat(add.overflowFlags()).isEqualTo(IntegerOverflowFlagsAttr.NONE);
    DivUIOp div = DivUIOp.of(parsed("arith.divui", List.of(a, c), List.of(i32), "isExact", jopt.ir.attr.UnitAttr.INSTANCE));
    assertThat(div.isExact()).isTrue();
    MulFOp mul = MulFOp.of(parsed("arith.mulf", List.of(args.getArgument(2), args.getArgument(2)), List.of(f32),
        "fastmath", new FastMathFlagsAttr(FastMathFlagsAttr.FAST)));
    assertThat(mul.fastmath().flagsString()).isEqualTo("fast");
    CmpIOp cmp = CmpIOp.of(parsed("arith.cmpi", List.of(a, c), List.of(IntegerType.get(1)), "predicate",
        IntegerAttr.get(i64, 8)));
    assertThat(cmp.predicate()).isEqualTo("ugt");
    TruncFOp trunc = TruncFOp.of(parsed("arith.truncf", List.of(args.getArgument(4)), List.of(f32), "roundingmode",
        IntegerAttr.get(i32, 1)));
    assertThat(trunc.roundingmode()).isEqualTo("downward");
    assertThat(trunc.fastmath()).isNull();
    assertThat(trunc.in()).isEqualTo(args.getArgument(4));
    SelectOp sel = SelectOp.of(parsed("arith.select", List.of(args.getArgument(3), a, c), List.of(i32), null, null));
    assertThat(sel.condition()).isEqualTo(args.getArgument(3));
    assertThat(sel.falseValue()).isEqualTo(c);
    ConstantOp cst = ConstantOp.of(parsed("arith.constant", List.of(), List.of(i32), "value", IntegerAttr.get(i32, 5)));
    assertThat(cst.value()).isEqualTo(IntegerAttr.get(i32, 5));
    assertThat(ArithTraits.isCommutative(add.getOperation())).isTrue();
    assertThat(ArithTraits.isCommutative(div.getOperation())).isFalse();
  }

  @Test
  void viewOfAnotherOpIsRejected() {
    Block args = jopt.dialects.TestBlocks.args(ctx, i32);
    Operation sub = parsed("arith.subi", List.of(args.getArgument(0), args.getArgument(0)), List.of(i32), null, null);
    org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> AddIOp.of(sub));
  }
}
