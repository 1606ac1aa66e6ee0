#!/usr/bin/env bash
# Fetches the corpus of real shipped ONNX models (bench/corpus/models.tsv: name, source, file in
# the archive, sha256, ...) into the cache ${JOPT_CORPUS:-$HOME/.cache/jopt/corpus}: each
# package's archive once (npm pack NAME@VERSION; a Maven jar by mvn dependency:copy) into
# archives/, each model as models/NAME.onnx (a model shipped in chunks: the members joined by
# '+', concatenated), checked against its sha256. Idempotent: a model
# already there with its sha256 is left alone. Nothing goes into the repository.
#
#   bench/corpus/fetch-corpus.sh               # every model
#   bench/corpus/fetch-corpus.sh NAME...       # some models
#   bench/corpus/fetch-corpus.sh --ort         # and onnxruntime's jar (lib/) for the harness
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
cache=${JOPT_CORPUS:-$HOME/.cache/jopt/corpus}
ort_version=1.23.2
mkdir -p "$cache/archives" "$cache/models" "$cache/lib"

want_ort=0
names=()
for a in "$@"; do
  case $a in
    --ort) want_ort=1 ;;
    -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
    *) names+=("$a") ;;
  esac
done

# fetch_ort: onnxruntime's jar (with its native library) for the harness, from Maven Central.
fetch_ort() {
  local jar=$cache/lib/onnxruntime-$ort_version.jar
  [[ -s $jar ]] && return 0
  echo "fetch-corpus: onnxruntime $ort_version" >&2
  mvn -B -q -ntp dependency:copy -Dartifact=com.microsoft.onnxruntime:onnxruntime:$ort_version \
    -DoutputDirectory="$cache/lib" >&2
}

# archive SOURCE: the path of SOURCE's archive in the cache, fetched when missing.
archive() {
  local src=$1 kind=${1%%:*} spec=${1#*:}
  case $kind in
    npm)
      local file=$cache/archives/npm/$(echo "$spec" | tr '/@' '__').tgz
      if [[ ! -s $file ]]; then
        mkdir -p "$cache/archives/npm"
        local tmp
        tmp=$(mktemp -d "$cache/archives/npm/.pack.XXXXXX")
        (cd "$tmp" && npm pack "$spec" --silent > name.txt) >&2
        mv "$tmp/$(tail -1 "$tmp/name.txt")" "$file"
        rm -rf "$tmp"
      fi
      echo "$file" ;;
    maven)
      local g a v
      IFS=: read -r g a v <<< "$spec"
      local file=$cache/archives/maven/$a-$v.jar
      if [[ ! -s $file ]]; then
        mkdir -p "$cache/archives/maven"
        mvn -B -q -ntp dependency:copy -Dartifact="$g:$a:$v" -DoutputDirectory="$cache/archives/maven" >&2
      fi
      echo "$file" ;;
    *) echo "fetch-corpus: unknown source $src" >&2; return 1 ;;
  esac
}

fail=0
count=0
while IFS=$'\t' read -r name src file sha _; do
  [[ -z $name || $name == \#* ]] && continue
  if ((${#names[@]})); then
    printf '%s\n' "${names[@]}" | grep -qx -- "$name" || continue
  fi
  out=$cache/models/$name.onnx
  if [[ -s $out ]] && [[ $(sha256sum "$out" | cut -d' ' -f1) == "$sha" ]]; then
    count=$((count + 1))
    continue
  fi
  echo "fetch-corpus: $name from $src" >&2
  if ! arc=$(archive "$src"); then
    echo "fetch-corpus: $name: cannot fetch $src" >&2; fail=1; continue
  fi
  tmp=$(mktemp "$cache/models/.$name.XXXXXX")
  # FILE may be several members joined by '+', concatenated in that order (a model shipped in
  # chunks, as @imgly/background-removal-data's resources.json lists them).
  IFS=+ read -ra parts <<< "$file"
  for part in "${parts[@]}"; do
    case $arc in
      *.tgz) tar -xzOf "$arc" "$part" ;;
      *.jar) unzip -p "$arc" "$part" ;;
    esac
  done > "$tmp"
  got=$(sha256sum "$tmp" | cut -d' ' -f1)
  if [[ $got != "$sha" ]]; then
    echo "fetch-corpus: $name: sha256 $got, expected $sha" >&2
    rm -f "$tmp"; fail=1; continue
  fi
  mv "$tmp" "$out"
  count=$((count + 1))
done < "$here/models.tsv"
((want_ort)) && fetch_ort
echo "fetch-corpus: $count models in $cache/models" >&2
exit $fail
