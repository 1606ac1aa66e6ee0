package jopt.ir.type;

import jopt.ir.Attribute;

/** A ranked or unranked memref type. */
public sealed interface BaseMemRefType extends ShapedType permits MemRefType, UnrankedMemRefType {
  /** The memory space, or null for the default one. */
  Attribute getMemorySpace();
}
