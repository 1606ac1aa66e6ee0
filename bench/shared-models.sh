# Sourced (from the repository's root) by the benches that read ../shared/models: sets $shared to
# its absolute path, looked for up to three levels above the repository, or stops the script.
shared=
for d in .. ../.. ../../..; do
  if [[ -d $d/shared/models/graphs ]]; then shared=$(cd "$d/shared/models" && pwd); break; fi
done
[[ -n $shared ]] || { echo "$(basename "$0" .sh): ../shared/models not found" >&2; exit 1; }
