#!/usr/bin/env bash
# Rebuilds the directory of real models the benchmarks read (bench/results/run-speed.md, bench/results/speed.md):
# torch-mlir's linalg-on-tensors output of eight public models, weights elided, from three
# public GitHub repositories at pinned commits, two of them made acceptable to mlir-opt-22:
#   gpt2.mlir               tensor.expand_shape given output_shape (expand_shape_output_shape.py)
#   bert_base_uncased.mlir  tm_tensor.attention rewritten as linalg (decompose_tm_attention.py)
# Every file is checked against models.sha256 at the end.
#   bench/models/fetch-models.sh [DIR]        (default /work/models-mlir)
# Each repository is read from $MIRROR/<owner>+<name>/repo (a git directory, e.g. a bare clone;
# default MIRROR=/work/.mirror) when it holds the pinned commit, else the file is downloaded
# from raw.githubusercontent.com at that commit.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
dir=${1:-/work/models-mlir}
mirror=${MIRROR:-/work/.mirror}

# repository, commit, path in the repository, file name (before any rewrite)
sources=(
  "Bynaryman/MLModelMLIRGEN 31004b59b3cae97b8d95f7a77b63be1acaa222f2 mlir_outputs/resnet18.mlir resnet18.mlir"
  "Bynaryman/MLModelMLIRGEN 31004b59b3cae97b8d95f7a77b63be1acaa222f2 mlir_outputs/resnet50.mlir resnet50.mlir"
  "Bynaryman/MLModelMLIRGEN 31004b59b3cae97b8d95f7a77b63be1acaa222f2 mlir_outputs/mobilenet_v3_small_imagenet.mlir mobilenet_v3_small_imagenet.mlir"
  "Bynaryman/MLModelMLIRGEN 31004b59b3cae97b8d95f7a77b63be1acaa222f2 mlir_outputs/squeezenet1_1.mlir squeezenet1_1.mlir"
  "Bynaryman/MLModelMLIRGEN 31004b59b3cae97b8d95f7a77b63be1acaa222f2 mlir_outputs/sota/efficientnet_v2_l_imagenet.mlir efficientnet_v2_l_imagenet.mlir"
  "Bynaryman/MLModelMLIRGEN 31004b59b3cae97b8d95f7a77b63be1acaa222f2 mlir_outputs/sota/mobilenet_v3_large_imagenet.mlir mobilenet_v3_large_imagenet.mlir"
  "evanmwilliams/fuseflow-compiler 076b1035404d4a0db1ac95d7e689fe5ebc812533 tests/models/gpt2.mlir gpt2.torch-mlir.mlir"
  "xiwa1866/bert_lowering 05c0d4d7fc643bf7ef35398ce27ff4a0a159264a helper/truncated.mlir bert_base_uncased.torch-mlir.mlir"
)

github_checked=""
github_ok() {
  if [[ -z $github_checked ]]; then
    github_checked=no
    curl -sS --max-time 15 -o /dev/null https://raw.githubusercontent.com/ 2>/dev/null && github_checked=yes
  fi
  [[ $github_checked == yes ]]
}

# fetch REPO COMMIT PATH OUT: the file at the commit, from the mirror or from GitHub.
fetch() {
  local repo=$1 commit=$2 path=$3 out=$4 git="$mirror/${1/\//+}/repo"
  if [[ -d $git ]] && git -C "$git" cat-file -e "$commit:$path" 2>/dev/null; then
    echo "  $repo@${commit:0:8} $path (mirror $git)"
    git -C "$git" show "$commit:$path" >"$out.part"
  elif github_ok; then
    echo "  $repo@${commit:0:8} $path (raw.githubusercontent.com)"
    curl -sSfL --retry 3 -o "$out.part" "https://raw.githubusercontent.com/$repo/$commit/$path"
  else
    echo "fetch-models: $repo is not in $git (or lacks ${commit:0:8}) and GitHub is not reachable" >&2
    echo "  from this machine. Put a clone there (git clone --bare https://github.com/$repo $git)" >&2
    echo "  or point MIRROR at a directory of such clones." >&2
    return 1
  fi
  mv "$out.part" "$out"
}

# Everything is made in a scratch directory, checked, then moved into DIR: DIR never holds a
# half-made or unchecked file (the benchmarks take every .mlir file of it).
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)
tmp=$(mktemp -d "$dir/.fetch-models.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
echo "fetch-models: into $dir"
for s in "${sources[@]}"; do
  read -r repo commit path out <<<"$s"
  fetch "$repo" "$commit" "$path" "$tmp/$out"
done

cd "$tmp"
python3 "$here/expand_shape_output_shape.py" gpt2.torch-mlir.mlir gpt2.mlir --expect 110
python3 "$here/decompose_tm_attention.py" bert_base_uncased.torch-mlir.mlir bert_base_uncased.mlir --expect 12
rm gpt2.torch-mlir.mlir bert_base_uncased.torch-mlir.mlir
sha256sum --check --quiet "$here/models.sha256"
mv -f -- *.mlir "$dir/"
echo "fetch-models: $(wc -l <"$here/models.sha256") files in $dir match bench/models/models.sha256"
