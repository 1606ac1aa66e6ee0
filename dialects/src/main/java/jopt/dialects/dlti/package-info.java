/**
 * MLIR's DLTI dialect (data layout and target information, {@link DLTIDialect}): attributes only,
 * {@code #dlti.dl_entry}, {@code #dlti.map}, {@code #dlti.dl_spec},
 * {@code #dlti.target_device_spec} and {@code #dlti.target_system_spec} ({@link DLTIEntry},
 * {@link DLTIEntriesAttr}), with MLIR's parsers and printers, and the checks MLIR makes of a
 * module's data layout specification ({@link DataLayoutVerifier}).
 */
package jopt.dialects.dlti;
