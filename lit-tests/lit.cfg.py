# -*- Python -*-
# lit configuration of jopt's tests, for LLVM's lit:
#   python3 /usr/lib/llvm-22/bin/lit -sv lit-tests
# The same tests also run in one JVM with jopt-lit (bin/jopt-lit lit-tests, and from Maven:
# test/ module, LitSuiteTest) with the Java FileCheck (filecheck/ module).

import os
import shutil

import lit.formats

config.name = "jopt"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.excludes = ["Output", "Inputs", "lit.cfg.py", "lit.site.cfg.py", "README.md"]

config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = config.test_source_root

repo_root = os.path.dirname(config.test_source_root)
llvm_bin = "/usr/lib/llvm-22/bin"


def find_tool(name, fallback):
    path = os.path.join(llvm_bin, name)
    if os.access(path, os.X_OK):
        return path
    found = shutil.which(fallback)
    if found:
        return found
    lit_config.fatal(
        "%s not found: apt-get update && apt-get install -y llvm-22-tools mlir-22-tools" % name
    )


def tool_pattern(name):
    # A command word, not part of a path, an option or a longer name (like lit's ToolSubst).
    return r"(?<![-\w/.])" + name + r"(?![-\w./])"


# `lit -Djopt=/usr/bin/mlir-opt-22 ...` runs the suite against the reference tool.
jopt = lit_config.params.get("jopt", os.path.join(repo_root, "bin", "jopt"))
# `lit -Djopt_run_flags=--no-compile ...` runs every jopt-run of the suite with those flags added
# (--no-compile: interpreted only; --compile-threshold=0: compiled wherever it can be), so that
# each fault the tests check is shown found with the same message and location either way.
jopt_run = os.path.join(repo_root, "bin", "jopt-run")
if lit_config.params.get("jopt_run_flags"):
    jopt_run += " " + lit_config.params["jopt_run_flags"]
config.substitutions.append((tool_pattern("jopt-run"), jopt_run))
config.substitutions.append((tool_pattern("jopt"), jopt))
config.substitutions.append((tool_pattern("FileCheck"), find_tool("FileCheck", "FileCheck-22")))
config.substitutions.append((tool_pattern("not"), find_tool("not", "not")))

# Optional cross-checks against LLVM's own tools: `// REQUIRES: mlir-opt-22` runs only where it
# is installed (jopt-lit applies the same rule: a feature named after a program on PATH).
for tool in ("mlir-opt-22", "cc"):
    if shutil.which(tool):
        config.available_features.add(tool)

# As MLIR's lit configuration sets it.
config.environment["FILECHECK_OPTS"] = "-enable-var-scope --allow-unused-prefixes=false"
# The suite's jopt calls run in the jopt server (bin/jopt's default; JOPT_SERVER=0: a JVM per
# call; docs/server.md).
for var in ("JAVA_HOME", "HOME", "MAVEN_OPTS", "JOPT_SERVER", "JOPT_SERVER_DIR", "XDG_RUNTIME_DIR"):
    if var in os.environ:
        config.environment[var] = os.environ[var]
