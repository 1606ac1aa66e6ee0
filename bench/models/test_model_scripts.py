#!/usr/bin/env python3
"""Tests of the two rewrites fetch-models.sh applies (python3 bench/models/test_model_scripts.py).

The attention decomposition is checked by value: small attention ops, rewritten, lowered by
mlir-opt-22 and run by mlir-runner (LLVM 22), against softmax(q k^T / sqrt(D) + mask) v computed
by NumPy. Tests that need mlir-opt-22, mlir-runner or NumPy are skipped where they are missing."""
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import decompose_tm_attention  # noqa: E402
import expand_shape_output_shape  # noqa: E402

MLIR_OPT = shutil.which("mlir-opt-22")
RUNNER = shutil.which("mlir-runner-22") or shutil.which("/usr/lib/llvm-22/bin/mlir-runner")
RUNNER_LIBS = sorted(glob.glob("/usr/lib/llvm-22/lib/libmlir_runner_utils.so*"))[:1] + \
    sorted(glob.glob("/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so*"))[:1]
try:
    import numpy as np
except ImportError:
    np = None


def parses(text):
    return subprocess.run([MLIR_OPT, "-", "-o", "/dev/null"], input=text, text=True,
                          capture_output=True).returncode == 0


class ExpandShapeOutputShapeTest(unittest.TestCase):
    OLD = ("func.func @f(%a: tensor<5x768xf32>, %b: tensor<5xi64>) -> (tensor<1x5x12x64xf32>, tensor<1x5xi64>) {\n"
           "  %x = tensor.expand_shape %a [[0, 1], [2, 3]] : tensor<5x768xf32> into tensor<1x5x12x64xf32>\n"
           "  %y = tensor.expand_shape %b [[0, 1]] : tensor<5xi64> into tensor<1x5xi64>\n"
           "  return %x, %y : tensor<1x5x12x64xf32>, tensor<1x5xi64>\n"
           "}\n")

    def test_gives_the_result_sizes(self):
        out, count = expand_shape_output_shape.rewrite(self.OLD)
        self.assertEqual(count, 2)
        self.assertIn("[[0, 1], [2, 3]] output_shape [1, 5, 12, 64] : tensor<5x768xf32>", out)
        self.assertIn("[[0, 1]] output_shape [1, 5] : tensor<5xi64>", out)

    def test_leaves_complete_ops_alone(self):
        once, _ = expand_shape_output_shape.rewrite(self.OLD)
        twice, count = expand_shape_output_shape.rewrite(once)
        self.assertEqual(count, 0)
        self.assertEqual(twice, once)

    def test_refuses_dynamic_results(self):
        with self.assertRaises(ValueError):
            expand_shape_output_shape.rewrite(
                "%x = tensor.expand_shape %a [[0, 1]] : tensor<?xf32> into tensor<?x4xf32>\n")

    @unittest.skipIf(MLIR_OPT is None, "mlir-opt-22 not installed")
    def test_output_parses_where_input_did_not(self):
        self.assertFalse(parses(self.OLD))
        self.assertTrue(parses(expand_shape_output_shape.rewrite(self.OLD)[0]))


def attention_function(b, l, s, d, e, mask):
    """@attention(q, k, v[, mask]) returning one tm_tensor.attention."""
    tq, tk, tv, tm, tr = ("tensor<%dx%dx%dxf32>" % t for t in ((b, l, d), (b, s, d), (b, s, e), (b, l, s), (b, l, e)))
    args = ["%q", "%k", "%v"] + (["%m"] if mask else [])
    types = [tq, tk, tv] + ([tm] if mask else [])
    return ("func.func @attention(%s) -> %s {\n" % (", ".join("%s: %s" % a for a in zip(args, types)), tr) +
            "  %%init = tensor.empty() : %s\n" % tr +
            "  %%r = tm_tensor.attention ins(%s : %s) outs(%%init : %s) -> %s\n"
            % (", ".join(args), ", ".join(types), tr, tr) +
            "  return %%r : %s\n}\n" % tr)


class DecomposeTmAttentionTest(unittest.TestCase):
    def test_keeps_the_result_name_and_leaves_no_tm_tensor(self):
        out, count = decompose_tm_attention.rewrite(attention_function(2, 3, 5, 4, 2, mask=True))
        self.assertEqual(count, 1)
        self.assertNotIn("tm_tensor", out)
        self.assertRegex(out, r"\n  %r = linalg\.batch_matmul ins\(%attn0_probs, %v ")
        self.assertIn("arith.constant 2.000000000e+00 : f32", out)  # sqrt(D) for D = 4

    def test_numbers_each_op(self):
        one = attention_function(1, 2, 2, 64, 64, mask=False)
        out, count = decompose_tm_attention.rewrite(one + one.replace("@attention", "@again"))
        self.assertEqual(count, 2)
        self.assertIn("%attn1_probs", out)
        self.assertIn("arith.constant 8.000000000e+00 : f32", out)

    def test_refuses_boolean_masks(self):
        text = attention_function(1, 2, 3, 4, 4, mask=True).replace("2x3xf32", "2x3xi1")
        with self.assertRaises(ValueError):
            decompose_tm_attention.rewrite(text)

    def test_refuses_taken_names(self):
        with self.assertRaises(ValueError):
            decompose_tm_attention.rewrite("%attn0_x = arith.constant 0 : i32\n")

    @unittest.skipIf(MLIR_OPT is None or RUNNER is None or len(RUNNER_LIBS) != 2 or np is None,
                     "needs mlir-opt-22, mlir-runner (LLVM 22) and NumPy")
    def test_values_with_and_without_mask(self):
        for mask in (True, False):
            with self.subTest(mask=mask):
                self.check_values(2, 3, 5, 4, 2, mask)

    def check_values(self, b, l, s, d, e, mask):
        rng = np.random.default_rng(5)
        q, k, v = (rng.uniform(-2, 2, shape).astype(np.float32) for shape in ((b, l, d), (b, s, d), (b, s, e)))
        # Half the keys masked out with the most negative float, as torch-mlir's BERT mask does.
        m = np.where(rng.uniform(0, 1, (b, l, s)) < 0.5, np.float32(np.finfo(np.float32).min), 0).astype(np.float32)
        m[:, :, 0] = 0
        logits = q.astype(np.float64) @ k.transpose(0, 2, 1) / np.sqrt(d) + (m if mask else 0)
        p = np.exp(logits - logits.max(-1, keepdims=True))
        expected = (p / p.sum(-1, keepdims=True)) @ v

        def const(a):
            body = ", ".join(repr(float(x)) for x in a.ravel())
            return "arith.constant dense<[%s]> : tensor<%dxf32>" % (body, a.size)

        operands = [q, k, v] + ([m] if mask else [])
        types = ["tensor<%sxf32>" % "x".join(map(str, a.shape)) for a in operands]
        lines = ["func.func private @printMemrefF32(tensor<*xf32>)", "func.func @main() {"]
        for i, (a, t) in enumerate(zip(operands, types)):
            lines.append("  %%flat%d = %s" % (i, const(a)))
            lines.append("  %%arg%d = tensor.expand_shape %%flat%d [[0, 1, 2]] output_shape [%s] : tensor<%dxf32> into %s"
                         % (i, i, ", ".join(map(str, a.shape)), a.size, t))
        result = "tensor<%dx%dx%dxf32>" % (b, l, e)
        lines += ["  %%r = call @attention(%s) : (%s) -> %s"
                  % (", ".join("%%arg%d" % i for i in range(len(operands))), ", ".join(types), result),
                  "  %%u = tensor.cast %%r : %s to tensor<*xf32>" % result,
                  "  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()", "  return", "}"]
        program = decompose_tm_attention.rewrite(attention_function(b, l, s, d, e, mask))[0] + "\n".join(lines) + "\n"
        with tempfile.TemporaryDirectory() as tmp:
            lowered = os.path.join(tmp, "lowered.mlir")
            subprocess.run([MLIR_OPT, "-", "--one-shot-bufferize=bufferize-function-boundaries",
                            "--convert-linalg-to-loops", "--buffer-deallocation-pipeline",
                            "--convert-scf-to-cf", "--expand-strided-metadata", "--finalize-memref-to-llvm",
                            "--convert-math-to-llvm", "--convert-arith-to-llvm", "--convert-cf-to-llvm",
                            "--convert-func-to-llvm", "--reconcile-unrealized-casts", "-o", lowered],
                           input=program, text=True, check=True)
            run = subprocess.run([RUNNER, lowered, "-e", "main", "-entry-point-result=void",
                                  "-shared-libs=" + ",".join(RUNNER_LIBS)],
                                 text=True, capture_output=True, check=True)
        data = run.stdout[run.stdout.index("data ="):]
        got = np.array([float(x) for x in re.findall(r"-?\d+(?:\.\d*)?(?:e[-+]?\d+)?", data.split("=", 1)[1])])
        np.testing.assert_allclose(got, expected.ravel(), rtol=1e-5, atol=1e-6)


if __name__ == "__main__":
    unittest.main()
