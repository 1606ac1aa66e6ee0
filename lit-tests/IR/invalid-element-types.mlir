// RUN: jopt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// COMPARE: mlir-opt-22

// The element types the builtin container types take, as MLIR's type parser checks them: a
// memref holds integers, indices, floats, complex numbers, vectors and memrefs; a tensor
// anything but none, tuples, functions, tensors and memrefs; a vector integers, indices, floats
// and dialect types that say so (LLVM's pointer); a complex number integers and floats.

// expected-error@+1 {{invalid memref element type}}
func.func private @memref_of_pointers(memref<2x!llvm.ptr>)

// -----

// expected-error@+1 {{invalid memref element type}}
func.func private @memref_of_tensors(memref<*xtensor<2xf32>>)

// -----

// expected-error@+1 {{invalid memref element type}}
func.func private @memref_of_opaque(memref<2x!foo.bar, 1>)

// -----

// expected-error@+1 {{invalid tensor element type}}
func.func private @tensor_of_none(tensor<2xnone>)

// -----

// expected-error@+1 {{invalid tensor element type}}
func.func private @tensor_of_memrefs(tensor<*xmemref<2xf32>>)

// -----

// expected-error@+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func private @vector_of_complex(vector<2xcomplex<f32>>)

// -----

// expected-error@+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func private @vector_of_vectors(vector<2xvector<2xf32>>)

// -----

// expected-error@+1 {{invalid element type for complex}}
func.func private @complex_of_index(complex<index>)

// -----

// Valid: pointers in vectors, dialect types in tensors, memrefs of memrefs and vectors.
func.func private @valid(vector<2x!llvm.ptr>, tensor<2x!llvm.ptr>, tensor<2x!foo.bar>,
    memref<2xmemref<*xf32>>, memref<2xvector<4xf32>>, memref<2xcomplex<f32>>, complex<i1>)
