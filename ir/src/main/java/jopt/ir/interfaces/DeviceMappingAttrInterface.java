package jopt.ir.interfaces;

import jopt.ir.Attribute;

/**
 * An attribute that maps a parallel loop's dimension onto hardware (MLIR's
 * DeviceMappingAttrInterface): what scf.forall's {@code mapping} array holds, e.g.
 * {@code #gpu.thread<x>}.
 */
public interface DeviceMappingAttrInterface extends Attribute {}
