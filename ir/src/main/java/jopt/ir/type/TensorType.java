package jopt.ir.type;

/** A ranked or unranked tensor type. */
public sealed interface TensorType extends ShapedType permits RankedTensorType, UnrankedTensorType {}
