// TfIdfVectorizer on integers: the counts of the pool's n-grams (a reduction generic over skip
// distances and positions comparing each n-gram's items), summed into their output columns and
// weighted as the mode says.
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | FileCheck %s
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e tf | FileCheck %s --check-prefix=TF
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e idf | FileCheck %s --check-prefix=IDF
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e tfidf | FileCheck %s --check-prefix=TFIDF
// RUN: jopt %s -p 'builtin.module(convert-onnx-to-linalg)' | jopt-run - -e tf -p 'builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},jopt-deallocation-pipeline)' | FileCheck %s --check-prefix=TF

// x = [1, 2, 1, 3, 2, 1]; pool: unigrams 1, 2, bigrams (1, 2), (2, 1); skip distances 1 and 2.
// Unigram 1 at 0, 2, 5: 3; unigram 2 at 1, 4: 2 (unigrams counted once, not per distance).
// (1, 2): at distance 1 (0, 1), at distance 2 (2, 4): 2. (2, 1): at distance 1 (1, 2), (4, 5): 2.
// ngram_indexes [3, 2, 1, 0] put them in reverse: [2, 2, 2, 3].
// CHECK-LABEL: func.func @tf
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "reduction", "reduction"]
// CHECK: tensor.extract
// CHECK-NOT: "onnx.
// TF: result #0: memref<4xf32> [2.0, 2.0, 2.0, 3.0]
func.func @tf() -> tensor<4xf32> {
  %x = onnx.Constant dense<[1, 2, 1, 3, 2, 1]> : tensor<6xi32>
  %y = "onnx.TfIdfVectorizer"(%x) {max_gram_length = 2 : si64, max_skip_count = 1 : si64, min_gram_length = 1 : si64, mode = "TF", ngram_counts = [0, 2], ngram_indexes = [3, 2, 1, 0], pool_int64s = [1, 2, 1, 2, 2, 1]} : (tensor<6xi32>) -> tensor<4xf32>
  onnx.Return %y : tensor<4xf32>
}

// Two rows, bigrams only (min_gram_length 2), no skips. Row [1, 2, 1, 2]: (1, 2) twice, (2, 1)
// once; row [2, 1, 1, 1]: (2, 1) once. Mode IDF gives the column's weight where the count is positive.
// IDF: result #0: memref<2x4xf32> {{\[\[}}0.0, 0.0, 4.0, 8.0], [0.0, 0.0, 0.0, 8.0]]
func.func @idf() -> tensor<2x4xf32> {
  %x = onnx.Constant dense<[[1, 2, 1, 2], [2, 1, 1, 1]]> : tensor<2x4xi64>
  %y = "onnx.TfIdfVectorizer"(%x) {max_gram_length = 2 : si64, max_skip_count = 0 : si64, min_gram_length = 2 : si64, mode = "IDF", ngram_counts = [0, 2], ngram_indexes = [0, 1, 2, 3], pool_int64s = [1, 2, 1, 2, 2, 1], weights = [5.000000e-01 : f32, 2.500000e-01 : f32, 4.000000e+00 : f32, 8.000000e+00 : f32]} : (tensor<2x4xi64>) -> tensor<2x4xf32>
  onnx.Return %y : tensor<2x4xf32>
}

// Mode TFIDF gives the count times the column's weight: 2 * 4, 1 * 8; 1 * 8.
// TFIDF: result #0: memref<2x4xf32> {{\[\[}}0.0, 0.0, 8.0, 8.0], [0.0, 0.0, 0.0, 8.0]]
func.func @tfidf() -> tensor<2x4xf32> {
  %x = onnx.Constant dense<[[1, 2, 1, 2], [2, 1, 1, 1]]> : tensor<2x4xi64>
  %y = "onnx.TfIdfVectorizer"(%x) {max_gram_length = 2 : si64, max_skip_count = 0 : si64, min_gram_length = 2 : si64, mode = "TFIDF", ngram_counts = [0, 2], ngram_indexes = [0, 1, 2, 3], pool_int64s = [1, 2, 1, 2, 2, 1], weights = [5.000000e-01 : f32, 2.500000e-01 : f32, 4.000000e+00 : f32, 8.000000e+00 : f32]} : (tensor<2x4xi64>) -> tensor<2x4xf32>
  onnx.Return %y : tensor<2x4xf32>
}
