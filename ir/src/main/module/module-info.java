/**
 * jopt's core IR: operations, blocks, regions, values, types, attributes, the context with its
 * diagnostic engine and source manager, the verifier, the asm printer, rewriting and ODS.
 */
module jopt.ir {
  exports jopt.ir;
  exports jopt.ir.affine;
  exports jopt.ir.asm;
  exports jopt.ir.attr;
  exports jopt.ir.conversion;
  exports jopt.ir.interfaces;
  exports jopt.ir.ods;
  exports jopt.ir.ods.format;
  exports jopt.ir.rewrite;
  exports jopt.ir.type;
  exports jopt.support;

  uses jopt.ir.OpQuoting;
  provides jopt.ir.OpQuoting with jopt.ir.asm.GenericOpQuoting;
}
