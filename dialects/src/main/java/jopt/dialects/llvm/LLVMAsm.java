package jopt.dialects.llvm;

import java.util.List;
import java.util.Set;
import jopt.ir.AttrTypePrinter;
import jopt.ir.Attribute;
import jopt.ir.Operation;
import jopt.ir.OperationState;
import jopt.ir.asm.OpAsmParser;
import jopt.ir.Type;
import jopt.ir.asm.OpAsmPrinter;
import jopt.ir.attr.DialectAttr;
import jopt.ir.attr.IntegerAttr;
import jopt.ir.type.IntegerType;

/** Keyword enums and print helpers shared by the LLVM ops' custom forms. */
final class LLVMAsm {
  private LLVMAsm() {}

  /** LLVM::Linkage, in enum order; {@code external} is the default and is not printed. */
  static final List<String> LINKAGES = List.of("private", "internal", "available_externally",
      "linkonce", "weak", "common", "appending", "extern_weak", "linkonce_odr", "weak_odr",
      "external");

  /** LLVM::Visibility by value: default (not printed), hidden, protected. */
  static final List<String> VISIBILITIES = List.of("default", "hidden", "protected");

  /** LLVM::UnnamedAddr by value: none (not printed), local_unnamed_addr, unnamed_addr. */
  static final List<String> UNNAMED_ADDRS = List.of("none", "local_unnamed_addr", "unnamed_addr");

  /** LLVM::CConv keywords; {@code ccc} is the default and is not printed. */
  static final List<String> CCONVS = List.of("ccc", "fastcc", "coldcc", "cc_10", "cc_11",
      "anyregcc", "preserve_mostcc", "preserve_allcc", "swiftcc", "cxx_fast_tlscc", "tailcc",
      "cfguard_checkcc", "swifttailcc", "x86_stdcallcc", "x86_fastcallcc", "arm_apcscc",
      "arm_aapcscc", "arm_aapcs_vfpcc", "msp430_intrcc", "x86_thiscallcc", "ptx_kernelcc",
      "ptx_devicecc", "spir_funccc", "spir_kernelcc", "intel_ocl_bicc", "x86_64_sysvcc",
      "win64cc", "x86_vectorcallcc", "hhvmcc", "hhvm_ccc", "x86_intrcc", "avr_intrcc",
      "avr_builtincc", "amdgpu_vscc", "amdgpu_gscc", "amdgpu_cscc", "amdgpu_kernelcc",
      "x86_regcallcc", "amdgpu_hscc", "msp430_builtincc", "amdgpu_lscc", "amdgpu_escc",
      "aarch64_vectorcallcc", "aarch64_sve_vectorcallcc", "wasm_emscripten_invokecc",
      "amdgpu_gfxcc", "m68k_intrcc");

  /** LLVM::TailCallKind keywords; {@code none} is the default and is not printed. */
  static final List<String> TAIL_CALL_KINDS = List.of("none", "tail", "musttail", "notail");

  /** LLVM::AtomicOrdering by value (3 is unused). */
  static final List<String> ORDERINGS = List.of("not_atomic", "unordered", "monotonic", "",
      "acquire", "release", "acq_rel", "seq_cst");

  static final DialectAttr CCONV_C = cconv("ccc");
  static final DialectAttr TAIL_NONE = tailCallKind("none");
  static final DialectAttr FASTMATH_NONE = DialectAttr.get("llvm", "fastmath<none>");
  static final DialectAttr LINKAGE_EXTERNAL = linkage("external");

  static DialectAttr cconv(String kw) {
    return DialectAttr.get("llvm", "cconv<" + kw + ">");
  }

  static DialectAttr linkage(String kw) {
    return DialectAttr.get("llvm", "linkage<" + kw + ">");
  }

  static DialectAttr tailCallKind(String kw) {
    return DialectAttr.get("llvm", "tailcallkind<" + kw + ">");
  }

  /** The keyword inside {@code #llvm.mnemonic<keyword>}, or null. */
  static String enumKeyword(Attribute a, String mnemonic) {
    if (a instanceof DialectAttr d && d.getDialectNamespace().equals("llvm")
        && d.getBody().startsWith(mnemonic + "<") && d.getBody().endsWith(">")) {
      return d.getBody().substring(mnemonic.length() + 1, d.getBody().length() - 1).strip();
    }
    return null;
  }

  /** An {@code i64} enum property ({@code ordering = 0 : i64}). */
  static IntegerAttr i64(long v) {
    return IntegerAttr.get(v, IntegerType.get(64));
  }

  /** An {@code i32} property ({@code addr_space = 0 : i32}). */
  static IntegerAttr i32(long v) {
    return IntegerAttr.get(v, IntegerType.get(32));
  }

  /** The value of an integer attribute, or {@code dflt} when absent or not an integer. */
  static long intValue(Attribute a, long dflt) {
    return a instanceof IntegerAttr i && i.fitsInLong() ? i.getValue() : dflt;
  }

  /** The optional linkage keyword (external when absent), as MLIR's parsers of globals and functions. */
  static void parseLinkage(OpAsmParser p, OperationState result) {
    String linkage = p.parseOptionalKeyword(LINKAGES);
    result.addAttribute("linkage", linkage(linkage == null ? "external" : linkage));
  }

  /** The optional visibility keyword, as the i64 {@code visibility_} property (0: default). */
  static void parseVisibility(OpAsmParser p, OperationState result) {
    String visibility = p.parseOptionalKeyword(VISIBILITIES);
    result.addAttribute("visibility_", i64(visibility == null ? 0 : VISIBILITIES.indexOf(visibility)));
  }

  /** The optional unnamed_addr keyword, as the i64 {@code unnamed_addr} property (0: none). */
  static void parseUnnamedAddr(OpAsmParser p, OperationState result) {
    String unnamed = p.parseOptionalKeyword(UNNAMED_ADDRS);
    result.addAttribute("unnamed_addr", i64(unnamed == null ? 0 : UNNAMED_ADDRS.indexOf(unnamed)));
  }

  /** The visibility keyword and a space, unless it is the default. */
  static void printVisibility(OpAsmPrinter p, Operation op) {
    printKeyword(p, VISIBILITIES, intValue(op.getAttr("visibility_"), 0));
  }

  /** The unnamed_addr keyword and a space, unless it is none. */
  static void printUnnamedAddr(OpAsmPrinter p, Operation op) {
    printKeyword(p, UNNAMED_ADDRS, intValue(op.getAttr("unnamed_addr"), 0));
  }

  private static void printKeyword(OpAsmPrinter p, List<String> keywords, long value) {
    if (value > 0 && value < keywords.size()) {
      p.print(keywords.get((int) value)).print(' ');
    }
  }

  static void printAttrDict(OpAsmPrinter p, Operation op, Set<String> elided) {
    p.printOptionalAttrDict(op.getAttrDictionary().getValue(), elided);
  }

  static String quote(Type t) {
    return "'" + AttrTypePrinter.print(t) + "'";
  }

  /** ODS's type constraint failure: {@code operand #0 must be <summary>, but got 'type'}. */
  static boolean check(Operation op, boolean ok, String what, String summary, Type t) {
    if (!ok) {
      op.emitOpError(what + " must be " + summary + ", but got " + quote(t));
    }
    return ok;
  }
}
