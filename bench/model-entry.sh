# Sourced by the whole-model benches: model_entry FILE KIND sets `entry` (@forward, else the
# first function of FILE) and `args` (KIND, e.g. random or zeros, once per argument it takes).
model_entry() {
  local file=$1 kind=$2 n
  entry=forward
  grep -q 'func.func @forward(' "$file" ||
    entry=$(grep -m1 -o 'func.func @[A-Za-z0-9_]*(' "$file" | sed 's/func.func @//; s/(//')
  n=$(grep -m1 -o "func.func @$entry([^)]*)" "$file" | grep -o '%arg[0-9]*' | wc -l)
  args=$(printf "$kind%.0s," $(seq 1 "$n"))
  args=${args%,}
}
